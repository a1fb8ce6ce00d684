import { CourseCard } from "@gk/ui/course-card";
import { CourseCardSkeleton } from "@gk/ui/skeleton";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { pick } from "./locale";

const meta = { title: "Catalogue/Course card" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A small offline picture (no network in builds): a gradient with the course's initial. */
function cover(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="90" r="120" fill="#fff" fill-opacity=".12"/><circle cx="110" cy="320" r="90" fill="#fff" fill-opacity=".1"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const courses = {
  id: [
    {
      title: "Manajemen Waktu untuk Profesional Sibuk",
      institution: "Universitas Gadjah Mada",
      category: "Kinerja & Produktivitas",
      rating: 4.7,
      learners: 12345,
      price: null,
      certificate: true,
    },
    {
      title: "Dasar Analisis Data dengan Spreadsheet",
      institution: "Badan Pusat Statistik",
      category: "Analitik & Sains Data",
      rating: 4.4,
      learners: 8731,
      price: "Rp149,000",
      certificate: true,
    },
    {
      title: "Pertanian Cerdas untuk Desa",
      institution: "Kementerian Pertanian",
      category: "Pertanian",
      rating: 3.5,
      learners: 980,
      price: null,
      certificate: false,
    },
  ],
  en: [
    {
      title: "Time Management for Busy Professionals",
      institution: "Universitas Gadjah Mada",
      category: "Performance & Productivity",
      rating: 4.7,
      learners: 12345,
      price: null,
      certificate: true,
    },
    {
      title: "Data Analysis Basics with Spreadsheets",
      institution: "Statistics Indonesia",
      category: "Data Analytics & Science",
      rating: 4.4,
      learners: 8731,
      price: "Rp149,000",
      certificate: true,
    },
    {
      title: "Smart Farming for Villages",
      institution: "Ministry of Agriculture",
      category: "Agriculture",
      rating: 3.5,
      learners: 980,
      price: null,
      certificate: false,
    },
  ],
};

const labels = {
  id: {
    learners: "peserta",
    free: "Gratis",
    certificate: "Sertifikat",
    rating: (r: number) => `Rating ${r.toString().replace(".", ",")} dari 5`,
  },
  en: {
    learners: "learners",
    free: "Free",
    certificate: "Certificate",
    rating: (r: number) => `Rated ${r} out of 5`,
  },
};

const covers = [cover("#883cff", "#3b82f6"), cover("#0f766e", "#22c55e"), cover("#b45309", "#facc15")];

export const Grid: Story = {
  render: (_a, { globals }) => {
    const list = pick(globals, courses);
    const l = pick(globals, labels);
    return (
      <div className="grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((c, i) => (
          <CourseCard
            key={c.title}
            href={`#course-${i}`}
            title={c.title}
            institution={c.institution}
            category={c.category}
            imageUrl={covers[i]}
            rating={c.rating}
            ratingLabel={l.rating(c.rating)}
            learnerCount={c.learners}
            learnersLabel={l.learners}
            price={c.price}
            freeLabel={l.free}
            certificate={c.certificate}
            certificateLabel={l.certificate}
            priority={i === 0}
          />
        ))}
      </div>
    );
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy className="grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <CourseCardSkeleton />
      <CourseCardSkeleton />
      <CourseCardSkeleton />
    </div>
  ),
};
