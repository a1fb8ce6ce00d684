"use client";

import type { ApiClient } from "@gk/api-client";
import type { AuthController } from "@gk/auth";
import type { LoginState } from "@gk/auth/atoms";
import type { User } from "@gk/contracts";
import type { Locale, ResolvedSite } from "@gk/tenancy";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Measurement } from "@/lib/measurement";

/*
 * What the providers (providers.tsx) and the runtime fetched on demand (app-runtime.ts) share: the contexts the
 * pages read and the runtime's shape. Its own module, so that neither of the two imports the other.
 */

export interface AppRuntime {
  api: ApiClient;
  auth: AuthController;
  /** Calls `listener` with the sign-in state now and on every change; returns the unsubscribe. */
  watchSession(listener: (session: Session) => void): () => void;
}

export interface RuntimeConfig {
  locale: Locale;
  /** the site of this visit as the server resolved it; kept in the auth store's tenantDataAtom */
  tenant: ResolvedSite | null;
  /** how long an API call may take before the "timed out" toast (the product's 90 s; tests shorten it) */
  requestTimeoutMs?: number;
  /** the toast's text for a call that took longer than `seconds`, in the visitor's language */
  timeoutMessage(seconds: number): string;
  analytics: Measurement;
}

/** The sign-in state as the header and the pages show it. */
export interface Session {
  /** IDLE until the start-up flow has run (and on the server), then LOADING, LOGIN or NOT_LOGIN */
  state: LoginState;
  user: User | null;
  /** the learner saved new interests: the home's "recommendations for you" reload */
  recommendationsChanged: boolean;
}

export const STARTING: Session = { state: "IDLE", user: null, recommendationsChanged: false };

/**
 * What the pages use of the app. `api` and `auth` are the runtime's (app-runtime.ts), reached through calls
 * that wait for it: a page's first script carries neither, and the first call fetches them.
 */
export interface App {
  api: Pick<ApiClient, "request">;
  auth: Pick<AuthController, "login" | "logout" | "interestsSaved" | "recommendationsSeen">;
  /** Amplitude and the site's tag manager; nothing at all on a site with neither */
  analytics: Measurement;
  locale: Locale;
}

export interface AppShell extends App {
  /** The runtime, fetched once per tab. */
  load(): Promise<AppRuntime>;
  /** load(), ahead of need: a failure is left to the call that needs it. */
  prefetch(): void;
  /** The runtime, made now from its module by a part that imported it (useRuntime). */
  runtimeNow(create: (config: RuntimeConfig) => AppRuntime): AppRuntime;
  /** The runtime if it exists, and a subscription for when it does. */
  current(): AppRuntime | null;
  onRuntime(listener: (runtime: AppRuntime) => void): () => void;
}

export const AppContext = createContext<AppShell | null>(null);

/**
 * The sign-in state of the tab, held outside React's state. The providers learn it only after hydration
 * (signed out, or a stored session loading), and a new value in a context above the page would reach every part
 * of the page still waiting to hydrate: React then hydrates all of them at once in one long task (the home's
 * sections, 100+ ms on a slow phone) instead of piece by piece in idle time. Through a store, only the parts
 * that read the state render again.
 */
export interface SessionStore {
  get(): Session;
  set(session: Session): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(): SessionStore {
  let current = STARTING;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(session) {
      current = session;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Outside the providers (a part rendered on its own), a store that stays at the starting state. */
export const SessionContext = createContext<SessionStore>(createSessionStore());

export function useAppShell(): AppShell {
  const app = useContext(AppContext);
  if (!app) throw new Error("useApp outside <Providers>");
  return app;
}

export function useApp(): App {
  return useAppShell();
}

/** The sign-in state, without loading the runtime for a visitor who has no session. */
export function useSession(): Session {
  const store = useContext(SessionContext);
  // the server's HTML, and hydration, always show the starting state
  return useSyncExternalStore(store.subscribe, store.get, starting);
}

const starting = () => STARTING;
