import { hashPassword, memberships, organisations, users } from "@gk/db";
import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { signLms, type LmsLoginPayload } from "./lms";

const MAJU_SECRET = "rahasia-lms-sekolah-maju";

/**
 * The Moodle plugin's `local_gurukita_link()` (docs/lms/moodle-local-gurukita/lib.php), step by step, so
 * the documented PHP and the API cannot drift apart: the six canonical lines, `hash_hmac('sha256', …)` and
 * `http_build_query(…, PHP_QUERY_RFC3986)`, which escapes everything but letters, digits and `-_.~`.
 */
function moodlePluginLink(
  baseurl: string,
  site: string,
  secret: string,
  user: { firstname: string; lastname: string; email: string },
  courseslug: string,
  timestamp: number,
  nonce: string,
): string {
  const fullname = `${user.firstname} ${user.lastname}`.trim();
  const canonical = [
    site,
    user.email.trim().toLowerCase(),
    fullname,
    String(timestamp),
    nonce,
    courseslug,
  ].join("\n");
  const signature = createHmac("sha256", secret).update(canonical).digest("hex");
  const rawurlencode = (v: string) =>
    encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = Object.entries({
    type: "course",
    slug: courseslug,
    site,
    email: user.email,
    fullName: fullname,
    timestamp: String(timestamp),
    nonce,
    signature,
  })
    .map(([k, v]) => `${k}=${rawurlencode(v)}`)
    .join("&");
  return `${baseurl.replace(/\/+$/, "")}/local/gurukita/index.php?${query}`;
}
const GURU = { firstname: "Guru", lastname: "Maju", email: "Guru@Maju.sch.id" };
const JAYA_SECRET = "rahasia-lms-pt-jaya";
const LOOSE_SECRET = "rahasia-lms-tanpa-organisasi";

