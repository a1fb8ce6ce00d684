import type { z } from "zod";
import * as auth from "./auth";
import * as catalogue from "./catalogue";
import * as learning from "./learning";
import * as search from "./search";

/**
 * The table of calls (spec §7). The API registers its routes against these schemas and the client is typed
 * by them. `query` names request fields that travel in the query string even for non-GET methods.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: `/${string}`;
  request: Req;
  response: Res;
  query?: readonly string[];
  auth: "required" | "optional" | "none";
}

const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export const endpoints = {
  profile: endpoint({ method: "GET", path: "/profile", request: auth.loginRequestSchema.pick({}), response: auth.profileResponseSchema, auth: "required" }),
  login: endpoint({ method: "POST", path: "/auth/v2/login", request: auth.loginRequestSchema, response: auth.loginResponseSchema, auth: "none" }),
  identify: endpoint({ method: "POST", path: "/auth/v2/identify", request: auth.identifyRequestSchema, response: auth.identifyResponseSchema, auth: "none" }),
  accountChooser: endpoint({ method: "POST", path: "/auth/v2/account-chooser", request: auth.accountChooserRequestSchema, response: auth.sessionResponseSchema, auth: "none" }),
  register: endpoint({ method: "POST", path: "/auth/register", request: auth.registerRequestSchema, response: auth.sessionResponseSchema, auth: "none" }),
  social: endpoint({ method: "POST", path: "/auth/social", request: auth.socialRequestSchema, response: auth.loginResponseSchema, auth: "none" }),
  logout: endpoint({ method: "POST", path: "/auth/logout", request: auth.loginRequestSchema.pick({}), response: auth.messageResponseSchema, auth: "required" }),
  passwordEmail: endpoint({ method: "POST", path: "/auth/password/email", request: auth.passwordEmailRequestSchema, response: auth.messageResponseSchema, auth: "none" }),
  passwordReset: endpoint({ method: "POST", path: "/auth/password/reset", request: auth.passwordResetRequestSchema, response: auth.messageResponseSchema, auth: "none" }),
  lmsLoginRegister: endpoint({ method: "POST", path: "/auth/login-register", request: auth.lmsLoginRequestSchema, response: auth.sessionResponseSchema, auth: "none" }),
  passwordChange: endpoint({ method: "POST", path: "/auth/password/change", request: auth.passwordChangeRequestSchema, response: auth.messageResponseSchema, auth: "required" }),
  orgMemberCreate: endpoint({ method: "POST", path: "/org/members", request: auth.orgMemberCreateRequestSchema, response: auth.orgMemberResponseSchema, auth: "required" }),
  // catalogue (issue 5): texts in the Accept-Language language; company curation applied to every list
  categories: endpoint({ method: "GET", path: "/categories", request: catalogue.homeSectionRequestSchema.pick({}), response: catalogue.categoryListResponseSchema, auth: "optional" }),
  institutions: endpoint({ method: "GET", path: "/institutions", request: catalogue.homeSectionRequestSchema.pick({}), response: catalogue.institutionListResponseSchema, auth: "optional" }),
  courses: endpoint({ method: "GET", path: "/courses", request: catalogue.courseListRequestSchema, response: catalogue.courseListResponseSchema, auth: "optional" }),
  course: endpoint({ method: "GET", path: "/courses/{courseSlug}", request: catalogue.courseSlugRequestSchema, response: catalogue.courseDetailResponseSchema, auth: "optional" }),
  courseReviews: endpoint({ method: "GET", path: "/courses/{courseSlug}/reviews", request: catalogue.reviewListRequestSchema, response: catalogue.reviewListResponseSchema, auth: "optional" }),
  courseReviewUpsert: endpoint({ method: "PUT", path: "/courses/{courseSlug}/review", request: catalogue.reviewUpsertRequestSchema, response: catalogue.reviewUpsertResponseSchema, auth: "required" }),
  feedback: endpoint({ method: "POST", path: "/feedback", request: catalogue.feedbackRequestSchema, response: catalogue.feedbackResponseSchema, auth: "optional" }),
  bundles: endpoint({ method: "GET", path: "/bundles", request: catalogue.homeSectionRequestSchema.pick({}), response: catalogue.bundleListResponseSchema, auth: "optional" }),
  bundle: endpoint({ method: "GET", path: "/bundles/{bundleSlug}", request: catalogue.bundleSlugRequestSchema, response: catalogue.bundleResponseSchema, auth: "optional" }),
  blogPosts: endpoint({ method: "GET", path: "/blog", request: catalogue.homeSectionRequestSchema.pick({}), response: catalogue.blogListResponseSchema, auth: "none" }),
  blogPost: endpoint({ method: "GET", path: "/blog/{blogSlug}", request: catalogue.blogSlugRequestSchema, response: catalogue.blogPostResponseSchema, auth: "none" }),
  homeContinue: endpoint({ method: "GET", path: "/home/continue", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeWorkPerformance: endpoint({ method: "GET", path: "/home/work-performance", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeTechnologyCareer: endpoint({ method: "GET", path: "/home/technology-career", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeSelfManagement: endpoint({ method: "GET", path: "/home/self-management", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeNewReleases: endpoint({ method: "GET", path: "/home/new-releases", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homePopular: endpoint({ method: "GET", path: "/home/popular", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homePopularPicks: endpoint({ method: "GET", path: "/home/popular-picks", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeRecommended: endpoint({ method: "GET", path: "/home/recommended", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeMandatory: endpoint({ method: "GET", path: "/home/mandatory", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeAll: endpoint({ method: "GET", path: "/home/all", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeEndingSoon: endpoint({ method: "GET", path: "/home/ending-soon", request: catalogue.homeSectionRequestSchema, response: catalogue.homeSectionResponseSchema, auth: "optional" }),
  homeTrendingSearches: endpoint({ method: "GET", path: "/home/trending-searches", request: catalogue.homeSectionRequestSchema, response: catalogue.trendingSearchesResponseSchema, auth: "optional" }),
  searchTermRecord: endpoint({ method: "POST", path: "/search/terms", request: catalogue.searchTermRequestSchema, response: catalogue.searchTermResponseSchema, auth: "optional" }),
  // learning (issue 5 items 3, 4, 6): 404 for a course the viewer cannot see, like the catalogue
  enrol: endpoint({ method: "POST", path: "/courses/{courseSlug}/enrolment", request: learning.courseSlugParams, response: learning.enrolmentResponseSchema, auth: "required" }),
  courseLearning: endpoint({ method: "GET", path: "/courses/{courseSlug}/learning", request: learning.courseSlugParams, response: learning.courseLearningResponseSchema, auth: "required" }),
  lesson: endpoint({ method: "GET", path: "/lessons/{lessonId}", request: learning.lessonParams, response: learning.lessonResponseSchema, auth: "required" }),
  lessonComplete: endpoint({ method: "POST", path: "/lessons/{lessonId}/complete", request: learning.lessonParams, response: learning.lessonCompleteResponseSchema, auth: "required" }),
  attemptStart: endpoint({ method: "POST", path: "/quizzes/{quizId}/attempts", request: learning.attemptStartRequestSchema, response: learning.attemptResponseSchema, auth: "required" }),
  attempt: endpoint({ method: "GET", path: "/quiz-attempts/{attemptId}", request: learning.attemptParams, response: learning.attemptResponseSchema, auth: "required" }),
  attemptAnswer: endpoint({ method: "PUT", path: "/quiz-attempts/{attemptId}/answers/{questionId}", request: learning.answerRequestSchema, response: learning.answerResponseSchema, auth: "required" }),
  attemptSubmit: endpoint({ method: "POST", path: "/quiz-attempts/{attemptId}/submit", request: learning.attemptParams, response: learning.attemptResponseSchema, auth: "required" }),
  attemptAbandon: endpoint({ method: "POST", path: "/quiz-attempts/{attemptId}/abandon", request: learning.attemptParams, response: learning.attemptResponseSchema, auth: "required" }),
  myCourses: endpoint({ method: "GET", path: "/me/courses", request: learning.myCoursesRequestSchema, response: learning.myCoursesResponseSchema, auth: "required" }),
  myClasses: endpoint({ method: "GET", path: "/my-class", request: learning.courseSlugParams.pick({}), response: learning.myClassesResponseSchema, auth: "required" }),
  myCertificates: endpoint({ method: "GET", path: "/me/certificates", request: learning.courseSlugParams.pick({}), response: learning.myCertificatesResponseSchema, auth: "required" }),
  certificate: endpoint({ method: "GET", path: "/certificates/{code}", request: learning.certificateParams, response: learning.certificateResponseSchema, auth: "none" }),
  leaderboard: endpoint({ method: "GET", path: "/leaderboard", request: learning.leaderboardRequestSchema, response: learning.leaderboardResponseSchema, auth: "optional" }),
  dashboard: endpoint({ method: "GET", path: "/me/dashboard", request: learning.courseSlugParams.pick({}), response: learning.dashboardResponseSchema, auth: "required" }),
  // search (issue 6 items 3–4): a scoped search-only key for the browser; the server-side search with its SQL fallback
  searchKey: endpoint({ method: "GET", path: "/search/key", request: search.searchKeyRequestSchema, response: search.searchKeyResponseSchema, auth: "optional" }),
  searchCourses: endpoint({ method: "GET", path: "/search/courses", request: search.searchCoursesRequestSchema, response: search.searchCoursesResponseSchema, auth: "optional" }),
  // account (issue 8 item 4): the account and its personal data go; issued certificates stay verifiable
  accountDelete: endpoint({ method: "POST", path: "/account/delete", request: auth.accountDeleteRequestSchema, response: auth.messageResponseSchema, auth: "required" }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]["request"]>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]["response"]>;
