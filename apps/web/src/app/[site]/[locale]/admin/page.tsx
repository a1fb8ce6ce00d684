import { redirect } from "next/navigation";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

/**
 * The console's index: its first section is the dashboard, whose frame lists the other sections (members,
 * courses, groups). The dashboard page itself shows the not-found page to anyone but a company's admins.
 */
export default async function AdminIndexPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  redirect(localePath(locale, "/admin/reports"));
}
