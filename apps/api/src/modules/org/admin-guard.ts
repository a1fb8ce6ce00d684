import type { Organisation } from "@gk/db";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../errors";

export interface CompanyAdmin {
  adminUserId: string;
  membershipId: string;
  organisation: Organisation;
}

/**
 * The console's one gate: the session's account must be an admin membership of a company. Anyone else, a
 * learner of that company, an admin of a regional organisation, a person without a company, gets 403.
 */
export function companyAdmin(request: FastifyRequest): CompanyAdmin {
  const { membership, organisation, user } = request.auth!;
  if (!membership || !organisation || membership.role !== "admin" || organisation.kind !== "company")
    throw new ApiError("FORBIDDEN");
  return { adminUserId: user.id, membershipId: membership.id, organisation };
}

/** `%`, `_` and `\` typed by the admin match themselves in an ILIKE pattern. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
