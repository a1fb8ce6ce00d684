/**
 * The messages of AI-written quizzes and their review, in Indonesian (default) and English; merged into the API's
 * one catalogue by messages.ts.
 */
export const aiQuizId = {
  "aiQuiz.staffOnly": "Hanya staf penyedia yang dapat menyusun kuis dengan AI untuk katalog.",
  "aiQuiz.draftNotFound": "Draf soal tidak ditemukan.",
  "aiQuiz.lessonNotInCourse": "Pelajaran ini tidak ada di kursus tersebut.",
  "aiQuiz.optionCount": "Soal harus memiliki {min} sampai {max} pilihan jawaban.",
  "aiQuiz.singleOneCorrect": "Soal satu jawaban harus memiliki tepat satu pilihan yang benar.",
  "aiQuiz.multipleCorrectAndWrong":
    "Soal banyak jawaban harus memiliki paling sedikit satu pilihan benar dan satu pilihan salah.",
  "aiQuiz.optionsRepeated": "Setiap pilihan jawaban harus berbeda.",
  "aiQuiz.alreadyPublished": "Draf ini sudah diterbitkan dalam kuis dan tidak dapat diubah lagi.",
  "aiQuiz.notApproved":
    "Hanya draf yang sudah disetujui yang dapat masuk ke kuis. Setujui draf terlebih dahulu.",
  "aiQuiz.otherCourse": "Semua draf harus berasal dari kursus yang sama dengan kuis.",
  "aiQuiz.pairIncomplete":
    "Pretest dan post-test memerlukan draf pretest dan draf post-test yang sudah disetujui.",
  "aiQuiz.noPretestYet":
    "Buat dan setujui draf pretest terlebih dahulu: post-test disusun agar berbeda dari soal pretest.",
  "aiQuiz.progress.reading": "Membaca {passages} bagian teks pelajaran.",
  "aiQuiz.progress.writing": "AI sedang menulis {count} soal dari bagian-bagian itu.",
  "aiQuiz.progress.saved": "Soal {done} dari {total} sudah disimpan sebagai draf.",
} as const;

export const aiQuizEn: Record<keyof typeof aiQuizId, string> = {
  "aiQuiz.staffOnly": "Only the provider's staff can write AI quizzes for the catalogue.",
  "aiQuiz.draftNotFound": "Draft question not found.",
  "aiQuiz.lessonNotInCourse": "This lesson is not part of that course.",
  "aiQuiz.optionCount": "A question needs {min} to {max} answer options.",
  "aiQuiz.singleOneCorrect": "A single-answer question needs exactly one correct option.",
  "aiQuiz.multipleCorrectAndWrong":
    "A multiple-answer question needs at least one correct and one wrong option.",
  "aiQuiz.optionsRepeated": "Every answer option must be different.",
  "aiQuiz.alreadyPublished": "This draft is already published in a quiz and can no longer be changed.",
  "aiQuiz.notApproved": "Only approved drafts can go into a quiz. Approve the draft first.",
  "aiQuiz.otherCourse": "Every draft must belong to the quiz's course.",
  "aiQuiz.pairIncomplete":
    "A pretest and post-test pair needs approved pretest drafts and approved post-test drafts.",
  "aiQuiz.noPretestYet":
    "Write and approve the pretest drafts first: the post-test is written to differ from the pretest's questions.",
  "aiQuiz.progress.reading": "Reading {passages} passages of the lesson text.",
  "aiQuiz.progress.writing": "The AI is writing {count} questions from those passages.",
  "aiQuiz.progress.saved": "Question {done} of {total} saved as a draft.",
};
