import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { ApiError } from "./errors";
import { pickBaseUrl } from "./base-url";
import { routes } from "./routes";
import { sendJson, startTestServer, type Route } from "./test-server";

const user = {
  id: "u1",
  referral: null,
  fullName: "Sari",
  email: "s@x.id",
  phone: null,
  organisation: null,
  role: "learner",
  interests: [],
  mustChangePassword: false,
  hasPassword: true,
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setup(route: Route, token: string | null = null) {
  const server = await startTestServer(route);
  close = server.close;
  const events = { conflicts: [] as string[], unauthorized: 0 };
  let current = token;
  const client = createApiClient({
    baseUrl: server.url,
    getToken: () => current,
    onConflict: (message) => events.conflicts.push(message),
    onUnauthorized: () => {
      current = null;
      events.unauthorized += 1;
    },
  });
  return { server, client, events, token: () => current };
}

describe("createApiClient against a real HTTP server", () => {
  it("sends the bearer token with JSON content type and accept", async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, 200, { data: { user } }), "tok-1");
    const body = await client.request("profile");
    expect(body.data.user.fullName).toBe("Sari");
    const [seen] = server.seen;
    expect(seen?.headers.authorization).toBe("Bearer tok-1");
    expect(seen?.headers["content-type"]).toBe("application/json");
    expect(seen?.headers.accept).toBe("application/json");
  });

  it("sends no Authorization header without a token", async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, 200, { data: { message: "ok" } }));
    await client.request("passwordEmail", { username: "s@x.id" });
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    expect(server.seen[0]?.method).toBe("POST");
    expect(server.seen[0]?.url).toBe("/auth/password/email");
    expect(JSON.parse(server.seen[0]?.body ?? "")).toEqual({ username: "s@x.id" });
  });

  it("puts placeholders and query on the wire", async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, 200, { data: [] }));
    await client.send(
      { method: "GET", path: "/courses/{slug}/reviews" },
      { slug: "excel-dasar", rating: [4, 5], page: 1 },
    );
    expect(server.seen[0]?.url).toBe("/courses/excel-dasar/reviews?rating=4&rating=5&page=1");
  });

  it("turns any non-2xx into an ApiError with status, status text, url, headers and parsed data; no handler runs for a 500", async () => {
    const { server, client, events } = await setup(
      (_req, res) =>
        sendJson(
          res,
          500,
          { message: "Sorry, the server is busy", code: "SERVER_BUSY" },
          { "x-request-id": "r-9" },
        ),
      "tok",
    );
    const error = await client.request("profile").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(500);
    expect(e.statusText).toBe("Internal Server Error");
    expect(e.url).toBe(`${server.url}/profile`);
    expect(e.headers["x-request-id"]).toBe("r-9");
    expect(e.data).toEqual({ message: "Sorry, the server is busy", code: "SERVER_BUSY" });
    expect(e.message).toBe("Sorry, the server is busy");
    expect(events).toEqual({ conflicts: [], unauthorized: 0 });
  });

  it("reports a 409 message to onConflict (the danger toast) and still rejects", async () => {
    const { client, events } = await setup((_req, res) =>
      sendJson(res, 409, { message: "Email sudah terdaftar", code: "CONFLICT" }),
    );
    await expect(
      client.request("register", {
        fullName: "Sari",
        email: "s@x.id",
        password: "12345678",
        passwordConfirmation: "12345678",
        acceptTerms: true,
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(events.conflicts).toEqual(["Email sudah terdaftar"]);
  });

  it("calls onUnauthorized on a 401 only while a token exists, and clears the cache", async () => {
    let status = 200;
    const { client, events, token } = await setup(
      (_req, res) =>
        sendJson(
          res,
          status,
          status === 200 ? { data: { user } } : { message: "no", code: "UNAUTHENTICATED" },
        ),
      "tok",
    );
    await client.request("profile");
    expect(client.cache.size).toBe(1);
    status = 401;
    await expect(client.request("profile", {}, { useCache: false })).rejects.toMatchObject({ status: 401 });
    expect(events.unauthorized).toBe(1);
    expect(token()).toBeNull();
    expect(client.cache.size).toBe(0);
    // a second 401, now without a token, is the caller's business only
    await expect(client.request("profile")).rejects.toMatchObject({ status: 401 });
    expect(events.unauthorized).toBe(1);
  });

  it("caches GET answers by method and path; dehydrate on the server, hydrate in the browser", async () => {
    const server = await setup((_req, res) => sendJson(res, 200, { data: { user } }), "tok");
    await server.client.request("profile");
    await server.client.request("profile");
    expect(server.server.seen).toHaveLength(1);
    const state = JSON.parse(JSON.stringify(server.client.dehydrate())) as ReturnType<
      typeof server.client.dehydrate
    >;
    expect(Object.keys(state)).toEqual(["GET /profile"]);

    const browser = createApiClient({ baseUrl: "http://127.0.0.1:9", getToken: () => "tok" });
    browser.hydrate(state);
    expect(browser.peek(routes.profile)).toEqual({ data: { user } });
    // served from the prefilled cache: port 9 would refuse a real call
    await expect(browser.request("profile")).resolves.toEqual({ data: { user } });
  });

  it("never caches POST answers, and a successful write drops cached GET answers", async () => {
    const { server, client } = await setup((_req, res) => sendJson(res, 200, { data: { message: "ok" } }));
    await client.send({ method: "GET", path: "/profile" });
    expect(client.cache.size).toBe(1);
    await client.request("passwordEmail", { username: "a" });
    await client.request("passwordEmail", { username: "a" });
    expect(client.cache.size).toBe(0);
    await client.send({ method: "GET", path: "/profile" });
    expect(server.seen.map((r) => r.method)).toEqual(["GET", "POST", "POST", "GET"]);
  });

  it("reads the base URL on every call", async () => {
    const a = await startTestServer((_req, res) => sendJson(res, 200, { data: 1 }));
    const b = await startTestServer((_req, res) => sendJson(res, 200, { data: 2 }));
    let base = a.url;
    const client = createApiClient({ baseUrl: () => base });
    await client.send({ method: "GET", path: "/n" }, null, { useCache: false });
    base = b.url;
    await expect(client.send({ method: "GET", path: "/n" }, null, { useCache: false })).resolves.toEqual({
      data: 2,
    });
    expect([a.seen.length, b.seen.length]).toEqual([1, 1]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("pickBaseUrl", () => {
  it("uses the public URL in the browser and the internal URL on the server", () => {
    const urls = { publicUrl: "https://api.gurukita.id", internalUrl: "http://127.0.0.1:4000" };
    expect(pickBaseUrl(urls, true)).toBe("https://api.gurukita.id");
    expect(pickBaseUrl(urls, false)).toBe("http://127.0.0.1:4000");
    expect(pickBaseUrl(urls)).toBe("http://127.0.0.1:4000"); // vitest runs in node: no window
  });
});
