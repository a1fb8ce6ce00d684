// What a component test of the web needs around a component: the real <Providers> (API client, sign-in state
// machine, toasts), react-query as the pages that fetch in the browser wrap their parts in, and texts,
// inside the contexts Next's router hooks read, with a real HTTP server on 127.0.0.1 standing in for the
// API. The page's address is set to that server, so the client's same-origin base URL (/api/gk) reaches it
// exactly as it reaches the web app's proxy in a browser. Nothing of our own code is replaced: the
// stand-ins are the network peer and Next's router.
import type { User, Locale } from "@gk/contracts";
import { sendJson, startTestServer, type SeenRequest } from "@gk/api-client/testing";
import { MessagesProvider } from "@gk/i18n/client";
import { messages } from "@gk/i18n/messages";
import { render, type RenderResult } from "@testing-library/react";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import {
  PathnameContext,
  SearchParamsContext,
} from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { QueryProvider } from "@/components/query-provider";

export type { SeenRequest };

/** One answer of the stand-in API: a status and a JSON body. */
export interface Reply {
  status: number;
  body: unknown;
  /** answer newline-delimited JSON instead (a streamed call), one line per item */
  lines?: unknown[];
}

/**
 * Routes as "METHOD /path" (without the /api/gk prefix), `{name}` matching one path segment. A request no
 * route answers gets a 404, so a test sees the call it did not expect.
 */
export type Routes = Record<string, (request: SeenRequest) => Reply>;

function matcher(route: string): (method: string, path: string) => boolean {
  const [method, pattern = ""] = route.split(" ");
  const re = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
  return (m, p) => m === method && re.test(p);
}

export async function startApi(routes: Routes) {
  const table = Object.entries(routes).map(([route, answer]) => ({ route, matches: matcher(route), answer }));
  const server = await startTestServer((request, res) => {
    const path = (request.url.split("?")[0] ?? "").replace(/^\/api\/gk/, "");
    const hit = table.find((r) => r.matches(request.method, path));
    if (!hit)
      return sendJson(res, 404, {
        message: `no route for ${request.method} ${path} in this test`,
        code: "NOT_FOUND",
      });
    const { status, body, lines } = hit.answer(request);
    if (!lines) return sendJson(res, status, body);
    res.writeHead(status, { "content-type": "application/x-ndjson; charset=utf-8" });
    res.end(lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
  });
  return {
    ...server,
    /** the requests a route answered, in order, with their JSON bodies */
    calls(route: string): { request: SeenRequest; body: unknown }[] {
      const matches = matcher(route);
      return server.seen
        .filter((r) => matches(r.method, (r.url.split("?")[0] ?? "").replace(/^\/api\/gk/, "")))
        .map((request) => ({
          request,
          body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
        }));
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;

/** Next's router as a recorder: pages navigate with push/replace (or ask the server again), the test reads where to. */
export function recordingRouter() {
  const visits: { how: "push" | "replace" | "refresh"; href: string }[] = [];
  const router: AppRouterInstance = {
    back: () => undefined,
    forward: () => undefined,
    refresh: () => void visits.push({ how: "refresh", href: window.location.pathname }),
    prefetch: () => undefined,
    push: (href) => void visits.push({ how: "push", href }),
    replace: (href) => void visits.push({ how: "replace", href }),
    // one page load in a test: one back/forward cache entry
    bfcacheId: "test",
  };
  return { router, visits };
}

interface Place {
  api: TestApi;
  locale?: Locale;
  /** the page's path and query, e.g. "/login?url=%2Fmy-class" */
  at: string;
  /** the site's settings the layout hands the providers (default: a plain site without adapters) */
  site?: Parameters<typeof Providers>[0]["site"];
  /** a shorter request timeout than the product's 90 s */
  requestTimeoutMs?: number;
  /**
   * wrap `ui` in <QueryProvider> as the pages that fetch in the browser do (default); without it the page is
   * like the home or a search, whose first script has no API client until something needs one
   */
  withQuery?: boolean;
}

/** Renders `ui` as a page at `at` of the site served by `api`, with the app's providers around it. */
export function renderPage(ui: ReactNode, place: Place): RenderResult & ReturnType<typeof recordingRouter> {
  const { tree, recorder } = pageTree(ui, place);
  return { ...render(tree), ...recorder };
}

/**
 * The element tree renderPage renders (the app's providers around `ui`, at `at`), for a test that renders it
 * itself: on the server to a string, then hydrated, as a real page.
 */
export function pageTree(
  ui: ReactNode,
  {
    api,
    locale = "id",
    at,
    site = { isGate: false, referral: null },
    requestTimeoutMs,
    withQuery = true,
  }: Place,
) {
  const url = new URL(at, api.url);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url.href);
  const recorder = recordingRouter();
  const tree = (
    <AppRouterContext.Provider value={recorder.router}>
      <PathnameContext.Provider value={url.pathname}>
        <SearchParamsContext.Provider value={url.searchParams}>
          <MessagesProvider locale={locale} messages={messages[locale]}>
            <Providers locale={locale} site={site} requestTimeoutMs={requestTimeoutMs}>
              {withQuery ? <QueryProvider>{ui}</QueryProvider> : ui}
            </Providers>
          </MessagesProvider>
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
  return { tree, recorder };
}

/**
 * The stand-in API's profile call: `user` for the bearer of `token`, a 401 for anyone else, as the API answers
 * a stored session that is alive or dead.
 */
export function profileFor(token = "token-budi", user: User = testUser): Routes[string] {
  return ({ headers }) =>
    headers.authorization === `Bearer ${token}`
      ? { status: 200, body: { data: { user } } }
      : { status: 401, body: { message: "Silakan masuk.", code: "UNAUTHORIZED" } };
}

export const testUser: User = {
  id: "u-1",
  referral: null,
  fullName: "Budi Santoso",
  email: "budi@example.id",
  phone: null,
  organisation: null,
  role: "learner",
  interests: [],
  mustChangePassword: false,
  hasPassword: true,
};
