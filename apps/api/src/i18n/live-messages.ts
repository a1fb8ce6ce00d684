/**
 * The messages of live classes (the calendar file, the after-class survey), in Indonesian (default) and
 * English; merged into the API's one catalogue by messages.ts.
 */
export const liveClassId = {
  "liveClass.notLive": "Pelajaran ini bukan kelas live.",
  "liveClass.unscheduled": "Jadwal kelas live ini belum ditentukan.",
  "liveClass.notEnded": "Survei bisa diisi setelah kelas live selesai.",
  "liveClass.surveyThanks": "Terima kasih! Penilaianmu untuk kelas ini sudah kami simpan.",
  "liveClass.ics.summary": "Kelas live: {title}",
  "liveClass.ics.course": "Kursus: {course}",
  "liveClass.ics.when": "Waktu: {when} WIB ({minutes} menit)",
  "liveClass.ics.join": "Gabung ke kelas (tautan aktif {minutes} menit sebelum mulai): {url}",
  "liveClass.ics.lesson": "Halaman pelajaran, rekaman dan survei: {url}",
} as const;

export type LiveClassMessageKey = keyof typeof liveClassId;

export const liveClassEn: Record<LiveClassMessageKey, string> = {
  "liveClass.notLive": "This lesson is not a live class.",
  "liveClass.unscheduled": "This live class has no date yet.",
  "liveClass.notEnded": "The survey opens once the live class has ended.",
  "liveClass.surveyThanks": "Thank you! Your rating of this class has been saved.",
  "liveClass.ics.summary": "Live class: {title}",
  "liveClass.ics.course": "Course: {course}",
  "liveClass.ics.when": "When: {when} WIB ({minutes} minutes)",
  "liveClass.ics.join": "Join the class (the link opens {minutes} minutes before the start): {url}",
  "liveClass.ics.lesson": "Lesson page, recording and survey: {url}",
};
