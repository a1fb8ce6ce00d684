import { Button } from "@gk/ui/button";
import { createToastStore, Toaster, type ToastLook, type ToastStore } from "@gk/ui/toast";
import { createProgressController, TopProgressBar } from "@gk/ui/top-progress-bar";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { pick } from "./locale";

const meta = { title: "Feedback/Toast and progress bar", parameters: { frameHeight: 420 } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  id: {
    close: "Tutup",
    region: "Notifikasi",
    success: "Tautan berhasil disalin",
    info: "Hasil ekspor akan dikirim ke email Anda",
    danger: "Kode promo sudah dipakai",
    show: { success: "Tampilkan sukses", info: "Tampilkan info", danger: "Tampilkan bahaya" },
    hideAll: "Sembunyikan semua",
    loading: "Memuat halaman",
    start: "Mulai navigasi",
    done: "Selesai",
  },
  en: {
    close: "Close",
    region: "Notifications",
    success: "Link copied",
    info: "The export results will be emailed to you",
    danger: "This promo code has already been used",
    show: { success: "Show success", info: "Show info", danger: "Show danger" },
    hideAll: "Hide all",
    loading: "Loading page",
    start: "Start navigation",
    done: "Done",
  },
};

const looks: ToastLook[] = ["success", "info", "danger"];

/** A store per story instance, so the two theme frames do not share one toast. */
function useStore(durationMs?: number): ToastStore {
  const [store] = useState(() => createToastStore({ durationMs }));
  return store;
}

function StaticToast({ look, n, globals }: { look: ToastLook; n: number; globals: Record<string, unknown> }) {
  const t = pick(globals, text);
  const store = useStore(Infinity);
  useEffect(() => void store.show({ look, message: t[look] }), [store, look, t]);
  // Three toasters on one page only here: number their regions so each landmark has its own name.
  return (
    <Toaster store={store} closeLabel={t.close} regionLabel={`${t.region} ${n}`} className="static p-0" />
  );
}

export const Looks: Story = {
  render: (_a, { globals }) => (
    <div className="flex flex-col gap-3">
      {looks.map((look, i) => (
        <StaticToast key={look} look={look} n={i + 1} globals={globals} />
      ))}
    </div>
  ),
};

function LiveToasts({ globals }: { globals: Record<string, unknown> }) {
  const t = pick(globals, text);
  const store = useStore();
  return (
    <div className="flex flex-wrap gap-2">
      {looks.map((look) => (
        <Button key={look} variant="secondary" onClick={() => store.show({ look, message: t[look] })}>
          {t.show[look]}
        </Button>
      ))}
      <Button variant="ghost" onClick={() => store.hideAll()}>
        {t.hideAll}
      </Button>
      <Toaster store={store} closeLabel={t.close} regionLabel={t.region} />
    </div>
  );
}

/** Bottom on a phone, top from the md breakpoint; each toast clears itself after 3000 ms. */
export const Live: Story = { render: (_a, { globals }) => <LiveToasts globals={globals} /> };

function Progress({ globals, autoStart }: { globals: Record<string, unknown>; autoStart: boolean }) {
  const t = pick(globals, text);
  const [controller] = useState(() => createProgressController({ delayMs: 0 }));
  useEffect(() => {
    if (autoStart) controller.start();
  }, [controller, autoStart]);
  return (
    <div className="flex gap-2 pt-4">
      <TopProgressBar controller={controller} label={t.loading} className="absolute" />
      <Button variant="secondary" onClick={() => controller.start()}>
        {t.start}
      </Button>
      <Button variant="ghost" onClick={() => controller.done()}>
        {t.done}
      </Button>
    </div>
  );
}

export const TopProgress: Story = {
  name: "Top progress bar",
  parameters: { frameHeight: 160 },
  render: (_a, { globals }) => <Progress globals={globals} autoStart />,
};
