import { Button } from "@gk/ui/button";
import { EmptyState } from "@gk/ui/empty-state";
import { ErrorState } from "@gk/ui/error-state";
import { RetryButton } from "@gk/ui/retry-button";
import { Skeleton } from "@gk/ui/skeleton";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchX, Sparkles } from "lucide-react";
import { useState } from "react";
import { pick } from "./locale";

const meta = { title: "States/Empty, error, loading" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  id: {
    notFound: "Kursus tidak ditemukan",
    notFoundText: "Coba kata kunci lain atau atur ulang filter.",
    reset: "Atur ulang filter",
    noRecs: "Belum ada rekomendasi untuk Anda saat ini",
    noRecsText: "Pilih minat Anda agar kami bisa menyarankan kursus.",
    interests: "Pilih minat",
    busy: "Maaf, server sedang sibuk",
    busyText: "Coba lagi sebentar lagi.",
    retry: "Coba lagi",
  },
  en: {
    notFound: "Course not found",
    notFoundText: "Try other keywords or reset the filters.",
    reset: "Reset filters",
    noRecs: "No recommendations for you at the moment",
    noRecsText: "Choose your interests so we can suggest courses.",
    interests: "Choose interests",
    busy: "Sorry, the server is busy",
    busyText: "Please try again in a moment.",
    retry: "Try again",
  },
};

export const Empty: Story = {
  render: (_a, { globals }) => {
    const t = pick(globals, text);
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <EmptyState
          icon={<SearchX className="size-7" />}
          title={t.notFound}
          text={t.notFoundText}
          action={<Button variant="secondary">{t.reset}</Button>}
        />
        <EmptyState
          icon={<Sparkles className="size-7" />}
          title={t.noRecs}
          text={t.noRecsText}
          action={<Button>{t.interests}</Button>}
        />
      </div>
    );
  },
};

function RetryDemo({ globals }: { globals: Record<string, unknown> }) {
  const t = pick(globals, text);
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorState
      title={t.busy}
      text={t.busyText}
      action={
        <RetryButton
          label={t.retry}
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            setTimeout(() => setRetrying(false), 1500);
          }}
        />
      }
    />
  );
}

export const ServerBusy: Story = { render: (_a, { globals }) => <RetryDemo globals={globals} /> };

export const Loading: Story = {
  render: () => (
    <div aria-busy className="flex max-w-md flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton flush className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  ),
};
