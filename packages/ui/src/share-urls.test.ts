import { describe, expect, it } from "vitest";
import { buildShareLinks, shareCampaign, withUtm } from "./share-urls";

const text = "Manajemen Waktu — yuk belajar gratis bareng di GuruKita!";
const url = "https://gurukita.id/course/manajemen-waktu";

function utm(link: string) {
  const u = new URL(link);
  return {
    source: u.searchParams.get("utm_source"),
    medium: u.searchParams.get("utm_medium"),
    campaign: u.searchParams.get("utm_campaign"),
  };
}

describe("share links with utm tags", () => {
  it("tags every course link with its own source, organic-button and lms-share", () => {
    const links = buildShareLinks({ url, text, kind: "course" });
    const inner = {
      whatsapp: new URL(links.whatsapp).searchParams.get("text")!.split(" ").at(-1)!,
      linkedin: new URL(links.linkedin).searchParams.get("url")!,
      twitter: new URL(links.twitter).searchParams.get("url")!,
      facebook: new URL(links.facebook).searchParams.get("u")!,
      "copy-link": links["copy-link"],
    };
    for (const [target, link] of Object.entries(inner)) {
      expect(link.startsWith(url + "?")).toBe(true);
      expect(utm(link)).toEqual({ source: target, medium: "organic-button", campaign: "lms-share" });
    }
    expect(links["lms-link"]).toBeUndefined();
  });

  it("puts the share text in WhatsApp and Twitter, encoded", () => {
    const links = buildShareLinks({ url, text, kind: "course" });
    expect(links.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(links.whatsapp).searchParams.get("text")!.startsWith(text + " https://")).toBe(true);
    expect(links.twitter.startsWith("https://twitter.com/intent/tweet?")).toBe(true);
    expect(new URL(links.twitter).searchParams.get("text")).toBe(text);
    expect(links.linkedin.startsWith("https://www.linkedin.com/sharing/share-offsite/?url=")).toBe(true);
    expect(links.facebook.startsWith("https://www.facebook.com/sharer/sharer.php?u=")).toBe(true);
    expect(links.whatsapp).not.toContain(" ");
  });

  it("uses blog-share for a blog and adds the LMS link, exactly as given, when given", () => {
    const lmsUrl = "https://lms.gurukita.id/local/gurukita/index.php?type=course&slug=manajemen-waktu";
    const links = buildShareLinks({
      url: "https://gurukita.id/blog/tips",
      text: "Tips",
      kind: "blog",
      lmsUrl,
    });
    expect(utm(links["copy-link"]).campaign).toBe("blog-share");
    // the documented link, nothing added: a Moodle plugin answers the same path and query on its own host
    expect(links["lms-link"]).toBe(lmsUrl);
    expect(shareCampaign("course")).toBe("lms-share");
  });

  it("replaces existing UTM values and keeps other parameters and the hash", () => {
    const tagged = withUtm("https://x.id/course/a?ref=desa&utm_source=old#ulasan", "facebook", "course");
    const u = new URL(tagged);
    expect(u.searchParams.getAll("utm_source")).toEqual(["facebook"]);
    expect(u.searchParams.get("ref")).toBe("desa");
    expect(u.hash).toBe("#ulasan");
  });
});
