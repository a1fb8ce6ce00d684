import type { ApiClient } from "@gk/api-client";
import { endpointQueryKey } from "@gk/api-client/react-query";
import type { EndpointName, RequestOf } from "@gk/contracts";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";

/** One GET call a client component makes through react-query on its first render: the endpoint and payload. */
export type Prefill = { [N in EndpointName]: readonly [name: N, payload: RequestOf<N>] }[EndpointName];

/**
 * The answers of `calls` as react-query's dehydrated cache, under the keys the client's query options use
 * (`gk.<name>.queryOptions(payload)`), for a <HydrationBoundary> around the components that ask for them:
 * their first render in the browser has the data and issues no request (it is fresh for the client's
 * staleTime). A call that fails is left out, so the browser asks as it would have without this.
 */
export async function prefillState(api: ApiClient, calls: readonly Prefill[]): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  await Promise.all(
    calls.map(([name, payload]) =>
      queryClient.prefetchQuery({
        queryKey: endpointQueryKey(name, payload),
        // typed per call by Prefill; the union of every endpoint is too wide for request()'s overloads
        queryFn: () => (api.request as (n: string, p: unknown) => Promise<unknown>)(name, payload),
      }),
    ),
  );
  return dehydrate(queryClient);
}
