import type { EndpointName, RequestOf, ResponseOf } from "@gk/contracts";
import { ResponseCache, type DehydratedCache } from "./cache";
import { ApiError, ApiTimeoutError, messageOf } from "./errors";
import { buildRequest, cacheKey, joinUrl, type EndpointShape } from "./request";
// method + path of each call, generated from the contracts: no zod schema travels to the browser
import type { routes as RouteTable } from "./routes";
import { startupRoutes } from "./startup-routes";

/**
 * The route table (every endpoint's method and path, 2.4 kB gzip) is fetched with the first call by name,
 * not with every page: most pages make no call from the browser until the visitor does something.
 */
let routeTable: Promise<typeof RouteTable> | undefined;
function loadRoutes(): Promise<typeof RouteTable> {
  return (routeTable ??= import("./routes").then((m) => m.routes));
}

/** How long a call may take, answer body included, before it is aborted: 90 s. */
export const REQUEST_TIMEOUT_MS = 90_000;

export interface ApiClientOptions {
  /** A string, or a function read on every call (see pickBaseUrl for the browser/server rule). */
  baseUrl: string | (() => string);
  /** The current session token, if any (@gk/auth reads it from storage). */
  getToken?: () => string | null | undefined;
  /**
   * A 401 while a token was sent: the owner of the token removes it and raises the token-change
   * signal. Injected by @gk/auth so that this package stays free of state libraries.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** A 409: the web app shows a danger toast with this message. */
  onConflict?: (message: string, error: ApiError) => void;
  /** Extra headers on every call, e.g. Accept-Language or the forwarded host on the server. */
  headers?: Record<string, string> | (() => Record<string, string>);
  fetch?: typeof fetch;
  /** Milliseconds before a call is aborted with an ApiTimeoutError (default REQUEST_TIMEOUT_MS; 0: never). */
  timeoutMs?: number;
  /** A call timed out: the web app shows a "timed out" toast in the visitor's language. */
  onTimeout?: (error: ApiTimeoutError) => void;
  /** Share a cache between clients; by default each client has its own. */
  cache?: ResponseCache;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For GET: when true (the default) a cached answer, e.g. one prefilled from server rendering, is returned
   * without a network call. Pass false to always fetch; the fresh answer replaces the cached one. Cached
   * answers live until a successful POST/PUT/PATCH/DELETE, a 401 with a token, or `cache.clear()`.
   */
  useCache?: boolean;
}

export interface ApiClient {
  /** Calls an endpoint of the @gk/contracts table by name, typed by its zod schemas. */
  request<N extends EndpointName>(
    name: N,
    payload?: RequestOf<N>,
    options?: CallOptions,
  ): Promise<ResponseOf<N>>;
  /** Calls any endpoint shape (method, path with {placeholders}, query fields). */
  send<T = unknown>(
    endpoint: EndpointShape,
    payload?: Record<string, unknown> | null,
    options?: CallOptions,
  ): Promise<T>;
  /** The cached answer for a call (its route and payload), or undefined: react-query uses it as initial data. */
  peek(endpoint: EndpointShape, payload?: Record<string, unknown> | null): unknown;
  readonly cache: ResponseCache;
  /** The full address of an API path, for the calls that are not one JSON answer (a file, a stream). */
  urlOf(path: string): string;
  dehydrate(): DehydratedCache;
  hydrate(state: DehydratedCache | null | undefined): void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const cache = options.cache ?? new ResponseCache();
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const baseUrl = () => (typeof options.baseUrl === "function" ? options.baseUrl() : options.baseUrl);

  async function send<T>(
    endpoint: EndpointShape,
    payload?: Record<string, unknown> | null,
    call: CallOptions = {},
  ): Promise<T> {
    const built = buildRequest(endpoint, payload);
    const key = cacheKey(built.method, built.path);
    if (built.method === "GET" && call.useCache !== false && cache.has(key)) return cache.get(key) as T;

    const token = options.getToken?.() || null;
    const extra = typeof options.headers === "function" ? options.headers() : (options.headers ?? {});
    const headers: Record<string, string> = {
      ...extra,
      Accept: "application/json",
      "Content-Type": "application/json",
    };
    if (token) headers.Authorization = `Bearer ${token}`;

    const url = joinUrl(baseUrl(), built.path);
    const { response, data } = await withTimeout(url, call.signal, async (signal) => {
      const response = await doFetch(url, { method: built.method, headers, body: built.body, signal });
      return { response, data: await parseBody(response) };
    });
    if (!response.ok) {
      const error = new ApiError({
        status: response.status,
        statusText: response.statusText,
        url: response.url || url,
        headers: Object.fromEntries(response.headers),
        data,
      });
      if (response.status === 409) options.onConflict?.(messageOf(data) ?? response.statusText, error);
      else if (response.status === 401 && token) {
        cache.clear();
        options.onUnauthorized?.(error);
      }
      throw error;
    }
    if (built.method === "GET") cache.set(key, data);
    // A successful write may change any cached answer (a profile, a course's enrolment…); dropping them all
    // is the only rule that can never serve stale data, and react-query keeps what the screen shows anyway.
    else cache.clear();
    return data as T;
  }

  /**
   * Runs one call under the timeout: its own abort signal fires at the timeout or when the caller's fires, so
   * a caller's abort stays an AbortError and only the timeout becomes an ApiTimeoutError.
   */
  async function withTimeout<T>(
    url: string,
    outer: AbortSignal | undefined,
    run: (signal: AbortSignal | undefined) => Promise<T>,
  ): Promise<T> {
    const ms = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    if (!(ms > 0)) return run(outer);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    const follow = () => controller.abort(outer?.reason);
    if (outer?.aborted) follow();
    else outer?.addEventListener("abort", follow, { once: true });
    try {
      return await run(controller.signal);
    } catch (err) {
      if (!timedOut) throw err;
      const error = new ApiTimeoutError({ url, timeoutMs: ms });
      options.onTimeout?.(error);
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", follow);
    }
  }

  return {
    cache,
    send,
    urlOf: (path) => joinUrl(baseUrl(), path),
    request: async (name, payload, call) => {
      const early: EndpointShape | undefined = (startupRoutes as { [N in EndpointName]?: EndpointShape })[
        name
      ];
      return send(early ?? (await loadRoutes())[name], payload, call);
    },
    peek(endpoint, payload) {
      const built = buildRequest(endpoint, payload);
      return cache.get(cacheKey(built.method, built.path));
    },
    dehydrate: () => cache.dehydrate(),
    hydrate: (state) => cache.hydrate(state),
  };
}

/** JSON when the answer says so, text otherwise, null for an empty body (204, HEAD). */
async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
