// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { createApiClient } from "@gk/api-client";
import { sendJson, startTestServer } from "@gk/api-client/testing";
import type { User } from "@gk/contracts";
import { currentUserAtom, interestsAtom, loginStateAtom, type LoginState } from "./atoms";
import { createAuthController } from "./controller";
import { createTokenSignal } from "./signal";
import { createTokenStore, readTokenCookie } from "./token";

const user: User = {
  id: "u1",
  referral: "sukamaju",
  fullName: "Sari",
  email: "sari@x.id",
  phone: null,
  organisation: null,
  role: "learner",
  interests: ["digital-it"],
  mustChangePassword: false,
  hasPassword: true,
};

let profileStatus = 200;
let server: Awaited<ReturnType<typeof startTestServer>>;
const cleanup: Array<() => void> = [];

beforeEach(async () => {
  profileStatus = 200;
  server = await startTestServer((req, res) => {
    if (req.url === "/profile") {
      return profileStatus === 200
        ? sendJson(res, 200, { data: { user } })
        : sendJson(res, profileStatus, { message: "x", code: "UNAUTHENTICATED" });
    }
    if (req.url === "/courses/mine")
      return sendJson(res, 401, { message: "expired", code: "UNAUTHENTICATED" });
    return sendJson(res, 200, { data: { message: "ok" } });
  });
});

afterEach(async () => {
  for (const fn of cleanup.splice(0)) fn();
  localStorage.clear();
  document.cookie = "token=; path=/; max-age=0";
  await server.close();
});

function setup() {
  const store = createStore();
  const tokens = createTokenStore();
  const signal = createTokenSignal();
  const states: LoginState[] = [];
  const events: string[] = [];
  const visited: string[] = [];
  // the controller and the client need each other: the client reports 401s to the controller
  const holder: { handleUnauthorized?: () => void } = {};
  const api = createApiClient({
    baseUrl: server.url,
    getToken: () => tokens.get(),
    onUnauthorized: () => holder.handleUnauthorized?.(),
  });
  const auth = createAuthController({
    store,
    tokens,
    signal,
    api,
    onLoginState: (state) => states.push(state),
    onLoginEvent: (method, u) => events.push(`${method}:${u.id}`),
    navigate: (path) => visited.push(path),
  });
  holder.handleUnauthorized = auth.handleUnauthorized;
  cleanup.push(
    () => auth.stop(),
    () => signal.close(),
  );
  return { store, tokens, api, auth, states, events, visited };
}

describe("start-up flow", () => {
  it("without a token: NOT_LOGIN and no profile call", async () => {
    const { auth, store } = setup();
    expect(store.get(loginStateAtom)).toBe("IDLE");
    await expect(auth.start()).resolves.toBe("NOT_LOGIN");
    expect(server.seen).toHaveLength(0);
  });

  it("with a token: LOADING, profile, LOGIN with the user and interests", async () => {
    localStorage.setItem("token", "tok");
    const { auth, store, states } = setup();
    await auth.start();
    expect(states).toEqual(["LOADING", "LOGIN"]);
    expect(store.get(currentUserAtom)?.fullName).toBe("Sari");
    expect(store.get(interestsAtom)).toEqual(["digital-it"]);
    expect(server.seen[0]?.headers.authorization).toBe("Bearer tok");
  });

  it("a 401 on the profile call deletes the token: NOT_LOGIN", async () => {
    profileStatus = 401;
    localStorage.setItem("token", "dead");
    document.cookie = "token=dead; path=/";
    const { auth, store, tokens } = setup();
    await auth.start();
    expect(store.get(loginStateAtom)).toBe("NOT_LOGIN");
    expect(tokens.get()).toBeNull();
    expect(readTokenCookie(document.cookie)).toBeNull();
  });

  it("a 500 on the profile call is NOT_LOGIN but keeps the token for the next visit", async () => {
    profileStatus = 500;
    localStorage.setItem("token", "tok");
    const { auth, store, tokens } = setup();
    await auth.start();
    expect(store.get(loginStateAtom)).toBe("NOT_LOGIN");
    expect(tokens.get()).toBe("tok");
  });
});

describe("login, logout and the token-change signal", () => {
  it("login stores the token (storage + cookie), goes LOADING → LOGIN, records the event and redirects", async () => {
    const { auth, states, events, visited, store } = setup();
    await auth.start();
    const to = await auth.login({
      token: "new",
      method: "password",
      currentPath: "/login",
      previousPath: "/my-class",
    });
    expect(localStorage.getItem("token")).toBe("new");
    expect(readTokenCookie(document.cookie)).toBe("new");
    expect(states).toEqual(["NOT_LOGIN", "LOADING", "LOGIN"]);
    expect(store.get(currentUserAtom)?.id).toBe("u1");
    expect(events).toEqual(["password:u1"]);
    expect(to).toBe("/my-class");
    expect(visited).toEqual(["/my-class"]);
  });

  it("a token removed in another tab makes this tab NOT_LOGIN", async () => {
    localStorage.setItem("token", "tok");
    const { auth, store } = setup();
    await auth.start();
    expect(store.get(loginStateAtom)).toBe("LOGIN");
    localStorage.removeItem("token"); // what the other tab did; the browser then fires `storage` here
    window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "tok", newValue: null }));
    expect(store.get(loginStateAtom)).toBe("NOT_LOGIN");
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it("any API 401 while a token exists removes it and logs the user out", async () => {
    localStorage.setItem("token", "tok");
    const { auth, api, store, tokens } = setup();
    await auth.start();
    await expect(api.send({ method: "GET", path: "/courses/mine" })).rejects.toMatchObject({ status: 401 });
    expect(tokens.get()).toBeNull();
    expect(store.get(loginStateAtom)).toBe("NOT_LOGIN");
  });

  it("logout calls the API, removes the token and is NOT_LOGIN", async () => {
    localStorage.setItem("token", "tok");
    const { auth, store, tokens } = setup();
    await auth.start();
    await auth.logout();
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /profile", "POST /auth/logout"]);
    expect(tokens.get()).toBeNull();
    expect(store.get(loginStateAtom)).toBe("NOT_LOGIN");
  });

  it("drops the API client's cached answers when the user changes", async () => {
    localStorage.setItem("token", "tok");
    const { auth, api } = setup();
    await auth.start();
    await api.send({ method: "GET", path: "/courses/recommended" });
    expect(api.cache.size).toBe(1);
    localStorage.removeItem("token");
    window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "tok", newValue: null }));
    expect(api.cache.size).toBe(0);
  });
});
