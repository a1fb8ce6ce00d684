import { createDatabase } from "@gk/db";
import { createTestDatabase } from "@gk/db/testing";
import { describe, expect, inject, it } from "vitest";
import { testConfig } from "../../test/harness";
import { createServer, type ApiServer } from "../server";

describe("the job queue when API replicas start together on PostgreSQL", () => {
  // Production starts several replicas at once on one database. Each declares the same queues at start; on a
  // fresh database they create them at the same moment, which must not stop any replica from starting.
  it("starts every replica on a fresh database", async () => {
    for (let round = 0; round < 2; round++) {
      const first = await createTestDatabase("postgres", inject("postgresUrl"));
      const second = await createDatabase({ url: first.connectionString, max: 4 });
      const servers: ApiServer[] = [];
      try {
        const started = await Promise.allSettled(
          [first, second].map((database) => createServer({ database, config: testConfig() })),
        );
        for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
        expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "started"))).toEqual([
          "started",
          "started",
        ]);
        const { rows } = await first.executeSql("select name from pgboss.queue");
        expect(rows.map((r) => r.name)).toContain("mail.send");
      } finally {
        for (const s of servers) await s.close();
        await second.close();
        await first.close();
      }
    }
  }, 60_000);
});
