/**
 * The messages of the account's own data (correcting it, a copy of it, deleting it), in Indonesian (default)
 * and English; merged into the API's one catalogue by messages.ts. The learner-facing voice is "kamu", as on
 * the web pages that show them.
 */
export const accountId = {
  "account.deleteScheduled":
    "Permintaan hapus akun diterima. Akunmu akan dihapus permanen pada tanggal yang tertera; masuk lagi sebelum itu untuk membatalkannya.",
  "account.deleteUsePassword": "Akun ini memakai kata sandi. Konfirmasi penghapusan dengan kata sandimu.",
  "account.deleteNoContact":
    "Akun ini tidak punya alamat email untuk konfirmasi. Hubungi kami lewat halaman Masukan untuk menghapusnya.",
  "account.deleteLinkLimit":
    "Tautan konfirmasi sudah dikirim beberapa kali dalam satu jam terakhir. Periksa emailmu atau coba lagi nanti.",
  "account.deleteLinkSent":
    "Kami mengirim tautan konfirmasi ke emailmu. Buka tautan itu dalam 30 menit untuk menghapus akun.",
  "account.deleteLinkInvalid":
    "Tautan konfirmasi ini tidak valid, sudah dipakai, atau sudah kedaluwarsa. Minta tautan baru dari halaman Hapus Akun.",
  "account.exportNoEmail":
    "Akun ini tidak punya alamat email untuk mengirim datamu. Tambahkan email di halaman Ubah Profil.",
  "account.exportLimit": "Kamu sudah meminta salinan data 3 kali hari ini. Silakan coba lagi besok.",
  "account.exportQueued":
    "Ekspor sedang diproses. Hasilnya akan dikirim ke email {email} dan tautannya berlaku 24 jam.",
  "account.exportLinkInvalid":
    "Tautan unduhan ini tidak valid atau sudah kedaluwarsa. Minta salinan data baru dari halaman Akun Saya.",
  "account.export.summaryFile": "ringkasan",
  "account.export.title": "Data pribadimu di {site}",
  "account.export.intro":
    "Salinan ini berisi semua data pribadi yang tersimpan untuk akun {name}, dibuat pada {date} WIB. Setiap berkas JSON memuat satu jenis data secara lengkap.",
  "account.export.name": "Nama",
  "account.export.email": "Email",
  "account.export.phone": "Nomor HP",
  "account.export.contents": "Isi arsip",
  "account.export.file": "Berkas",
  "account.export.what": "Isinya",
  "account.export.records": "Jumlah data",
  "account.export.rights":
    "Kamu berhak mengakses, memperbaiki, menghapus, dan mendapatkan salinan data pribadimu (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi). Ubah datamu di halaman Ubah Profil atau hapus akunmu di halaman Hapus Akun.",
  "account.export.kind.profile": "Profil: nama, email, nomor HP, bahasa, minat, dan cara masuk",
  "account.export.kind.accounts": "Akun organisasi: perusahaan atau instansi, peran, nomor karyawan",
  "account.export.kind.enrolments": "Kursus yang diikuti dan kemajuannya",
  "account.export.kind.progress": "Materi yang sudah diselesaikan",
  "account.export.kind.quiz-attempts": "Percobaan kuis beserta jawaban dan nilai",
  "account.export.kind.certificates": "Sertifikat yang sudah terbit",
  "account.export.kind.reviews": "Ulasan dan rating kursus",
  "account.export.kind.feedback": "Masukan yang pernah dikirim",
  "account.export.kind.transactions": "Transaksi pembayaran",
  "account.export.kind.points": "Poin yang diperoleh",
  "account.export.kind.paid-upgrades": "Kursus yang dibuka dengan upgrade berbayar",
  "account.export.kind.coach-conversations": "Percakapan dengan pelatih AI",
  "certificate.anonymousHolder": "Pemegang dianonimkan",
  "mail.deleteLink.subject": "Konfirmasi penghapusan akun",
  "mail.deleteLink.body":
    "Kami menerima permintaan untuk menghapus akunmu. Buka tautan di bawah dalam 30 menit untuk mengonfirmasinya.",
  "mail.deleteLink.ignore": "Jika kamu tidak memintanya, abaikan email ini: akunmu tetap aman.",
  "mail.deleteScheduled.subject": "Akunmu akan dihapus",
  "mail.deleteScheduled.body":
    "Permintaan hapus akun diterima. Akun dan data pribadimu akan dihapus permanen pada {date}. Berubah pikiran? Cukup masuk lagi sebelum tanggal itu dan akunmu tetap ada.",
  "mail.dataExport.subject": "Salinan datamu sudah siap",
  "mail.dataExport.body":
    "Salinan data pribadimu sudah siap diunduh sebagai berkas ZIP. Tautan di bawah berlaku sampai {date}.",
  "mail.dataExport.ignore":
    "Jika kamu tidak memintanya, abaikan email ini dan beri tahu kami lewat halaman Masukan.",
} as const;

