/**
 * Holes the isolation matrix finds today in areas other engineers are changing: each names the operation, the
 * answers it concerns, and who closes it. The matrix keeps every other answer of that operation guarded, and
 * keeps these answers in an expected failure (`it.fails`), so the day the hole is closed the case turns red
 * and its line here must go. /work/coord/findings.md has the details.
 */
export interface Finding {
  /** what is wrong, in one line */
  why: string;
  /** the violations this finding covers (role, site and what was found) */
  covers(v: { role: string; site: string; what: string }): boolean;
}

export const FINDINGS: Record<string, Finding[]> = {
  // Closed: "GET /leaderboard" (a company site's board listed its employees to anyone; e85c560)
};
