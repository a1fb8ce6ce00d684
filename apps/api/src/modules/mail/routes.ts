import { mailOutbox } from "@gk/db";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { localRequestsOnly } from "../../http/dev-only";
import { t } from "../../i18n";
import { escapeHtml } from "./templates";

/**
 * Development only: the outbox as a page, and each message as text, so reset links can be followed. Never
 * registered under NODE_ENV=production, and answered only to requests from this machine (http/dev-only.ts).
 */
export async function devOutboxRoutes(fastify: FastifyInstance, ctx: AppContext) {
  localRequestsOnly(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/dev/outbox", { schema: { hide: true } }, async (request, reply) => {
    const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
    const l = request.locale;
    const list = rows.length
      ? `<table><tr><th>${t(l, "dev.outbox.date")}</th><th>${t(l, "dev.outbox.to")}</th><th>${t(l, "dev.outbox.subject")}</th></tr>${rows
          .map(
            (r) =>
              `<tr><td>${r.createdAt.toISOString()}</td><td>${escapeHtml(r.to)}</td><td><a href="/dev/outbox/${r.id}">${escapeHtml(r.subject)}</a></td></tr>`,
          )
          .join("")}</table>`
      : `<p>${t(l, "dev.outbox.empty")}</p>`;
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="${l}"><meta charset="utf-8"><title>${t(l, "dev.outbox.title")}</title><body style="font-family:sans-serif"><h1>${t(l, "dev.outbox.title")}</h1>${list}</body></html>`,
      );
  });
  app.get(
    "/dev/outbox/:id",
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
      if (!row) throw new ApiError("NOT_FOUND");
      return reply
        .type("text/plain; charset=utf-8")
        .send(`To: ${row.to}\nSubject: ${row.subject}\n\n${row.text}`);
    },
  );
}
