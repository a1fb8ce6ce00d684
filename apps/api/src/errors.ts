import type { ErrorCode } from "@gk/contracts";
import type { MessageKey } from "./i18n";

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVER_BUSY: 500,
  PAYMENT_REQUIRED: 402,
  UNAVAILABLE: 503,
};

const DEFAULT_MESSAGE: Record<ErrorCode, MessageKey> = {
  VALIDATION_FAILED: "error.validation",
  BAD_REQUEST: "error.badRequest",
  UNAUTHENTICATED: "error.unauthenticated",
  FORBIDDEN: "error.forbidden",
  NOT_FOUND: "error.notFound",
  CONFLICT: "error.badRequest",
  PAYLOAD_TOO_LARGE: "error.payloadTooLarge",
  UNSUPPORTED_MEDIA_TYPE: "error.unsupportedMediaType",
  RATE_LIMITED: "error.rateLimited",
  SERVER_BUSY: "error.server",
  PAYMENT_REQUIRED: "commerce.upgradeRequired",
  UNAVAILABLE: "commerce.providerUnavailable",
};

/** A field error before translation: the message key and its parameters. */
export interface FieldError {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * The one error type of the API, with a code from one enum and one handler that answers it. The message is
 * a catalogue key, translated by the handler into the request's language.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  constructor(
    readonly code: ErrorCode,
    messageKey?: MessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      fields?: Record<string, FieldError[]>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(`${code}${messageKey ? `: ${messageKey}` : ""}`);
    this.statusCode = STATUS[code];
    this.messageKey = messageKey ?? DEFAULT_MESSAGE[code];
  }

  static field(path: string, key: MessageKey, params?: Record<string, string | number>): ApiError {
    return new ApiError("VALIDATION_FAILED", "error.validation", { fields: { [path]: [{ key, params }] } });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
