import { certificateParams, endpoints, type Locale } from "@gk/contracts";
import { certificates, courses, type Certificate, type Db } from "@gk/db";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { route } from "../../http/route-path";
import { t } from "../../i18n";
import { ERASED_NAME } from "../account/delete";
import { pick } from "../catalogue/cards";
import { renderCertificatePdf } from "./pdf";

/** The public verification page of the web app (served there at /certificates/{code}). */
export const verifyUrl = (publicWebUrl: string, code: string) =>
  `${publicWebUrl.replace(/\/+$/, "")}/certificates/${encodeURIComponent(code)}`;

async function byCode(db: Db, code: string) {
  const [row] = await db
    .select({ cert: certificates, courseSlug: courses.slug })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, code.toUpperCase()));
  if (!row) throw new ApiError("NOT_FOUND", "certificate.notFound");
  return row;
}

function view(cert: Certificate, courseSlug: string, locale: Locale, publicWebUrl: string) {
  return {
    code: cert.code,
    // a holder who deleted the account and chose not to keep the name on it
    fullName: cert.fullName === ERASED_NAME ? t(locale, "certificate.anonymousHolder") : cert.fullName,
    course: pick(locale, cert.courseNameId, cert.courseNameEn),
    courseSlug,
    institution: pick(locale, cert.institutionNameId, cert.institutionNameEn),
    issuedAt: cert.issuedAt.toISOString(),
    verifyUrl: verifyUrl(publicWebUrl, cert.code),
    pdfPath: `/certificates/${cert.code}/pdf`,
  };
}

/**
 * Certificates. Verification and the PDF need no sign-in: the code printed on the paper (and in its QR code)
 * is what a verifier has. Issuing happens when a course is completed (learning/progress.ts).
 */
export async function certificateRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  defineRoute(app, endpoints.certificate, async (request, reply) => {
    const locale = localised(request, reply);
    const { cert, courseSlug } = await byCode(db, request.params.code);
    return { data: { ...view(cert, courseSlug, locale, config.publicWebUrl), locale, valid: true as const } };
  });

  // Not a call of the contract table: the answer is a PDF file the browser opens by its link, not JSON for
  // the client, so it is registered here with the verification call's code parameter.
  app.withTypeProvider<ZodTypeProvider>().get(`${route(endpoints.certificate.path)}/pdf`, {
    schema: {
      tags: [endpoints.certificate.tag],
      summary: "The certificate as a PDF (public; the QR code points to the verification page)",
      params: certificateParams,
    },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { cert, courseSlug } = await byCode(db, request.params.code);
      const v = view(cert, courseSlug, locale, config.publicWebUrl);
      const pdf = await renderCertificatePdf(
        {
          code: v.code,
          fullName: v.fullName,
          course: v.course,
          institution: v.institution,
          issuedAt: cert.issuedAt,
          verifyUrl: v.verifyUrl,
        },
        locale,
      );
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", `inline; filename="gurukita-${cert.code}.pdf"`);
      return reply.send(Buffer.from(pdf));
    },
  });

  defineRoute(app, endpoints.myCertificates, async (request, reply) => {
    const locale = localised(request, reply);
    const rows = await db
      .select({ cert: certificates, courseSlug: courses.slug })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .where(eq(certificates.userId, request.auth!.user.id))
      .orderBy(desc(certificates.issuedAt));
    return {
      data: { locale, items: rows.map((r) => view(r.cert, r.courseSlug, locale, config.publicWebUrl)) },
    };
  });
}
