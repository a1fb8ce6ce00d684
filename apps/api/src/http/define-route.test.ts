import { endpoints, type Endpoint } from "@gk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../test/harness";
import baseline from "./openapi-baseline.json" with { type: "json" };
import { requestSchemas } from "./define-route";
import {
  inputsOf,
  operations,
  summariseOpenApi,
  type OpenApiDocument,
  type OpenApiSummary,
} from "./openapi-summary";

const shapeKeys = (schema: z.ZodType | undefined) => {
  if (!schema) return undefined;
  const object = (schema instanceof z.ZodOptional ? schema.unwrap() : schema) as z.ZodObject;
  return Object.keys(object.shape).sort();
};

describe("which request fields travel where", () => {
  it("GET: placeholders are params, every other field the query string", () => {
    const s = requestSchemas(endpoints.courseReviews);
    expect(shapeKeys(s.params)).toEqual(["courseSlug"]);
    expect(shapeKeys(s.querystring)).toEqual(["page", "perPage"]);
    expect(s.body).toBeUndefined();
    expect(requestSchemas(endpoints.profile)).toEqual({});
  });

  it("other methods: placeholders are params, the rest the body, except the fields named as query", () => {
    const answer = requestSchemas(endpoints.attemptAnswer);
    expect(shapeKeys(answer.params)).toEqual(["attemptId", "questionId"]);
    expect(shapeKeys(answer.body)).toEqual(["optionIds"]);
    expect(answer.querystring).toBeUndefined();
    const withQuery: Endpoint = {
      method: "POST",
      path: "/x/{id}",
      request: z.object({ id: z.string(), dryRun: z.boolean(), name: z.string() }),
      response: z.object({}),
      query: ["dryRun"],
      auth: "none",
      tag: "t",
      summary: "s",
    };
    const s = requestSchemas(withQuery);
    expect([shapeKeys(s.params), shapeKeys(s.querystring), shapeKeys(s.body)]).toEqual([
      ["id"],
      ["dryRun"],
      ["name"],
    ]);
  });

  it("keeps a request that fits one part whole, with its cross-field rules", () => {
    const s = requestSchemas(endpoints.register);
    expect(s.body).toBe(endpoints.register.request);
    expect(
      s.body!.safeParse({
        fullName: "Siti",
        email: "s@x.id",
        password: "kopi-tubruk-9",
        passwordConfirmation: "other",
        acceptTerms: true,
      }).success,
    ).toBe(false);
  });

  it("lets a body whose fields all have defaults be left out", () => {
    const s = requestSchemas(endpoints.attemptStart);
    expect(s.body!.safeParse(undefined).success).toBe(true);
    expect(requestSchemas(endpoints.feedback).body!.safeParse(undefined).success).toBe(false);
  });
});

describe.each(DRIVERS)("routes registered from the contract on %s", (driver) => {
  let api: TestApi;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
    doc = (await api.app.inject("/docs/json")).json();
  });
  afterAll(() => api?.close());

  it("document every call of the contract table: method, path, inputs, tag, summary, security and success status", () => {
    for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(op, name).toBeDefined();
      const parts = requestSchemas(e);
      expect(inputsOf(op!), name).toEqual({
        path: shapeKeys(parts.params) ?? [],
        query: shapeKeys(parts.querystring) ?? [],
        body: shapeKeys(parts.body) ?? [],
      });
      expect(op!.tags, name).toEqual([e.tag]);
      expect(op!.summary, name).toBe(e.summary);
      expect(Object.keys(op!.responses ?? {}), name).toContain(String(e.status ?? 200));
      expect(op!.security, name).toEqual(
        e.auth === "required" ? [{ bearer: [] }] : e.auth === "optional" ? [{ bearer: [] }, {}] : undefined,
      );
    }
  });

  it("document every call of before routes came from the contract, with the same inputs, bodies and answers", () => {
    const now = summariseOpenApi(doc);
    const before = baseline as OpenApiSummary;
    // Calls added later are checked against the contract above; a call taken out on purpose leaves this
    // fixture with it.
    for (const call of Object.keys(before)) expect(now[call], call).toEqual(before[call]);
    // and every call outside the contract table is one of the few that answer no JSON to the client (a file:
    // the certificate PDF, a transaction's receipt, a live class's calendar file, a company's results export, a
    // learner's own data; the health probes), a stream (the coach's answer, the AI writing's steps), or the
    // payment providers' webhook, whose bodies each provider shapes
    const contract = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    expect(
      operations(doc)
        .map(([call]) => call)
        .filter((call) => !contract.has(call))
        .sort(),
    ).toEqual([
      "GET /account/exports/{exportId}/download",
      "GET /certificates/{code}/pdf",
      "GET /health",
      "GET /lessons/{lessonId}/calendar.ics",
      "GET /org/exports/{exportId}/download",
      "GET /ready",
      "GET /transactions/{transactionId}/receipt",
      "POST /ai/coach/{courseSlug}/chat",
      "POST /ai/quiz-drafts/stream",
      "POST /payments/notifications/{provider}",
    ]);
  });

  it("guard each call as its contract entry says", async () => {
    const stale = bearer("not-a-session-token-at-all-xxxxxxxxxxxxxxxxxx");
    // required: no token, 401
    expect((await api.app.inject({ url: "/me/dashboard" })).statusCode).toBe(401);
    // optional: no token is anonymous, a token that no longer works is 401 so the client drops it
    expect((await api.app.inject({ url: "/categories" })).statusCode).toBe(200);
    expect((await api.app.inject({ url: "/categories", headers: stale })).statusCode).toBe(401);
    // none: the token is not read at all
    expect((await api.app.inject({ url: "/blog", headers: stale })).statusCode).toBe(200);
    expect((await api.app.inject({ url: "/home/trending-searches", headers: stale })).statusCode).toBe(200);
  });

  it("answer a call that creates something with the contract's 201", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/feedback",
      ...json({ rating: 5, message: "Mantap" }),
    });
    expect(res.statusCode).toBe(endpoints.feedback.status);
    expect(res.json().data.id).toBeTruthy();
  });
});
