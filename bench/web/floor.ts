// bench/web/floor.ts: the framework's own first-load JavaScript, the floor under any page of apps/web.
// Builds a minimal App Router app (one layout with a next/link, one page; no product code) with the same Next
// and React as apps/web, serves it with `next start` and measures it as run.ts measures the product: the
// scripts Lighthouse (mobile preset) sees the page transfer on load.
// Usage: pnpm --filter @gk/bench exec tsx web/floor.ts   (about a minute on 2 cores; nothing is left behind)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchEnv } from "../lib/env";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "..");
// inside the repository, so Turbopack's root (the monorepo) contains it and resolves next through apps/web
const app = join(here, ".floor-app");
const bundler = process.argv.includes("--webpack") ? "--webpack" : "--turbopack";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

rmSync(app, { recursive: true, force: true });
mkdirSync(join(app, "app"), { recursive: true });
symlinkSync(join(root, "apps", "web", "node_modules"), join(app, "node_modules"));
writeFileSync(join(app, "package.json"), JSON.stringify({ name: "floor", private: true, type: "module" }));
writeFileSync(
  join(app, "next.config.mjs"),
  `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
);
writeFileSync(
  join(app, "app", "layout.tsx"),
  'import Link from "next/link";\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body><Link href="/other">other</Link>{children}</body></html>);\n}\n',
);
writeFileSync(join(app, "app", "page.tsx"), "export default function Page() {\n  return <p>floor</p>;\n}\n");

const next = join(app, "node_modules", ".bin", "next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
try {
  execFileSync(next, ["build", bundler], { cwd: app, env, stdio: ["ignore", "ignore", "inherit"] });
  const port = await freePort();
  const server = spawn(next, ["start", "-p", String(port)], { cwd: app, env, stdio: "ignore" });
  try {
    let html = "";
    for (let i = 0; i < 50 && !html; i++) {
      html = await fetch(`http://localhost:${port}/`).then(
        (r) => r.text(),
        () => "",
      );
      if (!html) await new Promise((r) => setTimeout(r, 200));
    }
    if (!html) throw new Error("the minimal app did not answer");
    const file = join(mkdtempSync(join(tmpdir(), "gk-floor-")), "lh.json");
    execFileSync(
      join(here, "..", "node_modules", ".bin", "lighthouse"),
      [
        `http://localhost:${port}/`,
        "--quiet",
        "--output=json",
        `--output-path=${file}`,
        "--only-categories=performance",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      { env: { ...env, CHROME_PATH: benchEnv.chromePath() }, stdio: ["ignore", "ignore", "inherit"] },
    );
    const report = JSON.parse(readFileSync(file, "utf8"));
    const items = report.audits["network-requests"].details.items as {
      resourceType?: string;
      transferSize?: number;
    }[];
    const scripts = items.filter((i) => i.resourceType === "Script");
    const total = scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0);
    const version = (
      await import(join(root, "apps", "web", "node_modules", "next", "package.json"), {
        with: { type: "json" },
      })
    ).default.version;
    console.log(
      `Next ${version} (${bundler.slice(2)}), minimal app: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} kB transferred (gzip); ` +
        // what an empty page of the framework scores: the ceiling any product page starts under
        `performance ${Math.round(report.categories.performance.score * 100)}, LCP ${Math.round(report.audits["largest-contentful-paint"].numericValue)} ms, TBT ${Math.round(report.audits["total-blocking-time"].numericValue)} ms`,
    );
  } finally {
    server.kill("SIGTERM");
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}
