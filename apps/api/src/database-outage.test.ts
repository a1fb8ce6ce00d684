import { createServer as createTcpServer, connect, type Server, type Socket } from "node:net";
import { createDatabase, type Database } from "@gk/db";
import { createTestDatabase } from "@gk/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { testConfig } from "../test/harness";
import { createServer, type ApiServer } from "./server";

/**
 * A TCP relay between the API and PostgreSQL that can be cut and restored: the database going away (a restart,
 * a failover) as the API sees it, without stopping the PostgreSQL server the other test files share.
 */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createTcpServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** every open connection dropped, new ones refused: what a stopped database looks like */
  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe.skipIf(!inject("postgresUrl"))("the database goes away and comes back (PostgreSQL)", () => {
  let owner: Database;
  let database: Database;
  let app: ApiServer;
  let relay: Relay;
  let page = 0;
  // a new page each time, so no answer comes from the API's response cache
  const list = () =>
    app.inject({ url: `/courses?perPage=1&page=${++page}`, headers: { "accept-language": "id" } });

  beforeAll(async () => {
    owner = await createTestDatabase("postgres", inject("postgresUrl"));
    const url = new URL(owner.connectionString!);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.up();
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    database = await createDatabase({ url: url.toString(), max: 3 });
    app = await createServer({ database, config: testConfig(), startJobs: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.down();
    await owner?.close();
  });

  it("answers 503 with Retry-After in the caller's language while it is down, and recovers by itself", async () => {
    expect((await list()).statusCode).toBe(200);

    await relay.down();
    const during = await list();
    expect(during.statusCode).toBe(503);
    expect(during.headers["retry-after"]).toBe("5");
    expect(during.json()).toEqual({
      code: "UNAVAILABLE",
      message: "Layanan sedang tidak tersedia sebentar. Silakan coba lagi dalam beberapa detik.",
    });
    const english = await app.inject({
      url: "/courses?perPage=1&page=999",
      headers: { "accept-language": "en" },
    });
    expect(english.statusCode).toBe(503);
    expect(english.json().message).toBe(
      "The service is briefly unavailable. Please try again in a few seconds.",
    );
    expect((await app.inject({ url: "/ready" })).statusCode).toBe(503);

    await relay.up();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5_000) {
      status = (await list()).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(5_000);
    expect((await app.inject({ url: "/ready" })).statusCode).toBe(200);
  });
});
