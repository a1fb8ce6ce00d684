"use client";

import type { Locale, ResolvedSite } from "@gk/tenancy";
import type { SessionRecordingOverrides } from "@gk/analytics";
import { createTokenSignal } from "@gk/auth/signal";
import { storedToken } from "@gk/auth/stored-token";
import { TopProgressBar } from "@gk/ui/top-progress-bar";
import { usePathname } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useState, type ReactNode } from "react";
import { createMeasurement } from "@/lib/measurement";
import { publicEnv } from "@/lib/public-env";
import {
  AppContext,
  SessionContext,
  STARTING,
  createSessionStore,
  useApp,
  type AppRuntime,
  type AppShell,
  type RuntimeConfig,
} from "./app-context";
import { LazyToaster } from "./lazy-toaster";
import { NavigationProgress } from "./navigation-progress";

export { useApp, useAppShell, useSession, type Session } from "./app-context";

interface ProvidersProps {
  children: ReactNode;
  locale: Locale;
  /** the site of this visit as the server resolved it; kept in the auth store's tenantDataAtom */
  tenant?: ResolvedSite | null;
  site: {
    isGate: boolean;
    referral: string | null;
    /** tenant.json `tagManager.containerId` */
    tagManagerId?: string | null;
    /** tenant.json `analytics.sessionRecording` */
    sessionRecording?: SessionRecordingOverrides;
  };
  /** How long an API call may take before the "timed out" toast (90 s; tests shorten it). */
  requestTimeoutMs?: number;
}

// A visitor with a stored session needs the runtime for the profile call right after hydration: its fetch
// starts as this module is first run, alongside hydration rather than after it.
if (typeof window !== "undefined" && storedToken()) void import("./app-runtime").catch(() => undefined);

function createAppShell(config: RuntimeConfig): AppShell {
  let runtime: AppRuntime | null = null;
  let loading: Promise<AppRuntime> | null = null;
  const listeners = new Set<(runtime: AppRuntime) => void>();
  const runtimeNow = (create: (config: RuntimeConfig) => AppRuntime): AppRuntime => {
    if (runtime) return runtime;
    const made = create(config);
    runtime = made;
    // told after the render that may have made it, never during it
    queueMicrotask(() => listeners.forEach((listener) => listener(made)));
    return made;
  };
  const load = () =>
    runtime
      ? Promise.resolve(runtime)
      : (loading ??= import("./app-runtime").then(
          (m) => runtimeNow(m.createAppRuntime),
          (error: unknown) => {
            // the network dropped the chunk: the next call asks for it again
            loading = null;
            throw error;
          },
        ));
  // a fetch ahead of need: its failure is the next call's to report
  const prefetch = () => void load().catch(() => undefined);
  return {
    locale: config.locale,
    analytics: config.analytics,
    load,
    prefetch,
    runtimeNow,
    current: () => runtime,
    onRuntime(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    api: { request: (...args) => load().then((r) => r.api.request(...args)) },
    auth: {
      login: (input) => load().then((r) => r.auth.login(input)),
      logout: () => load().then((r) => r.auth.logout()),
      interestsSaved: (user) => void load().then((r) => r.auth.interestsSaved(user), console.error),
      recommendationsSeen: () => void load().then((r) => r.auth.recommendationsSeen(), console.error),
    },
  };
}

/**
 * One app per browser tab: the sign-in state, the analytics, and the way to the runtime (API client, auth
 * store, login state machine), which is fetched at once when a session is stored and otherwise when first
 * needed; the toast and progress bar live once here.
 */
export function Providers({ children, locale, site, tenant = null, requestTimeoutMs }: ProvidersProps) {
  const t = useTranslations("common");
  const [sessionStore] = useState(createSessionStore);
  const [app] = useState<AppShell>(() => {
    return createAppShell({
      locale,
      tenant,
      requestTimeoutMs,
      timeoutMessage: (seconds) => t("timeout.message", { seconds }),
      analytics: createMeasurement({ amplitudeKey: publicEnv.amplitudeKey ?? null, site }),
    });
  });

  useEffect(() => {
    const setSession = sessionStore.set;
    let started: AppRuntime | null = null;
    let stopWatching: (() => void) | undefined;
    const start = (runtime: AppRuntime) => {
      if (started) return;
      started = runtime;
      stopWatching = runtime.watchSession(setSession);
      void runtime.auth.start();
    };
    const offRuntime = app.onRuntime(start);
    // A visitor without a session is shown as signed out without the runtime; signing in in another tab
    // (the token-change signal) or any call from this one brings it.
    const signal = createTokenSignal();
    const offSignal = signal.subscribe(() => {
      if (storedToken()) app.prefetch();
    });
    // a stored session waits for the runtime: a dropped chunk is asked for again every few seconds
    let retry: number | undefined;
    const bring = () =>
      void app.load().catch(() => {
        retry = window.setTimeout(bring, 3_000);
      });
    const existing = app.current();
    if (existing) start(existing);
    else if (storedToken()) {
      setSession({ ...STARTING, state: "LOADING" });
      bring();
    } else {
      setSession({ ...STARTING, state: "NOT_LOGIN" });
      app.analytics.handleLoginState("NOT_LOGIN", null);
    }
    // A visitor who starts on a form or presses a button is about to make a call: the runtime is fetched
    // then, while they type, rather than after they submit.
    const warmUp = (event: Event) => {
      if ((event.target as Element | null)?.closest?.("form, button")) app.prefetch();
    };
    document.addEventListener("focusin", warmUp);
    document.addEventListener("pointerdown", warmUp);
    return () => {
      window.clearTimeout(retry);
      document.removeEventListener("focusin", warmUp);
      document.removeEventListener("pointerdown", warmUp);
      offRuntime();
      offSignal();
      signal.close();
      stopWatching?.();
      started?.auth.stop();
    };
  }, [app, sessionStore]);
  // after the first paint, so the container script never delays the page
  useEffect(() => {
    app.analytics.loadTagManager();
  }, [app]);

  return (
    <AppContext.Provider value={app}>
      <SessionContext.Provider value={sessionStore}>
        <TopProgressBar label={t("loading")} />
        <NavigationProgress />
        <ScreenViews />
        {children}
        <LazyToaster closeLabel={t("toast.close")} regionLabel={t("toast.close")} />
      </SessionContext.Provider>
    </AppContext.Provider>
  );
}

/** A screen view per route change (Amplitude's screen_view, the tag manager's page_view). */
function ScreenViews() {
  const pathname = usePathname();
  const { analytics } = useApp();
  useEffect(() => {
    analytics.trackScreenView({ path: pathname });
  }, [analytics, pathname]);
  return null;
}
