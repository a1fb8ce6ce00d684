import { randomUUID } from "node:crypto";
import { pointsLedger } from "@gk/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { displayName, weekStart } from "./leaderboard";

describe("leaderboard helpers", () => {
  it("starts the week on Monday 00:00 Western Indonesia Time", () => {
    // Sunday 22 Nov 2026, 10:00 WIB → Monday 16 Nov 00:00 WIB = Sunday 15 Nov 17:00 UTC
    expect(weekStart(new Date("2026-11-22T03:00:00Z")).toISOString()).toBe("2026-11-15T17:00:00.000Z");
    // Sunday 23:30 UTC is already Monday 06:30 WIB: a new week
    expect(weekStart(new Date("2026-11-22T23:30:00Z")).toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(weekStart(new Date("2026-11-22T17:00:00Z")).toISOString()).toBe("2026-11-22T17:00:00.000Z");
  });

  it("shows a first name and an initial on public boards", () => {
    expect(displayName("Siti Aminah Nasution")).toBe("Siti N.");
    expect(displayName("Bayu")).toBe("Bayu");
  });
});

describe.each(DRIVERS)("the public leaderboard on %s", (driver) => {
  let api: TestApi;
  const ids: string[] = [];
  let rudiToken: string;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({}, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
    const password = "kopi-tubruk-9";
    for (const [fullName, email] of [
      ["Siti Aminah", "siti@example.id"],
      ["Rudi Hartono", "rudi@example.id"],
      ["Bayu", "bayu@example.id"],
    ] as const) {
      const reg = await api.app.inject({
        method: "POST",
        url: "/auth/register",
        ...json({ fullName, email, password, passwordConfirmation: password, acceptTerms: true }),
      });
      ids.push(reg.json().data.user.id);
      if (email === "rudi@example.id") rudiToken = reg.json().data.token;
    }
    const earnedAt = new Date();
    await api.database.db.insert(pointsLedger).values(
      ids.map((userId, i) => ({
        userId,
        site: "general",
        reason: "lesson_completed" as const,
        sourceId: randomUUID(),
        points: 30 - i * 10,
        earnedAt,
      })),
    );
  });
  afterAll(() => api?.close());

  it("shows rank, short name and points, never a user id; the caller's own row is flagged", async () => {
    const res = await api.app.inject({ url: "/leaderboard", headers: bearer(rudiToken) });
    expect(res.statusCode).toBe(200);
    const { items, me } = res.json().data;
    expect(items).toEqual([
      { rank: 1, name: "Siti A.", points: 30, isMe: false },
      { rank: 2, name: "Rudi H.", points: 20, isMe: true },
      { rank: 3, name: "Bayu", points: 10, isMe: false },
    ]);
    expect(me).toEqual({ rank: 2, points: 20 });
    const anonymous = await api.app.inject({ url: "/leaderboard?period=week" });
    for (const body of [res.body, anonymous.body]) for (const id of ids) expect(body).not.toContain(id);
    expect(anonymous.json().data.items.every((i: { isMe: boolean }) => !i.isMe)).toBe(true);
  });
});
