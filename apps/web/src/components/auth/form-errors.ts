import { isApiError } from "@gk/api-client";

/** Field errors of a 422 (`errors: { field: [messages] }`) and the top message of any API failure. */
export function apiErrors(
  error: unknown,
  fallback: string,
): { message: string; fields: Record<string, string> } {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  const data = error.data as { message?: string; errors?: Record<string, string[]> } | null;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(data?.errors ?? {})) if (v[0]) fields[k] = v[0];
  return { message: data?.message ?? fallback, fields };
}
