import type { ReactNode } from "react";

/** The frame of the sign-in pages: one centred card, full width on phones. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="space-y-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {subtitle ? <div className="text-ink-muted">{subtitle}</div> : null}
        </div>
        {children}
      </div>
    </main>
  );
}
