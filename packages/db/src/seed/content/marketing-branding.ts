/**
 * Marketing & Branding: marketing fundamentals, digital marketing for MSMEs, and brand building including
 * trademark protection and product labelling rules that Indonesian small producers actually meet.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "marketing-branding",
  tracks: [
    {
      key: "marketing-fundamentals",
      title: t("Dasar-Dasar Pemasaran", "Marketing Fundamentals"),
      description: t(
        "Pahami pemasaran sebagai cara menciptakan dan menyampaikan nilai kepada pelanggan yang tepat. Anda belajar segmentasi, target, dan positioning, memahami pelanggan, bauran pemasaran 4P, proposisi nilai, rencana pemasaran, serta cara mengukur hasilnya.",
        "Understand marketing as creating and delivering value to the right customers. You learn segmentation, targeting and positioning, customer insight, the 4P marketing mix, value propositions, marketing plans and how to measure results.",
      ),
      skills: [
        t("Segmentasi, targeting, dan positioning", "Segmentation, targeting and positioning"),
        t("Riset dan persona pelanggan", "Customer research and personas"),
        t("Bauran pemasaran 4P", "The 4P marketing mix"),
        t("Merumuskan proposisi nilai", "Crafting a value proposition"),
        t("Menyusun rencana pemasaran", "Writing a marketing plan"),
        t("Mengukur kinerja pemasaran", "Measuring marketing performance"),
      ],
      lessons: [
        {
          title: t("Apa Itu Pemasaran?", "What Is Marketing?"),
          body: t(
            p(
              "Banyak orang menyamakan pemasaran dengan iklan atau promosi. Padahal pemasaran jauh lebih luas: memahami kebutuhan pelanggan, merancang produk dan harga yang sesuai, membuatnya mudah didapat, lalu mengomunikasikan nilainya, sehingga pelanggan puas dan usaha memperoleh keuntungan.",
              "Inti pemasaran adalah nilai, yaitu manfaat yang dirasakan pelanggan dibandingkan dengan biaya yang ia keluarkan, baik uang, waktu, maupun tenaga.",
              "Perbedaan cara berpikir:",
              '- Berorientasi produk: "Kami membuat keripik, bagaimana cara menjualnya?"\n- Berorientasi pelanggan: "Siapa yang membutuhkan camilan, dalam situasi apa, dan apa yang mereka anggap penting?"',
              "Contoh: produsen keripik tempe di Malang semula menjual dalam kemasan besar di pasar tradisional. Setelah berbicara dengan pembeli, ia menemukan bahwa wisatawan mencari oleh-oleh yang ringan dibawa, tahan lama, dan kemasannya menarik untuk hadiah. Ia membuat kemasan kecil bersegel dengan cerita tentang Malang, lalu menitipkannya di toko oleh-oleh dekat stasiun. Produknya hampir sama, tetapi nilainya bagi pelanggan berbeda.",
              "Pemasaran yang baik juga jujur. Janji yang berlebihan mungkin menarik pembeli pertama, tetapi kekecewaan membuat mereka tidak kembali.",
            ),
            p(
              "Many people equate marketing with advertising or promotion. In fact it is much broader: understanding customer needs, designing suitable products and prices, making them easy to obtain, then communicating their value, so customers are satisfied and the business makes a profit.",
              "The core of marketing is value: the benefit customers feel compared with what they give up, whether money, time or effort.",
              "Two ways of thinking:",
              '- Product-oriented: "We make chips; how do we sell them?"\n- Customer-oriented: "Who needs a snack, in what situation, and what matters to them?"',
              "Example: a tempeh-chip producer in Malang used to sell large packs at traditional markets. After talking to buyers, she found that tourists wanted souvenirs that were light to carry, long-lasting and attractively packed as gifts. She created small sealed packs with a story about Malang and placed them in souvenir shops near the station. The product was almost the same, but its value to customers was different.",
              "Good marketing is also honest. Overblown promises may attract first-time buyers, but disappointment stops them coming back.",
            ),
          ),
        },
        {
          title: t(
            "Segmentasi, Target Pasar, dan Positioning (STP)",
            "Segmentation, Targeting and Positioning (STP)",
          ),
          body: t(
            p(
              "Tidak ada produk yang cocok untuk semua orang. Kerangka STP membantu memfokuskan upaya pemasaran.",
              "Segmentasi: membagi pasar menjadi kelompok dengan kebutuhan atau ciri serupa. Dasar pembagiannya bisa:",
              "- Geografis: kota, desa, provinsi.\n- Demografis: usia, pendapatan, pekerjaan.\n- Perilaku: frekuensi membeli, manfaat yang dicari, kesetiaan.\n- Psikografis: gaya hidup dan nilai.",
              "Targeting: memilih segmen yang paling menarik untuk dilayani, dengan mempertimbangkan ukuran segmen, kemampuan membeli, persaingan, dan kecocokan dengan kekuatan usaha Anda.",
              'Positioning: menentukan bagaimana Anda ingin diingat oleh segmen sasaran dibandingkan pesaing. Rumusan sederhananya: "Untuk [target], [merek] adalah [kategori] yang [manfaat utama], karena [alasan untuk percaya]."',
              'Contoh: kedai kopi di dekat kampus di Makassar memilih mahasiswa yang mengerjakan tugas sebagai target. Positioning-nya: "Untuk mahasiswa yang perlu tempat belajar, kami adalah kedai kopi yang nyaman untuk berjam-jam, karena Wi-Fi stabil, banyak colokan, dan harga paket hemat." Pilihan ini menentukan tata ruang, menu, dan harga. Kedai itu tidak berusaha menarik semua orang, dan justru karena itu ia mudah diingat.',
            ),
            p(
              "No product suits everyone. The STP framework helps focus marketing effort.",
              "Segmentation: dividing the market into groups with similar needs or traits. Bases can be:",
              "- Geographic: city, village, province.\n- Demographic: age, income, occupation.\n- Behavioural: purchase frequency, benefits sought, loyalty.\n- Psychographic: lifestyle and values.",
              "Targeting: choosing the most attractive segments to serve, considering segment size, purchasing power, competition and fit with your strengths.",
              'Positioning: deciding how you want the target segment to remember you compared with competitors. A simple formula: "For [target], [brand] is the [category] that [main benefit], because [reason to believe]."',
              'Example: a coffee shop near a campus in Makassar chooses students doing assignments as its target. Its positioning: "For students who need a place to study, we are the coffee shop that is comfortable for hours, because of stable Wi-Fi, plenty of sockets and value bundles." This choice shapes the layout, menu and prices. The shop does not try to attract everyone, and that is exactly why it is memorable.',
            ),
          ),
        },
        {
          title: t("Memahami Pelanggan: Riset dan Persona", "Understanding Customers: Research and Personas"),
          body: t(
            p(
              "Keputusan pemasaran yang baik berangkat dari pemahaman pelanggan, bukan tebakan pemilik. Riset pelanggan tidak harus mahal.",
              "Cara sederhana mengenal pelanggan:",
              "- Wawancara singkat 10–15 menit dengan lima sampai sepuluh pelanggan: mengapa memilih Anda, di mana biasanya membeli, apa yang mengganggu.\n- Amati perilaku: jam ramai, produk yang sering dibeli bersamaan, pertanyaan yang sering muncul di WhatsApp.\n- Baca ulasan, baik tentang usaha Anda maupun pesaing.\n- Survei singkat dengan pertanyaan netral.",
              "Hasil riset bisa dirangkum dalam persona, yaitu gambaran pelanggan khas yang dibuat berdasarkan data nyata. Contoh persona untuk usaha katering sehat di Jakarta:",
              '- "Dina, 29 tahun, karyawan kantor di Jakarta Selatan. Ingin makan sehat tetapi tidak sempat memasak. Memesan lewat ponsel saat istirahat siang. Khawatir porsi kecil dan harga tidak sebanding. Percaya pada ulasan teman kantor."',
              "Persona membantu tim membuat keputusan yang konsisten: foto menu menonjolkan porsi, harga ditampilkan per hari, dan program ajak teman dibuat karena Dina percaya rekomendasi rekan.",
              "Perbarui persona secara berkala. Pelanggan berubah, dan riset kecil yang rutin lebih berguna daripada riset besar yang hanya dilakukan sekali.",
            ),
            p(
              "Good marketing decisions start from understanding customers, not the owner's guesses. Customer research need not be expensive.",
              "Simple ways to get to know customers:",
              "- Short 10–15 minute interviews with five to ten customers: why they choose you, where they usually buy, what annoys them.\n- Observe behaviour: busy hours, products often bought together, questions that come up often on WhatsApp.\n- Read reviews of your business and of competitors.\n- Short surveys with neutral questions.",
              "Research can be summarised as a persona: a picture of a typical customer built from real data. An example persona for a healthy catering business in Jakarta:",
              '- "Dina, 29, an office worker in South Jakarta. Wants to eat healthily but has no time to cook. Orders on her phone during lunch break. Worries that portions are small and not worth the price. Trusts reviews from office friends."',
              "A persona helps the team make consistent decisions: menu photos highlight portion size, prices are shown per day, and a refer-a-friend scheme exists because Dina trusts colleagues' recommendations.",
              "Update personas regularly. Customers change, and small routine research is more useful than one big study done once.",
            ),
          ),
        },
        {
          title: t(
            "Bauran Pemasaran 4P: Produk, Harga, Tempat, Promosi",
            "The 4P Marketing Mix: Product, Price, Place, Promotion",
          ),
          body: t(
            p(
              "Bauran pemasaran 4P adalah empat keputusan utama yang harus saling mendukung:",
              "- Produk: apa yang ditawarkan, termasuk mutu, varian, kemasan, dan layanan pendukung.\n- Harga: berapa yang dibayar pelanggan, termasuk diskon, paket, dan cara bayar.\n- Tempat (distribusi): di mana dan bagaimana pelanggan mendapatkannya, misalnya toko, marketplace, reseller, atau pesan-antar.\n- Promosi: bagaimana Anda mengomunikasikan nilai, misalnya media sosial, brosur, pameran, atau promosi penjualan.",
              'Keempatnya harus konsisten dengan positioning. Contoh ketidakcocokan: madu hutan premium dari Sumbawa dengan kemasan bagus dan harga tinggi, tetapi dijual di lapak diskon dengan promosi "paling murah". Pesan yang bertentangan ini membingungkan pelanggan.',
              "Contoh bauran yang selaras untuk madu tersebut:",
              "- Produk: botol kaca, label asal hutan dan tanggal panen.\n- Harga: premium, dengan pilihan ukuran kecil untuk mencoba.\n- Tempat: toko oleh-oleh, toko kesehatan, dan toko daring resmi.\n- Promosi: cerita tentang peternak dan proses panen, ulasan pelanggan, serta sampel di pameran.",
              "Untuk usaha jasa, sering ditambah 3P lain: people (orang yang melayani), process (alur layanan), dan physical evidence (bukti fisik seperti tempat dan seragam).",
            ),
            p(
              "The 4P marketing mix is four key decisions that must support one another:",
              "- Product: what is offered, including quality, variants, packaging and supporting services.\n- Price: what customers pay, including discounts, bundles and payment methods.\n- Place (distribution): where and how customers get it, such as shops, marketplaces, resellers or delivery.\n- Promotion: how you communicate value, such as social media, leaflets, exhibitions or sales promotions.",
              'All four must fit the positioning. An example of a mismatch: premium wild honey from Sumbawa with fine packaging and a high price, yet sold on discount stalls promoted as "the cheapest". These conflicting messages confuse customers.',
              "An aligned mix for that honey:",
              "- Product: glass bottle, label showing the forest of origin and harvest date.\n- Price: premium, with a small size for trying.\n- Place: souvenir shops, health stores and an official online store.\n- Promotion: stories about the honey gatherers and the harvest, customer reviews and samples at exhibitions.",
              "For service businesses, three more Ps are often added: people (those who serve), process (the service flow) and physical evidence (tangible cues such as premises and uniforms).",
            ),
          ),
        },
        {
          title: t("Merumuskan Proposisi Nilai", "Crafting a Value Proposition"),
          body: t(
            p(
              "Proposisi nilai adalah pernyataan singkat tentang mengapa pelanggan sasaran sebaiknya memilih Anda. Proposisi nilai yang kuat menjawab tiga pertanyaan: untuk siapa, masalah atau keinginan apa yang dipenuhi, dan apa bedanya dengan pilihan lain.",
              "Cara menyusunnya:",
              '- Daftar pekerjaan yang ingin diselesaikan pelanggan, misalnya "menyiapkan bekal anak tiap pagi".\n- Daftar kesulitan mereka: waktu sempit, anak pilih-pilih makanan, khawatir soal gizi.\n- Daftar harapan: praktis, sehat, anak suka.\n- Cocokkan dengan fitur dan manfaat produk Anda, lalu pilih yang paling penting dan paling berbeda dari pesaing.',
              'Contoh untuk usaha frozen food rumahan di Bekasi: "Lauk beku siap goreng untuk ibu bekerja: tanpa pengawet tambahan, porsi pas untuk bekal anak, dan matang dalam lima menit."',
              "Ciri proposisi nilai yang baik:",
              '- Spesifik dan mudah dipahami dalam beberapa detik.\n- Menonjolkan manfaat, bukan hanya fitur.\n- Bisa dibuktikan. Klaim seperti "tanpa pengawet tambahan" harus benar dan sesuai aturan label pangan.\n- Relevan bagi target, bukan sekadar menarik bagi pemilik.',
              "Uji proposisi nilai Anda dengan beberapa calon pelanggan: apakah mereka bisa mengulanginya dengan kata-kata sendiri dan merasa tertarik?",
            ),
            p(
              "A value proposition is a short statement of why target customers should choose you. A strong one answers three questions: for whom, which problem or desire it meets, and how it differs from alternatives.",
              "How to build it:",
              "- List the jobs customers want done, such as \"packing a child's lunch every morning\".\n- List their pains: little time, fussy eaters, worries about nutrition.\n- List their hopes: practical, healthy, liked by children.\n- Match these to your product's features and benefits, then choose the most important and most distinctive ones.",
              'Example for a home-made frozen food business in Bekasi: "Ready-to-fry frozen side dishes for working mothers: no added preservatives, the right portion for a child\'s lunch box, and cooked in five minutes."',
              "Signs of a good value proposition:",
              '- Specific and understood within seconds.\n- Highlights benefits, not just features.\n- Provable. A claim such as "no added preservatives" must be true and comply with food labelling rules.\n- Relevant to the target, not merely appealing to the owner.',
              "Test your value proposition with a few potential customers: can they repeat it in their own words, and are they interested?",
            ),
          ),
        },
        {
          title: t("Menyusun Rencana dan Anggaran Pemasaran", "Writing a Marketing Plan and Budget"),
          body: t(
            p(
              "Rencana pemasaran mengubah ide menjadi tindakan yang terjadwal dan terukur. Untuk UMKM, rencana satu sampai dua halaman sudah cukup, asalkan jelas.",
              "Isi rencana pemasaran sederhana:",
              '- Situasi saat ini: penjualan, pelanggan utama, pesaing, kekuatan dan kelemahan.\n- Tujuan yang terukur, misalnya "menambah 150 pelanggan langganan baru dalam enam bulan".\n- Target dan positioning.\n- Strategi dan kegiatan per bulan, berdasarkan 4P.\n- Anggaran untuk setiap kegiatan.\n- Ukuran keberhasilan dan jadwal evaluasi.',
              "Anggaran bisa ditetapkan dengan beberapa cara: persentase dari penjualan, menyamai pesaing, atau berdasarkan tujuan dan tugas, yaitu menghitung biaya kegiatan yang dibutuhkan untuk mencapai tujuan. Cara terakhir paling terkait dengan hasil.",
              "Contoh: usaha laundry di Balikpapan menargetkan pelanggan dari rumah kos sekitar. Rencananya: bulan pertama membagikan brosur dan voucher cuci pertama ke 20 rumah kos (Rp750.000), bulan kedua memasang iklan lokal di media sosial (Rp1 juta), dan bulan ketiga meluncurkan kartu langganan. Setiap akhir bulan, pemilik mencatat jumlah pelanggan baru dari setiap kegiatan.",
              "Sisihkan sebagian kecil anggaran untuk mencoba hal baru, dan pindahkan anggaran dari kegiatan yang tidak menghasilkan ke yang terbukti efektif.",
            ),
            p(
              "A marketing plan turns ideas into scheduled, measurable actions. For an MSME, a one- or two-page plan is enough as long as it is clear.",
              "Contents of a simple marketing plan:",
              '- Current situation: sales, key customers, competitors, strengths and weaknesses.\n- Measurable goals, such as "gain 150 new subscribing customers in six months".\n- Target and positioning.\n- Strategy and monthly activities, based on the 4Ps.\n- A budget for each activity.\n- Success measures and a review schedule.',
              "Budgets can be set in several ways: a percentage of sales, matching competitors, or objective-and-task, which costs the activities needed to reach the goal. The last is most closely tied to results.",
              "Example: a laundry in Balikpapan targets tenants of nearby boarding houses. Its plan: in month one, hand out leaflets and first-wash vouchers to 20 boarding houses (Rp750,000); in month two, run local social-media ads (Rp1 million); in month three, launch a subscription card. At each month end the owner records how many new customers each activity brought.",
              "Set aside a small part of the budget to try new things, and move money from activities that do not deliver to those that prove effective.",
            ),
          ),
        },
        {
          title: t("Mengukur Kinerja Pemasaran", "Measuring Marketing Performance"),
          body: t(
            p(
              "Pemasaran yang tidak diukur sulit diperbaiki. Beberapa ukuran dasar yang bisa dihitung UMKM:",
              "- Biaya akuisisi pelanggan (CAC): total biaya pemasaran dibagi jumlah pelanggan baru. Jika biaya promosi Rp5 juta menghasilkan 100 pelanggan baru, CAC-nya Rp50.000.\n- Tingkat konversi: persentase orang yang mengambil tindakan, misalnya dari 400 orang yang bertanya lewat WhatsApp, 60 membeli, berarti konversinya 15%.\n- Nilai pembelian rata-rata dan frekuensi pembelian ulang.\n- Laba dari pemasaran: bandingkan tambahan laba kotor dengan biaya kegiatan.",
              "Bandingkan CAC dengan nilai pelanggan. Jika rata-rata pelanggan memberi laba kotor Rp40.000 per bulan dan bertahan enam bulan, CAC Rp50.000 masih menguntungkan. Jika pelanggan hanya membeli sekali dengan laba Rp20.000, kegiatan itu merugi.",
              'Agar tahu kegiatan mana yang berhasil, catat sumber setiap pelanggan: tanyakan "Tahu kami dari mana?", gunakan kode voucher berbeda untuk setiap kegiatan, atau nomor WhatsApp khusus untuk brosur.',
              "Contoh: toko kue di Denpasar menemukan bahwa voucher di brosur kantor menghasilkan CAC jauh lebih rendah daripada iklan berbayar umum, sehingga anggaran dipindahkan ke kerja sama dengan kantor-kantor sekitar.",
              "Ukur secara rutin dan gunakan hasilnya untuk keputusan, bukan sekadar laporan.",
            ),
            p(
              "Marketing that is not measured is hard to improve. Some basic measures an MSME can calculate:",
              "- Customer acquisition cost (CAC): total marketing cost divided by new customers. If Rp5 million of promotion brings 100 new customers, CAC is Rp50,000.\n- Conversion rate: the share of people who take an action; if 60 of 400 people who asked on WhatsApp buy, conversion is 15%.\n- Average order value and repeat-purchase frequency.\n- Profit from marketing: compare the extra gross profit with the activity's cost.",
              "Compare CAC with customer value. If the average customer brings Rp40,000 gross profit a month and stays six months, a Rp50,000 CAC is still profitable. If customers buy only once with Rp20,000 profit, the activity loses money.",
              'To know which activities work, record each customer\'s source: ask "How did you hear about us?", use a different voucher code for each activity, or a dedicated WhatsApp number for leaflets.',
              "Example: a cake shop in Denpasar finds that vouchers in office leaflets produce a far lower CAC than general paid ads, so it shifts budget to partnerships with nearby offices.",
              "Measure regularly and use the results for decisions, not just reports.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Apa inti pemasaran menurut materi?",
            "What is the core of marketing according to the lesson?",
          ),
          options: [
            o(false, "Memasang iklan sebanyak-banyaknya", "Running as many ads as possible"),
            o(
              true,
              "Menciptakan dan menyampaikan nilai bagi pelanggan",
              "Creating and delivering value for customers",
            ),
            o(false, "Menjual dengan harga paling murah", "Selling at the lowest price"),
          ],
          explanation: t(
            "Pemasaran mencakup memahami kebutuhan, merancang produk dan harga, distribusi, dan komunikasi nilai, bukan hanya iklan.",
            "Marketing covers understanding needs, designing product and price, distribution and communicating value, not just ads.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            '"Untuk mahasiswa yang perlu tempat belajar, kami adalah kedai kopi yang nyaman untuk berjam-jam" adalah contoh apa?',
            '"For students who need a place to study, we are the coffee shop that is comfortable for hours" is an example of what?',
          ),
          options: [
            o(true, "Pernyataan positioning", "A positioning statement"),
            o(false, "Anggaran pemasaran", "A marketing budget"),
            o(false, "Segmentasi geografis", "Geographic segmentation"),
          ],
          explanation: t(
            "Positioning menyatakan bagaimana merek ingin diingat oleh target dibandingkan pesaing.",
            "Positioning states how the brand wants its target to remember it compared with competitors.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana cara riset pelanggan sederhana yang dianjurkan?",
            "Which simple customer research methods are recommended?",
          ),
          options: [
            o(
              true,
              "Mengamati pertanyaan yang sering muncul di WhatsApp",
              "Noting frequent questions on WhatsApp",
            ),
            o(
              false,
              "Menyusun persona hanya dari imajinasi pemilik",
              "Building personas from the owner's imagination alone",
            ),
            o(true, "Wawancara singkat dengan beberapa pelanggan", "Short interviews with a few customers"),
            o(
              true,
              "Membaca ulasan tentang usaha sendiri dan pesaing",
              "Reading reviews of your business and competitors",
            ),
          ],
          explanation: t(
            "Persona harus dibuat dari data nyata; wawancara, ulasan, pengamatan, dan survei adalah sumbernya.",
            "Personas must be built from real data; interviews, reviews, observation and surveys are the sources.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            'Madu premium berkemasan bagus dijual di lapak diskon dengan slogan "paling murah". Apa masalahnya?',
            'Premium, well-packed honey is sold on discount stalls as "the cheapest". What is the problem?',
          ),
          options: [
            o(false, "Harganya terlalu rendah untuk madu", "The price is too low for honey"),
            o(false, "Tidak ada masalah", "There is no problem"),
            o(
              true,
              "Unsur 4P tidak selaras dengan positioning sehingga pesannya membingungkan",
              "The 4Ps are not aligned with the positioning, so the message confuses",
            ),
          ],
          explanation: t(
            "Produk, harga, tempat, dan promosi harus saling mendukung positioning yang sama.",
            "Product, price, place and promotion must all support the same positioning.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana ciri proposisi nilai yang baik?", "Which are signs of a good value proposition?"),
          options: [
            o(true, "Klaimnya bisa dibuktikan", "Its claims are provable"),
            o(false, "Memakai istilah teknis sebanyak mungkin", "Uses as much jargon as possible"),
            o(true, "Spesifik dan cepat dipahami", "Specific and quickly understood"),
            o(true, "Menonjolkan manfaat bagi pelanggan", "Highlights customer benefits"),
          ],
          explanation: t(
            "Proposisi nilai yang baik spesifik, berbasis manfaat, bisa dibuktikan, dan relevan bagi target.",
            "A good value proposition is specific, benefit-based, provable and relevant to the target.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Metode anggaran mana yang paling terkait dengan hasil yang ingin dicapai?",
            "Which budgeting method is most closely tied to intended results?",
          ),
          options: [
            o(false, "Menyamai anggaran pesaing", "Matching competitors' budgets"),
            o(true, "Berdasarkan tujuan dan tugas", "Objective-and-task"),
            o(false, "Memakai sisa uang di akhir tahun", "Using leftover money at year end"),
          ],
          explanation: t(
            "Metode tujuan dan tugas menghitung biaya kegiatan yang dibutuhkan untuk mencapai tujuan tertentu.",
            "Objective-and-task costs the activities needed to reach a specific goal.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Biaya promosi Rp5 juta menghasilkan 100 pelanggan baru. Berapa CAC-nya?",
            "Rp5 million of promotion brings 100 new customers. What is the CAC?",
          ),
          options: [
            o(true, "Rp50.000", "Rp50,000"),
            o(false, "Rp500.000", "Rp500,000"),
            o(false, "Rp5.000", "Rp5,000"),
          ],
          explanation: t(
            "Rp5.000.000 ÷ 100 = Rp50.000 per pelanggan baru.",
            "Rp5,000,000 ÷ 100 = Rp50,000 per new customer.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dari 400 orang yang bertanya lewat WhatsApp, 60 membeli. Berapa tingkat konversinya?",
            "Of 400 people who asked on WhatsApp, 60 bought. What is the conversion rate?",
          ),
          options: [o(false, "60%", "60%"), o(false, "6%", "6%"), o(true, "15%", "15%")],
          explanation: t("60 ÷ 400 = 0,15 atau 15%.", "60 ÷ 400 = 0.15, or 15%."),
        },
      ],
    },
    {
      key: "digital-marketing-msme",
      title: t("Pemasaran Digital untuk UMKM", "Digital Marketing for MSMEs"),
      description: t(
        "Manfaatkan kanal digital untuk menjangkau dan mempertahankan pelanggan dengan anggaran terbatas. Anda belajar corong pemasaran digital, pencarian lokal, strategi konten media sosial, iklan berbayar, pemasaran lewat WhatsApp, optimasi marketplace, dan pengukuran hasil.",
        "Use digital channels to reach and keep customers on a limited budget. You learn the digital marketing funnel, local search, social media content strategy, paid ads, WhatsApp marketing, marketplace optimisation and measuring results.",
      ),
      skills: [
        t("Memahami corong pemasaran digital", "Understanding the digital marketing funnel"),
        t("Optimasi pencarian lokal", "Local search optimisation"),
        t("Strategi konten media sosial", "Social media content strategy"),
        t("Dasar iklan digital berbayar", "Paid digital advertising basics"),
        t("Pemasaran lewat WhatsApp dan marketplace", "WhatsApp and marketplace marketing"),
        t("Analitik pemasaran digital", "Digital marketing analytics"),
      ],
      lessons: [
        {
          title: t("Corong Pemasaran Digital", "The Digital Marketing Funnel"),
          body: t(
            p(
              "Calon pelanggan jarang langsung membeli saat pertama kali melihat produk Anda. Mereka melewati beberapa tahap yang sering digambarkan sebagai corong:",
              "- Kesadaran (awareness): tahu bahwa usaha Anda ada, misalnya dari video pendek atau rekomendasi teman.\n- Pertimbangan (consideration): membandingkan, membaca ulasan, bertanya harga.\n- Konversi: membeli atau memesan.\n- Loyalitas: membeli lagi dan merekomendasikan kepada orang lain.",
              "Setiap tahap membutuhkan konten dan kanal yang berbeda. Konten hiburan atau edukasi cocok untuk kesadaran; testimoni, perbandingan, dan jawaban cepat di WhatsApp cocok untuk pertimbangan; kemudahan pembayaran dan promo pembelian pertama membantu konversi; pesan terima kasih dan program pelanggan setia membangun loyalitas.",
              'Kesalahan umum UMKM adalah hanya membuat konten jualan ("Ready stok! Order sekarang!") yang cocok untuk tahap konversi, padahal sebagian besar pengikut belum mengenal produknya.',
              "Contoh: toko tanaman hias di Bogor membuat video perawatan tanaman untuk menarik perhatian, menyimpan kumpulan testimoni di sorotan Instagram, menyediakan katalog di WhatsApp Business, dan mengirim tips perawatan seminggu setelah pembelian. Setiap tahap corong terisi, sehingga pengikut berubah menjadi pembeli, lalu menjadi pelanggan tetap.",
            ),
            p(
              "Prospects rarely buy the first time they see your product. They pass through several stages, often drawn as a funnel:",
              "- Awareness: knowing your business exists, for example from a short video or a friend's recommendation.\n- Consideration: comparing, reading reviews, asking about prices.\n- Conversion: buying or ordering.\n- Loyalty: buying again and recommending you to others.",
              "Each stage needs different content and channels. Entertaining or educational content suits awareness; testimonials, comparisons and quick WhatsApp replies suit consideration; easy payment and first-purchase offers help conversion; thank-you messages and loyalty programmes build loyalty.",
              'A common MSME mistake is posting only sales content ("In stock! Order now!"), which suits the conversion stage, while most followers do not know the product yet.',
              "Example: an ornamental-plant shop in Bogor makes plant-care videos to attract attention, keeps testimonials in Instagram highlights, offers a catalogue on WhatsApp Business and sends care tips a week after each purchase. Every stage of the funnel is covered, so followers become buyers, and buyers become regulars.",
            ),
          ),
        },
        {
          title: t("Pencarian Lokal dan Google Business Profile", "Local Search and Google Business Profile"),
          body: t(
            p(
              'Banyak pelanggan mencari usaha terdekat lewat Google Search atau Google Maps, misalnya "bengkel motor terdekat" atau "katering nasi kotak Sleman". Usaha yang muncul di hasil pencarian lokal punya peluang besar dikunjungi.',
              "Google Business Profile adalah profil gratis yang membuat usaha Anda tampil di Google Maps dan hasil pencarian. Cara mengoptimalkannya:",
              "- Lengkapi nama usaha yang sesuai dengan papan nama, kategori yang tepat, alamat, titik lokasi, nomor telepon, dan jam buka, termasuk jam khusus saat libur.\n- Unggah foto asli dan terbaru: tampak depan, produk, suasana dalam.\n- Tulis deskripsi singkat yang menyebut layanan utama dan area yang dilayani.\n- Minta pelanggan yang puas memberi ulasan, dan balas semua ulasan dengan sopan, termasuk yang negatif.\n- Perbarui informasi setiap ada perubahan.",
              "Jangan membuat ulasan palsu atau menawarkan imbalan untuk ulasan bintang lima. Selain tidak jujur, praktik ini melanggar kebijakan platform dan dapat membuat profil Anda dibatasi.",
              "Contoh: klinik hewan di Surabaya memperbarui jam buka dan menambahkan foto ruang periksa. Setelah aktif membalas ulasan, lebih banyak pemilik hewan menghubungi klinik langsung dari Google Maps, terutama pada malam hari ketika mereka mencari klinik yang masih buka.",
            ),
            p(
              'Many customers look for nearby businesses through Google Search or Google Maps, such as "nearest motorbike workshop" or "boxed-rice catering Sleman". Businesses that appear in local results have a strong chance of being visited.',
              "Google Business Profile is a free profile that makes your business appear on Google Maps and in search results. How to optimise it:",
              "- Complete the business name as on your signboard, the right category, address, map pin, phone number and opening hours, including special holiday hours.\n- Upload real, recent photos: the front, products and the interior.\n- Write a short description mentioning your main services and the area served.\n- Ask satisfied customers for reviews, and reply politely to every review, including negative ones.\n- Update the information whenever something changes.",
              "Do not create fake reviews or offer rewards for five-star reviews. Besides being dishonest, it breaks platform policies and can get your profile restricted.",
              "Example: a veterinary clinic in Surabaya updated its opening hours and added photos of its examination room. After it began replying to reviews actively, more pet owners contacted the clinic straight from Google Maps, especially at night when looking for a clinic still open.",
            ),
          ),
        },
        {
          title: t("Strategi Konten Media Sosial", "Social Media Content Strategy"),
          body: t(
            p(
              "Mengunggah tanpa rencana membuat akun media sosial tidak konsisten dan melelahkan. Strategi konten membantu Anda tahu apa yang diunggah, untuk siapa, dan mengapa.",
              "Langkah menyusun strategi:",
              "- Pilih satu atau dua platform tempat target Anda paling aktif, daripada semua platform sekaligus.\n- Tentukan tiga sampai lima pilar konten, yaitu tema utama yang berulang. Contoh untuk usaha batik di Pekalongan: makna motif, proses pembuatan, inspirasi gaya berpakaian, cerita perajin, dan promo.\n- Buat kalender konten mingguan atau bulanan, termasuk momen penting seperti Hari Batik Nasional pada 2 Oktober, Ramadan, dan musim wisuda.\n- Sesuaikan format: video pendek, foto carousel, siaran langsung, atau cerita harian.",
              "Panduan praktis:",
              '- Beberapa detik pertama video menentukan apakah orang terus menonton.\n- Gunakan ajakan yang jelas: "Simpan untuk referensi", "Tanya ukuran lewat WhatsApp".\n- Konsisten lebih penting daripada sering: tiga unggahan bermutu per minggu lebih baik daripada dua unggahan per hari lalu menghilang sebulan.\n- Balas komentar dan pesan dengan cepat.\n- Gunakan musik, gambar, dan materi yang Anda punya haknya.',
              "Evaluasi setiap bulan konten mana yang paling banyak disimpan, dibagikan, dan menghasilkan pertanyaan, lalu buat lebih banyak konten serupa.",
            ),
            p(
              "Posting without a plan makes social media inconsistent and exhausting. A content strategy tells you what to post, for whom and why.",
              "Steps to build one:",
              "- Choose one or two platforms where your target is most active, rather than all platforms at once.\n- Set three to five content pillars, the recurring main themes. Example for a batik business in Pekalongan: meaning of motifs, the making process, styling inspiration, artisans' stories and promotions.\n- Build a weekly or monthly content calendar, including key moments such as National Batik Day on 2 October, Ramadan and graduation season.\n- Match the format: short video, carousel photos, live streams or daily stories.",
              "Practical guidance:",
              '- The first few seconds of a video decide whether people keep watching.\n- Use a clear call to action: "Save for reference", "Ask about sizes on WhatsApp".\n- Consistency beats frequency: three quality posts a week are better than two a day followed by a month of silence.\n- Reply to comments and messages quickly.\n- Use music, images and material you have the rights to.',
              "Each month, review which content was saved, shared and generated enquiries the most, then make more like it.",
            ),
          ),
        },
        {
          title: t("Dasar Iklan Digital Berbayar", "Paid Digital Advertising Basics"),
          body: t(
            p(
              "Iklan berbayar di media sosial atau mesin pencari membantu menjangkau orang di luar pengikut Anda. Dengan anggaran kecil pun iklan bisa efektif jika diatur dengan tepat.",
              "Istilah yang perlu dipahami:",
              "- Impresi: berapa kali iklan ditampilkan.\n- CTR (click-through rate): klik dibagi impresi. Jika iklan tampil 20.000 kali dan diklik 400 kali, CTR-nya 2%.\n- CPC (cost per click): biaya rata-rata per klik.\n- CPM (cost per mille): biaya per seribu impresi.\n- ROAS (return on ad spend): pendapatan dari iklan dibagi biaya iklan. Iklan Rp3 juta yang menghasilkan penjualan Rp12 juta memiliki ROAS 4 kali.",
              "Langkah menjalankan iklan:",
              "- Tentukan tujuan: kunjungan ke toko, pesan WhatsApp, atau pembelian.\n- Atur target audiens: lokasi, usia, minat, sesuai persona.\n- Siapkan materi yang menarik dan jelas, dengan satu pesan utama dan ajakan bertindak.\n- Mulai dengan anggaran harian kecil, uji dua atau tiga versi materi, lalu tambah anggaran untuk versi yang terbaik.",
              "Ingat, ROAS dihitung dari pendapatan, bukan laba. Jika margin kotor 30%, ROAS 4 kali berarti laba kotor Rp3,6 juta dari biaya iklan Rp3 juta, sehingga keuntungannya tipis. Selalu hitung dengan margin Anda sendiri.",
            ),
            p(
              "Paid ads on social media or search engines help reach people beyond your followers. Even small budgets can work when set up well.",
              "Terms to understand:",
              "- Impressions: how many times an ad is shown.\n- CTR (click-through rate): clicks divided by impressions. An ad shown 20,000 times and clicked 400 times has a 2% CTR.\n- CPC (cost per click): the average cost per click.\n- CPM (cost per mille): the cost per thousand impressions.\n- ROAS (return on ad spend): revenue from ads divided by ad cost. Rp3 million of ads producing Rp12 million in sales gives a ROAS of 4.",
              "Steps to run ads:",
              "- Set the objective: store visits, WhatsApp messages or purchases.\n- Define the target audience: location, age and interests, based on your persona.\n- Prepare clear, appealing creative with one main message and a call to action.\n- Start with a small daily budget, test two or three creative versions, then increase the budget for the best one.",
              "Remember, ROAS is based on revenue, not profit. With a 30% gross margin, a ROAS of 4 means Rp3.6 million gross profit from Rp3 million of ad spend, a thin gain. Always calculate with your own margin.",
            ),
          ),
        },
        {
          title: t("Pemasaran Lewat WhatsApp Business", "Marketing Through WhatsApp Business"),
          body: t(
            p(
              "Bagi banyak UMKM di Indonesia, WhatsApp adalah tempat sebagian besar transaksi terjadi. Aplikasi WhatsApp Business menyediakan fitur yang membantu pemasaran dan layanan:",
              '- Profil bisnis dengan alamat, jam buka, dan tautan.\n- Katalog produk dengan foto, harga, dan deskripsi.\n- Pesan sambutan dan pesan saat tidak di tempat.\n- Balasan cepat untuk pertanyaan yang sering muncul.\n- Label untuk mengelompokkan pelanggan, misalnya "pelanggan baru", "sudah bayar", "langganan".',
              "Etika pesan siaran (broadcast):",
              '- Kirim hanya kepada pelanggan yang setuju menerima informasi, dan beri cara mudah untuk berhenti.\n- Jangan terlalu sering; pesan yang berlebihan membuat orang memblokir nomor Anda.\n- Buat isinya relevan dan bernilai, bukan hanya "Promo! Promo!"\n- Sesuaikan dengan kelompok pelanggan menggunakan label.',
              "Contoh: toko perlengkapan bayi di Semarang memberi label berdasarkan usia anak pelanggan. Saat stok perlengkapan MPASI datang, hanya pelanggan dengan bayi menjelang enam bulan yang menerima pesan. Pesannya terasa personal dan banyak yang langsung memesan.",
              "Jaga data pelanggan dengan baik. Nomor telepon termasuk data pribadi; jangan membagikannya atau memasukkan pelanggan ke grup tanpa izin.",
            ),
            p(
              "For many Indonesian MSMEs, WhatsApp is where most transactions happen. The WhatsApp Business app offers features that support marketing and service:",
              '- A business profile with address, opening hours and links.\n- A product catalogue with photos, prices and descriptions.\n- Greeting and away messages.\n- Quick replies for frequent questions.\n- Labels to group customers, such as "new customer", "paid", "subscriber".',
              "Broadcast message etiquette:",
              '- Send only to customers who agreed to receive updates, and give an easy way to opt out.\n- Do not send too often; excessive messages make people block your number.\n- Make content relevant and valuable, not just "Promo! Promo!"\n- Tailor messages to customer groups using labels.',
              "Example: a baby-supplies shop in Semarang labels customers by their child's age. When stock for first solid foods arrives, only customers with babies approaching six months receive the message. It feels personal and many order straight away.",
              "Look after customer data. Phone numbers are personal data; do not share them or add customers to groups without permission.",
            ),
          ),
        },
        {
          title: t("Optimasi Toko di Marketplace", "Optimising Your Marketplace Store"),
          body: t(
            p(
              "Marketplace memberi akses ke banyak pembeli, tetapi persaingannya ketat. Pembeli membandingkan puluhan toko dalam beberapa menit, jadi detail kecil sangat berpengaruh.",
              "Unsur yang perlu dioptimalkan:",
              '- Judul produk: gunakan kata yang dicari pembeli, misalnya "Kopi Arabika Gayo Bubuk 250 gr Sangrai Medium", bukan sekadar "Kopi Enak".\n- Foto: latar bersih, cahaya cukup, beberapa sudut, dan foto ukuran atau pemakaian. Foto pertama menentukan apakah orang mengklik.\n- Deskripsi: manfaat, spesifikasi lengkap, ukuran, cara pakai atau simpan, dan jawaban atas pertanyaan umum.\n- Harga dan ongkos kirim: bandingkan dengan pesaing, dan hitung biaya layanan marketplace agar margin tetap aman.\n- Kecepatan respons dan pengiriman: memengaruhi penilaian toko.\n- Ulasan: minta ulasan setelah barang diterima dan tanggapi setiap ulasan.',
              "Pelajari juga data toko yang disediakan marketplace, seperti jumlah kunjungan produk dan tingkat konversi. Produk yang banyak dilihat tetapi jarang dibeli mungkin bermasalah di harga, foto, atau deskripsi.",
              'Contoh: penjual kerajinan rotan di Cirebon mengganti foto dengan foto produk di ruang tamu dan menambahkan ukuran dalam sentimeter. Pertanyaan "ukurannya berapa?" berkurang, dan lebih banyak pengunjung langsung membeli.',
            ),
            p(
              "Marketplaces give access to many buyers, but competition is fierce. Buyers compare dozens of shops in minutes, so small details matter a lot.",
              "Elements to optimise:",
              '- Product title: use the words buyers search for, such as "Gayo Arabica Ground Coffee 250 g Medium Roast", not just "Tasty Coffee".\n- Photos: clean background, good light, several angles, and photos showing size or use. The first photo decides whether people click.\n- Description: benefits, full specifications, size, how to use or store it, and answers to common questions.\n- Price and shipping: compare with competitors, and factor in marketplace service fees to protect your margin.\n- Response and shipping speed: these affect the shop\'s rating.\n- Reviews: ask for a review after delivery and respond to each one.',
              "Study the shop data the marketplace provides, such as product views and conversion rate. A product viewed often but rarely bought may have a problem with its price, photos or description.",
              'Example: a rattan-craft seller in Cirebon replaced photos with shots of the product in a living room and added sizes in centimetres. Questions like "how big is it?" fell, and more visitors bought straight away.',
            ),
          ),
        },
        {
          title: t("Mengukur Hasil Pemasaran Digital", "Measuring Digital Marketing Results"),
          body: t(
            p(
              "Kanal digital menghasilkan banyak angka, tetapi tidak semuanya penting. Bedakan metrik kesombongan (vanity metrics) dan metrik yang berkaitan dengan tujuan usaha.",
              "- Metrik kesombongan: jumlah pengikut atau suka. Enak dilihat, tetapi belum tentu berarti penjualan.\n- Metrik bermakna: jumlah pesan pertanyaan, klik ke toko, tingkat konversi, pembelian ulang, biaya per pelanggan baru, dan ROAS.",
              "Cara melacak sumber hasil:",
              '- Gunakan tautan dengan parameter UTM (misalnya utm_source dan utm_campaign) agar kunjungan dari setiap kampanye terbaca di alat analitik situs.\n- Gunakan kode promo berbeda untuk setiap kanal atau influencer.\n- Catat sumber di setiap percakapan WhatsApp: "Dari Instagram", "Dari Google Maps".',
              "Buat laporan bulanan sederhana: kegiatan, biaya, jumlah pertanyaan, pembelian, dan pendapatan per kanal. Dari situ, hitung kanal mana yang biaya per pelanggannya paling rendah.",
              "Contoh: usaha kursus bahasa Inggris di Palembang mendapati akun TikTok-nya punya pengikut terbanyak, tetapi sebagian besar pendaftar justru datang dari Google Business Profile dan rekomendasi alumni. Pemilik tetap membuat video, tetapi menambah waktu untuk mengelola ulasan dan program referensi alumni.",
              "Keputusan pemasaran yang baik didasarkan pada data hasil, bukan popularitas semata.",
            ),
            p(
              "Digital channels produce plenty of numbers, but not all matter. Distinguish vanity metrics from metrics tied to business goals.",
              "- Vanity metrics: follower or like counts. Nice to look at, but not necessarily sales.\n- Meaningful metrics: enquiries, clicks to the store, conversion rate, repeat purchases, cost per new customer and ROAS.",
              "How to track where results come from:",
              '- Use links with UTM parameters (such as utm_source and utm_campaign) so visits from each campaign show up in your website analytics.\n- Use a different promo code for each channel or influencer.\n- Note the source in each WhatsApp conversation: "From Instagram", "From Google Maps".',
              "Make a simple monthly report: activities, costs, enquiries, purchases and revenue per channel. From it, work out which channel has the lowest cost per customer.",
              "Example: an English course in Palembang found its TikTok account had the most followers, yet most sign-ups came from its Google Business Profile and alumni referrals. The owner kept making videos but gave more time to managing reviews and an alumni referral programme.",
              "Good marketing decisions rest on results data, not popularity alone.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            'Mengapa hanya mengunggah konten "Ready stok! Order sekarang!" kurang efektif?',
            'Why is posting only "In stock! Order now!" content less effective?',
          ),
          options: [
            o(false, "Karena pelanggan tidak suka membeli", "Because customers dislike buying"),
            o(
              true,
              "Karena hanya cocok untuk tahap konversi, padahal banyak pengikut belum mengenal produk",
              "Because it suits only the conversion stage while many followers don't know the product yet",
            ),
            o(
              false,
              "Karena konten jualan dilarang di media sosial",
              "Because sales content is banned on social media",
            ),
          ],
          explanation: t(
            "Setiap tahap corong membutuhkan konten berbeda; kesadaran dan pertimbangan perlu dibangun lebih dulu.",
            "Each funnel stage needs different content; awareness and consideration must be built first.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana cara mengoptimalkan Google Business Profile?",
            "Which are ways to optimise a Google Business Profile?",
          ),
          options: [
            o(true, "Membalas ulasan dengan sopan", "Replying politely to reviews"),
            o(false, "Memberi imbalan untuk ulasan bintang lima", "Rewarding five-star reviews"),
            o(
              true,
              "Melengkapi jam buka, termasuk jam khusus saat libur",
              "Completing opening hours, including holiday hours",
            ),
            o(true, "Mengunggah foto asli dan terbaru", "Uploading real, recent photos"),
          ],
          explanation: t(
            "Imbalan untuk ulasan bintang lima tidak jujur dan melanggar kebijakan platform.",
            "Rewarding five-star reviews is dishonest and breaks platform policy.",
          ),
        },
        {
          kind: "single",
          prompt: t("Apa yang dimaksud pilar konten?", "What are content pillars?"),
          options: [
            o(true, "Tema utama yang berulang dalam konten", "Recurring main themes of your content"),
            o(false, "Jumlah unggahan wajib per hari", "The required number of posts per day"),
            o(false, "Platform media sosial yang dipakai", "The social media platforms used"),
          ],
          explanation: t(
            "Pilar konten, misalnya proses pembuatan atau cerita perajin, membuat unggahan konsisten dan terarah.",
            "Content pillars, such as the making process or artisans' stories, keep posts consistent and focused.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Iklan tampil 20.000 kali dan diklik 400 kali. Berapa CTR-nya?",
            "An ad is shown 20,000 times and clicked 400 times. What is its CTR?",
          ),
          options: [o(false, "20%", "20%"), o(false, "0,2%", "0.2%"), o(true, "2%", "2%")],
          explanation: t("400 ÷ 20.000 = 0,02 atau 2%.", "400 ÷ 20,000 = 0.02, or 2%."),
        },
        {
          kind: "single",
          prompt: t(
            "Biaya iklan Rp3 juta menghasilkan penjualan Rp12 juta dengan margin kotor 30%. Pernyataan mana yang benar?",
            "Rp3 million of ads produces Rp12 million in sales at a 30% gross margin. Which statement is correct?",
          ),
          options: [
            o(false, "ROAS 4 kali berarti laba Rp9 juta", "A ROAS of 4 means Rp9 million profit"),
            o(
              true,
              "ROAS 4 kali, tetapi laba kotornya Rp3,6 juta sehingga keuntungannya tipis",
              "ROAS is 4, but gross profit is Rp3.6 million, so the gain is thin",
            ),
            o(false, "ROAS-nya 30%", "The ROAS is 30%"),
          ],
          explanation: t(
            "ROAS = 12 ÷ 3 = 4, dihitung dari pendapatan. Laba kotor = 30% × Rp12 juta = Rp3,6 juta, hanya sedikit di atas biaya iklan.",
            "ROAS = 12 ÷ 3 = 4, based on revenue. Gross profit = 30% × Rp12 million = Rp3.6 million, just above the ad cost.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana etika pesan siaran WhatsApp yang benar?",
            "Which are correct WhatsApp broadcast practices?",
          ),
          options: [
            o(
              false,
              "Memasukkan pelanggan ke grup promosi tanpa izin",
              "Adding customers to promo groups without permission",
            ),
            o(
              true,
              "Menyesuaikan pesan dengan label kelompok pelanggan",
              "Tailoring messages by customer labels",
            ),
            o(true, "Mengirim hanya kepada pelanggan yang setuju", "Sending only to customers who agreed"),
            o(
              true,
              "Menyediakan cara mudah untuk berhenti menerima pesan",
              "Offering an easy way to opt out",
            ),
          ],
          explanation: t(
            "Nomor telepon adalah data pribadi; pesan harus berdasarkan persetujuan, relevan, dan mudah dihentikan.",
            "Phone numbers are personal data; messages must be consent-based, relevant and easy to stop.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Sebuah produk di marketplace banyak dilihat tetapi jarang dibeli. Apa yang sebaiknya diperiksa?",
            "A marketplace product is viewed often but rarely bought. What should be checked?",
          ),
          options: [
            o(true, "Harga, foto, dan deskripsi produk", "The product's price, photos and description"),
            o(false, "Jumlah pengikut akun Instagram", "The number of Instagram followers"),
            o(false, "Warna logo toko", "The shop logo's colour"),
          ],
          explanation: t(
            "Kunjungan tinggi dengan konversi rendah menandakan ada hambatan di halaman produk itu sendiri.",
            "High views with low conversion signal a barrier on the product page itself.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana yang termasuk metrik bermakna, bukan metrik kesombongan?",
            "Which are meaningful metrics rather than vanity metrics?",
          ),
          options: [
            o(false, "Jumlah suka pada unggahan", "Number of likes on a post"),
            o(true, "Pembelian ulang", "Repeat purchases"),
            o(true, "Tingkat konversi", "Conversion rate"),
            o(true, "Biaya per pelanggan baru", "Cost per new customer"),
          ],
          explanation: t(
            "Jumlah suka dan pengikut belum tentu berarti penjualan; konversi, biaya per pelanggan, dan pembelian ulang terkait langsung dengan tujuan usaha.",
            "Likes and followers do not necessarily mean sales; conversion, cost per customer and repeat purchases tie directly to business goals.",
          ),
        },
      ],
    },
    {
      key: "brand-building",
      title: t(
        "Membangun Brand (Branding) untuk Usaha dan Organisasi",
        "Brand Building for Businesses and Organisations",
      ),
      description: t(
        "Bangun brand yang mudah dikenali, dipercaya, dan dilindungi hukum. Anda belajar makna brand, identitas visual, suara dan cerita brand, konsistensi, perlindungan merek di DJKI, kemasan dan label produk, serta menjaga reputasi brand.",
        "Build a brand that is recognisable, trusted and legally protected. You learn what a brand is, visual identity, brand voice and story, consistency, trademark protection at DJKI, product packaging and labelling, and protecting brand reputation.",
      ),
      skills: [
        t("Memahami konsep brand", "Understanding brand concepts"),
        t("Merancang identitas visual", "Designing a visual identity"),
        t("Menyusun cerita dan suara brand", "Developing brand story and voice"),
        t("Membuat panduan brand", "Creating brand guidelines"),
        t("Perlindungan merek dagang", "Trademark protection"),
        t("Menjaga reputasi brand", "Managing brand reputation"),
      ],
      lessons: [
        {
          title: t("Apa Itu Brand? Lebih dari Sekadar Logo", "What Is a Brand? More Than a Logo"),
          body: t(
            p(
              "Brand atau merek sering disamakan dengan logo. Logo memang bagian dari brand, tetapi brand sebenarnya adalah kesan dan harapan yang muncul di benak orang ketika mendengar nama usaha atau organisasi Anda.",
              "Brand dibentuk oleh banyak hal:",
              "- Mutu produk atau layanan yang konsisten.\n- Cara karyawan melayani.\n- Tampilan visual: logo, warna, kemasan, toko.\n- Cara berkomunikasi di media sosial dan pesan.\n- Apa yang dikatakan pelanggan kepada orang lain.",
              "Brand yang kuat memberi manfaat nyata: pelanggan lebih mudah mengingat dan memilih Anda, bersedia membayar sedikit lebih mahal karena percaya, dan memaafkan kesalahan kecil. Bagi instansi atau desa, brand yang baik membangun kepercayaan warga dan menarik wisatawan atau investor.",
              "Contoh: sebuah desa wisata di Kabupaten Banyuwangi dikenal bukan hanya karena logonya, tetapi karena pengalaman yang konsisten: pemandu lokal yang ramah, homestay bersih, makanan khas, dan cerita budaya yang disampaikan dengan bangga. Wisatawan pulang dan menceritakan pengalaman itu, sehingga brand desa menguat.",
              "Karena itu membangun brand dimulai dari janji yang jelas kepada pelanggan, lalu menepatinya di setiap titik kontak. Desain yang bagus tanpa pengalaman yang baik hanya akan menjadi janji kosong.",
            ),
            p(
              "A brand is often equated with a logo. The logo is part of it, but a brand is really the impression and expectations that form in people's minds when they hear your business or organisation's name.",
              "A brand is shaped by many things:",
              "- Consistent product or service quality.\n- How staff serve customers.\n- Visuals: logo, colours, packaging, premises.\n- How you communicate on social media and in messages.\n- What customers tell others.",
              "A strong brand brings real benefits: customers remember and choose you more easily, are willing to pay a little more because they trust you, and forgive small mistakes. For agencies or villages, a good brand builds residents' trust and attracts tourists or investors.",
              "Example: a tourist village in Banyuwangi Regency is known not just for its logo but for a consistent experience: friendly local guides, clean homestays, local food and cultural stories told with pride. Visitors go home and share that experience, and the village's brand grows stronger.",
              "Brand building therefore starts with a clear promise to customers, then keeping it at every touchpoint. Good design without a good experience is just an empty promise.",
            ),
          ),
        },
        {
          title: t(
            "Identitas Visual Brand: Nama, Logo, dan Warna",
            "Brand Visual Identity: Name, Logo and Colours",
          ),
          body: t(
            p(
              "Identitas visual membantu orang mengenali brand Anda dengan cepat. Unsur utamanya adalah nama, logo, warna, dan jenis huruf.",
              "Memilih nama brand:",
              '- Mudah diucapkan dan diingat oleh target pasar.\n- Relevan atau punya cerita, tetapi tidak terlalu umum. Nama seperti "Keripik Enak" sulit dibedakan dan sulit didaftarkan sebagai merek.\n- Cek ketersediaannya: pangkalan data merek DJKI, nama akun media sosial, dan nama domain.',
              "Logo yang baik:",
              "- Sederhana, sehingga tetap jelas saat dicetak kecil di stiker atau tampil sebagai foto profil.\n- Bisa tampil dalam satu warna.\n- Sesuai karakter brand: usaha jamu tradisional mungkin memilih gaya hangat dan alami, sementara startup teknologi memilih gaya bersih dan modern.",
              "Warna dan huruf: pilih satu atau dua warna utama dan satu warna pendukung, serta satu atau dua jenis huruf. Gunakan secara konsisten di kemasan, media sosial, spanduk, dan seragam.",
              "Contoh: usaha sambal di Surabaya memakai warna merah cabai dan krem dengan logo sederhana bergambar cobek. Setelah tiga bulan memakai identitas ini secara konsisten, pelanggan mulai mengenali produknya di rak toko tanpa membaca nama.",
              "Jika memakai jasa desainer, pastikan hak atas desain logo diserahkan kepada usaha Anda secara tertulis.",
            ),
            p(
              "Visual identity helps people recognise your brand quickly. Its main elements are the name, logo, colours and typefaces.",
              "Choosing a brand name:",
              '- Easy for the target market to say and remember.\n- Relevant or with a story, but not too generic. A name like "Tasty Chips" is hard to distinguish and hard to register as a trademark.\n- Check availability: the DJKI trademark database, social media handles and domain names.',
              "A good logo is:",
              "- Simple, so it stays clear when printed small on a sticker or shown as a profile picture.\n- Able to work in a single colour.\n- True to the brand's character: a traditional herbal-drink business may choose a warm, natural style, while a tech startup chooses a clean, modern one.",
              "Colours and type: pick one or two main colours and one supporting colour, plus one or two typefaces. Use them consistently on packaging, social media, banners and uniforms.",
              "Example: a chilli-sauce business in Surabaya uses chilli red and cream with a simple logo of a stone mortar. After three months of using this identity consistently, customers began recognising the product on shop shelves without reading the name.",
              "If you hire a designer, make sure the rights to the logo design are transferred to your business in writing.",
            ),
          ),
        },
        {
          title: t("Suara dan Cerita Brand", "Brand Voice and Story"),
          body: t(
            p(
              'Selain tampilan, brand juga punya "suara": cara brand berbicara dalam tulisan, video, dan layanan. Suara yang konsisten membuat brand terasa seperti sosok yang dikenal.',
              "Menentukan suara brand:",
              "- Pilih tiga sifat, misalnya hangat, jujur, dan praktis.\n- Jelaskan apa artinya dan apa yang bukan. Contoh: \"Hangat, tetapi tidak berlebihan; kami menyapa 'Kak', tidak memakai huruf kapital semua.\"\n- Buat contoh kalimat yang sesuai dan tidak sesuai.",
              "Cerita brand menjelaskan mengapa usaha Anda ada. Cerita yang baik jujur, spesifik, dan relevan bagi pelanggan, bukan sekadar riwayat perusahaan.",
              "Unsur cerita brand:",
              "- Awal: masalah atau kegelisahan yang mendorong usaha berdiri.\n- Perjalanan: upaya, kegagalan, dan pelajaran.\n- Nilai: apa yang diperjuangkan brand.\n- Peran pelanggan: bagaimana pelanggan menjadi bagian dari cerita itu.",
              "Contoh: brand kopi dari Kintamani bercerita tentang pendirinya yang melihat petani di desanya menjual kopi dengan harga rendah. Ia membangun kemitraan dengan kelompok tani, membeli dengan harga yang disepakati bersama, dan mencantumkan nama kelompok tani di setiap kemasan. Pelanggan merasa ikut mendukung petani setiap kali membeli.",
              "Cerita harus benar. Cerita yang dilebih-lebihkan akan terbongkar dan merusak kepercayaan.",
            ),
            p(
              'Beyond its look, a brand also has a "voice": the way it speaks in writing, video and service. A consistent voice makes the brand feel like a familiar person.',
              "Defining the brand voice:",
              "- Choose three traits, for example warm, honest and practical.\n- Explain what they mean and what they do not. Example: \"Warm but not over the top; we address people as 'Kak', and we don't write in all capitals.\"\n- Write examples of sentences that fit and do not fit.",
              "A brand story explains why your business exists. A good story is honest, specific and relevant to customers, not just company history.",
              "Elements of a brand story:",
              "- Beginning: the problem or concern that led to the business.\n- Journey: efforts, failures and lessons.\n- Values: what the brand stands for.\n- The customer's role: how customers become part of the story.",
              "Example: a coffee brand from Kintamani tells how its founder saw farmers in his village selling coffee cheaply. He built partnerships with farmer groups, buys at jointly agreed prices and prints the farmer group's name on every pack. Customers feel they support the farmers with every purchase.",
              "The story must be true. Exaggerated stories get exposed and destroy trust.",
            ),
          ),
        },
        {
          title: t("Konsistensi Brand dan Panduan Brand", "Brand Consistency and Brand Guidelines"),
          body: t(
            p(
              "Brand menguat melalui pengulangan yang konsisten. Jika logo, warna, dan gaya bahasa berubah-ubah di setiap unggahan, kemasan, atau cabang, pelanggan sulit mengenali dan mengingat brand Anda.",
              "Panduan brand (brand guidelines) adalah dokumen ringkas yang menjadi acuan semua orang yang membuat materi brand, termasuk karyawan, desainer lepas, dan percetakan. Isinya:",
              "- Cerita singkat, nilai, dan positioning brand.\n- Aturan logo: versi yang boleh dipakai, ukuran minimum, ruang kosong di sekitar logo, dan contoh pemakaian yang salah.\n- Kode warna, misalnya kode HEX untuk layar dan CMYK untuk cetak.\n- Jenis huruf untuk judul dan isi.\n- Gaya foto dan ilustrasi.\n- Suara brand beserta contoh kalimat.\n- Templat untuk media sosial, brosur, dan kartu nama.",
              "Untuk UMKM, panduan lima sampai sepuluh halaman sudah sangat membantu.",
              "Contoh: jaringan kedai bakso dengan lima cabang di Malang dan Batu dulu memiliki spanduk dan menu yang berbeda di setiap cabang karena dibuat oleh percetakan berbeda. Setelah pemilik membuat panduan brand dan templat menu, semua cabang tampil seragam, pelanggan yakin rasa dan layanannya juga sama, dan biaya desain ulang berkurang.",
              "Tinjau panduan secara berkala, tetapi hindari mengganti identitas terlalu sering.",
            ),
            p(
              "Brands grow stronger through consistent repetition. If the logo, colours and tone change with every post, package or branch, customers struggle to recognise and remember you.",
              "Brand guidelines are a short document that everyone producing brand materials follows, including staff, freelance designers and printers. They contain:",
              "- The brand's short story, values and positioning.\n- Logo rules: approved versions, minimum size, clear space around the logo and examples of misuse.\n- Colour codes, such as HEX for screens and CMYK for print.\n- Typefaces for headings and body text.\n- Photo and illustration style.\n- The brand voice with example sentences.\n- Templates for social media, leaflets and business cards.",
              "For an MSME, a five- to ten-page guideline already helps a great deal.",
              "Example: a meatball-soup chain with five branches in Malang and Batu used to have different banners and menus at each branch because different printers made them. After the owner created brand guidelines and a menu template, all branches look the same, customers trust that the taste and service are the same too, and redesign costs have fallen.",
              "Review the guidelines periodically, but avoid changing your identity too often.",
            ),
          ),
        },
        {
          title: t(
            "Melindungi Brand: Pendaftaran Merek di DJKI",
            "Protecting Your Brand: Trademark Registration at DJKI",
          ),
          body: t(
            p(
              "Brand yang sudah dibangun dengan susah payah perlu dilindungi secara hukum. Di Indonesia, perlindungan merek diatur dalam Undang-Undang Nomor 20 Tahun 2016 tentang Merek dan Indikasi Geografis, dan pendaftarannya dilakukan di Direktorat Jenderal Kekayaan Intelektual (DJKI), Kementerian Hukum.",
              "Hal penting yang perlu dipahami:",
              "- Indonesia menganut sistem konstitutif dengan prinsip first to file: hak atas merek diperoleh melalui pendaftaran, dan pada umumnya pihak yang lebih dulu mengajukan pendaftaran yang diutamakan, bukan yang lebih dulu memakai.\n- Merek didaftarkan untuk kelas barang atau jasa tertentu. Merek untuk kopi bubuk terdaftar di kelas yang berbeda dengan merek untuk jasa kedai kopi.\n- Perlindungan merek terdaftar berlaku 10 tahun sejak tanggal penerimaan permohonan dan dapat diperpanjang.",
              "Langkah praktis:",
              "- Lakukan penelusuran di pangkalan data merek DJKI untuk melihat apakah ada merek yang sama atau mirip di kelas yang sama.\n- Ajukan permohonan secara daring melalui layanan DJKI dan ikuti ketentuan biaya yang berlaku; tersedia tarif khusus bagi pelaku usaha mikro dan kecil dengan syarat tertentu.\n- Pantau proses pemeriksaan hingga sertifikat terbit.",
              "Contoh: pemilik usaha kue kering di Medan yang sudah terkenal di kotanya mendapati nama usahanya didaftarkan pihak lain. Karena belum mendaftar, ia terpaksa menghadapi proses yang panjang. Daftarkan merek sedini mungkin, sebelum usaha menjadi besar.",
            ),
            p(
              "A brand built with great effort needs legal protection. In Indonesia, trademark protection is governed by Law Number 20 of 2016 on Marks and Geographical Indications, and registration is done at the Directorate General of Intellectual Property (DJKI) under the Ministry of Law.",
              "Key points to understand:",
              "- Indonesia uses a constitutive, first-to-file system: trademark rights come from registration, and generally the party that files first has priority, not the one that used the mark first.\n- Marks are registered for specific classes of goods or services. A mark for ground coffee sits in a different class from a mark for coffee-shop services.\n- A registered mark is protected for 10 years from the filing date and can be renewed.",
              "Practical steps:",
              "- Search the DJKI trademark database to see whether an identical or similar mark exists in the same class.\n- File online through DJKI's service and follow the current fee rules; special rates exist for micro and small businesses under certain conditions.\n- Follow the examination process until the certificate is issued.",
              "Example: the owner of a cookie business well known in Medan discovered that someone else had registered her business name. Because she had not registered it, she faced a long process. Register your mark as early as possible, before the business grows.",
            ),
          ),
        },
        {
          title: t(
            "Kemasan dan Label Produk sebagai Wajah Brand",
            "Packaging and Product Labels as the Face of Your Brand",
          ),
          body: t(
            p(
              "Bagi produk yang dijual di toko atau marketplace, kemasan sering menjadi kontak pertama pelanggan dengan brand. Kemasan harus menarik, melindungi produk, dan memberikan informasi yang benar sesuai aturan.",
              "Fungsi kemasan yang baik:",
              "- Melindungi produk selama penyimpanan dan pengiriman.\n- Membedakan produk di rak dengan identitas visual yang konsisten.\n- Menyampaikan informasi dan manfaat utama dengan jelas.\n- Praktis dipakai, misalnya mudah dibuka dan ditutup kembali.",
              "Untuk pangan olahan, label umumnya memuat nama produk, daftar bahan, berat bersih, nama dan alamat produsen, nomor izin edar, tanggal kedaluwarsa, serta informasi lain yang diwajibkan. Pangan olahan produksi rumah tangga biasanya memakai izin SPP-IRT yang diterbitkan pemerintah kabupaten/kota, sedangkan jenis pangan tertentu atau produksi skala lebih besar memerlukan izin edar dari BPOM.",
              "Sertifikasi halal diselenggarakan oleh Badan Penyelenggara Jaminan Produk Halal (BPJPH) berdasarkan Undang-Undang Nomor 33 Tahun 2014 tentang Jaminan Produk Halal, dengan kewajiban yang diberlakukan bertahap menurut jenis produk. Periksa ketentuan dan tenggat yang berlaku untuk produk Anda.",
              "Contoh: produsen rendang kemasan di Padang memperbarui kemasannya dengan jendela transparan, label yang lengkap, dan cerita singkat tentang resep keluarga. Produk lebih dipercaya oleh pembeli dan lebih mudah diterima oleh toko oleh-oleh.",
            ),
            p(
              "For products sold in shops or marketplaces, packaging is often the customer's first contact with the brand. It must be attractive, protect the product and give correct information in line with the rules.",
              "Functions of good packaging:",
              "- Protecting the product during storage and shipping.\n- Standing out on the shelf with a consistent visual identity.\n- Communicating key information and benefits clearly.\n- Being practical, for example easy to open and reseal.",
              "For processed food, labels generally show the product name, ingredients, net weight, producer's name and address, distribution permit number, expiry date and other required information. Home-industry processed food usually uses an SPP-IRT permit issued by the regency or city government, while certain food types or larger-scale production need a distribution permit from BPOM, the food and drug authority.",
              "Halal certification is run by the Halal Product Assurance Agency (BPJPH) under Law Number 33 of 2014 on Halal Product Assurance, with obligations phased in by product type. Check the rules and deadlines that apply to your product.",
              "Example: a packaged-rendang producer in Padang updated its packaging with a transparent window, a complete label and a short story about the family recipe. Buyers trust the product more, and souvenir shops accept it more readily.",
            ),
          ),
        },
        {
          title: t("Menjaga Reputasi Brand dan Kolaborasi", "Protecting Brand Reputation and Collaborations"),
          body: t(
            p(
              "Reputasi brand dibangun bertahun-tahun tetapi bisa rusak dalam hitungan hari, terutama di era media sosial. Menjaga reputasi membutuhkan kebiasaan rutin, bukan hanya reaksi saat ada masalah.",
              "Kebiasaan menjaga reputasi:",
              "- Pantau apa yang dikatakan orang tentang brand Anda: ulasan, komentar, dan sebutan di media sosial.\n- Tanggapi keluhan dengan cepat, sopan, dan solutif.\n- Tepati janji; jangan beriklan melebihi kemampuan layanan.",
              "Menghadapi krisis, misalnya produk bermasalah yang viral:",
              "- Akui dengan cepat dan jujur, jangan menyangkal atau menghapus kritik.\n- Jelaskan langkah yang diambil, seperti penarikan produk atau pengembalian dana.\n- Perbaiki penyebabnya dan sampaikan perkembangannya.",
              "Kolaborasi dengan influencer, komunitas, atau brand lain bisa memperluas jangkauan. Prinsipnya:",
              "- Pilih mitra yang nilainya sejalan dan pengikutnya sesuai target, bukan hanya yang pengikutnya paling banyak.\n- Minta mitra mengungkapkan bahwa konten tersebut berbayar atau hasil kerja sama, agar audiens tidak tertipu.\n- Sepakati isi, jadwal, dan ukuran keberhasilan secara tertulis.",
              "Contoh: produsen tas kulit di Garut berkolaborasi dengan komunitas pesepeda untuk membuat tas sepeda edisi khusus. Produknya diuji anggota komunitas, dan ulasan jujur mereka membangun kepercayaan lebih kuat daripada iklan biasa.",
            ),
            p(
              "Brand reputation takes years to build but can be damaged within days, especially in the social media era. Protecting it requires routine habits, not just reactions when trouble hits.",
              "Habits that protect reputation:",
              "- Monitor what people say about your brand: reviews, comments and social media mentions.\n- Respond to complaints quickly, politely and with solutions.\n- Keep promises; do not advertise beyond what your service can deliver.",
              "Handling a crisis, such as a faulty product going viral:",
              "- Acknowledge it quickly and honestly; do not deny it or delete criticism.\n- Explain the steps taken, such as a product recall or refunds.\n- Fix the cause and share progress updates.",
              "Collaborations with influencers, communities or other brands can extend your reach. The principles:",
              "- Choose partners whose values align and whose followers match your target, not just those with the most followers.\n- Ask partners to disclose that content is paid or a collaboration, so audiences are not misled.\n- Agree content, schedule and success measures in writing.",
              "Example: a leather-bag maker in Garut collaborated with a cycling community on a special-edition bike bag. Community members tested the product, and their honest reviews built stronger trust than ordinary ads.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Menurut materi, apa sebenarnya brand itu?",
            "According to the lesson, what is a brand really?",
          ),
          options: [
            o(false, "Nama domain situs web", "The website domain name"),
            o(false, "Logo dan warna usaha saja", "Just the business's logo and colours"),
            o(
              true,
              "Kesan dan harapan di benak orang tentang usaha atau organisasi Anda",
              "The impression and expectations people hold about your business or organisation",
            ),
          ],
          explanation: t(
            "Logo hanyalah bagian dari brand; brand dibentuk oleh mutu, layanan, visual, komunikasi, dan cerita pelanggan.",
            "A logo is only part of a brand; the brand is shaped by quality, service, visuals, communication and customers' stories.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana ciri logo yang baik?", "Which are features of a good logo?"),
          options: [
            o(
              false,
              "Memuat sebanyak mungkin detail dan warna",
              "Packs in as much detail and colour as possible",
            ),
            o(true, "Sesuai karakter brand", "Fits the brand's character"),
            o(true, "Sederhana dan tetap jelas saat berukuran kecil", "Simple and clear at small sizes"),
            o(true, "Bisa tampil dalam satu warna", "Works in a single colour"),
          ],
          explanation: t(
            "Logo yang rumit sulit dikenali di stiker kecil atau foto profil.",
            "Complex logos are hard to recognise on small stickers or profile pictures.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa syarat utama cerita brand yang baik?",
            "What is the key requirement of a good brand story?",
          ),
          options: [
            o(false, "Sepanjang mungkin", "As long as possible"),
            o(
              true,
              "Benar, spesifik, dan relevan bagi pelanggan",
              "True, specific and relevant to customers",
            ),
            o(false, "Dramatis meskipun dilebih-lebihkan", "Dramatic even if exaggerated"),
          ],
          explanation: t(
            "Cerita yang dilebih-lebihkan akan terbongkar dan merusak kepercayaan.",
            "Exaggerated stories get exposed and destroy trust.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Apa saja isi panduan brand?", "What do brand guidelines contain?"),
          options: [
            o(true, "Suara brand beserta contoh kalimat", "Brand voice with example sentences"),
            o(false, "Data gaji karyawan", "Staff salary data"),
            o(true, "Aturan pemakaian logo dan contoh yang salah", "Logo usage rules and examples of misuse"),
            o(true, "Kode warna untuk layar dan cetak", "Colour codes for screen and print"),
          ],
          explanation: t(
            "Panduan brand berisi cerita, aturan logo, warna, huruf, gaya foto, suara, dan templat.",
            "Guidelines cover story, logo rules, colours, type, photo style, voice and templates.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam sistem merek Indonesia yang menganut first to file, siapa yang umumnya diutamakan?",
            "Under Indonesia's first-to-file trademark system, who generally has priority?",
          ),
          options: [
            o(true, "Pihak yang lebih dulu mengajukan pendaftaran", "Whoever filed for registration first"),
            o(false, "Pihak dengan usaha terbesar", "Whoever has the largest business"),
            o(false, "Pihak yang lebih dulu memakai merek", "Whoever used the mark first"),
          ],
          explanation: t(
            "Hak atas merek diperoleh melalui pendaftaran, sehingga merek sebaiknya didaftarkan sedini mungkin.",
            "Trademark rights come from registration, so marks should be registered as early as possible.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Berapa lama perlindungan merek terdaftar berlaku?",
            "How long does a registered trademark's protection last?",
          ),
          options: [
            o(false, "Seumur hidup pemilik", "The owner's lifetime"),
            o(false, "5 tahun dan tidak bisa diperpanjang", "5 years, not renewable"),
            o(
              true,
              "10 tahun sejak tanggal penerimaan dan dapat diperpanjang",
              "10 years from the filing date, renewable",
            ),
          ],
          explanation: t(
            "UU Nomor 20 Tahun 2016 memberi perlindungan 10 tahun sejak tanggal penerimaan permohonan, dan dapat diperpanjang.",
            "Law No. 20 of 2016 grants 10 years' protection from the filing date, renewable.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Informasi apa yang umumnya dimuat label pangan olahan?",
            "What information does a processed-food label generally show?",
          ),
          options: [
            o(true, "Nomor izin edar dan tanggal kedaluwarsa", "Distribution permit number and expiry date"),
            o(false, "Nomor rekening pribadi pemilik", "The owner's personal bank account number"),
            o(true, "Daftar bahan dan berat bersih", "Ingredients and net weight"),
            o(true, "Nama dan alamat produsen", "Producer's name and address"),
          ],
          explanation: t(
            "Label pangan memuat informasi yang melindungi konsumen, seperti bahan, berat, produsen, izin edar, dan kedaluwarsa.",
            "Food labels carry consumer-protection information such as ingredients, weight, producer, permit and expiry.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Produk Anda bermasalah dan viral di media sosial. Tindakan mana yang tepat?",
            "Your faulty product goes viral on social media. Which actions are right?",
          ),
          options: [
            o(false, "Menghapus semua komentar kritis", "Deleting all critical comments"),
            o(
              true,
              "Memperbaiki penyebab dan menyampaikan perkembangannya",
              "Fixing the cause and sharing progress",
            ),
            o(true, "Mengakui dengan cepat dan jujur", "Acknowledging it quickly and honestly"),
            o(
              true,
              "Menjelaskan langkah seperti penarikan produk atau pengembalian dana",
              "Explaining steps such as a recall or refunds",
            ),
          ],
          explanation: t(
            "Menyangkal atau menghapus kritik memperburuk krisis; keterbukaan dan tindakan nyata memulihkan kepercayaan.",
            "Denying or deleting criticism worsens a crisis; openness and real action restore trust.",
          ),
        },
      ],
    },
  ],
};

export default content;
