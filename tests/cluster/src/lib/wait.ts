/**
 * Waiting without fixed sleeps: every wait in this suite polls a condition until it holds or a deadline passes,
 * and a missed deadline fails with what was awaited and the last thing seen, so a slow machine only makes the
 * suite slower, never wrong, and a broken one fails with a reason.
 */
/** Thrown by a probe when waiting longer cannot help (the awaited process has exited): `until` fails at once. */
export class GiveUp extends Error {}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  const interval = options.intervalMs ?? 100;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
      last = value;
    } catch (err) {
      if (err instanceof GiveUp) throw err;
      last = err;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${what} (last: ${detail})`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
