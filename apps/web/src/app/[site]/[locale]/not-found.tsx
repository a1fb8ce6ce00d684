import { headers } from "next/headers";
import Link from "next/link";

const text = {
  id: { title: "Halaman tidak ditemukan", home: "Kembali ke Beranda", homeHref: "/" },
  en: { title: "Page not found", home: "Back to Home", homeHref: "/en" },
} as const;

/**
 * The not-found route. It renders inside the site layout, so it carries the site's colours. Next does not
 * pass route params to not-found files, so the language comes from the header the proxy sets: the
 * visitor's language is shown first and the other one under it.
 */
export default async function NotFound() {
  const first = (await headers()).get("x-gk-locale") === "en" ? "en" : "id";
  const second = first === "en" ? "id" : "en";
  return (
    <main
      lang={first}
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold text-ink">
        <span>{text[first].title}</span>
        <span className="block text-base font-normal text-ink-muted" lang={second}>
          {text[second].title}
        </span>
      </h1>
      <Link
        href={text[first].homeHref}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white"
      >
        {text[first].home} · <span lang={second}>{text[second].home}</span>
      </Link>
    </main>
  );
}
