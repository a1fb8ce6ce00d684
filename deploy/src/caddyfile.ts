import { requireSite, sites } from "@gk/tenancy";

/**
 * The reverse proxy's host → tenant group table, generated from the tenants so that it cannot drift from the
 * host rules the web app applies (@gk/tenancy resolveSite, production rules). A web deployment serves one
 * group and sends a host of another group to that site's own domain, so a host routed to the wrong group's
 * web service would bounce; the tests in caddyfile.test.ts check this table against resolveSite host by host.
 *
 * The rules, in the order the web app applies them, on the host lower-cased without port, trailing dot and
 * one leading `www.`:
 *   1. a whole host name claimed by a site (its own domain);
 *   2. `<referral>.tenant.<domain>`: the village tenant site;
 *   3. no sub-domain (two labels or fewer): the general site;
 *   4. a first label containing `business`: the business site;
 *   5. first label `gate`: the gate site;
 *   6. a first label claimed by a site;
 *   7. anything else: the general site.
 */

export const GROUPS = ["core", "regional", "government", "company"] as const;
export type Group = (typeof GROUPS)[number];

export interface HostRoute {
  /** RE2 (Caddy) and JavaScript alike: no look-around, no backreferences; matched case-insensitively */
  pattern: string;
  group: Group;
  /** why this entry exists, written into the Caddyfile beside it */
  note: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const groupOf = (slug: string) => requireSite(slug).group;
const LABEL = "[a-z0-9-]+";
/** one or more further labels: every pattern spans the whole host, and a host that is not a valid name
 * (empty label, underscore) matches none, as the web app sends those to the general site too */
const REST = `(\\.${LABEL})+`;

/** The ordered table; the first matching pattern wins, nothing matching means the general site's group. */
export function hostRoutes(): HostRoute[] {
  const all = [...sites.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  const routes: HostRoute[] = [];
  for (const site of all) {
    for (const host of site.hosts.production.filter((h) => h.includes("."))) {
      routes.push({
        pattern: `^${escape(host.toLowerCase())}$`,
        group: site.group,
        note: `${site.slug}: its own domain`,
      });
    }
  }
  routes.push({
    pattern: `^${LABEL}\\.tenant${REST}$`,
    group: groupOf("tenant"),
    note: "tenant: <referral>.tenant.<domain>",
  });
  routes.push({
    pattern: `^${LABEL}(\\.${LABEL})?$`,
    group: groupOf("general"),
    note: "general: no sub-domain",
  });
  routes.push({
    pattern: `^[a-z0-9-]*business[a-z0-9-]*${REST}$`,
    group: groupOf("business"),
    note: "business: a first label containing business",
  });
  routes.push({ pattern: `^gate${REST}$`, group: groupOf("gate"), note: "gate: first label gate" });
  for (const site of all) {
    for (const label of site.hosts.production.filter((h) => !h.includes("."))) {
      routes.push({
        pattern: `^${escape(label.toLowerCase())}${REST}$`,
        group: site.group,
        note: `${site.slug}: first label ${label}`,
      });
    }
  }
  return routes;
}

/** Caddy's normalisation step in JavaScript, for the tests: what the first map makes of {host}. */
export function normaliseLikeCaddy(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.+$/, "")
    .replace(/^www\./, "");
}

/** The group the generated table picks for a host (the same first-match walk Caddy's map does). */
export function groupForHost(host: string, routes = hostRoutes()): Group {
  const h = normaliseLikeCaddy(host);
  for (const r of routes) if (new RegExp(r.pattern, "i").test(h)) return r.group;
  return groupOf("general");
}

/** Where the rendered config sends traffic; the tests point it at local stand-ins. */
export interface RenderOptions {
  /** a static upstream for a service instead of its compose DNS name, e.g. `127.0.0.1:4101` */
  upstream?: (service: string, port: number) => string;
  /** the public listener (default :80) and the internal API listener (default :4000) */
  publicAddress?: string;
  internalApiAddress?: string;
  healthAddress?: string;
  /** the interface every listener binds to (default all) */
  bind?: string;
}

/**
 * A reverse_proxy block over every container of a compose service: the service name resolves to one address
 * per replica, re-read every few seconds, so scaling a service needs no change here. A replica that fails is
 * skipped for a while and the request retried on another.
 */
function proxyToService(
  name: string,
  port: number,
  depth: number,
  options: RenderOptions,
  extra: string[] = [],
): string {
  const t = "\t".repeat(depth);
  const to = options.upstream
    ? [`${t}\tto ${options.upstream(name, port)}`]
    : [`${t}\tdynamic a {`, `${t}\t\tname ${name}`, `${t}\t\tport ${port}`, `${t}\t\trefresh 5s`, `${t}\t}`];
  return [
    `${t}reverse_proxy {`,
    ...to,
    `${t}\tlb_policy round_robin`,
    `${t}\tlb_retries 2`,
    `${t}\tfail_duration 10s`,
    ...extra.map((line) => `${t}\t${line}`),
    `${t}}`,
  ].join("\n");
}

/**
 * What the API trusts from its proxies (the names of @gk/contracts' PROXY_HEADERS): the client address Caddy
 * worked out (`{client_ip}`, from the trusted load balancer's X-Forwarded-For), the requested host and the
 * shared secret from the proxy's environment.
 */
const API_TRUST_HEADERS = [
  "header_up X-Gk-Client-Address {client_ip}",
  "header_up X-Gk-Site-Host {host}",
  "header_up X-Gk-Proxy-Secret {env.API_PROXY_SECRET}",
];

export function renderCaddyfile(options: RenderOptions = {}): string {
  const routes = hostRoutes();
  // single spaces, as `caddy fmt` writes it: Caddy warns at start about a file that is not formatted
  const table = routes.map((r) => `\t\t~(?i)${r.pattern} ${r.group} # ${r.note}`).join("\n");
  const bind = options.bind ? `\tbind ${options.bind}\n` : "";
  const typesense = [1, 2, 3]
    .map((n) => options.upstream?.(`typesense-${n}`, 8108) ?? `typesense-${n}:8108`)
    .join(" ");
  const webHandles = GROUPS.map(
    (g) => `\thandle @${g} {\n${proxyToService(`web-${g}`, 3000, 2, options)}\n\t}`,
  ).join("\n");
  return `# GENERATED by \`pnpm --filter @gk/deploy generate\` from tenants/*/tenant.json: do not edit by hand.
# The deploy tests fail while this file differs from what the tenants generate.
#
# One listener for every site. TLS is terminated in front of this proxy (the platform's load balancer holds
# the certificates for the product domain, its wildcard and the sites' own domains); here each request is
# sent by path to the API or the search cluster, and by host to the web service of the site's tenant group.
{
\tauto_https off
\tadmin off
\tservers {
\t\t# the load balancer in front sets X-Forwarded-For/Proto; trust it only from private networks, and read
\t\t# the client address from the right of X-Forwarded-For (entries further left are the client's own claims)
\t\ttrusted_proxies static private_ranges
\t\ttrusted_proxies_strict
\t}
}

${options.publicAddress ?? ":80"} {
${bind}\tencode zstd gzip

\t# Same-origin API prefix straight to the API replicas: the web app's /api/gk route would do the same
\t# forwarding one hop later. Like that route, the proxy tells the API the visitor's address and the host
\t# they asked for, with the shared secret (the API believes them only from a trusted peer with it); these
\t# replace whatever a browser sent under the same names.
\thandle_path /api/gk/* {
${proxyToService("api", 4000, 2, options, API_TRUST_HEADERS)}
\t}

\t# Browser search against the Typesense cluster with the scoped search-only keys the API hands out. Only
\t# the two search endpoints the browser adapter calls (and health) are reachable from outside; everything
\t# else of the search API, including key management, stays on the private network.
\t@search_public path /typesense/multi_search /typesense/collections/*/documents/search /typesense/health
\thandle @search_public {
\t\turi strip_prefix /typesense
\t\treverse_proxy ${typesense} {
\t\t\tlb_policy round_robin
\t\t\tlb_retries 2
\t\t\thealth_uri /health
\t\t\thealth_interval 5s
\t\t}
\t}
\thandle /typesense/* {
\t\trespond 404
\t}

\t# The API's calls that make the web servers' page caches follow the catalogue go to each web replica over
\t# the private network; from outside there is no such page (the route also wants the shared secret).
\thandle /api/revalidate* {
\t\trespond 404
\t}

\t# Host → tenant group. First the host as the web app reads it: lower case (the patterns ignore case), no
\t# trailing dot, one leading www. removed. Then the first matching rule of the table wins.
\tmap {host} {gk_host} {
\t\t~(?i)^www\\.(.+?)\\.*$ \${1}
\t\t~(?i)^(.+?)\\.*$ \${1}
\t}
\tmap {gk_host} {gk_group} {
${table}
\t\tdefault ${groupOf("general")}
\t}

${GROUPS.map((g) => `\t@${g} vars {gk_group} ${g}`).join("\n")}

${webHandles}
}

# Internal listener for the web servers' own calls to the API (API_INTERNAL_URL): the same balancing over
# the API replicas, never published outside the private network.
${options.internalApiAddress ?? ":4000"} {
${bind}${proxyToService("api", 4000, 1, options)}
}

# The proxy's own liveness for the container health check, answered without touching any upstream.
${options.healthAddress ?? ":9180"} {
${bind}\trespond /healthz "ok" 200
}
`;
}
