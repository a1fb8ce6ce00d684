import type { z } from "zod";

/**
 * One line per bad variable, naming it ("API_INTERNAL_URL: Invalid URL"), so whoever starts or builds the
 * app sees at once which setting to fix instead of a JSON dump of the validator's issues.
 */
export function envError(what: string, error: z.ZodError): Error {
  const lines = error.issues.map((i) => `  ${i.path.join(".") || "(environment)"}: ${i.message}`);
  return new Error(`invalid ${what}:\n${lines.join("\n")}`);
}
