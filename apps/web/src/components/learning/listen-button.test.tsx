import { act, fireEvent, render, screen } from "@testing-library/react";
import { MessagesProvider } from "@gk/i18n/client";
import { messages } from "@gk/i18n/messages";
import { afterEach, describe, expect, it } from "vitest";
import { ListenButton } from "./listen-button";

/**
 * The browser's speech synthesis as happy-dom lacks it: it records what it is asked to say. A stand-in for a
 * browser API, the only peer of this component.
 */
function installSpeech(voices: { lang: string; localService: boolean }[]) {
  const said: { text: string; lang: string; voice: unknown }[] = [];
  const utterances: Utterance[] = [];
  const calls: string[] = [];
  class Utterance {
    lang = "";
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const speech = {
    getVoices: () => voices,
    speak: (u: Utterance) => {
      utterances.push(u);
      said.push({ text: u.text, lang: u.lang, voice: u.voice });
    },
    cancel: () => void calls.push("cancel"),
    pause: () => void calls.push("pause"),
    resume: () => void calls.push("resume"),
  };
  Object.assign(window, { speechSynthesis: speech, SpeechSynthesisUtterance: Utterance });
  return { said, calls, utterances };
}

const show = (locale: "id" | "en") =>
  render(
    <MessagesProvider locale={locale} messages={messages[locale]}>
      <ListenButton chunks={["Paragraf satu.", "Paragraf dua."]} locale={locale} />
    </MessagesProvider>,
  );

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).speechSynthesis;
  delete (window as unknown as Record<string, unknown>).SpeechSynthesisUtterance;
});

describe("listen to this lesson", () => {
  it("is not shown where the browser has no speech synthesis", () => {
    show("id");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByTestId("listen-lesson")).toBeNull();
  });

  it("reads the lesson with the Indonesian voice, pauses, resumes and stops", () => {
    const { said, calls } = installSpeech([
      { lang: "en-US", localService: true },
      { lang: "id-ID", localService: true },
    ]);
    show("id");
    fireEvent.click(screen.getByRole("button", { name: "Dengarkan pelajaran" }));
    expect(said.map((s) => [s.text, s.lang])).toEqual([
      ["Paragraf satu.", "id-ID"],
      ["Paragraf dua.", "id-ID"],
    ]);
    expect(said[0]?.voice).toEqual({ lang: "id-ID", localService: true });
    expect(screen.getByText("Membacakan pelajaran…")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Jeda" }));
    expect(screen.getByText("Dijeda")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Lanjutkan" }));
    fireEvent.click(screen.getByRole("button", { name: "Berhenti" }));
    expect(calls).toEqual(["cancel", "pause", "resume", "cancel"]);
    expect(screen.getByRole("button", { name: "Dengarkan pelajaran" })).toBeTruthy();
  });

  it("reads an English page in en-US, and says when the device has no English voice", () => {
    const { said } = installSpeech([{ lang: "id-ID", localService: true }]);
    show("en");
    fireEvent.click(screen.getByRole("button", { name: "Listen to this lesson" }));
    expect(said.map((s) => s.lang)).toEqual(["en-US", "en-US"]);
    expect(said[0]?.voice).toBeNull();
    expect(screen.getByText(/Your device has no English voice/)).toBeTruthy();
  });

  it("says so when the device cannot speak, and not when the reader is stopped", () => {
    const { utterances } = installSpeech([{ lang: "id-ID", localService: true }]);
    show("id");
    fireEvent.click(screen.getByRole("button", { name: "Dengarkan pelajaran" }));
    act(() => utterances[0]?.onerror?.({ error: "interrupted" }));
    expect(screen.queryByText(/belum bisa membacakan/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Dengarkan pelajaran" }));
    act(() => utterances[2]?.onerror?.({ error: "synthesis-failed" }));
    expect(screen.getByText(/Perangkatmu belum bisa membacakan teks/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dengarkan pelajaran" })).toBeTruthy();
  });
});
