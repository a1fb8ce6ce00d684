import { errorBodySchema } from "@gk/contracts";

/**
 * Every call's failures in the OpenAPI document and in the response serialiser: one body shape for any 4xx or
 * 5xx, `{ message, code, errors? }`, made by the one error handler (plugins/errors.ts).
 */
export const errorResponses = { "4xx": errorBodySchema, "5xx": errorBodySchema } as const;
