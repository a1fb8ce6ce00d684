import {
  endpoints,
  HOME_SECTIONS,
  HOME_SECTION_CATEGORIES,
  type EndpointName,
  type EmptyReason,
  type HomeSectionKey,
  type Locale,
} from "@gk/contracts";
import { courses, organisationCoursePicks, searchTermCounts } from "@gk/db";
import { getSite, sites } from "@gk/tenancy";
import { and, desc, eq, gt, gte, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { t } from "../../i18n";
import { toCard, type CardRow } from "./cards";
import { continueCourses } from "./continue";
import { ORDER, selectCards } from "./queries";
import { reason } from "./reasons";
import { recommendationBasis } from "./recommended";
import { resolveScope, scopeKey, type CatalogueScope } from "./scope";

/** the slugs of company sites, whose search terms are their people's own */
const COMPANY_SITES = [...sites.values()].filter((s) => s.type === "company").map((s) => s.slug);

/** The category groups behind the three themed home rows (shared with the web's "see all" links). */
export const SECTION_CATEGORIES = HOME_SECTION_CATEGORIES;
const ENDING_SOON_DAYS = 30;
const TRENDING_DAYS = 7;

type Section = {
  items: (ReturnType<typeof toCard> & { progressPercent: number | null; nextLessonId: string | null })[];
  reason: EmptyReason | null;
};
const plain = (rows: CardRow[], locale: Locale) =>
  rows.map((r) => ({ ...toCard(r, locale), progressPercent: null, nextLessonId: null }));
const emptyReason = (scope: CatalogueScope): EmptyReason["code"] =>
  scope.kind === "company" ? "COMPANY_DID_NOT_CHOOSE" : "NO_RESULTS";

/** The sections that depend on the viewer themselves, not only on what their scope lets them see. */
const PERSONAL: ReadonlySet<HomeSectionKey> = new Set(["continue", "recommended"]);

async function section(
  ctx: AppContext,
  request: FastifyRequest,
  scope: CatalogueScope,
  key: HomeSectionKey,
  limit: number,
  locale: Locale,
): Promise<Section> {
  const { db } = ctx;
  const cards = async (
    where: (SQL | undefined)[],
    orderBy: SQL[],
    code: EmptyReason["code"] = emptyReason(scope),
  ): Promise<Section> => {
    const rows = await selectCards(db, scope, { where, orderBy, limit });
    return { items: plain(rows, locale), reason: rows.length === 0 ? reason(locale, code) : null };
  };
  switch (key) {
    case "continue": {
      if (!request.auth) return { items: [], reason: reason(locale, "NOT_SIGNED_IN") };
      const items = await continueCourses(db, scope, request.auth.user.id, limit, locale);
      return { items, reason: items.length === 0 ? reason(locale, "NOTHING_IN_PROGRESS") : null };
    }
    case "work-performance":
    case "technology-career":
    case "self-management":
      return cards([inArray(courses.categorySlug, [...SECTION_CATEGORIES[key]])], ORDER.popular);
    case "new-releases":
      return cards([], ORDER.newest);
    case "popular":
    case "all":
      return cards([], ORDER.popular);
    case "popular-picks": {
      // A site that features courses shows its own picks here; otherwise the best-rated courses many rated.
      if (scope.kind === "all" && scope.featuredOrgId) {
        const featured = sql`exists (select 1 from ${organisationCoursePicks} p where p.organisation_id = ${scope.featuredOrgId} and p.course_id = ${courses.id} and p.featured)`;
        const picked = await cards([featured], ORDER.popular);
        if (picked.items.length > 0) return picked;
      }
      return cards([gte(courses.ratingCount, scope.kind === "all" ? 50 : 1)], ORDER.rating);
    }
    case "recommended": {
      if (!request.auth) return { items: [], reason: reason(locale, "NOT_SIGNED_IN") };
      const basis = await recommendationBasis(db, request.auth.user.id);
      if (!basis) return { items: [], reason: reason(locale, "NO_INTERESTS") };
      return cards(
        basis.where,
        [...basis.orderBy, ...ORDER.popular],
        scope.kind === "company" ? "COMPANY_DID_NOT_CHOOSE" : "NO_INTERESTS",
      );
    }
    case "mandatory": {
      if (scope.kind !== "company") return { items: [], reason: reason(locale, "NOT_COMPANY_PLAN") };
      // the nearest due date first
      return cards(
        [eq(organisationCoursePicks.mandatory, true)],
        [sql`${organisationCoursePicks.dueAt} asc nulls last`, ...ORDER.popular],
        "NO_MANDATORY_COURSES",
      );
    }
    case "ending-soon": {
      const now = new Date();
      const until = new Date(now.getTime() + ENDING_SOON_DAYS * 86_400_000);
      return cards(
        [gt(courses.enrolmentClosesAt, now), lte(courses.enrolmentClosesAt, until)],
        [sql`${courses.enrolmentClosesAt} asc`, sql`${courses.id}`],
        "NONE_ENDING_SOON",
      );
    }
  }
}

const ENDPOINT_OF: Record<
  HomeSectionKey,
  Exclude<Extract<EndpointName, `home${string}`>, "homeTrendingSearches">
> = {
  continue: "homeContinue",
  "work-performance": "homeWorkPerformance",
  "technology-career": "homeTechnologyCareer",
  "self-management": "homeSelfManagement",
  "new-releases": "homeNewReleases",
  popular: "homePopular",
  "popular-picks": "homePopularPicks",
  recommended: "homeRecommended",
  mandatory: "homeMandatory",
  all: "homeAll",
  "ending-soon": "homeEndingSoon",
};

/** Lower-case, single spaces: "  Excel  Dasar" and "excel dasar" count as one term. */
export const normaliseTerm = (term: string) => term.trim().toLowerCase().replace(/\s+/g, " ");

export async function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const key of HOME_SECTIONS) {
    const e = endpoints[ENDPOINT_OF[key]];
    defineRoute(app, e, async (request, reply) => {
      const locale = localised(request, reply);
      const scope = await resolveScope(ctx.db, request);
      const answer = async () => ({
        data: {
          key,
          title: t(locale, `home.section.${key}`),
          locale,
          ...(await section(ctx, request, scope, key, request.query.limit, locale)),
        },
      });
      if (PERSONAL.has(key)) return answer();
      return ctx.catalogueCache.send(
        reply,
        JSON.stringify(["home", key, scopeKey(scope), locale, request.query.limit]),
        e.response,
        answer,
      );
    });
  }

  defineRoute(app, endpoints.homeTrendingSearches, async (request, reply) => {
    const locale = localised(request, reply);
    const since = new Date(Date.now() - TRENDING_DAYS * 86_400_000).toISOString().slice(0, 10);
    // What a company's people search for is the company's own: on a company site only its members see the
    // site's terms, and no other site's list (nor the fallback below) ever counts a company site's terms.
    const companySite = getSite(request.site.slug)?.type === "company";
    const member = request.auth?.organisation?.referral === request.site.referral;
    const top = (site: string | null) =>
      ctx.db
        .select({ term: searchTermCounts.term, count: sql<number>`sum(${searchTermCounts.count})::int` })
        .from(searchTermCounts)
        .where(
          and(
            gte(searchTermCounts.day, since),
            site ? eq(searchTermCounts.site, site) : notInArray(searchTermCounts.site, COMPANY_SITES),
          ),
        )
        .groupBy(searchTermCounts.term)
        .orderBy(desc(sql`sum(${searchTermCounts.count})`), searchTermCounts.term)
        .limit(request.query.limit);
    let terms = companySite && !member ? [] : await top(request.site.slug);
    if (terms.length === 0 && !companySite) terms = await top(null);
    const title = t(locale, "home.section.trending-searches");
    return {
      data: {
        locale,
        title,
        terms: terms.map((r) => ({ term: r.term, count: Number(r.count) })),
        reason: terms.length === 0 ? reason(locale, "NO_TRENDING_SEARCHES") : null,
      },
    };
  });

  defineRoute(
    app,
    endpoints.searchTermRecord,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const term = normaliseTerm(request.body.term);
      const day = new Date().toISOString().slice(0, 10);
      await ctx.db
        .insert(searchTermCounts)
        .values({ site: request.site.slug, term, day, count: 1 })
        .onConflictDoUpdate({
          target: [searchTermCounts.site, searchTermCounts.day, searchTermCounts.term],
          set: { count: sql`${searchTermCounts.count} + 1` },
        });
      return { data: { recorded: true } };
    },
  );
}
