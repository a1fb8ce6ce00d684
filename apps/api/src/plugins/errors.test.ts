import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, json, startTestApi, type TestApi } from "../../test/harness";

const EN = { "accept-language": "en" };

/**
 * SERVER_BUSY (500) is for failures of the server only. Whatever a caller sends wrong is a 4xx in the one
 * error shape, its message in the caller's language, so the user learns what to fix instead of being told to
 * wait for a busy server.
 */
describe.each(DRIVERS)("user errors are 4xx, server failures SERVER_BUSY, on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      extend: (app) =>
        app.get("/test/broken", async () => Promise.reject(new Error("the database went away"))),
    });
  });
  afterAll(() => api?.close());

  it("refuses text with a NUL character in a body field with 422 on that field, not a failed query", async () => {
    const login = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      ...json({ username: "siti\u0000@demo.gurukita.id", password: "x" }),
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Pastikan data yang dimasukkan sudah benar",
      errors: { username: ["Isian berisi karakter yang tidak diizinkan."] },
    });

    const term = await api.app.inject({
      method: "POST",
      url: "/search/terms",
      payload: JSON.stringify({ term: "excel\u0000" }),
      headers: { "content-type": "application/json", ...EN },
    });
    expect(term.statusCode).toBe(422);
    expect(term.json().errors).toEqual({ term: ["This contains a character that is not allowed."] });

    const feedback = await api.app.inject({
      method: "POST",
      url: "/feedback",
      ...json({ rating: 4, message: "bagus\u0000sekali" }),
    });
    expect(feedback.statusCode).toBe(422);
    expect(Object.keys(feedback.json().errors)).toEqual(["message"]);
  });

  it("refuses a NUL character in the query string and in the path the same way", async () => {
    const search = await api.app.inject({ url: "/search/courses?q=excel%00", headers: EN });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ q: ["This contains a character that is not allowed."] });
    const cert = await api.app.inject({ url: "/certificates/GK-AAAA%00BBBB" });
    expect(cert.statusCode).toBe(422);
    expect(cert.json().code).toBe("VALIDATION_FAILED");
  });

  it("answers a path the router cannot read with 400 in the caller's language", async () => {
    const id = await api.app.inject({ url: "/courses/%E0%A4%A" });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({
      code: "BAD_REQUEST",
      message: "Alamat permintaan tidak valid. Periksa kembali tautan yang dibuka.",
    });
    const en = await api.app.inject({ url: "/courses/%E0%A4%A", headers: EN });
    expect(en.json()).toEqual({
      code: "BAD_REQUEST",
      message: "The request address is not valid. Check the link you opened.",
    });
  });

  it("judges a long path value by the contract (422 on the field), not by the router's length limit", async () => {
    const res = await api.app.inject({ url: `/courses/${"a".repeat(201)}`, headers: EN });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ courseSlug: ["At most 200 characters."] });
  });

  it("answers a body that is not JSON with 400 and says to check the data", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      payload: "{username:",
      headers: { "content-type": "application/json", ...EN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "BAD_REQUEST",
      message: "The request could not be read. Check the data you sent.",
    });
  });

  it("keeps SERVER_BUSY for a real failure of the server, without its details", async () => {
    const res = await api.app.inject({ url: "/test/broken", headers: EN });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "SERVER_BUSY", message: "Sorry, the server is busy" });
  });
});
