import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { env } from "@/env";
import { pagesChanged } from "@/lib/page-cache/hot-pages";
import { PAGE_CACHE_TAGS } from "@/lib/page-cache/policy";

export const dynamic = "force-dynamic";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The API calls this when the catalogue changed (its change notifications, on every API replica): the pages
 * the page cache keeps under the named tags are expired at once, so the next visit renders them again. Only
 * the API may call it (the secret the web and the API share, API_PROXY_SECRET) and only with the page
 * cache's own tags.
 */
export async function POST(request: NextRequest) {
  const auth = request.headers.get("authorization") ?? "";
  if (!auth.startsWith("Bearer ") || !sameSecret(auth.slice(7), env.API_PROXY_SECRET)) {
    return Response.json({ error: "unauthorized" }, { status: 401 });
  }
  const body: unknown = await request.json().catch(() => null);
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    !tags.every((t) => PAGE_CACHE_TAGS.includes(t as string))
  ) {
    return Response.json(
      { error: "tags must name the page cache's tags", allowed: PAGE_CACHE_TAGS },
      { status: 400 },
    );
  }
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 });
  // every page the proxy keeps in memory carries the catalogue tag, the only one there is
  pagesChanged();
  return Response.json({ revalidated: tags });
}
