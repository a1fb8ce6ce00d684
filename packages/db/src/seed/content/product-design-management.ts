/**
 * Product Design & Management: the product manager's job from problem to launch, the UX design process,
 * and building products iteratively (MVP, Scrum, experiments) — examples from Indonesian startups and UMKM.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "product-design-management",
  tracks: [
    {
      key: "product-management-fundamentals",
      title: b("Dasar-Dasar Manajemen Produk", "Product Management Fundamentals"),
      description: b(
        "Pahami peran manajer produk dalam menemukan masalah yang layak dipecahkan dan mengubahnya menjadi produk yang dipakai orang. Kursus ini membahas riset pengguna, proposisi nilai, prioritisasi, roadmap, metrik, dan peluncuran produk.",
        "Understand the product manager's role in finding problems worth solving and turning them into products people use. The track covers user research, value propositions, prioritisation, roadmaps, metrics and product launches.",
      ),
      skills: [
        b("Merumuskan masalah pengguna dengan jelas", "Framing user problems clearly"),
        b("Melakukan wawancara pengguna yang tidak bias", "Running unbiased user interviews"),
        b("Menyusun proposisi nilai produk", "Writing a product value proposition"),
        b("Memprioritaskan fitur dengan RICE dan MoSCoW", "Prioritising features with RICE and MoSCoW"),
        b("Menyusun roadmap dan memilih metrik produk", "Building a roadmap and choosing product metrics"),
      ],
      lessons: [
        {
          title: b(
            "Apa Itu Manajemen Produk dan Peran Product Manager",
            "What Product Management Is and the Product Manager's Role",
          ),
          body: b(
            "Manajemen produk adalah disiplin untuk memutuskan produk apa yang dibuat, untuk siapa, dan mengapa, lalu memastikan produk itu benar-benar memberi nilai bagi pengguna dan bisnis. Product manager (PM) berada di persimpangan tiga hal: kebutuhan pengguna, kelayakan teknis, dan tujuan bisnis.\n\nTugas harian PM antara lain:\n- Memahami pengguna melalui wawancara, data, dan keluhan pelanggan.\n- Menentukan prioritas: dari banyak ide, mana yang dikerjakan lebih dulu.\n- Menulis kebutuhan produk yang jelas untuk tim desain dan engineering.\n- Menyelaraskan pemangku kepentingan seperti tim penjualan, operasional, dan pimpinan.\n- Mengukur hasil setelah fitur diluncurkan.\n\nPM biasanya tidak memiliki wewenang langsung atas anggota tim. Karena itu, PM bekerja dengan pengaruh: menjelaskan alasan di balik keputusan dengan data dan cerita pengguna.\n\nPeran ini tidak hanya ada di startup teknologi di Jakarta. Koperasi yang mengembangkan aplikasi simpan pinjam untuk anggotanya, bank yang merancang fitur baru di aplikasi mobile, atau UMKM makanan yang meluncurkan varian baru, semuanya membutuhkan pola pikir manajemen produk: mulai dari masalah, bukan dari solusi yang sudah terbayang.",
            "Product management is the discipline of deciding what product to build, for whom and why, and then making sure it truly delivers value to users and the business. The product manager (PM) sits at the intersection of three things: user needs, technical feasibility and business goals.\n\nA PM's daily work includes:\n- Understanding users through interviews, data and customer complaints.\n- Setting priorities: out of many ideas, which comes first.\n- Writing clear product requirements for design and engineering teams.\n- Aligning stakeholders such as sales, operations and leadership.\n- Measuring results after a feature launches.\n\nA PM usually has no direct authority over team members. So the PM works through influence: explaining the reasons behind decisions with data and user stories.\n\nThis role does not exist only in Jakarta tech startups. A cooperative building a savings-and-loan app for its members, a bank designing a new feature in its mobile app, or a food UMKM launching a new variant all need a product management mindset: start from the problem, not from a solution you already have in mind.",
          ),
        },
        {
          title: b(
            "Merumuskan Masalah Pengguna (Problem Statement)",
            "Framing the User Problem (Problem Statement)",
          ),
          body: b(
            "Kesalahan paling umum dalam membuat produk adalah jatuh cinta pada solusi sebelum memahami masalah. Misalnya, tim langsung ingin membuat chatbot padahal keluhan pelanggan sebenarnya adalah status pengiriman yang tidak jelas.\n\nProblem statement yang baik menjawab:\n- Siapa yang mengalami masalah? Sebutkan segmen yang spesifik, misalnya pemilik warung yang belanja stok seminggu dua kali.\n- Apa masalahnya dan dalam situasi apa? Contoh: mereka harus menelepon beberapa agen untuk membandingkan harga.\n- Mengapa penting? Apa dampaknya: waktu terbuang, uang hilang, atau risiko.\n- Bagaimana kita tahu? Bukti dari wawancara, data, atau keluhan.\n\nContoh rumusan: \u201cPemilik warung di Makassar menghabiskan sekitar satu jam setiap kali belanja stok untuk menelepon agen dan membandingkan harga, sehingga waktu buka warung berkurang.\u201d Angka seperti \u201csatu jam\u201d harus berasal dari temuan riset Anda sendiri, bukan tebakan.\n\nKerangka jobs-to-be-done juga membantu: orang \u201cmempekerjakan\u201d produk untuk menyelesaikan suatu pekerjaan. Pemilik warung tidak menginginkan aplikasi; ia ingin stok terisi dengan harga wajar tanpa repot. Rumusan masalah yang tajam membuat tim lebih mudah menilai apakah solusi yang diusulkan benar-benar membantu.",
            "The most common mistake in building products is falling in love with a solution before understanding the problem. For example, a team jumps straight to building a chatbot while the customers' real complaint is unclear delivery status.\n\nA good problem statement answers:\n- Who has the problem? Name a specific segment, such as kiosk owners who restock twice a week.\n- What is the problem and in what situation? Example: they must phone several distributors to compare prices.\n- Why does it matter? What is the impact: wasted time, lost money or risk.\n- How do we know? Evidence from interviews, data or complaints.\n\nAn example: \u201cKiosk owners in Makassar spend about an hour each time they restock phoning distributors and comparing prices, which cuts the hours their kiosk is open.\u201d Figures like \u201can hour\u201d must come from your own research findings, not guesses.\n\nThe jobs-to-be-done framework also helps: people \u201chire\u201d a product to get a job done. The kiosk owner does not want an app; they want stock replenished at a fair price without hassle. A sharp problem statement makes it easier for the team to judge whether a proposed solution actually helps.",
          ),
        },
        {
          title: b(
            "Riset Pengguna: Wawancara yang Menggali Fakta",
            "User Research: Interviews That Uncover Facts",
          ),
          body: b(
            "Wawancara pengguna adalah cara termurah untuk memahami masalah secara mendalam. Namun, wawancara yang buruk justru menghasilkan data yang menyesatkan, misalnya pujian sopan yang tidak berarti.\n\nPrinsip wawancara yang baik:\n- Tanyakan pengalaman masa lalu yang nyata, bukan pendapat tentang masa depan. \u201cCeritakan terakhir kali Anda belanja stok\u201d lebih berguna daripada \u201cApakah Anda akan memakai aplikasi ini?\u201d\n- Hindari pertanyaan yang menggiring, seperti \u201cBukankah susah kalau harus menelepon agen?\u201d\n- Gali lebih dalam dengan \u201cMengapa?\u201d dan \u201cBisa diceritakan contohnya?\u201d\n- Lebih banyak mendengar. Biarkan hening sejenak; responden sering menambahkan hal penting.\n- Perhatikan apa yang sudah mereka lakukan untuk mengatasi masalah, misalnya mencatat harga di buku atau grup WhatsApp. Upaya itu menandakan masalahnya nyata.\n\nMulailah dengan 5 sampai 10 responden dari segmen yang sama. Catat kutipan asli, lalu kelompokkan temuan yang berulang. Di Indonesia, budaya sungkan membuat responden enggan mengkritik. Tegaskan bahwa tidak ada jawaban salah dan bahwa kritik sangat membantu.\n\nGabungkan wawancara dengan data perilaku, seperti data transaksi atau analitik aplikasi, karena apa yang dikatakan orang kadang berbeda dari apa yang mereka lakukan.",
            "User interviews are the cheapest way to understand a problem deeply. But bad interviews produce misleading data, such as polite praise that means nothing.\n\nPrinciples of good interviews:\n- Ask about real past experiences, not opinions about the future. \u201cTell me about the last time you restocked\u201d is more useful than \u201cWould you use this app?\u201d\n- Avoid leading questions such as \u201cIsn't it hard having to phone distributors?\u201d\n- Dig deeper with \u201cWhy?\u201d and \u201cCan you give me an example?\u201d\n- Listen more than you talk. Allow a moment of silence; respondents often add something important.\n- Notice what they already do to cope, such as noting prices in a book or a WhatsApp group. Such workarounds show the problem is real.\n\nStart with 5 to 10 respondents from the same segment. Write down their actual quotes, then group recurring findings. In Indonesia, the culture of sungkan (reluctance to offend) makes respondents hesitant to criticise. Stress that there are no wrong answers and that criticism is very helpful.\n\nCombine interviews with behavioural data, such as transaction data or app analytics, because what people say sometimes differs from what they do.",
          ),
        },
        {
          title: b("Menyusun Proposisi Nilai Produk", "Crafting the Product Value Proposition"),
          body: b(
            "Proposisi nilai (value proposition) adalah janji singkat tentang manfaat yang diterima pengguna dan alasan mereka memilih produk Anda dibanding alternatif. Alternatif tidak selalu pesaing langsung; bisa juga cara lama seperti buku catatan, telepon, atau tidak melakukan apa-apa.\n\nPola sederhana yang bisa dipakai:\n\u201cUntuk [segmen pengguna] yang [masalah], [produk] adalah [kategori] yang [manfaat utama]. Tidak seperti [alternatif], kami [pembeda].\u201d\n\nContoh: \u201cUntuk pemilik warung yang repot membandingkan harga agen, aplikasi kami adalah platform belanja grosir yang menampilkan harga beberapa agen sekaligus dan mengantar stok keesokan harinya. Tidak seperti menelepon satu per satu, semua pilihan terlihat dalam satu layar.\u201d\n\nProposisi nilai yang kuat memiliki ciri:\n- Spesifik pada satu segmen, bukan \u201cuntuk semua orang\u201d.\n- Menyebut manfaat, bukan sekadar fitur. \u201cHemat waktu belanja\u201d lebih bermakna daripada \u201cada fitur perbandingan harga\u201d.\n- Dapat dibuktikan, misalnya dengan uji coba atau testimoni nyata.\n\nUji proposisi nilai sebelum membangun produk lengkap: tunjukkan kepada calon pengguna dalam bentuk halaman sederhana atau brosur, lalu amati apakah mereka tertarik mendaftar, memesan, atau justru bingung.",
            "A value proposition is a short promise of the benefit users receive and why they should choose your product over alternatives. Alternatives are not always direct competitors; they can also be old ways such as a notebook, the phone, or doing nothing.\n\nA simple pattern you can use:\n\u201cFor [user segment] who [problem], [product] is a [category] that [key benefit]. Unlike [alternative], we [differentiator].\u201d\n\nExample: \u201cFor kiosk owners who struggle to compare distributor prices, our app is a wholesale purchasing platform that shows prices from several distributors at once and delivers stock the next day. Unlike phoning them one by one, every option is visible on one screen.\u201d\n\nA strong value proposition is:\n- Specific to one segment, not \u201cfor everyone\u201d.\n- About benefits, not just features. \u201cSaves time when restocking\u201d means more than \u201chas a price comparison feature\u201d.\n- Provable, for example through a trial or genuine testimonials.\n\nTest the value proposition before building the full product: show it to prospective users as a simple web page or flyer, then watch whether they sign up, place an order, or are simply confused.",
          ),
        },
        {
          title: b("Prioritisasi Fitur dengan RICE dan MoSCoW", "Prioritising Features with RICE and MoSCoW"),
          body: b(
            "Ide fitur selalu lebih banyak daripada kapasitas tim. Tanpa cara prioritisasi yang jelas, keputusan sering jatuh pada siapa yang paling keras bersuara atau paling tinggi jabatannya.\n\nMetode RICE memberi skor: (Reach \u00d7 Impact \u00d7 Confidence) \u00f7 Effort.\n- Reach: berapa pengguna terdampak dalam periode tertentu.\n- Impact: seberapa besar pengaruh pada tiap pengguna, misalnya skala 0,25 sampai 3.\n- Confidence: seberapa yakin Anda pada perkiraan tersebut, dalam persen.\n- Effort: perkiraan usaha, misalnya dalam orang-minggu.\n\nContoh: fitur notifikasi status pengiriman menjangkau 2.000 pengguna per bulan, impact 2, confidence 80%, effort 2 orang-minggu. Skornya 2.000 \u00d7 2 \u00d7 0,8 \u00f7 2 = 1.600. Bandingkan dengan fitur lain menggunakan cara yang sama.\n\nMetode MoSCoW membagi kebutuhan untuk satu rilis menjadi:\n- Must have: tanpa ini rilis tidak bisa berjalan.\n- Should have: penting, tetapi ada jalan sementara.\n- Could have: bagus bila sempat.\n- Won't have (kali ini): sengaja ditunda.\n\nSkor bukan pengganti penilaian. Gunakan angka untuk memicu diskusi yang jujur, catat alasan keputusan, dan tinjau ulang prioritas ketika ada data baru.",
            "There are always more feature ideas than team capacity. Without a clear prioritisation method, decisions often go to whoever is loudest or most senior.\n\nThe RICE method gives a score: (Reach \u00d7 Impact \u00d7 Confidence) \u00f7 Effort.\n- Reach: how many users are affected in a given period.\n- Impact: how much it affects each user, for example on a 0.25 to 3 scale.\n- Confidence: how sure you are of the estimates, as a percentage.\n- Effort: estimated work, for example in person-weeks.\n\nExample: a delivery-status notification feature reaches 2,000 users per month, impact 2, confidence 80%, effort 2 person-weeks. The score is 2,000 \u00d7 2 \u00d7 0.8 \u00f7 2 = 1,600. Compare other features the same way.\n\nThe MoSCoW method sorts requirements for one release into:\n- Must have: the release cannot work without it.\n- Should have: important, but there is a temporary workaround.\n- Could have: nice if time allows.\n- Won't have (this time): deliberately postponed.\n\nScores do not replace judgement. Use the numbers to prompt an honest discussion, record the reasons for decisions, and revisit priorities when new data arrives.",
          ),
        },
        {
          title: b("Menyusun Roadmap Produk yang Realistis", "Building a Realistic Product Roadmap"),
          body: b(
            "Roadmap produk adalah gambaran arah pengembangan produk dalam beberapa bulan ke depan. Roadmap bukan daftar janji fitur dengan tanggal pasti, melainkan alat komunikasi tentang masalah apa yang akan dipecahkan dan mengapa.\n\nFormat yang banyak dipakai adalah Now \u2013 Next \u2013 Later:\n- Now: yang sedang dikerjakan, dengan detail paling jelas.\n- Next: yang akan dikerjakan berikutnya, masih bisa berubah.\n- Later: arah jangka lebih panjang yang masih berupa hipotesis.\n\nSusun roadmap berdasarkan tujuan atau hasil (outcome), bukan hanya keluaran (output). Contoh outcome: \u201cMengurangi keluhan status pengiriman sebesar setengahnya\u201d. Contoh output: \u201cMembuat halaman lacak paket\u201d. Dengan fokus pada outcome, tim bebas mencari solusi terbaik.\n\nSesuaikan tingkat detail dengan audiens. Pimpinan butuh gambaran tujuan dan dampak bisnis, tim engineering butuh urutan pekerjaan, sedangkan tim penjualan perlu tahu apa yang boleh dijanjikan kepada klien dan apa yang belum.\n\nPerbarui roadmap secara berkala, misalnya setiap bulan atau kuartal, dan jelaskan perubahan kepada pemangku kepentingan. Roadmap yang tidak pernah berubah biasanya berarti tim tidak belajar dari pengguna.",
            "A product roadmap shows the direction of product development over the coming months. It is not a list of feature promises with fixed dates but a communication tool about which problems will be solved and why.\n\nA widely used format is Now \u2013 Next \u2013 Later:\n- Now: what is being worked on, with the clearest detail.\n- Next: what comes after, still open to change.\n- Later: longer-term direction that is still a hypothesis.\n\nBuild the roadmap around goals or outcomes, not just outputs. An example outcome: \u201cHalve complaints about delivery status\u201d. An example output: \u201cBuild a parcel-tracking page\u201d. Focusing on outcomes leaves the team free to find the best solution.\n\nMatch the level of detail to the audience. Leadership needs goals and business impact, engineering needs the sequence of work, and sales needs to know what may be promised to clients and what may not.\n\nUpdate the roadmap regularly, for example monthly or quarterly, and explain changes to stakeholders. A roadmap that never changes usually means the team is not learning from users.",
          ),
        },
        {
          title: b(
            "Metrik Produk: North Star, Aktivasi, dan Retensi",
            "Product Metrics: North Star, Activation and Retention",
          ),
          body: b(
            "Tanpa metrik, tim tidak tahu apakah produk benar-benar membantu pengguna. Namun, terlalu banyak angka juga membingungkan. Pilih sedikit metrik yang menceritakan perjalanan pengguna.\n\nNorth Star Metric adalah satu angka utama yang mencerminkan nilai yang diterima pengguna. Untuk platform belanja grosir warung, contohnya jumlah pesanan stok yang berhasil diantar per minggu. Angka ini lebih bermakna daripada jumlah unduhan aplikasi.\n\nMetrik pendukung sepanjang perjalanan pengguna:\n- Akuisisi: berapa orang yang mendaftar.\n- Aktivasi: berapa yang mencapai momen nilai pertama, misalnya menyelesaikan pesanan pertama.\n- Retensi: berapa yang kembali memakai setelah minggu pertama atau bulan pertama.\n- Pendapatan: berapa yang membayar dan berapa nilainya.\n- Rujukan: berapa yang merekomendasikan ke orang lain.\n\nRetensi sering menjadi sinyal terpenting. Banyak pendaftar tetapi sedikit yang kembali berarti produk belum menyelesaikan masalah dengan baik.\n\nWaspadai vanity metrics, yaitu angka yang terlihat bagus tetapi tidak membantu keputusan, seperti total unduhan sepanjang masa. Analisis juga per kohort, misalnya pengguna yang mendaftar pada bulan yang sama, untuk melihat apakah perbaikan produk benar-benar meningkatkan retensi.",
            "Without metrics, a team cannot tell whether the product truly helps users. But too many numbers also confuse. Choose a few metrics that tell the story of the user journey.\n\nThe North Star Metric is one main number that reflects the value users receive. For a wholesale platform serving kiosks, an example is the number of stock orders successfully delivered per week. It means far more than the number of app downloads.\n\nSupporting metrics along the user journey:\n- Acquisition: how many people sign up.\n- Activation: how many reach the first moment of value, such as completing a first order.\n- Retention: how many come back after the first week or month.\n- Revenue: how many pay and how much.\n- Referral: how many recommend it to others.\n\nRetention is often the most important signal. Many sign-ups but few returning users means the product does not solve the problem well yet.\n\nBeware of vanity metrics, numbers that look good but do not help decisions, such as all-time downloads. Also analyse by cohort, for example users who signed up in the same month, to see whether product improvements really raise retention.",
          ),
        },
        {
          title: b(
            "Meluncurkan Produk dan Belajar dari Hasilnya",
            "Launching a Product and Learning from the Results",
          ),
          body: b(
            "Peluncuran bukan garis akhir, melainkan awal pembelajaran. Peluncuran yang baik disiapkan bersama banyak tim, bukan hanya tim pengembang.\n\nDaftar persiapan peluncuran:\n- Tujuan dan metrik keberhasilan yang disepakati sebelumnya.\n- Materi untuk tim layanan pelanggan: cara kerja fitur, pertanyaan yang sering muncul, dan cara menangani keluhan.\n- Materi untuk tim penjualan dan pemasaran: pesan utama dan segmen sasaran.\n- Rencana pemantauan: dasbor, siapa yang memantau, dan ambang masalah.\n- Rencana mundur (rollback) jika terjadi gangguan serius.\n\nKurangi risiko dengan peluncuran bertahap. Misalnya, fitur pembayaran baru di aplikasi koperasi lebih dulu dibuka untuk satu cabang atau 10% pengguna. Jika stabil, perluas secara bertahap.\n\nSetelah beberapa minggu, lakukan evaluasi: bandingkan metrik dengan target, baca masukan pengguna, dan tanyakan apa yang berjalan baik serta apa yang perlu diperbaiki. Hasilnya dapat berupa tiga keputusan: lanjutkan dan kembangkan, perbaiki, atau hentikan fitur tersebut.\n\nMenghentikan fitur yang tidak dipakai bukan kegagalan. Produk yang terus menumpuk fitur tanpa evaluasi menjadi rumit, mahal dirawat, dan membingungkan pengguna.",
            "A launch is not the finish line but the start of learning. A good launch is prepared together with many teams, not just the development team.\n\nLaunch checklist:\n- Goals and success metrics agreed in advance.\n- Material for customer service: how the feature works, frequent questions and how to handle complaints.\n- Material for sales and marketing: the key message and target segment.\n- A monitoring plan: dashboards, who watches them and problem thresholds.\n- A rollback plan in case of serious failures.\n\nReduce risk with a staged rollout. For example, a new payment feature in a cooperative's app is first opened to one branch or 10% of users. If it is stable, expand step by step.\n\nAfter a few weeks, run a review: compare metrics with targets, read user feedback, and ask what went well and what needs improving. The result can be one of three decisions: continue and expand, improve, or retire the feature.\n\nRetiring an unused feature is not a failure. A product that keeps piling up features without review becomes complex, expensive to maintain and confusing for users.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Di persimpangan tiga hal apa seorang product manager bekerja?",
            "At the intersection of which three things does a product manager work?",
          ),
          [
            o(
              true,
              "Kebutuhan pengguna, kelayakan teknis, dan tujuan bisnis",
              "User needs, technical feasibility and business goals",
            ),
            o(false, "Desain grafis, akuntansi, dan hukum", "Graphic design, accounting and law"),
            o(false, "Penjualan, gudang, dan pengiriman", "Sales, warehousing and shipping"),
          ],
          b(
            "PM menyeimbangkan apa yang dibutuhkan pengguna, apa yang mungkin dibangun, dan apa yang baik bagi bisnis.",
            "The PM balances what users need, what can be built and what is good for the business.",
          ),
        ),
        q(
          "single",
          b(
            "Pertanyaan wawancara mana yang paling baik untuk memahami masalah pengguna?",
            "Which interview question is best for understanding a user's problem?",
          ),
          [
            o(
              false,
              "\u201cApakah Anda akan memakai aplikasi ini?\u201d",
              "\u201cWould you use this app?\u201d",
            ),
            o(
              true,
              "\u201cCeritakan terakhir kali Anda belanja stok.\u201d",
              "\u201cTell me about the last time you restocked.\u201d",
            ),
            o(
              false,
              "\u201cBukankah repot harus menelepon agen?\u201d",
              "\u201cIsn't it a hassle to phone distributors?\u201d",
            ),
          ],
          b(
            "Pertanyaan tentang pengalaman nyata di masa lalu menghasilkan fakta; pertanyaan masa depan dan pertanyaan menggiring menghasilkan bias.",
            "Questions about real past experiences yield facts; future and leading questions produce bias.",
          ),
        ),
        q(
          "multiple",
          b("Apa saja unsur problem statement yang baik?", "What are elements of a good problem statement?"),
          [
            o(true, "Siapa yang mengalami masalah", "Who has the problem"),
            o(true, "Bukti bahwa masalah itu nyata", "Evidence that the problem is real"),
            o(false, "Nama teknologi yang akan dipakai", "The name of the technology to be used"),
            o(true, "Dampak masalah bagi pengguna", "The problem's impact on users"),
          ],
          b(
            "Problem statement berfokus pada pengguna, masalah, dampak, dan bukti, bukan pada solusi atau teknologi.",
            "A problem statement focuses on users, the problem, impact and evidence, not on solutions or technology.",
          ),
        ),
        q(
          "single",
          b(
            "Sebuah fitur memiliki Reach 1.000, Impact 2, Confidence 50%, dan Effort 1. Berapa skor RICE-nya?",
            "A feature has Reach 1,000, Impact 2, Confidence 50% and Effort 1. What is its RICE score?",
          ),
          [
            o(false, "2.000", "2,000"),
            o(true, "1.000", "1,000"),
            o(false, "500", "500"),
            o(false, "4.000", "4,000"),
          ],
          b("(1.000 \u00d7 2 \u00d7 0,5) \u00f7 1 = 1.000.", "(1,000 \u00d7 2 \u00d7 0.5) \u00f7 1 = 1,000."),
        ),
        q(
          "single",
          b(
            "Dalam MoSCoW, kategori \u201cWon't have\u201d berarti...",
            "In MoSCoW, the \u201cWon't have\u201d category means...",
          ),
          [
            o(false, "Fitur yang ditolak selamanya", "Features rejected forever"),
            o(
              true,
              "Fitur yang sengaja ditunda untuk rilis ini",
              "Features deliberately postponed for this release",
            ),
            o(false, "Fitur yang wajib ada", "Mandatory features"),
          ],
          b(
            "Won't have berarti tidak dikerjakan kali ini, sehingga ekspektasi jelas tanpa menutup kemungkinan di masa depan.",
            "Won't have means not this time, which sets clear expectations without ruling out the future.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah pernyataan yang benar tentang roadmap produk?",
            "Which statements about product roadmaps are true?",
          ),
          [
            o(
              true,
              "Roadmap sebaiknya disusun berdasarkan outcome",
              "A roadmap should be organised around outcomes",
            ),
            o(
              true,
              "Bagian \u201cLater\u201d masih berupa hipotesis",
              "The \u201cLater\u201d part is still a hypothesis",
            ),
            o(false, "Roadmap yang baik tidak pernah berubah", "A good roadmap never changes"),
            o(
              false,
              "Roadmap adalah janji fitur dengan tanggal pasti kepada klien",
              "A roadmap is a promise of features with fixed dates to clients",
            ),
          ],
          b(
            "Roadmap adalah alat komunikasi arah yang diperbarui seiring pembelajaran, bukan daftar janji tanggal.",
            "A roadmap communicates direction and is updated as the team learns; it is not a list of dated promises.",
          ),
        ),
        q(
          "single",
          b(
            "Untuk platform belanja grosir warung, metrik mana yang paling cocok sebagai North Star?",
            "For a kiosk wholesale platform, which metric best fits as the North Star?",
          ),
          [
            o(false, "Total unduhan aplikasi sepanjang masa", "All-time app downloads"),
            o(
              true,
              "Jumlah pesanan stok yang berhasil diantar per minggu",
              "Number of stock orders successfully delivered per week",
            ),
            o(false, "Jumlah pengikut media sosial", "Number of social media followers"),
          ],
          b(
            "North Star mencerminkan nilai yang diterima pengguna. Unduhan dan pengikut adalah vanity metrics.",
            "The North Star reflects value received by users. Downloads and followers are vanity metrics.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa yang sebaiknya disiapkan sebelum meluncurkan fitur baru?",
            "What should be prepared before launching a new feature?",
          ),
          [
            o(true, "Metrik keberhasilan yang disepakati", "Agreed success metrics"),
            o(true, "Materi untuk tim layanan pelanggan", "Material for customer service"),
            o(true, "Rencana rollback jika terjadi gangguan", "A rollback plan in case of failure"),
            o(
              false,
              "Janji bahwa fitur tidak akan pernah dihentikan",
              "A promise that the feature will never be retired",
            ),
          ],
          b(
            "Peluncuran yang baik menyiapkan ukuran, dukungan, dan rencana darurat. Fitur yang tidak berguna justru boleh dihentikan.",
            "A good launch prepares measures, support and contingencies. Features that do not help may well be retired.",
          ),
        ),
      ],
    },
    {
      key: "ux-design-process",
      title: b(
        "Proses Desain UX: Dari Riset hingga Uji Kegunaan",
        "The UX Design Process: From Research to Usability Testing",
      ),
      description: b(
        "Pelajari cara merancang produk digital yang mudah dan nyaman dipakai. Kursus ini mengikuti alur design thinking: persona, peta perjalanan pengguna, arsitektur informasi, wireframe, prototipe, uji kegunaan, hingga aksesibilitas.",
        "Learn how to design digital products that are easy and pleasant to use. The track follows the design thinking flow: personas, user journey maps, information architecture, wireframes, prototypes, usability testing and accessibility.",
      ),
      skills: [
        b("Menerapkan tahapan design thinking", "Applying the design thinking stages"),
        b("Membuat persona dan peta perjalanan pengguna", "Creating personas and user journey maps"),
        b(
          "Menyusun arsitektur informasi dan wireframe",
          "Structuring information architecture and wireframes",
        ),
        b("Menguji prototipe dengan pengguna nyata", "Testing prototypes with real users"),
        b("Merancang antarmuka yang aksesibel", "Designing accessible interfaces"),
      ],
      lessons: [
        {
          title: b(
            "Design Thinking: Lima Tahap Desain Berpusat pada Manusia",
            "Design Thinking: Five Stages of Human-Centred Design",
          ),
          body: b(
            "Desain UX (user experience) adalah upaya membuat produk yang berguna, mudah dipakai, dan menyenangkan. Pendekatan yang banyak dipakai adalah design thinking, yang dipopulerkan oleh IDEO dan d.school Stanford, dengan lima tahap:\n\n- Empathize: memahami pengguna lewat observasi dan wawancara.\n- Define: merumuskan masalah inti dari temuan riset.\n- Ideate: menghasilkan banyak ide solusi tanpa langsung menilai.\n- Prototype: membuat versi sederhana dari ide terpilih.\n- Test: mencoba prototipe kepada pengguna dan belajar dari reaksinya.\n\nTahap-tahap ini tidak selalu berurutan lurus. Hasil uji sering membawa tim kembali ke tahap define atau ideate.\n\nContoh penerapan: sebuah puskesmas ingin mengurangi antrean pendaftaran. Tim mengamati pasien lansia kesulitan mengisi formulir, lalu merumuskan masalah bahwa proses pendaftaran terlalu bergantung pada tulisan tangan. Ide yang muncul antara lain nomor antrean lewat WhatsApp dan petugas pendamping di pintu masuk. Tim menguji alur nomor antrean dengan beberapa pasien sebelum menerapkannya penuh.\n\nInti design thinking adalah kerendahan hati: asumsi tim harus diuji kepada pengguna nyata, bukan diputuskan hanya di ruang rapat.",
            "UX (user experience) design is the effort to make products that are useful, easy to use and pleasant. A widely used approach is design thinking, popularised by IDEO and the Stanford d.school, with five stages:\n\n- Empathize: understand users through observation and interviews.\n- Define: frame the core problem from research findings.\n- Ideate: generate many solution ideas without judging them immediately.\n- Prototype: build a simple version of the chosen ideas.\n- Test: try the prototype with users and learn from their reactions.\n\nThe stages are not always strictly sequential. Test results often send the team back to define or ideate.\n\nAn example: a puskesmas wants to shorten registration queues. The team observes that elderly patients struggle with the forms, then frames the problem as registration relying too heavily on handwriting. Ideas include queue numbers via WhatsApp and a helper at the entrance. The team tests the queue-number flow with a few patients before rolling it out fully.\n\nThe heart of design thinking is humility: the team's assumptions must be tested with real users, not decided only in the meeting room.",
          ),
        },
        {
          title: b("Membuat Persona Pengguna Berdasarkan Riset", "Creating Research-Based User Personas"),
          body: b(
            "Persona adalah gambaran tokoh fiktif yang mewakili sekelompok pengguna nyata. Persona membantu tim mengingat untuk siapa mereka merancang, sehingga diskusi tidak berputar pada selera pribadi.\n\nPersona yang berguna disusun dari data riset, bukan imajinasi. Isinya antara lain:\n- Nama dan latar singkat, misalnya \u201cBu Sari, 45 tahun, pemilik warung kelontong di Sidoarjo\u201d.\n- Tujuan: apa yang ingin dicapai saat memakai produk.\n- Hambatan dan kekhawatiran: misalnya takut salah transfer, kurang percaya pada aplikasi baru.\n- Konteks pemakaian: ponsel Android kelas menengah, sinyal kadang lemah, membuka aplikasi di sela melayani pembeli.\n- Kutipan nyata dari wawancara yang mewakili sikapnya.\n\nDetail seperti hobi atau warna favorit tidak perlu dicantumkan jika tidak memengaruhi keputusan desain.\n\nBuat dua sampai empat persona untuk segmen utama, lalu tentukan persona primer yang menjadi prioritas. Ketika tim berdebat apakah tombol perlu diperbesar, tanyakan: \u201cApakah Bu Sari bisa memakainya sambil melayani pembeli?\u201d Pertanyaan ini jauh lebih produktif daripada \u201cSaya lebih suka yang kecil\u201d.\n\nPerbarui persona ketika riset baru menunjukkan perubahan perilaku pengguna.",
            "A persona is a fictional character representing a group of real users. Personas help the team remember whom they are designing for, so discussions do not revolve around personal taste.\n\nA useful persona is built from research data, not imagination. It contains:\n- A name and short background, for example \u201cBu Sari, 45, owner of a grocery kiosk in Sidoarjo\u201d.\n- Goals: what she wants to achieve with the product.\n- Obstacles and worries: for example fear of transferring to the wrong account, distrust of new apps.\n- Context of use: a mid-range Android phone, a sometimes weak signal, opening the app between serving customers.\n- A real quote from the interviews that captures her attitude.\n\nDetails such as hobbies or favourite colour are unnecessary unless they affect design decisions.\n\nCreate two to four personas for the main segments, then choose a primary persona as the priority. When the team argues over whether a button should be larger, ask: \u201cCan Bu Sari use it while serving customers?\u201d That question is far more productive than \u201cI prefer it smaller\u201d.\n\nUpdate personas when new research shows users' behaviour has changed.",
          ),
        },
        {
          title: b("Peta Perjalanan Pengguna (User Journey Map)", "User Journey Maps"),
          body: b(
            "User journey map menggambarkan langkah-langkah yang dilalui pengguna untuk mencapai tujuan, lengkap dengan pikiran, perasaan, dan hambatan di setiap langkah. Peta ini membantu tim melihat pengalaman secara utuh, bukan per layar.\n\nKomponen utama journey map:\n- Tahapan: misalnya mengetahui layanan, mendaftar, memakai pertama kali, memakai rutin, meminta bantuan.\n- Aksi pengguna di setiap tahap.\n- Titik sentuh (touchpoint): aplikasi, WhatsApp, loket, telepon, atau petugas.\n- Pikiran dan perasaan, sering digambarkan sebagai kurva naik turun.\n- Titik masalah (pain point) dan peluang perbaikan.\n\nContoh: perjalanan nasabah membuka rekening tabungan lewat aplikasi bank. Nasabah mengunduh aplikasi, memotret KTP, melakukan verifikasi wajah, lalu menunggu aktivasi. Journey map bisa memperlihatkan bahwa perasaan paling negatif muncul saat verifikasi wajah gagal berulang kali tanpa penjelasan. Peluangnya: panduan pencahayaan sebelum memotret dan pesan kesalahan yang jelas.\n\nSusun journey map bersama lintas tim, seperti layanan pelanggan, operasional, dan teknologi. Setiap tim biasanya hanya melihat sebagian perjalanan, sehingga peta bersama sering mengungkap celah yang selama ini tidak disadari siapa pun.",
            "A user journey map shows the steps users go through to reach a goal, along with their thoughts, feelings and obstacles at each step. It helps the team see the whole experience rather than one screen at a time.\n\nMain components of a journey map:\n- Stages: for example learning about the service, signing up, first use, regular use, asking for help.\n- User actions at each stage.\n- Touchpoints: the app, WhatsApp, the counter, phone or staff.\n- Thoughts and feelings, often drawn as a rising and falling curve.\n- Pain points and improvement opportunities.\n\nExample: a customer's journey opening a savings account in a bank's app. The customer downloads the app, photographs their ID card, completes face verification, then waits for activation. The journey map can reveal that the most negative feelings arise when face verification fails repeatedly without explanation. The opportunity: lighting guidance before the photo and clear error messages.\n\nBuild the journey map together across teams such as customer service, operations and technology. Each team usually sees only part of the journey, so a shared map often uncovers gaps nobody had noticed.",
          ),
        },
        {
          title: b("Arsitektur Informasi dan Navigasi", "Information Architecture and Navigation"),
          body: b(
            "Arsitektur informasi (information architecture) adalah cara mengelompokkan, memberi label, dan menyusun konten agar pengguna mudah menemukan yang mereka cari. Aplikasi dengan fitur bagus tetap gagal jika pengguna tidak tahu letaknya.\n\nPrinsip penting:\n- Gunakan bahasa pengguna, bukan istilah internal. Warga mencari \u201cSurat Keterangan Domisili\u201d, bukan \u201cLayanan Administrasi Kependudukan Tipe B\u201d.\n- Kelompokkan berdasarkan tugas pengguna, bukan struktur organisasi. Pengguna tidak peduli bagian mana yang menangani suatu layanan.\n- Batasi pilihan menu utama agar tidak membingungkan, dan letakkan fungsi yang paling sering dipakai di tempat yang paling mudah dijangkau.\n- Sediakan pencarian untuk konten yang banyak.\n\nTeknik card sorting membantu menyusun kelompok menu. Tulis setiap konten di kartu, lalu minta beberapa calon pengguna mengelompokkannya dan memberi nama kelompok. Pola pengelompokan mereka menunjukkan cara berpikir pengguna.\n\nSetelah struktur disusun, uji dengan tree testing: berikan tugas seperti \u201cDi mana Anda akan mengurus surat pindah?\u201d dan lihat apakah pengguna menemukan jalur yang benar dalam struktur menu tanpa tampilan visual. Hasilnya menunjukkan label atau pengelompokan mana yang perlu diperbaiki sebelum masuk tahap desain visual.",
            "Information architecture is how content is grouped, labelled and structured so users can easily find what they look for. An app with great features still fails if users cannot find them.\n\nKey principles:\n- Use the users' language, not internal jargon. Residents look for \u201cCertificate of Residence\u201d, not \u201cType B Population Administration Service\u201d.\n- Group by user tasks, not by organisational structure. Users do not care which department handles a service.\n- Limit the main menu choices so they do not overwhelm, and put the most-used functions where they are easiest to reach.\n- Provide search for large amounts of content.\n\nCard sorting helps build menu groups. Write each piece of content on a card, then ask several prospective users to group them and name the groups. Their grouping patterns reveal how users think.\n\nOnce a structure exists, test it with tree testing: give tasks such as \u201cWhere would you go to request a relocation letter?\u201d and see whether users find the right path through the menu structure without any visual design. The results show which labels or groupings need fixing before visual design begins.",
          ),
        },
        {
          title: b("Wireframe dan Prototipe", "Wireframes and Prototypes"),
          body: b(
            "Wireframe adalah kerangka tata letak layar yang menunjukkan posisi elemen seperti judul, tombol, dan kolom isian tanpa warna atau gambar final. Prototipe adalah versi yang bisa diklik untuk mensimulasikan alur penggunaan.\n\nTingkat kedetailan (fidelity):\n- Low-fidelity: sketsa di kertas atau papan tulis. Sangat cepat dan murah diubah, cocok untuk mengeksplorasi banyak ide.\n- Mid-fidelity: wireframe abu-abu di alat desain seperti Figma, dengan struktur dan teks yang lebih jelas.\n- High-fidelity: tampilan mendekati produk akhir, lengkap dengan warna, tipografi, dan interaksi.\n\nMulailah dari fidelity rendah. Orang lebih berani mengkritik sketsa kasar daripada desain yang tampak sudah selesai, dan tim tidak terlalu sayang untuk membuangnya.\n\nContoh: tim koperasi merancang fitur pengajuan pinjaman di aplikasi anggota. Mereka membuat sketsa tiga alternatif alur di kertas, memilih satu, lalu membuat prototipe klik di Figma yang menghubungkan layar isi data, simulasi angsuran, dan konfirmasi. Prototipe ini cukup untuk diuji ke anggota tanpa menulis satu baris kode pun.\n\nGunakan teks nyata sejak awal, bukan teks contoh, karena panjang dan kejelasan kata sangat memengaruhi tata letak dan pemahaman pengguna.",
            "A wireframe is a skeleton of a screen layout showing where elements such as headings, buttons and input fields go, without colour or final images. A prototype is a clickable version that simulates the flow of use.\n\nLevels of fidelity:\n- Low-fidelity: sketches on paper or a whiteboard. Very fast and cheap to change, good for exploring many ideas.\n- Mid-fidelity: grey wireframes in a design tool such as Figma, with clearer structure and text.\n- High-fidelity: close to the final product, with colours, typography and interactions.\n\nStart at low fidelity. People criticise a rough sketch more freely than a design that looks finished, and the team is less attached to throwing it away.\n\nExample: a cooperative's team designs a loan-application feature in its member app. They sketch three alternative flows on paper, choose one, then build a click-through prototype in Figma linking the data-entry, instalment-simulation and confirmation screens. This prototype is enough to test with members without writing a single line of code.\n\nUse real text from the start rather than dummy text, because the length and clarity of words strongly affect layout and user understanding.",
          ),
        },
        {
          title: b("Uji Kegunaan (Usability Testing)", "Usability Testing"),
          body: b(
            "Uji kegunaan adalah mengamati pengguna nyata mencoba menyelesaikan tugas dengan prototipe atau produk. Tujuannya menemukan di mana mereka bingung, salah, atau lambat, bukan menanyakan apakah mereka suka desainnya.\n\nLangkah pelaksanaan:\n1. Tentukan tugas realistis, misalnya \u201cAjukan pinjaman Rp5.000.000 dengan tenor 12 bulan\u201d.\n2. Rekrut peserta yang sesuai persona, bukan rekan satu kantor.\n3. Minta peserta berpikir lantang (think aloud), menyuarakan apa yang mereka pikirkan saat mencoba.\n4. Jangan membantu atau menjelaskan. Jika peserta bertanya, balikkan: \u201cMenurut Anda bagaimana?\u201d\n5. Catat apakah tugas berhasil, berapa lama, dan di mana peserta tersendat.\n\nJakob Nielsen mempopulerkan panduan bahwa menguji dengan sekitar lima pengguna per putaran sudah mengungkap sebagian besar masalah utama. Lebih efektif melakukan beberapa putaran kecil dengan perbaikan di antaranya daripada satu uji besar.\n\nSetelah sesi, kumpulkan temuan, urutkan berdasarkan tingkat keparahan, dan perbaiki masalah yang paling menghambat terlebih dahulu. Ingat, jika peserta gagal, yang salah adalah desainnya, bukan pesertanya. Sampaikan hal ini kepada peserta agar mereka tidak merasa sedang diuji.",
            "Usability testing means watching real users try to complete tasks with a prototype or product. The goal is to find where they get confused, make mistakes or slow down, not to ask whether they like the design.\n\nHow to run it:\n1. Define realistic tasks, for example \u201cApply for a Rp5,000,000 loan over 12 months\u201d.\n2. Recruit participants who match the persona, not office colleagues.\n3. Ask participants to think aloud, voicing what they think as they try.\n4. Do not help or explain. If they ask, turn it back: \u201cWhat do you think?\u201d\n5. Record whether the task succeeded, how long it took and where participants got stuck.\n\nJakob Nielsen popularised the guideline that testing with about five users per round uncovers most of the major problems. Several small rounds with fixes in between work better than one large test.\n\nAfter the sessions, gather the findings, rank them by severity and fix the most blocking problems first. Remember, if a participant fails, the design is at fault, not the participant. Tell participants this so they do not feel they are being tested.",
          ),
        },
        {
          title: b(
            "Prinsip Desain Antarmuka (UI) dan Aksesibilitas",
            "User Interface (UI) Design Principles and Accessibility",
          ),
          body: b(
            "Desain antarmuka yang baik membuat pengguna langsung paham apa yang bisa dilakukan tanpa harus berpikir keras. Beberapa prinsip dasar:\n\n- Hierarki visual: elemen terpenting paling menonjol lewat ukuran, posisi, dan kontras. Satu layar sebaiknya punya satu tombol aksi utama.\n- Konsistensi: warna, istilah, dan posisi tombol yang sama untuk fungsi yang sama di seluruh aplikasi.\n- Umpan balik: setiap aksi diberi respons, misalnya indikator memuat atau pesan \u201cPembayaran berhasil\u201d.\n- Pencegahan kesalahan: minta konfirmasi sebelum aksi penting seperti transfer, dan tulis pesan kesalahan yang menjelaskan cara memperbaikinya.\n\nAksesibilitas berarti produk bisa dipakai semua orang, termasuk penyandang disabilitas dan lansia. Pedoman internasional yang umum dipakai adalah WCAG. Beberapa praktik penting:\n- Kontras teks cukup. WCAG menetapkan rasio minimal 4,5:1 untuk teks ukuran normal.\n- Jangan menyampaikan informasi hanya lewat warna; tambahkan ikon atau teks.\n- Area sentuh tombol cukup besar untuk jari.\n- Beri teks alternatif pada gambar agar terbaca oleh pembaca layar.\n- Dukung pembesaran huruf dari pengaturan ponsel.\n\nDi Indonesia, banyak pengguna memakai ponsel dengan layar kecil di bawah sinar matahari. Kontras yang baik dan tombol besar membantu semua orang, bukan hanya sebagian.",
            "Good interface design lets users immediately understand what they can do without thinking hard. Some basic principles:\n\n- Visual hierarchy: the most important elements stand out through size, position and contrast. A screen should have one primary action button.\n- Consistency: the same colours, terms and button positions for the same functions throughout the app.\n- Feedback: every action gets a response, such as a loading indicator or a \u201cPayment successful\u201d message.\n- Error prevention: ask for confirmation before important actions like transfers, and write error messages that explain how to fix the problem.\n\nAccessibility means the product can be used by everyone, including people with disabilities and older adults. The commonly used international guideline is WCAG. Key practices:\n- Sufficient text contrast. WCAG sets a minimum ratio of 4.5:1 for normal-size text.\n- Do not convey information by colour alone; add icons or text.\n- Touch targets large enough for fingers.\n- Alternative text for images so screen readers can read them.\n- Support larger font sizes from the phone's settings.\n\nIn Indonesia, many users use small-screen phones in bright sunlight. Good contrast and large buttons help everyone, not just some.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Tahap design thinking manakah yang berfokus pada memahami pengguna melalui observasi dan wawancara?",
            "Which design thinking stage focuses on understanding users through observation and interviews?",
          ),
          [
            o(true, "Empathize", "Empathize"),
            o(false, "Ideate", "Ideate"),
            o(false, "Prototype", "Prototype"),
            o(false, "Test", "Test"),
          ],
          b(
            "Empathize adalah tahap memahami pengguna sebelum merumuskan masalah.",
            "Empathize is the stage of understanding users before framing the problem.",
          ),
        ),
        q(
          "multiple",
          b("Apa saja isi persona yang berguna?", "What belongs in a useful persona?"),
          [
            o(true, "Tujuan pengguna", "The user's goals"),
            o(
              true,
              "Konteks pemakaian, seperti jenis ponsel dan kondisi sinyal",
              "Context of use, such as phone type and signal conditions",
            ),
            o(true, "Kutipan nyata dari wawancara", "A real quote from interviews"),
            o(
              false,
              "Detail imajinatif yang tidak berasal dari riset",
              "Imaginative details not drawn from research",
            ),
          ],
          b(
            "Persona dibangun dari data riset dan hanya memuat detail yang memengaruhi keputusan desain.",
            "Personas are built from research data and include only details that affect design decisions.",
          ),
        ),
        q(
          "single",
          b(
            "Apa keunggulan utama user journey map dibanding meninjau layar satu per satu?",
            "What is the main advantage of a user journey map over reviewing screens one by one?",
          ),
          [
            o(
              true,
              "Memperlihatkan pengalaman secara utuh lintas titik sentuh, termasuk perasaan dan hambatan",
              "It shows the whole experience across touchpoints, including feelings and obstacles",
            ),
            o(false, "Menggantikan kebutuhan riset pengguna", "It replaces the need for user research"),
            o(false, "Menentukan warna dan tipografi aplikasi", "It sets the app's colours and typography"),
          ],
          b(
            "Journey map menyatukan langkah, titik sentuh, dan emosi sehingga celah antartim terlihat.",
            "A journey map combines steps, touchpoints and emotions so gaps between teams become visible.",
          ),
        ),
        q(
          "single",
          b(
            "Menu aplikasi layanan desa sebaiknya dikelompokkan berdasarkan...",
            "The menu of a village service app should be grouped by...",
          ),
          [
            o(false, "Struktur organisasi kantor desa", "The village office's organisational structure"),
            o(
              true,
              "Tugas yang ingin diselesaikan warga, dengan bahasa warga",
              "The tasks residents want to complete, in residents' language",
            ),
            o(false, "Urutan abjad nama pegawai", "Alphabetical order of staff names"),
          ],
          b(
            "Pengguna tidak peduli struktur internal; mereka mencari layanan dengan istilah yang mereka kenal.",
            "Users do not care about internal structure; they look for services using terms they know.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa sebaiknya mulai dari prototipe low-fidelity?",
            "Why start with low-fidelity prototypes?",
          ),
          [
            o(
              true,
              "Cepat dan murah diubah, serta orang lebih berani mengkritiknya",
              "They are fast and cheap to change, and people criticise them more freely",
            ),
            o(
              false,
              "Karena low-fidelity sudah siap dirilis ke publik",
              "Because low-fidelity is ready for public release",
            ),
            o(
              false,
              "Karena pengguna lebih menyukai sketsa daripada aplikasi jadi",
              "Because users prefer sketches to finished apps",
            ),
          ],
          b(
            "Sketsa kasar memudahkan eksplorasi banyak ide dan mengundang masukan jujur sebelum investasi besar.",
            "Rough sketches make it easy to explore many ideas and invite honest feedback before big investment.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah praktik yang benar dalam uji kegunaan?",
            "Which are correct practices in usability testing?",
          ),
          [
            o(true, "Meminta peserta berpikir lantang", "Asking participants to think aloud"),
            o(
              false,
              "Membantu peserta setiap kali mereka kebingungan",
              "Helping participants whenever they get confused",
            ),
            o(true, "Merekrut peserta yang sesuai persona", "Recruiting participants who match the persona"),
            o(
              true,
              "Melakukan beberapa putaran kecil dengan perbaikan di antaranya",
              "Running several small rounds with fixes in between",
            ),
          ],
          b(
            "Membantu peserta menyembunyikan masalah desain yang justru ingin ditemukan.",
            "Helping participants hides the very design problems the test aims to find.",
          ),
        ),
        q(
          "single",
          b(
            "Menurut WCAG, berapa rasio kontras minimal untuk teks ukuran normal?",
            "According to WCAG, what is the minimum contrast ratio for normal-size text?",
          ),
          [
            o(false, "2:1", "2:1"),
            o(false, "3:1", "3:1"),
            o(true, "4,5:1", "4.5:1"),
            o(false, "10:1", "10:1"),
          ],
          b(
            "WCAG menetapkan 4,5:1 untuk teks normal agar terbaca oleh lebih banyak orang.",
            "WCAG sets 4.5:1 for normal text so more people can read it.",
          ),
        ),
        q(
          "multiple",
          b("Manakah prinsip desain antarmuka yang baik?", "Which are good interface design principles?"),
          [
            o(true, "Satu tombol aksi utama per layar", "One primary action button per screen"),
            o(
              true,
              "Konfirmasi sebelum aksi penting seperti transfer",
              "Confirmation before important actions like transfers",
            ),
            o(
              false,
              "Menyampaikan status hanya dengan warna merah dan hijau",
              "Conveying status with red and green colour only",
            ),
            o(
              true,
              "Pesan kesalahan yang menjelaskan cara memperbaiki",
              "Error messages that explain how to fix the problem",
            ),
          ],
          b(
            "Informasi tidak boleh disampaikan hanya lewat warna karena tidak semua orang bisa membedakannya.",
            "Information must not rely on colour alone because not everyone can distinguish colours.",
          ),
        ),
      ],
    },
    {
      key: "agile-mvp-product-development",
      title: b(
        "Pengembangan Produk Agile: MVP, Scrum, dan Eksperimen",
        "Agile Product Development: MVP, Scrum and Experiments",
      ),
      description: b(
        "Pelajari cara membangun produk secara bertahap sambil terus belajar dari pengguna. Kursus ini membahas MVP, user story, backlog, Scrum, eksperimen A/B, dan cara menilai product-market fit, dengan contoh produk digital maupun produk fisik UMKM.",
        "Learn to build products incrementally while continuously learning from users. The track covers MVPs, user stories, backlogs, Scrum, A/B experiments and judging product-market fit, with examples from both digital products and physical UMKM products.",
      ),
      skills: [
        b(
          "Merancang MVP untuk menguji asumsi terpenting",
          "Designing an MVP to test the riskiest assumptions",
        ),
        b("Menulis user story dan kriteria penerimaan", "Writing user stories and acceptance criteria"),
        b("Mengelola product backlog", "Managing a product backlog"),
        b("Menjalankan sprint Scrum", "Running Scrum sprints"),
        b("Merancang eksperimen A/B yang valid", "Designing valid A/B experiments"),
        b("Membaca tanda-tanda product-market fit", "Reading signs of product-market fit"),
      ],
      lessons: [
        {
          title: b(
            "Minimum Viable Product (MVP): Belajar dengan Biaya Kecil",
            "Minimum Viable Product (MVP): Learning at Low Cost",
          ),
          body: b(
            "Minimum Viable Product (MVP) adalah versi produk paling sederhana yang cukup untuk menguji asumsi terpenting dengan pengguna nyata. Konsep ini dipopulerkan oleh gerakan Lean Startup. Tujuannya belajar secepat dan semurah mungkin, bukan merilis produk setengah jadi.\n\nLangkah merancang MVP:\n1. Tuliskan asumsi yang menentukan keberhasilan, misalnya \u201cpelanggan kantor mau berlangganan makan siang sehat mingguan\u201d.\n2. Pilih asumsi yang paling berisiko dan paling belum terbukti.\n3. Rancang cara termurah untuk mengujinya.\n\nBentuk MVP tidak harus aplikasi:\n- Concierge MVP: layanan dijalankan manual. Pesanan katering diterima lewat WhatsApp dan dicatat di spreadsheet sebelum membangun aplikasi.\n- Landing page: halaman yang menjelaskan produk dan mengukur berapa orang mendaftar atau memesan.\n- Produksi kecil: UMKM sambal membuat 50 botol varian baru dan menjualnya di bazar sebelum memesan kemasan dalam jumlah besar.\n\nTentukan sejak awal ukuran keberhasilan, misalnya \u201cminimal 30 dari 100 pelanggan lama memesan ulang dalam dua minggu\u201d. Tanpa ukuran yang ditetapkan di depan, tim cenderung menafsirkan hasil apa pun sebagai keberhasilan.",
            "A Minimum Viable Product (MVP) is the simplest version of a product that is enough to test the most important assumptions with real users. The concept was popularised by the Lean Startup movement. The goal is to learn as quickly and cheaply as possible, not to release a half-finished product.\n\nSteps to design an MVP:\n1. Write down the assumptions that determine success, for example \u201coffice customers will subscribe to weekly healthy lunches\u201d.\n2. Choose the riskiest, least proven assumption.\n3. Design the cheapest way to test it.\n\nAn MVP need not be an app:\n- Concierge MVP: the service is run manually. Catering orders are taken via WhatsApp and logged in a spreadsheet before building an app.\n- Landing page: a page that explains the product and measures how many people sign up or order.\n- Small production run: a chilli-sauce UMKM makes 50 bottles of a new variant and sells them at a bazaar before ordering packaging in bulk.\n\nDecide the success measure up front, for example \u201cat least 30 of 100 existing customers reorder within two weeks\u201d. Without a measure set in advance, teams tend to read any result as a success.",
          ),
        },
        {
          title: b(
            "Menulis User Story dan Kriteria Penerimaan",
            "Writing User Stories and Acceptance Criteria",
          ),
          body: b(
            "User story adalah cara singkat menulis kebutuhan dari sudut pandang pengguna. Formatnya:\n\u201cSebagai [jenis pengguna], saya ingin [tindakan] agar [manfaat].\u201d\n\nContoh: \u201cSebagai anggota koperasi, saya ingin melihat sisa angsuran pinjaman di aplikasi agar tidak perlu datang ke kantor untuk menanyakannya.\u201d\n\nBagian \u201cagar\u201d sangat penting karena menjelaskan alasan. Dengan mengetahui alasannya, tim desain dan engineering bisa mengusulkan solusi yang lebih baik.\n\nSetiap story dilengkapi kriteria penerimaan (acceptance criteria), yaitu syarat yang harus terpenuhi agar story dianggap selesai. Format Given\u2013When\u2013Then sering dipakai:\n- Given anggota memiliki pinjaman aktif,\n- When ia membuka menu Pinjaman,\n- Then aplikasi menampilkan sisa pokok, jumlah angsuran tersisa, dan tanggal jatuh tempo berikutnya.\n\nTambahkan juga kasus lain, misalnya apa yang tampil jika anggota tidak memiliki pinjaman.\n\nStory yang baik cukup kecil untuk diselesaikan dalam satu sprint. Pedoman INVEST sering dipakai: Independent, Negotiable, Valuable, Estimable, Small, Testable. Jika story terlalu besar, pecah berdasarkan langkah alur atau jenis pengguna, bukan berdasarkan lapisan teknis seperti \u201cbagian database\u201d dan \u201cbagian tampilan\u201d.",
            "A user story is a short way of writing a requirement from the user's point of view. The format:\n\u201cAs a [type of user], I want [action] so that [benefit].\u201d\n\nExample: \u201cAs a cooperative member, I want to see my remaining loan instalments in the app so that I don't have to visit the office to ask.\u201d\n\nThe \u201cso that\u201d part matters because it explains the reason. Knowing the reason, designers and engineers can propose better solutions.\n\nEach story comes with acceptance criteria, the conditions that must be met for the story to count as done. The Given\u2013When\u2013Then format is common:\n- Given the member has an active loan,\n- When they open the Loans menu,\n- Then the app shows the remaining principal, the number of instalments left and the next due date.\n\nAlso add other cases, such as what appears when the member has no loan.\n\nA good story is small enough to finish within one sprint. The INVEST guideline is often used: Independent, Negotiable, Valuable, Estimable, Small, Testable. If a story is too big, split it by workflow steps or user types, not by technical layers such as \u201cthe database part\u201d and \u201cthe screen part\u201d.",
          ),
        },
        {
          title: b("Mengelola Product Backlog", "Managing the Product Backlog"),
          body: b(
            "Product backlog adalah daftar berurutan semua pekerjaan yang mungkin dilakukan pada produk: fitur, perbaikan bug, peningkatan teknis, dan eksperimen. Dalam Scrum, Product Owner bertanggung jawab atas isi dan urutan backlog.\n\nCiri backlog yang sehat:\n- Terurut. Item paling atas adalah yang paling bernilai dan paling siap dikerjakan.\n- Bagian atas detail, bagian bawah kasar. Item untuk sprint berikutnya sudah jelas kriteria penerimaannya, sedangkan ide jangka panjang cukup berupa judul.\n- Tidak terlalu panjang. Ratusan item yang tidak pernah disentuh hanya menjadi beban. Hapus atau arsipkan ide lama yang tidak lagi relevan.\n\nLakukan penyempurnaan backlog (backlog refinement) secara rutin bersama tim: memperjelas item, memecah item besar, dan memperkirakan ukurannya. Perkiraan bisa memakai story point atau ukuran relatif seperti kecil, sedang, besar.\n\nContoh: tim aplikasi kasir UMKM di Surabaya menerima permintaan dari penjualan, keluhan pelanggan, dan usulan engineering untuk memperbarui pustaka yang usang. Semua masuk ke satu backlog, lalu diurutkan dengan mempertimbangkan nilai, risiko, dan ketergantungan. Utang teknis juga harus terlihat di backlog, bukan disembunyikan, agar ada waktu yang dialokasikan untuk menanganinya.",
            "The product backlog is an ordered list of all the work that might be done on a product: features, bug fixes, technical improvements and experiments. In Scrum, the Product Owner is accountable for the backlog's content and order.\n\nSigns of a healthy backlog:\n- Ordered. The top items are the most valuable and most ready to work on.\n- Detailed at the top, rough at the bottom. Items for the next sprint already have clear acceptance criteria, while long-term ideas can be just a title.\n- Not too long. Hundreds of untouched items are just a burden. Delete or archive old ideas that are no longer relevant.\n\nHold backlog refinement regularly with the team: clarify items, split large ones and estimate their size. Estimates can use story points or relative sizes such as small, medium and large.\n\nExample: a team building a point-of-sale app for UMKM in Surabaya receives requests from sales, customer complaints and an engineering proposal to update an outdated library. All go into one backlog and are ordered by value, risk and dependencies. Technical debt must also be visible in the backlog rather than hidden, so time is set aside to deal with it.",
          ),
        },
        {
          title: b("Scrum: Peran, Acara, dan Artefak", "Scrum: Roles, Events and Artefacts"),
          body: b(
            "Scrum adalah kerangka kerja agile yang populer untuk mengembangkan produk dalam siklus pendek bernama sprint, dengan durasi maksimal satu bulan dan umumnya dua minggu. Menurut Scrum Guide, terdapat tiga peran tanggung jawab:\n\n- Product Owner: memaksimalkan nilai produk dan mengelola product backlog.\n- Scrum Master: membantu tim menerapkan Scrum dan menghilangkan hambatan.\n- Developers: semua orang yang membangun increment, termasuk desainer dan penguji, bukan hanya programmer.\n\nAcara dalam setiap sprint:\n- Sprint Planning: menentukan tujuan sprint dan item yang akan dikerjakan.\n- Daily Scrum: pertemuan singkat 15 menit setiap hari untuk menyelaraskan kemajuan menuju tujuan sprint.\n- Sprint Review: menunjukkan hasil kepada pemangku kepentingan dan mengumpulkan masukan.\n- Sprint Retrospective: tim mengevaluasi cara kerjanya dan memilih perbaikan.\n\nArtefaknya adalah Product Backlog, Sprint Backlog, dan Increment, yaitu hasil kerja yang memenuhi Definition of Done.\n\nKesalahan umum: Daily Scrum berubah menjadi laporan panjang kepada atasan, atau retrospektif dilewati karena \u201csibuk\u201d. Padahal retrospektif adalah mesin perbaikan tim. Scrum juga bisa diadaptasi di luar perangkat lunak, misalnya tim pemasaran yang merencanakan kampanye per dua minggu.",
            "Scrum is a popular agile framework for developing products in short cycles called sprints, lasting at most one month and commonly two weeks. According to the Scrum Guide there are three accountabilities:\n\n- Product Owner: maximises the product's value and manages the product backlog.\n- Scrum Master: helps the team apply Scrum and removes impediments.\n- Developers: everyone who builds the increment, including designers and testers, not only programmers.\n\nEvents in every sprint:\n- Sprint Planning: set the sprint goal and the items to work on.\n- Daily Scrum: a short 15-minute daily meeting to align progress towards the sprint goal.\n- Sprint Review: show results to stakeholders and gather feedback.\n- Sprint Retrospective: the team reviews how it works and picks improvements.\n\nThe artefacts are the Product Backlog, the Sprint Backlog and the Increment, the work that meets the Definition of Done.\n\nCommon mistakes: the Daily Scrum turns into a long report to the boss, or the retrospective is skipped because the team is \u201cbusy\u201d. Yet the retrospective is the team's engine of improvement. Scrum can also be adapted outside software, for example a marketing team planning campaigns in two-week cycles.",
          ),
        },
        {
          title: b("Definition of Done dan Kualitas Produk", "Definition of Done and Product Quality"),
          body: b(
            "Definition of Done (DoD) adalah daftar standar kualitas yang berlaku untuk semua pekerjaan sebelum dianggap selesai. DoD mencegah situasi \u201csudah selesai, tinggal dites\u201d yang membuat pekerjaan menumpuk di akhir.\n\nContoh DoD untuk tim aplikasi:\n- Kode sudah ditinjau (code review) oleh anggota tim lain.\n- Pengujian otomatis ditulis dan lulus.\n- Kriteria penerimaan sudah diverifikasi.\n- Teks tersedia dalam bahasa Indonesia dan Inggris.\n- Fitur sudah terpasang di lingkungan uji dan bisa dicoba Product Owner.\n\nBedakan DoD dengan kriteria penerimaan. Kriteria penerimaan khusus untuk satu story, sedangkan DoD berlaku untuk semua story.\n\nDoD juga relevan untuk produk fisik. UMKM kue kering dapat menetapkan standar sebelum produk dianggap siap jual: berat sesuai label, kemasan tersegel rapat, label memuat komposisi dan tanggal kedaluwarsa, serta perizinan yang diperlukan, seperti PIRT atau sertifikat halal, sudah tercantum sesuai ketentuan.\n\nMenurunkan standar demi mengejar tenggat biasanya hanya memindahkan masalah ke kemudian hari, dalam bentuk bug, keluhan pelanggan, atau produk yang ditarik kembali. Jika waktu tidak cukup, lebih baik kurangi cakupan fitur daripada mengurangi kualitas.",
            "The Definition of Done (DoD) is a list of quality standards that applies to all work before it counts as finished. The DoD prevents the \u201cit's done, it just needs testing\u201d situation that piles work up at the end.\n\nAn example DoD for an app team:\n- Code has been reviewed by another team member.\n- Automated tests are written and pass.\n- Acceptance criteria have been verified.\n- Text is available in Indonesian and English.\n- The feature is deployed to a test environment where the Product Owner can try it.\n\nDistinguish the DoD from acceptance criteria. Acceptance criteria are specific to one story, while the DoD applies to every story.\n\nA DoD is also relevant to physical products. A cookie UMKM can set standards before a product is ready for sale: weight matches the label, packaging is tightly sealed, the label shows ingredients and expiry date, and required permits such as PIRT registration or halal certification are shown as the rules require.\n\nLowering standards to meet a deadline usually just moves problems to later, in the form of bugs, customer complaints or recalled products. If time is short, it is better to reduce scope than to reduce quality.",
          ),
        },
        {
          title: b("Eksperimen A/B yang Valid", "Running Valid A/B Experiments"),
          body: b(
            "Eksperimen A/B membandingkan dua versi, yaitu A sebagai kontrol dan B sebagai perubahan, dengan membagi pengguna secara acak. Karena pembagian acak, perbedaan hasil dapat dikaitkan dengan perubahan tersebut, bukan dengan faktor lain seperti musim atau promosi.\n\nLangkah eksperimen yang baik:\n1. Tulis hipotesis: \u201cJika tombol checkout menampilkan total harga termasuk ongkir, maka lebih banyak pengguna menyelesaikan pembayaran karena tidak kaget di akhir.\u201d\n2. Tentukan satu metrik utama sebelum mulai, misalnya persentase pengguna yang menyelesaikan pembayaran.\n3. Tentukan jumlah sampel dan durasi di awal. Jalankan minimal satu siklus mingguan penuh karena perilaku belanja hari kerja dan akhir pekan berbeda.\n4. Jangan menghentikan eksperimen begitu angka terlihat bagus. Mengintip hasil lalu berhenti lebih awal meningkatkan risiko kesimpulan keliru.\n5. Ubah satu hal utama per eksperimen agar penyebab perbedaan jelas.\n\nJika lalu lintas kecil, misalnya toko daring dengan beberapa ratus pengunjung per minggu, eksperimen A/B sulit memberi hasil yang meyakinkan. Dalam kondisi itu, wawancara dan uji kegunaan sering lebih bermanfaat. Catat setiap hasil, termasuk yang gagal, karena eksperimen yang tidak berhasil juga merupakan pembelajaran.",
            "An A/B experiment compares two versions, A as the control and B as the change, by splitting users randomly. Because the split is random, a difference in results can be attributed to the change rather than to other factors like seasons or promotions.\n\nSteps for a good experiment:\n1. Write a hypothesis: \u201cIf the checkout button shows the total price including shipping, more users will complete payment because they are not surprised at the end.\u201d\n2. Choose one primary metric before starting, such as the percentage of users who complete payment.\n3. Set the sample size and duration up front. Run at least one full weekly cycle because weekday and weekend shopping behaviour differ.\n4. Do not stop the experiment as soon as the numbers look good. Peeking and stopping early increases the risk of a wrong conclusion.\n5. Change one main thing per experiment so the cause of any difference is clear.\n\nWith little traffic, such as an online shop with a few hundred visitors a week, A/B tests rarely give convincing results. In that case, interviews and usability tests are often more useful. Record every result, including failures, because unsuccessful experiments are learning too.",
          ),
        },
        {
          title: b(
            "Mengukur Product-Market Fit dan Memutuskan Langkah Berikutnya",
            "Measuring Product-Market Fit and Deciding What Comes Next",
          ),
          body: b(
            "Product-market fit (PMF) adalah kondisi ketika produk benar-benar memenuhi kebutuhan pasar yang jelas, sehingga pengguna terus memakai dan merekomendasikannya. Sebelum PMF tercapai, menambah anggaran pemasaran sering hanya membuang uang karena pengguna baru datang lalu pergi.\n\nTanda-tanda PMF yang bisa diamati:\n- Retensi yang mendatar. Pada grafik kohort, persentase pengguna aktif turun di awal lalu stabil, tidak terus menurun ke nol.\n- Pertumbuhan dari mulut ke mulut tanpa dorongan promosi besar.\n- Pelanggan kecewa jika produk dihentikan. Survei Sean Ellis menanyakan \u201cBagaimana perasaan Anda jika tidak bisa lagi memakai produk ini?\u201d; banyak tim memakai ambang sekitar 40% menjawab \u201csangat kecewa\u201d sebagai sinyal kuat.\n- Pelanggan bersedia membayar dengan harga yang menutup biaya.\n\nBerdasarkan data, tim memilih salah satu langkah:\n- Persevere: lanjutkan dan tingkatkan skala.\n- Pivot: ubah satu komponen strategi, misalnya segmen pelanggan, masalah yang diselesaikan, atau model pendapatan, sambil mempertahankan hal yang sudah dipelajari.\n- Berhenti, jika bukti menunjukkan masalahnya tidak cukup penting.\n\nContoh pivot: aplikasi katering untuk rumah tangga yang sepi peminat beralih melayani kantor, setelah data menunjukkan pesanan kantor paling sering berulang.",
            "Product-market fit (PMF) is when a product truly meets a clear market need, so users keep using it and recommend it. Before reaching PMF, increasing the marketing budget often just wastes money because new users arrive and then leave.\n\nObservable signs of PMF:\n- Flattening retention. On a cohort chart, the share of active users drops at first and then stabilises instead of sliding to zero.\n- Word-of-mouth growth without heavy promotion.\n- Customers would be disappointed if the product disappeared. Sean Ellis's survey asks \u201cHow would you feel if you could no longer use this product?\u201d; many teams treat about 40% answering \u201cvery disappointed\u201d as a strong signal.\n- Customers are willing to pay a price that covers costs.\n\nBased on the data, the team chooses one path:\n- Persevere: continue and scale up.\n- Pivot: change one component of the strategy, such as the customer segment, the problem solved or the revenue model, while keeping what has been learned.\n- Stop, if the evidence shows the problem is not important enough.\n\nA pivot example: a catering app for households with little demand switches to serving offices after data shows office orders repeat most often.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b("Apa tujuan utama MVP?", "What is the main purpose of an MVP?"),
          [
            o(
              false,
              "Merilis produk setengah jadi agar cepat mendapat pendapatan",
              "Releasing a half-finished product to earn revenue quickly",
            ),
            o(
              true,
              "Menguji asumsi paling berisiko dengan biaya dan waktu sekecil mungkin",
              "Testing the riskiest assumption with as little cost and time as possible",
            ),
            o(
              false,
              "Membangun semua fitur sebelum bertemu pengguna",
              "Building every feature before meeting users",
            ),
          ],
          b(
            "MVP adalah alat belajar: cukup sederhana untuk menguji asumsi utama dengan pengguna nyata.",
            "An MVP is a learning tool: just simple enough to test the key assumption with real users.",
          ),
        ),
        q(
          "multiple",
          b("Manakah contoh MVP yang sah?", "Which are valid examples of an MVP?"),
          [
            o(
              true,
              "Menerima pesanan lewat WhatsApp dan mencatat di spreadsheet sebelum membuat aplikasi",
              "Taking orders via WhatsApp and logging them in a spreadsheet before building an app",
            ),
            o(true, "Landing page yang mengukur jumlah pendaftar", "A landing page that measures sign-ups"),
            o(
              true,
              "Memproduksi 50 botol varian baru untuk dijual di bazar",
              "Making 50 bottles of a new variant to sell at a bazaar",
            ),
            o(
              false,
              "Memesan 10.000 kemasan sebelum ada satu pun pembeli",
              "Ordering 10,000 packages before there is a single buyer",
            ),
          ],
          b(
            "MVP meminimalkan investasi sebelum asumsi terbukti; memesan kemasan massal justru memaksimalkan risiko.",
            "An MVP minimises investment before assumptions are proven; bulk packaging orders maximise risk.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam user story, apa fungsi bagian \u201cagar [manfaat]\u201d?",
            "In a user story, what is the role of the \u201cso that [benefit]\u201d part?",
          ),
          [
            o(
              true,
              "Menjelaskan alasan sehingga tim bisa mengusulkan solusi yang lebih baik",
              "It explains the reason so the team can propose better solutions",
            ),
            o(false, "Menentukan tenggat waktu pengerjaan", "It sets the deadline"),
            o(false, "Menyebut nama programmer yang mengerjakan", "It names the programmer responsible"),
          ],
          b(
            "Manfaat menjelaskan mengapa kebutuhan itu ada, yang membuka ruang solusi alternatif.",
            "The benefit explains why the need exists, which opens room for alternative solutions.",
          ),
        ),
        q(
          "single",
          b(
            "Siapa yang bertanggung jawab atas isi dan urutan product backlog dalam Scrum?",
            "Who is accountable for the content and order of the product backlog in Scrum?",
          ),
          [
            o(false, "Scrum Master", "Scrum Master"),
            o(true, "Product Owner", "Product Owner"),
            o(false, "Developers", "Developers"),
            o(false, "Direktur perusahaan", "The company director"),
          ],
          b(
            "Product Owner memaksimalkan nilai produk dengan mengelola backlog.",
            "The Product Owner maximises product value by managing the backlog.",
          ),
        ),
        q(
          "multiple",
          b("Manakah acara (event) resmi dalam Scrum?", "Which are official Scrum events?"),
          [
            o(true, "Sprint Planning", "Sprint Planning"),
            o(true, "Daily Scrum", "Daily Scrum"),
            o(true, "Sprint Retrospective", "Sprint Retrospective"),
            o(false, "Rapat anggaran tahunan", "Annual budget meeting"),
          ],
          b(
            "Acara Scrum adalah Sprint, Sprint Planning, Daily Scrum, Sprint Review, dan Sprint Retrospective.",
            "Scrum events are the Sprint, Sprint Planning, Daily Scrum, Sprint Review and Sprint Retrospective.",
          ),
        ),
        q(
          "single",
          b(
            "Apa perbedaan Definition of Done dengan kriteria penerimaan?",
            "How does the Definition of Done differ from acceptance criteria?",
          ),
          [
            o(
              true,
              "DoD berlaku untuk semua pekerjaan, kriteria penerimaan khusus untuk satu story",
              "The DoD applies to all work; acceptance criteria are specific to one story",
            ),
            o(false, "Keduanya sama persis", "They are exactly the same"),
            o(false, "DoD hanya dipakai untuk produk fisik", "The DoD is only for physical products"),
          ],
          b(
            "DoD adalah standar kualitas umum, sedangkan kriteria penerimaan menjelaskan syarat satu kebutuhan tertentu.",
            "The DoD is a general quality standard, while acceptance criteria describe the conditions of one specific requirement.",
          ),
        ),
        q(
          "multiple",
          b(
            "Praktik mana yang menjaga eksperimen A/B tetap valid?",
            "Which practices keep an A/B experiment valid?",
          ),
          [
            o(true, "Menentukan metrik utama sebelum mulai", "Choosing the primary metric before starting"),
            o(
              false,
              "Menghentikan eksperimen begitu versi B terlihat unggul",
              "Stopping as soon as version B looks better",
            ),
            o(true, "Membagi pengguna secara acak", "Splitting users randomly"),
            o(
              true,
              "Menjalankan minimal satu siklus mingguan penuh",
              "Running for at least one full weekly cycle",
            ),
          ],
          b(
            "Berhenti lebih awal saat angka terlihat bagus meningkatkan risiko kesimpulan keliru.",
            "Stopping early when the numbers look good raises the risk of a wrong conclusion.",
          ),
        ),
        q(
          "single",
          b(
            "Tanda product-market fit manakah yang paling kuat dari data retensi?",
            "Which retention pattern is the strongest sign of product-market fit?",
          ),
          [
            o(
              false,
              "Pendaftar banyak tetapi retensi terus turun ke nol",
              "Many sign-ups but retention keeps falling to zero",
            ),
            o(
              true,
              "Retensi kohort turun di awal lalu mendatar",
              "Cohort retention drops at first and then flattens",
            ),
            o(false, "Jumlah unduhan naik saat ada promosi besar", "Downloads rise during a big promotion"),
          ],
          b(
            "Kurva retensi yang mendatar berarti ada kelompok pengguna yang terus mendapat nilai dari produk.",
            "A flattening retention curve means a group of users keeps getting value from the product.",
          ),
        ),
      ],
    },
  ],
};

export default content;
