/**
 * Every non-2xx answer becomes one of these: the caller gets status, status text, url, headers and
 * the parsed body, so a form can show the API's field errors and a page can tell 404 from 500.
 */
export class ApiError<Data = unknown> extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly data: Data;

  constructor(init: {
    status: number;
    statusText: string;
    url: string;
    headers: Record<string, string>;
    data: Data;
  }) {
    super(messageOf(init.data) ?? `${init.status} ${init.statusText}`.trim());
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.headers = init.headers;
    this.data = init.data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * A call that got no complete answer within the client's timeout (REQUEST_TIMEOUT_MS, 90 s by default): the
 * request was aborted. Not an ApiError, since no status came back; the web shows its own "timed out" text.
 */
export class ApiTimeoutError extends Error {
  override readonly name = "ApiTimeoutError";
  readonly url: string;
  readonly timeoutMs: number;

  constructor(init: { url: string; timeoutMs: number }) {
    super(`no answer from ${init.url} within ${init.timeoutMs} ms`);
    this.url = init.url;
    this.timeoutMs = init.timeoutMs;
  }
}

export function isApiTimeout(value: unknown): value is ApiTimeoutError {
  return value instanceof ApiTimeoutError;
}

/** The API's error body is `{ message, code, errors? }` (@gk/contracts errorBodySchema); anything else has no message. */
export function messageOf(data: unknown): string | undefined {
  if (
    data &&
    typeof data === "object" &&
    "message" in data &&
    typeof data.message === "string" &&
    data.message
  ) {
    return data.message;
  }
  return undefined;
}
