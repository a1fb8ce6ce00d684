import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { courseBySlug } from "../learning/access";
import { courseAccess } from "./entitlement";

/**
 * What the viewer may open of a course and whether finishing it earns the certificate (the course page's upgrade
 * panel and the learning pages read it). Signing in is optional: an anonymous visitor is told what the course's
 * price and the site give everyone. A course the viewer cannot see is 404, as on its page.
 */
export async function accessRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  defineRoute(app, endpoints.courseAccess, async (request) => {
    const course = await courseBySlug(db, request, request.params.courseSlug);
    return {
      data: await courseAccess(db, {
        userId: request.auth?.user.id ?? null,
        course,
        site: request.site,
      }),
    };
  });
}
