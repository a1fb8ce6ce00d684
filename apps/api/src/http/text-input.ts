import type { FastifyInstance } from "fastify";
import { ApiError } from "../errors";

/**
 * The path (`a.b.0`) of the first string in `value` holding a NUL character, "" when `value` itself is one,
 * or null when there is none.
 */
export function nulAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses text holding a NUL character, wherever it is sent (path, query or body), with a 422 naming the
 * field. PostgreSQL text cannot hold that character: such a value would otherwise reach a query or an insert
 * and fail there as a server error, telling the user the server is busy when their input was the problem.
 * Checked once for every call, before the contract's schemas, so no field of any call can be missed.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const parts = [
      ["path", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const;
    for (const [part, value] of parts) {
      const at = nulAt(value);
      if (at !== null) throw ApiError.field(at || part, "field.invalidCharacter");
    }
  });
}