export const accountEn: Record<keyof typeof accountId, string> = {
  "account.deleteScheduled":
    "Your request to delete the account was received. It will be deleted for good on the date shown; sign in again before then to cancel.",
  "account.deleteUsePassword": "This account has a password. Confirm the deletion with your password.",
  "account.deleteNoContact":
    "This account has no email address to confirm with. Contact us through the Feedback page to delete it.",
  "account.deleteLinkLimit":
    "A confirmation link was sent several times in the last hour. Check your email or try again later.",
  "account.deleteLinkSent":
    "We sent a confirmation link to your email. Open it within 30 minutes to delete your account.",
  "account.deleteLinkInvalid":
    "This confirmation link is invalid, already used or expired. Ask for a new one on the Delete Account page.",
  "account.exportNoEmail":
    "This account has no email address to send your data to. Add an email on the Edit Profile page.",
  "account.exportLimit": "You have asked for a copy of your data 3 times today. Please try again tomorrow.",
  "account.exportQueued":
    "Export processed. The results will be emailed to {email} and the link works for 24 hours.",
  "account.exportLinkInvalid":
    "This download link is invalid or has expired. Ask for a new copy of your data on the My Account page.",
  "account.export.summaryFile": "summary",
  "account.export.title": "Your personal data at {site}",
  "account.export.intro":
    "This copy holds all the personal data stored for the account of {name}, made on {date} WIB. Each JSON file holds one kind of data in full.",
  "account.export.name": "Name",
  "account.export.email": "Email",
  "account.export.phone": "Phone number",
  "account.export.contents": "What the archive holds",
  "account.export.file": "File",
  "account.export.what": "Contents",
  "account.export.records": "Records",
  "account.export.rights":
    "You have the right to access, correct, delete and obtain a copy of your personal data (Indonesia's Personal Data Protection Law, No. 27 of 2022). Change your data on the Edit Profile page or delete your account on the Delete Account page.",
  "account.export.kind.profile":
    "Profile: name, email, phone number, language, interests and how you sign in",
  "account.export.kind.accounts": "Organisation accounts: company or agency, role, employee number",
  "account.export.kind.enrolments": "Courses you joined and your progress",
  "account.export.kind.progress": "Lessons you finished",
  "account.export.kind.quiz-attempts": "Quiz attempts with answers and scores",
  "account.export.kind.certificates": "Certificates issued",
  "account.export.kind.reviews": "Course reviews and ratings",
  "account.export.kind.feedback": "Feedback you sent",
  "account.export.kind.transactions": "Payment transactions",
  "account.export.kind.points": "Points earned",
  "account.export.kind.paid-upgrades": "Courses opened with the paid upgrade",
  "account.export.kind.coach-conversations": "Conversations with the AI coach",
  "certificate.anonymousHolder": "Anonymised holder",
  "mail.deleteLink.subject": "Confirm deleting your account",
  "mail.deleteLink.body":
    "We received a request to delete your account. Open the link below within 30 minutes to confirm it.",
  "mail.deleteLink.ignore": "If you did not ask for this, ignore this email: your account stays safe.",
  "mail.deleteScheduled.subject": "Your account will be deleted",
  "mail.deleteScheduled.body":
    "Your request to delete the account was received. The account and your personal data will be deleted for good on {date}. Changed your mind? Just sign in again before that date and your account stays.",
  "mail.dataExport.subject": "Your copy of your data is ready",
  "mail.dataExport.body":
    "Your personal data is ready to download as a ZIP file. The link below works until {date}.",
  "mail.dataExport.ignore":
    "If you did not ask for this, ignore this email and tell us through the Feedback page.",
};
