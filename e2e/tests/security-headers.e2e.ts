import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import { newLearner, register, signIn, WEB } from "./helpers";
import { courseWithPretest, REGIONAL } from "./learning-helpers";

/**
 * The security headers on the main screens of the general site and a regional site (home, search with the
 * live search taking over, a course, the quiz, a lesson, sign-in): a nonce-based Content-Security-Policy with
 * no inline script allowed, frame-ancestors, nosniff, the referrer and permissions policies, no HSTS over
 * plain http; and not one CSP violation in the browser while the screens are used. Last, a return address
 * that a browser would turn into another site (`/login?url=/%09/evil.example`) lands on the site's home.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects every CSP violation of every page of the context, from the event and from Chromium's console. */
async function watchCsp(context: BrowserContext): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await context.exposeFunction("__gkCspViolation", (v: Violation) => seen.violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __gkCspViolation: (v: Violation) => void }).__gkCspViolation;
      void report({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  context.on("console", (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) seen.console.push(m.text());
  });
  return seen;
}

/** The directives of a CSP header. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The build's scripts: nosniff, and none of the headers that act only on documents and stylesheets. */
function isBuildScript(res: Response): boolean {
  return /\/_next\/static\/.+\.js(\?|$)/.test(res.url());
}

function expectScriptHeaders(res: Response) {
  const h = res.headers();
  expect(h["x-content-type-options"], res.url()).toBe("nosniff");
  for (const name of ["content-security-policy", "referrer-policy", "permissions-policy", "x-frame-options"])
    expect(h[name], `${name} of ${res.url()}`).toBeUndefined();
}

/** The headers every other response carries. */
function expectCommonHeaders(res: Response) {
  const h = res.headers();
  expect(h["x-content-type-options"], res.url()).toBe("nosniff");
  expect(h["referrer-policy"], res.url()).toBe("strict-origin-when-cross-origin");
  if (res.url().includes("/_next/static/")) {
    // the build's hashed files do not repeat the headers that act only on documents
    expect(h["permissions-policy"], res.url()).toBeUndefined();
    expect(h["x-frame-options"], res.url()).toBeUndefined();
  } else {
    expect(h["permissions-policy"], res.url()).toMatch(/camera=\(\)/);
    expect(h["permissions-policy"], res.url()).toMatch(/geolocation=\(\)/);
    expect(h["permissions-policy"], res.url()).toMatch(/microphone=\(\)/);
  }
  // the stack is served over plain http: no HSTS from the web app (it is sent on https visits only); the
  // API's own answers passed through /api/gk keep the API's headers
  if (!res.url().includes("/api/gk/")) expect(h["strict-transport-security"], res.url()).toBeUndefined();
  const csp = directives(h["content-security-policy"] ?? "");
  expect(csp.get("frame-ancestors"), res.url()).toEqual(["'self'"]);
}

