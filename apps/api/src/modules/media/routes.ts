import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiError } from "../../errors";
import { localised } from "../../http/localised";
import { t } from "../../i18n";
import { mediaFiles } from "./files";
import { parseRange } from "./range";

const params = z.object({
  kind: z.enum(["videos", "captions"]),
  file: z.string().max(100),
});

/**
 * The product's own lesson clips and captions (packages/media), served with byte ranges so a player can seek
 * and a phone can fetch a clip in parts. Public, like the course pictures: the clips teach nothing a course
 * sells (a title, a summary), and a lesson's access is checked where the lesson is opened. Not calls of the
 * contract table (the answers are files, not JSON), so they stay out of the OpenAPI document.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get("/media/:kind/:file", {
    schema: { hide: true, params },
    handler: async (request, reply) => {
      const file = mediaFiles().get(`${request.params.kind}/${request.params.file}`);
      if (!file) throw new ApiError("NOT_FOUND", "media.notFound");
      const etag = `"${file.tag}"`;
      reply.header("content-type", file.type);
      reply.header("accept-ranges", "bytes");
      reply.header("etag", etag);
      // the URLs the lessons hand out carry the content's tag (?v=), so a year of caching is safe
      reply.header("cache-control", "public, max-age=31536000, immutable");
      // the helmet default (same-origin) would do; said explicitly because a <video> fetches without CORS
      reply.header("cross-origin-resource-policy", "same-origin");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      const ifRange = request.headers["if-range"];
      const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, file.size);
      if (range === "unsatisfiable") {
        const locale = localised(request, reply);
        return reply
          .code(416)
          .header("content-range", `bytes */${file.size}`)
          .header("content-type", "application/json; charset=utf-8")
          .header("cache-control", "no-store")
          .send({ message: t(locale, "media.badRange"), code: "RANGE_NOT_SATISFIABLE" });
      }
      if (!range) {
        reply.header("content-length", file.size);
        return reply.send(createReadStream(file.path));
      }
      reply.code(206);
      reply.header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
      reply.header("content-length", range.end - range.start + 1);
      return reply.send(createReadStream(file.path, { start: range.start, end: range.end }));
    },
  });
}
