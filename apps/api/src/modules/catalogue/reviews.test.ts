import { courses } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, startTestApi, type TestApi } from "../../../test/harness";
import { catalogueFixture } from "../../../test/catalogue-fixtures";

describe.each(DRIVERS)("rating a course twice at once on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  // A client that retries a slow request, or a double tap on the stars, sends the same first rating twice at
  // the same moment: it is one learner's one rating, so the course's count goes up by one, not two.
  it("counts the learner's rating once", async () => {
    const targets = fx.all.slice(0, 6);
    for (const course of targets) {
      const [before] = await api.database.db
        .select({ n: courses.ratingCount })
        .from(courses)
        .where(eq(courses.id, course.id));
      const put = () =>
        api.app
          .inject({
            method: "PUT",
            url: `/courses/${course.slug}/review`,
            payload: JSON.stringify({ rating: 4, body: "Bagus" }),
            headers: { ...bearer(fx.plain.token), "content-type": "application/json" },
          })
          .then((r) => r.statusCode);
      expect(await Promise.all([put(), put(), put()])).toEqual([200, 200, 200]);
      const [after] = await api.database.db
        .select({ n: courses.ratingCount })
        .from(courses)
        .where(eq(courses.id, course.id));
      expect(after!.n - before!.n, course.slug).toBe(1);
    }
  });
});
