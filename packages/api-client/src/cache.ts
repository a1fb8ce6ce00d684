/**
 * The in-memory response cache. On the server one client (and so one cache) lives for one
 * request: `dehydrate()` turns what the page fetched into plain JSON that the page embeds; in the browser
 * `hydrate()` prefills the cache so the first render reuses it instead of fetching again.
 */
export type DehydratedCache = Record<string, unknown>;

export class ResponseCache {
  readonly #entries = new Map<string, unknown>();

  get(key: string): unknown {
    return this.#entries.get(key);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  set(key: string, data: unknown): void {
    this.#entries.set(key, data);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Called on logout and on a token change: cached answers belonged to the previous user. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  dehydrate(): DehydratedCache {
    return Object.fromEntries(this.#entries);
  }

  hydrate(state: DehydratedCache | null | undefined): void {
    if (!state) return;
    for (const [key, value] of Object.entries(state)) this.#entries.set(key, value);
  }
}
