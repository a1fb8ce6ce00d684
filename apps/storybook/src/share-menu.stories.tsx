import { buildShareLinks } from "@gk/ui/share-urls";
import { ShareMenu } from "@gk/ui/share-menu";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { pick } from "./locale";
import { keepOpen, usePortalContainer } from "./theme-frames";

const meta = { title: "Catalogue/Share menu", parameters: { frameHeight: 440 } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const url = "https://gurukita.id/course/manajemen-waktu";
const lmsUrl = "https://lms.gurukita.id/local/gurukita/index.php?type=course&slug=manajemen-waktu";

const text = {
  id: {
    share: "Manajemen Waktu untuk Profesional Sibuk — yuk belajar gratis bareng di GuruKita!",
    labels: {
      trigger: "Bagikan",
      whatsapp: "WhatsApp",
      linkedin: "LinkedIn",
      twitter: "Twitter",
      facebook: "Facebook",
      copyLink: "Salin tautan",
      copyLmsLink: "Salin tautan LMS",
    },
  },
  en: {
    // The share text stays Indonesian in both languages: the invitation to learn together is always Indonesian.
    share: "Manajemen Waktu untuk Profesional Sibuk — yuk belajar gratis bareng di GuruKita!",
    labels: {
      trigger: "Share",
      whatsapp: "WhatsApp",
      linkedin: "LinkedIn",
      twitter: "Twitter",
      facebook: "Facebook",
      copyLink: "Copy link",
      copyLmsLink: "Copy LMS link",
    },
  },
};

function Menu({ globals, open }: { globals: Record<string, unknown>; open: boolean }) {
  const t = pick(globals, text);
  const container = usePortalContainer();
  return (
    <div className="flex max-w-md justify-end">
      <ShareMenu
        url={url}
        lmsUrl={lmsUrl}
        kind="course"
        text={t.share}
        labels={t.labels}
        container={container}
        defaultOpen={open}
        contentProps={open ? keepOpen : undefined}
      />
    </div>
  );
}

export const Closed: Story = { render: (_a, { globals }) => <Menu globals={globals} open={false} /> };
export const Open: Story = { render: (_a, { globals }) => <Menu globals={globals} open /> };

/** The links the menu opens, from the pure builder the web app also uses. */
export const Links: Story = {
  parameters: { frameHeight: 200 },
  render: (_a, { globals }) => {
    const links = buildShareLinks({ url, lmsUrl, kind: "course", text: pick(globals, text).share });
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {Object.entries(links).map(([target, link]) => (
          <div key={target} className="contents">
            <dt className="font-semibold">{target}</dt>
            <dd className="break-all text-ink-muted">{link}</dd>
          </div>
        ))}
      </dl>
    );
  },
};
