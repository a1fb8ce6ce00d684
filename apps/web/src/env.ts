import { z } from "zod";

/** The web app's validated server environment (used by proxy.ts and server components; never import it in
 * a client component): the only module that reads process.env (ARCHITECTURE conventions). */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** API base URL used on the server: the API itself, no extra hop through /api/gk. */
  API_INTERNAL_URL: z.url().default("http://localhost:4000"),
  /** The product's root domain for canonical URLs. */
  PUBLIC_ROOT_DOMAIN: z.string().min(3).default("gurukita.id"),
  /** development | production: which host rules apply (ares-gate exists in development only). */
  APP_ENV: z.enum(["development", "production"]).optional(),
  TENANT_GROUP: z.enum(["core", "regional", "government", "company"]).optional(),
});

export const env = schema.parse(process.env);
