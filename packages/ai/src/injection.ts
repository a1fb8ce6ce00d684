/**
 * Prompt-injection detection, in Indonesian and English. Course text and learners' questions are data: text in
 * them that addresses the assistant ("ignore previous instructions", "abaikan instruksi sebelumnya", "you are
 * now…", "tampilkan prompt sistem") is flagged. The coach declines a question that does this, and a passage's
 * instruction-like sentences are cut out before anything is quoted or sent to a model.
 */
import { sentences } from "./text";
import type { InjectionFlag, InjectionRule } from "./types";

const RULES: { rule: InjectionRule; re: RegExp }[] = [
  {
    rule: "override-instructions",
    re: /\b(ignore|disregard|forget|override|bypass|skip)\b[^.\n]{0,40}\b(previous|prior|above|earlier|preceding|all|your|the|system|these|those|any)\b[^.\n]{0,30}\b(instructions?|rules?|prompts?|directions?|guidelines?|constraints?|context)\b/i,
  },
  {
    rule: "override-instructions",
    re: /\b(abaikan|lupakan|acuhkan|hiraukan|langgar|lewati|jangan (ikuti|hiraukan|pedulikan))\b[^.\n]{0,40}\b(instruksi|perintah|aturan|petunjuk|arahan|prompt|batasan)\b/i,
  },
  {
    rule: "reveal-prompt",
    re: /\b(system|hidden|initial|original|secret|developer)\s+(prompt|instructions?|message)\b/i,
  },
  {
    rule: "reveal-prompt",
    re: /\b(reveal|show|print|repeat|display|output|leak|tell me|what (is|are))\b[^.\n]{0,30}\b(your|the)\s+(instructions|prompt|rules|configuration)\b/i,
  },
  {
    rule: "reveal-prompt",
    re: /\b(prompt|instruksi|perintah|pesan)\s+(sistem|rahasia|awal|tersembunyi)\b/i,
  },
  {
    rule: "reveal-prompt",
    re: /\b(tampilkan|tunjukkan|bocorkan|ungkapkan|sebutkan|ulangi|cetak|beri ?tahu)\b[^.\n]{0,30}\b(instruksi|prompt|aturan|perintah)(mu| anda| kamu)\b/i,
  },
  {
    rule: "role-play",
    re: /\b(you are now|from now on,? you|pretend (to be|you are|that you)|act as (if you|an? (ai|assistant|chatbot|model|unrestricted|unfiltered|different|evil|hacker|admin))|roleplay as|role-play as|jailbreak|developer mode|do anything now|\bDAN mode)\b/i,
  },
  {
    rule: "role-play",
    re: /\b((kamu|anda|engkau) (sekarang|kini) (adalah|menjadi)|mulai (sekarang|saat ini),? (kamu|anda)|berpura-pura (menjadi|sebagai|bahwa)|berperan sebagai (ai|asisten|chatbot|model|peretas|hacker|admin)|bertindak sebagai (ai|asisten|chatbot|model|peretas|hacker|admin)|mode pengembang)\b/i,
  },
  {
    rule: "new-instructions",
    re: /(^|\n)\s*(system|assistant|developer|sistem|asisten)\s*:|\b(new|updated) instructions?\s*:|\binstruksi baru\s*:|\bperintah baru\s*:|<\|im_start\|>|<\|system\|>|\[INST\]|###\s*(instruction|instruksi)/i,
  },
  {
    rule: "fence-break",
    re: /<{3}|>{3}|<\/?\s*(passage|passages|course_text|system|instructions)\s*>/i,
  },
];

/** The rules a text breaks, each with the words that matched. Empty for ordinary course text and questions. */
export function detectInjection(text: string): { rule: InjectionRule; excerpt: string }[] {
  const out: { rule: InjectionRule; excerpt: string }[] = [];
  for (const { rule, re } of RULES) {
    const m = re.exec(text);
    if (m && !out.some((o) => o.rule === rule)) out.push({ rule, excerpt: m[0].trim().slice(0, 120) });
  }
  return out;
}

export const looksLikeInjection = (text: string) => detectInjection(text).length > 0;

/** Flags for a question, its conversation and its passages, in that order. */
export function scanInput(
  question: string,
  passages: readonly { id: string; text: string }[],
  history: readonly { role: string; text: string }[] = [],
): InjectionFlag[] {
  const flags: InjectionFlag[] = [];
  for (const f of detectInjection(question)) flags.push({ source: "question", ...f });
  for (const turn of history)
    if (turn.role === "user")
      for (const f of detectInjection(turn.text)) flags.push({ source: "history", ...f });
  for (const p of passages)
    for (const f of detectInjection(p.text)) flags.push({ source: "passage", passageId: p.id, ...f });
  return flags;
}

/**
 * A passage's text with every instruction-like sentence replaced by `placeholder`, and anything shaped like
 * the prompt's delimiters defused, so the text can be quoted or fenced as data.
 */
export function neutralise(text: string, placeholder: string): string {
  if (!looksLikeInjection(text)) return text;
  return text
    .split(/\n/)
    .map((line) => {
      if (!looksLikeInjection(line)) return line;
      const kept = sentences(line).map((s) => (looksLikeInjection(s) ? placeholder : s));
      return kept.join(" ");
    })
    .join("\n")
    .replace(/<{3,}|>{3,}/g, "")
    .replace(/<\/?\s*(passage|passages|course_text|system|instructions)\s*>/gi, "");
}
