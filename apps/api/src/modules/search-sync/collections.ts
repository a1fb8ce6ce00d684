import { COURSE_QUERY_BY, COURSE_QUERY_WEIGHTS, SEARCH_INDEXES } from "@gk/search";
import { sites, tenantSearchIndexName, villages } from "@gk/tenancy";
import type { CollectionCreateSchema } from "typesense/lib/Typesense/Collections";
import type { SearchConfig } from "../../config";
import type { CatalogueScope } from "../catalogue/scope";

/**
 * The search collections and the one field that carries curation into search.
 *
 * Every document has `visibility` (string[]): `public` when the unrestricted catalogue shows it, `org_<id>`
 * for each organisation that picked it (a company or a site's organisation), `everyone` for texts that are
 * never curated (blog posts). A scoped key embeds `visibility:=[…]` for the viewer's scope; the search node
 * ANDs it with whatever the browser sends, so curation holds without trusting the browser.
 */
export const PUBLIC = "public";
export const EVERYONE = "everyone";
/** hyphens dropped so the tag is a plain filter token (no backticks needed) */
export const orgTag = (organisationId: string) => `org_${organisationId.replace(/-/g, "")}`;
/** The organisation id of a tag made by orgTag, or null for other tags. */
export function orgOfTag(tag: string): string | null {
  const m = /^org_([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(tag);
  return m ? m.slice(1).join("-") : null;
}

/** The filter a scope embeds in its key (and that the server-side search applies itself). */
export function visibilityFilter(scope: CatalogueScope): string {
  const allowed = scope.kind === "all" ? [PUBLIC, EVERYONE] : [orgTag(scope.organisationId), EVERYONE];
  return `published:=true && visibility:=[${allowed.join(",")}]`;
}

const COMMON = [
  // a facet so the sweep can compare per-organisation counts with the database in one request
  { name: "visibility", type: "string[]", facet: true },
  { name: "published", type: "bool" },
] as const;

/** Course documents: the `courses` index and every tenant index. Names and descriptions in both languages. */
export const courseFields: CollectionCreateSchema["fields"] = [
  { name: "slug", type: "string", index: false, optional: true },
  { name: "name_id", type: "string" },
  { name: "name_en", type: "string" },
  { name: "description_id", type: "string" },
  { name: "description_en", type: "string" },
  { name: "skills", type: "string[]" },
  { name: "tags", type: "string[]", facet: true },
  { name: "category", type: "string", facet: true },
  { name: "category_name_id", type: "string" },
  { name: "category_name_en", type: "string" },
  { name: "institution", type: "string", facet: true },
  { name: "institution_name_id", type: "string" },
  { name: "institution_name_en", type: "string" },
  { name: "level", type: "string", facet: true },
  { name: "price_rupiah", type: "int32" },
  { name: "certificate", type: "bool", facet: true },
  { name: "rating", type: "float" },
  { name: "rating_count", type: "int32" },
  { name: "popularity", type: "int32" },
  { name: "release_date", type: "int64" },
  { name: "lesson_count", type: "int32" },
  { name: "duration_minutes", type: "int32" },
  { name: "updated_at", type: "int64" },
  ...COMMON,
];

/** Mixed documents (general search: courses, blog posts, bundles; business home: courses and bundles). */
export const mixedFields: CollectionCreateSchema["fields"] = [
  { name: "kind", type: "string", facet: true },
  { name: "slug", type: "string", index: false, optional: true },
  { name: "title_id", type: "string" },
  { name: "title_en", type: "string" },
  { name: "text_id", type: "string" },
  { name: "text_en", type: "string" },
  { name: "category", type: "string", facet: true, optional: true },
  { name: "popularity", type: "int32" },
  ...COMMON,
];

/**
 * Bundles, one document per scope that may see the bundle (see bundleDocs): `bundle_id` is the bundle they
 * share, `course_names` only the courses that scope may see.
 */
export const bundleFields: CollectionCreateSchema["fields"] = [
  { name: "bundle_id", type: "string" },
  { name: "slug", type: "string", index: false, optional: true },
  { name: "name_id", type: "string" },
  { name: "name_en", type: "string" },
  { name: "description_id", type: "string" },
  { name: "description_en", type: "string" },
  { name: "course_names", type: "string[]" },
  { name: "categories", type: "string[]", facet: true },
  { name: "price_rupiah", type: "int32" },
  { name: "course_count", type: "int32" },
  ...COMMON,
];

/** Text fields searched, heaviest first (defined with the document in @gk/search, shared with the browser). */
export { COURSE_QUERY_BY, COURSE_QUERY_WEIGHTS };

export interface TenantIndex {
  /** the collection name: `<dev|prod>_tenant_<slug>_index` */
  name: string;
  /** the organisation referral whose curation shapes the index (the index slug) */
  referral: string;
}

/**
 * One tenant index per distinct name: every site with a referral, the village base index and the shared
 * village index (all listed villages search it).
 */
export function tenantIndexes(config: SearchConfig): TenantIndex[] {
  const referrals = new Set<string>([villages.villageBase, villages.sharedVillage]);
  for (const s of sites.values()) if (s.referral) referrals.add(s.referral);
  const byName = new Map<string, TenantIndex>();
  for (const referral of [...referrals].sort()) {
    const name = tenantSearchIndexName(referral, { env: config.indexEnv });
    // the index slug is the referral whose organisation curates it (a village maps to the shared slug)
    if (!byName.has(name))
      byName.set(name, { name, referral: name.replace(/^(dev|prod)_tenant_/, "").replace(/_index$/, "") });
  }
  return [...byName.values()];
}

/** The tenant index of a request's referral, if any. */
export const tenantIndexOf = (referral: string | null, config: SearchConfig) =>
  referral ? tenantSearchIndexName(referral, { env: config.indexEnv }) : null;

export interface CollectionSpec {
  name: string;
  fields: CollectionCreateSchema["fields"];
  defaultSortingField: string;
}

/** Every collection the API keeps, with its schema. */
export function allCollections(config: SearchConfig): CollectionSpec[] {
  return [
    { name: SEARCH_INDEXES.courses, fields: courseFields, defaultSortingField: "popularity" },
    { name: SEARCH_INDEXES.general, fields: mixedFields, defaultSortingField: "popularity" },
    { name: SEARCH_INDEXES.bundles, fields: bundleFields, defaultSortingField: "course_count" },
    { name: SEARCH_INDEXES.business, fields: mixedFields, defaultSortingField: "popularity" },
    ...tenantIndexes(config).map((t) => ({
      name: t.name,
      fields: courseFields,
      defaultSortingField: "popularity",
    })),
  ];
}
