import { RatingInput, type RatingLabels } from "@gk/ui/rating-input";
import { RatingStars } from "@gk/ui/rating-stars";
import type { Locale } from "@gk/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { pick } from "./locale";

const meta = { title: "Feedback/Rating" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text: Record<Locale, { group: string; levels: RatingLabels; of: (v: number) => string }> = {
  id: {
    group: "Beri nilai kursus ini",
    levels: ["Buruk", "Perlu perbaikan", "Baik", "Sangat baik", "Luar biasa"],
    of: (v) => `Rating ${v.toString().replace(".", ",")} dari 5`,
  },
  en: {
    group: "Rate this course",
    levels: ["Poor", "Needs improvement", "Good", "Excellent", "Extraordinary"],
    of: (v) => `Rated ${v} out of 5`,
  },
};

export const Display: Story = {
  render: (_a, { globals }) => {
    const t = pick(globals, text);
    return (
      <ul className="flex flex-col gap-2">
        {[5, 4.5, 3.2, 1, 0].map((v) => (
          <li key={v} className="flex items-center gap-3">
            <span className="w-8 text-right font-semibold">{v}</span>
            <RatingStars value={v} label={t.of(v)} size="md" />
          </li>
        ))}
      </ul>
    );
  },
};

/** Tab in, then use the arrow keys, Home/End or 1–5. */
export const Input: Story = {
  render: (_a, { globals }) => {
    const t = pick(globals, text);
    return (
      <div className="flex flex-col gap-6">
        <RatingInput label={t.group} levels={t.levels} defaultValue={4} />
        <RatingInput label={t.group} levels={t.levels} />
      </div>
    );
  },
};
