import type { SearchKey } from "@gk/contracts";
import { parseNodes, SEARCH_INDEXES } from "@gk/search";
import type { Client } from "typesense";
import type { SearchConfig } from "../../config";
import type { CatalogueScope } from "../catalogue/scope";
import { allCollections, tenantIndexes, tenantIndexOf, visibilityFilter } from "./collections";
import { searchOnlyKey } from "./client";

const nodeUrl = (n: ReturnType<typeof parseNodes>[number]) =>
  `${n.protocol}://${n.host}:${n.port}${n.path ?? ""}`;

/**
 * The browser's key: a scoped search-only key (the official client's generateScopedSearchKey, computed
 * offline, so it is handed out even while the nodes are down) whose embedded `filter_by` is the viewer's
 * visible catalogue. The node ANDs it with the browser's own filter, and embedded parameters win over the
 * request's, so a browser can narrow what the key shows but never widen it.
 */
export function scopedKeyFor(
  client: Client,
  config: SearchConfig,
  scope: CatalogueScope,
  referral: string | null,
  now = Date.now(),
): SearchKey {
  const expiresAt = Math.floor(now / 1000) + config.keyTtlSeconds;
  const parent = searchOnlyKey(
    config,
    allCollections(config).map((c) => c.name),
  );
  const key = client
    .keys()
    .generateScopedSearchKey(parent, { filter_by: visibilityFilter(scope), expires_at: expiresAt });
  return {
    nodes: parseNodes(config.publicNodes).map(nodeUrl),
    key,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
    collections: {
      courses: SEARCH_INDEXES.courses,
      general: SEARCH_INDEXES.general,
      bundles: SEARCH_INDEXES.bundles,
      business: SEARCH_INDEXES.business,
      tenant: maintainedTenantIndex(referral, config),
    },
    scope: scope.kind,
  };
}

/** The site's tenant index when the API keeps one (a referral unknown to the registry has none). */
function maintainedTenantIndex(referral: string | null, config: SearchConfig): string | null {
  const name = tenantIndexOf(referral, config);
  return name && tenantIndexes(config).some((t) => t.name === name) ? name : null;
}
