import type { MemberStatus, OrgMemberListRequest } from "@gk/contracts";

/** People per page of the members console. */
export const MEMBERS_PER_PAGE = 20;

/**
 * The members list call for a page, search and status filter. One function for the console and the page
 * that prefills its first answer on the server, so both use the same react-query key.
 */
export function membersPayload(
  page: number,
  q: string,
  status: MemberStatus | undefined,
): OrgMemberListRequest {
  return { page, perPage: MEMBERS_PER_PAGE, ...(q ? { q } : {}), ...(status ? { status } : {}) };
}

/** What the console shows first: page one, no search, every status. */
export const FIRST_MEMBERS_PAGE = membersPayload(1, "", undefined);
