/**
 * The quiz clock follows the server: each API answer carries `secondsLeft` measured on the
 * server's clock; the browser only measures how long ago it heard that, on a monotonic clock. A wrong or
 * changed device clock therefore cannot add time, and a reload or a second tab shows the same time left.
 */
export interface ServerClock {
  secondsLeft: number;
  /** monotonic milliseconds (performance.now()) when that answer arrived */
  receivedAt: number;
}

export function secondsRemaining(clock: ServerClock, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - clock.receivedAt) / 1000;
  return Math.max(0, Math.ceil(clock.secondsLeft - elapsed));
}

/** "mm:ss", or "h:mm:ss" for an hour or more. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${String(m).padStart(2, "0")}:${ss}`;
}

/** A newer server answer replaces the clock only when it says less time is left (answers can overtake each other). */
export function mergeClock(current: ServerClock | null, next: ServerClock): ServerClock {
  if (!current) return next;
  return secondsRemaining(next, next.receivedAt) <= secondsRemaining(current, next.receivedAt)
    ? next
    : current;
}
