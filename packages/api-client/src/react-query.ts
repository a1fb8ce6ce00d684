import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { EndpointName, Endpoints, RequestOf, ResponseOf } from "@gk/contracts";
import type { ApiClient } from "./client";
import type { ApiError } from "./errors";
import { routes } from "./routes";

type MethodOf<N extends EndpointName> = Endpoints[N]["method"];
/**
 * GET endpoints get query options, the others mutation options. The contracts table keeps each `method` as
 * its literal, so asking for the wrong one is a type error; it also throws at run time for untyped callers.
 */
type QueryNames = { [N in EndpointName]: "GET" extends MethodOf<N> ? N : never }[EndpointName];
type MutationNames = { [N in EndpointName]: [MethodOf<N>] extends ["GET"] ? never : N }[EndpointName];

/** Query keys start with this, so `queryClient.invalidateQueries({ queryKey: [GK_QUERY_ROOT] })` drops all. */
export const GK_QUERY_ROOT = "gk";

export function endpointQueryKey<N extends EndpointName>(name: N, payload?: RequestOf<N>) {
  return [GK_QUERY_ROOT, name, payload ?? {}] as const;
}

/**
 * react-query options for a GET endpoint. The client's in-memory cache (prefilled from server rendering by
 * `client.hydrate`) is the initial data, so a hydrated page renders without a second fetch.
 */
export function endpointQueryOptions<N extends QueryNames>(
  client: ApiClient,
  name: N,
  payload?: RequestOf<N>,
) {
  return queryOptions<ResponseOf<N>, ApiError>({
    queryKey: endpointQueryKey(name, payload),
    // react-query decides when to refetch; a refetch must reach the network, not the cache it replaces
    queryFn: ({ signal }) => client.request(name, payload, { signal, useCache: false }),
    initialData: () => client.peek(routes[name], payload) as ResponseOf<N> | undefined,
  });
}

/** react-query options for a POST/PUT/PATCH/DELETE endpoint; the variables are the request payload. */
export function endpointMutationOptions<N extends MutationNames>(client: ApiClient, name: N) {
  return mutationOptions<ResponseOf<N>, ApiError, RequestOf<N>>({
    mutationKey: [GK_QUERY_ROOT, name],
    mutationFn: (payload) => client.request(name, payload),
  });
}

export type QueryFactories = {
  [N in EndpointName]: (N extends QueryNames
    ? { queryOptions: (payload?: RequestOf<N>) => ReturnType<typeof endpointQueryOptions<N>> }
    : unknown) &
    (N extends MutationNames
      ? { mutationOptions: () => ReturnType<typeof endpointMutationOptions<N>> }
      : unknown);
};

/**
 * One factory per endpoint of the @gk/contracts table:
 *
 *   const gk = createQueryFactories(client);
 *   const { data } = useQuery(gk.profile.queryOptions());
 *   const login = useMutation(gk.login.mutationOptions());
 */
export function createQueryFactories(client: ApiClient): QueryFactories {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(routes) as EndpointName[]) {
    const isQuery = routes[name].method === "GET";
    out[name] = {
      queryOptions(payload?: RequestOf<QueryNames>) {
        if (!isQuery)
          throw new TypeError(`${name} is a ${routes[name].method} endpoint: use mutationOptions()`);
        return endpointQueryOptions(client, name as QueryNames, payload);
      },
      mutationOptions() {
        if (isQuery) throw new TypeError(`${name} is a GET endpoint: use queryOptions()`);
        return endpointMutationOptions(client, name as MutationNames);
      },
    };
  }
  return out as QueryFactories;
}
