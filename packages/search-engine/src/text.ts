/**
 * A parameter or field value as text: strings as they are, numbers and booleans as written, anything else
 * (an object a client sent where text belongs) as its JSON, so it reads as what was sent rather than as
 * "[object Object]".
 */
export function asText(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return v.toString();
  return JSON.stringify(v) ?? "";
}
