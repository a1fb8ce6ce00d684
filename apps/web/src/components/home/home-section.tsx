import { HOME_SECTION_CATEGORIES, type EndpointName, type HomeSectionKey, type Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { BusyState } from "../busy-state";
import { cardLabels } from "../course-grid";
import { HomeSectionView } from "./home-section-view";
import { RecommendedRefresh } from "./recommended-section";

export type HomeEndpoint = Extract<EndpointName, `home${string}`> &
  Exclude<EndpointName, "homeTrendingSearches">;

/** Reasons that mean "this section is not for you" rather than "nothing here yet": the section is left out. */
const HIDDEN_WHEN = new Set(["NOT_SIGNED_IN", "NOT_COMPANY_PLAN"]);

/**
 * Where a section's "see all" leads: the full list the row is the start of. The themed rows are their
 * categories, the sorted rows the same sort, "continue" the learner's own classes; the rest are the catalogue.
 */
export function seeAllPath(locale: Locale, key: HomeSectionKey): string {
  const explore = (params: [string, string][] = []) => {
    const query = new URLSearchParams(params).toString();
    return localePath(locale, "/explore") + (query ? `?${query}` : "");
  };
  switch (key) {
    case "continue":
      return localePath(locale, "/my-class");
    case "work-performance":
    case "technology-career":
    case "self-management":
      return explore(HOME_SECTION_CATEGORIES[key].map((c) => ["category", c]));
    case "new-releases":
      return explore([["sort", "newest"]]);
    case "popular-picks":
      return explore([["sort", "rating"]]);
    default:
      return explore();
  }
}

/**
 * How many cards a section shows: one row on a desktop (four columns), a short sideways row on a phone, and
 * "see all" for the rest. Ten sections of two rows each made a home page of ~570 kB of HTML that a slow
 * phone spent seconds laying out and hydrating before a tap did anything.
 */
export const HOME_SECTION_CARDS = 4;

/**
 * One home section from its own endpoint: cards, or its empty state with a way forward, or "server busy". A
 * function the page awaits (not an async component), so the page has every section before it renders any.
 */
export async function homeSection({
  endpoint,
  locale,
  limit = HOME_SECTION_CARDS,
  eager = 0,
}: {
  endpoint: HomeEndpoint;
  locale: Locale;
  limit?: number;
  eager?: number;
}) {
  const api = await serverApi(locale);
  const t = await getTranslations({ locale, namespace: "search" });
  const th = await getTranslations({ locale, namespace: "home" });
  let section;
  try {
    section = (await api.request(endpoint, { limit })).data;
  } catch {
    return (
      <section className="space-y-3">
        <BusyState locale={locale} />
      </section>
    );
  }
  if (section.reason && HIDDEN_WHEN.has(section.reason.code)) return null;
  const view = {
    locale,
    labels: await cardLabels(locale),
    exploreLabel: t("explore"),
    emptyTitle: t("empty.title"),
    seeAll: {
      href: seeAllPath(locale, section.key),
      label: th("homePhone.seeAll"),
      name: th("homePhone.seeAllOf", { section: section.title }),
    },
    eager,
  };
  if (section.key === "recommended") {
    const tp = await getTranslations({ locale, namespace: "profile" });
    // the empty state's way forward is choosing interests only while there are none to go on
    const emptyAction =
      section.reason?.code === "NO_INTERESTS"
        ? { href: `${localePath(locale, "/profile/edit")}#interests`, label: tp("interests.choose") }
        : undefined;
    return (
      <>
        <RecommendedRefresh />
        <HomeSectionView section={section} {...view} emptyAction={emptyAction} />
      </>
    );
  }
  return (
    <HomeSectionView
      section={section}
      {...view}
      footer={section.key === "mandatory" ? await dueDateFooter(locale) : undefined}
    />
  );
}

/** Under a mandatory course: the date its company wants it finished by, when it set one. */
async function dueDateFooter(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "admin" });
  const df = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "long",
    timeZone: "Asia/Jakarta",
  });
  return (c: { dueAt?: string | null }) =>
    c.dueAt ? (
      <p className="text-sm font-semibold text-danger-ink" data-due-at={c.dueAt}>
        {t("mandatory.dueBy", { date: df.format(new Date(c.dueAt)) })}
      </p>
    ) : null;
}