/** A page's headers: the common ones, and a CSP whose scripts need this response's nonce. */
function expectPageHeaders(res: Response | null): string {
  expect(res, "the page answered").not.toBeNull();
  expectCommonHeaders(res!);
  const csp = directives(res!.headers()["content-security-policy"]!);
  const script = csp.get("script-src") ?? [];
  const nonce = script.find((s) => s.startsWith("'nonce-"));
  expect(nonce, res!.url()).toBeTruthy();
  expect(script).toContain("'strict-dynamic'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  return nonce!;
}

/** Opens a screen and checks its headers; every inline script of the page carries the nonce. */
async function visit(page: Page, url: string): Promise<string> {
  const res = await page.goto(url);
  const nonce = expectPageHeaders(res);
  const value = nonce.slice("'nonce-".length, -1);
  // the browser hides nonces from the DOM attribute but keeps the property
  const unsigned = await page.evaluate(
    (n) =>
      [...document.querySelectorAll("script:not([src])")].filter((s) => (s as HTMLScriptElement).nonce !== n)
        .length,
    value,
  );
  expect(unsigned, `inline scripts without the nonce on ${url}`).toBe(0);
  return nonce;
}

/** The live search takes over (its chunk loads on a first pointer move, then it searches the node itself). */
async function liveSearch(page: Page) {
  await expect(async () => {
    await page.mouse.move(20 + Math.floor(Math.random() * 100), 200 + Math.floor(Math.random() * 100));
    await expect(page.locator("[data-live-search]")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

for (const [name, base] of [
  ["the general site", WEB],
  ["a regional site", REGIONAL],
] as const) {
  test(`the main screens of ${name} carry the security headers and break no CSP rule`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(180_000);
    const csp = await watchCsp(context);
    const assets: Response[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/_next/static/") || r.url().includes("/api/gk/")) assets.push(r);
    });

    // home, twice: a fresh nonce each time
    const first = await visit(page, `${base}/`);
    await expect(page.locator("main")).toBeVisible();
    expect(await visit(page, `${base}/`)).not.toBe(first);

    // search, until the live search has taken over and answered from the search node
    await expect(async () => {
      await visit(page, `${base}/search?q=kepemimpinan`);
      await liveSearch(page);
      await expect(page.getByTestId("shown")).not.toHaveText(/dari 0 kursus/, { timeout: 3_000 });
    }).toPass({ timeout: 90_000 });

    // sign-in
    await visit(page, `${base}/login`);
    await expect(page.getByLabel("Nomor HP atau Email", { exact: false })).toBeVisible();

    // a course, enrolment, the quiz (the pretest), then a lesson
    const course = await courseWithPretest(base);
    const who = newLearner(info);
    await register(page, base, who);
    await visit(page, `${base}/course/${course.slug}`);
    // the menus load their own code when opened (the share menu, the account menu)
    await page.getByRole("button", { name: "Bagikan" }).click();
    await expect(page.locator('[data-share="whatsapp"]')).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Menu akun/ }).click();
    await expect(page.getByRole("menuitem").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Mulai Belajar" }).locator("visible=true").first().click();
    await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);
    await visit(page, page.url());
    await expect(page.getByRole("heading", { name: "Informasi Kuis" })).toBeVisible();
    await page.getByTestId("quiz-start").click();
    await expect(page.getByTestId("quiz-timer")).toBeVisible();
    for (const q of await page.getByTestId("quiz-question").all()) await q.locator("input").first().check();
    await page.getByTestId("quiz-submit").click();
    await page.getByTestId("quiz-submit-confirm").click();
    await expect(page.getByTestId("pretest-done")).toBeVisible();
    await page.getByRole("link", { name: "Lanjut ke Pelajaran" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await visit(page, page.url());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // a page that does not exist is a page too
    const missing = await page.goto(`${base}/tidak-ada-halaman-ini`);
    expect(missing?.status()).toBe(404);
    expectPageHeaders(missing);

    // the build's scripts carry nosniff alone; its other files and the API route carry the common headers and
    // a CSP that allows nothing
    expect(assets.some(isBuildScript)).toBe(true);
    expect(assets.some((r) => r.url().includes("/_next/static/") && !isBuildScript(r))).toBe(true);
    expect(assets.some((r) => r.url().includes("/api/gk/"))).toBe(true);
    for (const r of assets) {
      if (isBuildScript(r)) {
        expectScriptHeaders(r);
        continue;
      }
      expectCommonHeaders(r);
      expect(directives(r.headers()["content-security-policy"]!).get("default-src"), r.url()).toEqual([
        "'none'",
      ]);
    }

    expect(csp.violations, "CSP violations reported by the pages").toEqual([]);
    expect(csp.console, "CSP messages in Chromium's console").toEqual([]);
  });
}

test("a return address that leaves the site lands on the site's home after sign-in", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const who = newLearner(info);
  await register(page, WEB, who);
  const fresh = await browser.newContext({ locale: "id-ID" });
  const visitor = await fresh.newPage();
  try {
    // a browser drops the tab and reads `//evil.example`, another site
    await visitor.goto(`${WEB}/login?url=/%09/evil.example`);
    await visitor.waitForLoadState("networkidle");
    await signIn(visitor, who);
    // signed in, the page goes to the return address or, refused, home; never to evil.example
    await expect(visitor).toHaveURL(`${WEB}/`);
    await expect(visitor.getByRole("button", { name: /Menu akun|Account menu/ })).toBeVisible();
  } finally {
    await fresh.close();
  }
});
