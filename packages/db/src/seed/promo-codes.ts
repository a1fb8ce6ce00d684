import type { Db } from "../client";
import { promoCodes } from "../schema/commerce";

/**
 * Promo codes to try the paid upgrade with (documented in the README next to the demo users). Codes are
 * upper-case; learners may type them in any case.
 */
export const DEMO_PROMO_CODES = [
  {
    code: "BELAJAR20",
    kind: "percent",
    value: 20,
    maxUses: null,
    maxUsesPerUser: 1,
    note: "20% off, no cap",
  },
  { code: "HEMAT25K", kind: "fixed", value: 25_000, maxUses: null, maxUsesPerUser: 1, note: "Rp25,000 off" },
  {
    code: "KUOTA1",
    kind: "percent",
    value: 10,
    maxUses: 1,
    maxUsesPerUser: 1,
    note: "one use in all: the race",
  },
  {
    code: "GURUKITA100",
    kind: "percent",
    value: 100,
    maxUses: null,
    maxUsesPerUser: 1,
    note: "free upgrade, once per learner",
  },
  {
    code: "LEBARAN2025",
    kind: "percent",
    value: 30,
    maxUses: null,
    maxUsesPerUser: 1,
    note: "ended: shows the ended message",
    startsAt: new Date("2025-03-01T00:00:00+07:00"),
    endsAt: new Date("2025-04-30T23:59:59+07:00"),
  },
] as const;

export async function seedPromoCodes(db: Db): Promise<number> {
  const rows = await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES.map((c) => ({ ...c })))
    .onConflictDoNothing()
    .returning({ id: promoCodes.id });
  return rows.length;
}
