import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { CATEGORIES } from "@gk/contracts";
import { messages, NAMESPACES } from "./messages";
import { QUOTE_KEYS } from "./quotes";

const dir = fileURLToPath(new URL("../messages/", import.meta.url));
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (locale: string, ns: string) =>
  JSON.parse(readFileSync(`${dir}${locale}/${ns}.json`, "utf8")) as Tree;
// each argument once: a plural may use the same argument in several branches ("one" and "other" in English)
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

describe("message files", () => {
  it("has the same namespace files in both languages, all of them loaded", () => {
    const files = (locale: string) =>
      readdirSync(`${dir}${locale}`)
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.replace(/\.json$/, ""))
        .sort();
    expect(files("en")).toEqual(files("id"));
    expect(files("id")).toEqual([...NAMESPACES].sort());
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key exists in both languages with the same placeholders and no empty text`, () => {
      const id = flatten(read("id", ns));
      const en = flatten(read("en", ns));
      const onlyId = [...id.keys()].filter((k) => !en.has(k));
      const onlyEn = [...en.keys()].filter((k) => !id.has(k));
      expect({ onlyId, onlyEn }).toEqual({ onlyId: [], onlyEn: [] });
      for (const [key, text] of id) {
        expect(text.trim(), `id ${ns}.${key}`).not.toBe("");
        expect(en.get(key)?.trim(), `en ${ns}.${key}`).not.toBe("");
        expect(placeholders(en.get(key) ?? ""), `${ns}.${key}`).toEqual(placeholders(text));
      }
    });
  }

  it("no plural message prints # (next-intl would write it in the page's language, not with commas)", () => {
    for (const locale of ["id", "en"] as const) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of flatten(messages[locale][ns])) {
          if (text.includes("plural")) expect(text, `${locale} ${ns}.${key}`).not.toMatch(/(^|[^'])#/);
        }
      }
    }
  });

  it("every message is valid ICU and renders in both languages", () => {
    for (const locale of ["id", "en"] as const) {
      const t = createTranslator({ locale, messages: messages[locale] as never });
      for (const ns of NAMESPACES) {
        for (const [key, text] of flatten(messages[locale][ns])) {
          if (text.includes("<")) continue; // rich text, rendered with t.rich by the page
          const values = Object.fromEntries(
            placeholders(text).map((p) => [p, p === "count" || p === "minutes" ? 2 : "x"]),
          );
          expect(() => t(`${ns}.${key}` as never, values as never), `${locale} ${ns}.${key}`).not.toThrow();
        }
      }
    }
  });
});

describe("content the product fixes word for word", () => {
  it("the 22 categories equal CATEGORIES of @gk/contracts in both languages", () => {
    expect(CATEGORIES).toHaveLength(22);
    expect(messages.id.tags.categories).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.id])));
    expect(messages.en.tags.categories).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.en])));
  });

  it("four motivational quotes in both languages", () => {
    for (const locale of ["id", "en"] as const) {
      expect(Object.keys(messages[locale].common.quotes)).toEqual([...QUOTE_KEYS]);
      expect(new Set(Object.values(messages[locale].common.quotes)).size).toBe(4);
    }
  });

  it("the fixed English error and payment texts and the rating and transaction labels", () => {
    const en = messages.en;
    expect(en.auth.register.notRegistered).toBe("Oops, you're not registered. Please, fill out your data.");
    expect(en.auth.validation.checkData).toBe("Make sure to input the correct data");
    expect(en.errors.serverBusy).toBe("Sorry, the server is busy");
    expect(en.errors.courseNotFound).toBe("Course not found");
    // the spec's four labels, plus the two statuses the spec does not name (failed reads like expired)
    expect(en.course.transaction.status).toEqual({
      processed: "Processing",
      paid: "Success",
      expired: "Failed",
      pending: "Waiting for Payment",
      failed: "Failed",
      refunded: "Refunded",
    });
    expect(en.course.transaction.proceedToPayment).toBe("Proceed to Payment");
    expect(Object.keys(en.course.rating)).toEqual(
      expect.arrayContaining(["poor", "needsImprovement", "good", "excellent", "extraordinary"]),
    );
    expect(en.learning.quiz.partial).toBe("Not quite right");
  });

  it("the share text puts the course name before the invitation to learn for free together", () => {
    const t = createTranslator({ locale: "id", messages: messages.id as never });
    expect(t("common.share.text" as never, { name: "Excel Dasar" } as never)).toBe(
      "Excel Dasar - Yuk, mari belajar gratis bersama di GuruKita!",
    );
  });
});
