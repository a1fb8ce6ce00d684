/**
 * Seed teaching content for "Pemikiran Strategis & Pertumbuhan" (strategic and growth thinking): strategic
 * thinking fundamentals, business growth strategy, and systems thinking with scenario planning.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "strategic-growth-thinking",
  tracks: [
    {
      key: "dasar-berpikir-strategis",
      title: { id: "Dasar-Dasar Berpikir Strategis", en: "Strategic Thinking Fundamentals" },
      description: {
        id: "Pahami apa itu strategi dan bagaimana menyusunnya secara runtut, dari visi dan misi hingga pilihan strategis yang bisa dijalankan. Anda akan berlatih analisis lingkungan dengan PESTEL, lima kekuatan Porter, dan matriks TOWS menggunakan contoh organisasi dan usaha di Indonesia.",
        en: "Understand what strategy is and how to build one step by step, from vision and mission to strategic choices you can execute. You will practise environmental analysis with PESTEL, Porter's five forces and the TOWS matrix using Indonesian organisations and businesses as examples.",
      },
      skills: [
        { id: "Membedakan strategi dan rencana kerja", en: "Distinguishing strategy from work plans" },
        {
          id: "Merumuskan visi, misi, dan tujuan strategis",
          en: "Writing vision, mission and strategic goals",
        },
        { id: "Analisis lingkungan PESTEL", en: "PESTEL environmental analysis" },
        { id: "Analisis persaingan lima kekuatan Porter", en: "Porter's five forces analysis" },
        { id: "Menyusun pilihan strategi dengan TOWS", en: "Building strategic options with TOWS" },
        { id: "Menerjemahkan strategi menjadi eksekusi", en: "Translating strategy into execution" },
      ],
      lessons: [
        {
          title: {
            id: "Apa Itu Strategi dan Berpikir Strategis?",
            en: "What Are Strategy and Strategic Thinking?",
          },
          body: {
            id: p(
              "Strategi adalah serangkaian pilihan terpadu tentang ke mana organisasi akan melangkah dan bagaimana ia akan berhasil di sana, dengan sumber daya yang terbatas. Kata kuncinya adalah pilihan. Strategi berarti juga memutuskan apa yang tidak akan dilakukan.",
              "Strategi berbeda dengan rencana kerja. Rencana kerja berisi daftar kegiatan dan anggaran. Strategi menjawab pertanyaan yang lebih mendasar:",
              "- Apa tujuan jangka panjang kita?\n- Siapa yang kita layani, dan siapa yang tidak?\n- Mengapa mereka memilih kita dibanding alternatif lain?\n- Kemampuan apa yang harus kita miliki agar unggul?",
              "Berpikir strategis adalah kebiasaan melihat gambaran besar: memahami perubahan lingkungan, mengantisipasi langkah pihak lain, dan menghubungkan keputusan hari ini dengan tujuan jangka panjang.",
              "Contoh: sebuah toko oleh-oleh di Yogyakarta bisa terus menambah jenis produk setiap bulan karena ada pemasok baru. Itu kegiatan, bukan strategi. Strateginya mungkin: fokus pada wisatawan keluarga dengan produk khas lokal berkualitas tinggi dan kemasan yang aman dibawa pesawat, serta tidak bersaing harga dengan toko grosir. Pilihan ini memandu keputusan produk, lokasi, dan promosi.",
            ),
            en: p(
              "Strategy is an integrated set of choices about where an organisation is heading and how it will succeed there, with limited resources. The key word is choice. Strategy also means deciding what you will not do.",
              "Strategy differs from a work plan. A work plan lists activities and budgets. Strategy answers more fundamental questions:",
              "- What is our long-term goal?\n- Whom do we serve, and whom do we not?\n- Why would they choose us over the alternatives?\n- What capabilities must we have to excel?",
              "Strategic thinking is the habit of seeing the big picture: understanding changes in the environment, anticipating others' moves and linking today's decisions to long-term goals.",
              "Example: a souvenir shop in Yogyakarta could keep adding products every month because new suppliers appear. That is activity, not strategy. Its strategy might be: focus on family tourists with high-quality local specialities and packaging that travels safely by plane, and not compete on price with wholesale shops. This choice guides decisions on products, location and promotion.",
            ),
          },
        },
        {
          title: { id: "Visi, Misi, dan Tujuan Strategis", en: "Vision, Mission and Strategic Goals" },
          body: {
            id: p(
              "Visi, misi, dan tujuan strategis memberi arah bagi semua keputusan. Sayangnya, di banyak organisasi ketiganya hanya menjadi hiasan dinding.",
              '- Visi: gambaran masa depan yang ingin diwujudkan, biasanya untuk 5–20 tahun. Contoh untuk koperasi petani kopi: "Menjadi koperasi kopi yang menyejahterakan anggotanya melalui kopi bermutu ekspor."\n- Misi: apa yang dikerjakan organisasi untuk mewujudkan visi, untuk siapa, dan dengan cara apa. Contoh: "Membina anggota dalam budidaya dan pascapanen, mengolah dan memasarkan kopi secara kolektif dengan harga yang adil."\n- Tujuan strategis: hasil terukur dalam 3–5 tahun. Contoh: "Tahun 2029, 60% produksi anggota memenuhi standar kopi specialty dan harga jual rata-rata naik 30%."',
              "Ciri visi dan misi yang berguna: jelas, mudah diingat, membantu memilih, dan dipahami oleh semua anggota, bukan hanya pengurus.",
              "Uji sederhana: ketika ada usulan kegiatan baru, apakah visi dan misi membantu memutuskan ya atau tidak? Jika koperasi tadi ditawari menjual pupuk secara umum ke nonanggota, misinya membantu menilai apakah itu mendukung atau justru mengalihkan fokus.",
              "Libatkan orang-orang kunci saat menyusunnya, agar arah ini dimiliki bersama.",
            ),
            en: p(
              "Vision, mission and strategic goals give direction to every decision. Unfortunately, in many organisations all three are just wall decorations.",
              '- Vision: the future you want to create, usually over 5–20 years. Example for a coffee farmers\' cooperative: "To be a coffee cooperative that brings prosperity to its members through export-quality coffee."\n- Mission: what the organisation does to realise the vision, for whom and how. Example: "Coach members in cultivation and post-harvest handling, and process and market coffee collectively at fair prices."\n- Strategic goals: measurable results in 3–5 years. Example: "By 2029, 60% of members\' output meets specialty coffee standards and the average selling price rises by 30%."',
              "Features of a useful vision and mission: clear, memorable, helpful for making choices and understood by all members, not just the board.",
              "A simple test: when a new activity is proposed, do the vision and mission help decide yes or no? If the cooperative is offered the chance to sell fertiliser to the general public, its mission helps judge whether that supports its focus or distracts from it.",
              "Involve key people in writing them, so the direction is shared.",
            ),
          },
        },
        {
          title: {
            id: "Analisis Lingkungan Makro dengan PESTEL",
            en: "Macro-Environment Analysis with PESTEL",
          },
          body: {
            id: p(
              "Organisasi tidak berdiri di ruang hampa. Perubahan di luar kendali kita dapat membuka peluang atau menimbulkan ancaman. PESTEL adalah daftar periksa untuk memindai lingkungan makro.",
              "- Political (politik): kebijakan pemerintah, program bantuan, stabilitas, hubungan antardaerah.\n- Economic (ekonomi): pertumbuhan ekonomi, inflasi, suku bunga, nilai tukar rupiah, daya beli.\n- Social (sosial): demografi, gaya hidup, pendidikan, tren konsumsi seperti meningkatnya minat produk halal dan sehat.\n- Technological (teknologi): pembayaran digital, e-commerce, otomatisasi, kecerdasan buatan.\n- Environmental (lingkungan): perubahan iklim, cuaca ekstrem, pengelolaan sampah, tuntutan produk ramah lingkungan.\n- Legal (hukum): perizinan, ketenagakerjaan, perlindungan konsumen, perlindungan data pribadi.",
              "Cara memakainya: untuk setiap faktor, tulis perubahan yang relevan, lalu nilai dampaknya (besar/kecil) dan kemungkinannya (tinggi/rendah). Fokuskan perhatian pada faktor berdampak besar dengan kemungkinan tinggi.",
              "Contoh: usaha tambak udang di pesisir Jawa Timur menemukan bahwa faktor lingkungan (cuaca ekstrem dan penyakit udang) serta ekonomi (harga pakan dan nilai tukar yang memengaruhi harga ekspor) paling berpengaruh. Hasil ini mendorong investasi pada sistem pengelolaan kualitas air dan kontrak penjualan yang lebih stabil.",
            ),
            en: p(
              "Organisations do not exist in a vacuum. Changes beyond our control can open opportunities or create threats. PESTEL is a checklist for scanning the macro environment.",
              "- Political: government policies, assistance programmes, stability, relations between regions.\n- Economic: economic growth, inflation, interest rates, the rupiah exchange rate, purchasing power.\n- Social: demographics, lifestyles, education, consumer trends such as growing interest in halal and healthy products.\n- Technological: digital payments, e-commerce, automation, artificial intelligence.\n- Environmental: climate change, extreme weather, waste management, demand for eco-friendly products.\n- Legal: licensing, employment, consumer protection, personal data protection.",
              "How to use it: for each factor, note the relevant changes, then rate their impact (high/low) and likelihood (high/low). Focus on high-impact, high-likelihood factors.",
              "Example: a shrimp farm on the East Java coast finds that environmental factors (extreme weather and shrimp disease) and economic factors (feed prices and the exchange rate affecting export prices) matter most. This leads it to invest in water quality management and more stable sales contracts.",
            ),
          },
        },
        {
          title: {
            id: "Memahami Persaingan: Lima Kekuatan Porter",
            en: "Understanding Competition: Porter's Five Forces",
          },
          body: {
            id: p(
              "Michael Porter dari Harvard Business School mengemukakan bahwa tingkat keuntungan sebuah industri dipengaruhi lima kekuatan, bukan hanya oleh pesaing langsung.",
              "- Persaingan antarpemain yang ada: berapa banyak pesaing dan seberapa ketat perang harganya.\n- Ancaman pendatang baru: seberapa mudah orang lain membuka usaha serupa.\n- Ancaman produk pengganti: produk berbeda yang memenuhi kebutuhan sama, misalnya jasa ojek daring sebagai pengganti angkot.\n- Daya tawar pemasok: apakah pemasok sedikit dan bisa menaikkan harga seenaknya.\n- Daya tawar pembeli: apakah pembeli bisa dengan mudah pindah atau menekan harga.",
              "Contoh: usaha laundry kiloan di dekat kampus di Malang. Pendatang baru mudah masuk karena modal kecil, pesaing banyak, dan mahasiswa sangat sensitif harga serta mudah pindah. Kesimpulannya, bersaing hanya dengan harga murah akan sulit menguntungkan.",
              "Analisis ini lalu mengarahkan strategi: membangun hal yang sulit ditiru, seperti layanan antar-jemput dengan jadwal tetap, paket langganan bulanan yang membuat pelanggan enggan pindah, atau segmen khusus seperti cuci sepatu dan tas yang marginnya lebih tinggi.",
              "Lakukan analisis ini sebelum memasuki pasar baru, agar Anda tahu medan yang akan dihadapi.",
            ),
            en: p(
              "Michael Porter of Harvard Business School argued that an industry's profitability is shaped by five forces, not only by direct competitors.",
              "- Rivalry among existing players: how many competitors and how fierce the price war is.\n- Threat of new entrants: how easily others can open a similar business.\n- Threat of substitutes: different products meeting the same need, such as ride-hailing motorbikes replacing minibuses.\n- Bargaining power of suppliers: whether suppliers are few and can raise prices at will.\n- Bargaining power of buyers: whether buyers can easily switch or push prices down.",
              "Example: a per-kilo laundry near a campus in Malang. New entrants come in easily because capital needs are small, competitors are many, and students are very price-sensitive and switch easily. The conclusion: competing on low price alone will hardly be profitable.",
              "The analysis then guides strategy: build what is hard to copy, such as pick-up and delivery on a fixed schedule, monthly subscription packages that make customers reluctant to switch, or a niche like shoe and bag cleaning with higher margins.",
              "Do this analysis before entering a new market, so you know the terrain you will face.",
            ),
          },
        },
        {
          title: {
            id: "Dari SWOT ke Pilihan Strategi: Matriks TOWS",
            en: "From SWOT to Strategic Options: The TOWS Matrix",
          },
          body: {
            id: p(
              "Banyak analisis SWOT berhenti sebagai daftar empat kotak. Matriks TOWS melangkah lebih jauh dengan memasangkan faktor internal dan eksternal untuk menghasilkan pilihan strategi.",
              "- Strategi S-O: gunakan kekuatan untuk meraih peluang.\n- Strategi W-O: atasi kelemahan dengan memanfaatkan peluang.\n- Strategi S-T: gunakan kekuatan untuk menghadapi ancaman.\n- Strategi W-T: kurangi kelemahan dan hindari ancaman, biasanya strategi bertahan.",
              "Contoh BUMDes wisata di sebuah desa di Bali:\n- Kekuatan: pemandangan sawah terasering dan tradisi budaya yang kuat.\n- Kelemahan: pengelola belum mahir pemasaran digital.\n- Peluang: meningkatnya minat wisatawan pada pengalaman desa yang autentik.\n- Ancaman: persaingan dengan desa wisata lain dan risiko kerusakan lingkungan jika pengunjung berlebihan.",
              'Hasilnya: S-O, membuat paket "sehari menjadi petani" bersama warga. W-O, bermitra dengan kampus atau pelaku usaha wisata untuk pelatihan pemasaran digital. S-T, menonjolkan keunikan budaya yang sulit ditiru desa lain. W-T, membatasi kuota pengunjung harian untuk menjaga lingkungan.',
              "Setelah itu, pilih beberapa strategi prioritas berdasarkan dampak dan kemampuan. Tidak semua pilihan harus dijalankan sekaligus.",
            ),
            en: p(
              "Many SWOT analyses stop as a list in four boxes. The TOWS matrix goes further by pairing internal and external factors to generate strategic options.",
              "- S-O strategies: use strengths to seize opportunities.\n- W-O strategies: overcome weaknesses by using opportunities.\n- S-T strategies: use strengths to counter threats.\n- W-T strategies: reduce weaknesses and avoid threats, usually defensive.",
              "Example of a tourism BUMDes in a Balinese village:\n- Strength: terraced rice field scenery and strong cultural traditions.\n- Weakness: managers are not yet skilled at digital marketing.\n- Opportunity: growing tourist interest in authentic village experiences.\n- Threat: competition from other tourism villages and environmental damage if visitors are too many.",
              'The results: S-O, create a "farmer for a day" package with residents. W-O, partner with a university or tourism businesses for digital marketing training. S-T, highlight cultural uniqueness other villages cannot copy. W-T, cap daily visitor numbers to protect the environment.',
              "Then choose a few priority strategies based on impact and capability. Not every option has to be pursued at once.",
            ),
          },
        },
        {
          title: {
            id: "Keunggulan Bersaing dan Pilihan Posisi",
            en: "Competitive Advantage and Positioning Choices",
          },
          body: {
            id: p(
              "Keunggulan bersaing adalah alasan pelanggan memilih Anda dan sulit ditiru pesaing. Porter menggambarkan tiga strategi generik untuk mencapainya.",
              "- Keunggulan biaya: mampu beroperasi dengan biaya lebih rendah dari pesaing, sehingga bisa menawarkan harga bersaing tetap dengan untung. Butuh skala, efisiensi, dan disiplin biaya.\n- Diferensiasi: menawarkan sesuatu yang dinilai unik oleh pelanggan, seperti mutu, desain, layanan, atau merek, sehingga pelanggan bersedia membayar lebih.\n- Fokus: melayani segmen sempit secara sangat baik, baik dengan biaya rendah maupun diferensiasi.",
              "Bahaya terbesar adalah terjebak di tengah: tidak paling murah, tidak juga paling istimewa.",
              "Contoh: di pasar kopi kemasan, ada merek yang unggul karena harga terjangkau dan distribusi luas hingga warung kecil. Ada pula roastery kecil di Bandung yang fokus pada kopi single origin dari kebun tertentu, dengan cerita petani dan kualitas yang konsisten, dan bisa menjual jauh lebih mahal kepada segmen pencinta kopi.",
              "Keunggulan harus didukung oleh kegiatan sehari-hari. Roastery yang memilih diferensiasi mutu harus berinvestasi pada pemilihan biji, kontrol sangrai, dan pelatihan barista, bukan ikut perang diskon.",
            ),
            en: p(
              "Competitive advantage is the reason customers choose you that competitors find hard to copy. Porter described three generic strategies to achieve it.",
              "- Cost leadership: operating at lower cost than competitors, so you can offer competitive prices and still profit. It needs scale, efficiency and cost discipline.\n- Differentiation: offering something customers value as unique, such as quality, design, service or brand, so they will pay more.\n- Focus: serving a narrow segment extremely well, either at low cost or with differentiation.",
              "The biggest danger is being stuck in the middle: neither the cheapest nor the most special.",
              "Example: in packaged coffee, some brands win through affordable prices and wide distribution down to small kiosks. Meanwhile a small roastery in Bandung focuses on single-origin coffee from specific farms, with farmer stories and consistent quality, and can sell at much higher prices to coffee lovers.",
              "Advantage must be backed by daily activities. A roastery that chooses quality differentiation must invest in bean selection, roasting control and barista training, not join discount wars.",
            ),
          },
        },
        {
          title: { id: "Dari Strategi ke Eksekusi", en: "From Strategy to Execution" },
          body: {
            id: p(
              "Strategi yang bagus di atas kertas tidak ada artinya jika tidak dijalankan. Banyak strategi gagal bukan karena idenya buruk, tetapi karena tidak diterjemahkan menjadi prioritas, anggaran, dan tindakan.",
              "Langkah menerjemahkan strategi:",
              "- Pilih tiga sampai lima prioritas strategis untuk satu sampai tiga tahun. Terlalu banyak prioritas sama dengan tidak ada prioritas.\n- Untuk setiap prioritas, tentukan inisiatif, penanggung jawab, anggaran, dan indikator keberhasilan.\n- Selaraskan anggaran. Jika anggaran tahunan masih sama dengan tahun lalu, kemungkinan strategi belum benar-benar dijalankan.\n- Komunikasikan strategi dengan bahasa sederhana hingga ke staf garis depan, karena merekalah yang mengambil ribuan keputusan kecil setiap hari.\n- Tinjau kemajuan secara berkala, misalnya triwulanan, dan sesuaikan bila lingkungan berubah.",
              "Contoh: sebuah rumah sakit daerah memilih strategi menjadi rujukan layanan jantung di wilayahnya. Eksekusinya mencakup pendidikan dokter spesialis, pengadaan alat, kerja sama rujukan dengan puskesmas, dan indikator waktu penanganan pasien. Setiap triwulan, manajemen meninjau kemajuan dan hambatannya.",
              "Ingat, strategi adalah proses belajar. Evaluasi jujur atas apa yang berhasil dan tidak adalah bagian dari berpikir strategis.",
            ),
            en: p(
              "A strategy that looks good on paper means nothing if it is not executed. Many strategies fail not because the idea is bad but because it is never translated into priorities, budgets and actions.",
              "Steps to translate strategy:",
              "- Choose three to five strategic priorities for one to three years. Too many priorities means no priorities.\n- For each priority, define initiatives, owners, budget and success indicators.\n- Align the budget. If this year's budget looks the same as last year's, the strategy is probably not really being executed.\n- Communicate the strategy in plain language down to frontline staff, because they make thousands of small decisions every day.\n- Review progress regularly, for example quarterly, and adjust when the environment changes.",
              "Example: a regional hospital chooses the strategy of becoming the referral centre for cardiac care in its area. Execution includes specialist doctor training, equipment procurement, referral agreements with puskesmas and an indicator for patient handling time. Each quarter, management reviews progress and obstacles.",
              "Remember, strategy is a learning process. Honest evaluation of what works and what does not is part of strategic thinking.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Apa kata kunci dalam definisi strategi?",
            en: "What is the key word in the definition of strategy?",
          },
          options: [
            { text: { id: "Anggaran", en: "Budget" }, correct: false },
            { text: { id: "Kegiatan", en: "Activity" }, correct: false },
            { text: { id: "Pilihan", en: "Choice" }, correct: true },
          ],
          explanation: {
            id: "Strategi adalah pilihan terpadu, termasuk memutuskan apa yang tidak akan dilakukan. Daftar kegiatan dan anggaran adalah rencana kerja.",
            en: "Strategy is an integrated set of choices, including what not to do. Activity lists and budgets are work plans.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"Tahun 2029, 60% produksi anggota memenuhi standar specialty" termasuk…',
            en: '"By 2029, 60% of members\' output meets specialty standards" is a…',
          },
          options: [
            { text: { id: "Tujuan strategis", en: "Strategic goal" }, correct: true },
            { text: { id: "Visi", en: "Vision" }, correct: false },
            { text: { id: "Misi", en: "Mission" }, correct: false },
          ],
          explanation: {
            id: "Tujuan strategis adalah hasil terukur dalam 3–5 tahun, berbeda dengan visi (gambaran masa depan) dan misi (apa yang dikerjakan).",
            en: "A strategic goal is a measurable result in 3–5 years, unlike a vision (future picture) or mission (what is done).",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk faktor dalam analisis PESTEL?",
            en: "Which are factors in a PESTEL analysis?",
          },
          options: [
            { text: { id: "Teknologi", en: "Technological" }, correct: true },
            { text: { id: "Hukum", en: "Legal" }, correct: true },
            { text: { id: "Kepribadian pemilik", en: "The owner's personality" }, correct: false },
            { text: { id: "Ekonomi", en: "Economic" }, correct: true },
          ],
          explanation: {
            id: "PESTEL mencakup politik, ekonomi, sosial, teknologi, lingkungan, dan hukum, yaitu faktor makro di luar organisasi.",
            en: "PESTEL covers political, economic, social, technological, environmental and legal factors outside the organisation.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Ojek daring sebagai pengganti angkot adalah contoh kekuatan Porter yang mana?",
            en: "Ride-hailing motorbikes replacing minibuses illustrates which of Porter's forces?",
          },
          options: [
            { text: { id: "Daya tawar pembeli", en: "Buyer bargaining power" }, correct: false },
            { text: { id: "Ancaman produk pengganti", en: "Threat of substitutes" }, correct: true },
            { text: { id: "Daya tawar pemasok", en: "Supplier bargaining power" }, correct: false },
          ],
          explanation: {
            id: "Produk pengganti memenuhi kebutuhan yang sama dengan cara berbeda, dalam hal ini kebutuhan transportasi.",
            en: "Substitutes meet the same need in a different way, here the need for transport.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: 'Strategi "bermitra dengan kampus untuk pelatihan pemasaran digital" bagi BUMDes wisata termasuk jenis…',
            en: '"Partner with a university for digital marketing training" for the tourism BUMDes is which type?',
          },
          options: [
            { text: { id: "W-O", en: "W-O" }, correct: true },
            { text: { id: "W-T", en: "W-T" }, correct: false },
            { text: { id: "S-O", en: "S-O" }, correct: false },
          ],
          explanation: {
            id: "Strategi ini mengatasi kelemahan (pemasaran digital) dengan memanfaatkan peluang kemitraan dan minat wisatawan.",
            en: "It overcomes a weakness (digital marketing) by using an opportunity, so it is W-O.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk strategi generik Porter?",
            en: "Which are Porter's generic strategies?",
          },
          options: [
            { text: { id: "Keunggulan biaya", en: "Cost leadership" }, correct: true },
            { text: { id: "Diferensiasi", en: "Differentiation" }, correct: true },
            { text: { id: "Fokus", en: "Focus" }, correct: true },
            { text: { id: "Terjebak di tengah", en: "Stuck in the middle" }, correct: false },
          ],
          explanation: {
            id: 'Tiga strategi generik adalah keunggulan biaya, diferensiasi, dan fokus. "Terjebak di tengah" adalah bahaya yang harus dihindari.',
            en: 'The three generic strategies are cost leadership, differentiation and focus. "Stuck in the middle" is the danger to avoid.',
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana langkah yang tepat untuk menerjemahkan strategi menjadi eksekusi?",
            en: "Which steps help translate strategy into execution?",
          },
          options: [
            {
              text: {
                id: "Merahasiakan strategi dari staf garis depan",
                en: "Keeping the strategy secret from frontline staff",
              },
              correct: false,
            },
            {
              text: { id: "Meninjau kemajuan secara berkala", en: "Reviewing progress regularly" },
              correct: true,
            },
            {
              text: { id: "Memilih tiga sampai lima prioritas", en: "Choosing three to five priorities" },
              correct: true,
            },
            {
              text: {
                id: "Menyelaraskan anggaran dengan prioritas",
                en: "Aligning the budget with priorities",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Staf garis depan justru perlu memahami strategi karena mereka mengambil banyak keputusan sehari-hari.",
            en: "Frontline staff need to understand the strategy because they make many daily decisions.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Laundry dekat kampus menghadapi pendatang baru mudah masuk dan pembeli sensitif harga. Kesimpulan yang tepat adalah…",
            en: "A campus laundry faces easy entry and price-sensitive buyers. The right conclusion is…",
          },
          options: [
            {
              text: {
                id: "Harga harus terus diturunkan sampai pesaing tutup",
                en: "Keep cutting prices until competitors close",
              },
              correct: false,
            },
            {
              text: {
                id: "Industri ini pasti sangat menguntungkan",
                en: "The industry is surely very profitable",
              },
              correct: false,
            },
            {
              text: {
                id: "Bersaing hanya dengan harga murah akan sulit menguntungkan",
                en: "Competing on low price alone will hardly be profitable",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Analisis lima kekuatan menunjukkan tekanan harga tinggi, sehingga usaha perlu membangun keunggulan yang sulit ditiru.",
            en: "The five forces analysis shows strong price pressure, so the business must build advantages that are hard to copy.",
          },
        },
      ],
    },
    {
      key: "strategi-pertumbuhan-bisnis",
      title: { id: "Strategi Pertumbuhan Bisnis", en: "Business Growth Strategy" },
      description: {
        id: "Pertumbuhan yang sehat tidak sekadar menambah penjualan, tetapi menambah nilai tanpa mengorbankan arus kas dan mutu. Kursus ini membahas sumber pertumbuhan, matriks Ansoff, ekonomi unit, retensi pelanggan, eksperimen pertumbuhan, kesiapan operasi, dan pembiayaan ekspansi.",
        en: "Healthy growth is not just more sales but more value without sacrificing cash flow and quality. This course covers sources of growth, the Ansoff matrix, unit economics, customer retention, growth experiments, operational readiness and financing expansion.",
      },
      skills: [
        { id: "Mengidentifikasi sumber pertumbuhan", en: "Identifying sources of growth" },
        {
          id: "Memilih arah pertumbuhan dengan matriks Ansoff",
          en: "Choosing growth direction with the Ansoff matrix",
        },
        { id: "Menghitung ekonomi unit", en: "Calculating unit economics" },
        { id: "Meningkatkan retensi pelanggan", en: "Improving customer retention" },
        { id: "Merancang eksperimen pertumbuhan", en: "Designing growth experiments" },
        { id: "Merencanakan pembiayaan ekspansi", en: "Planning expansion financing" },
      ],
      lessons: [
        {
          title: { id: "Sumber-Sumber Pertumbuhan Usaha", en: "Sources of Business Growth" },
          body: {
            id: p(
              "Pendapatan usaha pada dasarnya adalah hasil kali tiga hal: jumlah pelanggan, seberapa sering mereka membeli, dan nilai rata-rata setiap pembelian. Artinya, ada tiga tuas pertumbuhan.",
              "- Menambah pelanggan baru: memperluas wilayah, membuka kanal penjualan daring, atau menjangkau segmen baru.\n- Meningkatkan frekuensi pembelian: program langganan, pengingat, atau produk yang dibeli rutin.\n- Menaikkan nilai transaksi: paket bundel, produk pelengkap, atau versi premium.",
              "Contoh: warung bakso di Surabaya dengan 150 pelanggan per hari dan rata-rata transaksi Rp25.000. Menambah 10% pelanggan, 10% frekuensi, dan 10% nilai transaksi sekaligus menghasilkan kenaikan pendapatan sekitar 33%, bukan hanya 30%, karena ketiganya saling mengalikan.",
              "Selain itu, bedakan pertumbuhan organik dan anorganik. Pertumbuhan organik berasal dari kemampuan usaha sendiri. Pertumbuhan anorganik berasal dari akuisisi, merger, atau kemitraan besar.",
              "Sebelum memilih tuas, lihat data: tuas mana yang paling murah dan paling cepat digerakkan? Sering kali meningkatkan pembelian ulang pelanggan lama jauh lebih murah daripada mencari pelanggan baru.",
            ),
            en: p(
              "Business revenue is essentially the product of three things: the number of customers, how often they buy and the average value of each purchase. That means there are three growth levers.",
              "- Gaining new customers: expanding territory, opening online channels or reaching new segments.\n- Increasing purchase frequency: subscriptions, reminders or products bought routinely.\n- Raising transaction value: bundles, complementary products or premium versions.",
              "Example: a meatball soup stall in Surabaya serves 150 customers a day with an average ticket of Rp25,000. Raising customers, frequency and ticket value by 10% each together lifts revenue by about 33%, not just 30%, because the three multiply.",
              "Also distinguish organic from inorganic growth. Organic growth comes from the business's own capabilities. Inorganic growth comes from acquisitions, mergers or major partnerships.",
              "Before choosing a lever, look at the data: which lever is cheapest and fastest to move? Increasing repeat purchases by existing customers is often much cheaper than finding new ones.",
            ),
          },
        },
        {
          title: {
            id: "Matriks Ansoff: Empat Arah Pertumbuhan",
            en: "The Ansoff Matrix: Four Directions of Growth",
          },
          body: {
            id: p(
              "Igor Ansoff menyusun matriks pertumbuhan berdasarkan dua pertanyaan: produknya lama atau baru, dan pasarnya lama atau baru? Hasilnya empat strategi dengan tingkat risiko berbeda.",
              "- Penetrasi pasar (produk lama, pasar lama): menjual lebih banyak produk yang sama ke pasar yang sama. Risiko paling rendah. Contoh: promosi dan program loyalitas untuk pelanggan di kota yang sama.\n- Pengembangan pasar (produk lama, pasar baru): membawa produk ke wilayah atau segmen baru. Contoh: keripik tempe Malang mulai dijual ke Kalimantan melalui marketplace.\n- Pengembangan produk (produk baru, pasar lama): menawarkan produk baru kepada pelanggan yang sudah ada. Contoh: bengkel motor menambah layanan cuci dan aksesori.\n- Diversifikasi (produk baru, pasar baru): risiko tertinggi karena keduanya baru. Contoh: pabrik tahu membuka usaha penginapan.",
              "Umumnya, usaha kecil sebaiknya memaksimalkan penetrasi pasar terlebih dahulu sebelum melangkah ke arah yang lebih berisiko. Jika memilih diversifikasi, pastikan ada kaitan kemampuan, misalnya memakai jaringan distribusi atau keahlian yang sama.",
              "Matriks ini membantu tim berdiskusi secara terstruktur: arah mana yang paling sesuai dengan kekuatan dan tingkat risiko yang sanggup kita tanggung?",
            ),
            en: p(
              "Igor Ansoff built a growth matrix on two questions: is the product existing or new, and is the market existing or new? The result is four strategies with different levels of risk.",
              "- Market penetration (existing product, existing market): selling more of the same product to the same market. Lowest risk. Example: promotions and loyalty programmes for customers in the same city.\n- Market development (existing product, new market): taking the product to new regions or segments. Example: tempeh chips from Malang start selling to Kalimantan through a marketplace.\n- Product development (new product, existing market): offering new products to existing customers. Example: a motorcycle workshop adds washing services and accessories.\n- Diversification (new product, new market): highest risk because both are new. Example: a tofu factory opening a guesthouse.",
              "Generally, small businesses should maximise market penetration before moving in riskier directions. If choosing diversification, make sure there is a link in capabilities, such as using the same distribution network or expertise.",
              "The matrix helps teams discuss growth in a structured way: which direction best fits our strengths and the level of risk we can bear?",
            ),
          },
        },
        {
          title: {
            id: "Ekonomi Unit: Apakah Setiap Penjualan Menguntungkan?",
            en: "Unit Economics: Is Each Sale Profitable?",
          },
          body: {
            id: p(
              "Sebelum mengejar pertumbuhan, pastikan setiap unit penjualan memang menguntungkan. Jika setiap penjualan merugi, pertumbuhan hanya mempercepat kerugian.",
              "Konsep dasar ekonomi unit:",
              "- Margin kontribusi per unit: harga jual dikurangi biaya variabel per unit (bahan, kemasan, ongkos kirim, komisi platform).\n- Biaya akuisisi pelanggan (CAC): total biaya pemasaran dan penjualan dibagi jumlah pelanggan baru yang didapat.\n- Nilai seumur hidup pelanggan (LTV): perkiraan total margin dari seorang pelanggan selama ia berlangganan atau terus membeli.",
              "Aturan praktis: LTV harus jauh lebih besar daripada CAC, dan biaya akuisisi sebaiknya kembali dalam waktu yang wajar.",
              "Contoh: usaha katering sehat di Jakarta menjual paket makan siang Rp45.000 dengan biaya bahan, kemasan, dan kurir Rp30.000, jadi margin kontribusinya Rp15.000 per porsi. Untuk mendapat satu pelanggan baru, biaya iklannya rata-rata Rp150.000. Jika pelanggan hanya membeli lima kali, margin totalnya Rp75.000, lebih kecil dari biaya akuisisi. Jika ia berlangganan rata-rata 40 kali, margin totalnya Rp600.000 dan pertumbuhan menjadi layak.",
              "Karena itu, sebelum menambah anggaran iklan, perbaiki dulu margin per unit dan pembelian ulang.",
            ),
            en: p(
              "Before chasing growth, make sure every unit sold is actually profitable. If each sale loses money, growth only speeds up the losses.",
              "Basic unit economics concepts:",
              "- Contribution margin per unit: selling price minus variable cost per unit (materials, packaging, delivery, platform commission).\n- Customer acquisition cost (CAC): total marketing and sales spending divided by the number of new customers gained.\n- Customer lifetime value (LTV): the estimated total margin from one customer over the time they keep buying.",
              "Rule of thumb: LTV must be well above CAC, and acquisition costs should be recovered within a reasonable time.",
              "Example: a healthy catering business in Jakarta sells a lunch box for Rp45,000 with ingredients, packaging and courier costing Rp30,000, so the contribution margin is Rp15,000 per meal. Gaining one new customer costs Rp150,000 in ads on average. If a customer buys only five times, total margin is Rp75,000, less than the acquisition cost. If they subscribe for 40 meals on average, total margin is Rp600,000 and growth becomes viable.",
              "So, before raising the ad budget, improve unit margins and repeat purchases first.",
            ),
          },
        },
        {
          title: { id: "Tumbuh dari Pelanggan yang Kembali", en: "Growing Through Returning Customers" },
          body: {
            id: p(
              "Retensi pelanggan adalah kemampuan membuat pelanggan terus membeli. Usaha dengan retensi tinggi tumbuh lebih stabil karena setiap pelanggan baru menambah basis, bukan sekadar menggantikan pelanggan yang pergi.",
              "Cara mengukur retensi sederhana: dari pelanggan yang membeli pada bulan tertentu, berapa persen yang membeli lagi dalam bulan-bulan berikutnya? Catatan penjualan di aplikasi kasir atau daftar pelanggan WhatsApp sudah cukup untuk memulai.",
              "Cara meningkatkan retensi:",
              "- Pastikan pengalaman pertama memuaskan, karena pelanggan baru paling mudah hilang.\n- Tindak lanjuti setelah pembelian: tanyakan kepuasan dan tawarkan bantuan.\n- Buat alasan untuk kembali: kartu stempel, paket langganan, atau pengingat servis berkala.\n- Dengarkan keluhan dan perbaiki akar masalahnya.\n- Kenali pelanggan: menyapa dengan nama dan mengingat pesanan favorit membangun ikatan.",
              "Contoh: toko pakan ternak di Lampung mencatat jadwal pembelian rutin peternak. Dua hari sebelum stok pakan pelanggan diperkirakan habis, toko mengirim pesan pengingat dan menawarkan antar. Pembelian ulang meningkat dan pelanggan jarang pindah ke toko lain.",
              "Pelanggan setia juga cenderung merekomendasikan usaha Anda kepada orang lain, sumber pelanggan baru yang paling murah.",
            ),
            en: p(
              "Customer retention is the ability to keep customers buying. Businesses with high retention grow more steadily because each new customer adds to the base instead of just replacing customers who leave.",
              "A simple way to measure retention: of the customers who bought in a given month, what percentage bought again in the following months? Sales records in a point-of-sale app or a WhatsApp customer list are enough to start.",
              "Ways to improve retention:",
              "- Make the first experience satisfying, because new customers are the easiest to lose.\n- Follow up after purchase: ask about satisfaction and offer help.\n- Give reasons to return: stamp cards, subscription packages or service reminders.\n- Listen to complaints and fix their root causes.\n- Know your customers: greeting them by name and remembering favourite orders builds loyalty.",
              "Example: a livestock feed shop in Lampung records farmers' regular buying schedules. Two days before a customer's feed is expected to run out, the shop sends a reminder and offers delivery. Repeat purchases rise and customers rarely switch shops.",
              "Loyal customers also tend to recommend your business to others, the cheapest source of new customers.",
            ),
          },
        },
        {
          title: { id: "Eksperimen Pertumbuhan yang Terukur", en: "Measured Growth Experiments" },
          body: {
            id: p(
              "Daripada menebak strategi pertumbuhan mana yang berhasil, uji dengan eksperimen kecil yang terukur. Cara ini mengurangi risiko pemborosan anggaran besar pada ide yang belum terbukti.",
              "Langkah eksperimen pertumbuhan:",
              '- Tulis hipotesis: "Jika kami menawarkan gratis ongkir untuk pembelian di atas Rp150.000, rata-rata nilai transaksi akan naik."\n- Tentukan ukuran keberhasilan dan targetnya sebelum mulai, misalnya rata-rata transaksi naik minimal 15%.\n- Jalankan dalam skala kecil dan waktu terbatas, misalnya dua minggu.\n- Bandingkan dengan kondisi pembanding, seperti periode sebelumnya atau kelompok pelanggan yang tidak mendapat penawaran.\n- Putuskan: lanjutkan, ubah, atau hentikan.',
              "Prioritaskan ide eksperimen dengan mempertimbangkan dampak yang mungkin, keyakinan bahwa ide itu berhasil, dan kemudahan pelaksanaannya.",
              "Contoh: penjual batik daring di Pekalongan menguji dua versi foto produk: foto di atas meja dan foto dipakai model lokal. Setelah dua minggu, versi model menghasilkan lebih banyak pesanan per pengunjung. Ia lalu memotret ulang produk terlarisnya dengan model.",
              "Catat setiap eksperimen, termasuk yang gagal. Eksperimen gagal tetap berharga karena mencegah Anda mengulang kesalahan yang sama dalam skala besar.",
            ),
            en: p(
              "Instead of guessing which growth strategy will work, test it with small, measured experiments. This reduces the risk of wasting a large budget on an unproven idea.",
              "Steps of a growth experiment:",
              '- Write a hypothesis: "If we offer free delivery on orders above Rp150,000, the average order value will increase."\n- Define the success measure and target before starting, such as average order value rising at least 15%.\n- Run it small and time-limited, for example two weeks.\n- Compare against a baseline, such as the previous period or a customer group that did not receive the offer.\n- Decide: continue, modify or stop.',
              "Prioritise experiment ideas by weighing the potential impact, your confidence that the idea will work and how easy it is to run.",
              "Example: an online batik seller in Pekalongan tests two product photo styles: flat on a table and worn by a local model. After two weeks, the model version produces more orders per visitor. She then reshoots her best sellers with models.",
              "Record every experiment, including failures. Failed experiments are still valuable because they stop you repeating the same mistake at large scale.",
            ),
          },
        },
        {
          title: { id: "Menyiapkan Operasi untuk Skala Lebih Besar", en: "Preparing Operations to Scale" },
          body: {
            id: p(
              "Banyak usaha tumbuh cepat lalu tersandung karena operasinya tidak siap. Pesanan melonjak, tetapi mutu turun, pengiriman terlambat, dan pemilik kewalahan karena semua keputusan masih bergantung padanya.",
              "Tanda operasi belum siap tumbuh:",
              "- Mutu produk bergantung pada satu orang.\n- Tidak ada catatan stok dan pesanan yang rapi.\n- Pemilik mengerjakan hampir semua hal sendiri.",
              "Persiapan yang perlu dilakukan:",
              "- Standarkan proses inti dengan SOP dan resep baku, agar mutu sama siapa pun yang mengerjakan.\n- Gunakan sistem sederhana untuk pesanan, stok, dan keuangan, misalnya aplikasi kasir dan spreadsheet bersama.\n- Rekrut dan latih orang sebelum lonjakan, bukan saat sudah kewalahan.\n- Identifikasi titik sempit (bottleneck): mesin, pemasok, atau tahap proses yang membatasi kapasitas.\n- Siapkan pemasok cadangan untuk bahan baku penting.",
              "Contoh: produsen sambal kemasan di Makassar mendapat tawaran masuk ke jaringan minimarket. Sebelum menyanggupi, ia menguji kapasitas produksi, membuat SOP takaran dan sterilisasi botol, memastikan izin edar yang diperlukan untuk produknya sudah lengkap, dan menambah satu pemasok cabai. Dengan persiapan itu, ia sanggup memenuhi pesanan tanpa menurunkan mutu.",
              "Tumbuh lebih lambat dengan fondasi kuat lebih baik daripada tumbuh cepat lalu kehilangan kepercayaan pelanggan.",
            ),
            en: p(
              "Many businesses grow fast and then stumble because operations are not ready. Orders surge, but quality falls, deliveries are late and the owner is overwhelmed because every decision still depends on them.",
              "Signs operations are not ready to grow:",
              "- Product quality depends on one person.\n- There are no tidy records of stock and orders.\n- The owner does almost everything personally.",
              "Preparation needed:",
              "- Standardise core processes with SOPs and fixed recipes, so quality is the same whoever does the work.\n- Use simple systems for orders, stock and finances, such as a point-of-sale app and a shared spreadsheet.\n- Recruit and train people before the surge, not when already overwhelmed.\n- Identify bottlenecks: the machine, supplier or process step that limits capacity.\n- Line up backup suppliers for critical raw materials.",
              "Example: a packaged chilli sauce producer in Makassar is offered a place in a minimarket chain. Before agreeing, she tests production capacity, writes SOPs for measurements and bottle sterilisation, makes sure the distribution permits her product requires are complete and adds a second chilli supplier. With that preparation she meets the orders without lowering quality.",
              "Growing more slowly on a strong foundation is better than growing fast and losing customers' trust.",
            ),
          },
        },
        {
          title: { id: "Membiayai Pertumbuhan dengan Bijak", en: "Financing Growth Wisely" },
          body: {
            id: p(
              "Pertumbuhan membutuhkan uang sebelum menghasilkan uang: stok lebih banyak, mesin baru, karyawan tambahan, dan piutang pelanggan yang belum dibayar. Inilah sebabnya usaha yang penjualannya naik pesat bisa justru kehabisan kas.",
              "Sumber pembiayaan pertumbuhan:",
              "- Laba yang ditahan: paling aman, tetapi pertumbuhan lebih lambat.\n- Kredit bank atau koperasi: termasuk Kredit Usaha Rakyat (KUR) program pemerintah untuk UMKM. Perlu pembukuan rapi dan kemampuan membayar cicilan.\n- Pembiayaan dari pemasok atau pembeli: tempo pembayaran dari pemasok atau uang muka dari pembeli besar.\n- Investor atau mitra modal: memberi modal sebagai ganti kepemilikan sebagian usaha, sehingga kendali dan keuntungan ikut dibagi.",
              "Prinsip penting:",
              "- Buat proyeksi arus kas bulanan sebelum ekspansi, termasuk skenario penjualan lebih rendah dari harapan.\n- Sesuaikan jenis pembiayaan dengan kebutuhan: modal kerja jangka pendek jangan dibiayai pinjaman yang jatuh tempo lebih cepat dari perputaran uangnya, dan sebaliknya aset jangka panjang jangan dibiayai utang yang sangat pendek.\n- Pisahkan keuangan pribadi dan usaha.",
              "Contoh: usaha mebel di Jepara menerima pesanan besar dari luar negeri. Dengan uang muka pembeli dan KUR untuk bahan baku, pesanan dapat dikerjakan tanpa mengganggu pembayaran gaji karyawan.",
            ),
            en: p(
              "Growth needs money before it makes money: more stock, new machines, extra staff and customer receivables not yet paid. That is why a business whose sales are rising fast can actually run out of cash.",
              "Sources of growth financing:",
              "- Retained earnings: the safest, but growth is slower.\n- Bank or cooperative credit: including the government's Kredit Usaha Rakyat (KUR) programme for small businesses. It needs tidy bookkeeping and the capacity to repay instalments.\n- Supplier or buyer financing: payment terms from suppliers or down payments from large buyers.\n- Investors or equity partners: providing capital in exchange for part-ownership, so control and profits are shared.",
              "Key principles:",
              "- Build a monthly cash flow projection before expanding, including a scenario with lower-than-expected sales.\n- Match the financing to the need: do not fund short-term working capital with a loan that falls due before the money cycles back, and do not fund long-term assets with very short-term debt.\n- Separate personal and business finances.",
              "Example: a furniture workshop in Jepara receives a large overseas order. With the buyer's down payment and KUR for raw materials, the order can be produced without disrupting staff wages.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Apa saja tiga tuas pertumbuhan pendapatan?",
            en: "What are the three revenue growth levers?",
          },
          options: [
            { text: { id: "Frekuensi pembelian", en: "Purchase frequency" }, correct: true },
            { text: { id: "Nilai rata-rata transaksi", en: "Average transaction value" }, correct: true },
            { text: { id: "Jumlah karyawan", en: "Number of employees" }, correct: false },
            { text: { id: "Jumlah pelanggan", en: "Number of customers" }, correct: true },
          ],
          explanation: {
            id: "Pendapatan = pelanggan × frekuensi × nilai transaksi. Jumlah karyawan adalah sumber daya, bukan tuas pendapatan.",
            en: "Revenue = customers × frequency × transaction value. Headcount is a resource, not a revenue lever.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Keripik tempe Malang mulai dijual ke Kalimantan. Ini strategi Ansoff yang mana?",
            en: "Malang tempeh chips start selling to Kalimantan. Which Ansoff strategy is this?",
          },
          options: [
            { text: { id: "Pengembangan pasar", en: "Market development" }, correct: true },
            { text: { id: "Pengembangan produk", en: "Product development" }, correct: false },
            { text: { id: "Diversifikasi", en: "Diversification" }, correct: false },
            { text: { id: "Penetrasi pasar", en: "Market penetration" }, correct: false },
          ],
          explanation: {
            id: "Produk lama dibawa ke pasar (wilayah) baru, sehingga termasuk pengembangan pasar.",
            en: "An existing product taken to a new market (region) is market development.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Strategi Ansoff mana yang risikonya paling tinggi?",
            en: "Which Ansoff strategy carries the highest risk?",
          },
          options: [
            { text: { id: "Penetrasi pasar", en: "Market penetration" }, correct: false },
            { text: { id: "Diversifikasi", en: "Diversification" }, correct: true },
            { text: { id: "Pengembangan produk", en: "Product development" }, correct: false },
          ],
          explanation: {
            id: "Diversifikasi melibatkan produk baru dan pasar baru sekaligus, sehingga ketidakpastiannya paling besar.",
            en: "Diversification involves both a new product and a new market, so uncertainty is greatest.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Katering dengan margin Rp15.000 per porsi dan CAC Rp150.000. Kapan pertumbuhan menjadi layak?",
            en: "A caterer has Rp15,000 margin per meal and Rp150,000 CAC. When is growth viable?",
          },
          options: [
            {
              text: {
                id: "Jika pelanggan rata-rata membeli jauh lebih dari sepuluh kali",
                en: "If customers buy well over ten times on average",
              },
              correct: true,
            },
            {
              text: { id: "Kapan saja, asal iklan ditambah", en: "Any time, as long as ads increase" },
              correct: false,
            },
            {
              text: {
                id: "Jika pelanggan rata-rata membeli lima kali",
                en: "If customers buy five times on average",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Perlu lebih dari 10 porsi (10 × Rp15.000 = Rp150.000) hanya untuk menutup CAC; LTV harus jauh di atas CAC.",
            en: "It takes over 10 meals (10 × Rp15,000 = Rp150,000) just to cover CAC; LTV must be well above CAC.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana cara meningkatkan retensi pelanggan?",
            en: "Which are ways to improve customer retention?",
          },
          options: [
            {
              text: {
                id: "Memastikan pengalaman pertama memuaskan",
                en: "Making the first experience satisfying",
              },
              correct: true,
            },
            {
              text: {
                id: "Mengirim pengingat sebelum stok pelanggan habis",
                en: "Sending reminders before customers run out",
              },
              correct: true,
            },
            {
              text: { id: "Mengabaikan keluhan agar tidak repot", en: "Ignoring complaints to save effort" },
              correct: false,
            },
            {
              text: { id: "Menawarkan paket langganan", en: "Offering subscription packages" },
              correct: true,
            },
          ],
          explanation: {
            id: "Retensi dibangun lewat pengalaman awal yang baik, tindak lanjut, alasan untuk kembali, dan perbaikan keluhan.",
            en: "Retention is built through a good first experience, follow-up, reasons to return and fixing complaints.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kapan ukuran keberhasilan eksperimen pertumbuhan harus ditetapkan?",
            en: "When should a growth experiment's success measure be set?",
          },
          options: [
            { text: { id: "Setelah melihat hasilnya", en: "After seeing the results" }, correct: false },
            { text: { id: "Tidak perlu ditetapkan", en: "It need not be set" }, correct: false },
            { text: { id: "Sebelum eksperimen dimulai", en: "Before the experiment starts" }, correct: true },
          ],
          explanation: {
            id: "Menetapkan target di awal mencegah kita menafsirkan hasil sesuai keinginan.",
            en: "Setting the target upfront prevents interpreting results to suit our wishes.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana persiapan operasi sebelum tumbuh lebih besar?",
            en: "Which are operational preparations before scaling?",
          },
          options: [
            { text: { id: "Menyiapkan pemasok cadangan", en: "Lining up backup suppliers" }, correct: true },
            {
              text: { id: "Menunggu kewalahan baru merekrut", en: "Waiting until overwhelmed before hiring" },
              correct: false,
            },
            {
              text: {
                id: "Standarisasi proses dengan SOP dan resep baku",
                en: "Standardising processes with SOPs and fixed recipes",
              },
              correct: true,
            },
            {
              text: { id: "Mengidentifikasi titik sempit kapasitas", en: "Identifying capacity bottlenecks" },
              correct: true,
            },
          ],
          explanation: {
            id: "Orang perlu direkrut dan dilatih sebelum lonjakan pesanan, bukan setelah kewalahan.",
            en: "People should be hired and trained before the surge, not after being overwhelmed.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa usaha yang penjualannya naik pesat bisa kehabisan kas?",
            en: "Why can a business with fast-rising sales run out of cash?",
          },
          options: [
            {
              text: {
                id: "Karena pertumbuhan butuh uang untuk stok, aset, dan piutang sebelum menghasilkan uang",
                en: "Because growth needs money for stock, assets and receivables before it brings money in",
              },
              correct: true,
            },
            {
              text: {
                id: "Karena penjualan tinggi selalu merugi",
                en: "Because high sales always lose money",
              },
              correct: false,
            },
            {
              text: { id: "Karena bank melarang usaha tumbuh", en: "Because banks forbid growth" },
              correct: false,
            },
          ],
          explanation: {
            id: "Kebutuhan modal kerja naik lebih dulu daripada penerimaan kas, sehingga proyeksi arus kas penting sebelum ekspansi.",
            en: "Working capital needs rise before cash comes in, so a cash flow projection matters before expanding.",
          },
        },
      ],
    },
    {
      key: "berpikir-sistem-skenario",
      title: { id: "Berpikir Sistem dan Perencanaan Skenario", en: "Systems Thinking and Scenario Planning" },
      description: {
        id: "Masalah yang rumit jarang punya satu penyebab, dan masa depan jarang berjalan sesuai satu ramalan. Kursus ini melatih Anda melihat hubungan sebab-akibat dalam sistem, mengantisipasi akibat tak terduga, membaca tren, dan menyusun strategi yang tetap kuat dalam berbagai skenario masa depan.",
        en: "Complex problems rarely have a single cause, and the future rarely follows a single forecast. This course trains you to see cause-and-effect relationships in systems, anticipate unintended consequences, read trends and build strategies that hold up across different future scenarios.",
      },
      skills: [
        {
          id: "Memetakan sistem dan hubungan sebab-akibat",
          en: "Mapping systems and cause-and-effect links",
        },
        { id: "Mengenali lingkaran umpan balik", en: "Recognising feedback loops" },
        { id: "Mengantisipasi konsekuensi tingkat kedua", en: "Anticipating second-order consequences" },
        { id: "Memindai tren dan sinyal perubahan", en: "Scanning trends and signals of change" },
        { id: "Menyusun skenario masa depan", en: "Building future scenarios" },
        { id: "Merancang strategi yang tangguh", en: "Designing robust strategies" },
      ],
      lessons: [
        {
          title: { id: "Apa Itu Berpikir Sistem?", en: "What Is Systems Thinking?" },
          body: {
            id: p(
              "Sistem adalah sekumpulan unsur yang saling terhubung dan bersama-sama menghasilkan pola perilaku tertentu. Pakar sistem Donella Meadows menjelaskan bahwa sistem terdiri dari unsur, hubungan antarunsur, dan tujuan atau fungsi. Yang sering paling menentukan justru hubungan dan tujuannya, bukan unsurnya.",
              "Berpikir sistem berarti melihat gambaran utuh: bagaimana bagian-bagian saling memengaruhi dari waktu ke waktu, bukan hanya mencari satu penyebab atau satu orang yang bisa disalahkan.",
              "Contoh: antrean panjang di sebuah puskesmas. Pendekatan biasa adalah menambah loket. Dengan berpikir sistem, kita melihat hubungan yang lebih luas: pasien datang bersamaan di pagi hari karena layanan laboratorium hanya buka pagi, pasien kontrol rutin tidak punya jadwal janji temu, dan data rekam medis lambat dicari. Menambah loket tidak menyelesaikan semua itu; mengatur jadwal kunjungan dan mempercepat pencarian rekam medis mungkin lebih berdampak.",
              "Pertanyaan kunci berpikir sistem:",
              "- Pola apa yang berulang dari waktu ke waktu?\n- Unsur apa saja yang terlibat dan bagaimana hubungannya?\n- Aturan, insentif, atau kebiasaan apa yang menghasilkan pola ini?",
            ),
            en: p(
              "A system is a set of interconnected elements that together produce a particular pattern of behaviour. Systems scholar Donella Meadows explained that a system consists of elements, interconnections and a purpose or function. Often the interconnections and purpose matter most, not the elements.",
              "Systems thinking means seeing the whole picture: how parts influence one another over time, rather than looking for a single cause or a single person to blame.",
              "Example: long queues at a puskesmas. The usual response is to add counters. With systems thinking we see wider connections: patients arrive at once in the morning because the laboratory only opens in the morning, routine follow-up patients have no appointment schedule, and medical records are slow to retrieve. Adding counters does not solve these; scheduling visits and speeding up record retrieval may have more impact.",
              "Key systems thinking questions:",
              "- What pattern repeats over time?\n- Which elements are involved and how are they connected?\n- Which rules, incentives or habits produce this pattern?",
            ),
          },
        },
        {
          title: {
            id: "Lingkaran Umpan Balik: Memperkuat dan Menyeimbangkan",
            en: "Feedback Loops: Reinforcing and Balancing",
          },
          body: {
            id: p(
              "Dalam sistem, sebab dan akibat sering membentuk lingkaran. Ada dua jenis lingkaran umpan balik.",
              "- Lingkaran memperkuat (reinforcing): perubahan mendorong perubahan ke arah yang sama, sehingga makin lama makin besar. Contoh positif: warung makan yang enak mendapat lebih banyak ulasan baik, ulasan menarik lebih banyak pembeli, omzet naik sehingga bisa memperbaiki tempat, lalu ulasan makin baik. Contoh negatif: pelayanan buruk membuat pelanggan pergi, pendapatan turun, karyawan dikurangi, pelayanan makin buruk.\n- Lingkaran menyeimbangkan (balancing): sistem bergerak menuju titik tertentu dan menahan perubahan. Contoh: harga cabai naik tinggi, petani menanam lebih banyak, pasokan bertambah, harga turun kembali.",
              'Mengenali lingkaran ini membantu memahami mengapa masalah bisa membesar dengan cepat atau mengapa upaya perubahan terasa selalu "ditolak" sistem.',
              "Cara menggambar lingkaran sebab-akibat sederhana: tulis unsur-unsur kunci, hubungkan dengan panah, lalu beri tanda apakah hubungan itu searah (naik menyebabkan naik) atau berlawanan (naik menyebabkan turun). Diagram kecil seperti ini sangat berguna dalam diskusi tim untuk menyamakan pemahaman.",
            ),
            en: p(
              "In systems, cause and effect often form loops. There are two kinds of feedback loop.",
              "- Reinforcing loops: a change drives further change in the same direction, growing over time. A positive example: a tasty food stall gets more good reviews, reviews attract more customers, turnover rises so the place can be improved, and reviews get even better. A negative example: poor service drives customers away, revenue falls, staff are cut, and service gets worse.\n- Balancing loops: the system moves toward a certain level and resists change. Example: chilli prices soar, farmers plant more, supply rises and prices fall back.",
              'Recognising these loops helps explain why problems can escalate quickly or why change efforts always seem to be "pushed back" by the system.',
              "How to draw a simple causal loop: write the key elements, connect them with arrows, then mark whether each link moves in the same direction (up causes up) or the opposite direction (up causes down). A small diagram like this is very useful in team discussions to build shared understanding.",
            ),
          },
        },
        {
          title: {
            id: "Konsekuensi Tingkat Kedua dan Efek Tertunda",
            en: "Second-Order Consequences and Delays",
          },
          body: {
            id: p(
              "Keputusan selalu punya akibat langsung (tingkat pertama) dan akibat lanjutan (tingkat kedua dan seterusnya). Banyak kebijakan yang tampak baik gagal karena hanya memikirkan akibat pertama.",
              "Contoh:",
              "- Sebuah toko memberi diskon besar setiap akhir bulan. Akibat pertama: penjualan akhir bulan melonjak. Akibat kedua: pelanggan menunda belanja ke akhir bulan, sehingga penjualan di hari biasa turun dan margin keseluruhan menipis.\n- Sebuah kantor memberi target jumlah layanan per hari. Akibat pertama: layanan lebih cepat. Akibat kedua: petugas memilih kasus mudah dan menunda kasus rumit.",
              "Sistem juga punya efek tertunda. Hasil sebuah tindakan baru terlihat setelah beberapa waktu, seperti pelatihan petani yang baru tampak dampaknya pada musim panen berikutnya. Efek tertunda sering membuat orang berhenti terlalu cepat, atau sebaliknya terus menambah tindakan padahal dampaknya sedang dalam perjalanan.",
              'Kebiasaan yang membantu: sebelum memutuskan, tanyakan "lalu apa yang terjadi setelah itu?" minimal dua kali. Tanyakan juga siapa yang akan bereaksi terhadap keputusan ini dan bagaimana mereka mungkin menyesuaikan perilakunya.',
            ),
            en: p(
              "Decisions always have direct (first-order) effects and follow-on (second-order and later) effects. Many policies that look good fail because they consider only the first effect.",
              "Examples:",
              "- A shop gives big discounts at the end of every month. First effect: end-of-month sales jump. Second effect: customers delay shopping until month-end, so everyday sales fall and overall margins thin.\n- An office sets a target for the number of services per day. First effect: faster service. Second effect: staff pick easy cases and postpone complicated ones.",
              "Systems also have delays. The results of an action appear only after some time, like farmer training whose impact shows in the next harvest. Delays often make people stop too soon, or keep adding actions while the impact is still on its way.",
              'A helpful habit: before deciding, ask "and then what happens?" at least twice. Also ask who will react to this decision and how they might adjust their behaviour.',
            ),
          },
        },
        {
          title: { id: "Membaca Tren dan Sinyal Perubahan", en: "Reading Trends and Signals of Change" },
          body: {
            id: p(
              "Pemikir strategis terbiasa memindai lingkungan untuk menangkap perubahan lebih awal. Bedakan tiga hal berikut.",
              "- Tren besar (megatren): perubahan jangka panjang yang sudah jelas arahnya, seperti urbanisasi, penuaan penduduk, digitalisasi, dan perubahan iklim.\n- Tren: perubahan menengah di bidang tertentu, misalnya meningkatnya belanja melalui live shopping atau minat pada produk lokal.\n- Sinyal lemah: tanda-tanda awal yang belum umum, seperti beberapa pelanggan mulai menanyakan kemasan isi ulang atau komunitas kecil yang memakai teknologi baru.",
              "Sumber pemindaian: data resmi seperti publikasi BPS, laporan industri, berita, percakapan dengan pelanggan dan pemasok, serta pengamatan langsung di lapangan.",
              "Cara praktis: buat catatan bersama di tim berisi perubahan yang ditemukan, lalu bahas sebulan sekali dengan pertanyaan: apa dampaknya bagi kita jika tren ini menguat? Seberapa cepat? Apa yang perlu kita pantau?",
              "Contoh: pemilik usaha percetakan di Semarang memperhatikan bahwa pesanan undangan cetak terus menurun sementara pelanggan makin sering meminta desain undangan digital. Ia menambah layanan desain undangan digital dan kemasan produk UMKM, sebelum pendapatan cetak undangan merosot jauh.",
            ),
            en: p(
              "Strategic thinkers habitually scan their environment to catch change early. Distinguish three things.",
              "- Megatrends: long-term changes with a clear direction, such as urbanisation, population ageing, digitalisation and climate change.\n- Trends: medium-term changes in a particular field, such as the rise of live shopping or interest in local products.\n- Weak signals: early signs that are not yet common, such as a few customers asking for refill packaging or a small community adopting a new technology.",
              "Scanning sources: official data such as Statistics Indonesia (BPS) publications, industry reports, news, conversations with customers and suppliers, and direct field observation.",
              "A practical method: keep a shared team log of changes spotted and discuss it monthly with the questions: what would it mean for us if this trend strengthens? How fast? What should we monitor?",
              "Example: a printing business owner in Semarang noticed that orders for printed wedding invitations kept falling while customers increasingly asked for digital invitation designs. He added digital invitation design and small-business product packaging before printed invitation revenue collapsed.",
            ),
          },
        },
        {
          title: { id: "Menyusun Skenario Masa Depan", en: "Building Future Scenarios" },
          body: {
            id: p(
              "Perencanaan skenario bukan meramal masa depan, melainkan menyiapkan diri untuk beberapa kemungkinan masa depan yang masuk akal. Metode ini terkenal digunakan perusahaan energi Shell sejak 1970-an.",
              "Langkah menyusun skenario sederhana:",
              '- Tetapkan pertanyaan dan rentang waktu, misalnya "Bagaimana usaha pariwisata desa kami lima tahun ke depan?"\n- Daftar kekuatan pendorong perubahan dari PESTEL dan pemindaian tren.\n- Pilih dua ketidakpastian kritis: faktor yang dampaknya besar tetapi arahnya sangat tidak pasti. Contoh: jumlah wisatawan (naik atau turun) dan akses transportasi (membaik atau tetap).\n- Silangkan keduanya menjadi matriks 2×2 sehingga muncul empat skenario.\n- Beri nama yang mudah diingat dan ceritakan setiap skenario: seperti apa dunianya, siapa yang diuntungkan, apa tantangannya.',
              'Contoh nama skenario: "Desa Ramai" (wisatawan naik, akses membaik), "Permata Tersembunyi" (wisatawan naik, akses tetap sulit), "Sepi tapi Terhubung", dan "Bertahan".',
              'Skenario yang baik terasa masuk akal, berbeda satu sama lain, dan menantang asumsi yang selama ini dianggap pasti. Jangan menjadikan satu skenario sebagai "yang paling mungkin" lalu mengabaikan yang lain.',
            ),
            en: p(
              "Scenario planning is not predicting the future but preparing for several plausible futures. The method is famously associated with the energy company Shell since the 1970s.",
              "Steps to build simple scenarios:",
              '- Set the question and time horizon, such as "What will our village tourism business look like in five years?"\n- List the driving forces of change from PESTEL and trend scanning.\n- Choose two critical uncertainties: factors with high impact but very uncertain direction. Example: tourist numbers (rising or falling) and transport access (improving or unchanged).\n- Cross them into a 2×2 matrix to produce four scenarios.\n- Give each a memorable name and tell its story: what the world looks like, who benefits, what the challenges are.',
              'Example scenario names: "Busy Village" (more tourists, better access), "Hidden Gem" (more tourists, access still difficult), "Quiet but Connected" and "Holding On".',
              'Good scenarios feel plausible, differ from one another and challenge assumptions long taken for granted. Do not label one scenario "most likely" and ignore the rest.',
            ),
          },
        },
        {
          title: {
            id: "Strategi yang Tangguh di Berbagai Skenario",
            en: "Strategies That Hold Up Across Scenarios",
          },
          body: {
            id: p(
              "Setelah skenario tersusun, uji strategi Anda di setiap skenario. Pertanyaannya: apakah strategi ini tetap masuk akal di semua kemungkinan masa depan, atau hanya berhasil di satu skenario?",
              "Tiga jenis langkah yang dihasilkan:",
              "- Langkah tanpa penyesalan (no-regret): bermanfaat di semua skenario. Contoh: melatih pengelola dalam pelayanan tamu dan pembukuan, serta menjaga kebersihan lingkungan desa.\n- Opsi: investasi kecil yang membuka kemungkinan besar jika skenario tertentu terjadi. Contoh: menjalin kesepakatan awal dengan pemilik lahan untuk area parkir, tanpa langsung membangun.\n- Taruhan besar: komitmen besar yang hanya tepat untuk skenario tertentu. Lakukan hanya jika tanda-tandanya sudah jelas.",
              "Tentukan juga indikator pemicu: tanda-tanda yang menunjukkan skenario mana yang sedang terjadi. Contoh: jika pemerintah daerah mengumumkan pembangunan jalan akses dan jumlah pengunjung naik tiga bulan berturut-turut, maka rencana pembangunan homestay tambahan dijalankan.",
              "Dengan cara ini, organisasi tidak terpaku pada satu rencana kaku, tetapi juga tidak bereaksi panik setiap kali ada perubahan. Strategi menjadi lebih luwes dan siap menghadapi ketidakpastian.",
            ),
            en: p(
              "Once scenarios are built, test your strategy in each one. The question: does this strategy still make sense in every plausible future, or does it only work in one scenario?",
              "Three kinds of moves result:",
              "- No-regret moves: useful in every scenario. Example: training managers in guest service and bookkeeping, and keeping the village environment clean.\n- Options: small investments that open big possibilities if a certain scenario unfolds. Example: reaching a preliminary agreement with a landowner for a parking area, without building yet.\n- Big bets: large commitments that fit only a particular scenario. Make them only when the signs are clear.",
              "Also set trigger indicators: signs showing which scenario is unfolding. Example: if the regional government announces an access road and visitor numbers rise three months in a row, the plan to build more homestays goes ahead.",
              "This way the organisation is not locked into one rigid plan, yet does not react in panic to every change. Strategy becomes more flexible and ready for uncertainty.",
            ),
          },
        },
        {
          title: {
            id: "Menerapkan Berpikir Sistem dalam Organisasi",
            en: "Applying Systems Thinking in an Organisation",
          },
          body: {
            id: p(
              "Berpikir sistem paling kuat jika dilakukan bersama, karena setiap orang hanya melihat sebagian sistem. Lokakarya sederhana bisa membantu tim memahami masalah yang berulang.",
              "Alur lokakarya dua jam:",
              "- Jelaskan masalah sebagai pola dari waktu ke waktu, misalnya grafik keterlambatan pengiriman selama setahun, bukan satu kejadian.\n- Ajak peserta dari berbagai bagian menuliskan faktor-faktor yang terlibat.\n- Gambar hubungan sebab-akibat bersama dan cari lingkaran umpan balik.\n- Cari titik ungkit (leverage point): tempat di mana perubahan kecil menghasilkan dampak besar, misalnya aturan, aliran informasi, atau insentif.\n- Sepakati satu atau dua percobaan perbaikan dan indikator untuk memantaunya.",
              "Contoh: sebuah distributor di Surabaya terus mengalami keterlambatan pengiriman. Lokakarya menemukan bahwa bagian penjualan diberi bonus berdasarkan jumlah pesanan, sehingga menerima pesanan mendesak tanpa memeriksa kapasitas gudang. Titik ungkitnya ternyata insentif: bonus diubah agar mempertimbangkan ketepatan pengiriman, dan informasi kapasitas gudang dibagikan setiap pagi. Keterlambatan pun berkurang.",
              "Hindari mencari kambing hitam. Dalam berpikir sistem, perilaku orang biasanya merupakan respons wajar terhadap struktur dan insentif yang ada.",
            ),
            en: p(
              "Systems thinking is strongest when done together, because each person sees only part of the system. A simple workshop can help a team understand a recurring problem.",
              "A two-hour workshop flow:",
              "- Describe the problem as a pattern over time, such as a chart of late deliveries over a year, not a single incident.\n- Ask participants from different departments to write down the factors involved.\n- Draw the cause-and-effect links together and look for feedback loops.\n- Look for leverage points: places where a small change creates a big impact, such as rules, information flows or incentives.\n- Agree on one or two improvement trials and indicators to monitor them.",
              "Example: a distributor in Surabaya kept suffering late deliveries. The workshop found that sales staff were paid bonuses on order volume, so they accepted rush orders without checking warehouse capacity. The leverage point turned out to be incentives: bonuses were changed to include on-time delivery, and warehouse capacity was shared every morning. Late deliveries fell.",
              "Avoid scapegoating. In systems thinking, people's behaviour is usually a reasonable response to the existing structure and incentives.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Menurut Donella Meadows, sistem terdiri dari…",
            en: "According to Donella Meadows, a system consists of…",
          },
          options: [
            { text: { id: "Hubungan antarunsur", en: "Interconnections" }, correct: true },
            { text: { id: "Tujuan atau fungsi", en: "A purpose or function" }, correct: true },
            { text: { id: "Satu orang yang bisa disalahkan", en: "One person to blame" }, correct: false },
            { text: { id: "Unsur", en: "Elements" }, correct: true },
          ],
          explanation: {
            id: "Sistem terdiri dari unsur, hubungan, dan tujuan. Berpikir sistem justru menghindari mencari satu orang untuk disalahkan.",
            en: "A system has elements, interconnections and a purpose. Systems thinking avoids looking for one person to blame.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Harga cabai naik, petani menanam lebih banyak, pasokan bertambah, harga turun. Ini contoh…",
            en: "Chilli prices rise, farmers plant more, supply grows, prices fall. This is an example of…",
          },
          options: [
            { text: { id: "Lingkaran memperkuat", en: "A reinforcing loop" }, correct: false },
            { text: { id: "Lingkaran menyeimbangkan", en: "A balancing loop" }, correct: true },
            { text: { id: "Sinyal lemah", en: "A weak signal" }, correct: false },
          ],
          explanation: {
            id: "Lingkaran menyeimbangkan menggerakkan sistem kembali menuju titik keseimbangan dan menahan perubahan.",
            en: "A balancing loop moves the system back toward equilibrium and resists change.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Diskon besar tiap akhir bulan membuat pelanggan menunda belanja. Ini contoh…",
            en: "Big month-end discounts make customers delay shopping. This is an example of…",
          },
          options: [
            { text: { id: "Konsekuensi tingkat kedua", en: "A second-order consequence" }, correct: true },
            { text: { id: "Langkah tanpa penyesalan", en: "A no-regret move" }, correct: false },
            { text: { id: "Megatren", en: "A megatrend" }, correct: false },
          ],
          explanation: {
            id: "Akibat pertama adalah lonjakan penjualan; akibat lanjutannya perubahan perilaku pelanggan yang menurunkan penjualan hari biasa.",
            en: "The first effect is a sales spike; the follow-on effect is changed customer behaviour lowering everyday sales.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Beberapa pelanggan mulai menanyakan kemasan isi ulang. Dalam pemindaian lingkungan, ini termasuk…",
            en: "A few customers start asking for refill packaging. In environmental scanning, this is…",
          },
          options: [
            { text: { id: "Megatren", en: "A megatrend" }, correct: false },
            { text: { id: "Lingkaran menyeimbangkan", en: "A balancing loop" }, correct: false },
            { text: { id: "Sinyal lemah", en: "A weak signal" }, correct: true },
          ],
          explanation: {
            id: "Sinyal lemah adalah tanda awal yang belum umum tetapi bisa berkembang menjadi tren.",
            en: "A weak signal is an early, not yet common sign that may grow into a trend.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam perencanaan skenario, dua faktor yang disilangkan menjadi matriks 2×2 adalah…",
            en: "In scenario planning, the two factors crossed into a 2×2 matrix are…",
          },
          options: [
            {
              text: {
                id: "Dua ketidakpastian kritis yang berdampak besar",
                en: "Two high-impact critical uncertainties",
              },
              correct: true,
            },
            { text: { id: "Dua pesaing terbesar", en: "The two largest competitors" }, correct: false },
            {
              text: { id: "Dua faktor yang paling pasti", en: "The two most certain factors" },
              correct: false,
            },
          ],
          explanation: {
            id: "Ketidakpastian kritis berdampak besar tetapi arahnya tidak pasti, sehingga menghasilkan skenario yang benar-benar berbeda.",
            en: "Critical uncertainties have high impact but uncertain direction, producing genuinely different scenarios.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana pernyataan yang benar tentang perencanaan skenario?",
            en: "Which statements about scenario planning are true?",
          },
          options: [
            {
              text: {
                id: "Tujuannya menyiapkan diri untuk beberapa kemungkinan masa depan",
                en: "It aims to prepare for several possible futures",
              },
              correct: true,
            },
            {
              text: {
                id: "Skenario yang baik menantang asumsi yang dianggap pasti",
                en: "Good scenarios challenge assumptions taken for granted",
              },
              correct: true,
            },
            {
              text: {
                id: "Tujuannya meramal satu masa depan yang pasti",
                en: "It aims to predict one certain future",
              },
              correct: false,
            },
            {
              text: {
                id: "Shell dikenal memakai metode ini sejak 1970-an",
                en: "Shell is known for using it since the 1970s",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Perencanaan skenario bukan ramalan; ia menyiapkan organisasi untuk beberapa masa depan yang masuk akal.",
            en: "Scenario planning is not forecasting; it prepares an organisation for several plausible futures.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Melatih pengelola dalam pelayanan tamu dan pembukuan untuk desa wisata termasuk…",
            en: "Training village tourism managers in guest service and bookkeeping is a…",
          },
          options: [
            { text: { id: "Indikator pemicu", en: "Trigger indicator" }, correct: false },
            { text: { id: "Langkah tanpa penyesalan", en: "No-regret move" }, correct: true },
            { text: { id: "Taruhan besar", en: "Big bet" }, correct: false },
          ],
          explanation: {
            id: "Langkah ini bermanfaat di semua skenario, apa pun yang terjadi dengan jumlah wisatawan dan akses.",
            en: "It is useful in every scenario, whatever happens to tourist numbers and access.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam kasus distributor Surabaya, titik ungkit yang ditemukan adalah…",
            en: "In the Surabaya distributor case, the leverage point found was…",
          },
          options: [
            {
              text: {
                id: "Mengubah insentif bonus dan berbagi informasi kapasitas gudang",
                en: "Changing bonus incentives and sharing warehouse capacity information",
              },
              correct: true,
            },
            { text: { id: "Memecat staf penjualan", en: "Firing the sales staff" }, correct: false },
            { text: { id: "Menambah truk pengiriman", en: "Adding delivery trucks" }, correct: false },
          ],
          explanation: {
            id: "Perilaku staf adalah respons terhadap insentif; mengubah struktur insentif dan aliran informasi menyelesaikan pola keterlambatan.",
            en: "Staff behaviour responded to incentives; changing the incentive structure and information flow fixed the delay pattern.",
          },
        },
      ],
    },
  ],
};

export default content;
