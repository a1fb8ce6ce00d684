import { describe, expect, it } from "vitest";
import { EVENTS } from "./constants";
import { toDataLayerEvent } from "./ga4";

describe("product events as GA4 entries", () => {
  it("maps every product event of the one list", () => {
    const samples: Record<string, Record<string, unknown>> = {
      [EVENTS.screenView]: { path: "/course/excel-dasar", title: "Excel Dasar" },
      [EVENTS.login]: { method: "password" },
      [EVENTS.share]: { channel: "whatsapp", kind: "course" },
      [EVENTS.beginCourse]: { course: "excel-dasar" },
      [EVENTS.purchase]: { transactionId: "tx-1", value: 99000, items: [{ id: "excel-dasar" }] },
    };
    for (const event of Object.values(EVENTS))
      expect(toDataLayerEvent(event, samples[event]), event).not.toBeNull();
  });

  it("a route change is a page_view with its path and title", () => {
    expect(toDataLayerEvent(EVENTS.screenView, { path: "/en/explore", title: "Explore" })).toEqual({
      event: "page_view",
      page_path: "/en/explore",
      page_title: "Explore",
    });
    expect(toDataLayerEvent(EVENTS.screenView, { path: "/" })).toEqual({
      event: "page_view",
      page_path: "/",
    });
    expect(toDataLayerEvent(EVENTS.screenView, {})).toBeNull();
  });

  it("a sign-in is login with its method, and a new account's first sign-in is sign_up", () => {
    expect(toDataLayerEvent(EVENTS.login, { method: "google" })).toEqual({
      event: "login",
      method: "google",
    });
    expect(toDataLayerEvent(EVENTS.login, { method: "register" })).toEqual({
      event: "sign_up",
      method: "password",
    });
  });

  it("share, begin_course and purchase carry GA4's parameters", () => {
    expect(toDataLayerEvent(EVENTS.share, { channel: "whatsapp", kind: "course" })).toEqual({
      event: "share",
      method: "whatsapp",
      content_type: "course",
    });
    expect(toDataLayerEvent(EVENTS.beginCourse, { course: "excel-dasar" })).toEqual({
      event: "begin_course",
      course_id: "excel-dasar",
    });
    expect(
      toDataLayerEvent(EVENTS.purchase, {
        transactionId: "tx-1",
        value: 99000,
        items: [{ id: "excel-dasar", name: "Excel Dasar" }],
      }),
    ).toEqual({
      event: "purchase",
      ecommerce: {
        transaction_id: "tx-1",
        value: 99000,
        currency: "IDR",
        items: [{ item_id: "excel-dasar", item_name: "Excel Dasar" }],
      },
    });
    expect(toDataLayerEvent(EVENTS.purchase, { transactionId: "tx-1", value: "99000" })).toBeNull();
  });

  it("passes on no other event and no personal data", () => {
    expect(toDataLayerEvent("identify", { userId: "u-1" })).toBeNull();
    const login = toDataLayerEvent(EVENTS.login, { method: "password", email: "sari@example.id", id: "u-1" });
    expect(login).toEqual({ event: "login", method: "password" });
  });
});
