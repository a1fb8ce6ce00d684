import { createTestDatabase, DRIVERS } from "@gk/db/testing";
import { describe, expect, inject, it } from "vitest";
import { testConfig } from "../../test/harness";
import { createJobQueue } from "./queue";

/**
 * A burst of jobs (the mails of an import of many employees) is worked through back to back, not one per
 * polling interval: pg-boss waits the interval after every fetch unless its worker is told there may be more.
 */
describe.each(DRIVERS)("a burst of jobs on %s", (driver) => {
  it("works 12 jobs in well under 12 polling intervals", async () => {
    const database = await createTestDatabase(driver, inject("postgresUrl"));
    const config = testConfig(
      {},
      (c) => (c.jobs = { pollingIntervalSeconds: 1, retryLimit: 0, retryDelaySeconds: 1 }),
    );
    const queue = createJobQueue(database, config);
    const done: number[] = [];
    queue.define<{ n: number }>("test.burst", async ({ n }) => {
      done.push(n);
    });
    try {
      await queue.start();
      for (let n = 0; n < 12; n++) await queue.send("test.burst", { n });
      const started = Date.now();
      while (done.length < 12 && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 50));
      expect(done.sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
      // one per interval would take about 12 s
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 60_000);
});