// An LMS partner's shared secret proves the partner, not the person: it may sign in only the people of the
// organisation it belongs to, and only as learners.
describe.each(DRIVERS)("LMS partners and their organisations on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig(
        {
          LMS_SHARED_SECRETS: `moodle-maju:${MAJU_SECRET},moodle-jaya:${JAYA_SECRET},moodle-lepas:${LOOSE_SECRET}`,
          LMS_PARTNER_ORGANISATIONS: "moodle-maju:sekolah-maju,moodle-jaya:pt-jaya",
        },
        (c) => (c.rateLimit.perIpPerMinute = 1000),
      ),
    });
    const { db } = api.database;
    const [maju, jaya] = await db
      .insert(organisations)
      .values([
        { referral: "sekolah-maju", name: "Sekolah Maju", kind: "company" },
        { referral: "pt-jaya", name: "PT Jaya", kind: "company" },
      ])
      .returning();
    const hash = await hashPassword("kopi-tubruk-9");
    const [guru, adminMaju, adminJaya, umum] = await db
      .insert(users)
      .values([
        { fullName: "Guru Maju", email: "guru@maju.sch.id", passwordHash: hash },
        { fullName: "Admin Maju", email: "admin@maju.sch.id", passwordHash: hash },
        { fullName: "Admin Jaya", email: "admin@jaya.co.id", passwordHash: hash },
        { fullName: "Warga Umum", email: "warga@example.id", passwordHash: hash },
      ])
      .returning();
    expect(umum).toBeTruthy();
    await db.insert(memberships).values([
      { userId: guru!.id, organisationId: maju!.id, role: "learner" },
      { userId: adminMaju!.id, organisationId: maju!.id, role: "admin" },
      { userId: adminJaya!.id, organisationId: jaya!.id, role: "admin" },
    ]);
  });
  afterAll(() => api?.close());

  const lms = (site: string, secret: string, over: Partial<LmsLoginPayload> = {}, locale = "id") => {
    const p: LmsLoginPayload = {
      site,
      email: "guru@maju.sch.id",
      fullName: "Guru Maju",
      timestamp: Math.floor(Date.now() / 1000),
      nonce: `n-${Math.random().toString(36).slice(2)}`,
      ...over,
    };
    return api.app.inject({
      method: "POST",
      url: "/auth/login-register",
      headers: { "content-type": "application/json", "accept-language": locale },
      payload: JSON.stringify({ ...p, signature: signLms(secret, p) }),
    });
  };
  const userCount = async () => (await api.database.db.select({ n: count() }).from(users))[0]!.n;

  it("signs a member of the partner's organisation in as a learner of that organisation", async () => {
    const res = await lms("moodle-maju", MAJU_SECRET);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      email: "guru@maju.sch.id",
      role: "learner",
      organisation: { referral: "sekolah-maju" },
    });
  });

  it("refuses another organisation's admin, its own admin and a person of no organisation", async () => {
    const cases: [string, string, string][] = [
      [
        "admin@jaya.co.id",
        "id",
        "Akun dengan email ini bukan anggota organisasi LMS ini. Silakan masuk langsung di GuruKita.",
      ],
      [
        "warga@example.id",
        "en",
        "The account with this email is not a member of this LMS's organisation. Please sign in on GuruKita directly.",
      ],
      [
        "admin@maju.sch.id",
        "id",
        "Akun admin tidak dapat masuk lewat LMS. Silakan masuk langsung di GuruKita.",
      ],
      [
        "ADMIN@maju.sch.id",
        "en",
        "Admin accounts cannot sign in through an LMS. Please sign in on GuruKita directly.",
      ],
    ];
    for (const [email, locale, message] of cases) {
      const res = await lms("moodle-maju", MAJU_SECRET, { email }, locale);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message });
      expect(res.json().data).toBeUndefined();
    }
  });

  it("makes an unknown address a learner of the partner's organisation, and only of it", async () => {
    const res = await lms("moodle-jaya", JAYA_SECRET, {
      email: "baru@jaya.co.id",
      fullName: "Karyawan Baru",
    });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ role: "learner", organisation: { referral: "pt-jaya" } });
    const profile = await api.app.inject({ url: "/profile", headers: bearer(token) });
    expect(profile.json().data.user.organisation.referral).toBe("pt-jaya");
    const [created] = await api.database.db.select().from(users).where(eq(users.email, "baru@jaya.co.id"));
    const rows = await api.database.db.select().from(memberships).where(eq(memberships.userId, created!.id));
    expect(rows.map((m) => m.role)).toEqual(["learner"]);
    // the other partner cannot sign that person in
    expect((await lms("moodle-maju", MAJU_SECRET, { email: "baru@jaya.co.id" })).statusCode).toBe(403);
  });

  it("signs in no one through a partner that has no organisation", async () => {
    const before = await userCount();
    for (const email of ["guru@maju.sch.id", "siapa-saja@example.id"]) {
      const res = await lms("moodle-lepas", LOOSE_SECRET, { email });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Tautan masuk dari LMS tidak valid atau sudah kedaluwarsa.");
    }
    expect(await userCount()).toBe(before);
  });

  it("gives two simultaneous first sign-ins of one address one account", async () => {
    const both = await Promise.all([
      lms("moodle-jaya", JAYA_SECRET, { email: "kembar@jaya.co.id" }),
      lms("moodle-jaya", JAYA_SECRET, { email: "kembar@jaya.co.id" }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = both.map((r) => r.json<{ data: { user: { id: string } } }>().data.user.id);
    expect(a).toBe(b);
  });

  it("accepts a link signed the way the documented Moodle plugin signs it", async () => {
    // what PHP 8.2 printed for lib.php's local_gurukita_link() with these inputs: the port above matches it
    expect(
      moodlePluginLink(
        "https://business.gurukita.id/",
        "moodle-maju",
        MAJU_SECRET,
        GURU,
        "excel-dasar",
        1764300000,
        "0123456789abcdef0123456789abcdef",
      ),
    ).toBe(
      "https://business.gurukita.id/local/gurukita/index.php?type=course&slug=excel-dasar&site=moodle-maju" +
        "&email=Guru%40Maju.sch.id&fullName=Guru%20Maju&timestamp=1764300000" +
        "&nonce=0123456789abcdef0123456789abcdef" +
        "&signature=5cf8586389a6c449c589713e6dc25e4c19dc4dca457a4c1d53b948ba85919711",
    );
    // a fresh link, read the way the web's LMS page reads it, signs the learner in
    const link = new URL(
      moodlePluginLink(
        "http://business.localhost:3000",
        "moodle-maju",
        MAJU_SECRET,
        GURU,
        "excel-dasar",
        Math.floor(Date.now() / 1000),
        `moodle-${Math.random().toString(36).slice(2)}`,
      ),
    );
    const q = link.searchParams;
    const res = await api.app.inject({
      method: "POST",
      url: "/auth/login-register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        site: q.get("site"),
        email: q.get("email"),
        fullName: q.get("fullName"),
        timestamp: Number(q.get("timestamp")),
        nonce: q.get("nonce"),
        signature: q.get("signature"),
        courseSlug: q.get("slug"),
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: "guru@maju.sch.id", role: "learner" });
  });
});
