import type { FastifyInstance } from "fastify";
import { ApiError } from "../errors";

/** No call of the contract nests its input deeper than this; deeper input is refused, not walked. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The path (`a.b.0`) of the first string in `value` holding a NUL character, "" when `value` itself is one,
 * or null when there is none. Walked without recursion: a body of thousands of nested arrays must not exhaust
 * the stack; anything nested deeper than MAX_INPUT_DEPTH is reported as `{ deep: path }`.
 */
export function nulAt(value: unknown): string | null | { deep: string } {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path.join(".");
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    // named by the top field it sits in ("" when the input itself is a list)
    if (path.length >= MAX_INPUT_DEPTH) return { deep: Array.isArray(value) ? "" : path[0]! };
    const entries = Object.entries(item);
    // pushed in reverse, so the first field is looked at first
    for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], [...path, entries[i]![0]]]);
  }
  return null;
}

/**
 * Refuses text holding a NUL character, wherever it is sent (path, query or body), with a 422 naming the
 * field. PostgreSQL text cannot hold that character: such a value would otherwise reach a query or an insert
 * and fail there as a server error, telling the user the server is busy when their input was the problem.
 * Checked once for every call, before the contract's schemas, so no field of any call can be missed; input
 * nested past any contract's depth is refused the same way (422), since it can only be an attack on the walk.
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
      if (typeof at === "object" && at !== null) throw ApiError.field(at.deep || part, "field.invalid");
      if (at !== null) throw ApiError.field(at || part, "field.invalidCharacter");
    }
  });
}
