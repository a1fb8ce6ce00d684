/**
 * Latest Industry Trends: Indonesia's digital economy, AI and automation at work, and the green economy.
 * Only well-known, verifiable facts are cited (QRIS, UU PDP, SPBE, NZE 2060, IDXCarbon, POJK 51/2017);
 * no market-size statistics, because those age quickly and vary by source.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "latest-industry-trends",
  tracks: [
    {
      key: "indonesia-digital-economy",
      title: t("Tren Ekonomi Digital Indonesia", "Indonesia's Digital Economy Trends"),
      description: t(
        "Pahami perubahan besar dalam cara orang Indonesia berbelanja, membayar, bekerja, dan mengakses layanan publik. Anda mempelajari pembayaran digital dan QRIS, social commerce, ekosistem platform, ekonomi gig, layanan pemerintah digital, serta perlindungan data pribadi.",
        "Understand the big shifts in how Indonesians shop, pay, work and use public services. You study digital payments and QRIS, social commerce, platform ecosystems, the gig economy, digital government services and personal data protection.",
      ),
      skills: [
        t("Memahami ekosistem ekonomi digital", "Understanding the digital economy ecosystem"),
        t("Memanfaatkan pembayaran digital dan QRIS", "Using digital payments and QRIS"),
        t("Membaca peluang social commerce", "Spotting social commerce opportunities"),
        t("Memahami ekonomi gig", "Understanding the gig economy"),
        t("Kepatuhan perlindungan data pribadi", "Personal data protection compliance"),
      ],
      lessons: [
        {
          title: t(
            "Apa yang Menggerakkan Ekonomi Digital Indonesia?",
            "What Drives Indonesia's Digital Economy?",
          ),
          body: t(
            p(
              "Ekonomi digital adalah kegiatan ekonomi yang berlangsung atau sangat dibantu oleh teknologi digital: belanja daring, pembayaran elektronik, transportasi dan pesan-antar makanan berbasis aplikasi, layanan keuangan digital, sampai layanan pemerintah daring.",
              "Beberapa pendorong utamanya di Indonesia:",
              "- Penduduk besar dan muda yang sebagian besar sudah memakai ponsel pintar dan internet.\n- Jaringan logistik dan kurir yang menjangkau banyak kabupaten.\n- Pembayaran digital yang semakin mudah, dari dompet elektronik sampai QR.\n- Kebiasaan baru yang menguat sejak pandemi COVID-19, ketika banyak aktivitas pindah ke daring.",
              "Ekonomi digital bukan hanya urusan startup besar di Jakarta. Penjual sambal di Banyuwangi yang menerima pesanan lewat WhatsApp, menerima pembayaran QR, lalu mengirim lewat jasa kurir juga bagian darinya.",
              "Namun kesenjangan masih ada: kualitas internet di desa terpencil, kemampuan literasi digital, dan akses ke perangkat. Karena itu, memahami tren digital berarti juga memahami siapa yang belum terjangkau dan bagaimana menjembataninya, misalnya lewat pendampingan UMKM atau pelatihan perangkat desa.",
            ),
            p(
              "The digital economy is economic activity carried out through, or heavily supported by, digital technology: online shopping, electronic payments, app-based transport and food delivery, digital financial services and online government services.",
              "Some of its main drivers in Indonesia:",
              "- A large, young population, most of whom already use smartphones and the internet.\n- Logistics and courier networks reaching many regencies.\n- Increasingly easy digital payments, from e-wallets to QR codes.\n- New habits that strengthened during the COVID-19 pandemic, when many activities moved online.",
              "The digital economy is not just about big startups in Jakarta. A chilli-sauce seller in Banyuwangi who takes orders on WhatsApp, accepts QR payments and ships by courier is part of it too.",
              "Gaps remain, however: internet quality in remote villages, digital literacy and access to devices. Understanding digital trends therefore also means understanding who is not yet reached and how to bridge the gap, for example through MSME mentoring or training for village officials.",
            ),
          ),
        },
        {
          title: t("Pembayaran Digital dan QRIS", "Digital Payments and QRIS"),
          body: t(
            p(
              "QRIS (Quick Response Code Indonesian Standard) adalah standar kode QR nasional yang ditetapkan Bank Indonesia dan berlaku sejak 2020. Dengan QRIS, satu kode QR di meja kasir bisa dipindai dari berbagai aplikasi bank dan dompet elektronik. Sebelumnya, pedagang harus memajang banyak kode QR dari penyedia yang berbeda.",
              "Manfaat bagi UMKM:",
              "- Tidak perlu menyiapkan banyak uang kembalian.\n- Dana tercatat otomatis, sehingga memudahkan pembukuan.\n- Riwayat transaksi dapat membantu saat mengajukan pembiayaan ke bank.\n- Mengurangi risiko uang palsu.",
              "Cara mendaftar: pedagang mengajukan ke bank atau penyedia jasa pembayaran yang sudah terdaftar di Bank Indonesia. Setelah itu pedagang mendapat stiker QRIS dan notifikasi setiap ada pembayaran masuk.",
              "Hal yang perlu diwaspadai: jangan menganggap pembayaran berhasil hanya dari layar ponsel pembeli, karena tangkapan layar bisa dipalsukan. Pastikan notifikasi masuk di aplikasi atau rekening pedagang. Waspadai juga stiker QR yang ditempel orang lain di atas stiker asli. Pelajari pula biaya layanan yang berlaku pada penyedia Anda, karena ketentuannya bisa berubah.",
            ),
            p(
              "QRIS (Quick Response Code Indonesian Standard) is the national QR code standard set by Bank Indonesia and in force since 2020. With QRIS, one QR code at the till can be scanned by many different bank and e-wallet apps. Before it, merchants had to display several QR codes from different providers.",
              "Benefits for MSMEs:",
              "- No need to keep a lot of change.\n- Money is recorded automatically, which makes bookkeeping easier.\n- Transaction history can help when applying for bank financing.\n- Less risk of counterfeit notes.",
              "How to register: merchants apply to a bank or payment service provider registered with Bank Indonesia. They then receive a QRIS sticker and a notification whenever a payment arrives.",
              "Things to watch: do not treat a payment as successful just from the buyer's phone screen, because screenshots can be faked. Make sure the notification arrives in the merchant's app or account. Also watch for QR stickers pasted over the genuine one by someone else. Check the service fees that apply with your provider, since the rules can change.",
            ),
          ),
        },
        {
          title: t("Social Commerce dan Belanja Lewat Siaran Langsung", "Social Commerce and Live Shopping"),
          body: t(
            p(
              "Social commerce adalah kegiatan jual beli yang terjadi di dalam atau melalui media sosial. Pembeli menemukan produk dari konten video, ulasan, atau siaran langsung, lalu membeli tanpa harus berpindah ke toko fisik.",
              "Mengapa tren ini kuat:",
              "- Konten video membuat produk terlihat nyata: cara memakai, ukuran, dan hasilnya.\n- Penjual bisa menjawab pertanyaan secara langsung saat siaran.\n- Rekomendasi dari kreator atau sesama pengguna sering lebih dipercaya daripada iklan biasa.",
              "Contoh: perajin tenun di Lombok melakukan siaran langsung sambil menenun, menjelaskan motif dan lama pengerjaan. Penonton memahami mengapa harganya lebih tinggi dari kain cetak pabrik, dan beberapa langsung memesan.",
              "Hal yang perlu diperhatikan:",
              "- Aturan platform dan pemerintah tentang perdagangan di media sosial bisa berubah; ikuti ketentuan terbaru.\n- Siaran langsung membutuhkan konsistensi jadwal dan kesiapan stok.\n- Jangan membuat klaim berlebihan tentang produk; informasi yang menyesatkan merugikan konsumen dan dapat melanggar aturan perlindungan konsumen.\n- Hitung biaya: komisi platform, iklan, dan ongkos kirim dapat menggerus margin.",
            ),
            p(
              "Social commerce is buying and selling that happens in or through social media. Buyers discover products from videos, reviews or live streams, then buy without visiting a physical shop.",
              "Why the trend is strong:",
              "- Video makes products feel real: how to use them, their size and results.\n- Sellers can answer questions live during a stream.\n- Recommendations from creators or fellow users are often trusted more than ordinary ads.",
              "Example: a weaver in Lombok live-streams while weaving, explaining the motifs and how long each piece takes. Viewers understand why the price is higher than factory-printed fabric, and some order on the spot.",
              "Points to watch:",
              "- Platform and government rules on trading through social media can change; follow the latest provisions.\n- Live streaming needs a consistent schedule and stock on hand.\n- Do not make exaggerated product claims; misleading information harms consumers and may breach consumer protection rules.\n- Do the maths: platform commissions, ads and shipping can erode your margin.",
            ),
          ),
        },
        {
          title: t("Super App dan Ekosistem Platform", "Super Apps and Platform Ecosystems"),
          body: t(
            p(
              "Beberapa aplikasi di Indonesia berkembang menjadi super app: satu aplikasi yang menyediakan banyak layanan, seperti transportasi, pesan-antar makanan, pembayaran, dan belanja. Di baliknya ada model bisnis platform.",
              "Platform mempertemukan dua kelompok atau lebih, misalnya pembeli dan penjual, atau penumpang dan pengemudi. Nilai platform naik seiring bertambahnya pengguna di kedua sisi; semakin banyak penjual, semakin menarik bagi pembeli, dan sebaliknya. Ini disebut efek jaringan.",
              "Implikasi bagi pelaku usaha:",
              "- Peluang: akses cepat ke banyak pelanggan tanpa membangun sistem sendiri.\n- Ketergantungan: perubahan komisi, algoritma, atau aturan platform bisa langsung memengaruhi pendapatan.\n- Data: platform memegang data pelanggan, sehingga penjual kurang mengenal pelanggannya sendiri.",
              "Strategi yang bijak adalah memanfaatkan platform sambil membangun aset sendiri. Contoh: warung makan di Surabaya berjualan lewat aplikasi pesan-antar, tetapi menyelipkan kartu berisi nomor WhatsApp untuk pesanan katering kantor. Dengan begitu, sebagian pelanggan bisa dilayani langsung tanpa komisi, dan warung tidak sepenuhnya bergantung pada satu platform.",
            ),
            p(
              "Several Indonesian apps have grown into super apps: one app offering many services, such as transport, food delivery, payments and shopping. Behind them lies the platform business model.",
              "A platform connects two or more groups, such as buyers and sellers, or passengers and drivers. Its value rises as users grow on both sides; more sellers attract more buyers and vice versa. This is called the network effect.",
              "Implications for businesses:",
              "- Opportunity: quick access to many customers without building your own system.\n- Dependence: changes in commissions, algorithms or platform rules can hit income immediately.\n- Data: the platform holds customer data, so sellers know less about their own customers.",
              "A wise strategy is to use platforms while building your own assets. Example: a food stall in Surabaya sells through a delivery app but slips a card with its WhatsApp number into each order for office catering. Some customers can then be served directly without commission, and the stall does not depend entirely on one platform.",
            ),
          ),
        },
        {
          title: t("Ekonomi Gig dan Pekerja Platform", "The Gig Economy and Platform Workers"),
          body: t(
            p(
              "Ekonomi gig adalah pola kerja berbasis tugas atau proyek jangka pendek, sering melalui aplikasi. Contohnya pengemudi ojek daring, kurir, desainer lepas, penerjemah, dan pengajar les daring.",
              "Daya tariknya bagi pekerja:",
              "- Jam kerja fleksibel dan bisa menjadi penghasilan tambahan.\n- Hambatan masuk rendah: cukup ponsel dan keterampilan tertentu.\n- Akses ke klien dari kota lain, bahkan luar negeri, untuk pekerjaan digital.",
              "Tantangannya:",
              "- Penghasilan tidak tetap dan bergantung pada permintaan serta aturan platform.\n- Perlindungan sosial perlu diurus sendiri. Pekerja mandiri bisa mendaftar sebagai peserta BPJS Ketenagakerjaan kategori bukan penerima upah dan BPJS Kesehatan.\n- Tidak ada jenjang karier yang jelas.",
              "Bagi organisasi, tren ini membuka cara baru mendapatkan tenaga ahli untuk proyek tertentu tanpa merekrut pegawai tetap, misalnya UMKM yang menyewa desainer lepas untuk kemasan baru.",
              "Tips bagi pekerja gig: sisihkan dana darurat dari bulan-bulan yang ramai, catat penghasilan untuk kewajiban pajak, dan terus tingkatkan keterampilan agar bisa naik ke pekerjaan bernilai lebih tinggi.",
            ),
            p(
              "The gig economy is a work pattern based on short-term tasks or projects, often through apps. Examples include ride-hailing drivers, couriers, freelance designers, translators and online tutors.",
              "Its appeal for workers:",
              "- Flexible hours and a way to earn extra income.\n- Low barriers to entry: a phone and a particular skill are enough.\n- Access to clients in other cities, even abroad, for digital work.",
              "Its challenges:",
              "- Irregular income that depends on demand and platform rules.\n- Social protection must be arranged by the workers themselves. Self-employed workers can register with BPJS Ketenagakerjaan in the non-wage-earner category and with BPJS Kesehatan.\n- No clear career ladder.",
              "For organisations, the trend opens new ways to get expert help for specific projects without hiring permanent staff, such as an MSME hiring a freelance designer for new packaging.",
              "Tips for gig workers: set aside an emergency fund from busy months, record income for tax obligations, and keep building skills to move up to higher-value work.",
            ),
          ),
        },
        {
          title: t(
            "Transformasi Digital Layanan Pemerintah",
            "Digital Transformation of Government Services",
          ),
          body: t(
            p(
              "Pemerintah Indonesia mendorong Sistem Pemerintahan Berbasis Elektronik (SPBE), yang diatur dalam Peraturan Presiden Nomor 95 Tahun 2018. Tujuannya agar layanan publik lebih cepat, transparan, dan terpadu, misalnya perizinan usaha daring melalui sistem OSS yang menerbitkan Nomor Induk Berusaha (NIB).",
              "Di tingkat daerah dan desa, digitalisasi terlihat dari layanan administrasi kependudukan daring, sistem informasi desa, dan aplikasi pengaduan warga.",
              "Digitalisasi yang berhasil bukan sekadar membuat aplikasi. Beberapa pelajaran penting:",
              "- Sederhanakan prosesnya dulu. Proses yang berbelit tetap berbelit meskipun dipindah ke aplikasi.\n- Sediakan jalur bantuan bagi warga yang belum fasih teknologi, misalnya petugas pendamping di kantor desa.\n- Hindari membuat banyak aplikasi terpisah yang meminta data yang sama berulang kali.\n- Jaga keamanan dan kerahasiaan data warga.",
              "Contoh: sebuah kantor kecamatan membuka layanan surat keterangan daring, tetapi warga tetap bisa datang ke loket. Petugas membantu warga lansia mengisi formulir di komputer loket, sehingga data tetap masuk ke sistem yang sama. Hasilnya, layanan lebih cepat tanpa meninggalkan warga yang belum terbiasa dengan ponsel.",
            ),
            p(
              "The Indonesian government is promoting Electronic-Based Government Systems (SPBE), regulated by Presidential Regulation Number 95 of 2018. The aim is faster, more transparent and integrated public services, such as online business licensing through the OSS system, which issues the Business Identification Number (NIB).",
              "At regional and village level, digitalisation shows in online civil registration services, village information systems and citizen complaint apps.",
              "Successful digitalisation is not just building an app. Some key lessons:",
              "- Simplify the process first. A convoluted process stays convoluted even when moved into an app.\n- Provide help for residents who are not yet tech-savvy, such as assisting staff at the village office.\n- Avoid many separate apps that ask for the same data again and again.\n- Keep residents' data secure and confidential.",
              "Example: a sub-district office opens an online service for certificates, yet residents can still come to the counter. Staff help elderly residents fill in the form on the counter computer, so the data still enters the same system. Service becomes faster without leaving behind residents who are not used to phones.",
            ),
          ),
        },
        {
          title: t(
            "Keamanan Siber dan Perlindungan Data Pribadi",
            "Cybersecurity and Personal Data Protection",
          ),
          body: t(
            p(
              "Semakin banyak kegiatan yang digital, semakin besar pula risiko kejahatan siber: penipuan lewat pesan, pencurian akun, dan kebocoran data. Indonesia kini memiliki Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).",
              "Prinsip penting UU PDP bagi organisasi yang mengelola data pribadi, termasuk UMKM, sekolah, dan kantor desa:",
              "- Mengumpulkan data hanya untuk tujuan yang jelas dan sah, serta sebatas yang diperlukan.\n- Menjaga keamanan data dari akses yang tidak sah.\n- Menghormati hak pemilik data, misalnya hak mengakses dan memperbaiki datanya.\n- Memberi tahu pemilik data dan otoritas jika terjadi kegagalan pelindungan data, dalam batas waktu yang ditentukan undang-undang.",
              "Praktik keamanan dasar yang bisa langsung diterapkan:",
              '- Gunakan kata sandi kuat dan aktifkan verifikasi dua langkah.\n- Jangan membagikan kode OTP kepada siapa pun.\n- Waspadai file atau tautan mencurigakan, misalnya file aplikasi yang dikirim lewat WhatsApp dengan nama "undangan" atau "tagihan".\n- Batasi siapa yang boleh mengakses data pelanggan atau warga.\n- Cadangkan data penting secara berkala.',
              "Keamanan siber bukan hanya urusan bagian TI; satu kelalaian pegawai bisa membuka jalan bagi pelaku kejahatan.",
            ),
            p(
              "The more activities go digital, the greater the risk of cybercrime: message scams, account takeovers and data leaks. Indonesia now has Law Number 27 of 2022 on Personal Data Protection (the PDP Law).",
              "Key principles of the PDP Law for organisations that handle personal data, including MSMEs, schools and village offices:",
              "- Collect data only for a clear and lawful purpose, and only as much as needed.\n- Keep data secure from unauthorised access.\n- Respect data subjects' rights, such as the right to access and correct their data.\n- Notify data subjects and the authority when data protection fails, within the time limit set by the law.",
              "Basic security practices you can apply right away:",
              '- Use strong passwords and turn on two-step verification.\n- Never share OTP codes with anyone.\n- Beware of suspicious files or links, such as app files sent on WhatsApp named "invitation" or "bill".\n- Limit who can access customer or resident data.\n- Back up important data regularly.',
              "Cybersecurity is not only the IT department's job; one employee's carelessness can open the door to criminals.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: t(
            "Mana yang termasuk pendorong ekonomi digital Indonesia menurut materi?",
            "Which are drivers of Indonesia's digital economy according to the lesson?",
          ),
          options: [
            o(true, "Pembayaran digital yang semakin mudah", "Increasingly easy digital payments"),
            o(
              false,
              "Tidak adanya kesenjangan internet antarwilayah",
              "The absence of any regional internet gap",
            ),
            o(
              true,
              "Penduduk besar dan muda yang memakai ponsel pintar",
              "A large, young, smartphone-using population",
            ),
            o(true, "Jaringan logistik dan kurir yang luas", "Wide logistics and courier networks"),
          ],
          explanation: t(
            "Kesenjangan internet dan literasi digital masih ada; pendorongnya adalah penduduk, logistik, pembayaran digital, dan kebiasaan baru.",
            "Internet and digital literacy gaps remain; the drivers are population, logistics, digital payments and new habits.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa keunggulan utama QRIS bagi pedagang?",
            "What is QRIS's main advantage for merchants?",
          ),
          options: [
            o(
              false,
              "Pedagang tidak perlu mendaftar ke penyedia jasa pembayaran",
              "Merchants need not register with a payment provider",
            ),
            o(
              true,
              "Satu kode QR bisa dipindai dari berbagai aplikasi bank dan dompet elektronik",
              "One QR code can be scanned by many bank and e-wallet apps",
            ),
            o(
              false,
              "Pembayaran tidak pernah bisa dipalsukan sehingga tidak perlu dicek",
              "Payments can never be faked so there is no need to check",
            ),
          ],
          explanation: t(
            "QRIS adalah standar nasional dari Bank Indonesia. Pedagang tetap mendaftar melalui penyedia resmi dan harus memastikan notifikasi masuk, bukan hanya melihat layar pembeli.",
            "QRIS is Bank Indonesia's national standard. Merchants still register via a licensed provider and must confirm the incoming notification, not just the buyer's screen.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa siaran langsung perajin tenun di Lombok membantu penjualan?",
            "Why did the Lombok weaver's live stream help sales?",
          ),
          options: [
            o(
              true,
              "Karena penonton melihat proses dan memahami mengapa harganya lebih tinggi",
              "Because viewers saw the process and understood why the price is higher",
            ),
            o(
              false,
              "Karena siaran langsung tidak dikenai aturan apa pun",
              "Because live streams are not subject to any rules",
            ),
            o(false, "Karena harga diturunkan selama siaran", "Because prices were cut during the stream"),
          ],
          explanation: t(
            "Konten video membuat nilai produk terlihat nyata. Aturan platform dan pemerintah tetap berlaku dan bisa berubah.",
            "Video makes a product's value visible. Platform and government rules still apply and can change.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa yang dimaksud efek jaringan pada platform?",
            "What is the network effect on a platform?",
          ),
          options: [
            o(
              false,
              "Platform hanya bisa dipakai dengan jaringan internet 5G",
              "The platform only works on 5G networks",
            ),
            o(false, "Biaya platform turun setiap tahun", "Platform fees fall every year"),
            o(
              true,
              "Nilai platform naik seiring bertambahnya pengguna di setiap sisinya",
              "The platform's value rises as users grow on each side",
            ),
          ],
          explanation: t(
            "Semakin banyak penjual, semakin menarik bagi pembeli, dan sebaliknya; inilah yang membuat platform besar sulit disaingi.",
            "More sellers attract more buyers and vice versa; this is what makes large platforms hard to compete with.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana tantangan yang dihadapi pekerja gig?", "Which challenges do gig workers face?"),
          options: [
            o(
              false,
              "Tidak boleh bekerja untuk klien dari kota lain",
              "Not being allowed to work for clients in other cities",
            ),
            o(true, "Jenjang karier yang tidak jelas", "No clear career ladder"),
            o(true, "Penghasilan tidak tetap", "Irregular income"),
            o(
              true,
              "Perlindungan sosial harus diurus sendiri",
              "Having to arrange social protection themselves",
            ),
          ],
          explanation: t(
            "Pekerja gig justru bisa menjangkau klien dari kota lain. Tantangannya adalah penghasilan, perlindungan sosial, dan jenjang karier.",
            "Gig workers can in fact reach clients in other cities. The challenges are income, social protection and career progression.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Menurut materi, apa langkah pertama digitalisasi layanan pemerintah yang berhasil?",
            "According to the lesson, what is the first step of successful government service digitalisation?",
          ),
          options: [
            o(false, "Menutup semua loket tatap muka", "Closing all face-to-face counters"),
            o(true, "Menyederhanakan prosesnya terlebih dahulu", "Simplifying the process first"),
            o(
              false,
              "Membuat aplikasi baru untuk setiap jenis layanan",
              "Building a new app for every service",
            ),
          ],
          explanation: t(
            "Proses yang berbelit tetap berbelit meskipun dipindah ke aplikasi. Loket pendamping juga tetap diperlukan bagi warga yang belum fasih teknologi.",
            "A convoluted process stays convoluted in an app. Assisted counters are still needed for residents who are not tech-savvy.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Prinsip mana yang sesuai dengan UU PDP?", "Which principles match the PDP Law?"),
          options: [
            o(
              false,
              "Menjual data pelanggan tanpa persetujuan jika menguntungkan",
              "Selling customer data without consent if profitable",
            ),
            o(
              true,
              "Memberi tahu jika terjadi kegagalan pelindungan data",
              "Giving notice when data protection fails",
            ),
            o(
              true,
              "Mengumpulkan data sebatas yang diperlukan untuk tujuan yang jelas",
              "Collecting only the data needed for a clear purpose",
            ),
            o(true, "Menjaga keamanan data dari akses tidak sah", "Securing data from unauthorised access"),
          ],
          explanation: t(
            "UU Nomor 27 Tahun 2022 menuntut tujuan yang sah, keamanan data, penghormatan hak pemilik data, dan pemberitahuan saat terjadi kegagalan pelindungan.",
            "Law No. 27 of 2022 requires lawful purpose, data security, respect for data subjects' rights and notification of protection failures.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Seseorang yang mengaku petugas bank meminta kode OTP Anda. Apa tindakan yang benar?",
            "Someone claiming to be from the bank asks for your OTP code. What is the right action?",
          ),
          options: [
            o(true, "Tidak memberikannya kepada siapa pun", "Never give it to anyone"),
            o(false, "Memberikan separuh kode saja", "Give only half the code"),
            o(false, "Memberikannya jika ia tahu nama lengkap Anda", "Give it if they know your full name"),
          ],
          explanation: t(
            "Kode OTP bersifat rahasia dan tidak boleh dibagikan, termasuk kepada orang yang mengaku petugas resmi.",
            "An OTP is secret and must never be shared, including with someone claiming to be an official.",
          ),
        },
      ],
    },
    {
      key: "ai-automation-future-of-work",
      title: t("Tren AI, Otomasi, dan Masa Depan Kerja", "AI, Automation and the Future of Work Trends"),
      description: t(
        "Kenali bagaimana kecerdasan buatan (AI) generatif dan otomasi mengubah pekerjaan di kantor, pabrik, dan usaha kecil. Anda belajar memanfaatkan AI secara produktif, memahami keterbatasan dan risikonya, serta menyiapkan diri dan tim menghadapi perubahan keterampilan.",
        "See how generative artificial intelligence (AI) and automation are changing work in offices, factories and small businesses. You learn to use AI productively, understand its limits and risks, and prepare yourself and your team for changing skills.",
      ),
      skills: [
        t("Memahami dasar AI generatif", "Understanding generative AI basics"),
        t("Menulis perintah (prompt) yang efektif", "Writing effective prompts"),
        t("Menilai risiko dan keterbatasan AI", "Assessing AI risks and limits"),
        t("Merencanakan peningkatan keterampilan", "Planning reskilling and upskilling"),
        t("Menyusun aturan penggunaan AI", "Drafting AI use guidelines"),
        t("Menilai tren teknologi secara kritis", "Assessing technology trends critically"),
      ],
      lessons: [
        {
          title: t("Mengenal AI Generatif untuk Dunia Kerja", "Understanding Generative AI for Work"),
          body: t(
            p(
              "Kecerdasan buatan (AI) generatif adalah jenis AI yang bisa menghasilkan konten baru, seperti teks, gambar, suara, atau kode, berdasarkan perintah (prompt) dari pengguna. Contoh yang banyak dikenal adalah asisten percakapan berbasis model bahasa besar (large language model).",
              'Cara kerjanya secara sederhana: model dilatih dengan sangat banyak contoh teks sehingga mampu memperkirakan kata-kata yang paling mungkin muncul berikutnya. Hasilnya bisa terdengar sangat meyakinkan, tetapi model tidak "mengetahui" kebenaran seperti manusia yang memeriksa sumber.',
              "Kegunaan umum di tempat kerja:",
              "- Membuat draf surel, surat, atau laporan.\n- Merangkum dokumen panjang dan notulen rapat.\n- Menerjemahkan dan memperbaiki bahasa.\n- Mencari ide, misalnya nama produk atau judul pelatihan.\n- Membantu membuat rumus spreadsheet atau kode program sederhana.",
              "Contoh: staf administrasi di kantor dinas memakai asisten AI untuk membuat draf ringkasan hasil rapat dari catatannya, lalu memeriksa dan melengkapinya sebelum dikirim ke pimpinan. Pekerjaan yang biasanya satu jam selesai lebih cepat, tetapi tanggung jawab atas isinya tetap pada staf tersebut.",
              "Prinsip dasarnya: AI adalah asisten, bukan pengganti penilaian manusia.",
            ),
            p(
              "Generative artificial intelligence (AI) is a type of AI that can produce new content, such as text, images, audio or code, from a user's instruction (prompt). Well-known examples are chat assistants built on large language models.",
              'Put simply: the model is trained on vast amounts of text so it can predict the words most likely to come next. Its output can sound very convincing, but the model does not "know" the truth the way a person checking sources does.',
              "Common uses at work:",
              "- Drafting emails, letters or reports.\n- Summarising long documents and meeting notes.\n- Translating and polishing language.\n- Generating ideas, such as product names or training titles.\n- Helping with spreadsheet formulas or simple code.",
              "Example: an administrative officer at a government office uses an AI assistant to draft a meeting summary from his notes, then checks and completes it before sending it to his superior. A task that usually takes an hour is done faster, but responsibility for the content remains his.",
              "The basic principle: AI is an assistant, not a replacement for human judgement.",
            ),
          ),
        },
        {
          title: t("Menulis Prompt yang Efektif", "Writing Effective Prompts"),
          body: t(
            p(
              "Kualitas jawaban AI sangat bergantung pada kualitas perintah. Perintah yang samar menghasilkan jawaban yang umum.",
              "Unsur prompt yang baik:",
              '- Peran dan konteks: "Saya pemilik toko roti di Malang dengan 3 karyawan."\n- Tugas yang jelas: "Buatkan draf pengumuman perubahan jam buka."\n- Audiens dan gaya: "Untuk pelanggan di Instagram, nada ramah, maksimal 80 kata."\n- Batasan dan format: "Sertakan tanggal berlaku 1 Juli dan jangan menjanjikan diskon."',
              'Bandingkan "Buatkan caption roti" dengan perintah lengkap di atas. Perintah lengkap langsung menghasilkan draf yang hampir siap pakai.',
              "Teknik lain yang membantu:",
              '- Beri contoh hasil yang Anda inginkan.\n- Minta beberapa alternatif, lalu pilih dan gabungkan.\n- Lanjutkan percakapan untuk memperbaiki: "Buat lebih singkat" atau "Ganti dengan bahasa yang lebih formal."\n- Minta AI menjelaskan asumsi atau menyebutkan hal yang perlu Anda periksa.',
              "Penting: jangan memasukkan data rahasia atau data pribadi, seperti NIK pelanggan, data gaji, atau dokumen internal yang belum boleh dibuka, ke layanan AI umum tanpa izin dan tanpa memahami kebijakan penyimpanan datanya.",
            ),
            p(
              "The quality of an AI's answer depends heavily on the quality of the prompt. A vague instruction gets a generic answer.",
              "Elements of a good prompt:",
              '- Role and context: "I own a bakery in Malang with 3 employees."\n- A clear task: "Draft an announcement about new opening hours."\n- Audience and style: "For customers on Instagram, friendly tone, at most 80 words."\n- Constraints and format: "Include the effective date of 1 July and do not promise discounts."',
              'Compare "Write a bread caption" with the full prompt above. The full prompt produces a draft that is almost ready to use.',
              "Other helpful techniques:",
              '- Give an example of the output you want.\n- Ask for several alternatives, then choose and combine.\n- Continue the conversation to refine: "Make it shorter" or "Use more formal language."\n- Ask the AI to state its assumptions or list what you should verify.',
              "Important: do not enter confidential or personal data, such as customers' national ID numbers, salary data or unreleased internal documents, into public AI services without permission and without understanding their data retention policy.",
            ),
          ),
        },
        {
          title: t(
            "Keterbatasan dan Risiko AI: Halusinasi, Bias, dan Privasi",
            "AI Limits and Risks: Hallucination, Bias and Privacy",
          ),
          body: t(
            p(
              "AI generatif berguna, tetapi memiliki keterbatasan yang harus dipahami setiap pengguna.",
              "Halusinasi: AI bisa menghasilkan informasi yang salah tetapi terdengar meyakinkan, misalnya mengarang judul buku, nomor peraturan, atau angka statistik. Karena itu, setiap fakta penting, terutama kutipan hukum, angka, dan nama, harus diperiksa ke sumber resmi.",
              "Bias: model belajar dari data yang mungkin mengandung prasangka. Jika dipakai untuk menyaring pelamar kerja atau menilai kelayakan kredit tanpa pengawasan, hasilnya bisa tidak adil terhadap kelompok tertentu.",
              "Privasi dan kerahasiaan: data yang dimasukkan ke layanan AI bisa tersimpan di server penyedia. Memasukkan data pribadi warga atau pelanggan berisiko melanggar UU Pelindungan Data Pribadi dan kebijakan organisasi.",
              "Hak cipta dan keaslian: konten buatan AI perlu diperiksa agar tidak meniru karya orang lain, dan dalam konteks pendidikan, penggunaan AI harus mengikuti aturan lembaga.",
              "Contoh risiko nyata: seorang staf menyalin jawaban AI tentang persyaratan izin usaha ke pengumuman resmi tanpa memeriksa, padahal persyaratan yang disebut sudah tidak berlaku. Warga datang dengan dokumen yang salah. Pelajarannya: manusia tetap bertanggung jawab atas hasil akhir.",
            ),
            p(
              "Generative AI is useful, but it has limits every user must understand.",
              "Hallucination: AI can produce false information that sounds convincing, such as invented book titles, regulation numbers or statistics. Every important fact, especially legal citations, figures and names, must therefore be checked against official sources.",
              "Bias: models learn from data that may contain prejudice. If used to screen job applicants or assess creditworthiness without oversight, the results can be unfair to certain groups.",
              "Privacy and confidentiality: data entered into an AI service may be stored on the provider's servers. Entering residents' or customers' personal data risks breaching the Personal Data Protection Law and organisational policy.",
              "Copyright and originality: AI-made content should be checked so it does not copy others' work, and in education, AI use must follow the institution's rules.",
              "A realistic risk: an officer copies an AI answer about business licence requirements into an official notice without checking, but the requirements it lists are no longer valid. Residents arrive with the wrong documents. The lesson: humans remain responsible for the final result.",
            ),
          ),
        },
        {
          title: t("Otomasi dan Perubahan Pekerjaan", "Automation and How Jobs Change"),
          body: t(
            p(
              "Otomasi bukan hal baru: mesin hitung, mesin ATM, dan robot di pabrik mobil sudah lama mengubah pekerjaan. Yang berbeda sekarang adalah AI juga mulai mengerjakan sebagian tugas kognitif, seperti menulis, merangkum, dan menganalisis data.",
              "Cara berpikir yang lebih tepat adalah melihat tugas, bukan jabatan. Satu jabatan terdiri atas banyak tugas; sebagian bisa diotomasi, sebagian tetap membutuhkan manusia.",
              "Contoh jabatan staf penagihan di perusahaan pembiayaan:",
              "- Mudah diotomasi: mengirim pengingat jatuh tempo, mencocokkan pembayaran masuk.\n- Dibantu AI: menyusun draf pesan, mengelompokkan nasabah berdasarkan risiko.\n- Tetap manusia: bernegosiasi dengan nasabah yang kesulitan, menilai situasi khusus, dan menjaga hubungan.",
              "Tugas yang cenderung tetap membutuhkan manusia adalah yang melibatkan empati, penilaian dalam situasi tidak pasti, kreativitas yang berakar pada konteks lokal, serta kerja fisik yang tidak rutin.",
              "Bagi organisasi, otomasi paling bermanfaat jika waktu yang dihemat dialihkan ke pekerjaan bernilai lebih tinggi, bukan hanya memangkas biaya. Bagi individu, pertanyaan pentingnya: tugas mana dari pekerjaan saya yang akan berubah, dan keterampilan apa yang perlu saya tambah?",
            ),
            p(
              "Automation is not new: calculators, ATMs and robots in car factories have long changed work. What differs now is that AI has started doing parts of cognitive work, such as writing, summarising and analysing data.",
              "A better way to think is in tasks, not job titles. One job consists of many tasks; some can be automated, others still need people.",
              "Example: a collections officer at a finance company:",
              "- Easy to automate: sending due-date reminders, matching incoming payments.\n- AI-assisted: drafting messages, grouping customers by risk.\n- Still human: negotiating with customers in difficulty, judging special situations and maintaining relationships.",
              "Tasks that tend to keep needing people involve empathy, judgement under uncertainty, creativity rooted in local context and non-routine physical work.",
              "For organisations, automation is most valuable when the time saved goes to higher-value work, not only to cutting costs. For individuals, the key question is: which tasks in my job will change, and what skills should I add?",
            ),
          ),
        },
        {
          title: t(
            "Reskilling dan Upskilling: Belajar Sepanjang Karier",
            "Reskilling and Upskilling: Learning Throughout Your Career",
          ),
          body: t(
            p(
              "Ketika teknologi mengubah tugas, keterampilan perlu diperbarui. Upskilling berarti meningkatkan keterampilan untuk pekerjaan yang sama, misalnya kasir belajar mengelola stok digital. Reskilling berarti mempelajari keterampilan baru untuk peran yang berbeda, misalnya operator mesin beralih menjadi teknisi perawatan mesin otomatis.",
              "Langkah menyusun rencana belajar pribadi:",
              "- Petakan tugas harian Anda dan tandai yang kemungkinan berubah karena teknologi.\n- Tentukan dua atau tiga keterampilan prioritas, misalnya analisis data dasar, literasi AI, atau komunikasi dengan pelanggan.\n- Pilih cara belajar: kursus daring, pelatihan kantor, belajar dari rekan, atau proyek kecil.\n- Praktikkan segera di pekerjaan nyata, karena keterampilan yang tidak dipakai cepat hilang.\n- Tinjau kemajuan setiap tiga bulan.",
              "Bagi organisasi, pelatihan lebih efektif jika terkait langsung dengan pekerjaan. Contoh: sebuah bank perkreditan rakyat melatih staf kantor cabang memakai spreadsheet untuk memantau kredit bermasalah, menggunakan data mereka sendiri, bukan contoh fiktif dari buku.",
              "Selain keterampilan teknis, keterampilan yang tetap penting adalah berpikir kritis, komunikasi, kerja sama tim, dan kemampuan belajar hal baru dengan cepat.",
            ),
            p(
              "When technology changes tasks, skills must be updated. Upskilling means improving skills for the same job, such as a cashier learning to manage digital stock. Reskilling means learning new skills for a different role, such as a machine operator becoming a maintenance technician for automated machines.",
              "Steps to build a personal learning plan:",
              "- Map your daily tasks and mark those likely to change because of technology.\n- Choose two or three priority skills, such as basic data analysis, AI literacy or customer communication.\n- Pick how to learn: online courses, workplace training, learning from colleagues or small projects.\n- Apply it at work right away, because unused skills fade quickly.\n- Review progress every three months.",
              "For organisations, training works better when it is tied directly to the job. Example: a rural bank trains branch staff to use spreadsheets to monitor problem loans, using their own data rather than fictional textbook examples.",
              "Beyond technical skills, the skills that stay essential are critical thinking, communication, teamwork and the ability to learn new things quickly.",
            ),
          ),
        },
        {
          title: t(
            "Menyusun Aturan Penggunaan AI di Organisasi",
            "Setting AI Use Guidelines in an Organisation",
          ),
          body: t(
            p(
              "Banyak pegawai sudah memakai alat AI, dengan atau tanpa izin. Daripada melarang total atau membiarkan tanpa aturan, organisasi sebaiknya menyusun pedoman penggunaan AI yang jelas dan sederhana.",
              "Isi pedoman yang disarankan:",
              "- Tujuan yang diizinkan: misalnya draf tulisan, ringkasan, terjemahan, dan ide.\n- Data yang dilarang dimasukkan: data pribadi, data keuangan rahasia, dokumen hukum yang belum final.\n- Kewajiban memeriksa: semua keluaran AI diperiksa manusia sebelum dipakai, terutama fakta, angka, dan kutipan aturan.\n- Keputusan penting: AI tidak boleh menjadi satu-satunya dasar keputusan tentang orang, seperti rekrutmen, penilaian kinerja, atau pemberian bantuan sosial.\n- Keterbukaan: kapan harus menyebutkan bahwa suatu konten dibuat dengan bantuan AI.\n- Alat yang disetujui dan siapa yang bisa ditanya jika ragu.",
              "Contoh: sebuah startup logistik di Surabaya membuat pedoman satu halaman dan mengadakan pelatihan 90 menit untuk semua karyawan. Hasilnya, penggunaan AI lebih aman dan produktif, dan tim tahu batasannya.",
              "Pedoman perlu ditinjau berkala karena teknologi dan peraturan berkembang cepat.",
            ),
            p(
              "Many employees already use AI tools, with or without permission. Rather than banning them outright or leaving them unregulated, organisations should write clear, simple AI use guidelines.",
              "Suggested contents:",
              "- Permitted purposes: for example drafts, summaries, translations and ideas.\n- Data that must not be entered: personal data, confidential financial data, unfinished legal documents.\n- Duty to review: all AI output is checked by a person before use, especially facts, numbers and regulatory citations.\n- Important decisions: AI must not be the sole basis for decisions about people, such as hiring, performance appraisal or granting social assistance.\n- Transparency: when to disclose that content was made with AI help.\n- Approved tools and whom to ask when in doubt.",
              "Example: a logistics startup in Surabaya wrote a one-page guideline and ran a 90-minute training for all staff. AI use became safer and more productive, and the team knows the limits.",
              "Guidelines need regular review because technology and regulation move quickly.",
            ),
          ),
        },
        {
          title: t("Menilai Tren Teknologi Secara Kritis", "Assessing Technology Trends Critically"),
          body: t(
            p(
              'Setiap tahun muncul teknologi yang disebut akan "mengubah segalanya". Sebagian benar-benar berdampak, sebagian lagi meredup setelah ramai dibicarakan. Konsep siklus hype (hype cycle) yang dipopulerkan firma riset Gartner menggambarkan pola ini: harapan melonjak tinggi, lalu turun saat kenyataan tidak seindah janji, sebelum akhirnya teknologi yang bertahan menemukan manfaat yang nyata dan stabil.',
              "Pertanyaan untuk menilai sebuah tren sebelum berinvestasi:",
              "- Masalah apa yang diselesaikan, dan apakah masalah itu nyata bagi organisasi saya?\n- Apakah sudah ada pengguna serupa yang berhasil, dengan bukti yang bisa diperiksa?\n- Berapa biaya total, termasuk pelatihan, perawatan, dan perubahan proses?\n- Apakah infrastruktur kita siap, misalnya listrik, internet, dan keterampilan staf?\n- Apa risikonya jika gagal, dan bisakah dimulai dari uji coba kecil?",
              "Contoh: sebuah koperasi ditawari sistem berbasis teknologi yang sedang populer untuk mencatat simpanan anggota. Setelah menjawab pertanyaan di atas, pengurus menyadari masalah utamanya adalah pencatatan yang terlambat, yang bisa diselesaikan dengan aplikasi pembukuan biasa yang jauh lebih murah.",
              "Mengikuti tren bukan berarti mengadopsi semuanya, melainkan memilih dengan sadar.",
            ),
            p(
              'Every year brings technologies said to "change everything". Some truly make an impact; others fade after the buzz. The hype cycle concept popularised by the research firm Gartner describes this pattern: expectations soar, then fall when reality proves less rosy than the promise, before the technologies that survive find real, steady uses.',
              "Questions to assess a trend before investing:",
              "- What problem does it solve, and is that problem real for my organisation?\n- Are there similar users who succeeded, with evidence you can check?\n- What is the total cost, including training, maintenance and process change?\n- Is our infrastructure ready, such as electricity, internet and staff skills?\n- What is the risk if it fails, and can we start with a small pilot?",
              "Example: a cooperative is offered a system based on a fashionable technology to record members' savings. After answering the questions above, the board realises the real problem is late record-keeping, which an ordinary, far cheaper bookkeeping app can solve.",
              "Following trends does not mean adopting everything; it means choosing deliberately.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t("Apa yang dimaksud AI generatif?", "What is generative AI?"),
          options: [
            o(false, "AI yang hanya bisa menghitung angka", "AI that can only calculate numbers"),
            o(
              false,
              "AI yang selalu benar karena memeriksa semua sumber",
              "AI that is always right because it checks every source",
            ),
            o(
              true,
              "AI yang menghasilkan konten baru seperti teks, gambar, atau kode dari perintah pengguna",
              "AI that produces new content such as text, images or code from a user's prompt",
            ),
          ],
          explanation: t(
            "AI generatif membuat konten baru dengan memperkirakan keluaran yang paling mungkin; hasilnya bisa meyakinkan tetapi tetap harus diperiksa.",
            "Generative AI creates new content by predicting the most likely output; it can sound convincing but must still be checked.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Unsur mana yang membuat prompt lebih efektif?",
            "Which elements make a prompt more effective?",
          ),
          options: [
            o(true, "Audiens, gaya, dan batasan", "Audience, style and constraints"),
            o(
              false,
              "Data pribadi pelanggan selengkap mungkin",
              "As much customer personal data as possible",
            ),
            o(true, "Konteks dan peran", "Context and role"),
            o(true, "Tugas yang jelas", "A clear task"),
          ],
          explanation: t(
            "Konteks, tugas, audiens, dan batasan meningkatkan kualitas jawaban. Data pribadi tidak boleh dimasukkan ke layanan AI umum tanpa izin.",
            "Context, task, audience and constraints improve the answer. Personal data must not go into public AI services without permission.",
          ),
        },
        {
          kind: "single",
          prompt: t("Apa yang dimaksud halusinasi AI?", "What is an AI hallucination?"),
          options: [
            o(
              false,
              "AI berhenti bekerja karena server penuh",
              "The AI stops working because servers are full",
            ),
            o(
              true,
              "AI menghasilkan informasi salah yang terdengar meyakinkan",
              "The AI produces false information that sounds convincing",
            ),
            o(false, "AI menolak menjawab pertanyaan", "The AI refuses to answer"),
          ],
          explanation: t(
            "Halusinasi adalah keluaran yang keliru tetapi meyakinkan, misalnya nomor peraturan karangan; karena itu fakta penting harus dicek ke sumber resmi.",
            "A hallucination is wrong but convincing output, such as an invented regulation number; important facts must be checked against official sources.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam pekerjaan staf penagihan, tugas mana yang paling tepat tetap dikerjakan manusia?",
            "In a collections officer's job, which task is best kept human?",
          ),
          options: [
            o(
              true,
              "Bernegosiasi dengan nasabah yang sedang kesulitan",
              "Negotiating with customers in difficulty",
            ),
            o(false, "Mengirim pengingat jatuh tempo", "Sending due-date reminders"),
            o(false, "Mencocokkan pembayaran masuk", "Matching incoming payments"),
          ],
          explanation: t(
            "Tugas yang membutuhkan empati dan penilaian dalam situasi khusus cenderung tetap dikerjakan manusia; tugas rutin mudah diotomasi.",
            "Tasks needing empathy and judgement in special situations tend to stay human; routine tasks are easy to automate.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Operator mesin belajar menjadi teknisi perawatan mesin otomatis. Ini contoh apa?",
            "A machine operator learns to become a maintenance technician for automated machines. This is an example of what?",
          ),
          options: [
            o(false, "Outsourcing", "Outsourcing"),
            o(false, "Upskilling", "Upskilling"),
            o(true, "Reskilling", "Reskilling"),
          ],
          explanation: t(
            "Reskilling adalah mempelajari keterampilan baru untuk peran yang berbeda; upskilling meningkatkan keterampilan untuk peran yang sama.",
            "Reskilling is learning new skills for a different role; upskilling improves skills for the same role.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Apa saja yang sebaiknya diatur dalam pedoman penggunaan AI?",
            "What should an AI use guideline cover?",
          ),
          options: [
            o(
              false,
              "AI boleh menjadi satu-satunya dasar keputusan rekrutmen",
              "Letting AI be the sole basis for hiring decisions",
            ),
            o(true, "Alat yang disetujui dan tempat bertanya", "Approved tools and whom to ask"),
            o(true, "Data yang dilarang dimasukkan", "Data that must not be entered"),
            o(true, "Kewajiban manusia memeriksa keluaran AI", "The duty for people to check AI output"),
          ],
          explanation: t(
            "Keputusan tentang orang tidak boleh hanya berdasarkan AI. Pedoman mengatur tujuan, data terlarang, pemeriksaan, keterbukaan, dan alat yang disetujui.",
            "Decisions about people must not rest on AI alone. Guidelines cover purposes, forbidden data, review, transparency and approved tools.",
          ),
        },
        {
          kind: "single",
          prompt: t("Apa yang digambarkan konsep siklus hype?", "What does the hype cycle describe?"),
          options: [
            o(false, "Harga teknologi selalu naik setiap tahun", "Technology prices always rise every year"),
            o(
              true,
              "Harapan terhadap teknologi baru melonjak, turun, lalu teknologi yang bertahan menemukan manfaat nyata",
              "Expectations of new technology soar, fall, then surviving technologies find real uses",
            ),
            o(false, "Semua teknologi baru pasti gagal", "All new technologies inevitably fail"),
          ],
          explanation: t(
            "Siklus hype mengingatkan agar tidak terbawa euforia maupun pesimisme, dan menilai teknologi berdasarkan manfaat nyata.",
            "The hype cycle warns against both euphoria and pessimism, urging assessment on real benefits.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Pertanyaan mana yang membantu menilai tren teknologi sebelum berinvestasi?",
            "Which questions help assess a technology trend before investing?",
          ),
          options: [
            o(true, "Bisakah dimulai dari uji coba kecil?", "Can we start with a small pilot?"),
            o(
              false,
              "Apakah pesaing sudah membicarakannya di media sosial?",
              "Are competitors talking about it on social media?",
            ),
            o(true, "Masalah nyata apa yang diselesaikan?", "What real problem does it solve?"),
            o(
              true,
              "Berapa biaya total termasuk pelatihan dan perawatan?",
              "What is the total cost, including training and maintenance?",
            ),
          ],
          explanation: t(
            "Ramai dibicarakan bukan bukti manfaat. Penilaian didasarkan pada masalah nyata, bukti, biaya total, kesiapan, dan risiko.",
            "Buzz is not evidence of value. Assessment rests on real problems, evidence, total cost, readiness and risk.",
          ),
        },
      ],
    },
    {
      key: "green-economy-trends",
      title: t(
        "Tren Ekonomi Hijau dan Industri Berkelanjutan",
        "Green Economy and Sustainable Industry Trends",
      ),
      description: t(
        "Pahami mengapa transisi energi dan ekonomi hijau menjadi arah besar industri di Indonesia dan dunia. Anda mempelajari target emisi, energi terbarukan, kendaraan listrik dan hilirisasi, ekonomi sirkular, ESG, pasar karbon, serta peluangnya bagi UMKM.",
        "Understand why the energy transition and the green economy have become a major direction for industry in Indonesia and worldwide. You study emission targets, renewable energy, electric vehicles and downstreaming, the circular economy, ESG, carbon markets and the opportunities for MSMEs.",
      ),
      skills: [
        t("Memahami transisi energi", "Understanding the energy transition"),
        t("Menilai peluang energi terbarukan", "Assessing renewable energy opportunities"),
        t("Menerapkan ekonomi sirkular", "Applying the circular economy"),
        t("Memahami ESG dan laporan keberlanjutan", "Understanding ESG and sustainability reports"),
        t("Menghindari greenwashing", "Avoiding greenwashing"),
      ],
      lessons: [
        {
          title: t("Mengapa Ekonomi Hijau Menjadi Tren Besar", "Why the Green Economy Is a Major Trend"),
          body: t(
            p(
              "Ekonomi hijau adalah ekonomi yang tumbuh sambil mengurangi emisi gas rumah kaca, polusi, dan kerusakan lingkungan. Tren ini didorong oleh perubahan iklim yang dampaknya sudah terasa, seperti cuaca ekstrem, banjir, dan kekeringan yang mengganggu panen.",
              "Indonesia telah menyatakan target mencapai emisi nol bersih (net zero emission) pada 2060 atau lebih cepat. Banyak negara dan perusahaan global juga menetapkan target serupa, sehingga arah industri ikut berubah.",
              "Dampaknya bagi dunia usaha di Indonesia:",
              "- Pembeli besar, terutama perusahaan multinasional dan pasar ekspor, semakin menanyakan jejak lingkungan pemasoknya.\n- Lembaga keuangan makin memperhatikan risiko lingkungan saat memberi pembiayaan.\n- Muncul industri baru: energi surya, kendaraan listrik, daur ulang, dan jasa efisiensi energi.\n- Konsumen muda semakin peduli pada produk yang ramah lingkungan.",
              "Contoh: eksportir furnitur kayu dari Jawa Tengah semakin sering diminta pembeli di luar negeri menunjukkan bahwa kayunya berasal dari sumber yang legal dan lestari. Pemasok yang siap dengan dokumen tersebut lebih mudah mendapat pesanan.",
              "Ekonomi hijau karena itu bukan hanya isu lingkungan, tetapi juga soal daya saing.",
            ),
            p(
              "A green economy grows while reducing greenhouse gas emissions, pollution and environmental damage. The trend is driven by climate change, whose effects are already felt in extreme weather, floods and droughts that disrupt harvests.",
              "Indonesia has stated a target of reaching net zero emissions by 2060 or sooner. Many countries and global companies have set similar targets, so the direction of industry is shifting too.",
              "Effects on businesses in Indonesia:",
              "- Large buyers, especially multinationals and export markets, increasingly ask about their suppliers' environmental footprint.\n- Financial institutions pay more attention to environmental risk when lending.\n- New industries emerge: solar energy, electric vehicles, recycling and energy-efficiency services.\n- Young consumers care more about environmentally friendly products.",
              "Example: wooden furniture exporters in Central Java are increasingly asked by overseas buyers to show that their timber comes from legal and sustainable sources. Suppliers ready with those documents win orders more easily.",
              "The green economy is therefore not only an environmental issue but also a matter of competitiveness.",
            ),
          ),
        },
        {
          title: t("Energi Terbarukan dan PLTS Atap", "Renewable Energy and Rooftop Solar"),
          body: t(
            p(
              "Energi terbarukan berasal dari sumber yang tidak habis, seperti matahari, air, angin, panas bumi, dan biomassa. Indonesia memiliki potensi besar, misalnya sinar matahari sepanjang tahun dan sumber panas bumi di jalur gunung api.",
              "Bagi usaha dan rumah tangga, bentuk yang paling mudah dijangkau adalah pembangkit listrik tenaga surya (PLTS) atap. Panel surya dipasang di atap untuk menghasilkan listrik pada siang hari.",
              "Hal yang perlu dihitung sebelum memasang:",
              "- Pola pemakaian listrik: usaha yang banyak memakai listrik siang hari, seperti penggilingan, bengkel, atau cold storage, lebih cocok.\n- Biaya investasi dan perkiraan penghematan tagihan per bulan, untuk menghitung waktu balik modal.\n- Kondisi atap dan bayangan pohon atau gedung.\n- Aturan penyambungan ke jaringan PLN yang berlaku, karena ketentuannya diatur Kementerian ESDM dan dapat berubah.\n- Perawatan, seperti membersihkan panel dan memeriksa inverter.",
              "Contoh: pabrik tahu di Kediri yang beroperasi siang hari memasang panel surya untuk mesin penggilingnya. Setelah menghitung penghematan bulanan dibanding biaya pemasangan, pemilik memperkirakan modal kembali dalam beberapa tahun, dan sejak itu tagihan listriknya turun.",
              "Di desa yang belum terjangkau listrik stabil, PLTS komunal juga bisa menjadi solusi penerangan dan usaha produktif.",
            ),
            p(
              "Renewable energy comes from sources that do not run out, such as sun, water, wind, geothermal heat and biomass. Indonesia has great potential, such as year-round sunshine and geothermal resources along its volcanic belt.",
              "For businesses and households, the most accessible form is rooftop solar (PLTS atap). Solar panels are mounted on the roof to produce electricity during the day.",
              "What to calculate before installing:",
              "- Electricity usage pattern: businesses that use a lot of power in the daytime, such as rice mills, workshops or cold storage, are a better fit.\n- Investment cost and expected monthly bill savings, to work out the payback period.\n- Roof condition and shade from trees or buildings.\n- The current rules for connecting to the PLN grid, which are set by the Ministry of Energy and Mineral Resources and can change.\n- Maintenance, such as cleaning panels and checking the inverter.",
              "Example: a tofu factory in Kediri that runs during the day installs solar panels for its grinding machines. After comparing monthly savings with the installation cost, the owner estimates payback within a few years, and his electricity bills have fallen since.",
              "In villages without stable electricity, communal solar systems can also provide lighting and power productive businesses.",
            ),
          ),
        },
        {
          title: t("Kendaraan Listrik dan Hilirisasi Nikel", "Electric Vehicles and Nickel Downstreaming"),
          body: t(
            p(
              "Kendaraan listrik menjadi salah satu tren industri terbesar. Di Indonesia, sepeda motor dan mobil listrik makin banyak terlihat, begitu juga stasiun pengisian daya dan penukaran baterai.",
              "Indonesia punya posisi khusus karena memiliki cadangan nikel yang besar, salah satu bahan penting untuk baterai kendaraan listrik. Pemerintah menjalankan kebijakan hilirisasi: mendorong bijih mineral diolah di dalam negeri agar nilai tambahnya dinikmati di Indonesia. Salah satu langkahnya adalah larangan ekspor bijih nikel yang berlaku sejak awal 2020, yang mendorong pembangunan pabrik pengolahan (smelter) di Sulawesi dan Maluku Utara.",
              "Peluang dan tantangan yang muncul:",
              "- Lapangan kerja dan usaha pendukung di sekitar kawasan industri, seperti katering, transportasi, dan perumahan.\n- Kebutuhan tenaga teknis baru: teknisi baterai, bengkel kendaraan listrik, dan instalasi pengisian daya.\n- Tantangan lingkungan dan sosial, seperti pengelolaan limbah tambang, emisi dari pembangkit listrik kawasan industri, dan keselamatan kerja, yang menjadi sorotan pembeli global.",
              "Bagi bengkel motor di kota seperti Makassar atau Bandung, tren ini berarti kesempatan menambah keahlian perawatan motor listrik sebelum jumlahnya makin banyak.",
            ),
            p(
              "Electric vehicles are one of the biggest industrial trends. In Indonesia, electric motorbikes and cars are increasingly common, as are charging and battery-swap stations.",
              "Indonesia holds a special position because it has large nickel reserves, a key material for electric-vehicle batteries. The government runs a downstreaming policy: encouraging minerals to be processed domestically so that the added value stays in Indonesia. One measure is the ban on nickel ore exports in force since early 2020, which spurred the construction of processing plants (smelters) in Sulawesi and North Maluku.",
              "Opportunities and challenges that arise:",
              "- Jobs and supporting businesses around industrial estates, such as catering, transport and housing.\n- Demand for new technical skills: battery technicians, electric-vehicle workshops and charger installation.\n- Environmental and social challenges, such as mining waste management, emissions from industrial-estate power plants and workplace safety, which global buyers watch closely.",
              "For motorcycle workshops in cities like Makassar or Bandung, the trend is a chance to add electric-motorbike maintenance skills before their numbers grow further.",
            ),
          ),
        },
        {
          title: t("Ekonomi Sirkular dan Pengelolaan Sampah", "The Circular Economy and Waste Management"),
          body: t(
            p(
              "Ekonomi linear mengikuti pola ambil–buat–buang. Ekonomi sirkular berusaha menjaga bahan tetap bernilai selama mungkin melalui pengurangan, penggunaan ulang, perbaikan, dan daur ulang.",
              "Prinsip yang bisa diterapkan:",
              "- Kurangi (reduce): rancang produk dan kemasan yang memakai bahan lebih sedikit.\n- Gunakan ulang (reuse): sistem isi ulang, wadah yang bisa dikembalikan.\n- Perbaiki: layanan servis agar barang lebih awet.\n- Daur ulang: mengolah sisa menjadi bahan baku baru.\n- Olah limbah organik menjadi kompos atau pakan maggot.",
              "Di banyak daerah, bank sampah menjadi contoh ekonomi sirkular berbasis warga. Warga menyetor sampah terpilah, sampah ditimbang dan dicatat sebagai tabungan, lalu dijual ke pengepul atau industri daur ulang.",
              "Contoh usaha: BUMDes di sebuah desa di Bali mengelola sampah organik dari warung dan hotel kecil menjadi kompos yang dijual ke petani sayur. Sampah plastik dipilah dan dijual ke pengepul. Desa mendapat pendapatan, dan volume sampah yang dibuang ke tempat pembuangan akhir berkurang.",
              "Kuncinya adalah pemilahan sejak sumber. Sampah yang tercampur sulit diolah dan nilainya turun.",
            ),
            p(
              "The linear economy follows a take–make–dispose pattern. The circular economy tries to keep materials valuable for as long as possible through reducing, reusing, repairing and recycling.",
              "Principles you can apply:",
              "- Reduce: design products and packaging that use less material.\n- Reuse: refill systems and returnable containers.\n- Repair: servicing so goods last longer.\n- Recycle: turning leftovers into new raw materials.\n- Turn organic waste into compost or feed for black soldier fly larvae (maggots).",
              "In many regions, waste banks (bank sampah) are a community-based example of the circular economy. Residents deposit sorted waste, which is weighed and recorded as savings, then sold to collectors or the recycling industry.",
              "Business example: a BUMDes in a Balinese village turns organic waste from food stalls and small hotels into compost sold to vegetable farmers. Plastic waste is sorted and sold to collectors. The village earns income and less waste goes to the landfill.",
              "The key is sorting at source. Mixed waste is hard to process and loses value.",
            ),
          ),
        },
        {
          title: t("ESG dan Laporan Keberlanjutan", "ESG and Sustainability Reporting"),
          body: t(
            p(
              "ESG adalah singkatan dari Environmental, Social, and Governance (lingkungan, sosial, dan tata kelola). Investor, bank, dan pembeli besar memakai kerangka ini untuk menilai apakah sebuah perusahaan dikelola secara bertanggung jawab dan berkelanjutan.",
              "Contoh aspek yang dinilai:",
              "- Lingkungan: pemakaian energi dan air, emisi, limbah.\n- Sosial: keselamatan kerja, hak pekerja, hubungan dengan masyarakat sekitar, perlindungan konsumen.\n- Tata kelola: transparansi keuangan, antikorupsi, struktur pengambilan keputusan.",
              "Di Indonesia, Peraturan OJK Nomor 51/POJK.03/2017 tentang Penerapan Keuangan Berkelanjutan mewajibkan lembaga jasa keuangan, emiten, dan perusahaan publik menyusun laporan keberlanjutan (sustainability report) yang terbit bersama atau terpisah dari laporan tahunan.",
              "Walaupun UMKM umumnya tidak wajib membuat laporan ini, tren ESG tetap berpengaruh. Perusahaan besar yang wajib melapor akan menanyakan data kepada pemasoknya, seperti pemakaian energi atau praktik ketenagakerjaan.",
              "Contoh: pemasok kemasan untuk pabrik minuman di Pasuruan diminta mengisi kuesioner tentang sumber bahan baku dan pengelolaan limbah. Pemasok yang sudah mencatat datanya dengan rapi lebih mudah lolos evaluasi pemasok.",
            ),
            p(
              "ESG stands for Environmental, Social and Governance. Investors, banks and large buyers use this framework to judge whether a company is run responsibly and sustainably.",
              "Examples of what is assessed:",
              "- Environmental: energy and water use, emissions, waste.\n- Social: workplace safety, workers' rights, relations with local communities, consumer protection.\n- Governance: financial transparency, anti-corruption, decision-making structure.",
              "In Indonesia, OJK Regulation Number 51/POJK.03/2017 on the Implementation of Sustainable Finance requires financial services institutions, issuers and public companies to prepare a sustainability report, published together with or separately from the annual report.",
              "Although MSMEs are generally not required to produce such reports, the ESG trend still affects them. Large companies that must report will ask their suppliers for data, such as energy use or labour practices.",
              "Example: a packaging supplier to a beverage factory in Pasuruan is asked to complete a questionnaire on raw-material sources and waste management. Suppliers who already keep tidy records pass supplier evaluations more easily.",
            ),
          ),
        },
        {
          title: t("Pasar Karbon dan Efisiensi Energi", "Carbon Markets and Energy Efficiency"),
          body: t(
            p(
              "Pasar karbon adalah mekanisme jual beli unit karbon, yaitu satuan yang mewakili pengurangan atau penyerapan emisi, biasanya setara satu ton karbon dioksida. Pihak yang mengurangi emisi melebihi kewajibannya atau menjalankan proyek penyerapan karbon, seperti restorasi hutan atau mangrove, dapat menjual unit tersebut kepada pihak yang membutuhkannya.",
              "Indonesia meluncurkan bursa karbon, IDXCarbon, yang diselenggarakan Bursa Efek Indonesia pada September 2023. Perdagangannya diatur dan diawasi, dan unit karbon yang diperdagangkan harus tercatat dalam sistem registri nasional.",
              "Bagi sebagian besar usaha, langkah yang lebih dekat dan langsung menguntungkan adalah efisiensi energi:",
              "- Ganti lampu lama dengan LED.\n- Rawat mesin dan kompresor agar tidak boros listrik.\n- Matikan peralatan saat tidak dipakai dan atur jadwal produksi.\n- Perbaiki isolasi ruang pendingin.\n- Catat pemakaian listrik dan bahan bakar setiap bulan untuk melihat perubahan.",
              "Contoh: sebuah hotel kecil di Yogyakarta mengganti lampu ke LED dan memasang pengatur waktu untuk pompa air. Tagihan listriknya turun, dan data penghematan itu juga berguna ketika agen perjalanan menanyakan praktik ramah lingkungan hotel.",
              "Prinsipnya: kurangi pemborosan dulu sebelum memikirkan mekanisme yang rumit.",
            ),
            p(
              "A carbon market is a mechanism for buying and selling carbon units, each representing an emission reduction or removal, usually equal to one tonne of carbon dioxide. Those who cut emissions beyond their obligation or run carbon-absorption projects, such as forest or mangrove restoration, can sell those units to those who need them.",
              "Indonesia launched a carbon exchange, IDXCarbon, operated by the Indonesia Stock Exchange, in September 2023. Trading is regulated and supervised, and traded carbon units must be recorded in the national registry system.",
              "For most businesses, a closer and immediately profitable step is energy efficiency:",
              "- Replace old lamps with LEDs.\n- Maintain machines and compressors so they do not waste power.\n- Switch off equipment when not in use and plan production schedules.\n- Improve the insulation of cold rooms.\n- Record electricity and fuel use every month to see changes.",
              "Example: a small hotel in Yogyakarta switches to LED lighting and puts a timer on its water pump. Its electricity bill falls, and the savings data is also useful when travel agents ask about the hotel's green practices.",
              "The principle: cut waste first before thinking about complex mechanisms.",
            ),
          ),
        },
        {
          title: t(
            "Peluang Hijau bagi UMKM dan Bahaya Greenwashing",
            "Green Opportunities for MSMEs and the Danger of Greenwashing",
          ),
          body: t(
            p(
              "Tren ekonomi hijau membuka peluang nyata bagi UMKM:",
              "- Produk ramah lingkungan: sabun isi ulang, kemasan dari bahan alami, tas dari kain perca.\n- Jasa baru: pemasangan dan perawatan panel surya, servis kendaraan listrik, pengolahan sampah organik.\n- Menjadi pemasok perusahaan besar yang mencari mitra dengan praktik lingkungan yang baik.\n- Penghematan biaya dari efisiensi energi dan bahan baku.",
              'Namun hati-hati dengan greenwashing, yaitu klaim ramah lingkungan yang berlebihan, tidak jelas, atau tidak benar. Contohnya menulis "100% ramah lingkungan" pada kemasan plastik biasa, atau menyebut produk "alami" padahal sebagian besar bahannya sintetis.',
              "Cara membuat klaim hijau yang jujur:",
              '- Spesifik: "Kemasan dari kertas daur ulang" lebih baik daripada "produk hijau".\n- Bisa dibuktikan: simpan bukti seperti faktur bahan baku atau sertifikat.\n- Proporsional: jangan menonjolkan satu aspek kecil untuk menutupi dampak yang lebih besar.\n- Jujur tentang keterbatasan: "Kami sedang beralih ke kemasan isi ulang; saat ini baru 40% produk kami."',
              "Contoh: produsen sabun di Bogor menuliskan persentase bahan nabati dan menyediakan titik isi ulang di tokonya. Klaimnya bisa dicek, sehingga pelanggan percaya.",
            ),
            p(
              "The green economy trend opens real opportunities for MSMEs:",
              "- Eco-friendly products: refillable soap, packaging from natural materials, bags made from fabric offcuts.\n- New services: installing and maintaining solar panels, servicing electric vehicles, processing organic waste.\n- Becoming a supplier to large companies looking for partners with good environmental practices.\n- Cost savings from energy and material efficiency.",
              'Beware of greenwashing, however: environmental claims that are exaggerated, vague or untrue. Examples include printing "100% eco-friendly" on ordinary plastic packaging, or calling a product "natural" when most of its ingredients are synthetic.',
              "How to make honest green claims:",
              '- Be specific: "Packaging made from recycled paper" beats "green product".\n- Be provable: keep evidence such as raw-material invoices or certificates.\n- Be proportionate: do not spotlight one small aspect to hide a bigger impact.\n- Be honest about limits: "We are moving to refill packaging; so far 40% of our products use it."',
              "Example: a soap maker in Bogor states the percentage of plant-based ingredients and offers a refill point in its shop. Its claims can be checked, so customers trust them.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Kapan Indonesia menargetkan emisi nol bersih?",
            "When does Indonesia target net zero emissions?",
          ),
          options: [
            o(true, "2060 atau lebih cepat", "2060 or sooner"),
            o(false, "2030", "2030"),
            o(false, "2045", "2045"),
          ],
          explanation: t(
            "Indonesia menyatakan target net zero emission pada 2060 atau lebih cepat.",
            "Indonesia has stated a net zero emission target of 2060 or sooner.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Usaha seperti apa yang lebih cocok memasang PLTS atap?",
            "Which businesses are a better fit for rooftop solar?",
          ),
          options: [
            o(
              true,
              "Usaha dengan atap yang tidak banyak terhalang bayangan",
              "Businesses with roofs largely free of shade",
            ),
            o(
              false,
              "Usaha yang hanya beroperasi malam hari tanpa baterai",
              "Businesses operating only at night without batteries",
            ),
            o(
              true,
              "Usaha yang banyak memakai listrik pada siang hari",
              "Businesses that use a lot of power in the daytime",
            ),
          ],
          explanation: t(
            "Panel surya menghasilkan listrik siang hari, sehingga paling bermanfaat bagi usaha yang memakai listrik saat itu dan atapnya terkena sinar matahari.",
            "Solar panels generate during the day, so they benefit most businesses that use power then and have sunlit roofs.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa tujuan kebijakan hilirisasi nikel?",
            "What is the aim of the nickel downstreaming policy?",
          ),
          options: [
            o(false, "Agar Indonesia mengimpor lebih banyak nikel", "To make Indonesia import more nickel"),
            o(false, "Agar tambang nikel ditutup seluruhnya", "To close all nickel mines"),
            o(
              true,
              "Agar bijih diolah di dalam negeri sehingga nilai tambahnya dinikmati di Indonesia",
              "To have ore processed domestically so the added value stays in Indonesia",
            ),
          ],
          explanation: t(
            "Hilirisasi mendorong pengolahan di dalam negeri; larangan ekspor bijih nikel sejak awal 2020 adalah salah satu langkahnya.",
            "Downstreaming pushes domestic processing; the nickel ore export ban since early 2020 is one of its measures.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa kunci keberhasilan pengelolaan sampah dalam ekonomi sirkular?",
            "What is the key to successful waste management in the circular economy?",
          ),
          options: [
            o(false, "Membakar semua sampah di halaman", "Burning all waste in the yard"),
            o(true, "Pemilahan sampah sejak dari sumbernya", "Sorting waste at source"),
            o(false, "Mencampur semua sampah agar praktis", "Mixing all waste for convenience"),
          ],
          explanation: t(
            "Sampah yang tercampur sulit diolah dan nilainya turun; pemilahan sejak sumber membuat kompos dan daur ulang berjalan.",
            "Mixed waste is hard to process and loses value; sorting at source makes composting and recycling work.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana yang termasuk aspek sosial dalam ESG?",
            "Which belong to the social aspect of ESG?",
          ),
          options: [
            o(false, "Emisi gas rumah kaca", "Greenhouse gas emissions"),
            o(true, "Perlindungan konsumen", "Consumer protection"),
            o(true, "Keselamatan kerja", "Workplace safety"),
            o(true, "Hubungan dengan masyarakat sekitar", "Relations with local communities"),
          ],
          explanation: t(
            "Emisi termasuk aspek lingkungan. Aspek sosial mencakup keselamatan kerja, hak pekerja, masyarakat sekitar, dan konsumen.",
            "Emissions are environmental. The social aspect covers safety, workers' rights, communities and consumers.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa tren ESG tetap memengaruhi UMKM meskipun umumnya tidak wajib membuat laporan keberlanjutan?",
            "Why does the ESG trend affect MSMEs even though they generally need not publish sustainability reports?",
          ),
          options: [
            o(
              true,
              "Karena perusahaan besar yang wajib melapor menanyakan data kepada pemasoknya",
              "Because large companies that must report ask their suppliers for data",
            ),
            o(
              false,
              "Karena UMKM dilarang menjual ke perusahaan besar",
              "Because MSMEs are banned from selling to large companies",
            ),
            o(
              false,
              "Karena UMKM wajib tercatat di bursa karbon",
              "Because MSMEs must list on the carbon exchange",
            ),
          ],
          explanation: t(
            "POJK 51/2017 mewajibkan lembaga jasa keuangan, emiten, dan perusahaan publik melapor; mereka lalu meminta data lingkungan dan sosial dari rantai pasoknya.",
            "POJK 51/2017 obliges financial institutions, issuers and public companies to report; they in turn request environmental and social data from their supply chain.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Satu unit karbon biasanya mewakili apa?",
            "What does one carbon unit usually represent?",
          ),
          options: [
            o(false, "Satu pohon yang ditanam", "One tree planted"),
            o(false, "Satu kilowatt-jam listrik", "One kilowatt-hour of electricity"),
            o(
              true,
              "Pengurangan atau penyerapan emisi setara satu ton karbon dioksida",
              "An emission reduction or removal equal to one tonne of carbon dioxide",
            ),
          ],
          explanation: t(
            "Unit karbon umumnya setara satu ton CO₂; di Indonesia diperdagangkan antara lain melalui IDXCarbon sejak September 2023.",
            "A carbon unit generally equals one tonne of CO₂; in Indonesia it is traded among others via IDXCarbon since September 2023.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana klaim hijau yang jujur dan tidak termasuk greenwashing?",
            "Which green claims are honest rather than greenwashing?",
          ),
          options: [
            o(
              true,
              '"Saat ini 40% produk kami sudah memakai kemasan isi ulang"',
              '"So far 40% of our products use refill packaging"',
            ),
            o(
              false,
              'Menyebut produk "alami" padahal sebagian besar bahannya sintetis',
              'Calling a product "natural" when it is mostly synthetic',
            ),
            o(
              true,
              '"Kemasan dari kertas daur ulang" dengan bukti faktur bahan',
              '"Packaging made from recycled paper" backed by material invoices',
            ),
            o(
              false,
              '"100% ramah lingkungan" pada kemasan plastik biasa',
              '"100% eco-friendly" on ordinary plastic packaging',
            ),
          ],
          explanation: t(
            "Klaim yang jujur itu spesifik, bisa dibuktikan, proporsional, dan terbuka tentang keterbatasan.",
            "Honest claims are specific, provable, proportionate and open about limitations.",
          ),
        },
      ],
    },
  ],
};

export default content;
