import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatMessage, formatNodes, parse } from "./format";
import { messages, NAMESPACES } from "./messages";

/** Every message of both languages, formatted by next-intl (use-intl) and by ./format with the same values. */
function* allMessages(tree: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof tree === "string") yield [path.join("."), tree];
  else if (tree && typeof tree === "object")
    for (const [k, v] of Object.entries(tree)) yield* allMessages(v, [...path, k]);
}

function sampleValues(message: string, n: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const m of message.matchAll(/\{\s*(\w+)\s*(,\s*(\w+))?/g))
    values[m[1]!] =
      m[3] === "plural" || /count|total|shown|year|minutes|rating|score|n$/i.test(m[1]!) ? n : `«${m[1]}»`;
  return values;
}

describe("light formatter = next-intl", () => {
  for (const locale of ["id", "en"] as const) {
    it(`formats every ${locale} message as next-intl does`, () => {
      let checked = 0;
      for (const namespace of NAMESPACES) {
        const t = createTranslator({ locale, messages: messages[locale], namespace: namespace as never });
        for (const [key, message] of allMessages(messages[locale][namespace])) {
          const rich = /<\w+>/.test(message);
          for (const n of [0, 1, 2, 1234.5]) {
            const values = sampleValues(message, n);
            if (rich) {
              const tags = Object.fromEntries(
                [...message.matchAll(/<(\w+)>/g)].map((m) => [
                  m[1]!,
                  (chunks: unknown) => `[${m[1]}:${[chunks].flat().join("")}]`,
                ]),
              );
              const theirs = [t.rich(key as never, { ...values, ...tags } as never)].flat().join("");
              const ours = formatNodes(parse(message), { ...values, ...tags }, { locale, rich: true }).join(
                "",
              );
              expect(ours, `${locale} ${namespace}.${key}`).toBe(theirs);
            } else {
              expect(formatMessage(message, values, locale), `${locale} ${namespace}.${key} (${n})`).toBe(
                t(key as never, values as never),
              );
            }
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(400);
    });
  }

  it("keeps ICU quoting and exact plural matches", () => {
    expect(
      formatMessage("It''s '{literal}' {n, plural, =0 {none} one {# item} other {# items}}", { n: 0 }, "en"),
    ).toBe("It's {literal} none");
    expect(formatMessage("{n, plural, =0 {none} one {# item} other {# items}}", { n: 1 }, "en")).toBe(
      "1 item",
    );
    expect(formatMessage("{n, plural, other {# menit}}", { n: 1500 }, "id")).toBe("1.500 menit");
  });
});
