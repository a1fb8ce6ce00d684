import Link from "next/link";

/**
 * The not-found route. It renders inside the site layout, so it carries the site's colours; the text is
 * given in both languages because Next does not pass route params to not-found files.
 */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold text-ink">
        <span lang="id">Halaman tidak ditemukan</span>
        <span className="block text-base font-normal text-ink-muted" lang="en">
          Page not found
        </span>
      </h1>
      <Link
        href="/"
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white"
      >
        Kembali ke Beranda · Back to Home
      </Link>
    </main>
  );
}
