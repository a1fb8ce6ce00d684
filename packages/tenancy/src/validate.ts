import type { z } from "zod";
import { siteConfigSchema, villagesSchema } from "./schema";

/** One problem in one config file, with the field named: `tenants/x/tenant.json: metadata.themeColor: …`. */
export interface ConfigProblem {
  file: string;
  field: string;
  message: string;
}

export function formatProblem(p: ConfigProblem): string {
  return `${p.file}: ${p.field || "(root)"}: ${p.message}`;
}

function problemsOf(file: string, error: z.ZodError): ConfigProblem[] {
  return error.issues.map((i) => ({ file, field: i.path.map(String).join("."), message: i.message }));
}

export function validateSiteFile(file: string, raw: unknown, expectedSlug?: string): ConfigProblem[] {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) return problemsOf(file, parsed.error);
  if (expectedSlug && parsed.data.slug !== expectedSlug) {
    return [{ file, field: "slug", message: `must equal the folder name "${expectedSlug}"` }];
  }
  return [];
}

export function validateVillagesFile(file: string, raw: unknown): ConfigProblem[] {
  const parsed = villagesSchema.safeParse(raw);
  return parsed.success ? [] : problemsOf(file, parsed.error);
}

/** Checks across sites: unique slugs and hosts, existing parents, every named manifest present. */
export function validateRegistry(
  sites: { file: string; config: z.output<typeof siteConfigSchema> }[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const bySlug = new Map(sites.map((s) => [s.config.slug, s]));
  const hostOwner = new Map<string, string>();
  for (const { file, config } of sites) {
    if (config.parent && !bySlug.has(config.parent)) {
      problems.push({ file, field: "parent", message: `no site "${config.parent}" in tenants/` });
    }
    if (config.parent === config.slug)
      problems.push({ file, field: "parent", message: "a site cannot be its own parent" });
    if (!config.manifest && !config.parent) {
      problems.push({ file, field: "manifest", message: "a site without a parent needs its own manifest" });
    }
    if (!config.theme && !config.parent)
      problems.push({ file, field: "theme", message: "a site without a parent needs a theme" });
    for (const env of ["production", "development"] as const) {
      for (const h of config.hosts[env]) {
        const key = `${env}:${h}`;
        const owner = hostOwner.get(key);
        if (owner && owner !== config.slug) {
          problems.push({
            file,
            field: `hosts.${env}`,
            message: `"${h}" is already claimed by site "${owner}"`,
          });
        }
        hostOwner.set(key, config.slug);
      }
    }
  }
  for (const required of ["general", "business", "gate", "tenant"]) {
    if (!bySlug.has(required))
      problems.push({
        file: `tenants/${required}/tenant.json`,
        field: "",
        message: "this site is required: the host name rules send visitors to it",
      });
  }
  return problems;
}
