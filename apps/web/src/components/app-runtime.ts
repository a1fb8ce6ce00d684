import { createApiClient, REQUEST_TIMEOUT_MS } from "@gk/api-client";
import {
  createAuthController,
  createTokenSignal,
  createTokenStore,
  currentUserAtom,
  isRecommendationChangedAtom,
  loginStateAtom,
  tenantDataAtom,
  type AuthController,
} from "@gk/auth";
import { toast } from "@gk/ui/toast-store";
import { createStore } from "jotai";
import { publicEnv } from "@/lib/public-env";
import { useAppShell, type AppRuntime, type RuntimeConfig } from "./app-context";

/**
 * The browser's side of the API and of signing in: the API client, the jotai store of the sign-in state and
 * the login state machine over it (@gk/auth). It is not part of any page's first script: a visitor who is not
 * signed in may read the home, a search and a course without a single call from the browser, so this module
 * (jotai, the client, the controller: ~6 kB gzip) arrives when something needs it: a stored session at start,
 * the first call or sign-in, or a part of the page that brings it along (see useRuntime).
 */
export function createAppRuntime(config: RuntimeConfig): AppRuntime {
  const { analytics } = config;
  const store = createStore();
  store.set(tenantDataAtom, config.tenant);
  const tokens = createTokenStore({ domain: publicEnv.cookieDomain });
  // the controller needs the client and the client reports 401s to the controller
  const box: { auth?: AuthController } = {};
  const api = createApiClient({
    baseUrl: "/api/gk",
    getToken: () => tokens.get(),
    headers: { "Accept-Language": config.locale },
    onUnauthorized: () => box.auth?.handleUnauthorized(),
    onConflict: (message) => toast.show({ look: "danger", message }),
    // a call the API leaves unanswered ends after the product's request timeout, with a toast saying so
    timeoutMs: config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    onTimeout: (error) =>
      toast.show({ look: "danger", message: config.timeoutMessage(Math.round(error.timeoutMs / 1000)) }),
  });
  const auth = createAuthController({
    store,
    tokens,
    api,
    signal: createTokenSignal(),
    cookieDomain: publicEnv.cookieDomain,
    onLoginState: (state, user) => analytics.handleLoginState(state, user),
    onLoginEvent: (method) => analytics.track("login", { method }),
    // a full load after sign-in: every server part (header, guards, prefetched answers) is rendered for the
    // new session, and no client transition can race the guest-only redirect of the page being left
    navigate: (path) => window.location.assign(path),
  });
  box.auth = auth;

  return {
    api,
    auth,
    watchSession(listener) {
      const emit = () =>
        listener({
          state: store.get(loginStateAtom),
          user: store.get(currentUserAtom),
          recommendationsChanged: store.get(isRecommendationChangedAtom),
        });
      emit();
      const unsubscribe = [loginStateAtom, currentUserAtom, isRecommendationChangedAtom].map((a) =>
        store.sub(a, emit),
      );
      return () => unsubscribe.forEach((off) => off());
    },
  };
}

/**
 * The runtime itself, now, for the parts that need the whole API client at render (react-query's options
 * read its cache of the server's answers). Importing this module brings the runtime's code into that part's
 * chunk, so only pages and islands that use it pay for it; the tab still has one runtime.
 */
export function useRuntime(): AppRuntime {
  return useAppShell().runtimeNow(createAppRuntime);
}
