// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { createAnalytics } from "./analytics";
import { EVENTS } from "./constants";
import { createTagManager, gtmScriptUrl, type TagManagerWindow } from "./tag-manager";

const win = () => window as unknown as TagManagerWindow;
const scripts = () => [...document.querySelectorAll("script")].map((s) => s.getAttribute("src"));

afterEach(() => {
  delete win().dataLayer;
  document.head.innerHTML = "";
});

describe("the tag manager adapter", () => {
  it("without a container id loads no script and pushes nothing", () => {
    const tags = createTagManager({ containerId: null });
    tags.load();
    tags.push(EVENTS.screenView, { path: "/" });
    expect(tags.enabled).toBe(false);
    expect(scripts()).toEqual([]);
    expect(win().dataLayer).toBeUndefined();
  });

  it("refuses an id that is not a container id", () => {
    const tags = createTagManager({ containerId: 'GTM-1"><script>' });
    tags.load();
    expect(tags.enabled).toBe(false);
    expect(scripts()).toEqual([]);
  });

  it("with one loads gtm.js once and starts the data layer", () => {
    const tags = createTagManager({ containerId: "GTM-AB12CD3" });
    tags.load();
    tags.load();
    expect(scripts()).toEqual([gtmScriptUrl("GTM-AB12CD3")]);
    expect(gtmScriptUrl("GTM-AB12CD3")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(win().dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
  });

  it("pushes one page_view per path and clears the ecommerce object before a purchase", () => {
    const tags = createTagManager({ containerId: "GTM-AB12CD3" });
    tags.push(EVENTS.screenView, { path: "/course/a" });
    tags.push(EVENTS.screenView, { path: "/course/a" });
    tags.push(EVENTS.screenView, { path: "/course/b" });
    tags.push(EVENTS.purchase, { transactionId: "tx-1", value: 1000 });
    expect(win().dataLayer).toEqual([
      { event: "page_view", page_path: "/course/a" },
      { event: "page_view", page_path: "/course/b" },
      { ecommerce: null },
      { event: "purchase", ecommerce: { transaction_id: "tx-1", value: 1000, currency: "IDR", items: [] } },
    ]);
  });

  it("receives the product's events from the analytics wrapper, also without an Amplitude key", () => {
    const tags = createTagManager({ containerId: "GTM-AB12CD3" });
    const analytics = createAnalytics({ apiKey: null, forward: tags.push });
    analytics.track(EVENTS.login, { method: "register" });
    analytics.trackScreenView({ path: "/explore" });
    analytics.trackLink(EVENTS.share, { channel: "whatsapp", kind: "course" }, () => undefined);
    expect(win().dataLayer).toEqual([
      { event: "sign_up", method: "password" },
      { event: "page_view", page_path: "/explore" },
      { event: "share", method: "whatsapp", content_type: "course" },
    ]);
  });
});
