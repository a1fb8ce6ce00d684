import { certificateParams, endpoints, type Locale } from "@gk/contracts";
import { certificates, courses, type Certificate, type Db } from "@gk/db";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAuth } from "../../plugins/auth";
import { errorResponses } from "../auth/routes";
import { pick } from "../catalogue/cards";
import { localised, route } from "../catalogue/http";
import { renderCertificatePdf } from "./pdf";

/** The public verification page of the web app (served there at /certificates/{code}). */
export const verifyUrl = (publicWebUrl: string, code: string) => `${publicWebUrl.replace(/\/+$/, "")}/certificates/${encodeURIComponent(code)}`;

async function byCode(db: Db, code: string) {
  const [row] = await db.select({ cert: certificates, courseSlug: courses.slug }).from(certificates).innerJoin(courses, eq(courses.id, certificates.courseId)).where(eq(certificates.code, code.toUpperCase()));
  if (!row) throw new ApiError("NOT_FOUND", "certificate.notFound");
  return row;
}

function view(cert: Certificate, courseSlug: string, locale: Locale, publicWebUrl: string) {
  return {
    code: cert.code,
    fullName: cert.fullName,
    course: pick(locale, cert.courseNameId, cert.courseNameEn),
    courseSlug,
    institution: pick(locale, cert.institutionNameId, cert.institutionNameEn),
    issuedAt: cert.issuedAt.toISOString(),
    verifyUrl: verifyUrl(publicWebUrl, cert.code),
    pdfPath: `/certificates/${cert.code}/pdf`,
  };
}

/**
 * Certificates (issue 5 item 6). Verification and the PDF need no sign-in: the code printed on the paper (and
 * in its QR code) is what a verifier has. Issuing happens when a course is completed (learning/progress.ts).
 */
export async function certificateRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const tags = ["certificates"];

  app.get(route(endpoints.certificate.path), {
    schema: { tags, summary: "Verify a certificate by its code (public)", params: endpoints.certificate.request, response: { 200: endpoints.certificate.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { cert, courseSlug } = await byCode(db, request.params.code);
      return { data: { ...view(cert, courseSlug, locale, config.publicWebUrl), locale, valid: true as const } };
    },
  });

  app.get(`${route(endpoints.certificate.path)}/pdf`, {
    schema: { tags, summary: "The certificate as a PDF (public; the QR code points to the verification page)", params: certificateParams },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { cert, courseSlug } = await byCode(db, request.params.code);
      const v = view(cert, courseSlug, locale, config.publicWebUrl);
      const pdf = await renderCertificatePdf({ code: v.code, fullName: v.fullName, course: v.course, institution: v.institution, issuedAt: cert.issuedAt, verifyUrl: v.verifyUrl }, locale);
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", `inline; filename="gurukita-${cert.code}.pdf"`);
      return reply.send(Buffer.from(pdf));
    },
  });

  app.get(endpoints.myCertificates.path, {
    preHandler: requireAuth(ctx),
    schema: { tags, summary: "The learner's certificates, newest first", response: { 200: endpoints.myCertificates.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const rows = await db.select({ cert: certificates, courseSlug: courses.slug }).from(certificates).innerJoin(courses, eq(courses.id, certificates.courseId)).where(eq(certificates.userId, request.auth!.user.id)).orderBy(desc(certificates.issuedAt));
      return { data: { locale, items: rows.map((r) => view(r.cert, r.courseSlug, locale, config.publicWebUrl)) } };
    },
  });
}
