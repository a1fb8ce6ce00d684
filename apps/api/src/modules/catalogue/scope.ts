import { organisationCatalogue, organisations, type Db } from "@gk/db";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { ReadCache } from "../../cache/read-cache";
import { hasLapsed } from "../subscriptions/lapsed";

/**
 * Which part of the catalogue a request may see:
 * - `company`: the signed-in account belongs to a company that has not chosen "all": only its picks exist for
 *   this user (lists, detail → 404, home sections, bundles); its mandatory picks form "mandatory courses".
 *   Closed by default: a company that has recorded no choice yet has no picks, so its people see nothing
 *   (and are told their company has not chosen), never the whole catalogue;
 * - `site`: the site of the request (from its Origin, checked against the registry, never from the body)
 *   follows an organisation that restricts its catalogue to its picks, or a company without a choice;
 * - `all`: everything published; `featuredOrg` is the site's organisation when it features courses.
 * The user's company wins over the site: a company user sees their company's picks on any site.
 */
export type CatalogueScope =
  | { kind: "all"; featuredOrgId: string | null }
  | { kind: "company"; organisationId: string }
  | { kind: "site"; organisationId: string };

interface OrgCatalogue {
  id: string;
  kind: "company" | "government" | "public";
  visibility: "all" | "picked" | null;
}

/** Every request needs these lookups and they change rarely: kept in the catalogue's ReadCache, which any
 * change to organisations or their curation empties (triggers of migration 0003). */
const cacheOf = (request: FastifyRequest): ReadCache => request.server.ctx.catalogueCache;

/** No organisation has this id, so a company scope on it holds no course. */
const LAPSED_COMPANY = "00000000-0000-0000-0000-000000000000";

async function orgByReferral(db: Db, referral: string): Promise<OrgCatalogue | null> {
  const [row] = await db
    .select({ id: organisations.id, kind: organisations.kind, visibility: organisationCatalogue.visibility })
    .from(organisations)
    .leftJoin(organisationCatalogue, eq(organisationCatalogue.organisationId, organisations.id))
    .where(eq(organisations.referral, referral))
    .limit(1);
  return row ?? null;
}

async function orgVisibility(db: Db, organisationId: string): Promise<"all" | "picked" | null> {
  const [row] = await db
    .select({ visibility: organisationCatalogue.visibility })
    .from(organisationCatalogue)
    .where(eq(organisationCatalogue.organisationId, organisationId))
    .limit(1);
  return row?.visibility ?? null;
}

export async function resolveScope(db: Db, request: FastifyRequest): Promise<CatalogueScope> {
  const org = request.auth?.organisation;
  const cache = cacheOf(request);
  // a company whose subscription lapsed: its accounts see the catalogue of a company that picked nothing, so
  // nothing (their progress and certificates stay; confirming the subscription again restores the picks)
  if (
    org &&
    org.kind === "company" &&
    (await cache.remember(`lapsed:${org.id}`, () => hasLapsed(db, org.id)))
  )
    return { kind: "company", organisationId: LAPSED_COMPANY };
  if (
    org &&
    org.kind === "company" &&
    (await cache.remember(`visibility:${org.id}`, () => orgVisibility(db, org.id))) !== "all"
  )
    return { kind: "company", organisationId: org.id };
  const referral = request.site?.referral;
  if (!referral) return { kind: "all", featuredOrgId: null };
  const site = await cache.remember(`site:${referral}`, () => orgByReferral(db, referral));
  if (!site) return { kind: "all", featuredOrgId: null };
  if (site.visibility === "picked" || (site.kind === "company" && site.visibility !== "all"))
    return { kind: "site", organisationId: site.id };
  return { kind: "all", featuredOrgId: site.id };
}

/** The part of cache keys that names what the viewer may see. */
export const scopeKey = (scope: CatalogueScope): string =>
  scope.kind === "all" ? `all:${scope.featuredOrgId ?? "-"}` : `${scope.kind}:${scope.organisationId}`;

export const restrictingOrg = (scope: CatalogueScope): string | null =>
  scope.kind === "all" ? null : scope.organisationId;
