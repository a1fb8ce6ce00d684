export {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
} from "./client";
export { ApiError, ApiTimeoutError, isApiError, isApiTimeout, messageOf } from "./errors";
export { ResponseCache, type DehydratedCache } from "./cache";
export { buildRequest, cacheKey, type EndpointShape, type BuiltRequest, type Method } from "./request";
export { pickBaseUrl, isBrowser, type BaseUrls } from "./base-url";
