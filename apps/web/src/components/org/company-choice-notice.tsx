import type { Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { hasTokenCookie, serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";

/**
 * A company that has not chosen any course shows its people nothing (closed by default), so the home page
 * says why, and tells the company's admin where to choose. Nothing for anyone else.
 */
export async function CompanyChoiceNotice({ locale }: { locale: Locale }) {
  if (!(await hasTokenCookie())) return null;
  const api = await serverApi(locale);
  const profile = await api.request("profile", {}).catch(() => null);
  const user = profile?.data.user;
  if (user?.organisation?.kind !== "company") return null;
  const courses = await api.request("courses", { perPage: 1 }).catch(() => null);
  if (!courses || courses.data.total > 0) return null;
  const t = await getTranslations({ locale, namespace: "home" });
  const admin = user.role === "admin";
  return (
    <section role="status" className="space-y-2 rounded-card border border-line bg-surface p-5">
      <p className="font-semibold text-ink">
        {t(admin ? "companyNotChosen.admin" : "companyNotChosen.learner", {
          organisation: user.organisation.name,
        })}
      </p>
      {admin ? (
        <Link
          href={localePath(locale, "/admin/courses")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
        >
          {t("companyNotChosen.choose")}
        </Link>
      ) : null}
    </section>
  );
}
