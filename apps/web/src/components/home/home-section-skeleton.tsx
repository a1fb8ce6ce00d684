import { CourseCardSkeleton } from "@gk/ui/skeleton";

/**
 * A home section while it loads. Its own module: importing it from home-section.tsx would bring the home's
 * client sections (recommendations) into the scripts of any other page that shows it.
 */
export function HomeSectionSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <div className="h-7 w-56 animate-pulse rounded bg-surface-muted" />
      {/* the same shape as the section it stands for: a row on phones, the grid from sm up */}
      <div className="flex gap-3 overflow-hidden sm:grid sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <CourseCardSkeleton key={i} className="w-64 shrink-0 sm:w-auto" />
        ))}
      </div>
    </div>
  );
}
