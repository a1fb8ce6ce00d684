import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { InvitationCard } from "@/components/org/invitation-card";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "auth" }))("invitation.title"),
    robots: { index: false },
  };
}

/** The page of a company admin's mailed invitation link (`/invitations/{token}`); signed-in owners only. */
export default async function InvitationPage({
  params,
}: {
  params: Promise<SiteParams & { token: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthCard title={t("invitation.title")}>
      <QueryProvider>
        <InvitationCard locale={locale} token={decodeURIComponent(token)} />
      </QueryProvider>
    </AuthCard>
  );
}
