import type { Meta, StoryObj } from "@storybook/react-vite";

// Developer-facing page (token names), not product text: it is not translated.
const meta = { title: "Foundations/Colour tokens" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const swatches: { token: string; className: string }[] = [
  { token: "brand", className: "bg-brand" },
  { token: "brand-strong", className: "bg-brand-strong" },
  { token: "brand-soft", className: "bg-brand-soft" },
  { token: "progress (#883CFF)", className: "bg-progress" },
  { token: "surface", className: "bg-surface" },
  { token: "surface-muted", className: "bg-surface-muted" },
  { token: "line", className: "bg-line" },
  { token: "line-strong", className: "bg-line-strong" },
  { token: "ink", className: "bg-ink" },
  { token: "ink-muted", className: "bg-ink-muted" },
  { token: "success-ink", className: "bg-success-ink" },
  { token: "info-ink", className: "bg-info-ink" },
  { token: "danger-ink", className: "bg-danger-ink" },
];

export const Colours: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {swatches.map(({ token, className }) => (
        <li key={token} className="flex items-center gap-3">
          <span className={`size-10 shrink-0 rounded-lg border border-line ${className}`} />
          <code className="text-sm">{token}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Type: Story = {
  render: () => (
    <div className="flex max-w-prose flex-col gap-2">
      <p className="text-2xl font-extrabold">Plus Jakarta Sans — 24 / 800</p>
      <p className="text-lg font-bold">Plus Jakarta Sans — 18 / 700</p>
      <p className="text-base">Plus Jakarta Sans — 16 / 400, the body size on phones</p>
      <p className="text-sm text-ink-muted">Plus Jakarta Sans — 14 / 400, secondary text</p>
    </div>
  ),
};
