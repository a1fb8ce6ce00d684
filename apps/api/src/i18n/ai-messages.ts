/**
 * The messages of the AI coach, in Indonesian (default) and English; merged into the API's one catalogue by
 * messages.ts.
 */
export const aiId = {
  "ai.coachOff": "Pelatih AI tidak tersedia di situs ini.",
  "ai.rateLimited":
    "Anda sudah mengajukan {limit} pertanyaan kepada pelatih AI dalam satu jam terakhir. Silakan bertanya lagi dalam {minutes} menit.",
  "ai.questionEmpty": "Tuliskan pertanyaan Anda untuk pelatih AI.",
  "ai.questionTooLong": "Pertanyaan terlalu panjang. Persingkat menjadi paling banyak {max} karakter.",
} as const;

export const aiEn: Record<keyof typeof aiId, string> = {
  "ai.coachOff": "The AI coach is not available on this site.",
  "ai.rateLimited":
    "You have asked the AI coach {limit} questions in the last hour. Please ask again in {minutes} minutes.",
  "ai.questionEmpty": "Write your question for the AI coach.",
  "ai.questionTooLong": "The question is too long. Shorten it to at most {max} characters.",
};
