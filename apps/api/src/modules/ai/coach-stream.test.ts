import { createOfflineProvider, passagesFromLesson } from "@gk/ai";
import { describe, expect, it } from "vitest";
import { drainAnswer } from "./coach-stream";

const passages = passagesFromLesson({
  lessonId: "lesson-1",
  lessonTitle: "Keamanan siber",
  locale: "id",
  body:
    "Keamanan siber adalah upaya melindungi sistem, perangkat, dan data dari akses yang tidak diinginkan.\n\n" +
    "Kata sandi yang kuat panjangnya paling sedikit dua belas karakter dan tidak dipakai di layanan lain.",
});

describe("an answer read to its end", () => {
  it("is produced whole even when the learner stops reading after the first words", async () => {
    const answer = await createOfflineProvider().answer({
      question: "Berapa panjang kata sandi yang kuat?",
      locale: "id",
      passages,
    });
    const { forLearner, done } = drainAnswer(answer);
    let seen = "";
    for await (const delta of forLearner.textStream) {
      seen += delta;
      break; // the learner closed the page
    }
    const produced = await done;
    expect(produced.text.length).toBeGreaterThan(seen.length);
    expect(produced.text).toContain("dua belas karakter");
    expect(produced.outcome).toBe("answered");
    expect(produced.citations.map((c) => c.passageId)).toContain(passages[1]!.id);
    expect(produced.interrupted).toBe(false);
  });

  it("keeps what was produced when the model breaks off, and tells the learner", async () => {
    async function* broken() {
      yield "Kata sandi yang kuat ";
      await Promise.resolve();
      throw new Error("connection reset");
    }
    const { forLearner, done } = drainAnswer({
      mode: "hosted",
      textStream: broken(),
      citations: Promise.reject(new Error("no citations")),
      outcome: Promise.reject(new Error("no outcome")),
      usage: Promise.resolve({ inputTokens: 10, outputTokens: 3 }),
      flags: [],
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const delta of forLearner.textStream) seen.push(delta);
      })(),
    ).rejects.toThrow("connection reset");
    expect(seen).toEqual(["Kata sandi yang kuat "]);
    expect(await done).toMatchObject({
      text: "Kata sandi yang kuat ",
      citations: [],
      interrupted: true,
      usage: { inputTokens: 10, outputTokens: 3 },
    });
  });
});
