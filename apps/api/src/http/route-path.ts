/** A contract path `/courses/{courseSlug}` written the way Fastify's router reads it: `/courses/:courseSlug`. */
export const route = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The names of a contract path's placeholders, in order: `/a/{x}/b/{y}` → x, y. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
