/**
 * Seed teaching content for "Kewirausahaan" (entrepreneurship): starting a business from an idea, financial
 * management for small businesses, and social entrepreneurship with village and cooperative enterprises.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "entrepreneurship",
  tracks: [
    {
      key: "memulai-usaha",
      title: {
        id: "Memulai Usaha: Dari Ide ke Bisnis yang Berjalan",
        en: "Starting a Business: From Idea to a Running Venture",
      },
      description: {
        id: "Langkah demi langkah mengubah ide menjadi usaha nyata dengan risiko terkendali. Anda akan belajar menemukan masalah yang layak dipecahkan, memvalidasi ide dengan calon pelanggan, menyusun Business Model Canvas, membuat produk minimum, menetapkan harga, mengurus legalitas dasar, dan mendapatkan penjualan pertama.",
        en: "A step-by-step path from an idea to a real business with controlled risk. You will learn to find problems worth solving, validate ideas with prospective customers, build a Business Model Canvas, create a minimum viable product, set prices, handle basic legal matters and win your first sales.",
      },
      skills: [
        {
          id: "Menemukan peluang usaha dari masalah nyata",
          en: "Finding business opportunities in real problems",
        },
        { id: "Validasi ide dengan calon pelanggan", en: "Validating ideas with prospective customers" },
        { id: "Menyusun Business Model Canvas", en: "Building a Business Model Canvas" },
        { id: "Membuat produk minimum (MVP)", en: "Creating a minimum viable product (MVP)" },
        { id: "Menetapkan harga jual", en: "Setting selling prices" },
        { id: "Mengurus legalitas usaha dasar", en: "Handling basic business legalities" },
      ],
      lessons: [
        {
          title: {
            id: "Menemukan Ide Usaha dari Masalah Nyata",
            en: "Finding Business Ideas in Real Problems",
          },
          body: {
            id: p(
              'Usaha yang bertahan lama biasanya lahir dari masalah nyata yang dialami banyak orang, bukan sekadar ide yang terdengar keren. Pertanyaan awalnya bukan "produk apa yang ingin saya jual?", melainkan "masalah apa yang dihadapi orang di sekitar saya dan belum terpecahkan dengan baik?"',
              "Sumber ide usaha:",
              "- Keluhan sehari-hari: apa yang sering dikeluhkan tetangga, rekan kerja, atau pelanggan Anda saat ini?\n- Keahlian dan pengalaman Anda: pekerjaan sebelumnya sering membuka wawasan tentang kebutuhan yang belum terlayani.\n- Potensi lokal: hasil bumi, kerajinan, atau wisata di daerah Anda yang belum diolah atau dipasarkan dengan baik.\n- Perubahan: aturan baru, teknologi baru, atau kebiasaan baru masyarakat menciptakan kebutuhan baru.",
              "Nilai setiap ide dengan pertanyaan sederhana: seberapa sering dan seberapa menyakitkan masalah ini? Apakah orang sudah mengeluarkan uang atau waktu untuk mengatasinya? Apakah saya punya keunggulan untuk memecahkannya?",
              "Contoh: Wati, ibu rumah tangga di Makassar, melihat banyak tetangganya yang bekerja tidak sempat memasak, sementara katering yang ada hanya melayani pesanan besar. Ia memulai usaha rantang harian untuk keluarga, masalah nyata yang sering dan orang sudah bersedia membayar untuk solusinya.",
            ),
            en: p(
              'Businesses that last usually grow from real problems many people face, not just ideas that sound cool. The first question is not "what product do I want to sell?" but "what problem do people around me have that is not yet solved well?"',
              "Sources of business ideas:",
              "- Everyday complaints: what do your neighbours, colleagues or current customers often complain about?\n- Your skills and experience: previous jobs often reveal unmet needs.\n- Local potential: crops, crafts or tourism in your area that are not yet processed or marketed well.\n- Change: new rules, new technology or new habits create new needs.",
              "Assess each idea with simple questions: how often and how painful is this problem? Do people already spend money or time dealing with it? Do I have an advantage in solving it?",
              "Example: Wati, a homemaker in Makassar, saw that many working neighbours had no time to cook, while existing caterers only served large orders. She started a daily home-cooked meal delivery for families, a real, frequent problem people were already willing to pay to solve.",
            ),
          },
        },
        {
          title: {
            id: "Memvalidasi Ide dengan Calon Pelanggan",
            en: "Validating Your Idea with Prospective Customers",
          },
          body: {
            id: p(
              "Banyak calon pengusaha langsung menyewa tempat, membeli peralatan, dan mencetak kemasan, lalu baru mengetahui bahwa tidak cukup banyak orang yang mau membeli. Validasi ide membantu menguji asumsi sebelum mengeluarkan modal besar.",
              "Langkah validasi:",
              '- Tulis asumsi terpenting: siapa pelanggannya, masalah apa yang mereka alami, dan berapa yang bersedia mereka bayar.\n- Wawancarai 10–20 calon pelanggan. Tanyakan pengalaman nyata mereka, bukan pendapat tentang ide Anda. "Terakhir kali Ibu kesulitan menyiapkan makan siang, apa yang Ibu lakukan?" lebih berguna daripada "Kalau ada rantang harian, Ibu mau beli?"\n- Cari bukti komitmen: pesanan awal, uang muka, atau daftar tunggu. Pujian saja bukan bukti.',
              'Waspadai jawaban sopan. Banyak orang berkata "bagus, saya pasti beli" karena tidak enak menolak, tetapi tidak pernah benar-benar membeli.',
              "Contoh: sebelum membuka usaha, Wati menawarkan paket rantang untuk satu minggu kepada 15 tetangga dengan sistem bayar di muka. Delapan orang membayar. Dari percakapan itu, ia juga tahu bahwa pelanggan lebih suka menu rumahan daripada menu kekinian, dan harga maksimal yang diterima sekitar Rp25.000 per porsi.",
              "Hasil validasi bisa membuat Anda melanjutkan, mengubah ide, atau berhenti. Ketiganya adalah hasil yang berharga.",
            ),
            en: p(
              "Many would-be entrepreneurs immediately rent a place, buy equipment and print packaging, only to discover that not enough people want to buy. Idea validation tests your assumptions before you spend big.",
              "Validation steps:",
              '- Write down your key assumptions: who the customers are, what problem they have and how much they will pay.\n- Interview 10–20 prospective customers. Ask about their real experiences, not their opinion of your idea. "The last time you struggled to prepare lunch, what did you do?" is more useful than "If there were a daily meal service, would you buy?"\n- Look for evidence of commitment: advance orders, deposits or a waiting list. Praise alone is not evidence.',
              "Beware of polite answers. Many people say \"great, I'll definitely buy\" because they don't like to refuse, but never actually buy.",
              "Example: before launching, Wati offered a one-week meal package to 15 neighbours, paid in advance. Eight paid. From those conversations she also learned that customers preferred home-style dishes over trendy menus, and the most they would pay was around Rp25,000 per portion.",
              "Validation may lead you to continue, change the idea or stop. All three are valuable outcomes.",
            ),
          },
        },
        {
          title: { id: "Menyusun Business Model Canvas", en: "Building a Business Model Canvas" },
          body: {
            id: p(
              "Business Model Canvas, yang dikembangkan oleh Alexander Osterwalder, adalah alat satu halaman untuk menggambarkan bagaimana usaha menciptakan, menyampaikan, dan memperoleh nilai. Kanvas ini terdiri dari sembilan blok:",
              "- Segmen pelanggan: siapa yang dilayani.\n- Proposisi nilai: masalah apa yang dipecahkan atau manfaat apa yang diberikan.\n- Saluran: bagaimana produk sampai ke pelanggan.\n- Hubungan pelanggan: bagaimana menjaga pelanggan.\n- Arus pendapatan: dari mana uang masuk.\n- Sumber daya utama: aset penting yang dibutuhkan.\n- Aktivitas utama: kegiatan terpenting yang harus dilakukan.\n- Mitra utama: pemasok dan mitra penting.\n- Struktur biaya: biaya terbesar usaha.",
              "Contoh singkat usaha rantang Wati: segmen pelanggan adalah keluarga pekerja di perumahan sekitar; proposisi nilainya masakan rumahan sehat yang diantar tepat waktu; saluran lewat WhatsApp dan antar sendiri; pendapatan dari langganan mingguan; mitra utama pedagang sayur di pasar; biaya terbesar bahan baku dan bensin.",
              "Gunakan kanvas sebagai dokumen hidup. Tulis di kertas besar atau papan, pakai catatan tempel, dan perbarui setiap kali hasil validasi atau penjualan mengubah pemahaman Anda. Blok yang masih berupa tebakan sebaiknya diuji lebih dulu.",
            ),
            en: p(
              "The Business Model Canvas, developed by Alexander Osterwalder, is a one-page tool describing how a business creates, delivers and captures value. It has nine blocks:",
              "- Customer segments: who is served.\n- Value proposition: what problem is solved or benefit delivered.\n- Channels: how the product reaches customers.\n- Customer relationships: how customers are kept.\n- Revenue streams: where money comes from.\n- Key resources: important assets required.\n- Key activities: the most important things to do.\n- Key partners: important suppliers and partners.\n- Cost structure: the business's biggest costs.",
              "A short example for Wati's meal service: the customer segment is working families in nearby housing estates; the value proposition is healthy home cooking delivered on time; channels are WhatsApp and self-delivery; revenue comes from weekly subscriptions; key partners are vegetable sellers at the market; the biggest costs are ingredients and fuel.",
              "Use the canvas as a living document. Write it on a large sheet or board with sticky notes, and update it whenever validation or sales change your understanding. Blocks that are still guesses should be tested first.",
            ),
          },
        },
        {
          title: { id: "Produk Minimum yang Layak (MVP)", en: "The Minimum Viable Product (MVP)" },
          body: {
            id: p(
              "Produk minimum yang layak (minimum viable product/MVP), istilah yang dipopulerkan Eric Ries dalam pendekatan Lean Startup, adalah versi paling sederhana dari produk yang sudah bisa memberi manfaat nyata kepada pelanggan dan memberi Anda pelajaran tentang pasar.",
              "Tujuan MVP bukan menjual produk setengah jadi yang buruk, melainkan belajar secepat dan semurah mungkin:",
              "- Apakah pelanggan benar-benar membeli?\n- Fitur atau bagian mana yang paling mereka hargai?\n- Apa yang perlu diperbaiki sebelum berinvestasi lebih besar?",
              "Contoh MVP di berbagai usaha:",
              "- Usaha kuliner: menjual dari dapur rumah dengan pesanan lewat WhatsApp sebelum menyewa kios.\n- Jasa les: membuka satu kelas kecil di ruang tamu sebelum menyewa ruko.\n- Aplikasi: menjalankan layanan secara manual memakai formulir daring dan spreadsheet sebelum membangun aplikasi.\n- Produk kerajinan: membuat 20 unit dan menjual di bazar atau marketplace sebelum produksi massal.",
              "Siklus Lean Startup adalah bangun–ukur–pelajari: buat MVP, ukur respons pelanggan, pelajari hasilnya, lalu putuskan untuk melanjutkan, memperbaiki, atau berbelok arah (pivot).",
              "Kunci MVP adalah mutu pada hal yang penting bagi pelanggan. Rantang Wati boleh dikemas sederhana, tetapi rasa dan ketepatan waktu pengiriman tidak boleh dikompromikan.",
            ),
            en: p(
              "A minimum viable product (MVP), a term popularised by Eric Ries in the Lean Startup approach, is the simplest version of a product that already gives customers real value and teaches you about the market.",
              "The goal of an MVP is not to sell a poor, half-finished product but to learn as quickly and cheaply as possible:",
              "- Do customers actually buy?\n- Which features or parts do they value most?\n- What must be fixed before investing more?",
              "MVP examples in different businesses:",
              "- Food business: sell from your home kitchen with WhatsApp orders before renting a kiosk.\n- Tutoring: run one small class in your living room before renting a shophouse.\n- App: run the service manually with an online form and a spreadsheet before building an app.\n- Crafts: make 20 units and sell them at a bazaar or on a marketplace before mass production.",
              "The Lean Startup cycle is build–measure–learn: build an MVP, measure customer response, learn from the results, then decide to continue, improve or pivot.",
              "The key to an MVP is quality in what matters to customers. Wati's meals can use simple packaging, but taste and on-time delivery cannot be compromised.",
            ),
          },
        },
        {
          title: { id: "Menetapkan Harga Jual yang Tepat", en: "Setting the Right Selling Price" },
          body: {
            id: p(
              "Harga yang terlalu rendah membuat usaha bekerja keras tanpa untung, sedangkan harga terlalu tinggi membuat pelanggan lari. Penetapan harga sebaiknya mempertimbangkan tiga hal: biaya, pesaing, dan nilai bagi pelanggan.",
              "Langkah dasar:",
              "- Hitung biaya per unit (harga pokok): bahan baku, kemasan, tenaga kerja langsung, dan bagian dari biaya tetap seperti sewa, listrik, dan penyusutan alat.\n- Tentukan margin yang diinginkan di atas biaya.\n- Bandingkan dengan harga pesaing dan alternatif yang dipakai pelanggan.\n- Pertimbangkan nilai yang dirasakan: jika produk Anda menghemat waktu atau lebih bermutu, pelanggan mungkin bersedia membayar lebih.",
              "Contoh: biaya bahan rantang Wati Rp13.000 per porsi, kemasan Rp2.000, bensin dan biaya lain sekitar Rp3.000, sehingga biaya per porsi sekitar Rp18.000. Dengan harga Rp25.000, margin per porsi Rp7.000. Jika ia menjual 40 porsi per hari selama 22 hari kerja, laba kotornya sekitar Rp6.160.000 per bulan, sebelum menghitung upah untuk dirinya sendiri.",
              "Kesalahan umum pengusaha pemula adalah tidak menghitung upah untuk dirinya sendiri dan mengabaikan biaya kecil yang lama-lama besar. Tinjau harga secara berkala, terutama saat harga bahan baku naik.",
            ),
            en: p(
              "Prices that are too low make a business work hard for no profit; prices that are too high drive customers away. Pricing should consider three things: cost, competitors and value to the customer.",
              "Basic steps:",
              "- Calculate the cost per unit: raw materials, packaging, direct labour and a share of fixed costs such as rent, electricity and equipment depreciation.\n- Decide the margin you want above cost.\n- Compare with competitors' prices and the alternatives customers use.\n- Consider perceived value: if your product saves time or is higher quality, customers may pay more.",
              "Example: ingredients for Wati's meal cost Rp13,000 per portion, packaging Rp2,000, and fuel and other costs about Rp3,000, so cost per portion is about Rp18,000. At Rp25,000, the margin is Rp7,000 per portion. Selling 40 portions a day for 22 working days gives a gross profit of about Rp6,160,000 a month, before paying herself a wage.",
              "A common beginner's mistake is not paying yourself a wage and ignoring small costs that add up over time. Review prices regularly, especially when raw material prices rise.",
            ),
          },
        },
        {
          title: {
            id: "Legalitas Dasar Usaha: NIB dan Perizinan",
            en: "Basic Business Legality: NIB and Permits",
          },
          body: {
            id: p(
              "Legalitas membuat usaha lebih dipercaya pelanggan, memudahkan akses pembiayaan bank, dan membuka peluang menjadi pemasok bagi perusahaan atau instansi. Bagi usaha mikro dan kecil, langkah awalnya kini relatif sederhana.",
              "- Nomor Induk Berusaha (NIB): identitas pelaku usaha yang diterbitkan melalui sistem Online Single Submission (OSS) di oss.go.id. Pendaftaran dilakukan daring dan tidak dipungut biaya. Bagi usaha mikro dan kecil dengan risiko rendah, NIB umumnya sudah berlaku sebagai perizinan dasar untuk menjalankan usaha.\n- Perizinan tambahan sesuai jenis produk: misalnya usaha pangan olahan rumahan memerlukan Sertifikat Produksi Pangan Industri Rumah Tangga (SPP-IRT) untuk produk tertentu, atau izin edar BPOM untuk produk lain. Produk yang dijual sebagai produk halal perlu sertifikasi halal melalui BPJPH.\n- NPWP: untuk kewajiban perpajakan, yang juga sering diminta oleh bank dan mitra usaha.",
              "Aturan dan ketentuan teknis bisa berubah, jadi selalu periksa informasi terbaru di situs resmi atau tanyakan ke dinas koperasi dan UMKM serta pendamping UMKM di daerah Anda.",
              "Contoh: setelah usahanya stabil, Wati mendaftar NIB lewat OSS dengan ponselnya. Dengan NIB, ia bisa membuka rekening usaha dan mendaftar sebagai penyedia katering rapat di kantor kecamatan.",
              "Selain izin, pisahkan rekening pribadi dan usaha sejak awal. Ini langkah legal dan keuangan yang sama pentingnya.",
            ),
            en: p(
              "Legality makes a business more trusted by customers, eases access to bank financing and opens opportunities to supply companies or government agencies. For micro and small businesses, the first steps are now relatively simple.",
              "- Business Identification Number (NIB): the business identity issued through the Online Single Submission (OSS) system at oss.go.id. Registration is online and free of charge. For low-risk micro and small businesses, the NIB generally serves as the basic licence to operate.\n- Additional permits depending on the product: for example, home-made processed food businesses need a Home Industry Food Production Certificate (SPP-IRT) for certain products, or a BPOM distribution permit for others. Products sold as halal need halal certification through BPJPH.\n- Tax ID (NPWP): for tax obligations, and often requested by banks and business partners.",
              "Rules and technical requirements can change, so always check the latest information on official websites or ask your regional cooperative and SME office and small-business facilitators.",
              "Example: once her business was stable, Wati registered for an NIB through OSS on her phone. With it she could open a business bank account and register as a meeting caterer for the sub-district office.",
              "Besides permits, separate personal and business accounts from the start. It is an equally important legal and financial step.",
            ),
          },
        },
        {
          title: {
            id: "Mendapatkan Pelanggan dan Penjualan Pertama",
            en: "Winning Your First Customers and Sales",
          },
          body: {
            id: p(
              "Penjualan pertama adalah bukti bahwa usaha Anda memecahkan masalah nyata. Di tahap awal, fokuslah pada cara yang murah dan langsung, bukan iklan mahal.",
              "Strategi mendapatkan pelanggan pertama:",
              "- Mulai dari jaringan terdekat: keluarga, tetangga, rekan kerja, komunitas pengajian, arisan, atau alumni. Minta mereka mencoba dan memberi masukan jujur.\n- Gunakan WhatsApp Business: buat katalog, pesan salam otomatis, dan status rutin berisi foto produk dan testimoni.\n- Manfaatkan marketplace atau aplikasi pesan-antar jika sesuai dengan produk Anda.\n- Hadir di acara lokal: bazar, car free day, pameran UMKM dinas.\n- Minta testimoni dan rekomendasi: pelanggan puas adalah pemasar terbaik. Tawarkan insentif kecil untuk setiap pelanggan baru yang mereka ajak.",
              "Layani pelanggan pertama dengan istimewa. Tanyakan pengalaman mereka, perbaiki dengan cepat, dan ingat preferensi mereka. Di tahap ini, setiap pelanggan adalah sumber pelajaran.",
              "Catat semua penjualan sejak hari pertama: siapa membeli, apa, kapan, dan dari mana mereka tahu usaha Anda. Data ini akan menunjukkan saluran mana yang paling efektif.",
              "Contoh: dari catatannya, Wati menemukan bahwa sebagian besar pelanggan baru datang dari rekomendasi pelanggan lama di grup WhatsApp perumahan. Ia lalu memberi satu porsi gratis bagi pelanggan yang berhasil mengajak tetangga berlangganan.",
            ),
            en: p(
              "Your first sales are proof that the business solves a real problem. In the early stage, focus on cheap, direct methods rather than expensive advertising.",
              "Strategies for first customers:",
              "- Start with your closest network: family, neighbours, colleagues, religious study groups, arisan savings circles or alumni. Ask them to try it and give honest feedback.\n- Use WhatsApp Business: build a catalogue, an automatic greeting and regular status updates with product photos and testimonials.\n- Use marketplaces or delivery apps if they suit your product.\n- Show up at local events: bazaars, car-free days, government small-business fairs.\n- Ask for testimonials and referrals: satisfied customers are the best marketers. Offer a small incentive for every new customer they bring.",
              "Serve your first customers exceptionally. Ask about their experience, fix things quickly and remember their preferences. At this stage, every customer is a source of learning.",
              "Record every sale from day one: who bought, what, when and how they heard about you. The data will show which channels work best.",
              "Example: from her records, Wati found that most new customers came from existing customers' recommendations in the housing estate's WhatsApp group. She then gave one free portion to customers who got a neighbour to subscribe.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Pertanyaan awal yang paling tepat untuk menemukan ide usaha adalah…",
            en: "The best starting question for finding a business idea is…",
          },
          options: [
            {
              text: {
                id: '"Usaha apa yang modalnya paling kecil?"',
                en: '"Which business needs the least capital?"',
              },
              correct: false,
            },
            {
              text: { id: '"Produk apa yang sedang tren?"', en: '"What product is trending?"' },
              correct: false,
            },
            {
              text: {
                id: '"Masalah apa yang dihadapi orang di sekitar saya dan belum terpecahkan dengan baik?"',
                en: '"What problem do people around me face that isn\'t solved well?"',
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Usaha yang bertahan lama lahir dari masalah nyata yang sering dialami dan orang bersedia membayar solusinya.",
            en: "Lasting businesses grow from real, frequent problems people will pay to solve.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mana bukti validasi ide yang paling kuat?",
            en: "Which is the strongest evidence of idea validation?",
          },
          options: [
            {
              text: {
                id: "Delapan calon pelanggan membayar di muka untuk paket satu minggu",
                en: "Eight prospects pay in advance for a one-week package",
              },
              correct: true,
            },
            {
              text: {
                id: "Banyak yang menyukai unggahan di media sosial",
                en: "Many likes on a social media post",
              },
              correct: false,
            },
            {
              text: { id: 'Teman berkata "idenya bagus sekali"', en: 'A friend says "great idea"' },
              correct: false,
            },
          ],
          explanation: {
            id: "Komitmen nyata seperti pembayaran di muka lebih kuat daripada pujian atau tanda suka.",
            en: "Real commitment such as advance payment is stronger than praise or likes.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk blok Business Model Canvas?",
            en: "Which are blocks of the Business Model Canvas?",
          },
          options: [
            { text: { id: "Proposisi nilai", en: "Value proposition" }, correct: true },
            { text: { id: "Struktur biaya", en: "Cost structure" }, correct: true },
            {
              text: { id: "Riwayat pendidikan pemilik", en: "The owner's education history" },
              correct: false,
            },
            { text: { id: "Segmen pelanggan", en: "Customer segments" }, correct: true },
          ],
          explanation: {
            id: "Kanvas terdiri dari sembilan blok tentang pelanggan, nilai, saluran, pendapatan, sumber daya, aktivitas, mitra, dan biaya.",
            en: "The canvas has nine blocks on customers, value, channels, revenue, resources, activities, partners and costs.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa tujuan utama produk minimum yang layak (MVP)?",
            en: "What is the main purpose of a minimum viable product (MVP)?",
          },
          options: [
            {
              text: { id: "Menjual produk murah bermutu rendah", en: "Selling a cheap, low-quality product" },
              correct: false,
            },
            {
              text: {
                id: "Belajar tentang pasar secepat dan semurah mungkin sambil memberi manfaat nyata",
                en: "Learning about the market quickly and cheaply while delivering real value",
              },
              correct: true,
            },
            { text: { id: "Menghindari bertemu pelanggan", en: "Avoiding customers" }, correct: false },
          ],
          explanation: {
            id: "MVP adalah versi paling sederhana yang sudah bermanfaat, untuk siklus bangun–ukur–pelajari.",
            en: "An MVP is the simplest useful version, feeding the build–measure–learn cycle.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Biaya per porsi Rp18.000 dan harga jual Rp25.000. Berapa margin untuk 40 porsi?",
            en: "Cost per portion is Rp18,000 and price Rp25,000. What is the margin on 40 portions?",
          },
          options: [
            { text: { id: "Rp280.000", en: "Rp280,000" }, correct: true },
            { text: { id: "Rp720.000", en: "Rp720,000" }, correct: false },
            { text: { id: "Rp1.000.000", en: "Rp1,000,000" }, correct: false },
          ],
          explanation: {
            id: "Margin per porsi Rp7.000 × 40 porsi = Rp280.000.",
            en: "Margin per portion Rp7,000 × 40 portions = Rp280,000.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana pernyataan yang benar tentang NIB?",
            en: "Which statements about the NIB are true?",
          },
          options: [
            {
              text: { id: "Diterbitkan melalui sistem OSS", en: "It is issued through the OSS system" },
              correct: true,
            },
            {
              text: {
                id: "Pendaftarannya dilakukan daring tanpa biaya",
                en: "Registration is online and free",
              },
              correct: true,
            },
            {
              text: {
                id: "Menggantikan semua izin produk seperti izin edar BPOM",
                en: "It replaces all product permits such as BPOM distribution permits",
              },
              correct: false,
            },
            {
              text: {
                id: "Memudahkan akses pembiayaan dan kemitraan",
                en: "It eases access to financing and partnerships",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "NIB adalah identitas dan perizinan dasar, tetapi produk tertentu tetap memerlukan izin tambahan seperti SPP-IRT, izin BPOM, atau sertifikasi halal.",
            en: "The NIB is the basic identity and licence, but certain products still need extra permits such as SPP-IRT, BPOM or halal certification.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Strategi apa yang dianjurkan untuk mendapatkan pelanggan pertama?",
            en: "Which strategies are recommended for winning first customers?",
          },
          options: [
            {
              text: { id: "Langsung memasang iklan televisi", en: "Running TV ads straight away" },
              correct: false,
            },
            {
              text: {
                id: "Meminta rekomendasi pelanggan yang puas",
                en: "Asking satisfied customers for referrals",
              },
              correct: true,
            },
            {
              text: { id: "Memulai dari jaringan terdekat", en: "Starting with your closest network" },
              correct: true,
            },
            {
              text: {
                id: "Menggunakan WhatsApp Business dengan katalog dan testimoni",
                en: "Using WhatsApp Business with a catalogue and testimonials",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Di tahap awal, cara yang murah dan langsung lebih efektif daripada iklan mahal.",
            en: "In the early stage, cheap and direct methods beat expensive advertising.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kesalahan umum pengusaha pemula saat menetapkan harga adalah…",
            en: "A common beginner's pricing mistake is…",
          },
          options: [
            {
              text: { id: "Tidak menghitung upah untuk dirinya sendiri", en: "Not paying themselves a wage" },
              correct: true,
            },
            {
              text: { id: "Membandingkan dengan harga pesaing", en: "Comparing with competitors' prices" },
              correct: false,
            },
            {
              text: {
                id: "Meninjau harga saat bahan baku naik",
                en: "Reviewing prices when materials get dearer",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Tanpa menghitung upah sendiri, usaha tampak untung padahal pemiliknya bekerja tanpa dibayar.",
            en: "Without counting their own wage, a business looks profitable while the owner works unpaid.",
          },
        },
      ],
    },
    {
      key: "manajemen-keuangan-umkm",
      title: { id: "Manajemen Keuangan untuk UMKM", en: "Financial Management for Small Businesses" },
      description: {
        id: "Banyak usaha kecil tutup bukan karena produknya buruk, tetapi karena keuangannya tidak terkelola. Kursus ini mengajarkan cara memisahkan keuangan pribadi dan usaha, mencatat transaksi, menghitung HPP dan titik impas, menyusun laporan laba rugi sederhana, mengelola arus kas, serta memakai pinjaman secara sehat.",
        en: "Many small businesses close not because their products are bad but because their finances are unmanaged. This course teaches separating personal and business money, recording transactions, calculating cost of goods sold and break-even, preparing a simple profit and loss statement, managing cash flow and using loans responsibly.",
      },
      skills: [
        { id: "Memisahkan keuangan pribadi dan usaha", en: "Separating personal and business finances" },
        { id: "Pembukuan kas sederhana", en: "Simple cash bookkeeping" },
        { id: "Menghitung harga pokok penjualan (HPP)", en: "Calculating cost of goods sold" },
        { id: "Analisis titik impas", en: "Break-even analysis" },
        { id: "Menyusun laporan laba rugi", en: "Preparing a profit and loss statement" },
        { id: "Mengelola arus kas dan utang usaha", en: "Managing cash flow and business debt" },
      ],
      lessons: [
        {
          title: {
            id: "Memisahkan Uang Pribadi dan Uang Usaha",
            en: "Separating Personal and Business Money",
          },
          body: {
            id: p(
              "Kesalahan keuangan paling umum di UMKM adalah mencampur uang pribadi dan uang usaha. Uang hasil jualan dipakai untuk belanja rumah tangga, lalu saat harus membeli bahan baku, uangnya tidak ada. Pemilik merasa usahanya ramai, tetapi tidak pernah tahu apakah sebenarnya untung.",
              "Langkah memisahkan keuangan:",
              "- Buka rekening khusus usaha, terpisah dari rekening pribadi. Semua penerimaan penjualan masuk ke rekening ini, termasuk pembayaran QRIS dan transfer.\n- Tetapkan gaji untuk diri sendiri dalam jumlah tetap setiap bulan. Kebutuhan rumah tangga dibayar dari gaji itu, bukan langsung dari kas usaha.\n- Jika keluarga mengambil barang dagangan, catat sebagai pengambilan pribadi.\n- Sisihkan dana cadangan usaha untuk keadaan darurat, seperti mesin rusak atau sepi pembeli.",
              "Contoh: Pak Joko, pemilik bengkel las di Klaten, selalu merasa uangnya habis meski pesanan banyak. Setelah membuka rekening usaha dan menetapkan gaji Rp4 juta per bulan untuk dirinya, ia baru melihat bahwa sebagian besar kas sebelumnya terpakai untuk kebutuhan keluarga yang tidak tercatat. Kini ia bisa merencanakan pembelian bahan baku dengan tenang.",
              "Pemisahan ini juga memudahkan saat mengajukan pinjaman, karena bank bisa melihat arus kas usaha dengan jelas.",
            ),
            en: p(
              "The most common financial mistake in small businesses is mixing personal and business money. Sales income is spent on household needs, and when raw materials must be bought, the money is gone. The owner feels the business is busy but never knows whether it really makes a profit.",
              "Steps to separate finances:",
              "- Open a dedicated business account, separate from your personal account. All sales receipts go into it, including QRIS payments and transfers.\n- Pay yourself a fixed salary each month. Household needs are paid from that salary, not directly from business cash.\n- If family members take stock, record it as a personal withdrawal.\n- Set aside a business reserve for emergencies, such as a broken machine or a slow season.",
              "Example: Pak Joko, who runs a welding workshop in Klaten, always felt his money ran out despite plenty of orders. After opening a business account and paying himself Rp4 million a month, he saw that much of the cash had previously gone to unrecorded family needs. Now he can plan raw material purchases calmly.",
              "Separation also helps when applying for a loan, because the bank can see the business's cash flow clearly.",
            ),
          },
        },
        {
          title: {
            id: "Pembukuan Sederhana untuk Usaha Kecil",
            en: "Simple Bookkeeping for Small Businesses",
          },
          body: {
            id: p(
              "Pembukuan tidak harus rumit. Untuk usaha kecil, catatan sederhana yang konsisten jauh lebih berguna daripada sistem canggih yang tidak pernah diisi.",
              "Catatan dasar yang perlu dimiliki:",
              "- Buku kas: mencatat setiap uang masuk dan keluar, dengan tanggal, keterangan, jumlah, dan saldo.\n- Catatan piutang: siapa yang berutang kepada usaha, berapa, dan kapan jatuh temponya.\n- Catatan utang: kepada siapa usaha berutang dan kapan harus dibayar.\n- Catatan stok: jumlah barang masuk, keluar, dan sisa.",
              "Kebiasaan yang membantu:",
              "- Catat setiap hari, idealnya segera setelah transaksi. Menunda sampai akhir minggu membuat banyak transaksi terlupa.\n- Simpan bukti transaksi: nota, kuitansi, atau foto struk.\n- Cocokkan saldo buku kas dengan uang tunai dan saldo rekening setiap akhir hari atau minggu.\n- Kelompokkan pengeluaran: bahan baku, gaji, sewa, listrik, transportasi, dan lain-lain.",
              "Kini tersedia banyak aplikasi pencatatan keuangan UMKM di ponsel, termasuk yang gratis. Pilih yang sederhana dan sesuai kebutuhan. Buku tulis pun tetap sah asalkan rapi dan rutin.",
              "Contoh: setelah tiga bulan mencatat, pemilik warung makan di Purwokerto menemukan bahwa pengeluaran gas dan minyak goreng jauh lebih besar dari perkiraannya. Ia lalu membeli dalam jumlah lebih besar dari agen dengan harga lebih murah.",
            ),
            en: p(
              "Bookkeeping need not be complicated. For a small business, simple, consistent records are far more useful than a sophisticated system that never gets filled in.",
              "Basic records to keep:",
              "- Cash book: every amount in and out, with date, description, amount and balance.\n- Receivables record: who owes the business, how much and when it is due.\n- Payables record: whom the business owes and when payment is due.\n- Stock record: goods in, goods out and the remaining quantity.",
              "Helpful habits:",
              "- Record daily, ideally right after each transaction. Waiting until the weekend means many transactions are forgotten.\n- Keep proof: receipts, invoices or photos of them.\n- Reconcile the cash book balance with cash on hand and the bank balance at the end of each day or week.\n- Group expenses: raw materials, wages, rent, electricity, transport and others.",
              "Many small-business bookkeeping apps are now available on phones, including free ones. Choose one that is simple and fits your needs. A paper notebook is still valid as long as it is tidy and regular.",
              "Example: after three months of recording, a food stall owner in Purwokerto found that spending on gas and cooking oil was far higher than he had assumed. He then began buying larger quantities from a distributor at a lower price.",
            ),
          },
        },
        {
          title: { id: "Menghitung Harga Pokok Penjualan (HPP)", en: "Calculating Cost of Goods Sold" },
          body: {
            id: p(
              "Harga pokok penjualan (HPP) adalah biaya langsung untuk menghasilkan atau memperoleh barang yang dijual. Tanpa mengetahui HPP, Anda tidak bisa menentukan harga jual dan laba dengan tepat.",
              "Untuk usaha produksi, HPP per unit terdiri dari:",
              "- Bahan baku langsung: bahan yang menjadi bagian produk.\n- Tenaga kerja langsung: upah orang yang membuat produk.\n- Biaya produksi tidak langsung: gas, listrik produksi, kemasan, penyusutan alat.",
              "Contoh usaha keripik singkong di Lampung untuk satu kali produksi 100 bungkus:\n- Singkong, minyak, bumbu: Rp300.000\n- Upah dua pekerja setengah hari: Rp150.000\n- Gas, kemasan, dan label: Rp150.000\n- Total: Rp600.000, sehingga HPP per bungkus Rp6.000.",
              "Jika keripik dijual Rp10.000 per bungkus, laba kotor per bungkus Rp4.000, atau 40% dari harga jual. Dari laba kotor inilah usaha harus menutup biaya operasional seperti sewa, pemasaran, dan gaji pemilik.",
              "Untuk usaha dagang, HPP adalah harga beli barang ditambah ongkos angkut sampai barang siap dijual.",
              "Hitung ulang HPP setiap kali harga bahan baku berubah. Kenaikan harga minyak goreng atau cabai bisa menggerus laba tanpa disadari jika harga jual tidak disesuaikan.",
            ),
            en: p(
              "Cost of goods sold (COGS) is the direct cost of producing or acquiring the goods you sell. Without knowing it, you cannot set prices or calculate profit correctly.",
              "For a production business, COGS per unit consists of:",
              "- Direct materials: materials that become part of the product.\n- Direct labour: wages of the people who make the product.\n- Indirect production costs: gas, production electricity, packaging, equipment depreciation.",
              "Example of a cassava chip business in Lampung for one batch of 100 packs:\n- Cassava, oil, seasoning: Rp300,000\n- Wages for two workers for half a day: Rp150,000\n- Gas, packaging and labels: Rp150,000\n- Total: Rp600,000, so COGS per pack is Rp6,000.",
              "If the chips sell for Rp10,000 a pack, gross profit is Rp4,000 per pack, or 40% of the selling price. From this gross profit the business must cover operating costs such as rent, marketing and the owner's salary.",
              "For a trading business, COGS is the purchase price of goods plus freight until they are ready to sell.",
              "Recalculate COGS whenever raw material prices change. Rising cooking oil or chilli prices can quietly erode profit if selling prices are not adjusted.",
            ),
          },
        },
        {
          title: { id: "Titik Impas: Berapa yang Harus Terjual?", en: "Break-Even: How Much Must You Sell?" },
          body: {
            id: p(
              "Titik impas (break-even point) adalah jumlah penjualan di mana pendapatan tepat menutup semua biaya, sehingga usaha tidak untung dan tidak rugi. Penjualan di atas titik impas menghasilkan laba.",
              "Untuk menghitungnya, bedakan dua jenis biaya:",
              "- Biaya tetap: tidak berubah meski jumlah penjualan berubah, seperti sewa tempat, gaji tetap, dan cicilan alat.\n- Biaya variabel: naik-turun sesuai jumlah yang dijual, seperti bahan baku dan kemasan.",
              "Rumus titik impas dalam unit:\nTitik impas = biaya tetap per bulan ÷ (harga jual per unit − biaya variabel per unit)",
              "Contoh: kedai jus di Malang memiliki biaya tetap Rp6.000.000 per bulan (sewa, gaji satu karyawan, listrik). Harga jus Rp15.000 dengan biaya variabel Rp7.000 per gelas, sehingga setiap gelas menyumbang Rp8.000. Titik impasnya Rp6.000.000 ÷ Rp8.000 = 750 gelas per bulan, atau sekitar 25 gelas per hari jika buka 30 hari.",
              "Manfaat analisis titik impas:",
              "- Menilai kelayakan usaha baru sebelum dibuka.\n- Menentukan target penjualan harian yang realistis.\n- Menguji dampak keputusan, misalnya pindah ke tempat dengan sewa lebih mahal: berapa tambahan gelas yang harus terjual?",
              "Jika titik impas terasa mustahil dicapai, pertimbangkan menurunkan biaya tetap, menaikkan harga, atau menekan biaya variabel.",
            ),
            en: p(
              "The break-even point is the sales volume at which revenue exactly covers all costs, so the business makes neither profit nor loss. Sales above it generate profit.",
              "To calculate it, distinguish two kinds of cost:",
              "- Fixed costs: do not change with sales volume, such as rent, fixed salaries and equipment instalments.\n- Variable costs: rise and fall with the quantity sold, such as raw materials and packaging.",
              "Break-even formula in units:\nBreak-even = monthly fixed costs ÷ (selling price per unit − variable cost per unit)",
              "Example: a juice stall in Malang has fixed costs of Rp6,000,000 a month (rent, one employee's wage, electricity). A juice sells for Rp15,000 with a variable cost of Rp7,000 per glass, so each glass contributes Rp8,000. Break-even is Rp6,000,000 ÷ Rp8,000 = 750 glasses a month, or about 25 glasses a day if open 30 days.",
              "Benefits of break-even analysis:",
              "- Assessing the viability of a new business before opening.\n- Setting realistic daily sales targets.\n- Testing decisions, such as moving to a place with higher rent: how many more glasses must be sold?",
              "If break-even seems impossible to reach, consider cutting fixed costs, raising prices or lowering variable costs.",
            ),
          },
        },
        {
          title: {
            id: "Membaca Laporan Laba Rugi Sederhana",
            en: "Reading a Simple Profit and Loss Statement",
          },
          body: {
            id: p(
              "Laporan laba rugi menunjukkan apakah usaha untung atau rugi dalam satu periode, biasanya satu bulan. Laporan ini disusun dari catatan pembukuan harian.",
              "Struktur sederhananya:",
              "- Pendapatan (penjualan)\n- dikurangi HPP\n- = Laba kotor\n- dikurangi biaya operasional: sewa, gaji (termasuk gaji pemilik), listrik, transportasi, pemasaran, penyusutan peralatan\n- = Laba sebelum pajak\n- dikurangi pajak\n- = Laba bersih",
              "Contoh bulan Maret usaha kue kering di Bandung:\n- Penjualan Rp40.000.000\n- HPP Rp22.000.000, laba kotor Rp18.000.000 (45%)\n- Biaya operasional Rp12.500.000\n- Laba sebelum pajak Rp5.500.000",
              "Yang perlu diperhatikan pemilik:",
              "- Margin laba kotor: jika persentasenya turun dari bulan ke bulan, periksa harga bahan baku atau pemborosan produksi.\n- Biaya operasional yang melonjak: cari penyebabnya.\n- Tren beberapa bulan, bukan hanya satu bulan. Usaha musiman, seperti kue kering yang ramai menjelang Lebaran, perlu dilihat setahun penuh.",
              "Ingat, laba tidak sama dengan uang kas. Usaha bisa mencatat laba tetapi kasnya kosong karena banyak penjualan belum dibayar pelanggan atau uang tertahan di stok. Hal ini dibahas pada materi arus kas.",
            ),
            en: p(
              "A profit and loss statement shows whether a business made a profit or loss over a period, usually a month. It is built from the daily bookkeeping records.",
              "Its simple structure:",
              "- Revenue (sales)\n- minus COGS\n- = Gross profit\n- minus operating expenses: rent, wages (including the owner's salary), electricity, transport, marketing, equipment depreciation\n- = Profit before tax\n- minus tax\n- = Net profit",
              "Example for March at a cookie business in Bandung:\n- Sales Rp40,000,000\n- COGS Rp22,000,000, gross profit Rp18,000,000 (45%)\n- Operating expenses Rp12,500,000\n- Profit before tax Rp5,500,000",
              "What the owner should watch:",
              "- Gross margin: if the percentage falls month after month, check raw material prices or production waste.\n- Surging operating expenses: find the cause.\n- Trends over several months, not just one. Seasonal businesses, such as cookies that sell strongly before Eid, should be viewed over a full year.",
              "Remember, profit is not the same as cash. A business can record a profit while its cash is empty because many sales are unpaid or money is tied up in stock. This is covered in the cash flow lesson.",
            ),
          },
        },
        {
          title: { id: "Mengelola Arus Kas Usaha", en: "Managing Business Cash Flow" },
          body: {
            id: p(
              "Arus kas adalah aliran uang tunai yang benar-benar masuk dan keluar dari usaha. Banyak usaha yang mencatat laba tetap kesulitan membayar gaji atau pemasok karena kasnya tidak tersedia pada saat dibutuhkan.",
              "Penyebab umum masalah arus kas:",
              "- Piutang menumpuk: pelanggan grosir atau instansi membayar 30–60 hari setelah barang dikirim.\n- Stok berlebihan: uang tertahan dalam barang yang belum terjual.\n- Pengeluaran besar mendadak: mesin rusak atau pembelian alat tanpa rencana.\n- Pola musiman: penjualan tinggi di bulan tertentu, sepi di bulan lain.",
              "Cara mengelola arus kas:",
              "- Buat proyeksi arus kas bulanan: perkirakan uang masuk dan keluar untuk tiga sampai enam bulan ke depan.\n- Tagih piutang tepat waktu. Sepakati syarat pembayaran tertulis, kirim tagihan segera, dan ingatkan sebelum jatuh tempo.\n- Minta uang muka untuk pesanan besar.\n- Negosiasikan tempo pembayaran dengan pemasok.\n- Kendalikan stok: beli sesuai kebutuhan, bukan hanya karena ada diskon.\n- Siapkan dana cadangan untuk beberapa bulan biaya tetap.",
              "Contoh: konveksi di Pekalongan menerima pesanan seragam sekolah senilai Rp80 juta dengan pembayaran setelah barang diterima. Pemiliknya meminta uang muka 40% untuk membeli kain, sehingga produksi berjalan tanpa harus meminjam dengan bunga tinggi.",
            ),
            en: p(
              "Cash flow is the flow of cash actually coming into and going out of a business. Many businesses that record profits still struggle to pay wages or suppliers because cash is not available when needed.",
              "Common causes of cash flow problems:",
              "- Piling receivables: wholesale customers or agencies pay 30–60 days after delivery.\n- Excess stock: money tied up in unsold goods.\n- Sudden large expenses: a broken machine or unplanned equipment purchases.\n- Seasonal patterns: strong sales in some months, quiet in others.",
              "How to manage cash flow:",
              "- Make a monthly cash flow projection: estimate cash in and out for the next three to six months.\n- Collect receivables on time. Agree written payment terms, send invoices promptly and send reminders before due dates.\n- Ask for down payments on large orders.\n- Negotiate payment terms with suppliers.\n- Control stock: buy according to need, not just because of a discount.\n- Keep a reserve covering several months of fixed costs.",
              "Example: a garment workshop in Pekalongan received a Rp80 million school uniform order payable after delivery. The owner asked for a 40% down payment to buy fabric, so production went ahead without borrowing at high interest.",
            ),
          },
        },
        {
          title: { id: "Memakai Pinjaman Usaha secara Sehat", en: "Using Business Loans Responsibly" },
          body: {
            id: p(
              "Pinjaman bisa mempercepat pertumbuhan usaha jika dipakai untuk kegiatan yang menghasilkan uang, tetapi bisa menjerat jika dipakai sembarangan.",
              "Prinsip meminjam yang sehat:",
              "- Pinjam untuk kegiatan produktif yang hasilnya bisa membayar cicilan, seperti membeli mesin yang menambah kapasitas atau bahan baku untuk pesanan yang sudah pasti. Hindari meminjam untuk menutup kerugian rutin tanpa memperbaiki penyebabnya.\n- Hitung kemampuan bayar: cicilan sebaiknya jauh di bawah laba bersih bulanan, dengan ruang aman jika penjualan turun.\n- Bandingkan biaya total pinjaman, bukan hanya cicilan: bunga, biaya administrasi, provisi, dan asuransi.\n- Baca perjanjian dengan teliti, termasuk denda keterlambatan dan agunan.",
              "Sumber pinjaman yang bisa dipertimbangkan antara lain bank, koperasi simpan pinjam, dan program Kredit Usaha Rakyat (KUR) yang bunganya disubsidi pemerintah dan disalurkan melalui bank serta lembaga penyalur yang ditunjuk.",
              "Waspadai pinjaman daring ilegal. Sebelum memakai layanan pinjaman daring, pastikan penyelenggaranya terdaftar dan berizin di Otoritas Jasa Keuangan (OJK). Tanda bahaya: meminta akses ke seluruh kontak ponsel, bunga dan denda tidak jelas, atau penagihan dengan ancaman.",
              "Contoh: Pak Joko mengambil KUR untuk membeli mesin las baru yang membuatnya bisa menerima pesanan pagar besi lebih banyak. Ia menghitung bahwa tambahan laba dari pesanan baru cukup untuk membayar cicilan, dengan sisa yang masih aman.",
            ),
            en: p(
              "A loan can speed up growth when used for money-making activities, but becomes a trap when used carelessly.",
              "Principles of responsible borrowing:",
              "- Borrow for productive activities whose returns can pay the instalments, such as a machine that adds capacity or materials for a confirmed order. Avoid borrowing to cover recurring losses without fixing their cause.\n- Calculate repayment capacity: instalments should be well below monthly net profit, with a safety margin if sales fall.\n- Compare the total cost of the loan, not just the instalment: interest, administration fees, provision fees and insurance.\n- Read the agreement carefully, including late penalties and collateral.",
              "Sources worth considering include banks, savings and loan cooperatives and the Kredit Usaha Rakyat (KUR) programme, whose interest is subsidised by the government and which is distributed through banks and other appointed lenders.",
              "Beware of illegal online lenders. Before using an online lending service, make sure the provider is registered and licensed by the Financial Services Authority (OJK). Warning signs: demanding access to all your phone contacts, unclear interest and penalties, or collection by threats.",
              "Example: Pak Joko took a KUR loan to buy a new welding machine that lets him accept more iron fence orders. He calculated that extra profit from new orders would cover the instalments with a safe margin.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Mana langkah yang tepat untuk memisahkan keuangan pribadi dan usaha?",
            en: "Which steps properly separate personal and business finances?",
          },
          options: [
            {
              text: { id: "Menetapkan gaji tetap untuk pemilik", en: "Paying the owner a fixed salary" },
              correct: true,
            },
            {
              text: {
                id: "Mengambil kas usaha kapan saja untuk kebutuhan rumah",
                en: "Taking business cash for household needs at any time",
              },
              correct: false,
            },
            {
              text: {
                id: "Mencatat barang yang diambil keluarga sebagai pengambilan pribadi",
                en: "Recording stock taken by family as a personal withdrawal",
              },
              correct: true,
            },
            {
              text: { id: "Membuka rekening khusus usaha", en: "Opening a dedicated business account" },
              correct: true,
            },
          ],
          explanation: {
            id: "Kebutuhan rumah dibayar dari gaji pemilik, bukan langsung dari kas usaha.",
            en: "Household needs are paid from the owner's salary, not directly from business cash.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kapan sebaiknya transaksi dicatat dalam buku kas?",
            en: "When should transactions be recorded in the cash book?",
          },
          options: [
            { text: { id: "Sebulan sekali", en: "Once a month" }, correct: false },
            {
              text: { id: "Hanya saat akan mengajukan pinjaman", en: "Only when applying for a loan" },
              correct: false,
            },
            {
              text: {
                id: "Setiap hari, idealnya segera setelah transaksi",
                en: "Daily, ideally right after each transaction",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Mencatat segera mencegah transaksi terlupa dan membuat saldo bisa dicocokkan.",
            en: "Recording promptly prevents forgotten transactions and allows balances to be reconciled.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Satu kali produksi 100 bungkus menghabiskan biaya langsung Rp600.000. Berapa HPP per bungkus?",
            en: "A batch of 100 packs has direct costs of Rp600,000. What is COGS per pack?",
          },
          options: [
            { text: { id: "Rp4.000", en: "Rp4,000" }, correct: false },
            { text: { id: "Rp6.000", en: "Rp6,000" }, correct: true },
            { text: { id: "Rp10.000", en: "Rp10,000" }, correct: false },
          ],
          explanation: {
            id: "Rp600.000 ÷ 100 bungkus = Rp6.000 per bungkus.",
            en: "Rp600,000 ÷ 100 packs = Rp6,000 per pack.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Biaya tetap Rp6.000.000/bulan, harga Rp15.000, biaya variabel Rp7.000. Berapa titik impas?",
            en: "Fixed costs Rp6,000,000/month, price Rp15,000, variable cost Rp7,000. What is break-even?",
          },
          options: [
            { text: { id: "400 unit", en: "400 units" }, correct: false },
            { text: { id: "750 unit", en: "750 units" }, correct: true },
            { text: { id: "857 unit", en: "857 units" }, correct: false },
          ],
          explanation: {
            id: "Rp6.000.000 ÷ (Rp15.000 − Rp7.000) = Rp6.000.000 ÷ Rp8.000 = 750 unit.",
            en: "Rp6,000,000 ÷ (Rp15,000 − Rp7,000) = Rp6,000,000 ÷ Rp8,000 = 750 units.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Mana yang termasuk biaya tetap?", en: "Which are fixed costs?" },
          options: [
            { text: { id: "Sewa tempat", en: "Rent" }, correct: true },
            { text: { id: "Gaji karyawan tetap", en: "Permanent staff salaries" }, correct: true },
            { text: { id: "Bahan baku per produk", en: "Raw materials per product" }, correct: false },
            { text: { id: "Kemasan per unit", en: "Packaging per unit" }, correct: false },
          ],
          explanation: {
            id: "Biaya tetap tidak berubah mengikuti jumlah penjualan; bahan baku dan kemasan adalah biaya variabel.",
            en: "Fixed costs do not change with sales volume; materials and packaging are variable costs.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa usaha yang mencatat laba bisa kehabisan kas?",
            en: "Why can a business that records a profit run out of cash?",
          },
          options: [
            {
              text: {
                id: "Karena banyak penjualan belum dibayar atau uang tertahan di stok",
                en: "Because many sales are unpaid or money is tied up in stock",
              },
              correct: true,
            },
            {
              text: {
                id: "Karena laporan laba rugi selalu salah",
                en: "Because P&L statements are always wrong",
              },
              correct: false,
            },
            {
              text: { id: "Karena laba tidak pernah berupa uang", en: "Because profit is never money" },
              correct: false,
            },
          ],
          explanation: {
            id: "Laba dicatat saat penjualan terjadi, tetapi kas baru masuk saat pelanggan membayar; stok juga mengikat uang.",
            en: "Profit is recorded at the sale, but cash arrives only when customers pay; stock also ties up money.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Mana cara memperbaiki arus kas?", en: "Which measures improve cash flow?" },
          options: [
            {
              text: {
                id: "Membeli stok sebanyak-banyaknya saat ada diskon",
                en: "Buying as much stock as possible during discounts",
              },
              correct: false,
            },
            {
              text: {
                id: "Menegosiasikan tempo pembayaran dengan pemasok",
                en: "Negotiating payment terms with suppliers",
              },
              correct: true,
            },
            {
              text: {
                id: "Meminta uang muka untuk pesanan besar",
                en: "Asking for down payments on large orders",
              },
              correct: true,
            },
            {
              text: { id: "Menagih piutang tepat waktu", en: "Collecting receivables on time" },
              correct: true,
            },
          ],
          explanation: {
            id: "Membeli stok berlebihan justru mengikat uang; stok dibeli sesuai kebutuhan.",
            en: "Buying excess stock ties up money; stock should be bought according to need.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Sebelum memakai layanan pinjaman daring, apa yang harus dipastikan?",
            en: "Before using an online lending service, what must you confirm?",
          },
          options: [
            { text: { id: "Pencairannya paling cepat", en: "It disburses fastest" }, correct: false },
            {
              text: {
                id: "Penyelenggaranya terdaftar dan berizin di OJK",
                en: "The provider is registered and licensed by the OJK",
              },
              correct: true,
            },
            {
              text: { id: "Aplikasinya paling banyak diunduh", en: "The app has the most downloads" },
              correct: false,
            },
          ],
          explanation: {
            id: "Izin OJK adalah syarat utama; pinjaman daring ilegal sering meminta akses kontak dan menagih dengan ancaman.",
            en: "OJK licensing is the key requirement; illegal lenders often demand contact access and collect by threats.",
          },
        },
      ],
    },
    {
      key: "kewirausahaan-sosial-bumdes-koperasi",
      title: {
        id: "Kewirausahaan Sosial, BUMDes, dan Koperasi",
        en: "Social Entrepreneurship, Village Enterprises and Cooperatives",
      },
      description: {
        id: "Usaha bisa sekaligus menghasilkan keuntungan dan memecahkan masalah masyarakat. Kursus ini membahas kewirausahaan sosial, cara memetakan potensi desa, pengelolaan BUMDes dan koperasi, model bisnis berdampak, pengukuran dampak sosial, serta tata kelola yang transparan.",
        en: "A business can both earn a profit and solve community problems. This course covers social entrepreneurship, mapping village potential, running village-owned enterprises (BUMDes) and cooperatives, impact business models, measuring social impact and transparent governance.",
      },
      skills: [
        { id: "Memahami kewirausahaan sosial", en: "Understanding social entrepreneurship" },
        { id: "Memetakan potensi desa dan komunitas", en: "Mapping village and community potential" },
        { id: "Mengelola unit usaha BUMDes", en: "Running BUMDes business units" },
        { id: "Menerapkan prinsip koperasi", en: "Applying cooperative principles" },
        { id: "Mengukur dampak sosial", en: "Measuring social impact" },
        {
          id: "Tata kelola usaha bersama yang transparan",
          en: "Transparent governance of shared enterprises",
        },
      ],
      lessons: [
        {
          title: { id: "Apa Itu Kewirausahaan Sosial?", en: "What Is Social Entrepreneurship?" },
          body: {
            id: p(
              "Kewirausahaan sosial adalah menjalankan usaha yang tujuan utamanya memecahkan masalah sosial atau lingkungan, dengan cara yang mandiri secara finansial. Berbeda dengan lembaga amal yang bergantung pada donasi, usaha sosial menghasilkan pendapatan dari penjualan produk atau jasa.",
              "Ciri usaha sosial:",
              "- Misi sosial atau lingkungan yang jelas, misalnya membuka lapangan kerja bagi penyandang disabilitas, meningkatkan pendapatan petani kecil, atau mengurangi sampah plastik.\n- Model bisnis yang menghasilkan pendapatan berkelanjutan.\n- Keuntungan sebagian besar digunakan kembali untuk memperkuat misi.\n- Dampak yang diukur, bukan hanya diklaim.",
              "Contoh bentuk usaha sosial di Indonesia:",
              "- Usaha yang membeli hasil panen petani dengan harga adil dan memberi pelatihan budidaya.\n- Bank sampah yang mengubah sampah warga menjadi tabungan.\n- Kafe atau bengkel kerja yang mempekerjakan teman tuli atau mantan warga binaan pemasyarakatan.\n- Usaha kerajinan yang memberdayakan perempuan di desa.",
              "Tantangan utama usaha sosial adalah menjaga keseimbangan: jika terlalu fokus pada keuntungan, misi bisa terlupakan; jika mengabaikan keuntungan, usaha tidak bertahan dan misinya pun berhenti.",
              "Pertanyaan awal yang baik: masalah sosial apa yang paling saya pahami, dan siapa yang bersedia membayar untuk solusi yang juga membantu mengatasi masalah itu?",
            ),
            en: p(
              "Social entrepreneurship means running a business whose main purpose is to solve a social or environmental problem in a financially self-sustaining way. Unlike a charity that depends on donations, a social enterprise earns revenue by selling products or services.",
              "Features of a social enterprise:",
              "- A clear social or environmental mission, such as creating jobs for people with disabilities, raising smallholder farmers' incomes or reducing plastic waste.\n- A business model that generates sustainable revenue.\n- Most profits are reinvested to strengthen the mission.\n- Impact is measured, not just claimed.",
              "Examples of social enterprises in Indonesia:",
              "- Businesses that buy farmers' harvests at fair prices and provide cultivation training.\n- Waste banks that turn residents' rubbish into savings.\n- Cafés or workshops that employ deaf people or former prison inmates.\n- Craft businesses that empower women in villages.",
              "The main challenge is balance: focus too much on profit and the mission may be forgotten; ignore profit and the business will not survive, so the mission stops too.",
              "A good starting question: which social problem do I understand best, and who would pay for a solution that also helps address it?",
            ),
          },
        },
        {
          title: {
            id: "Memetakan Potensi Desa dan Komunitas",
            en: "Mapping Village and Community Potential",
          },
          body: {
            id: p(
              "Usaha bersama di desa atau komunitas paling kuat jika dibangun dari potensi yang sudah ada, bukan meniru usaha yang sukses di tempat lain tanpa menyesuaikan.",
              "Pemetaan potensi mencakup:",
              "- Sumber daya alam: hasil pertanian, perkebunan, perikanan, hutan, air, dan bentang alam yang menarik.\n- Sumber daya manusia: keterampilan warga seperti menenun, mengolah makanan, memperbaiki mesin, atau memandu wisata.\n- Aset fisik: gedung, lahan kas desa, pasar, jalan, dan sarana penyimpanan.\n- Sosial dan budaya: tradisi, kesenian, dan jaringan perantau.\n- Kebutuhan yang belum terlayani: layanan yang selama ini harus dicari ke kota.",
              "Cara mengumpulkan informasi: musyawarah dusun, wawancara dengan kelompok tani, kelompok perempuan, dan pemuda, serta penelusuran data desa. Libatkan warga sejak awal agar mereka merasa memiliki.",
              "Setelah dipetakan, nilai setiap peluang: apakah ada pasar yang mau membeli, apakah warga mampu mengelolanya, berapa modal yang dibutuhkan, dan apakah usaha ini bersaing dengan usaha warga sendiri.",
              "Contoh: sebuah desa di Wonosobo memetakan bahwa petaninya menghasilkan banyak kentang, tetapi menjual saat harga jatuh karena tidak punya gudang. Peluang yang dipilih adalah gudang penyimpanan bersama dan pengolahan keripik, bukan membuka usaha baru yang jauh dari keahlian warga.",
            ),
            en: p(
              "Shared enterprises in a village or community are strongest when built on existing potential, not by copying a business that succeeded elsewhere without adapting it.",
              "Potential mapping covers:",
              "- Natural resources: crops, plantations, fisheries, forests, water and attractive landscapes.\n- Human resources: residents' skills such as weaving, food processing, machine repair or guiding tourists.\n- Physical assets: buildings, village-owned land, markets, roads and storage facilities.\n- Social and cultural assets: traditions, arts and networks of villagers living elsewhere.\n- Unmet needs: services residents currently have to seek in town.",
              "Ways to gather information: hamlet deliberations, interviews with farmer groups, women's groups and youth, and reviewing village data. Involve residents from the start so they feel ownership.",
              "Once mapped, assess each opportunity: is there a market willing to buy, can residents manage it, how much capital is needed, and would it compete with residents' own businesses?",
              "Example: a village in Wonosobo found that its farmers produced plenty of potatoes but sold when prices crashed because they had no storage. The opportunity chosen was a shared storage facility and crisp processing, not a new business far from residents' skills.",
            ),
          },
        },
        {
          title: { id: "BUMDes: Badan Usaha Milik Desa", en: "BUMDes: Village-Owned Enterprises" },
          body: {
            id: p(
              "Badan Usaha Milik Desa (BUMDes) adalah badan usaha yang dimiliki desa untuk mengelola usaha, memanfaatkan aset, dan memberikan layanan demi kesejahteraan warga. Keberadaannya diatur dalam Undang-Undang Nomor 6 Tahun 2014 tentang Desa beserta peraturan pelaksanaannya.",
              "Hal penting tentang BUMDes:",
              "- Pendiriannya disepakati melalui musyawarah desa, dan modal awalnya dapat berasal dari penyertaan modal desa.\n- Pengelolaannya dipisahkan dari pemerintahan desa, dengan pengurus yang memiliki tugas dan tanggung jawab jelas.\n- BUMDes dapat menjalankan beberapa unit usaha, misalnya air bersih, simpan pinjam, toko desa, pengelolaan wisata, penyewaan alat pertanian, atau pengolahan hasil panen.\n- Hasil usaha dibagi sesuai ketentuan, antara lain untuk pendapatan asli desa dan pengembangan usaha.",
              "Kunci keberhasilan BUMDes:",
              "- Memilih usaha berdasarkan potensi dan kebutuhan nyata, bukan sekadar mengikuti tren.\n- Tidak mematikan usaha warga, melainkan melengkapi atau menguatkannya.\n- Pengurus yang kompeten dan dipilih berdasarkan kemampuan.\n- Pembukuan rapi dan laporan rutin kepada warga.",
              "Contoh: BUMDes di sebuah desa di Jawa Timur mengelola unit air bersih yang melayani ratusan rumah dengan tarif terjangkau. Pendapatannya dipakai untuk perawatan jaringan pipa, sementara sisa hasil usaha menambah pendapatan desa.",
            ),
            en: p(
              "A BUMDes (Badan Usaha Milik Desa) is a village-owned enterprise that runs businesses, makes use of assets and provides services for residents' welfare. It is regulated by Law No. 6 of 2014 on Villages and its implementing regulations.",
              "Key points about BUMDes:",
              "- Its establishment is agreed through a village deliberation, and its initial capital can come from the village's capital participation.\n- Its management is separate from the village government, with managers who have clear duties and responsibilities.\n- A BUMDes can run several business units, such as clean water, savings and loans, a village shop, tourism management, farm equipment rental or crop processing.\n- Business results are distributed according to the rules, including to village own-source revenue and business development.",
              "Keys to BUMDes success:",
              "- Choosing businesses based on real potential and needs, not just following trends.\n- Not crowding out residents' businesses, but complementing or strengthening them.\n- Competent managers chosen for their ability.\n- Tidy bookkeeping and regular reports to residents.",
              "Example: a BUMDes in a village in East Java runs a clean-water unit serving hundreds of homes at affordable rates. Its revenue pays for pipe network maintenance, while the surplus adds to the village's income.",
            ),
          },
        },
        {
          title: { id: "Koperasi sebagai Usaha Bersama", en: "Cooperatives as Shared Enterprises" },
          body: {
            id: p(
              "Koperasi adalah badan usaha yang dimiliki dan dikendalikan oleh anggotanya untuk memenuhi kebutuhan ekonomi bersama. Koperasi sangat relevan bagi pelaku usaha kecil, petani, nelayan, dan pekerja yang lebih kuat jika bergabung.",
              "Prinsip koperasi yang berlaku secara internasional dan juga dianut di Indonesia antara lain:",
              "- Keanggotaan sukarela dan terbuka.\n- Pengelolaan demokratis: setiap anggota punya satu suara dalam rapat anggota, tidak peduli besar simpanannya.\n- Partisipasi ekonomi anggota, dengan sisa hasil usaha (SHU) dibagi sesuai jasa atau transaksi anggota.\n- Kemandirian.\n- Pendidikan bagi anggota dan kerja sama antarkoperasi.",
              "Rapat Anggota adalah pemegang kekuasaan tertinggi dalam koperasi. Di sinilah pengurus dan pengawas dipilih, rencana kerja disahkan, dan laporan pertanggungjawaban dinilai.",
              "Manfaat koperasi bagi anggota:",
              "- Daya tawar lebih kuat: membeli pupuk atau bahan baku dalam jumlah besar dengan harga lebih murah.\n- Akses pasar: memasarkan hasil bersama ke pembeli besar.\n- Akses pembiayaan melalui simpan pinjam.",
              "Contoh: puluhan nelayan di pesisir Sulawesi Selatan bergabung dalam koperasi untuk membeli es dan bahan bakar bersama serta menjual hasil tangkapan langsung ke pabrik pengolahan. Harga jual mereka naik karena tidak lagi bergantung pada satu tengkulak.",
            ),
            en: p(
              "A cooperative is an enterprise owned and controlled by its members to meet shared economic needs. Cooperatives are highly relevant for small business owners, farmers, fishers and workers who are stronger together.",
              "The cooperative principles recognised internationally and also followed in Indonesia include:",
              "- Voluntary and open membership.\n- Democratic control: every member has one vote at the members' meeting, regardless of the size of their savings.\n- Member economic participation, with the surplus (SHU) shared according to each member's transactions.\n- Autonomy and independence.\n- Education for members and cooperation among cooperatives.",
              "The Members' Meeting holds the highest authority in a cooperative. It elects the board and supervisors, approves the work plan and assesses the accountability report.",
              "Benefits for members:",
              "- Stronger bargaining power: buying fertiliser or materials in bulk at lower prices.\n- Market access: selling produce jointly to large buyers.\n- Access to finance through savings and loans.",
              "Example: dozens of fishers on the South Sulawesi coast joined a cooperative to buy ice and fuel together and sell their catch directly to a processing plant. Their selling prices rose because they no longer depended on a single middleman.",
            ),
          },
        },
        {
          title: { id: "Merancang Model Bisnis yang Berdampak", en: "Designing an Impact Business Model" },
          body: {
            id: p(
              "Usaha sosial dan usaha bersama tetap harus menjawab pertanyaan bisnis yang sama dengan usaha lain: siapa pelanggannya, apa nilai yang diberikan, dan bagaimana pendapatannya menutup biaya. Bedanya, dampak sosial dirancang menjadi bagian dari model bisnis, bukan tambahan.",
              "Beberapa pola model bisnis berdampak:",
              "- Penerima manfaat sebagai pemasok: usaha membeli produk petani, perajin, atau nelayan kecil dengan harga adil dan membantu meningkatkan mutunya.\n- Penerima manfaat sebagai karyawan: usaha membuka lapangan kerja bagi kelompok yang sulit mendapat pekerjaan.\n- Penerima manfaat sebagai pelanggan: usaha menyediakan layanan terjangkau, seperti air bersih atau listrik tenaga surya, bagi warga yang belum terlayani.\n- Subsidi silang: pelanggan yang mampu membayar harga penuh, sehingga layanan bagi kelompok kurang mampu bisa lebih murah.",
              "Uji model Anda dengan pertanyaan: jika penjualan naik, apakah dampaknya juga naik? Model yang baik membuat pertumbuhan usaha dan dampak bergerak searah.",
              "Contoh: usaha tenun di Nusa Tenggara Timur menjual kain dan produk turunannya ke pasar kota besar dan wisatawan. Semakin banyak produk terjual, semakin banyak penenun perempuan di desa yang mendapat penghasilan tetap dan semakin terjaga motif tradisional.",
            ),
            en: p(
              "Social and shared enterprises must still answer the same business questions as any business: who the customers are, what value is delivered and how revenue covers costs. The difference is that social impact is designed into the business model, not added on.",
              "Some impact business model patterns:",
              "- Beneficiaries as suppliers: the business buys from smallholder farmers, artisans or fishers at fair prices and helps improve their quality.\n- Beneficiaries as employees: the business creates jobs for groups who struggle to find work.\n- Beneficiaries as customers: the business provides affordable services, such as clean water or solar power, to underserved residents.\n- Cross-subsidy: customers who can afford it pay full price, so services for low-income groups can be cheaper.",
              "Test your model by asking: if sales rise, does impact rise too? A good model makes business growth and impact move in the same direction.",
              "Example: a weaving enterprise in East Nusa Tenggara sells cloth and derived products to big-city markets and tourists. The more products it sells, the more women weavers in the village earn a steady income and the better traditional motifs are preserved.",
            ),
          },
        },
        {
          title: { id: "Mengukur Dampak Sosial", en: "Measuring Social Impact" },
          body: {
            id: p(
              "Usaha sosial perlu membuktikan dampaknya, bukan hanya menceritakannya. Pengukuran dampak membantu memperbaiki program, meyakinkan mitra dan investor, serta menjaga usaha tetap setia pada misinya.",
              "Gunakan rantai logika yang sama seperti pengukuran kinerja:",
              "- Kegiatan: apa yang dilakukan, misalnya pelatihan pengolahan kopi bagi petani.\n- Keluaran: hasil langsung, misalnya 120 petani dilatih.\n- Hasil (outcome): perubahan yang terjadi, misalnya persentase panen yang memenuhi standar mutu naik dan harga jual rata-rata meningkat.\n- Dampak: perubahan jangka panjang, misalnya pendapatan rumah tangga petani meningkat dan anak-anak mereka dapat bersekolah lebih tinggi.",
              "Tips pengukuran yang praktis:",
              "- Pilih sedikit indikator yang paling penting dan bisa dikumpulkan secara rutin.\n- Catat kondisi awal sebelum program dimulai, agar perubahan bisa dibandingkan.\n- Gabungkan angka dengan cerita nyata dari penerima manfaat.\n- Jujur tentang hasil yang belum tercapai. Kejujuran membangun kepercayaan jangka panjang.",
              "Contoh: bank sampah di sebuah kelurahan di Surabaya mencatat berat sampah yang terkumpul setiap bulan, jumlah nasabah aktif, dan total tabungan warga. Data ini dipakai untuk melaporkan manfaatnya kepada kelurahan dan mengajukan kerja sama dengan perusahaan daur ulang.",
            ),
            en: p(
              "Social enterprises need to prove their impact, not just tell stories about it. Impact measurement helps improve programmes, convince partners and investors, and keep the enterprise true to its mission.",
              "Use the same logic chain as performance measurement:",
              "- Activities: what is done, such as coffee processing training for farmers.\n- Outputs: direct results, such as 120 farmers trained.\n- Outcomes: changes that occur, such as a higher share of the harvest meeting quality standards and a higher average selling price.\n- Impact: long-term change, such as higher farm household incomes and children able to continue their education.",
              "Practical measurement tips:",
              "- Choose a few key indicators that can be collected regularly.\n- Record the baseline before the programme starts so change can be compared.\n- Combine numbers with real stories from beneficiaries.\n- Be honest about results not yet achieved. Honesty builds long-term trust.",
              "Example: a waste bank in an urban village in Surabaya records the weight of waste collected each month, the number of active members and residents' total savings. It uses the data to report its benefits to the village office and to propose partnerships with recycling companies.",
            ),
          },
        },
        {
          title: {
            id: "Tata Kelola dan Akuntabilitas Usaha Bersama",
            en: "Governance and Accountability in Shared Enterprises",
          },
          body: {
            id: p(
              "Usaha milik bersama, seperti BUMDes, koperasi, atau usaha kelompok, mengelola uang dan aset banyak orang. Tanpa tata kelola yang baik, usaha mudah terjebak konflik, penyalahgunaan dana, dan hilangnya kepercayaan warga atau anggota.",
              "Prinsip tata kelola yang baik:",
              "- Transparansi: laporan keuangan dan kegiatan dapat diakses oleh pemilik, misalnya dipaparkan dalam musyawarah desa atau rapat anggota dan ditempel di papan informasi.\n- Akuntabilitas: setiap pengurus bertanggung jawab atas tugasnya dan melaporkan hasilnya secara berkala.\n- Pemisahan peran: yang memutuskan, yang menjalankan, dan yang mengawasi adalah pihak berbeda. Bendahara tidak sekaligus memeriksa pembukuannya sendiri.\n- Aturan tertulis: anggaran dasar, aturan pembagian hasil, prosedur pembelian, dan batas kewenangan pengeluaran.\n- Pencegahan konflik kepentingan: pengurus tidak boleh mengutamakan usaha keluarganya sendiri sebagai pemasok tanpa proses yang terbuka.",
              "Praktik sederhana yang efektif: dua tanda tangan untuk setiap pengeluaran di atas jumlah tertentu, pemeriksaan kas mendadak oleh pengawas, dan laporan bulanan singkat kepada seluruh anggota.",
              "Contoh: koperasi tani di Jember memasang papan laporan keuangan bulanan di kantor dan membagikan ringkasannya di grup WhatsApp anggota. Sejak itu, partisipasi rapat anggota meningkat dan anggota lebih percaya untuk menambah simpanan.",
            ),
            en: p(
              "Jointly owned enterprises, such as BUMDes, cooperatives or group businesses, manage the money and assets of many people. Without good governance they easily fall into conflict, misuse of funds and loss of residents' or members' trust.",
              "Principles of good governance:",
              "- Transparency: financial and activity reports are accessible to the owners, for example presented at village deliberations or members' meetings and posted on a notice board.\n- Accountability: every manager is responsible for their duties and reports results regularly.\n- Separation of roles: those who decide, those who execute and those who supervise are different people. The treasurer does not audit their own books.\n- Written rules: articles of association, profit-sharing rules, purchasing procedures and spending authority limits.\n- Preventing conflicts of interest: managers must not favour their own family businesses as suppliers without an open process.",
              "Simple, effective practices: two signatures for any spending above a set amount, surprise cash checks by supervisors and a short monthly report to all members.",
              "Example: a farmers' cooperative in Jember posts a monthly financial report board at its office and shares a summary in the members' WhatsApp group. Since then, attendance at members' meetings has risen and members are more willing to add to their savings.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Apa perbedaan utama usaha sosial dengan lembaga amal?",
            en: "What mainly distinguishes a social enterprise from a charity?",
          },
          options: [
            {
              text: {
                id: "Usaha sosial menghasilkan pendapatan dari penjualan produk atau jasa",
                en: "A social enterprise earns revenue by selling products or services",
              },
              correct: true,
            },
            {
              text: {
                id: "Usaha sosial tidak memiliki misi sosial",
                en: "A social enterprise has no social mission",
              },
              correct: false,
            },
            {
              text: {
                id: "Usaha sosial hanya bergantung pada donasi",
                en: "A social enterprise relies only on donations",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Usaha sosial mandiri secara finansial melalui penjualan, sementara lembaga amal bergantung pada donasi.",
            en: "Social enterprises are financially self-sustaining through sales, while charities depend on donations.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Apa saja yang dipetakan dalam pemetaan potensi desa?",
            en: "What is mapped in a village potential mapping?",
          },
          options: [
            { text: { id: "Keterampilan warga", en: "Residents' skills" }, correct: true },
            { text: { id: "Kebutuhan yang belum terlayani", en: "Unmet needs" }, correct: true },
            {
              text: {
                id: "Usaha yang sedang viral di kota lain saja",
                en: "Only businesses going viral in other cities",
              },
              correct: false,
            },
            { text: { id: "Sumber daya alam", en: "Natural resources" }, correct: true },
          ],
          explanation: {
            id: "Pemetaan dimulai dari potensi dan kebutuhan yang ada, bukan meniru usaha lain tanpa penyesuaian.",
            en: "Mapping starts from existing potential and needs, not copying other businesses without adapting them.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Undang-undang yang menjadi dasar keberadaan BUMDes adalah…",
            en: "Which law underpins the existence of BUMDes?",
          },
          options: [
            {
              text: { id: "Peraturan internal koperasi", en: "A cooperative's internal rules" },
              correct: false,
            },
            {
              text: { id: "Keputusan rapat RT", en: "A neighbourhood association decision" },
              correct: false,
            },
            {
              text: { id: "UU Nomor 6 Tahun 2014 tentang Desa", en: "Law No. 6 of 2014 on Villages" },
              correct: true,
            },
          ],
          explanation: {
            id: "BUMDes diatur dalam UU Desa Nomor 6 Tahun 2014 beserta peraturan pelaksanaannya.",
            en: "BUMDes are regulated by the Village Law No. 6 of 2014 and its implementing regulations.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Mana kunci keberhasilan BUMDes?", en: "Which are keys to BUMDes success?" },
          options: [
            {
              text: {
                id: "Memilih usaha berdasarkan potensi dan kebutuhan nyata",
                en: "Choosing businesses on real potential and needs",
              },
              correct: true,
            },
            {
              text: { id: "Tidak mematikan usaha warga", en: "Not crowding out residents' businesses" },
              correct: true,
            },
            {
              text: {
                id: "Pembukuan rapi dan laporan rutin kepada warga",
                en: "Tidy books and regular reports to residents",
              },
              correct: true,
            },
            {
              text: {
                id: "Merahasiakan laporan keuangan dari warga",
                en: "Keeping financial reports secret from residents",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "BUMDes milik desa, sehingga warga berhak mengetahui laporannya.",
            en: "A BUMDes belongs to the village, so residents are entitled to see its reports.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam rapat anggota koperasi, hak suara setiap anggota adalah…",
            en: "At a cooperative members' meeting, each member's voting right is…",
          },
          options: [
            { text: { id: "Satu anggota satu suara", en: "One member, one vote" }, correct: true },
            {
              text: { id: "Sebanding dengan besar simpanan", en: "Proportional to savings" },
              correct: false,
            },
            {
              text: { id: "Hanya pengurus yang memiliki suara", en: "Only the board votes" },
              correct: false,
            },
          ],
          explanation: {
            id: "Prinsip pengelolaan demokratis memberi setiap anggota satu suara, tidak peduli besar simpanannya.",
            en: "Democratic control gives each member one vote, regardless of savings.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Ciri model bisnis berdampak yang baik adalah…",
            en: "A good impact business model is one where…",
          },
          options: [
            {
              text: { id: "Keuntungan tidak perlu diperhatikan", en: "Profit can be ignored" },
              correct: false,
            },
            {
              text: {
                id: "Pertumbuhan penjualan dan dampak bergerak searah",
                en: "Sales growth and impact move in the same direction",
              },
              correct: true,
            },
            {
              text: {
                id: "Dampak hanya ditambahkan saat ada sisa anggaran",
                en: "Impact is added only when budget is left over",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Dampak dirancang menjadi bagian model bisnis, sehingga makin banyak penjualan berarti makin besar dampak.",
            en: "Impact is designed into the model, so more sales mean more impact.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"120 petani dilatih" termasuk tingkat apa dalam rantai pengukuran dampak?',
            en: '"120 farmers trained" is which level in the impact chain?',
          },
          options: [
            { text: { id: "Keluaran (output)", en: "Output" }, correct: true },
            { text: { id: "Hasil (outcome)", en: "Outcome" }, correct: false },
            { text: { id: "Dampak jangka panjang", en: "Long-term impact" }, correct: false },
          ],
          explanation: {
            id: "Jumlah yang dilatih adalah keluaran langsung kegiatan; perubahan mutu dan harga adalah hasil.",
            en: "The number trained is a direct output; changes in quality and price are outcomes.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana praktik tata kelola yang baik untuk usaha bersama?",
            en: "Which are good governance practices for shared enterprises?",
          },
          options: [
            {
              text: {
                id: "Bendahara memeriksa pembukuannya sendiri",
                en: "The treasurer audits their own books",
              },
              correct: false,
            },
            {
              text: { id: "Laporan bulanan kepada seluruh anggota", en: "Monthly reports to all members" },
              correct: true,
            },
            {
              text: {
                id: "Dua tanda tangan untuk pengeluaran di atas jumlah tertentu",
                en: "Two signatures for spending above a set amount",
              },
              correct: true,
            },
            {
              text: {
                id: "Pemeriksaan kas mendadak oleh pengawas",
                en: "Surprise cash checks by supervisors",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Pemisahan peran berarti pemeriksa berbeda dari yang mengelola; bendahara tidak memeriksa dirinya sendiri.",
            en: "Separation of roles means the checker differs from the manager; treasurers do not audit themselves.",
          },
        },
      ],
    },
  ],
};

export default content;
