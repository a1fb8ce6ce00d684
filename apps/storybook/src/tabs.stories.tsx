import { Tabs, TabsContent, TabsList, TabsTrigger } from "@gk/ui/tabs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { pick } from "./locale";

const meta = { title: "Navigation/Tabs" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  id: {
    overview: "Ringkasan",
    content: "Konten kelas",
    review: "Ulasan",
    description: "Deskripsi",
    overviewBody:
      "Pelajari cara mengatur prioritas kerja dan menghindari penundaan dalam 12 pelajaran singkat.",
    contentBody: "12 pelajaran · 2 kuis · 1 sertifikat",
    reviewBody: "4,7 dari 5 berdasarkan 2.340 ulasan peserta.",
    descriptionBody: "Kelas ini disusun bersama praktisi sumber daya manusia.",
  },
  en: {
    overview: "Overview",
    content: "Class content",
    review: "Review",
    description: "Description",
    overviewBody: "Learn to set work priorities and avoid procrastination in 12 short lessons.",
    contentBody: "12 lessons · 2 quizzes · 1 certificate",
    reviewBody: "4.7 out of 5 from 2,340 learner reviews.",
    descriptionBody: "This class was written with human-resources practitioners.",
  },
};

export const CoursePage: Story = {
  render: (_a, { globals }) => {
    const t = pick(globals, text);
    return (
      <Tabs defaultValue="overview" className="max-w-2xl">
        <TabsList>
          <TabsTrigger value="overview">{t.overview}</TabsTrigger>
          <TabsTrigger value="content">{t.content}</TabsTrigger>
          <TabsTrigger value="review">{t.review}</TabsTrigger>
          <TabsTrigger value="description">{t.description}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">{t.overviewBody}</TabsContent>
        <TabsContent value="content">{t.contentBody}</TabsContent>
        <TabsContent value="review">{t.reviewBody}</TabsContent>
        <TabsContent value="description">{t.descriptionBody}</TabsContent>
      </Tabs>
    );
  },
};
