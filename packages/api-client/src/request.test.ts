import { describe, expect, it } from "vitest";
import { buildRequest, cacheKey } from "./request";

describe("buildRequest", () => {
  it("fills {placeholders} from the payload and sends the rest of a GET as the query, arrays repeated", () => {
    const built = buildRequest(
      { method: "GET", path: "/courses/{slug}/lessons/{id}" },
      { slug: "a b", id: 7, tag: ["x", "y"], page: 2, skip: undefined },
    );
    expect(built).toEqual({
      method: "GET",
      path: "/courses/a%20b/lessons/7?tag=x&tag=y&page=2",
      body: undefined,
    });
  });

  it("sends the rest of a POST as JSON, except fields declared as query", () => {
    const built = buildRequest(
      { method: "POST", path: "/quiz/{id}/answers", query: ["attempt"] },
      { id: "q1", attempt: 3, answers: [1, 2] },
    );
    expect(built.path).toBe("/quiz/q1/answers?attempt=3");
    expect(JSON.parse(built.body ?? "")).toEqual({ answers: [1, 2] });
  });

  it("sends an empty JSON object for a body-less DELETE", () => {
    expect(buildRequest({ method: "DELETE", path: "/x/{id}" }, { id: 1 }).body).toBe("{}");
  });

  it("refuses a missing placeholder instead of calling a wrong path", () => {
    expect(() => buildRequest({ method: "GET", path: "/courses/{slug}" }, {})).toThrow(/slug/);
  });

  it("keys the cache by method and path", () => {
    expect(cacheKey("GET", "/profile")).toBe("GET /profile");
  });
});
