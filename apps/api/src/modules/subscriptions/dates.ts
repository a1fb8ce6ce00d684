const DAY_MS = 24 * 3600 * 1000;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * Calendar months later, at the same time of day (UTC); a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), so a period never spills into the month after.
 */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
