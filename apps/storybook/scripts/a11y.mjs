// Accessibility gate for the design system: every built story, light and dark side by side, is loaded
// in headless Chromium and checked with axe-core (WCAG 2.1 A/AA). Serious or critical findings fail.
// Runs after `storybook build` (apps/storybook/turbo.json), on loopback with an ephemeral port.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("../storybook-static/", import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(join(root, "index.json"))) {
  console.log("storybook-static missing: building it first");
  execFileSync("pnpm", ["run", "build"], {
    stdio: "inherit",
    cwd: fileURLToPath(new URL("..", import.meta.url)),
  });
}
if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath} (set CHROME_PATH or install the Debian chromium package)`,
  );
  process.exit(1);
}

const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res
    .writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" })
    .end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const stories = Object.values(JSON.parse(readFileSync(join(root, "index.json"), "utf8")).entries).filter(
  (e) => e.type === "story",
);

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
let passed = 0;
let failed = 0;
try {
  for (const story of stories) {
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=theme:both`);
    await page.waitForSelector("[data-theme-frame=dark]");
    await page.evaluate(() => document.fonts.ready);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document.querySelector("#storybook-root"), {
        runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        where: v.nodes.map((n) => n.target.join(" ")).slice(0, 3),
        help: v.help,
      }));
    });
    const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    for (const v of violations)
      console.log(
        `${blocking.includes(v) ? "FAIL" : "note"} ${story.id}: ${v.id} (${v.impact}) ${v.help} at ${v.where.join(", ")}`,
      );
    if (blocking.length) failed++;
    else passed++;
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`storybook a11y: ${stories.length} stories × light+dark checked with axe-core`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
