// Screenshots of the main pages at desktop and phone size (for looking at them, not a test).
import { chromium } from "@playwright/test";
const out = process.env.OUT ?? "/tmp/gkweb/shots";
const pages = (process.argv[2] ?? "").split(",").filter(Boolean);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const [name, vp] of [
  ["desk", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
]) {
  const ctx = await browser.newContext({ viewport: vp, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  for (const url of pages) {
    const t = Date.now();
    await page.goto(url, { waitUntil: "networkidle" }).catch((e) => console.log("ERR", url, e.message));
    const file = `${out}/${name}-${url.replace(/^https?:\/\//, "").replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(file, Date.now() - t, "ms", "scrollWidth", sw);
  }
  await ctx.close();
}
await browser.close();
