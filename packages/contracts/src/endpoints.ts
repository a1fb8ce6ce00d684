import type { z } from "zod";
import * as auth from "./auth";
import * as catalogue from "./catalogue";
import * as learning from "./learning";
import * as org from "./org";
import * as orgReports from "./org-reports";
import * as search from "./search";
import * as subscriptions from "./subscriptions";

/**
 * The table of calls. The API registers its routes from these entries (method, path, schemas,
 * guard, success status, documentation) and the client is typed by them. A request schema holds every field
 * of the call: `{x}` placeholders of the path come from it, for GET the rest travels in the query string, for
 * other methods in the JSON body, except the fields `query` names, which travel in the query string anyway.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: `/${string}`;
  request: Req;
  response: Res;
  query?: readonly string[];
  /**
   * Who may call it. "required": a valid bearer token or 401. "optional": anyone, but a token that is sent must
   * still be valid (401 otherwise), because the answer depends on who asks. "none": the token is not read.
   */
  auth: "required" | "optional" | "none";
  /** the status of a success: 201 when the call creates something, else 200 */
  status?: 200 | 201;
  /** the OpenAPI group of the call */
  tag: string;
  /** one line for the OpenAPI document: what the call does and its notable answers */
  summary: string;
}

// `const`: method, path and query stay literal types, so the API can tell a call's path, query and body
// fields apart at compile time.
const endpoint = <const E extends Endpoint>(e: E) => e;

const homeSection = <const P extends `/home/${string}`>(path: P) =>
  endpoint({
    method: "GET",
    path,
    request: catalogue.homeSectionRequestSchema,
    response: catalogue.homeSectionResponseSchema,
    auth: "optional",
    tag: "home",
    summary: `Home section "${path.slice("/home/".length)}" (an empty list with a reason when there is nothing to show)`,
  });

