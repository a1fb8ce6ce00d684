/**
 * The messages of lesson videos (the player's saved position, the survey after a video, the clip files), in
 * Indonesian (default) and English; merged into the API's one catalogue by messages.ts.
 */
export const videoId = {
  "video.noVideo": "Pelajaran ini tidak punya video.",
  "video.surveyThanks": "Terima kasih! Jawabanmu tentang video ini sudah kami simpan.",
  "video.captionsLabel.id": "Bahasa Indonesia",
  "video.captionsLabel.en": "Bahasa Inggris",
  "media.notFound": "Berkas media tidak ditemukan.",
  "media.badRange": "Bagian berkas yang diminta tidak ada. Muat ulang halaman untuk memutar video dari awal.",
} as const;

export type VideoMessageKey = keyof typeof videoId;

export const videoEn: Record<VideoMessageKey, string> = {
  "video.noVideo": "This lesson has no video.",
  "video.surveyThanks": "Thank you! Your answer about this video has been saved.",
  "video.captionsLabel.id": "Indonesian",
  "video.captionsLabel.en": "English",
  "media.notFound": "Media file not found.",
  "media.badRange":
    "The requested part of the file does not exist. Reload the page to play the video from the start.",
};
