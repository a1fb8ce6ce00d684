import { ApiError } from "@gk/api-client";
import { describe, expect, it } from "vitest";
import { lmsLinkTarget, unsignedLmsDestination } from "./lms-link";

const q = (s: string) => new URLSearchParams(s);

describe("lmsLinkTarget: where an LMS link leads", () => {
  it("leads to the course it names, in the page's language, else home", () => {
    expect(lmsLinkTarget("id", q("type=course&slug=excel-dasar"))).toEqual({
      path: "/course/excel-dasar",
      courseSlug: "excel-dasar",
      signInPath: "/login?url=%2Fcourse%2Fexcel-dasar",
    });
    expect(lmsLinkTarget("en", q("type=course&slug=excel-dasar")).path).toBe("/en/course/excel-dasar");
    expect(lmsLinkTarget("id", q("type=other&slug=excel-dasar")).path).toBe("/");
    expect(lmsLinkTarget("en", q("type=course")).path).toBe("/en");
  });
});

describe("unsignedLmsDestination: an unsigned link lands on the course", () => {
  const target = lmsLinkTarget("id", q("type=course&slug=excel-dasar"));
  const answer = (status: number | null) => async () => {
    if (status === null) return { data: {} };
    throw new ApiError({ status, statusText: "", url: "/courses/excel-dasar", headers: {}, data: null });
  };

  it("goes straight to a course open to visitors, and to any course for a signed-in learner", async () => {
    expect(await unsignedLmsDestination(target, { signedIn: false, readCourse: answer(null) })).toBe(
      "/course/excel-dasar",
    );
    expect(await unsignedLmsDestination(target, { signedIn: true, readCourse: answer(404) })).toBe(
      "/course/excel-dasar",
    );
  });

  it("signs a visitor in first when the course is not open to visitors, then back to it", async () => {
    expect(await unsignedLmsDestination(target, { signedIn: false, readCourse: answer(404) })).toBe(
      "/login?url=%2Fcourse%2Fexcel-dasar",
    );
  });

  it("leaves a busy API to the course page", async () => {
    expect(await unsignedLmsDestination(target, { signedIn: false, readCourse: answer(503) })).toBe(
      "/course/excel-dasar",
    );
  });
});
