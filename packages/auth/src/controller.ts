import type { createStore } from "jotai";
import { isApiError, type ApiClient } from "@gk/api-client";
import type { User } from "@gk/contracts";
import {
  currentUserAtom,
  interestsAtom,
  isRecommendationChangedAtom,
  loginStateAtom,
  type LoginState,
} from "./atoms";
import { postLoginRedirect } from "./redirects";
import type { TokenSignal } from "./signal";
import type { TokenStore } from "./token";

type Store = ReturnType<typeof createStore>;

export interface AuthControllerOptions {
  store: Store;
  tokens: TokenStore;
  signal: TokenSignal;
  /** The profile call and the logout call go through the app's API client, whose cache is dropped when the user changes. */
  api: Pick<ApiClient, "request"> & { cache?: { clear(): void } };
  /** Called on every login-state change, e.g. @gk/analytics' handleLoginState. */
  onLoginState?: (state: LoginState, user: User | null) => void;
  /** Each login records a login event with the method. */
  onLoginEvent?: (method: string, user: User) => void;
  navigate?: (path: string) => void;
  /** Cookie domain shared with the product's sub-domains. */
  cookieDomain?: string;
}

export interface LoginInput {
  token: string;
  /** "password", "google", "lms", "register", … as sent with the login event */
  method: string;
  /** The page the login happened on, and the `url` parameter it came with. */
  currentPath: string;
  previousPath?: string | null;
  /** course/home target; see postLoginRedirect */
  target?: string | null;
  domain?: string;
}

/**
 * The login state machine over a jotai store:
 *   start with a token → LOADING → profile → LOGIN (or, on 401, token deleted → NOT_LOGIN);
 *   start without a token → NOT_LOGIN;
 *   token-change signal with no token left → NOT_LOGIN;
 *   login → token stored → LOADING → profile → LOGIN → login event → redirect.
 */
export function createAuthController(options: AuthControllerOptions) {
  const { store, tokens, signal, api } = options;

  const setState = (state: LoginState, user: User | null) => {
    // cached answers belong to whoever was signed in before
    if (state === "NOT_LOGIN" || store.get(currentUserAtom)?.id !== user?.id) api.cache?.clear();
    store.set(currentUserAtom, user);
    store.set(interestsAtom, user?.interests ?? []);
    store.set(loginStateAtom, state);
    options.onLoginState?.(state, user);
  };

  /** Runs the profile call for the stored token. Returns the user, or null when the session is not usable. */
  async function loadProfile(): Promise<User | null> {
    setState("LOADING", store.get(currentUserAtom));
    try {
      const { data } = await api.request("profile", {}, { useCache: false });
      setState("LOGIN", data.user);
      return data.user;
    } catch (error) {
      // Only a 401 proves the token is dead; a network error or a 5xx keeps it for the next visit.
      if (isApiError(error) && error.status === 401) tokens.remove({ domain: options.cookieDomain });
      setState("NOT_LOGIN", null);
      return null;
    }
  }

  let unsubscribe: (() => void) | null = null;

  return {
    store,
    tokens,
    /** The start-up flow; also starts listening for token changes from this and other tabs. */
    async start(): Promise<LoginState> {
      unsubscribe ??= signal.subscribe(() => {
        const state = store.get(loginStateAtom);
        if (!tokens.get()) {
          if (state !== "NOT_LOGIN") setState("NOT_LOGIN", null);
        } else if (state === "NOT_LOGIN" || state === "IDLE") {
          // another tab logged in: pick up its session
          void loadProfile();
        }
      });
      if (!tokens.get()) {
        setState("NOT_LOGIN", null);
        return "NOT_LOGIN";
      }
      await loadProfile();
      return store.get(loginStateAtom);
    },

    async login(input: LoginInput): Promise<string | null> {
      tokens.set(input.token, { domain: input.domain ?? options.cookieDomain });
      const user = await loadProfile();
      if (!user) return null;
      options.onLoginEvent?.(input.method, user);
      signal.raise();
      const to = postLoginRedirect({
        currentPath: input.currentPath,
        previousPath: input.previousPath,
        target: input.target,
      });
      options.navigate?.(to);
      return to;
    },

    async logout(): Promise<void> {
      if (tokens.get()) {
        // best effort: the session ends locally even when the API cannot be reached
        await api.request("logout", {}).catch(() => undefined);
      }
      tokens.remove({ domain: options.cookieDomain });
      setState("NOT_LOGIN", null);
      signal.raise();
    },

    /**
     * The learner saved new interests: the signed-in user in the store follows the server's answer, and the
     * home's "recommendations for you" are marked for a reload.
     */
    interestsSaved(user: User): void {
      store.set(currentUserAtom, user);
      store.set(interestsAtom, user.interests);
      store.set(isRecommendationChangedAtom, true);
    },

    /** The home has reloaded its recommendations for the new interests. */
    recommendationsSeen(): void {
      store.set(isRecommendationChangedAtom, false);
    },

    /** Inject into @gk/api-client's onUnauthorized: a 401 while a token exists removes it and raises the signal. */
    handleUnauthorized(): void {
      tokens.remove({ domain: options.cookieDomain });
      signal.raise();
    },

    stop(): void {
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

export type AuthController = ReturnType<typeof createAuthController>;
