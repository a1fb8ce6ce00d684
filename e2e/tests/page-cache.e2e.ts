import { expect, test } from "@playwright/test";
import { API, newLearner, WEB } from "./helpers";

/**
 * A course page for a visitor without a session comes from the web's page cache: rendered once, then sent
 * from memory (by the proxy, then by the web server's front before Next), each time with its own nonce in
 * every script tag, in the preloads and in the CSP, so the browser runs the page without one violation. A
 * review written by a learner reaches the cached page within seconds (the API tells the web of the change),
 * not at the end of the cache's minute. A signed-in visitor's page is never the cached one.
 */

const NONCE = /nonce="([^"]*)"/g;

/** One visit: where the page came from, the nonce its CSP names, the nonces its tags carry. */
async function visit(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  return {
    from: res.headers.get("x-gk-page-cache"),
    // fetch asks for gzip (and unzips the body for us)
    encoding: res.headers.get("content-encoding"),
    cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? null,
    tagNonces: new Set([...html.matchAll(NONCE)].map((m) => m[1])),
    // Next's preloads of the font and stylesheet: without them the font swaps late and the text shifts
    linkNonces: new Set([...(res.headers.get("link") ?? "").matchAll(NONCE)].map((m) => m[1])),
    html,
  };
}

async function registeredToken(who: ReturnType<typeof newLearner>): Promise<string> {
  const res = await fetch(`${API}/auth/register`, {
    method: "POST",
    headers: { origin: WEB, "content-type": "application/json" },
    body: JSON.stringify({
      fullName: who.fullName,
      email: who.email,
      password: who.password,
      passwordConfirmation: who.password,
      acceptTerms: true,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test("a cached course page has a fresh nonce per visit, runs without CSP violations and shows a new review within seconds", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // a course from the middle of the popular list (other journeys review the first ones)
  const list = await fetch(`${API}/courses?sort=popular&perPage=40`, { headers: { origin: WEB } });
  const courses = ((await list.json()) as { data: { items: { slug: string }[] } }).data.items;
  const slug = courses[30 + Math.floor(Math.random() * 10)]!.slug;
  const url = `${WEB}/course/${slug}`;

  // the first visit renders (or finds) the page; the second comes from the proxy's memory, and the next ones
  // from the same memory through the web server's front, before Next, gzipped ahead (as fetch asks), once
  // that copy is made in the background (on a retry, the front knows the page already)
  const visits = [await visit(url), await visit(url)];
  expect(["memory", "front"]).toContain(visits[1]!.from);
  await expect.poll(async () => (await visit(url)).from, { timeout: 5_000 }).toBe("front");
  visits.push(await visit(url), await visit(url));
  expect(visits[2]!.from).toBe("front");
  expect(visits[3]!.from).toBe("front");
  expect(visits[3]!.encoding).toBe("gzip");
  for (const v of visits) {
    expect(v.cspNonce).toBeTruthy();
    // every tag carries this answer's nonce and no other value, and so do the preloads
    expect([...v.tagNonces]).toEqual([v.cspNonce]);
    expect([...v.linkNonces]).toEqual([v.cspNonce]);
  }
  expect(new Set(visits.map((v) => v.cspNonce)).size).toBe(4);
  // the same page either way, but for the nonce
  const samePage = (v: (typeof visits)[number]) => v.html.replaceAll(v.cspNonce!, "");
  for (const v of visits.slice(1)) expect(samePage(v)).toBe(samePage(visits[0]!));

  // the browser runs the cached page: no violation, the page is interactive
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const answer = await page.goto(url);
  expect(answer?.headers()["x-gk-page-cache"]).toBe("front");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Ulasan", exact: true }).first().click();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(page.locator("#reviews")).toBeInViewport();
  expect(violations).toEqual([]);

  // a learner reviews the course; the visitor without a session sees it within seconds
  const who = newLearner(info);
  const token = await registeredToken(who);
  const text = `Ulasan uji cache ${who.email.slice(4, 20)}: contohnya langsung bisa dipakai.`;
  const review = await fetch(`${API}/courses/${slug}/review`, {
    method: "PUT",
    headers: { origin: WEB, "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ rating: 5, body: text }),
  });
  expect(review.status).toBe(200);
  const shownAt = Date.now();
  await expect.poll(async () => (await visit(url)).html.includes(text), { timeout: 15_000 }).toBe(true);
  // well before the cache's own lifetime (60 s) would have let the page go
  expect(Date.now() - shownAt).toBeLessThan(15_000);
  // the front knew this visit already: the page rendered again is answered before Next once its gzipped
  // copy is made, with the review
  await expect.poll(async () => (await visit(url)).from, { timeout: 5_000 }).toBe("front");
  const again = await visit(url);
  expect(again.html).toContain(text);
  // the page rendered again carries each answer's own nonce too (not one visitor's, kept by mistake)
  expect([...again.tagNonces]).toEqual([again.cspNonce]);

  // signed in, the page is rendered for the learner, never the cached one
  const mine = await visit(url, `token=${token}`);
  expect(mine.from).toBeNull();
  expect([...mine.tagNonces]).toEqual([mine.cspNonce]);
});
