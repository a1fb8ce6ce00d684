import { messages } from "@gk/i18n/messages";
import { describe, expect, it } from "vitest";
import { en, id } from "./messages";
import { sharedEn, sharedId } from "./shared-messages";

/** every message of a web catalogue by its path (namespace.key…) */
function flatten(node: unknown, prefix = ""): Record<string, string> {
  if (typeof node === "string") return { [prefix]: node };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>))
    Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}
const webEn = flatten(messages.en);
const webId = flatten(messages.id);
/** the same words, whatever the case and punctuation */
const gist = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("messages said by both the web and the API", () => {
  it("come from one place: an API message that says what a web message says is that web message", () => {
    const byGist = new Map<string, string[]>();
    for (const [path, text] of Object.entries(webEn)) {
      if (gist(text).length < 12) continue;
      byGist.set(gist(text), [...(byGist.get(gist(text)) ?? []), path]);
    }
    const apiEn = en as Record<string, string>;
    const apiId = id as Record<string, string>;
    const twice: string[] = [];
    for (const key of Object.keys(apiEn)) {
      const same = [...(byGist.get(gist(apiEn[key]!)) ?? []), ...(webEn[key] !== undefined ? [key] : [])];
      if (same.length === 0) continue;
      const taken = same.some((path) => webEn[path] === apiEn[key] && webId[path] === apiId[key]);
      if (!taken) twice.push(`${key} ~ ${same.join(", ")}`);
    }
    expect(twice).toEqual([]);
  });

  it("the shared ones are plain text the API can fill in (no plural or select forms)", () => {
    for (const text of [...Object.values(sharedId), ...Object.values(sharedEn)])
      expect(text).not.toMatch(/\{\w+,\s*(plural|select|selectordinal)/);
  });

  it("the not-registered message reads the same on the page and in the API's answer", () => {
    expect(id["auth.notRegistered"]).toBe("Oops, kamu belum terdaftar. Silakan isi datamu.");
    expect(id["auth.notRegistered"]).toBe(messages.id.auth.register.notRegistered);
    expect(en["auth.notRegistered"]).toBe(messages.en.auth.register.notRegistered);
  });
});
