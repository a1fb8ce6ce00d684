import { describe, expect, it } from "vitest";
import { pickVoice, speechChunks, speechLang } from "./speech";

const voice = (lang: string, localService = true) => ({ lang, localService, name: lang });

describe("reading a lesson aloud", () => {
  it("speaks in the page's language", () => {
    expect(speechLang("id")).toBe("id-ID");
    expect(speechLang("en")).toBe("en-US");
  });

  it("picks the language's voice, a device voice first, and none of another language", () => {
    expect(pickVoice([voice("en-US"), voice("id-ID")], "id-ID")?.lang).toBe("id-ID");
    expect(pickVoice([voice("en-GB"), voice("in_ID")], "id-ID")?.lang).toBe("in_ID");
    expect(pickVoice([voice("en-US", false), voice("en-GB")], "en-US")?.lang).toBe("en-GB");
    expect(pickVoice([voice("en-US")], "id-ID")).toBeNull();
  });

  it("reads paragraphs and list items as plain text, without the markdown marks", () => {
    expect(speechChunks("Rumus **SUM** menjumlahkan.\n\n- satu\n- *dua*\n\n1. tiga")).toEqual([
      "Rumus SUM menjumlahkan.",
      "satu",
      "dua",
      "tiga",
    ]);
  });

  it("splits a long paragraph after a sentence into pieces no browser cuts off", () => {
    const sentence = "Ini kalimat yang cukup panjang untuk menguji pemotongan teks. ";
    const chunks = speechChunks(sentence.repeat(12));
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(220);
      expect(c.endsWith(".")).toBe(true);
    }
    expect(chunks.join(" ")).toBe(sentence.repeat(12).trim());
  });
});
