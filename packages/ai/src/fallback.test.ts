import { readUIMessageStream } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withFallback } from "./fallback";
import { coursePassages, readAll } from "./fixtures.test-helpers";
import { createHostedProvider } from "./hosted/provider";
import { startModelStandIn, type ModelStandIn } from "./testing/stand-in";
import type { AnswerResult } from "./types";
import { answerUIMessageStream, type CoachUIMessage } from "./ui-stream";

let model: ModelStandIn;
beforeAll(async () => {
  model = await startModelStandIn();
});
afterAll(() => model.close());

const hosted = () => createHostedProvider({ baseURL: model.baseURL, model: "stand-in-1" });

async function lastMessage(answer: AnswerResult, locale: "id" | "en"): Promise<CoachUIMessage> {
  let last: CoachUIMessage | undefined;
  for await (const m of readUIMessageStream<CoachUIMessage>({
    stream: answerUIMessageStream(answer, locale),
  }))
    last = m;
  return last!;
}

describe("falling back to the offline provider", () => {
  it("answers from the course text with a note in the learner's language when the model fails", async () => {
    model.reply(() => ({ status: 503 }));
    const reasons: string[] = [];
    const ai = withFallback(hosted(), { onFallback: (r) => reasons.push(r) });
    const a = await ai.answer({
      question: "Apa itu biaya variabel?",
      locale: "id",
      passages: coursePassages("id"),
    });
    expect(a.mode).toBe("offline");
    expect(a.fallback).toEqual({
      reason: "http",
      note: "Model AI sedang tidak dapat dihubungi, jadi jawaban ini disusun dari kutipan teks kursus.",
    });
    expect(await readAll(a.textStream)).toContain("mengikuti jumlah produksi");
    expect(reasons).toEqual(["http"]);

    const q = await ai.writeQuestions({
      passages: coursePassages("en"),
      count: 3,
      difficulty: "easy",
      kind: "single",
      locale: "en",
    });
    expect(q.mode).toBe("offline");
    expect(q.drafts.length).toBeGreaterThan(0);
    expect(q.fallback?.note).toContain("written by rules from the lesson text");
  });

  it("does not call the model when the site's budget is spent", async () => {
    const before = model.requests.length;
    const ai = withFallback(hosted(), { budgetLeft: () => false });
    const a = await ai.answer({
      question: "What are variable costs?",
      locale: "en",
      passages: coursePassages("en"),
    });
    expect(a.fallback?.reason).toBe("budget");
    expect(a.fallback?.note).toContain("allowance for the month is used up");
    await readAll(a.textStream);
    expect(model.requests.length).toBe(before);
  });

  it("uses the model when it answers", async () => {
    model.reply(() => ({ content: "Biaya tetap sama setiap bulan [P1]." }));
    const a = await withFallback(hosted()).answer({
      question: "Apa itu biaya tetap?",
      locale: "id",
      passages: coursePassages("id"),
    });
    expect(a.mode).toBe("hosted");
    expect(a.fallback).toBeUndefined();
    await readAll(a.textStream);
  });
});

describe("the answer as a UI message stream", () => {
  it("carries the text, then the citations and the outcome, and the fallback note first", async () => {
    model.reply(() => ({ status: 500 }));
    const a = await withFallback(hosted()).answer({
      question: "What are fixed costs?",
      locale: "en",
      passages: coursePassages("en"),
    });
    const m = await lastMessage(a, "en");
    const types = m.parts.map((p) => p.type);
    expect(types[0]).toBe("data-note");
    expect(types).toContain("text");
    const text = m.parts.find((p) => p.type === "text");
    expect(text && "text" in text ? text.text : "").toContain("costs that stay the same every month");
    const citations = m.parts.find((p) => p.type === "data-citations");
    expect(citations && "data" in citations ? citations.data : []).toEqual([
      expect.objectContaining({ label: "P1", passageId: "lesson-1:1", paragraph: 1 }),
    ]);
    expect(m.parts.find((p) => p.type === "data-outcome")).toMatchObject({ data: "answered" });
  });

  it("ends a broken-off answer with a sentence saying so, not an error", async () => {
    async function* broken(): AsyncGenerator<string> {
      yield "Biaya tetap ";
      throw new Error("connection reset");
    }
    const a: AnswerResult = {
      mode: "hosted",
      textStream: broken(),
      citations: Promise.resolve([]),
      outcome: Promise.resolve("answered"),
      usage: Promise.resolve({ inputTokens: 0, outputTokens: 0 }),
      flags: [],
    };
    const m = await lastMessage(a, "id");
    const text = m.parts.find((p) => p.type === "text");
    expect(text && "text" in text ? text.text : "").toBe(
      "Biaya tetap \n\nJawaban terputus. Silakan coba lagi.",
    );
  });
});
