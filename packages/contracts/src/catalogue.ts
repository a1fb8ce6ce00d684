import { z } from "zod";
import { CATEGORY_SLUGS, type CategorySlug } from "./categories";
import { envelope, localeSchema } from "./common";

/**
 * The catalogue calls: listing, course detail, reviews, feedback, bundles, blog and the home
 * sections. Texts come in ONE language, the request's (Accept-Language; Indonesian by default);
 * every response names it in `locale`.
 */

export const COURSE_SORTS = ["rating", "popular", "newest"] as const;
export const courseSortSchema = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof courseSortSchema>;
export const MAX_PER_PAGE = 50;

/** Why a list is empty: empty states are answers with a reason, never errors. */
export const EMPTY_REASONS = [
  "NO_RESULTS",
  /** a company-plan user: the company did not choose courses matching the filter */
  "COMPANY_DID_NOT_CHOOSE",
  "NOT_SIGNED_IN",
  "NO_INTERESTS",
  "NOT_COMPANY_PLAN",
  "NO_MANDATORY_COURSES",
  "NOTHING_IN_PROGRESS",
  "NONE_ENDING_SOON",
  "NO_TRENDING_SEARCHES",
] as const;
export const emptyReasonSchema = z.object({ code: z.enum(EMPTY_REASONS), message: z.string() });
export type EmptyReason = z.infer<typeof emptyReasonSchema>;

/** The five rating labels, for ratings 1 to 5. */
export const RATING_LABELS = ["poor", "needs-improvement", "good", "excellent", "extraordinary"] as const;
export const ratingSchema = z.coerce.number().int().min(1).max(5);

const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);
/** repeated query keys arrive as an array, a single one as a string; both are accepted */
const slugList = z.union([slugSchema, z.array(slugSchema).max(50)]).optional();

export const courseCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  institution: z.object({ slug: z.string(), name: z.string() }),
  level: z.enum(["beginner", "intermediate", "advanced"]),
  durationMinutes: z.number(),
  priceRupiah: z.number(),
  certificateOffered: z.boolean(),
  ratingAverage: z.number(),
  ratingCount: z.number(),
  popularity: z.number(),
  releasedAt: z.string(),
  lessonCount: z.number(),
  enrolmentClosesAt: z.string().nullable(),
  tags: z.array(z.string()),
  /** true when the viewer's company marked the course mandatory */
  mandatory: z.boolean(),
  /** a mandatory course's due date set by the viewer's company (absent or null: none) */
  dueAt: z.string().nullable().optional(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseListRequestSchema = z.object({
  sort: courseSortSchema.default("popular"),
  category: z.union([z.enum(CATEGORY_SLUGS), z.array(z.enum(CATEGORY_SLUGS)).max(22)]).optional(),
  institution: slugList,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});
export type CourseListRequest = z.input<typeof courseListRequestSchema>;

export const courseListSchema = z.object({
  locale: localeSchema,
  items: z.array(courseCardSchema),
  page: z.number(),
  perPage: z.number(),
  /** courses shown so far when pages 1…page are loaded ("load more"), and how many match in all */
  shown: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
  reason: emptyReasonSchema.nullable(),
});
export const courseListResponseSchema = envelope(courseListSchema);

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  ratingLabel: z.enum(RATING_LABELS),
  body: z.string(),
  /** first name only (privacy) */
  author: z.string(),
  locale: localeSchema,
  createdAt: z.string(),
});

export const courseDetailSchema = courseCardSchema.extend({
  locale: localeSchema,
  description: z.string(),
  skills: z.array(z.string()),
  included: z.array(z.string()),
  institution: z.object({ slug: z.string(), name: z.string(), kind: z.string() }),
  enrolmentOpensAt: z.string().nullable(),
  aiGenerated: z.boolean(),
  sections: z.array(
    z.object({
      id: z.string(),
      position: z.number(),
      title: z.string(),
      lessons: z.array(
        z.object({
          id: z.string(),
          position: z.number(),
          kind: z.enum(["article", "video", "live", "quiz", "pretest"]),
          title: z.string(),
          durationMinutes: z.number(),
        }),
      ),
    }),
  ),
  finalQuiz: z
    .object({
      durationMinutes: z.number(),
      questionCount: z.number(),
      passMarkPercent: z.number(),
      aiGenerated: z.boolean(),
    })
    .nullable(),
  hasPretest: z.boolean(),
  reviews: z.array(reviewSchema),
  related: z.array(courseCardSchema),
});
export const courseSlugRequestSchema = z.object({ courseSlug: slugSchema });
export const courseDetailResponseSchema = envelope(courseDetailSchema);

