"use client";

import type { Locale, ResolvedSite } from "@gk/tenancy";
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClient, type DehydratedCache } from "@gk/api-client";
import type { SessionRecordingOverrides } from "@gk/analytics";
import {
  createAuthController,
  createTokenSignal,
  createTokenStore,
  tenantDataAtom,
  type AuthController,
} from "@gk/auth";
import { toast } from "@gk/ui/toast-store";
import { TopProgressBar } from "@gk/ui/top-progress-bar";
import { createStore, Provider } from "jotai";
import { usePathname } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createMeasurement, type Measurement } from "@/lib/measurement";
import { publicEnv } from "@/lib/public-env";
import { LazyToaster } from "./lazy-toaster";
import { NavigationProgress } from "./navigation-progress";

interface App {
  /** the API client; react-query over it is <QueryProvider>'s, for the parts of a page that need it */
  api: ApiClient;
  auth: AuthController;
  /** Amplitude and the site's tag manager; nothing at all on a site with neither */
  analytics: Measurement;
  locale: Locale;
}

const AppContext = createContext<App | null>(null);

export function useApp(): App {
  const app = useContext(AppContext);
  if (!app) throw new Error("useApp outside <Providers>");
  return app;
}

interface ProvidersProps {
  children: ReactNode;
  locale: Locale;
  /** server answers of this page (api-client cache), reused by the first client render */
  dehydrated?: DehydratedCache | null;
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

/**
 * One jotai store, one API client (same-origin /api/gk, the visitor's language) and the login state machine
 * of @gk/auth per browser tab; the toast and progress bar live once here.
 */
export function Providers({
  children,
  locale,
  dehydrated,
  site,
  tenant = null,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: ProvidersProps) {
  const t = useTranslations("common");
  const [app] = useState<App>(() => {
    const store = createStore();
    store.set(tenantDataAtom, tenant);
    const tokens = createTokenStore({ domain: publicEnv.cookieDomain });
    const analytics = createMeasurement({ amplitudeKey: publicEnv.amplitudeKey ?? null, site });
    // the controller needs the client and the client reports 401s to the controller
    const box: { auth?: AuthController } = {};
    const api = createApiClient({
      baseUrl: "/api/gk",
      getToken: () => tokens.get(),
      headers: { "Accept-Language": locale },
      onUnauthorized: () => box.auth?.handleUnauthorized(),
      onConflict: (message) => toast.show({ look: "danger", message }),
      // a call the API leaves unanswered ends after the product's request timeout, with a toast saying so
      timeoutMs: requestTimeoutMs,
      onTimeout: (error) =>
        toast.show({
          look: "danger",
          message: t("timeout.message", { seconds: Math.round(error.timeoutMs / 1000) }),
        }),
    });
    api.hydrate(dehydrated);
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
    return { api, auth, analytics, locale };
  });

  useEffect(() => {
    void app.auth.start();
    return () => app.auth.stop();
  }, [app]);
  // after the first paint, so the container script never delays the page
  useEffect(() => {
    app.analytics.loadTagManager();
  }, [app]);

  return (
    <Provider store={app.auth.store}>
      <AppContext.Provider value={app}>
        <TopProgressBar label={t("loading")} />
        <NavigationProgress />
        <ScreenViews />
        {children}
        <LazyToaster closeLabel={t("toast.close")} regionLabel={t("toast.close")} />
      </AppContext.Provider>
    </Provider>
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
