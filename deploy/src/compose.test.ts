import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { namesOf, repoRoot } from "./app-env";
import { GROUPS } from "./caddyfile";
import {
  appOfService,
  environmentOf,
  interpolate,
  parseCompose,
  schemaErrors,
  type ComposeFile,
} from "./compose";
import { isPinnedImage } from "./dockerfile";

const deployRoot = join(repoRoot, "deploy");
const text = readFileSync(`${repoRoot}deploy/compose.yaml`, "utf8");
const doc = parseCompose(text) as ComposeFile;
const services = doc.services;

describe("deploy/compose.yaml", () => {
  it("is valid against the Compose Specification's schema", () => {
    expect(schemaErrors(doc)).toEqual([]);
  });

  it("a broken compose file is rejected, so the check can fail", () => {
    const broken = parseCompose(`services:
  api:
    image: example/api:1.0.0
    depends_on:
      postgres: { condition: when_it_feels_like_it }
    deploy: { replicas: two }
    healthchek: { test: ["CMD", "true"] }
`);
    const errors = schemaErrors(broken);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toMatch(/healthchek|condition|replicas/);
    expect(schemaErrors(parseCompose("servics: {}\n")).length).toBeGreaterThan(0);
  });

  it("pins every third-party image to an exact version, and runs our images at the pushed commit", () => {
    for (const [name, s] of Object.entries(services)) {
      if (!s.image) continue;
      if (appOfService(s)) expect(s.image, name).toMatch(/:\$\{IMAGE_TAG:\?[^}]*\}$/);
      // typesense tags are major.minor (29.0): exact releases in that project's numbering
      else if (s.image.startsWith("typesense/typesense:"))
        expect(s.image, name).toMatch(/^typesense\/typesense:\d+\.\d+$/);
      else if (s.image.startsWith("postgres:"))
        expect(s.image, name).toMatch(/^postgres:\d+\.\d+(-[a-z]+)?$/);
      else expect(isPinnedImage(s.image), `${name}: ${s.image}`).toBe(true);
    }
  });

  it("passes each app only variables its environment schema knows", () => {
    for (const [name, s] of Object.entries(services)) {
      const app = appOfService(s);
      if (!app) continue;
      const known = namesOf(app);
      for (const v of Object.keys(environmentOf(s)))
        expect(known.has(v), `${name} sets ${v}, which ${app} does not read (apps/${app}/src/env.ts)`).toBe(
          true,
        );
      for (const v of Object.keys(s.build?.args ?? {}))
        expect(known.has(v), `${name} build argument ${v} is not read by ${app}`).toBe(true);
    }
  });

  it("runs one web service per tenant group, each built and configured for its group", () => {
    for (const g of GROUPS) {
      const s = services[`web-${g}`];
      expect(s, `web-${g}`).toBeDefined();
      expect(s!.build?.args?.TENANT_GROUP).toBe(g);
      expect(environmentOf(s!).TENANT_GROUP).toBe(g);
      expect(environmentOf(s!).APP_ENV).toBe("production");
      expect(s!.image).toContain(`/gk-web-${g}:`);
    }
    expect(
      Object.keys(services)
        .filter((n) => n.startsWith("web-"))
        .sort(),
    ).toEqual(GROUPS.map((g) => `web-${g}`).sort());
  });

  it("runs two API replicas on PostgreSQL and the three-node Typesense cluster, after a one-shot migration", () => {
    const api = services.api!;
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const env = environmentOf(api);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.NODE_ENV).toBe("production");
    const nodes = env.TYPESENSE_NODES!.split(",");
    expect(nodes).toEqual(["http://typesense-1:8108", "http://typesense-2:8108", "http://typesense-3:8108"]);
    expect(api.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(services.migrate?.command?.join(" ")).toMatch(/cli\/migrate\.ts$/);
    expect(services.postgres?.volumes?.some((v) => v.endsWith(":/var/lib/postgresql/data"))).toBe(true);
  });

  it("gives the Typesense nodes one nodes file that lists exactly them", () => {
    const members = readFileSync(`${repoRoot}deploy/typesense/nodes`, "utf8").trim().split(",");
    const ts = Object.entries(services).filter(([, s]) => s.image?.startsWith("typesense/typesense:"));
    expect(ts.map(([n]) => n).sort()).toEqual(["typesense-1", "typesense-2", "typesense-3"]);
    expect(members.map((m) => m.split(":")[0]).sort()).toEqual(ts.map(([n]) => n).sort());
    for (const m of members) expect(m).toMatch(/^[a-z0-9-]+:8107:8108$/);
    for (const [name, s] of ts) {
      expect(s.volumes, name).toContain("./typesense/nodes:/etc/typesense/nodes:ro");
      expect(s.command?.join(" "), name).toContain("--nodes=/etc/typesense/nodes");
    }
  });

  it("mounts the generated Caddyfile into the proxy, which knows the same services", () => {
    expect(services.proxy?.volumes).toContain("./Caddyfile:/etc/caddy/Caddyfile:ro");
    const caddyfile = readFileSync(`${repoRoot}deploy/Caddyfile`, "utf8");
    expect(caddyfile).toContain("reverse_proxy typesense-1:8108 typesense-2:8108 typesense-3:8108 {");
    for (const name of [...caddyfile.matchAll(/^\s*name ([a-z0-9-]+)$/gm)].map((m) => m[1]!))
      expect(services[name], `Caddyfile upstream ${name}`).toBeDefined();
    // the web servers reach the API through the proxy's internal listener
    for (const g of GROUPS)
      expect(environmentOf(services[`web-${g}`]!).API_INTERNAL_URL).toBe("http://proxy:4000");
    expect(caddyfile).toMatch(/^:4000 \{$/m);
  });

  /** The example environment file with its empty secrets filled, as an operator would. */
  const exampleVars = Object.fromEntries(
    readFileSync(`${repoRoot}deploy/production.env.example`, "utf8")
      .split("\n")
      .filter((l) => /^[A-Z]/.test(l))
      .map((l) => {
        const [name, ...rest] = l.split("=");
        const value = rest.join("=");
        return [
          name!,
          value ||
            (name === "IMAGE_TAG"
              ? "0123abc"
              : name === "SMTP_URL"
                ? "smtp://u:p@mail:587"
                : ["POSTGRES_PASSWORD", "TYPESENSE_API_KEY"].includes(name!)
                  ? "s3cret-value-of-at-least-32-characters"
                  : ""),
        ];
      }),
  );
  // the shared secret of the proxies and the API, filled as an operator would (production wants 32 characters)
  exampleVars.API_PROXY_SECRET ||= "a-proxy-secret-of-at-least-32-characters";
  /** The apps' own start-up validation, in a process of its own (scripts/check-env.ts), all sets at once. */
  interface EnvCheck {
    label: string;
    app: string;
    env: Record<string, string>;
  }
  const appsAccept = (checks: EnvCheck[]) => {
    const r = spawnSync(
      join(deployRoot, "node_modules/.bin/tsx"),
      ["scripts/check-env.ts", JSON.stringify(checks)],
      // only PATH goes to the child, so the apps judge the checked values and nothing of this shell's settings
      // eslint-disable-next-line no-restricted-syntax
      { cwd: deployRoot, encoding: "utf8", env: { PATH: process.env.PATH } },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout) as { label: string; ok: boolean; message: string }[];
  };

  it("gives each app values its own start-up validation accepts, and a bad value is refused naming it", () => {
    const fromCompose = Object.entries(services).flatMap(([name, s]): EnvCheck[] => {
      const app = appOfService(s);
      if (!app || app === "db") return [];
      return [
        {
          label: name,
          app,
          env: Object.fromEntries(
            Object.entries(environmentOf(s)).map(([k, v]) => [k, interpolate(String(v), exampleVars)]),
          ),
        },
      ];
    });
    expect([...new Set(fromCompose.map((c) => c.app))].sort()).toEqual(["api", "search", "web"]);
    // so that this check can fail: values each app must refuse
    const bad: EnvCheck[] = [
      { label: "bad api", app: "api", env: { TRUSTED_PROXIES: "caddy" } },
      { label: "bad web", app: "web", env: { API_INTERNAL_URL: "not a url" } },
      { label: "bad search", app: "search", env: { SEARCH_PORT: "abc" } },
    ];
    const results = appsAccept([...fromCompose, ...bad]);
    for (const r of results.slice(0, fromCompose.length)) expect(r.ok, `${r.label}: ${r.message}`).toBe(true);
    const refused = results.slice(fromCompose.length);
    expect(refused.map((r) => r.ok)).toEqual([false, false, false]);
    expect(refused[0]!.message).toMatch(/TRUSTED_PROXIES/);
    expect(refused[1]!.message).toMatch(/API_INTERNAL_URL/);
    expect(refused[2]!.message).toMatch(/SEARCH_PORT/);
  });

  it("interpolates as compose does", () => {
    expect(interpolate("a${X:-d}b${Y-e}", { Y: "" })).toBe("adb");
    expect(interpolate("${X:?set X}", { X: "v" })).toBe("v");
    expect(() => interpolate("${X:?set X}", { X: "" })).toThrow(/X.*set X/);
  });
});
