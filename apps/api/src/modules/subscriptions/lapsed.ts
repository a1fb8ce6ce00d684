import { companySubscriptions, type Db } from "@gk/db";
import { eq } from "drizzle-orm";

/**
 * Whether a company's subscription has lapsed (its trial or paid period ended unconfirmed). A company without
 * a subscription (set up before the business plan, or by other means) never lapses.
 */
export async function hasLapsed(db: Db, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ state: companySubscriptions.state })
    .from(companySubscriptions)
    .where(eq(companySubscriptions.organisationId, organisationId));
  return row?.state === "lapsed";
}
