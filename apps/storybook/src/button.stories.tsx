import { Button } from "@gk/ui/button";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { pick } from "./locale";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { variant: "primary", size: "md", loading: false, disabled: false, children: "Daftar sekarang" },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (_args, { globals }) => {
    const t = pick(globals, {
      id: {
        primary: "Mulai belajar",
        secondary: "Lihat silabus",
        ghost: "Lewati",
        danger: "Hapus akun",
        saving: "Menyimpan…",
      },
      en: {
        primary: "Start learning",
        secondary: "View syllabus",
        ghost: "Skip",
        danger: "Delete account",
        saving: "Saving…",
      },
    });
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-3">
          <Button>{t.primary}</Button>
          <Button variant="secondary">{t.secondary}</Button>
          <Button variant="ghost">{t.ghost}</Button>
          <Button variant="danger">{t.danger}</Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm">{t.primary}</Button>
          <Button size="md">{t.primary}</Button>
          <Button size="lg">{t.primary}</Button>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button loading loadingText={t.saving}>
            {t.primary}
          </Button>
          <Button variant="secondary" loading>
            {t.secondary}
          </Button>
          <Button disabled>{t.primary}</Button>
        </div>
        <Button block>{t.primary}</Button>
      </div>
    );
  },
};
