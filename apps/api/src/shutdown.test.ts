import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { createServer, type ApiServer } from "./server";
import { drain } from "./shutdown";

/** GET over a given keep-alive agent, so the test controls which connection a request travels on. */
function get(
  agent: Agent,
  url: string,
): Promise<{ status: number; connection: string | undefined; body: unknown }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("draining a replica before it stops (SIGTERM)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi("pglite", { startJobs: false });
  });
  afterAll(() => api?.close());

  // a second server on the suite's database for each case: closing it leaves the suite's server alone
  async function listening(): Promise<{ server: ApiServer; address: string }> {
    const server = await createServer({ database: api.database, config: api.config, startJobs: false });
    return { server, address: await server.listen({ host: "127.0.0.1", port: 0 }) };
  }

  it("keeps answering, tells load balancers and clients it is leaving, and ends once its clients have let go", async () => {
    const { server, address } = await listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await get(agent, `${address}/ready`);
      expect(before.status).toBe(200);
      expect(before.connection).toBe("keep-alive");

      const drained = drain(server, { maxMs: 10_000, pollMs: 10 });
      // a request on the connection kept from before is still answered, and told to end that connection
      const during = await get(agent, `${address}/health`);
      expect(during).toMatchObject({ status: 200, connection: "close", body: { status: "ok" } });
      // readiness says "do not send me new work", on a new connection that is closed after the answer too
      const ready = await get(agent, `${address}/ready`);
      expect(ready).toMatchObject({ status: 503, connection: "close", body: { status: "unavailable" } });
      // every connection has ended, so the drain is over long before its limit
      const result = await drained;
      expect(result.idle).toBe(true);
      expect(result.ms).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it("stops waiting at its limit when a client keeps an idle connection open", async () => {
    const { server, address } = await listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, `${address}/health`)).status).toBe(200);
      const result = await drain(server, { maxMs: 300, pollMs: 10 });
      expect(result.idle).toBe(false);
      expect(result.ms).toBeGreaterThanOrEqual(300);
      // closing then ends the idle connection and completes
      await server.close();
    } finally {
      agent.destroy();
    }
  });
});
