/**
 * `pnpm tenant:new <slug> [--type regional|government|company] [--name "Display name"] [--color #rrggbb]`
 * Writes a valid tenants/<slug>/tenant.json (a child of the general or business site) and regenerates the
 * registry. Edit the file afterwards for its own domain, colours and feature switches.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULT_LOCALE, LOCALES, siteConfigSchema, type SiteConfigInput } from "../src/schema";
import { formatProblem, validateSiteFile } from "../src/validate";
import { generate } from "./build-registry";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: "string", default: "regional" },
    name: { type: "string" },
    color: { type: "string", default: "#883CFF" },
  },
});
const slug = positionals[0];
if (!slug) {
  console.error(
    'usage: pnpm tenant:new <slug> [--type regional|government|company] [--name "Display name"] [--color #rrggbb]',
  );
  process.exit(2);
}
const type = values.type as "regional" | "government" | "company";
if (!["regional", "government", "company"].includes(type)) {
  console.error(`--type must be regional, government or company (got "${type}")`);
  process.exit(2);
}
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const dir = join(repoRoot, "tenants", slug);
if (existsSync(join(dir, "tenant.json"))) {
  console.error(`tenants/${slug}/tenant.json already exists`);
  process.exit(1);
}
const name =
  values.name ??
  slug
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
const color = values.color;
const config: SiteConfigInput = {
  $schema: "../schema.json",
  slug,
  type,
  group: type,
  referral: slug,
  parent: type === "company" ? "business" : "general",
  hosts: { production: [slug], development: [slug] },
  metadata: {
    title: { id: `Belajar ${name}`, en: `${name} Learning` },
    description: {
      id: `Kursus online untuk ${name}, dari institusi dan universitas terkemuka.`,
      en: `Online courses for ${name}, from leading institutions and universities.`,
    },
    themeColor: color,
    url: `https://${slug}.gurukita.id`,
    image: "/sites/general/og.svg",
    appTitle: `Belajar ${name}`,
    type: "website",
  },
  theme: { primary: color, primaryStrong: color, primarySoft: "#F3ECFF", logoText: name.slice(0, 24) },
  defaultLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  features: { payments: false },
};
const problems = validateSiteFile(`tenants/${slug}/tenant.json`, config, slug);
if (problems.length > 0 || !siteConfigSchema.safeParse(config).success) {
  for (const p of problems) console.error(formatProblem(p));
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "tenant.json"), JSON.stringify(config, null, 2) + "\n");
generate({ checkOnly: false });
console.log(`✓ wrote tenants/${slug}/tenant.json: open http://${slug}.localhost:3000 after \`npm start\``);
console.log(
  "  next: set its own domain in hosts.production, its colours in theme, then run `pnpm --filter @gk/tenancy generate` again",
);
