import { z } from "zod";
import { courseCardSchema } from "./catalogue";
import { CATEGORY_SLUGS } from "./categories";
import { envelope, localeSchema } from "./common";

/**
 * The company admin console: the company's members (list, deactivate, reactivate, a new first password, a CSV
 * import worked through in the background) and its course choice (all courses or only the picked ones, picks
 * marked mandatory with an optional due date). Every call answers 403 to anyone but an admin of a company, and
 * 404 for ids that are not the admin's company's.
 */

export const MEMBER_STATUSES = ["active", "invited", "deactivated"] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const orgMemberListRequestSchema = z.object({
  /** part of a name, an email, a phone number or an employee number */
  q: z.string().trim().max(100).optional(),
  status: memberStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrgMemberListRequest = z.input<typeof orgMemberListRequestSchema>;
export type OrgMemberListQuery = z.output<typeof orgMemberListRequestSchema>;

export const orgMemberRowSchema = z.object({
  /** the membership id (active, deactivated) or the invitation id (invited) */
  id: z.string(),
  status: memberStatusSchema,
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  department: z.string().nullable(),
  role: z.enum(["learner", "admin"]),
  /** when the person joined, or was invited */
  since: z.string(),
  /** invited: when the invitation stops working */
  expiresAt: z.string().nullable(),
  /** the company created this account (its admin may give it a new first password) */
  managed: z.boolean(),
});
export type OrgMemberRow = z.infer<typeof orgMemberRowSchema>;

export const orgMemberListResponseSchema = envelope(
  z.object({
    items: z.array(orgMemberRowSchema),
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
    counts: z.object({ active: z.number(), invited: z.number(), deactivated: z.number() }),
  }),
);

export const orgMemberIdSchema = z.object({ memberId: z.uuid() });

export const orgMemberStatusResponseSchema = envelope(
  z.object({ id: z.string(), status: memberStatusSchema }),
);

/** A new first password: mailed, or (phone only) handed to the admin once in this answer. */
export const orgMemberPasswordResponseSchema = envelope(
  z.object({
    mailed: z.boolean(),
    initialPassword: z.string().nullable(),
    passwordExpiresAt: z.string(),
  }),
);

/** the largest import file, in characters (the API's body limit is a little higher) */
export const MEMBER_IMPORT_MAX_CHARS = 90_000;
export const MEMBER_IMPORT_MAX_ROWS = 1_000;

export const orgMemberImportRequestSchema = z.object({
  /** the CSV file's text: a header row (name, email, phone, employee number, department) then one row a person */
  csv: z.string().min(1).max(MEMBER_IMPORT_MAX_CHARS),
});

export const memberImportResultSchema = z.object({
  line: z.number(),
  fullName: z.string(),
  employeeNumber: z.string(),
  outcome: z.enum(["created", "invited", "error"]),
  mailed: z.boolean(),
  /** created without an email: the first password, shown once (the first answer after the import ended) */
  initialPassword: z.string().nullable(),
  inviteLink: z.string().nullable(),
  /** error: why, in the admin's language */
  error: z.string().nullable(),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;

export const memberImportSchema = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "done"]),
  total: z.number(),
  processed: z.number(),
  results: z.array(memberImportResultSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MemberImport = z.infer<typeof memberImportSchema>;
export const memberImportResponseSchema = envelope(memberImportSchema);
export const memberImportIdSchema = z.object({ importId: z.uuid() });

// course choice

export const orgCourseListRequestSchema = z.object({
  /** part of the course's name (either language) or its institution's */
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  /** all published courses, or only those picked / not picked */
  picked: z.enum(["any", "picked", "unpicked", "mandatory"]).default("any"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});
export type OrgCourseListRequest = z.input<typeof orgCourseListRequestSchema>;
export type OrgCourseListQuery = z.output<typeof orgCourseListRequestSchema>;

/** A course as the card names it (name, category, institution, level, length), with the company's choice. */
export const orgCourseRowSchema = courseCardSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    category: true,
    institution: true,
    level: true,
    durationMinutes: true,
  })
  .extend({
    picked: z.boolean(),
    mandatory: z.boolean(),
    dueAt: z.string().nullable(),
  });
export type OrgCourseRow = z.infer<typeof orgCourseRowSchema>;

export const catalogueChoiceSchema = z.object({
  /** "all": members see every course; "picked": only the picks (the default: nothing until courses are picked) */
  visibility: z.enum(["all", "picked"]),
  picked: z.number(),
  mandatory: z.number(),
});

export const orgCourseListResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    choice: catalogueChoiceSchema,
    items: z.array(orgCourseRowSchema),
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
  }),
);

export const orgCatalogueChoiceRequestSchema = z.object({ visibility: z.enum(["all", "picked"]) });
export const orgCatalogueChoiceResponseSchema = envelope(catalogueChoiceSchema);

export const orgCoursePickRequestSchema = z.object({
  courseId: z.uuid(),
  mandatory: z.boolean().default(false),
  /** a due date for a mandatory course (YYYY-MM-DD, the end of that day in Jakarta time), or null */
  dueDate: z.iso.date().nullable().default(null),
});
export const orgCourseIdSchema = z.object({ courseId: z.uuid() });
export const orgCoursePickResponseSchema = envelope(
  z.object({ course: orgCourseRowSchema, choice: catalogueChoiceSchema }),
);

export const orgCourseBulkRequestSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  action: z.enum(["pick", "unpick"]),
});
export const orgCourseBulkResponseSchema = envelope(
  z.object({ changed: z.number(), choice: catalogueChoiceSchema }),
);
