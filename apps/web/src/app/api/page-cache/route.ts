import type { NextRequest } from "next/server";
import { NONCE_HEADER } from "@/lib/security-headers";
import { keptPageAnswer, pageAnswer, PageBytes, toResponse } from "@/lib/page-cache/answer";
import { hotPages } from "@/lib/page-cache/hot-pages";
import { PAGE_MARK_HEADER, pagePlaceholder } from "@/lib/page-cache/placeholder";
import { PAGE_KEY_HEADER, PAGE_PATH_HEADER } from "@/lib/page-cache/policy";
import { storedPage, UnstoredPage } from "@/lib/page-cache/store";

export const dynamic = "force-dynamic";

/**
 * The page cache's answer to a visit the proxy sent here (src/proxy.ts: a home or course page, no session,
 * not in the proxy's memory): the page from Next's data cache, rendered once for everyone, with this answer's
 * nonce; the page is then handed to the proxy's memory for the next visits. A request that did not come
 * through the proxy (no placeholder mark) is not a page of this site: 404.
 */
export async function GET(request: NextRequest) {
  const h = request.headers;
  const nonce = h.get(NONCE_HEADER);
  const csp = h.get("content-security-policy");
  const key = h.get(PAGE_KEY_HEADER);
  const path = h.get(PAGE_PATH_HEADER);
  if (h.get(PAGE_MARK_HEADER) !== pagePlaceholder() || !nonce || !csp || !key || !path) {
    return new Response(null, { status: 404 });
  }
  const target = {
    path,
    host: h.get("x-forwarded-host") ?? h.get("host") ?? "",
    proto: key.startsWith("https:") ? ("https" as const) : ("http" as const),
  };
  try {
    const page = await storedPage(key, target);
    const bytes = PageBytes.of(page.html, page.link);
    hotPages().set(key, bytes);
    return toResponse(keptPageAnswer(bytes, { nonce, csp }));
  } catch (err) {
    if (!(err instanceof UnstoredPage)) throw err;
    const { status, body, headers } = err;
    return pageAnswer(body, {
      status,
      nonce,
      csp,
      link: headers.get("link"),
      location: headers.get("location"),
    });
  }
}
