export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions } from "./client";
export { ApiError, isApiError, messageOf } from "./errors";
export { ResponseCache, type DehydratedCache } from "./cache";
export { buildRequest, cacheKey, type EndpointShape, type BuiltRequest, type Method } from "./request";
export { pickBaseUrl, isBrowser, type BaseUrls } from "./base-url";
