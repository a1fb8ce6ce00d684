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
  {
    slug: "cara-kerja-coach-ai",
    author: "Tim GuruKita",
    titleId: "Bertanya kepada Coach AI: Cara Mendapat Jawaban yang Membantu",
    titleEn: "Asking the AI Coach: How to Get Answers That Help",
    excerptId:
      "Coach AI menjawab berdasarkan materi kursus yang sedang Anda pelajari. Pertanyaan yang jelas menghasilkan penjelasan yang jelas.",
    excerptEn:
      "The AI coach answers from the material of the course you are taking. A clear question gets a clear explanation.",
    bodyId:
      'Di setiap kursus ada coach AI yang siap menjelaskan ulang materi dengan kata-kata lain. Coach ini membaca materi kursus tersebut, jadi ia paling berguna untuk pertanyaan tentang isi pelajaran, bukan untuk topik di luar kursus.\n\nTuliskan apa yang sudah Anda pahami dan di mana Anda bingung, misalnya: "Saya paham arus kas masuk, tetapi kenapa pembelian aset tidak masuk laba rugi?" Pertanyaan seperti ini memberi coach titik awal yang tepat.\n\nMinta contoh dari pekerjaan Anda sendiri. Coach dapat mengubah penjelasan umum menjadi contoh untuk warung, kantor dinas, atau layanan pelanggan.\n\nGunakan coach untuk memahami, bukan untuk mengerjakan kuis. Kuis mengukur pemahaman Anda sendiri, dan sertifikat hanya bernilai jika hasilnya jujur. Jika jawaban coach terasa janggal, bandingkan dengan materi pelajaran: materi kursus tetap menjadi acuan.',
    bodyEn:
      'Every course has an AI coach ready to explain the material again in other words. The coach reads that course\'s material, so it is most useful for questions about the lessons, not for topics outside the course.\n\nWrite what you already understand and where you are stuck, for example: "I understand cash inflows, but why does buying an asset not appear in the profit and loss statement?" A question like this gives the coach the right starting point.\n\nAsk for examples from your own work. The coach can turn a general explanation into an example for a small shop, a government office or a customer service desk.\n\nUse the coach to understand, not to do quizzes for you. Quizzes measure your own understanding, and a certificate is only worth something if the result is honest. If an answer from the coach seems odd, check it against the lesson: the course material remains the reference.',
  },
  {
    slug: "lulus-kuis-akhir",
    author: "Tim GuruKita",
    titleId: "Menghadapi Kuis Akhir: Pretest, Waktu, dan Kesempatan Mengulang",
    titleEn: "Facing the Final Quiz: Pretest, Timing and Retakes",
    excerptId:
      "Pretest menunjukkan apa yang perlu dipelajari, kuis akhir membuktikan apa yang sudah dikuasai. Begini cara memanfaatkan keduanya.",
    excerptEn:
      "The pretest shows what you need to learn; the final quiz proves what you have mastered. Here is how to use both.",
    bodyId:
      "Banyak kursus dimulai dengan pretest. Nilainya tidak memengaruhi kelulusan; gunanya menunjukkan bagian mana yang sudah Anda kuasai dan mana yang perlu perhatian lebih. Kerjakan dengan jujur agar gambaran itu tepat.\n\nKuis akhir memiliki batas waktu yang dihitung oleh server. Jika koneksi terputus atau halaman termuat ulang, sisa waktu dan jawaban yang sudah dipilih tetap tersimpan, jadi tidak perlu panik. Bacalah setiap soal sampai selesai sebelum memilih jawaban.\n\nJika belum lulus, halaman hasil menunjukkan soal yang salah beserta pembahasannya. Pelajari lagi bagian itu sebelum mencoba kembali. Ada jeda waktu sebelum percobaan berikutnya dan jumlah percobaan dibatasi; halaman kuis menampilkan sisa percobaan dan kapan Anda boleh mengulang.\n\nSetelah lulus, sertifikat terbit otomatis dengan nama lengkap di profil Anda dan dapat diunduh dari halaman Sertifikat.",
    bodyEn:
      "Many courses start with a pretest. Its score does not affect passing; it shows which parts you already master and which need more attention. Answer honestly so the picture is accurate.\n\nThe final quiz has a time limit kept by the server. If your connection drops or the page reloads, the time left and the answers you chose are kept, so there is no need to panic. Read each question to the end before choosing an answer.\n\nIf you do not pass, the results page shows the questions you got wrong with their explanations. Study those parts again before trying once more. There is a waiting time before the next attempt and the number of attempts is limited; the quiz page shows the attempts left and when you may retake.\n\nOnce you pass, the certificate is issued automatically with the full name in your profile and can be downloaded from the Certificates page.",
  },
  {
    slug: "belajar-di-ponsel-hemat-kuota",
    author: "Tim GuruKita",
    titleId: "Belajar di Ponsel dengan Kuota Terbatas",
    titleEn: "Learning on Your Phone with a Limited Data Plan",
    excerptId:
      "GuruKita dibuat untuk ponsel dan sinyal yang naik turun. Beberapa kebiasaan membuat kuota Anda cukup untuk satu kursus penuh.",
    excerptEn:
      "GuruKita is built for phones and patchy signal. A few habits make your data plan last for a whole course.",
    bodyId:
      'Sebagian besar peserta belajar dari ponsel, sering dengan kuota terbatas. Halaman GuruKita ringan dan bisa dipasang di layar utama ponsel seperti aplikasi: buka situs di peramban, lalu pilih "Tambahkan ke layar utama".\n\nPelajaran berbentuk teks dan gambar memakai kuota jauh lebih sedikit daripada video. Jika sebuah pelajaran berisi video, putar saat tersambung ke Wi-Fi, misalnya di kantor atau perpustakaan, dan kerjakan bagian teks serta kuis saat di perjalanan.\n\nKemajuan tersimpan di akun, bukan di ponsel. Anda bisa memulai pelajaran di ponsel dan melanjutkannya di komputer kantor tanpa mengulang dari awal.\n\nAtur tampilan gelap di bagian bawah halaman jika Anda sering belajar malam hari: lebih nyaman di mata dan sedikit menghemat baterai pada layar OLED.',
    bodyEn:
      'Most learners study on their phones, often with a limited data plan. GuruKita pages are light and can be installed on your home screen like an app: open the site in your browser, then choose "Add to Home screen".\n\nText-and-picture lessons use far less data than video. If a lesson contains a video, play it on Wi-Fi, for example at the office or the library, and do the text parts and quizzes on the go.\n\nYour progress is kept in your account, not on the phone. You can start a lesson on your phone and continue it on the office computer without starting over.\n\nSwitch to the dark appearance at the bottom of the page if you often study at night: it is easier on the eyes and saves a little battery on OLED screens.',
  },
];
