/** WebVTT captions: the small subset the product writes (timed cues of plain text) and reads back in tests. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
};

export function formatVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`).join("\n")}`;
}

const TIME = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/;
const toSeconds = (t: string) => {
  const m = TIME.exec(t);
  if (!m) throw new Error(`bad timestamp "${t}"`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
};

/** Parses WebVTT strictly enough to refuse what a browser would drop: the header, timings, ordered cues. */
export function parseVtt(text: string): Cue[] {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]!.split("\n")[0]!)) throw new Error("missing WEBVTT header");
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split("\n").filter((l) => l !== "");
    if (lines.length === 0 || /^NOTE\b/.test(lines[0]!)) continue;
    const at = lines.findIndex((l) => l.includes("-->"));
    if (at < 0 || at > 1) throw new Error(`cue without timing: ${block}`);
    const [from, to] = lines[at]!.split("-->").map((s) => s.trim().split(/\s+/)[0]!);
    const cue = { start: toSeconds(from!), end: toSeconds(to!), text: lines.slice(at + 1).join("\n") };
    if (!(cue.end > cue.start)) throw new Error(`cue ends before it starts: ${lines[at]}`);
    if (cues.length && cue.start < cues[cues.length - 1]!.start) throw new Error("cues out of order");
    if (!cue.text) throw new Error(`empty cue at ${lines[at]}`);
    cues.push(cue);
  }
  return cues;
}
