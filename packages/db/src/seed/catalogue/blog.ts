import type { blogPosts } from "../../schema/catalogue";

type BlogRow = typeof blogPosts.$inferInsert;

/** A handful of written blog posts for the share pages (/blog/{slug}), in both languages. */
export const BLOG_POSTS: Omit<BlogRow, "publishedAt">[] = [
  {
    slug: "belajar-15-menit-sehari",
    author: "Tim GuruKita",
    titleId: "Belajar 15 Menit Sehari: Kebiasaan Kecil yang Mengubah Karier",
    titleEn: "Learning 15 Minutes a Day: A Small Habit That Changes Careers",
    excerptId:
      "Tidak perlu menunggu waktu luang yang panjang. Lima belas menit yang konsisten lebih kuat daripada tiga jam sesekali.",
    excerptEn:
      "You do not need long stretches of free time. Fifteen consistent minutes beat three hours now and then.",
    bodyId:
      "Banyak orang menunda belajar karena merasa tidak punya waktu. Padahal, penelitian tentang pembentukan kebiasaan menunjukkan bahwa aktivitas kecil yang dilakukan setiap hari lebih mudah dipertahankan daripada sesi panjang yang jarang.\n\nMulailah dengan menentukan waktu yang tetap, misalnya setelah salat subuh, saat perjalanan di KRL, atau sebelum rapat pagi. Pilih satu pelajaran pendek dan selesaikan. Satu pelajaran di GuruKita rata-rata memakan waktu sepuluh sampai lima belas menit.\n\nCatat apa yang Anda pelajari dalam satu kalimat. Catatan kecil ini membantu mengingat dan menjadi bahan ketika atasan bertanya tentang pengembangan diri Anda.\n\nDalam sebulan, lima belas menit sehari berarti lebih dari tujuh jam belajar: cukup untuk menyelesaikan dua sampai tiga kursus dan memperoleh sertifikatnya.",
    bodyEn:
      "Many people put off learning because they feel they have no time. Yet research on habit formation shows that small activities done every day are easier to keep up than long, rare sessions.\n\nStart by fixing a time, for example after dawn prayers, on the commuter train, or before the morning meeting. Pick one short lesson and finish it. A GuruKita lesson takes ten to fifteen minutes on average.\n\nWrite down what you learned in one sentence. This small note helps you remember, and gives you material when your manager asks about your development.\n\nIn a month, fifteen minutes a day adds up to more than seven hours of learning: enough to finish two or three courses and earn their certificates.",
  },
  {
    slug: "sertifikat-yang-dipercaya",
    author: "Tim GuruKita",
    titleId: "Sertifikat yang Dipercaya: Cara Memverifikasi Sertifikat Kursus Daring",
    titleEn: "Certificates You Can Trust: How to Verify an Online Course Certificate",
    excerptId:
      "Setiap sertifikat GuruKita memiliki kode verifikasi dan kode QR yang dapat diperiksa siapa saja tanpa masuk.",
    excerptEn:
      "Every GuruKita certificate has a verification code and a QR code anyone can check without signing in.",
    bodyId:
      "Sertifikat kursus daring semakin sering dilampirkan dalam lamaran kerja dan penilaian kinerja. Karena itu, pemberi kerja perlu cara cepat untuk memastikan sertifikat itu asli.\n\nSetiap sertifikat GuruKita mencantumkan nama lengkap peserta, nama kursus, lembaga penerbit, tanggal kelulusan, dan sebuah kode QR. Pindai kode QR tersebut untuk membuka halaman verifikasi publik. Halaman itu menampilkan data yang sama langsung dari sistem kami, tanpa perlu akun.\n\nJika data di halaman verifikasi berbeda dengan dokumen yang Anda terima, anggap sertifikat itu tidak sah dan hubungi kami.\n\nBagi peserta, pastikan nama lengkap di profil sudah benar sebelum menyelesaikan kursus, karena nama itulah yang dicetak di sertifikat.",
    bodyEn:
      "Online course certificates are attached more and more often to job applications and performance reviews. Employers therefore need a quick way to make sure a certificate is genuine.\n\nEvery GuruKita certificate shows the learner's full name, the course name, the issuing institution, the completion date and a QR code. Scan the QR code to open a public verification page. It shows the same details straight from our system, with no account needed.\n\nIf the details on the verification page differ from the document you received, treat the certificate as invalid and contact us.\n\nLearners: make sure the full name in your profile is correct before you complete a course, because that is the name printed on the certificate.",
  },
  {
    slug: "kurasi-kursus-untuk-perusahaan",
    author: "Tim GuruKita untuk Bisnis",
    titleId: "Kurasi Kursus untuk Perusahaan: Memilih yang Tepat untuk Tim Anda",
    titleEn: "Course Curation for Companies: Choosing the Right Courses for Your Team",
    excerptId: "Perusahaan dapat memilih kursus yang terlihat oleh karyawannya dan menandai kursus wajib.",
    excerptEn: "Companies can choose which courses their employees see and mark some as mandatory.",
    bodyId:
      "Katalog dengan lebih dari seribu kursus adalah kekuatan, tetapi bagi karyawan baru pilihan sebanyak itu bisa membingungkan. Dengan paket bisnis, perusahaan memilih kursus yang relevan untuk timnya.\n\nMulailah dari tujuan: kompetensi apa yang paling dibutuhkan tahun ini? Pilih kursus dari kategori yang sesuai, lalu tandai beberapa sebagai wajib, misalnya keamanan siber dasar untuk semua karyawan.\n\nKaryawan hanya melihat kursus yang dipilih perusahaan di beranda, pencarian, dan daftar kursus. Kursus wajib tampil di bagian tersendiri agar tidak terlewat.\n\nTinjau pilihan setiap kuartal dengan melihat papan peringkat dan kursus yang paling banyak diselesaikan.",
    bodyEn:
      "A catalogue of more than a thousand courses is a strength, but for a new employee that much choice can be confusing. With the business plan, a company chooses the courses that matter to its team.\n\nStart from your goals: which competencies are needed most this year? Pick courses from the matching categories, then mark some as mandatory, for example basic cybersecurity for every employee.\n\nEmployees see only the courses the company chose on the home page, in search and in course lists. Mandatory courses have their own section so they are not missed.\n\nReview the choice every quarter by looking at the leaderboard and the courses completed most often.",
  },
  {
    slug: "umkm-naik-kelas-lewat-belajar-daring",
    author: "Tim GuruKita",
    titleId: "UMKM Naik Kelas lewat Belajar Daring",
    titleEn: "Small Businesses Moving Up Through Online Learning",
    excerptId: "Tiga langkah sederhana bagi pelaku UMKM untuk memanfaatkan kursus daring secara gratis.",
    excerptEn: "Three simple steps for small-business owners to use free online courses.",
    bodyId:
      "Pelaku UMKM sering belajar dari pengalaman sendiri, yang mahal dan lambat. Kursus daring memberi jalan pintas: pengetahuan yang sudah disusun oleh praktisi dan akademisi.\n\nLangkah pertama, pilih satu masalah yang paling terasa, misalnya pencatatan keuangan yang berantakan atau penjualan daring yang sepi. Langkah kedua, ikuti satu kursus yang membahas masalah itu sampai selesai, termasuk kuisnya. Langkah ketiga, terapkan satu perubahan kecil dalam seminggu dan ukur hasilnya.\n\nBanyak kursus di GuruKita disusun khusus untuk UMKM, dengan contoh dari warung, toko daring, dan usaha rumahan. Belajar bersama teman sesama pelaku usaha juga membuat semangat bertahan lebih lama.",
    bodyEn:
      "Small-business owners often learn from their own experience, which is costly and slow. Online courses offer a shortcut: knowledge already organised by practitioners and academics.\n\nStep one: pick the problem you feel most, for example messy bookkeeping or slow online sales. Step two: take one course on that problem to the end, including its quiz. Step three: apply one small change within a week and measure the result.\n\nMany GuruKita courses are written for small businesses, with examples from stalls, online shops and home businesses. Learning together with fellow owners also keeps motivation up for longer.",
  },
];
