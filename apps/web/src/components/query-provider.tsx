"use client";

import { isApiError, type ApiClient } from "@gk/api-client";
import { createQueryFactories, type QueryFactories } from "@gk/api-client/react-query";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { useRuntime } from "./app-runtime";

interface QueryState {
  queryClient: QueryClient;
  /** react-query options per API call (`useQuery(gk.invitation.queryOptions({ token }))`) */
  gk: QueryFactories;
}

/**
 * One react-query client per API client, that is per browser tab (and per server render): every page and
 * island that wraps itself in <QueryProvider> shares its cache, so an answer fetched on one page is still
 * fresh on the next. Kept beside the API client rather than in a module variable, so a server render never
 * sees another visitor's answers.
 */
const states = new WeakMap<ApiClient, QueryState>();

function queryStateFor(api: ApiClient): QueryState {
  let state = states.get(api);
  if (!state) {
    // the API client's own cache (prefilled by the server render) is react-query's initial data, so no
    // retry storm on a slow phone: one retry, and a user error (4xx) is never retried
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          retry: (failures, err) => failures < 1 && !(isApiError(err) && err.status < 500),
        },
      },
    });
    state = { queryClient, gk: createQueryFactories(api) };
    states.set(api, state);
  }
  return state;
}

const GkContext = createContext<QueryFactories | null>(null);

/**
 * react-query for the parts of a page that fetch in the browser (consoles, forms, the course's access
 * panel). It is not in the app's root providers on purpose: the home, search and lesson pages never use it,
 * and leaving it out keeps ~9 kB of scripts off their first load on a slow phone. A page, or a lazily
 * loaded island, wraps the parts that need it; nesting is harmless (the same client).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { queryClient, gk } = queryStateFor(useRuntime().api);
  return (
    <QueryClientProvider client={queryClient}>
      <GkContext.Provider value={gk}>{children}</GkContext.Provider>
    </QueryClientProvider>
  );
}

/** The query and mutation options of every API call, for `useQuery` / `useMutation` inside <QueryProvider>. */
export function useGk(): QueryFactories {
  const gk = useContext(GkContext);
  if (!gk) throw new Error("useGk outside <QueryProvider>");
  return gk;
}
