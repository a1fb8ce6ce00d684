import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./app-env";

/** action-validator checks a workflow against GitHub's workflow schema (and its globs against the tree). */
const cli = join(
  dirname(createRequire(import.meta.url).resolve("@action-validator/cli/package.json")),
  "cli.mjs",
);
function validate(file: string): { ok: boolean; output: string } {
  const r = spawnSync(process.execPath, [cli, file], { encoding: "utf8", cwd: repoRoot });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

const dir = join(repoRoot, ".github/workflows");
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

interface Workflow {
  permissions?: unknown;
  concurrency?: unknown;
  jobs: Record<
    string,
    {
      needs?: string | string[];
      steps?: { uses?: string }[];
      strategy?: { matrix?: { include?: Record<string, string>[] } };
    }
  >;
}

describe("GitHub workflows", () => {
  it("exist", () => {
    expect(files).toContain("ci.yml");
  });

  it.each(files)("%s is a valid workflow", (file) => {
    const { ok, output } = validate(join(dir, file));
    expect(ok, output).toBe(true);
  });

  it.each(files)("%s pins every action to a full version and sets permissions and concurrency", (file) => {
    const wf = parse(readFileSync(join(dir, file), "utf8")) as Workflow;
    expect(wf.permissions, "top-level permissions").toBeDefined();
    expect(wf.concurrency, "top-level concurrency").toBeDefined();
    for (const [name, job] of Object.entries(wf.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses || step.uses.startsWith("./")) continue;
        expect(step.uses, `${file} ${name}`).toMatch(/@(v\d+\.\d+\.\d+|[0-9a-f]{40})$/);
      }
    }
  });

  it("runs the README's npm test, then builds every image only after it", () => {
    const wf = parse(readFileSync(join(dir, "ci.yml"), "utf8")) as Workflow;
    expect(JSON.stringify(wf.jobs.test)).toContain('"run":"npm test"');
    expect(wf.jobs.deploy?.needs).toBe("test");
    const include = wf.jobs.deploy?.strategy?.matrix?.include ?? [];
    expect(
      include
        .map((i) => i["tenant-group"])
        .filter(Boolean)
        .sort(),
    ).toEqual(["company", "core", "government", "regional"]);
    expect(include.map((i) => i.image).sort()).toEqual([
      "gk-api",
      "gk-search",
      "gk-web-company",
      "gk-web-core",
      "gk-web-government",
      "gk-web-regional",
    ]);
    for (const i of include)
      expect(readdirSync(join(repoRoot, dirname(i.dockerfile!)))).toContain("Dockerfile");
  });

  it("a broken workflow is rejected, so the check can fail", () => {
    const tmp = mkdtempSync(join(tmpdir(), "gk-wf-"));
    const broken = join(tmp, "broken.yml");
    writeFileSync(broken, "on: push\njobs:\n  test:\n    runs-onn: ubuntu-24.04\n    steps: run npm test\n");
    const { ok, output } = validate(broken);
    expect(ok).toBe(false);
    expect(output).toMatch(/runs-onn|runs-on/);
  });
});
