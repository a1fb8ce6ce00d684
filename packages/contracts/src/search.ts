import { z } from "zod";
import { CATEGORY_SLUGS } from "./categories";
import { courseListSchema } from "./catalogue";
import { envelope } from "./common";

/**
 * Search calls. The browser searches the nodes directly with a scoped search-only key
 * from `GET /search/key`; `GET /search/courses` is the server-side path (no JavaScript, server rendering),
 * which answers from the database when the search nodes are down.
 */

export const searchCollectionsSchema = z.object({
  courses: z.string(),
  general: z.string(),
  bundles: z.string(),
  business: z.string(),
  /** the tenant index of the request's site (by its referral), or null for sites without a referral */
  tenant: z.string().nullable(),
});
export type SearchCollections = z.infer<typeof searchCollectionsSchema>;

export const searchKeySchema = z.object({
  /** node URLs for the browser's adapter */
  nodes: z.array(z.string()),
  /** a scoped search-only key: its embedded filter is the viewer's visible catalogue */
  key: z.string(),
  expiresAt: z.string(),
  collections: searchCollectionsSchema,
  /** which curation the key carries: the whole catalogue, a company's picks or a site's picks */
  scope: z.enum(["all", "company", "site"]),
});
export type SearchKey = z.infer<typeof searchKeySchema>;
export const searchKeyRequestSchema = z.object({});
export const searchKeyResponseSchema = envelope(searchKeySchema);

export const SEARCH_SORTS = ["relevance", "rating", "popular", "newest"] as const;

const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);
export const searchCoursesRequestSchema = z.object({
  q: z.string().trim().max(200).default(""),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  category: z.union([z.enum(CATEGORY_SLUGS), z.array(z.enum(CATEGORY_SLUGS)).max(22)]).optional(),
  institution: z.union([slug, z.array(slug).max(50)]).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchCoursesRequest = z.input<typeof searchCoursesRequestSchema>;

export const searchCoursesSchema = courseListSchema.extend({
  q: z.string(),
  /** "search": the search nodes answered; "database": they were down and the plain SQL search did */
  source: z.enum(["search", "database"]),
});
export const searchCoursesResponseSchema = envelope(searchCoursesSchema);
