// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { captureCampaign, readCampaign, stampVersion } from "./campaign";
import { initAnalytics } from "./init";

afterEach(() => {
  for (const name of ["utm_source_gk", "utm_medium_gk", "utm_campaign_gk"])
    document.cookie = `${name}=; path=/; max-age=0`;
  localStorage.clear();
});

describe("campaign cookies and version", () => {
  it("keeps utm_source/medium/campaign from the URL in the _gk cookies", () => {
    const captured = captureCampaign(
      "https://gurukita.id/course/excel?utm_source=whatsapp&utm_medium=organic-button&utm_campaign=lms-share",
      document,
    );
    expect(captured).toEqual({
      utm_source: "whatsapp",
      utm_medium: "organic-button",
      utm_campaign: "lms-share",
    });
    expect(readCampaign(document.cookie)).toEqual(captured);
    expect(document.cookie).toContain("utm_source_gk=whatsapp");
  });

  it("leaves an earlier campaign alone when the URL has none", () => {
    captureCampaign("https://gurukita.id/?utm_source=linkedin", document);
    captureCampaign("https://gurukita.id/my-class", document);
    expect(readCampaign(document.cookie)).toEqual({ utm_source: "linkedin" });
  });

  it("stamps gk-version = v2.3.6 and reports a change", () => {
    expect(stampVersion(localStorage)).toEqual({ previous: null, changed: false });
    expect(localStorage.getItem("gk-version")).toBe("v2.3.6");
    localStorage.setItem("gk-version", "v2.3.5");
    expect(stampVersion(localStorage)).toEqual({ previous: "v2.3.5", changed: true });
    expect(localStorage.getItem("gk-version")).toBe("v2.3.6");
  });

  it("initAnalytics without a key stamps the version, keeps the campaign and is a no-op", () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      "https://gurukita.id/?utm_campaign=launch",
    );
    const analytics = initAnalytics({ apiKey: undefined });
    expect(analytics.enabled).toBe(false);
    expect(localStorage.getItem("gk-version")).toBe("v2.3.6");
    expect(readCampaign(document.cookie)).toEqual({ utm_campaign: "launch" });
  });
});
