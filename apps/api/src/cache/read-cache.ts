import type { FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";
import type { ZodType } from "zod";
import type { ChangeBus, ChangeTopic } from "./change-bus";

/**
 * What read calls that are the same for everyone in a scope have already worked out (the catalogue: a listing,
 * a course page, the categories, which organisation a site follows), kept in memory. A hit costs a map lookup
 * instead of database round trips and a serialisation (what keeps the listing and course page fast at 50
 * concurrent requests).
 *
 * Answers are kept as the exact JSON sent, checked against the endpoint's response schema once, when made, as
 * the route serialiser would. A change on the topic empties the cache on every replica: the API publishes its
 * own writes, and database triggers (migration 0003) announce anyone else's. `ttlMs` bounds what a lost
 * notification or a clock-only change ("ending soon") could leave behind. Something computed while an
 * invalidation happened is not stored, so a read that started before a change cannot put the old state back.
 */
export class ReadCache {
  private readonly answers: LRUCache<string, string> | null;
  private readonly values: LRUCache<string, { value: unknown }> | null;
  private generation = 0;

  constructor(bus: ChangeBus, topic: ChangeTopic, ttlMs: number, maxBytes = 64 * 1024 * 1024) {
    this.answers =
      ttlMs > 0
        ? new LRUCache<string, string>({
            maxSize: maxBytes,
            sizeCalculation: (json) => json.length || 1,
            ttl: ttlMs,
          })
        : null;
    this.values = ttlMs > 0 ? new LRUCache<string, { value: unknown }>({ max: 10_000, ttl: ttlMs }) : null;
    bus.on(topic, () => this.clear());
    bus.onResync(() => this.clear());
  }

  /**
   * Sends the answer stored under `key`, or makes it with `compute` (which may throw, e.g. a 404; nothing is
   * stored then), checks it against `schema`, stores and sends it. `x-cache` tells which it was.
   */
  async send(
    reply: FastifyReply,
    key: string,
    schema: ZodType,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    // the same check the route's response serialiser makes (fastify-type-provider-zod): a bad answer is a 500
    return this.sendJson(reply, key, async () => JSON.stringify(schema.parse(await compute())));
  }

  /** As `send`, for an answer `compute` already makes as checked JSON text (e.g. from a stored read model). */
  async sendJson(reply: FastifyReply, key: string, compute: () => Promise<string>): Promise<FastifyReply> {
    let json = this.answers?.get(key);
    reply.header("x-cache", json === undefined ? "miss" : "hit");
    if (json === undefined) {
      const generation = this.generation;
      json = await compute();
      if (this.answers && generation === this.generation) this.answers.set(key, json);
    }
    // a string with a JSON content type is sent as it is, without the route serialiser
    return reply.header("content-type", "application/json; charset=utf-8").send(json);
  }

  /** A value (e.g. a lookup row) under `key`, worked out by `compute` when not held. */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const held = this.values?.get(key);
    if (held) return held.value as T;
    const generation = this.generation;
    const value = await compute();
    if (this.values && generation === this.generation) this.values.set(key, { value });
    return value;
  }

  clear() {
    this.generation++;
    this.answers?.clear();
    this.values?.clear();
  }
}
