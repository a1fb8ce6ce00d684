import { endpoints, initialCompanyPassword, normalizeEmail, normalizePhone } from "@gk/contracts";
import { hashPassword, memberships, users } from "@gk/db";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { findUser } from "../auth/users";

/**
 * Company admins create employee accounts. A new person gets the initial password
 * `<referral>#<employee number>` and must replace it at first login; a person who already has an account
 * keeps their password and just gains the membership.
 */
export async function orgRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, endpoints.orgMemberCreate, async (request) => {
    const { membership, organisation } = request.auth!;
    if (!membership || !organisation || membership.role !== "admin") throw new ApiError("FORBIDDEN");
    const body = request.body;
    const email = body.email ? normalizeEmail(body.email) : null;
    const phone = body.phone ? normalizePhone(body.phone) : null;
    if (body.phone && !phone) throw ApiError.field("phone", "field.invalidPhone");
    const [taken] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, organisation.id),
          eq(memberships.employeeNumber, body.employeeNumber),
        ),
      );
    if (taken) throw new ApiError("CONFLICT", "org.employeeTaken");
    let user =
      (email ? await findUser(ctx.db, { email }) : undefined) ??
      (phone ? await findUser(ctx.db, { phone }) : undefined);
    if (!user) {
      const passwordHash = await hashPassword(
        initialCompanyPassword(organisation.referral, body.employeeNumber),
      );
      [user] = await ctx.db
        .insert(users)
        .values({ fullName: body.fullName, email, phone, passwordHash, mustChangePassword: true })
        .returning();
    }
    const [created] = await ctx.db
      .insert(memberships)
      .values({
        userId: user!.id,
        organisationId: organisation.id,
        role: body.role,
        employeeNumber: body.employeeNumber,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new ApiError("CONFLICT", "org.employeeTaken");
    return {
      data: {
        accountId: created.id,
        userId: user!.id,
        employeeNumber: body.employeeNumber,
        mustChangePassword: user!.mustChangePassword,
      },
    };
  });
}