export const reviewListRequestSchema = courseSlugRequestSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
});
export const reviewListResponseSchema = envelope(
  z.object({
    items: z.array(reviewSchema),
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  }),
);

export const reviewUpsertRequestSchema = courseSlugRequestSchema.extend({
  rating: ratingSchema,
  body: z.string().trim().max(2000).default(""),
});
export const reviewUpsertResponseSchema = envelope(
  z.object({ review: reviewSchema, ratingAverage: z.number(), ratingCount: z.number() }),
);

export const feedbackRequestSchema = z.object({
  rating: ratingSchema,
  message: z.string().trim().max(2000).default(""),
});
export const feedbackResponseSchema = envelope(z.object({ id: z.string(), message: z.string() }));

export const categoryListResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    items: z.array(z.object({ slug: z.string(), name: z.string(), courseCount: z.number() })),
  }),
);
export const institutionListResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    items: z.array(
      z.object({ slug: z.string(), name: z.string(), kind: z.string(), courseCount: z.number() }),
    ),
  }),
);

export const bundleSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  priceRupiah: z.number(),
  courses: z.array(courseCardSchema),
});
export const bundleListResponseSchema = envelope(
  z.object({ locale: localeSchema, items: z.array(bundleSchema) }),
);
export const bundleSlugRequestSchema = z.object({ bundleSlug: slugSchema });
export const bundleResponseSchema = envelope(bundleSchema.extend({ locale: localeSchema }));

export const blogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: z.string(),
});
export const blogListResponseSchema = envelope(
  z.object({ locale: localeSchema, items: z.array(blogSummarySchema) }),
);
export const blogSlugRequestSchema = z.object({ blogSlug: slugSchema });
export const blogPostResponseSchema = envelope(
  blogSummarySchema.extend({ locale: localeSchema, body: z.string() }),
);

/** The home sections, in page order. */
export const HOME_SECTIONS = [
  "continue",
  "work-performance",
  "technology-career",
  "self-management",
  "new-releases",
  "popular",
  "popular-picks",
  "recommended",
  "mandatory",
  "all",
  "ending-soon",
] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number];

/** The category groups behind the three themed home rows (the API's filter, the web's "see all" search). */
export const HOME_SECTION_CATEGORIES: Record<
  "work-performance" | "technology-career" | "self-management",
  readonly CategorySlug[]
> = {
  "work-performance": [
    "performance-productivity",
    "problem-solving-decision-making",
    "communication-public-speaking",
    "customer-excellence",
    "sales-excellence",
    "administrative-operations",
    "leadership-management",
    "people-team-development",
  ],
  "technology-career": [
    "digital-it",
    "data-analytics-science",
    "ai-machine-learning",
    "product-design-management",
    "latest-industry-trends",
    "design-creativity",
  ],
  "self-management": [
    "personal-development",
    "soft-competencies",
    "strategic-growth-thinking",
    "economics-finance",
    "entrepreneurship",
  ],
};

export const homeSectionRequestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(12),
});
export const homeCourseSchema = courseCardSchema.extend({
  /** "continue your course" only: percent of lessons done and the lesson to open next */
  progressPercent: z.number().nullable(),
  nextLessonId: z.string().nullable(),
});
export const homeSectionSchema = z.object({
  key: z.enum(HOME_SECTIONS),
  title: z.string(),
  locale: localeSchema,
  items: z.array(homeCourseSchema),
  reason: emptyReasonSchema.nullable(),
});
export const homeSectionResponseSchema = envelope(homeSectionSchema);

export const trendingSearchesResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    title: z.string(),
    terms: z.array(z.object({ term: z.string(), count: z.number() })),
    reason: emptyReasonSchema.nullable(),
  }),
);
export const searchTermRequestSchema = z.object({ term: z.string().trim().min(2).max(100) });
export const searchTermResponseSchema = envelope(z.object({ recorded: z.boolean() }));
