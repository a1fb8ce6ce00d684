/**
 * The one error a provider throws. `code` says what went wrong in words a caller can act on; every code means
 * "fall back to the offline provider" for the coach and the question writer alike.
 */
export type AiProviderErrorCode =
  /** the endpoint could not be reached (connection refused, DNS, TLS) */
  | "unreachable"
  /** the endpoint answered with an HTTP error status (`status` says which; 401/403: the key; 429: its limits) */
  | "http"
  /** no answer within the configured time */
  | "timeout"
  /** the model answered, but not in the shape asked for (structured output that does not parse or validate) */
  | "bad-output"
  /** the caller cancelled */
  | "aborted";

export class AiProviderError extends Error {
  override readonly name = "AiProviderError";
  readonly code: AiProviderErrorCode;
  readonly status: number | undefined;

  constructor(
    code: AiProviderErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
  }
}

export const isAiProviderError = (e: unknown): e is AiProviderError => e instanceof AiProviderError;
