import { z } from "zod";
import { envelope } from "./common";

/**
 * The company admin's reports: the dashboard, groups with course assignments (mandatory for the group's
 * members, with a due date), and the results export mailed as a link. Every call answers 403 to anyone but an
 * admin of a company, and 404 for ids that are not the admin's company's.
 */

export const REPORT_PERIODS = [30, 90, 365] as const;

export const orgReportRequestSchema = z.object({
  /** the last N days */
  days: z.coerce
    .number()
    .int()
    .refine((d) => (REPORT_PERIODS as readonly number[]).includes(d))
    .default(90),
});
export type OrgReportRequest = z.input<typeof orgReportRequestSchema>;

export const orgReportSchema = z.object({
  days: z.number(),
  /** members of the company (active accounts) */
  members: z.number(),
  /** members who opened or finished a lesson in the period */
  activeLearners: z.number(),
  /** courses finished in the period */
  completions: z.number(),
  /** the lessons finished in the period, in hours of their stated length (one decimal) */
  learningHours: z.number(),
  /** completions per week (Monday, Jakarta time; YYYY-MM-DD) or per month (YYYY-MM-01) for a year */
  completionsOverTime: z.array(z.object({ start: z.string(), completions: z.number() })),
  bucket: z.enum(["week", "month"]),
  /** mandatory courses (the company's and its groups' assignments): per department, pairs assigned and done */
  mandatoryByDepartment: z.array(
    z.object({
      /** null: members without a department */
      department: z.string().nullable(),
      assigned: z.number(),
      completed: z.number(),
      overdue: z.number(),
    }),
  ),
  topCourses: z.array(
    z.object({ courseId: z.string(), name: z.string(), enrolments: z.number(), completions: z.number() }),
  ),
  /**
   * the learning gain on courses with an AI pretest and post-test: per member who finished both, best post-test
   * score minus best pretest score (points of percent), averaged; empty until someone finished both
   */
  learningGain: z.array(
    z.object({
      courseId: z.string(),
      name: z.string(),
      learners: z.number(),
      pretestAverage: z.number(),
      posttestAverage: z.number(),
      gain: z.number(),
    }),
  ),
});
export type OrgReport = z.infer<typeof orgReportSchema>;
export const orgReportResponseSchema = envelope(orgReportSchema);

// groups

export const GROUP_NAME_MAX = 80;
export const orgGroupCreateRequestSchema = z.object({
  name: z.string().trim().min(2).max(GROUP_NAME_MAX),
});
export const orgGroupIdSchema = z.object({ groupId: z.uuid() });

export const orgGroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.number(),
  courses: z.number(),
});
export const orgGroupListResponseSchema = envelope(z.object({ items: z.array(orgGroupSummarySchema) }));

export const orgGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(
    z.object({
      /** the membership id */
      id: z.string(),
      fullName: z.string(),
      employeeNumber: z.string().nullable(),
      department: z.string().nullable(),
    }),
  ),
  courses: z.array(
    z.object({
      courseId: z.string(),
      name: z.string(),
      /** YYYY-MM-DD (Jakarta time) */
      dueDate: z.string(),
    }),
  ),
});
export type OrgGroup = z.infer<typeof orgGroupSchema>;
export const orgGroupResponseSchema = envelope(orgGroupSchema);

/** Members to add: by their membership ids, or everyone whose department is this one, or both. */
export const orgGroupMembersAddRequestSchema = z.object({
  groupId: z.uuid(),
  memberIds: z.array(z.uuid()).max(1_000).default([]),
  department: z.string().trim().min(1).max(120).optional(),
});
export const orgGroupMemberIdSchema = z.object({ groupId: z.uuid(), memberId: z.uuid() });

export const orgGroupCourseRequestSchema = z.object({
  groupId: z.uuid(),
  courseId: z.uuid(),
  /** YYYY-MM-DD: the end of that day in Jakarta time */
  dueDate: z.iso.date(),
});
export const orgGroupCourseIdSchema = z.object({ groupId: z.uuid(), courseId: z.uuid() });

/** The courses the signed-in member must take: the company's mandatory picks and their groups' assignments. */
export const myAssignmentsResponseSchema = envelope(
  z.object({
    items: z.array(
      z.object({
        courseId: z.string(),
        slug: z.string(),
        name: z.string(),
        /** YYYY-MM-DD (Jakarta time) or null when the course has no due date */
        dueDate: z.string().nullable(),
        completed: z.boolean(),
        overdue: z.boolean(),
      }),
    ),
  }),
);

// export

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const orgExportRequestSchema = z.object({ format: z.enum(EXPORT_FORMATS).default("xlsx") });
export const orgExportResponseSchema = envelope(
  z.object({
    id: z.string(),
    status: z.enum(["queued", "done"]),
    /** where the link will be mailed */
    email: z.string().nullable(),
  }),
);
/** The download link's parts (the API's own URL, mailed to the admin; it works for 24 hours). */
export const orgExportDownloadSchema = z.object({
  exportId: z.uuid(),
  token: z.string().min(20).max(100),
});
