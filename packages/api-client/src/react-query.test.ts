import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { createQueryFactories, endpointQueryKey } from "./react-query";
import { routes } from "./routes";
import { sendJson, startTestServer } from "./test-server";

const user = {
  id: "u1",
  referral: "desa-x",
  fullName: "Sari",
  email: null,
  phone: "0812",
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

describe("react-query option factories per endpoint", () => {
  it("gives query options for GET endpoints and mutation options for the others, over real HTTP", async () => {
    const api = await startTestServer((req, res) =>
      req.url === "/profile"
        ? sendJson(res, 200, { data: { user } })
        : sendJson(res, 200, { data: { token: "t", user } }),
    );
    close = api.close;
    const gk = createQueryFactories(createApiClient({ baseUrl: api.url, getToken: () => "t" }));
    const queryClient = new QueryClient();

    const profile = gk.profile.queryOptions();
    expect(profile.queryKey).toEqual(endpointQueryKey("profile"));
    await expect(queryClient.fetchQuery(profile)).resolves.toEqual({ data: { user } });

    const login = gk.login.mutationOptions();
    const result = await login.mutationFn?.({ username: "0812", password: "rahasia" }, {} as never);
    expect(result).toEqual({ data: { token: "t", user } });
    expect(api.seen.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /profile", "POST /auth/v2/login"]);
    // the types offer login (a POST) no query options and profile (a GET) no mutation options; an untyped
    // caller asking anyway is told which one to use
    const untyped = gk as unknown as Record<
      string,
      { queryOptions: () => unknown; mutationOptions: () => unknown }
    >;
    expect(() => untyped.login!.queryOptions()).toThrow(/mutationOptions/);
    expect(() => untyped.profile!.mutationOptions()).toThrow(/queryOptions/);
  });

  it("uses the hydrated cache as initial data so a server-rendered page does not fetch again", async () => {
    const api = await startTestServer((_req, res) =>
      sendJson(res, 200, { data: { user: { ...user, fullName: "Fresh" } } }),
    );
    close = api.close;
    const client = createApiClient({ baseUrl: api.url });
    client.hydrate({ "GET /profile": { data: { user } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const data = await queryClient.fetchQuery(createQueryFactories(client).profile.queryOptions());
    expect(data.data.user.fullName).toBe("Sari");
    expect(api.seen).toHaveLength(0);
    // an explicit refetch reaches the network and refreshes the cache
    await queryClient.fetchQuery({ ...createQueryFactories(client).profile.queryOptions(), staleTime: 0 });
    expect(api.seen).toHaveLength(1);
    expect(
      (client.peek(routes.profile) as { data: { user: { fullName: string } } } | undefined)?.data.user
        .fullName,
    ).toBe("Fresh");
  });
});