export const endpoints = {
  profile: endpoint({
    method: "GET",
    path: "/profile",
    request: auth.loginRequestSchema.pick({}),
    response: auth.profileResponseSchema,
    auth: "required",
    tag: "auth",
    summary: "The signed-in user",
  }),
  login: endpoint({
    method: "POST",
    path: "/auth/v2/login",
    request: auth.loginRequestSchema,
    response: auth.loginResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "Sign in with email or phone and password",
  }),
  identify: endpoint({
    method: "POST",
    path: "/auth/v2/identify",
    request: auth.identifyRequestSchema,
    response: auth.identifyResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "Sign-in step one: is this email or phone registered (404 NOT_FOUND if not)",
  }),
  accountChooser: endpoint({
    method: "POST",
    path: "/auth/v2/account-chooser",
    request: auth.accountChooserRequestSchema,
    response: auth.sessionResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "Pick one account after a login that found several",
  }),
  register: endpoint({
    method: "POST",
    path: "/auth/register",
    request: auth.registerRequestSchema,
    response: auth.sessionResponseSchema,
    auth: "none",
    status: 201,
    tag: "auth",
    summary: "Create an account",
  }),
  social: endpoint({
    method: "POST",
    path: "/auth/social",
    request: auth.socialRequestSchema,
    response: auth.socialResponseSchema,
    auth: "none",
    tag: "auth",
    summary:
      "Sign in with a verified Google ID token; the first sign-in creates the account; an existing account is linked only after its owner confirms a mailed link (linkPending)",
  }),
  socialConfirm: endpoint({
    method: "POST",
    path: "/auth/social/confirm",
    request: auth.socialConfirmRequestSchema,
    response: auth.messageResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "Link Google to the account that was mailed this single-use, 30-minute confirmation token",
  }),
  logout: endpoint({
    method: "POST",
    path: "/auth/logout",
    request: auth.loginRequestSchema.pick({}),
    response: auth.messageResponseSchema,
    auth: "required",
    tag: "auth",
    summary: "Sign out (revokes this session)",
  }),
  passwordEmail: endpoint({
    method: "POST",
    path: "/auth/password/email",
    request: auth.passwordEmailRequestSchema,
    response: auth.messageResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "Mail a single-use, one-hour password reset link",
  }),
  passwordReset: endpoint({
    method: "POST",
    path: "/auth/password/reset",
    request: auth.passwordResetRequestSchema,
    response: auth.messageResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "Set a new password with a reset link's token; signs out every session",
  }),
  lmsLoginRegister: endpoint({
    method: "POST",
    path: "/auth/login-register",
    request: auth.lmsLoginRequestSchema,
    response: auth.sessionResponseSchema,
    auth: "none",
    tag: "auth",
    summary: "LMS-integration login or register, signed with the LMS site's shared secret (HMAC-SHA256)",
  }),
  passwordChange: endpoint({
    method: "POST",
    path: "/auth/password/change",
    request: auth.passwordChangeRequestSchema,
    response: auth.messageResponseSchema,
    auth: "required",
    tag: "auth",
    summary:
      "Change the password (required after a company account's first login); signs out the other sessions",
  }),
  orgMemberCreate: endpoint({
    method: "POST",
    path: "/org/members",
    request: org.orgMemberCreateRequestSchema,
    response: org.orgMemberResponseSchema,
    auth: "required",
    status: 201,
    tag: "org",
    summary:
      "Company admin: add an employee (a new account with a mailed first password, or an invitation the account's owner must accept); 403 for others",
  }),
  invitation: endpoint({
    method: "GET",
    path: "/invitations/{token}",
    request: org.invitationTokenSchema,
    response: org.invitationResponseSchema,
    auth: "none",
    tag: "org",
    summary: "The company that invites the holder of this link; 404 when it is unknown, used or expired",
  }),
  invitationAccept: endpoint({
    method: "POST",
    path: "/invitations/{token}/accept",
    request: org.invitationTokenSchema,
    response: org.invitationAcceptResponseSchema,
    auth: "required",
    tag: "org",
    summary:
      "The invited person joins the company and is signed into that account; 403 when signed in as someone else",
  }),
  // the company admin's reports: dashboard, groups with assigned courses, the results export
  orgReport: endpoint({
    method: "GET",
    path: "/org/reports",
    request: orgReports.orgReportRequestSchema,
    response: orgReports.orgReportResponseSchema,
    auth: "required",
    tag: "org",
    summary:
      "Company admin: the dashboard (active learners, completions, hours, mandatory courses by department, top courses)",
  }),
  orgGroups: endpoint({
    method: "GET",
    path: "/org/groups",
    request: orgReports.orgGroupIdSchema.pick({}),
    response: orgReports.orgGroupListResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: the company's groups with their numbers of members and assigned courses",
  }),
  orgGroupCreate: endpoint({
    method: "POST",
    path: "/org/groups",
    request: orgReports.orgGroupCreateRequestSchema,
    response: orgReports.orgGroupResponseSchema,
    auth: "required",
    status: 201,
    tag: "org",
    summary: "Company admin: create a group (names are unique in the company, 409 otherwise)",
  }),
  orgGroup: endpoint({
    method: "GET",
    path: "/org/groups/{groupId}",
    request: orgReports.orgGroupIdSchema,
    response: orgReports.orgGroupResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: a group's members and assigned courses",
  }),
  orgGroupDelete: endpoint({
    method: "DELETE",
    path: "/org/groups/{groupId}",
    request: orgReports.orgGroupIdSchema,
    response: orgReports.orgGroupListResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: delete a group (its assignments end; progress stays)",
  }),
  orgGroupMembersAdd: endpoint({
    method: "POST",
    path: "/org/groups/{groupId}/members",
    request: orgReports.orgGroupMembersAddRequestSchema,
    response: orgReports.orgGroupResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: add members to a group, by id or by department",
  }),
  orgGroupMemberRemove: endpoint({
    method: "DELETE",
    path: "/org/groups/{groupId}/members/{memberId}",
    request: orgReports.orgGroupMemberIdSchema,
    response: orgReports.orgGroupResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: take a member out of a group",
  }),
  orgGroupCourseAssign: endpoint({
    method: "PUT",
    path: "/org/groups/{groupId}/courses/{courseId}",
    request: orgReports.orgGroupCourseRequestSchema,
    response: orgReports.orgGroupResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: assign a course to a group with a due date (mandatory for its members)",
  }),
  orgGroupCourseUnassign: endpoint({
    method: "DELETE",
    path: "/org/groups/{groupId}/courses/{courseId}",
    request: orgReports.orgGroupCourseIdSchema,
    response: orgReports.orgGroupResponseSchema,
    auth: "required",
    tag: "org",
    summary: "Company admin: withdraw a course from a group",
  }),
  orgExport: endpoint({
    method: "POST",
    path: "/org/exports",
    request: orgReports.orgExportRequestSchema,
    response: orgReports.orgExportResponseSchema,
    auth: "required",
    status: 201,
    tag: "org",
    summary:
      "Company admin: export the results (CSV or XLSX); built in the background and mailed as a link valid 24 hours",
  }),
  myAssignments: endpoint({
    method: "GET",
    path: "/me/assignments",
    request: orgReports.orgGroupIdSchema.pick({}),
    response: orgReports.myAssignmentsResponseSchema,
    auth: "required",
    tag: "org",
    summary: "The signed-in member's mandatory courses (company-wide and their groups') with due dates",
  }),
  // company subscription: the free-trial request, the provider's staff console, the company admin's view
  subscriptionRequest: endpoint({
    method: "POST",
    path: "/subscriptions/requests",
    request: subscriptions.subscriptionRequestSchema,
    response: subscriptions.subscriptionRequestResponseSchema,
    auth: "optional",
    status: 201,
    tag: "subscriptions",
    summary:
      "Request a company subscription (free-trial form): recorded and mailed to the provider's team, who contact the requester for payment",
  }),
  staffSubscriptions: endpoint({
    method: "GET",
    path: "/staff/subscriptions",
    request: subscriptions.staffSubscriptionListRequestSchema,
    response: subscriptions.staffSubscriptionListResponseSchema,
    auth: "required",
    tag: "subscriptions",
    summary: "Provider staff: subscription requests and subscriptions, newest first; 403 for others",
  }),
  staffSubscription: endpoint({
    method: "GET",
    path: "/staff/subscriptions/{id}",
    request: subscriptions.subscriptionIdParams,
    response: subscriptions.staffSubscriptionResponseSchema,
    auth: "required",
    tag: "subscriptions",
    summary: "Provider staff: one subscription with its audit trail; 403 for others",
  }),
  staffSubscriptionContact: endpoint({
    method: "POST",
    path: "/staff/subscriptions/{id}/contact",
    request: subscriptions.staffContactRequestSchema,
    response: subscriptions.staffSubscriptionResponseSchema,
    auth: "required",
    tag: "subscriptions",
    summary: "Provider staff: record that the requester was contacted for payment; 403 for others",
  }),
  staffSubscriptionTrial: endpoint({
    method: "POST",
    path: "/staff/subscriptions/{id}/trial",
    request: subscriptions.staffTrialRequestSchema,
    response: subscriptions.staffSubscriptionResponseSchema,
    auth: "required",
    tag: "subscriptions",
    summary:
      "Provider staff: start the free trial (creates the company and its first admin); 409 when it already started; 403 for others",
  }),
  staffSubscriptionConfirm: endpoint({
    method: "POST",
    path: "/staff/subscriptions/{id}/confirm",
    request: subscriptions.staffConfirmRequestSchema,
    response: subscriptions.staffSubscriptionResponseSchema,
    auth: "required",
    tag: "subscriptions",
    summary:
      "Provider staff: confirm after payment: the paid months plus 1 free month the first time; 409 before the trial; 403 for others",
  }),
  orgSubscription: endpoint({
    method: "GET",
    path: "/org/subscription",
    request: subscriptions.staffSubscriptionListRequestSchema.pick({}),
    response: subscriptions.orgSubscriptionResponseSchema,
    auth: "required",
    tag: "subscriptions",
    summary: "Company admin: the company's subscription state and dates (null without one); 403 for others",
  }),
  // catalogue: texts in the Accept-Language language; company curation applied to every list
  categories: endpoint({
    method: "GET",
    path: "/categories",
    request: catalogue.homeSectionRequestSchema.pick({}),
    response: catalogue.categoryListResponseSchema,
    auth: "optional",
    tag: "catalogue",
    summary: "The 22 categories with the number of courses the viewer can see",
  }),
  institutions: endpoint({
    method: "GET",
    path: "/institutions",
    request: catalogue.homeSectionRequestSchema.pick({}),
    response: catalogue.institutionListResponseSchema,
    auth: "optional",
    tag: "catalogue",
    summary: "Institutions with the number of courses the viewer can see",
  }),
  courses: endpoint({
    method: "GET",
    path: "/courses",
    request: catalogue.courseListRequestSchema,
    response: catalogue.courseListResponseSchema,
    auth: "optional",
    tag: "catalogue",
    summary: "List courses: sort, filter by categories and institutions, pages of at most 50",
  }),
  course: endpoint({
    method: "GET",
    path: "/courses/{courseSlug}",
    request: catalogue.courseSlugRequestSchema,
    response: catalogue.courseDetailResponseSchema,
    auth: "optional",
    tag: "catalogue",
    summary: "A course page (404 when not visible to the viewer, e.g. not picked by their company)",
  }),
  courseReviews: endpoint({
    method: "GET",
    path: "/courses/{courseSlug}/reviews",
    request: catalogue.reviewListRequestSchema,
    response: catalogue.reviewListResponseSchema,
    auth: "optional",
    tag: "engagement",
    summary: "A course's reviews, newest first",
  }),
  courseReviewUpsert: endpoint({
    method: "PUT",
    path: "/courses/{courseSlug}/review",
    request: catalogue.reviewUpsertRequestSchema,
    response: catalogue.reviewUpsertResponseSchema,
    auth: "required",
    tag: "engagement",
    summary: "Rate a course 1–5 (poor … extraordinary) with an optional review; rating again replaces it",
  }),
  feedback: endpoint({
    method: "POST",
    path: "/feedback",
    request: catalogue.feedbackRequestSchema,
    response: catalogue.feedbackResponseSchema,
    auth: "optional",
    status: 201,
    tag: "engagement",
    summary: "The feedback form: a rating from worst (1) to best (5) and a message",
  }),
  bundles: endpoint({
    method: "GET",
    path: "/bundles",
    request: catalogue.homeSectionRequestSchema.pick({}),
    response: catalogue.bundleListResponseSchema,
    auth: "optional",
    tag: "catalogue",
    summary: "Course bundles, with only the courses the viewer can see (bundles left empty are hidden)",
  }),
  bundle: endpoint({
    method: "GET",
    path: "/bundles/{bundleSlug}",
    request: catalogue.bundleSlugRequestSchema,
    response: catalogue.bundleResponseSchema,
    auth: "optional",
    tag: "catalogue",
    summary: "One bundle",
  }),
  blogPosts: endpoint({
    method: "GET",
    path: "/blog",
    request: catalogue.homeSectionRequestSchema.pick({}),
    response: catalogue.blogListResponseSchema,
    auth: "none",
    tag: "catalogue",
    summary: "Blog posts, newest first",
  }),
  blogPost: endpoint({
    method: "GET",
    path: "/blog/{blogSlug}",
    request: catalogue.blogSlugRequestSchema,
    response: catalogue.blogPostResponseSchema,
    auth: "none",
    tag: "catalogue",
    summary: "A blog post (share pages)",
  }),
  homeContinue: homeSection("/home/continue"),
  homeWorkPerformance: homeSection("/home/work-performance"),
  homeTechnologyCareer: homeSection("/home/technology-career"),
  homeSelfManagement: homeSection("/home/self-management"),
  homeNewReleases: homeSection("/home/new-releases"),
  homePopular: homeSection("/home/popular"),
  homePopularPicks: homeSection("/home/popular-picks"),
  homeRecommended: homeSection("/home/recommended"),
  homeMandatory: homeSection("/home/mandatory"),
  homeAll: homeSection("/home/all"),
  homeEndingSoon: homeSection("/home/ending-soon"),
  homeTrendingSearches: endpoint({
    method: "GET",
    path: "/home/trending-searches",
    request: catalogue.homeSectionRequestSchema,
    response: catalogue.trendingSearchesResponseSchema,
    auth: "none",
    tag: "home",
    summary: "Trending searches of the last 7 days on this site (all sites when the site has none)",
  }),
  searchTermRecord: endpoint({
    method: "POST",
    path: "/search/terms",
    request: catalogue.searchTermRequestSchema,
    response: catalogue.searchTermResponseSchema,
    auth: "optional",
    tag: "home",
    summary: "Count a search term for trending searches (per site and day)",
  }),
  // learning: 404 for a course the viewer cannot see, like the catalogue
  enrol: endpoint({
    method: "POST",
    path: "/courses/{courseSlug}/enrolment",
    request: learning.courseSlugParams,
    response: learning.enrolmentResponseSchema,
    auth: "required",
    tag: "learning",
    summary:
      "Enrol in a course (idempotent; 404 when the course is not visible, 409 outside its enrolment window)",
  }),
  courseLearning: endpoint({
    method: "GET",
    path: "/courses/{courseSlug}/learning",
    request: learning.courseSlugParams,
    response: learning.courseLearningResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "The course outline with the learner's progress per lesson and the lesson to continue with",
  }),
  lesson: endpoint({
    method: "GET",
    path: "/lessons/{lessonId}",
    request: learning.lessonParams,
    response: learning.lessonResponseSchema,
    auth: "required",
    tag: "learning",
    summary:
      "A lesson with previous/next; opening it records progress. Quiz lessons carry the information screen, never answers",
  }),
  lessonComplete: endpoint({
    method: "POST",
    path: "/lessons/{lessonId}/complete",
    request: learning.lessonParams,
    response: learning.lessonCompleteResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "Mark an article, video or live lesson done (quiz lessons complete through their quiz)",
  }),
  attemptStart: endpoint({
    method: "POST",
    path: "/quizzes/{quizId}/attempts",
    request: learning.attemptStartRequestSchema,
    response: learning.attemptResponseSchema,
    auth: "required",
    tag: "learning",
    summary:
      "Start or resume an attempt (restart=true clears an open one's answers; its deadline stays). 409 past the attempt limit or inside the cooldown",
  }),
  attempt: endpoint({
    method: "GET",
    path: "/quiz-attempts/{attemptId}",
    request: learning.attemptParams,
    response: learning.attemptResponseSchema,
    auth: "required",
    tag: "learning",
    summary:
      "An attempt, in its own ids: questions and saved answers while open; once finished the verdicts, and the answer key when the quiz's setting allows",
  }),
  attemptAnswer: endpoint({
    method: "PUT",
    path: "/quiz-attempts/{attemptId}/answers/{questionId}",
    request: learning.answerRequestSchema,
    response: learning.answerResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "Save one answer (idempotent; the last choice wins). 409 once the deadline has passed",
  }),
  attemptSubmit: endpoint({
    method: "POST",
    path: "/quiz-attempts/{attemptId}/submit",
    request: learning.attemptParams,
    response: learning.attemptResponseSchema,
    auth: "required",
    tag: "learning",
    summary:
      "Submit: grade with the saved answers (blanks wrong). Past the deadline the time-out result stands",
  }),
  attemptAbandon: endpoint({
    method: "POST",
    path: "/quiz-attempts/{attemptId}/abandon",
    request: learning.attemptParams,
    response: learning.attemptResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "Leave an unfinished attempt: its answers are cleared, it stays open on its deadline",
  }),
  myCourses: endpoint({
    method: "GET",
    path: "/me/courses",
    request: learning.myCoursesRequestSchema,
    response: learning.myCoursesResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "Profile lists: enrolled, learned (started, not completed) or completed courses",
  }),
  myClasses: endpoint({
    method: "GET",
    path: "/my-class",
    request: learning.courseSlugParams.pick({}),
    response: learning.myClassesResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "My classes: every enrolled course, grouped in progress / not started / completed",
  }),
  myCertificates: endpoint({
    method: "GET",
    path: "/me/certificates",
    request: learning.courseSlugParams.pick({}),
    response: learning.myCertificatesResponseSchema,
    auth: "required",
    tag: "certificates",
    summary: "The learner's certificates, newest first",
  }),
  certificate: endpoint({
    method: "GET",
    path: "/certificates/{code}",
    request: learning.certificateParams,
    response: learning.certificateResponseSchema,
    auth: "none",
    tag: "certificates",
    summary: "Verify a certificate by its code (public)",
  }),
  leaderboard: endpoint({
    method: "GET",
    path: "/leaderboard",
    request: learning.leaderboardRequestSchema,
    response: learning.leaderboardResponseSchema,
    auth: "optional",
    tag: "learning",
    summary:
      "Points ranking, all-time or this week (from Monday 00:00 WIB), on this site or in the viewer's organisation",
  }),
  dashboard: endpoint({
    method: "GET",
    path: "/me/dashboard",
    request: learning.courseSlugParams.pick({}),
    response: learning.dashboardResponseSchema,
    auth: "required",
    tag: "learning",
    summary: "The learner dashboard: hours, lessons, courses, certificates, points",
  }),
  // search: a scoped search-only key for the browser; the server-side search with its SQL fallback
  searchKey: endpoint({
    method: "GET",
    path: "/search/key",
    request: search.searchKeyRequestSchema,
    response: search.searchKeyResponseSchema,
    auth: "optional",
    tag: "search",
    summary:
      "A scoped search-only key for the browser: its embedded filter is the viewer's visible catalogue (company picks, site restrictions, published only)",
  }),
  searchCourses: endpoint({
    method: "GET",
    path: "/search/courses",
    request: search.searchCoursesRequestSchema,
    response: search.searchCoursesResponseSchema,
    auth: "optional",
    tag: "search",
    summary:
      "Search courses on the server (no-JS and server rendering); answers from the database when the search nodes are down",
  }),
  // account: the account and its personal data go; issued certificates stay verifiable
  accountDelete: endpoint({
    method: "POST",
    path: "/account/delete",
    request: auth.accountDeleteRequestSchema,
    response: auth.messageResponseSchema,
    auth: "required",
    tag: "account",
    summary: "Delete the signed-in account, confirmed with the password; certificates stay verifiable",
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]["request"]>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]["response"]>;
