/**
 * Economics & Finance: personal finance literacy, MSME financial management and basic macroeconomics for
 * professionals. Regulations cited are long-standing and well known (LPS guarantee, PP 55/2022, UU 17/2003);
 * rates that change often (KUR interest, policy rate) are deliberately not quoted.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "economics-finance",
  tracks: [
    {
      key: "personal-finance-literacy",
      title: t("Literasi Keuangan Pribadi", "Personal Finance Literacy"),
      description: t(
        "Kelola penghasilan dengan sadar agar kebutuhan hari ini terpenuhi dan masa depan lebih aman. Anda belajar menyusun anggaran, membangun dana darurat, mengelola utang, mengenal produk simpanan dan investasi, menghindari investasi bodong, serta memahami asuransi.",
        "Manage your income deliberately so today's needs are met and the future is more secure. You learn to budget, build an emergency fund, manage debt, understand savings and investment products, avoid investment scams and understand insurance.",
      ),
      skills: [
        t("Menyusun anggaran pribadi", "Personal budgeting"),
        t("Membangun dana darurat", "Building an emergency fund"),
        t("Mengelola utang dengan sehat", "Healthy debt management"),
        t("Memahami instrumen investasi", "Understanding investment instruments"),
        t("Mengenali investasi dan pinjaman ilegal", "Spotting illegal investments and loans"),
        t("Memahami asuransi dan jaminan sosial", "Understanding insurance and social security"),
      ],
      lessons: [
        {
          title: t("Menyusun Anggaran Keuangan Pribadi", "Building a Personal Budget"),
          body: t(
            p(
              "Anggaran adalah rencana ke mana uang akan pergi sebelum uang itu dibelanjakan. Tanpa anggaran, gaji sering habis sebelum akhir bulan tanpa jelas ke mana perginya.",
              "Langkah menyusun anggaran:",
              "- Catat semua pemasukan bersih per bulan: gaji setelah potongan, usaha sampingan, dan lainnya.\n- Catat pengeluaran selama satu bulan, termasuk yang kecil seperti kopi, parkir, dan pulsa.\n- Kelompokkan: kebutuhan pokok, keinginan, tabungan dan investasi, serta cicilan.\n- Tetapkan batas untuk tiap kelompok.",
              "Panduan yang sering dipakai adalah 50/30/20: sekitar 50% untuk kebutuhan, 30% untuk keinginan, dan 20% untuk tabungan, investasi, atau pelunasan utang. Angka ini bukan aturan baku; sesuaikan dengan kondisi Anda.",
              "Contoh: Rina, pegawai di Surabaya, bergaji bersih Rp6 juta. Ia menetapkan Rp3 juta untuk kebutuhan (kos, makan, transportasi), Rp1,8 juta untuk keinginan, dan Rp1,2 juta langsung dipindahkan ke rekening tabungan terpisah setiap tanggal gajian.",
              'Kuncinya adalah "bayar diri sendiri dulu": sisihkan tabungan di awal bulan, bukan menabung dari sisa yang sering kali tidak ada.',
            ),
            p(
              "A budget is a plan for where money will go before it is spent. Without one, a salary often runs out before month end with no clear idea where it went.",
              "Steps to build a budget:",
              "- Record all monthly net income: salary after deductions, side business and other sources.\n- Record spending for one month, including small items such as coffee, parking and phone credit.\n- Group it: essential needs, wants, savings and investment, and loan repayments.\n- Set a limit for each group.",
              "A commonly used guide is 50/30/20: about 50% for needs, 30% for wants and 20% for savings, investment or paying off debt. These figures are not a fixed rule; adjust them to your situation.",
              "Example: Rina, an employee in Surabaya, earns Rp6 million net. She sets Rp3 million for needs (rent, food, transport), Rp1.8 million for wants, and moves Rp1.2 million straight into a separate savings account on every payday.",
              'The key is "pay yourself first": set savings aside at the start of the month rather than saving whatever is left, which is often nothing.',
            ),
          ),
        },
        {
          title: t("Membangun Dana Darurat", "Building an Emergency Fund"),
          body: t(
            p(
              "Dana darurat adalah uang yang disiapkan khusus untuk kejadian tak terduga: kehilangan pekerjaan, sakit, kendaraan rusak, atau kebutuhan mendesak keluarga. Tanpa dana darurat, kejadian seperti ini sering memaksa orang berutang dengan bunga tinggi.",
              "Berapa besarnya? Panduan umum adalah tiga sampai enam kali pengeluaran bulanan. Orang dengan penghasilan tidak tetap, seperti pedagang atau pekerja lepas, atau yang menanggung banyak anggota keluarga, sebaiknya menyiapkan lebih banyak.",
              "Contoh: pengeluaran pokok keluarga Pak Anwar di Makassar Rp5 juta per bulan. Target dana daruratnya Rp15–30 juta. Ia mulai dengan menyisihkan Rp750.000 per bulan, dan menambah ketika menerima THR atau bonus.",
              "Ciri tempat menyimpan dana darurat yang baik:",
              "- Mudah dicairkan kapan saja, misalnya tabungan terpisah atau reksa dana pasar uang.\n- Risiko nilai turun rendah; jangan disimpan di saham yang harganya bisa turun tajam saat Anda butuh.\n- Terpisah dari rekening belanja harian agar tidak terpakai untuk keinginan.",
              "Setelah dana darurat terpakai, prioritaskan untuk mengisinya kembali. Dana darurat adalah fondasi; investasi sebaiknya dibangun setelah fondasi ini cukup kuat.",
            ),
            p(
              "An emergency fund is money set aside specifically for the unexpected: losing a job, illness, a broken vehicle or an urgent family need. Without one, such events often force people into high-interest debt.",
              "How big should it be? A common guide is three to six times your monthly expenses. People with irregular income, such as traders or freelancers, or who support many family members, should keep more.",
              "Example: Mr Anwar's family in Makassar spends Rp5 million a month on essentials. His emergency fund target is Rp15–30 million. He starts by setting aside Rp750,000 a month and tops it up when he receives his religious holiday bonus (THR) or other bonuses.",
              "Features of a good place for an emergency fund:",
              "- Easy to withdraw at any time, such as a separate savings account or a money market mutual fund.\n- Low risk of losing value; do not keep it in shares whose prices can fall sharply just when you need the money.\n- Separate from your daily spending account so it is not used for wants.",
              "After using the fund, make refilling it a priority. The emergency fund is the foundation; investments are best built once it is strong enough.",
            ),
          ),
        },
        {
          title: t("Mengelola Utang dan Cicilan dengan Sehat", "Managing Debt and Instalments Wisely"),
          body: t(
            p(
              "Utang tidak selalu buruk. Utang yang dipakai untuk hal produktif, seperti modal usaha yang menghasilkan atau rumah untuk ditinggali, bisa membantu. Utang untuk gaya hidup, seperti membeli ponsel terbaru dengan cicilan berbunga tinggi, sering menjadi beban.",
              "Panduan yang banyak dipakai: total cicilan sebaiknya tidak lebih dari sekitar 30% penghasilan bersih bulanan. Jika gaji Rp6 juta, cicilan total sebaiknya di bawah Rp1,8 juta.",
              "Sebelum berutang, tanyakan:",
              "- Apakah ini kebutuhan atau keinginan?\n- Berapa total yang harus dibayar, termasuk bunga, biaya administrasi, dan denda keterlambatan?\n- Apakah cicilan tetap terbayar jika penghasilan turun?",
              "Waspadai pinjaman online ilegal. Pinjaman online yang legal terdaftar dan berizin di Otoritas Jasa Keuangan (OJK). Ciri pinjol ilegal antara lain meminta akses ke seluruh kontak dan galeri ponsel, bunga dan biaya tidak jelas, serta penagihan dengan ancaman. Periksa status penyedia di situs resmi OJK atau kontak resmi OJK sebelum meminjam.",
              "Jika sudah terlilit beberapa utang, daftarkan semuanya, lunasi yang bunganya paling tinggi lebih dulu sambil tetap membayar minimum yang lain, dan jangan menutup utang dengan utang baru berbunga lebih tinggi.",
            ),
            p(
              "Debt is not always bad. Debt used for productive purposes, such as business capital that earns a return or a home to live in, can help. Debt for lifestyle, such as buying the latest phone on high-interest instalments, often becomes a burden.",
              "A widely used guide: total instalments should not exceed about 30% of monthly net income. On a Rp6 million salary, total instalments should stay below Rp1.8 million.",
              "Before borrowing, ask:",
              "- Is this a need or a want?\n- What is the total repayable, including interest, admin fees and late penalties?\n- Can I still pay if my income falls?",
              "Beware of illegal online loans. Legal online lenders are registered and licensed by the Financial Services Authority (OJK). Signs of an illegal lender include demanding access to all your phone contacts and gallery, unclear interest and fees, and collection by threats. Check a provider's status on OJK's official website or official contact channels before borrowing.",
              "If you already have several debts, list them all, pay off the highest-interest one first while paying the minimum on the others, and never cover a debt with a new one at a higher rate.",
            ),
          ),
        },
        {
          title: t(
            "Menabung dan Berinvestasi: Risiko dan Imbal Hasil",
            "Saving and Investing: Risk and Return",
          ),
          body: t(
            p(
              "Menabung menjaga uang tetap aman dan mudah diambil. Berinvestasi bertujuan menumbuhkan uang agar nilainya tidak tergerus inflasi dalam jangka panjang. Keduanya penting, untuk tujuan yang berbeda.",
              "Prinsip dasar investasi adalah hubungan risiko dan imbal hasil: instrumen yang berpotensi memberi hasil lebih tinggi biasanya juga berisiko lebih tinggi. Tidak ada investasi legal yang menjamin hasil tinggi tanpa risiko.",
              "Simpanan di bank, seperti tabungan dan deposito, dijamin Lembaga Penjamin Simpanan (LPS) sampai Rp2 miliar per nasabah per bank, dengan syarat antara lain bunga simpanan tidak melebihi tingkat bunga penjaminan LPS dan simpanan tercatat di bank.",
              "Sebelum berinvestasi, tentukan:",
              "- Tujuan: misalnya biaya sekolah anak 10 tahun lagi atau uang muka rumah 5 tahun lagi.\n- Jangka waktu: dana jangka pendek sebaiknya di instrumen berisiko rendah; dana jangka panjang bisa menanggung naik-turun harga.\n- Profil risiko: seberapa tenang Anda jika nilai investasi turun sementara.",
              "Diversifikasi juga penting: jangan menaruh semua dana di satu instrumen. Contoh: guru di Padang menyimpan dana darurat di tabungan, menabung untuk umrah lewat deposito, dan menyisihkan dana pensiun ke reksa dana secara rutin.",
            ),
            p(
              "Saving keeps money safe and easy to access. Investing aims to grow money so its value is not eroded by inflation over the long term. Both matter, for different goals.",
              "The basic principle of investing is the link between risk and return: instruments with higher potential returns usually carry higher risk. No legal investment guarantees high returns without risk.",
              "Bank deposits, such as savings accounts and time deposits, are guaranteed by the Deposit Insurance Corporation (LPS) up to Rp2 billion per customer per bank, provided among other things that the interest rate does not exceed the LPS guarantee rate and the deposit is recorded at the bank.",
              "Before investing, decide:",
              "- Your goal: for example a child's school fees in 10 years or a house down payment in 5 years.\n- Your time horizon: short-term money belongs in low-risk instruments; long-term money can ride out price swings.\n- Your risk profile: how calm you would be if your investment temporarily fell in value.",
              "Diversification matters too: do not put all your money in one instrument. Example: a teacher in Padang keeps her emergency fund in savings, saves for the umrah pilgrimage in a time deposit and regularly puts retirement money into mutual funds.",
            ),
          ),
        },
        {
          title: t(
            "Mengenal Instrumen Investasi: Reksa Dana, SBN, Saham, dan Emas",
            "Investment Instruments: Mutual Funds, Government Bonds, Shares and Gold",
          ),
          body: t(
            p(
              "Beberapa instrumen investasi yang umum di Indonesia:",
              "- Reksa dana: dana dari banyak investor dikelola manajer investasi. Jenisnya antara lain reksa dana pasar uang (risiko rendah), pendapatan tetap, campuran, dan saham (risiko lebih tinggi). Cocok untuk pemula karena bisa dimulai dengan nominal kecil.\n- Surat Berharga Negara (SBN) ritel: surat utang yang diterbitkan pemerintah untuk perorangan, seperti ORI, SBR, sukuk ritel, dan sukuk tabungan. Imbal hasilnya dibayar berkala dan pembayaran pokok serta imbal hasilnya dijamin negara sesuai undang-undang.\n- Saham: bukti kepemilikan sebagian perusahaan yang tercatat di Bursa Efek Indonesia. Harganya bisa naik-turun tajam; cocok untuk jangka panjang dan bagi yang mau mempelajari perusahaannya.\n- Emas: sering dipakai untuk menjaga nilai dalam jangka panjang, tetapi harga bisa turun dan ada selisih harga jual-beli.",
              "Gunakan hanya perantara yang berizin dan diawasi OJK atau lembaga berwenang. Pahami biaya, cara pencairan, dan risikonya sebelum membeli.",
              "Contoh: karyawan muda di Bandung mulai dengan reksa dana pasar uang untuk belajar, lalu membeli SBN ritel saat masa penawaran, dan baru mempelajari saham setelah paham laporan keuangan dasar.",
            ),
            p(
              "Some common investment instruments in Indonesia:",
              "- Mutual funds: money from many investors managed by an investment manager. Types include money market funds (low risk), fixed income, balanced and equity funds (higher risk). Good for beginners because you can start with small amounts.\n- Retail government securities (SBN): debt issued by the government to individuals, such as ORI, SBR, retail sukuk and savings sukuk. Returns are paid periodically, and principal and returns are guaranteed by the state under the law.\n- Shares: ownership of part of a company listed on the Indonesia Stock Exchange. Prices can swing sharply; suited to the long term and to those willing to study the companies.\n- Gold: often used to preserve value over the long term, but prices can fall and there is a gap between buying and selling prices.",
              "Use only intermediaries licensed and supervised by OJK or the relevant authority. Understand fees, withdrawal rules and risks before buying.",
              "Example: a young employee in Bandung starts with a money market fund to learn, then buys retail government bonds during an offering period, and only studies shares after understanding basic financial statements.",
            ),
          ),
        },
        {
          title: t(
            "Menghindari Investasi Bodong: Legal dan Logis",
            "Avoiding Investment Scams: Legal and Logical",
          ),
          body: t(
            p(
              "Investasi bodong atau ilegal masih banyak memakan korban, dari pegawai kantoran sampai warga desa. Modusnya berubah-ubah: arisan berantai, robot trading, titip dana dengan bagi hasil tetap, sampai aset kripto yang tidak jelas.",
              "OJK mengingatkan prinsip 2L: Legal dan Logis.",
              '- Legal: apakah lembaga dan produknya memiliki izin dari otoritas yang berwenang, seperti OJK atau Bappebti untuk perdagangan berjangka? Izin badan usaha saja tidak sama dengan izin menghimpun dan mengelola dana masyarakat.\n- Logis: apakah imbal hasil yang dijanjikan masuk akal? Janji keuntungan tetap yang sangat tinggi dalam waktu singkat dan "tanpa risiko" adalah tanda bahaya.',
              "Ciri lain yang patut dicurigai:",
              '- Keuntungan bergantung pada merekrut anggota baru.\n- Tekanan untuk segera menyetor: "Kuota terbatas, tutup malam ini."\n- Memakai tokoh terkenal atau tokoh agama sebagai daya tarik.\n- Tidak jelas usaha apa yang menghasilkan keuntungan.',
              'Contoh: sekelompok pedagang pasar di Medan ditawari "investasi" dengan hasil 10% per bulan. Salah satu dari mereka mengecek di situs OJK dan Satgas PASTI, dan menemukan entitas itu tidak berizin. Mereka batal menyetor.',
              "Jika ragu, jangan menyetor. Laporkan tawaran mencurigakan ke OJK.",
            ),
            p(
              "Fraudulent or illegal investments still claim many victims, from office workers to villagers. Schemes keep changing: chain savings clubs, trading robots, fixed-profit fund entrustment, and dubious crypto assets.",
              "OJK reminds the public of the 2L principle: Legal and Logical (Legal dan Logis).",
              '- Legal: do the institution and its product hold a licence from the competent authority, such as OJK, or Bappebti for futures trading? A general business licence is not the same as a licence to collect and manage public funds.\n- Logical: is the promised return reasonable? Promises of very high fixed profits in a short time and "no risk" are warning signs.',
              "Other suspicious signs:",
              '- Profits depend on recruiting new members.\n- Pressure to pay immediately: "Limited quota, closes tonight."\n- Celebrities or religious figures used as a draw.\n- No clear business that generates the profit.',
              'Example: a group of market traders in Medan is offered an "investment" paying 10% a month. One of them checks the OJK website and the PASTI task force list and finds the entity is unlicensed. They decide not to pay in.',
              "When in doubt, do not deposit. Report suspicious offers to OJK.",
            ),
          ),
        },
        {
          title: t(
            "Asuransi, Jaminan Sosial, dan Dana Pensiun",
            "Insurance, Social Security and Retirement Funds",
          ),
          body: t(
            p(
              "Asuransi memindahkan risiko kerugian besar yang jarang terjadi, seperti sakit berat, kecelakaan, atau kematian pencari nafkah, kepada perusahaan asuransi dengan membayar premi. Asuransi bukan alat untuk mencari untung, melainkan perlindungan.",
              "Di Indonesia, perlindungan dasar disediakan melalui jaminan sosial:",
              "- BPJS Kesehatan: Jaminan Kesehatan Nasional untuk layanan kesehatan.\n- BPJS Ketenagakerjaan: program seperti Jaminan Kecelakaan Kerja, Jaminan Kematian, Jaminan Hari Tua, dan Jaminan Pensiun. Pekerja mandiri seperti pedagang, petani, dan pekerja lepas juga bisa mendaftar.",
              "Setelah jaminan sosial, pertimbangkan kebutuhan tambahan. Contoh: pencari nafkah utama dengan anak kecil bisa mempertimbangkan asuransi jiwa berjangka dengan uang pertanggungan yang cukup untuk kebutuhan keluarga beberapa tahun.",
              "Tips memilih asuransi:",
              "- Pastikan perusahaan berizin dan diawasi OJK.\n- Baca polis: apa yang ditanggung, pengecualian, masa tunggu, dan cara klaim.\n- Jangan membeli karena tekanan atau janji hasil investasi tinggi.\n- Jujur saat mengisi data kesehatan agar klaim tidak ditolak.",
              "Untuk pensiun, mulailah sedini mungkin. Menyisihkan sedikit sejak muda, dengan waktu pertumbuhan yang panjang, biasanya lebih ringan daripada mengejar dalam jumlah besar menjelang pensiun.",
            ),
            p(
              "Insurance transfers the risk of rare but large losses, such as serious illness, accidents or the death of a breadwinner, to an insurer in exchange for a premium. Insurance is not a way to make a profit; it is protection.",
              "In Indonesia, basic protection comes from social security:",
              "- BPJS Kesehatan: National Health Insurance for health care.\n- BPJS Ketenagakerjaan: programmes such as Work Accident Insurance, Death Benefit, Old-Age Savings and Pension. Self-employed workers such as traders, farmers and freelancers can join too.",
              "Beyond social security, consider additional needs. For example, a main breadwinner with young children might consider term life insurance with a sum assured large enough to cover the family's needs for several years.",
              "Tips for choosing insurance:",
              "- Make sure the company is licensed and supervised by OJK.\n- Read the policy: what is covered, exclusions, waiting periods and how to claim.\n- Do not buy under pressure or because of promises of high investment returns.\n- Be honest when declaring your health so claims are not rejected.",
              "For retirement, start as early as possible. Setting aside a little from a young age, with a long time to grow, is usually easier than catching up with large amounts close to retirement.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t('Apa maksud prinsip "bayar diri sendiri dulu"?', 'What does "pay yourself first" mean?'),
          options: [
            o(
              false,
              "Menabung dari uang yang tersisa di akhir bulan",
              "Saving whatever is left at month end",
            ),
            o(
              true,
              "Menyisihkan tabungan di awal bulan sebelum membelanjakan yang lain",
              "Setting savings aside at the start of the month before other spending",
            ),
            o(
              false,
              "Membeli keinginan pribadi sebelum membayar tagihan",
              "Buying personal wants before paying bills",
            ),
          ],
          explanation: t(
            "Menabung dari sisa sering gagal karena sisanya tidak ada; menyisihkan di awal membuat tabungan menjadi prioritas.",
            "Saving from leftovers often fails because nothing is left; setting it aside first makes saving a priority.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Pengeluaran pokok bulanan Rp5 juta. Berapa kisaran dana darurat menurut panduan umum?",
            "Monthly essential spending is Rp5 million. What emergency fund range does the common guide suggest?",
          ),
          options: [
            o(true, "Rp15–30 juta", "Rp15–30 million"),
            o(false, "Rp100 juta", "Rp100 million"),
            o(false, "Rp1–2 juta", "Rp1–2 million"),
          ],
          explanation: t(
            "Panduannya tiga sampai enam kali pengeluaran bulanan: 3 × Rp5 juta sampai 6 × Rp5 juta.",
            "The guide is three to six months of spending: 3 × Rp5 million to 6 × Rp5 million.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana ciri pinjaman online ilegal?", "Which are signs of an illegal online lender?"),
          options: [
            o(true, "Penagihan dengan ancaman", "Collection by threats"),
            o(false, "Terdaftar dan berizin di OJK", "Being registered and licensed by OJK"),
            o(
              true,
              "Meminta akses ke seluruh kontak dan galeri ponsel",
              "Demanding access to all phone contacts and gallery",
            ),
            o(true, "Bunga dan biaya tidak jelas", "Unclear interest and fees"),
          ],
          explanation: t(
            "Pinjaman online legal terdaftar dan berizin di OJK; akses data berlebihan, biaya tidak jelas, dan ancaman adalah tanda pinjol ilegal.",
            "Legal online lenders are licensed by OJK; excessive data access, unclear fees and threats signal an illegal one.",
          ),
        },
        {
          kind: "single",
          prompt: t("Berapa batas penjaminan simpanan oleh LPS?", "What is the LPS deposit guarantee limit?"),
          options: [
            o(false, "Tidak ada batas", "No limit"),
            o(false, "Rp100 juta per rekening", "Rp100 million per account"),
            o(true, "Rp2 miliar per nasabah per bank", "Rp2 billion per customer per bank"),
          ],
          explanation: t(
            "LPS menjamin simpanan sampai Rp2 miliar per nasabah per bank, dengan syarat antara lain bunga tidak melebihi tingkat bunga penjaminan LPS.",
            "LPS guarantees deposits up to Rp2 billion per customer per bank, provided among other things that interest does not exceed the LPS guarantee rate.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dana untuk kebutuhan dalam enam bulan ke depan sebaiknya ditempatkan di mana?",
            "Where should money needed within six months be placed?",
          ),
          options: [
            o(
              false,
              "Tawaran investasi dengan hasil tetap 10% per bulan",
              "An offer paying a fixed 10% a month",
            ),
            o(
              true,
              "Instrumen berisiko rendah yang mudah dicairkan",
              "Low-risk instruments that are easy to withdraw",
            ),
            o(false, "Saham satu perusahaan yang sedang ramai", "Shares of one trending company"),
          ],
          explanation: t(
            "Dana jangka pendek tidak boleh terkena naik-turun harga yang tajam, dan janji hasil tetap yang sangat tinggi adalah tanda investasi bodong.",
            "Short-term money must not face sharp price swings, and very high fixed returns signal a scam.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana yang termasuk SBN ritel?", "Which are retail government securities (SBN)?"),
          options: [
            o(true, "Sukuk tabungan", "Savings sukuk"),
            o(false, "Saham perusahaan tercatat", "Listed company shares"),
            o(true, "ORI", "ORI"),
            o(true, "SBR", "SBR"),
          ],
          explanation: t(
            "ORI, SBR, sukuk ritel, dan sukuk tabungan adalah SBN ritel yang diterbitkan pemerintah; saham adalah bukti kepemilikan perusahaan.",
            "ORI, SBR, retail sukuk and savings sukuk are retail SBN issued by the government; shares are company ownership.",
          ),
        },
        {
          kind: "single",
          prompt: t("Apa arti prinsip 2L dari OJK?", "What does OJK's 2L principle stand for?"),
          options: [
            o(true, "Legal dan Logis", "Legal and Logical"),
            o(false, "Lancar dan Lunas", "Smooth and Paid Off"),
            o(false, "Laba dan Likuid", "Profitable and Liquid"),
          ],
          explanation: t(
            "Periksa izin dari otoritas yang berwenang (legal) dan kewajaran imbal hasil yang dijanjikan (logis).",
            "Check the licence from the competent authority (legal) and whether the promised return is reasonable (logical).",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana tips memilih asuransi yang benar?",
            "Which are correct tips for choosing insurance?",
          ),
          options: [
            o(
              false,
              "Menyembunyikan riwayat penyakit agar premi murah",
              "Hiding medical history to lower the premium",
            ),
            o(
              false,
              "Membeli karena dijanjikan hasil investasi tinggi",
              "Buying because of promised high investment returns",
            ),
            o(
              true,
              "Memastikan perusahaan berizin dan diawasi OJK",
              "Making sure the company is licensed and supervised by OJK",
            ),
            o(
              true,
              "Membaca pengecualian dan masa tunggu di polis",
              "Reading the policy's exclusions and waiting periods",
            ),
          ],
          explanation: t(
            "Asuransi adalah perlindungan. Data kesehatan harus jujur agar klaim tidak ditolak, dan janji hasil investasi tinggi bukan alasan membeli.",
            "Insurance is protection. Health data must be honest so claims are not rejected, and promised returns are no reason to buy.",
          ),
        },
      ],
    },
    {
      key: "msme-financial-management",
      title: t("Manajemen Keuangan UMKM", "MSME Financial Management"),
      description: t(
        "Kelola keuangan usaha kecil dengan rapi agar untung terlihat nyata dan usaha layak dibiayai. Anda belajar memisahkan uang usaha, mencatat transaksi, membaca laba rugi, mengelola arus kas, menghitung harga pokok dan titik impas, mengakses pembiayaan, serta memahami pajak UMKM.",
        "Keep a small business's finances in order so profit is real and the business is fundable. You learn to separate business money, record transactions, read a profit and loss statement, manage cash flow, calculate cost of goods and break-even, access financing and understand MSME tax.",
      ),
      skills: [
        t("Pembukuan sederhana", "Simple bookkeeping"),
        t("Membaca laporan laba rugi", "Reading a profit and loss statement"),
        t("Pengelolaan arus kas", "Cash flow management"),
        t("Perhitungan HPP dan titik impas", "Cost of goods and break-even analysis"),
        t("Akses pembiayaan usaha", "Accessing business financing"),
        t("Kepatuhan pajak UMKM", "MSME tax compliance"),
      ],
      lessons: [
        {
          title: t("Memisahkan Uang Usaha dan Uang Pribadi", "Separating Business and Personal Money"),
          body: t(
            p(
              "Kesalahan keuangan paling umum pada UMKM adalah mencampur uang usaha dengan uang pribadi. Uang penjualan dipakai belanja rumah tangga, biaya sekolah anak diambil dari laci kasir, dan akhirnya pemilik tidak tahu apakah usahanya untung atau rugi.",
              "Langkah memisahkan:",
              "- Buka rekening khusus usaha, terpisah dari rekening pribadi.\n- Tetapkan gaji untuk diri sendiri sebagai pemilik, misalnya Rp3 juta per bulan, dan catat sebagai biaya usaha.\n- Jika perlu mengambil uang usaha di luar gaji, catat sebagai pengambilan pribadi (prive), bukan dibiarkan tanpa catatan.\n- Barang dagangan yang dipakai sendiri juga dicatat.",
              "Contoh: Bu Lina menjalankan warung sembako di Pontianak. Selama ini ia merasa ramai pembeli tetapi uang selalu habis. Setelah memisahkan rekening dan menggaji diri sendiri, ia melihat bahwa laba warungnya sebenarnya cukup, tetapi sebagian besar terpakai untuk kebutuhan keluarga di luar rencana.",
              "Pemisahan ini juga penting saat mengajukan pinjaman ke bank. Bank lebih mudah menilai usaha yang arus uangnya tercatat jelas di rekening usaha.",
            ),
            p(
              "The most common financial mistake in MSMEs is mixing business and personal money. Sales takings pay for household shopping, school fees come out of the till, and in the end the owner does not know whether the business makes a profit or a loss.",
              "Steps to separate them:",
              "- Open a dedicated business account, separate from your personal one.\n- Pay yourself a set salary as owner, say Rp3 million a month, and record it as a business expense.\n- If you need business money beyond your salary, record it as an owner's drawing rather than leaving it unrecorded.\n- Record goods taken from stock for personal use too.",
              "Example: Mrs Lina runs a grocery stall in Pontianak. She always felt busy yet short of money. After separating accounts and paying herself a salary, she saw that the stall's profit was actually adequate, but much of it had gone on unplanned family spending.",
              "Separation also matters when applying for a bank loan. Banks can assess a business more easily when its money flows are clearly recorded in a business account.",
            ),
          ),
        },
        {
          title: t("Pembukuan Sederhana untuk Usaha Kecil", "Simple Bookkeeping for Small Businesses"),
          body: t(
            p(
              "Pembukuan tidak harus rumit. Untuk usaha kecil, buku kas yang diisi setiap hari sudah memberi gambaran yang sangat berguna.",
              "Isi minimal buku kas:",
              "- Tanggal transaksi.\n- Keterangan: penjualan, beli bahan baku, bayar listrik, gaji karyawan, dan sebagainya.\n- Uang masuk.\n- Uang keluar.\n- Saldo setelah transaksi.",
              "Selain buku kas, catat juga:",
              "- Piutang: pelanggan yang belum membayar, beserta jumlah dan tanggal jatuh temponya.\n- Utang: pemasok yang belum dibayar.\n- Stok barang: jumlah barang masuk dan keluar, setidaknya untuk barang utama.",
              "Kebiasaan penting: simpan semua nota dan bukti transfer, dan cocokkan saldo buku kas dengan uang tunai serta saldo rekening setiap hari atau setiap minggu. Jika ada selisih, telusuri segera selagi masih ingat.",
              "Banyak aplikasi pembukuan gratis atau berbiaya rendah di ponsel yang bisa membantu, tetapi alatnya kurang penting dibanding kedisiplinan. Contoh: pemilik usaha laundry di Malang mencatat transaksi di buku tulis setiap malam selama lima menit. Dalam tiga bulan, ia bisa melihat hari dan layanan yang paling menguntungkan, lalu menyesuaikan jam buka.",
            ),
            p(
              "Bookkeeping need not be complicated. For a small business, a cash book filled in daily already gives a very useful picture.",
              "Minimum contents of a cash book:",
              "- Transaction date.\n- Description: sales, raw-material purchases, electricity, staff wages and so on.\n- Money in.\n- Money out.\n- Balance after the transaction.",
              "Besides the cash book, also record:",
              "- Receivables: customers who have not paid yet, with amounts and due dates.\n- Payables: suppliers you have not paid yet.\n- Stock: goods in and out, at least for the main items.",
              "An important habit: keep every receipt and transfer slip, and reconcile the cash book balance with cash on hand and the bank balance daily or weekly. If there is a difference, trace it at once while you still remember.",
              "Many free or low-cost bookkeeping apps on phones can help, but the tool matters less than discipline. Example: a laundry owner in Malang records transactions in a notebook for five minutes every evening. Within three months she can see which days and services are most profitable and adjusts her opening hours.",
            ),
          ),
        },
        {
          title: t("Membaca Laporan Laba Rugi", "Reading a Profit and Loss Statement"),
          body: t(
            p(
              "Laporan laba rugi menunjukkan apakah usaha menghasilkan keuntungan dalam suatu periode, misalnya satu bulan. Strukturnya sederhana:",
              "- Pendapatan (penjualan).\n- Dikurangi harga pokok penjualan (HPP): biaya bahan dan barang yang terjual.\n- Sama dengan laba kotor.\n- Dikurangi biaya operasional: sewa, gaji, listrik, transportasi, penyusutan peralatan.\n- Sama dengan laba bersih sebelum pajak.",
              "Contoh usaha kedai kopi di Medan dalam sebulan:",
              "- Penjualan Rp45 juta.\n- HPP (kopi, susu, gula, gelas) Rp18 juta. Laba kotor Rp27 juta, atau margin kotor 60%.\n- Biaya operasional: sewa Rp6 juta, gaji Rp10 juta, listrik dan air Rp3 juta, lain-lain Rp2 juta, total Rp21 juta.\n- Laba bersih sebelum pajak Rp6 juta.",
              "Perhatikan bahwa laba berbeda dengan uang di kas. Usaha bisa untung di laporan tetapi kekurangan uang tunai, misalnya karena banyak pelanggan belum membayar atau uang tertahan di stok.",
              "Bandingkan laporan dari bulan ke bulan. Jika penjualan naik tetapi laba bersih turun, periksa apakah HPP atau biaya operasional tumbuh lebih cepat dari penjualan.",
            ),
            p(
              "A profit and loss statement shows whether a business made a profit over a period, such as a month. Its structure is simple:",
              "- Revenue (sales).\n- Minus cost of goods sold (COGS): the cost of materials and goods sold.\n- Equals gross profit.\n- Minus operating expenses: rent, wages, electricity, transport, depreciation of equipment.\n- Equals net profit before tax.",
              "Example: a coffee shop in Medan over one month:",
              "- Sales Rp45 million.\n- COGS (coffee, milk, sugar, cups) Rp18 million. Gross profit Rp27 million, a 60% gross margin.\n- Operating expenses: rent Rp6 million, wages Rp10 million, utilities Rp3 million, other Rp2 million, total Rp21 million.\n- Net profit before tax Rp6 million.",
              "Note that profit is not the same as cash in the till. A business can be profitable on paper yet short of cash, for example because many customers have not paid or money is tied up in stock.",
              "Compare statements month by month. If sales rise but net profit falls, check whether COGS or operating costs are growing faster than sales.",
            ),
          ),
        },
        {
          title: t("Mengelola Arus Kas Usaha", "Managing Business Cash Flow"),
          body: t(
            p(
              "Banyak usaha tutup bukan karena rugi, tetapi karena kehabisan uang tunai saat harus membayar kewajiban. Itulah sebabnya arus kas harus dikelola, bukan hanya laba.",
              "Arus kas adalah pergerakan uang masuk dan keluar. Tiga penyebab umum masalah arus kas:",
              "- Piutang lama tertagih, misalnya pelanggan instansi atau toko yang membayar 30–60 hari kemudian.\n- Stok berlebihan yang membuat uang tertahan di gudang.\n- Pengeluaran besar yang tidak direncanakan, seperti membeli peralatan dengan uang modal kerja.",
              "Cara mengelolanya:",
              "- Buat proyeksi arus kas sederhana untuk 4–12 minggu ke depan: perkiraan uang masuk dan keluar setiap minggu.\n- Tagih piutang tepat waktu; tawarkan potongan kecil untuk pembayaran cepat jika margin memungkinkan.\n- Negosiasikan termin pembayaran ke pemasok agar lebih seimbang dengan termin dari pelanggan.\n- Jaga stok sesuai kebutuhan, bukan menumpuk karena diskon.\n- Sisihkan cadangan kas untuk kebutuhan mendadak.",
              "Contoh: usaha konveksi di Bandung menerima pesanan seragam sekolah bernilai besar. Karena pembayaran baru diterima setelah pengiriman, pemilik meminta uang muka 30% untuk membeli kain. Tanpa uang muka itu, pesanan besar justru bisa membuat kasnya habis di tengah produksi.",
            ),
            p(
              "Many businesses close not because they make losses but because they run out of cash when bills fall due. That is why cash flow must be managed, not just profit.",
              "Cash flow is the movement of money in and out. Three common causes of cash-flow trouble:",
              "- Slow receivables, such as agencies or shops that pay 30–60 days later.\n- Excess stock that ties money up in the warehouse.\n- Unplanned large spending, such as buying equipment with working capital.",
              "How to manage it:",
              "- Make a simple cash-flow projection for the next 4–12 weeks: expected money in and out each week.\n- Collect receivables on time; offer a small discount for early payment if the margin allows.\n- Negotiate supplier payment terms that better match your customers' terms.\n- Keep stock to what you need rather than stockpiling for discounts.\n- Set aside a cash reserve for sudden needs.",
              "Example: a garment workshop in Bandung wins a large school-uniform order. Because payment only comes after delivery, the owner asks for a 30% down payment to buy fabric. Without it, the big order could actually drain the cash halfway through production.",
            ),
          ),
        },
        {
          title: t(
            "Menghitung HPP, Harga Jual, dan Titik Impas",
            "Calculating Cost of Goods, Price and Break-Even",
          ),
          body: t(
            p(
              "Harga jual yang tepat dimulai dari mengetahui biaya. Harga pokok produksi (HPP) per unit mencakup bahan baku, tenaga kerja langsung, dan biaya produksi lain yang bisa dibebankan per unit.",
              "Contoh produsen keripik pisang di Lampung, per bungkus: pisang dan minyak Rp4.000, bumbu Rp500, kemasan Rp1.000, tenaga kerja langsung Rp1.500. HPP per bungkus Rp7.000.",
              "Selain biaya variabel yang ikut naik turun dengan jumlah produksi, ada biaya tetap yang harus dibayar berapa pun yang terjual, seperti sewa tempat dan gaji admin. Misalkan biaya tetapnya Rp6 juta per bulan.",
              "Jika harga jual Rp12.000, setiap bungkus memberi margin kontribusi Rp12.000 − Rp7.000 = Rp5.000 untuk menutup biaya tetap. Titik impas = biaya tetap ÷ margin kontribusi = Rp6.000.000 ÷ Rp5.000 = 1.200 bungkus per bulan. Di bawah angka itu usaha rugi; di atasnya usaha mulai untung.",
              "Dalam menetapkan harga, pertimbangkan juga harga pesaing, nilai yang dirasakan pelanggan, dan biaya saluran penjualan seperti komisi marketplace. Jangan hanya menetapkan harga lebih murah dari pesaing tanpa menghitung; usaha bisa ramai tetapi terus merugi.",
            ),
            p(
              "The right price starts with knowing your costs. The cost of goods manufactured per unit includes raw materials, direct labour and other production costs that can be assigned per unit.",
              "Example: a banana-chip producer in Lampung, per pack: bananas and oil Rp4,000, seasoning Rp500, packaging Rp1,000, direct labour Rp1,500. Cost per pack is Rp7,000.",
              "Besides variable costs, which rise and fall with output, there are fixed costs paid regardless of sales, such as rent and admin salaries. Suppose fixed costs are Rp6 million a month.",
              "At a price of Rp12,000, each pack contributes Rp12,000 − Rp7,000 = Rp5,000 towards fixed costs. Break-even = fixed costs ÷ contribution margin = Rp6,000,000 ÷ Rp5,000 = 1,200 packs a month. Below that the business loses money; above it, it starts to profit.",
              "When setting a price, also consider competitors' prices, the value customers perceive and sales-channel costs such as marketplace commissions. Do not simply undercut competitors without calculating; a business can be busy and still keep losing money.",
            ),
          ),
        },
        {
          title: t("Mengakses Pembiayaan Usaha dan KUR", "Accessing Business Financing and KUR"),
          body: t(
            p(
              "Pembiayaan dari luar bisa mempercepat pertumbuhan usaha jika dipakai untuk hal produktif dan cicilannya terjangkau dari arus kas.",
              "Sumber pembiayaan yang umum bagi UMKM:",
              "- Kredit Usaha Rakyat (KUR): kredit modal kerja dan investasi dari bank atau lembaga penyalur, dengan bunga yang disubsidi pemerintah. Ketentuan plafon dan bunga ditetapkan pemerintah dan dapat berubah, jadi tanyakan ketentuan terbaru ke bank penyalur.\n- Koperasi simpan pinjam dan lembaga keuangan mikro.\n- Pembiayaan syariah dengan akad seperti murabahah atau musyarakah.\n- Modal dari mitra atau investor, dengan konsekuensi berbagi kepemilikan atau keuntungan.",
              "Bank umumnya menilai permohonan dengan prinsip 5C:",
              "- Character: reputasi dan riwayat pembayaran, termasuk catatan di Sistem Layanan Informasi Keuangan (SLIK) OJK.\n- Capacity: kemampuan membayar dari arus kas usaha.\n- Capital: modal sendiri yang sudah ditanam.\n- Collateral: jaminan.\n- Condition: kondisi usaha dan ekonomi.",
              "Siapkan dokumen dasar seperti KTP, NIB, catatan keuangan beberapa bulan terakhir, dan rencana penggunaan dana. Contoh: peternak ayam petelur di Blitar mengajukan KUR untuk menambah kandang dengan menunjukkan catatan penjualan telur setahun terakhir, sehingga bank bisa menilai kemampuannya membayar.",
            ),
            p(
              "External financing can speed up growth if it is used productively and the instalments are affordable from cash flow.",
              "Common financing sources for MSMEs:",
              "- People's Business Credit (KUR): working-capital and investment loans from banks or other channelling institutions with government-subsidised interest. Limits and rates are set by the government and can change, so ask the channelling bank for the current terms.\n- Savings and loan cooperatives and microfinance institutions.\n- Islamic financing with contracts such as murabahah or musyarakah.\n- Capital from partners or investors, at the cost of sharing ownership or profits.",
              "Banks generally assess applications using the 5Cs:",
              "- Character: reputation and repayment history, including records in OJK's Financial Information Service System (SLIK).\n- Capacity: ability to repay from the business's cash flow.\n- Capital: the owner's own money already invested.\n- Collateral: security.\n- Condition: business and economic conditions.",
              "Prepare basic documents such as ID card, NIB, financial records for recent months and a plan for using the funds. Example: a layer-chicken farmer in Blitar applies for KUR to add a coop, showing a year of egg-sales records so the bank can assess his ability to repay.",
            ),
          ),
        },
        {
          title: t("Memahami Pajak UMKM", "Understanding MSME Taxes"),
          body: t(
            p(
              "Taat pajak adalah bagian dari usaha yang sehat dan memudahkan akses pembiayaan serta kerja sama dengan perusahaan besar atau instansi.",
              "Langkah awal:",
              "- Miliki NPWP. Bagi wajib pajak orang pribadi, NIK kini diintegrasikan sebagai NPWP.\n- Catat omzet (peredaran bruto) setiap bulan, karena banyak ketentuan pajak UMKM berdasarkan omzet.",
              "Peraturan Pemerintah Nomor 55 Tahun 2022 mengatur tarif PPh final 0,5% dari omzet bagi wajib pajak dengan peredaran bruto tidak lebih dari Rp4,8 miliar setahun. Untuk wajib pajak orang pribadi, bagian omzet sampai Rp500 juta dalam setahun tidak dikenai pajak ini.",
              "Contoh: Pak Dedi, pemilik usaha bengkel las perorangan, beromzet Rp700 juta setahun. Bagian omzet yang dikenai PPh final 0,5% adalah Rp200 juta, sehingga pajaknya Rp1 juta untuk tahun itu, dibayar sesuai bulan ketika omzet kumulatif melewati Rp500 juta.",
              "Tarif final ini memiliki batas jangka waktu penggunaan yang berbeda untuk orang pribadi dan badan usaha, dan ketentuannya bisa diperbarui. Periksa aturan terbaru di situs Direktorat Jenderal Pajak atau konsultasikan ke kantor pajak setempat.",
              "Simpan bukti setor dan laporkan SPT Tahunan tepat waktu. Pembukuan yang rapi dari pelajaran sebelumnya membuat kewajiban ini jauh lebih mudah.",
            ),
            p(
              "Tax compliance is part of a healthy business and eases access to financing and to work with large companies or agencies.",
              "First steps:",
              "- Have a tax ID (NPWP). For individual taxpayers, the national ID number (NIK) is now integrated as the NPWP.\n- Record turnover (gross receipts) every month, since many MSME tax provisions are based on turnover.",
              "Government Regulation Number 55 of 2022 sets a final income tax rate of 0.5% of turnover for taxpayers whose gross receipts do not exceed Rp4.8 billion a year. For individual taxpayers, the portion of turnover up to Rp500 million a year is not subject to this tax.",
              "Example: Mr Dedi, who runs a welding workshop as an individual, has turnover of Rp700 million a year. The portion subject to the 0.5% final tax is Rp200 million, so the tax is Rp1 million for that year, paid from the month in which cumulative turnover passes Rp500 million.",
              "This final rate can only be used for a limited number of years, which differs between individuals and business entities, and the provisions may be updated. Check the latest rules on the Directorate General of Taxes website or consult your local tax office.",
              "Keep payment receipts and file your annual tax return on time. Tidy bookkeeping makes this much easier.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: t(
            "Langkah mana yang membantu memisahkan uang usaha dan pribadi?",
            "Which steps help separate business and personal money?",
          ),
          options: [
            o(true, "Mencatat pengambilan pribadi (prive)", "Recording owner's drawings"),
            o(
              false,
              "Mengambil uang dari laci kasir kapan saja tanpa catatan",
              "Taking cash from the till whenever needed without recording it",
            ),
            o(true, "Membuka rekening khusus usaha", "Opening a dedicated business account"),
            o(true, "Menggaji diri sendiri dengan jumlah tetap", "Paying yourself a fixed salary"),
          ],
          explanation: t(
            "Pemisahan rekening, gaji pemilik, dan pencatatan prive membuat laba usaha terlihat jelas.",
            "Separate accounts, an owner's salary and recorded drawings make the business's profit visible.",
          ),
        },
        {
          kind: "single",
          prompt: t("Apa yang dimaksud piutang?", "What are receivables?"),
          options: [
            o(false, "Uang yang harus dibayar usaha kepada pemasok", "Money the business owes suppliers"),
            o(false, "Saldo kas di akhir hari", "The cash balance at day end"),
            o(
              true,
              "Uang dari pelanggan yang belum dibayarkan kepada usaha",
              "Money customers owe the business but have not paid yet",
            ),
          ],
          explanation: t(
            "Piutang adalah tagihan kepada pelanggan; utang adalah kewajiban kepada pemasok.",
            "Receivables are amounts due from customers; payables are amounts owed to suppliers.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Penjualan Rp45 juta, HPP Rp18 juta, biaya operasional Rp21 juta. Berapa laba bersih sebelum pajak?",
            "Sales Rp45 million, COGS Rp18 million, operating expenses Rp21 million. What is net profit before tax?",
          ),
          options: [
            o(false, "Rp27 juta", "Rp27 million"),
            o(true, "Rp6 juta", "Rp6 million"),
            o(false, "Rp24 juta", "Rp24 million"),
          ],
          explanation: t(
            "Laba kotor = 45 − 18 = Rp27 juta; laba bersih = 27 − 21 = Rp6 juta.",
            "Gross profit = 45 − 18 = Rp27 million; net profit = 27 − 21 = Rp6 million.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa usaha yang untung di laporan laba rugi bisa kekurangan uang tunai?",
            "Why can a business that is profitable on paper be short of cash?",
          ),
          options: [
            o(
              true,
              "Karena uang tertahan di piutang atau stok",
              "Because money is tied up in receivables or stock",
            ),
            o(false, "Karena laporan laba rugi selalu salah", "Because P&L statements are always wrong"),
            o(false, "Karena laba tidak pernah berupa uang", "Because profit is never money"),
          ],
          explanation: t(
            "Laba dicatat saat penjualan terjadi, tetapi uangnya bisa belum diterima atau sudah berubah menjadi stok.",
            "Profit is recorded when a sale happens, but the money may not have arrived yet or may be sitting in stock.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Cara mana yang membantu mengelola arus kas?", "Which practices help manage cash flow?"),
          options: [
            o(false, "Menumpuk stok setiap kali ada diskon", "Stockpiling whenever there is a discount"),
            o(true, "Menagih piutang tepat waktu", "Collecting receivables on time"),
            o(true, "Membuat proyeksi arus kas mingguan", "Making a weekly cash-flow projection"),
            o(true, "Meminta uang muka untuk pesanan besar", "Asking for a down payment on large orders"),
          ],
          explanation: t(
            "Stok berlebih menahan uang di gudang. Proyeksi, uang muka, dan penagihan tepat waktu menjaga kas tetap cukup.",
            "Excess stock ties up cash. Projections, down payments and timely collection keep cash sufficient.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Biaya tetap Rp6 juta per bulan, harga jual Rp12.000, HPP variabel Rp7.000 per unit. Berapa titik impasnya?",
            "Fixed costs Rp6 million a month, price Rp12,000, variable cost Rp7,000 per unit. What is the break-even point?",
          ),
          options: [
            o(false, "500 unit", "500 units"),
            o(true, "1.200 unit", "1,200 units"),
            o(false, "857 unit", "857 units"),
            o(false, "6.000 unit", "6,000 units"),
          ],
          explanation: t(
            "Margin kontribusi Rp5.000 per unit; Rp6.000.000 ÷ Rp5.000 = 1.200 unit.",
            "Contribution margin is Rp5,000 per unit; Rp6,000,000 ÷ Rp5,000 = 1,200 units.",
          ),
        },
        {
          kind: "single",
          prompt: t("Dalam prinsip 5C, apa yang dimaksud Capacity?", "In the 5Cs, what does Capacity mean?"),
          options: [
            o(false, "Nilai jaminan yang diberikan", "The value of the collateral"),
            o(true, "Kemampuan membayar dari arus kas usaha", "The ability to repay from business cash flow"),
            o(false, "Ukuran gedung usaha", "The size of the business premises"),
          ],
          explanation: t(
            "Capacity menilai apakah arus kas usaha cukup untuk membayar cicilan; jaminan adalah Collateral.",
            "Capacity assesses whether cash flow can cover instalments; security is Collateral.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Wajib pajak orang pribadi beromzet Rp700 juta setahun memakai PPh final 0,5% (PP 55/2022). Berapa pajaknya?",
            "An individual taxpayer with Rp700 million annual turnover uses the 0.5% final tax (PP 55/2022). How much tax is due?",
          ),
          options: [
            o(true, "Rp1 juta", "Rp1 million"),
            o(false, "Rp0", "Rp0"),
            o(false, "Rp3,5 juta", "Rp3.5 million"),
          ],
          explanation: t(
            "Omzet sampai Rp500 juta tidak dikenai pajak bagi orang pribadi; 0,5% × Rp200 juta = Rp1 juta.",
            "Turnover up to Rp500 million is exempt for individuals; 0.5% × Rp200 million = Rp1 million.",
          ),
        },
      ],
    },
    {
      key: "macroeconomics-for-professionals",
      title: t("Dasar Ekonomi Makro untuk Profesional", "Macroeconomics Basics for Professionals"),
      description: t(
        "Pahami indikator ekonomi yang memengaruhi harga, bunga pinjaman, dan permintaan pelanggan Anda. Anda mempelajari PDB, inflasi, suku bunga dan kebijakan moneter, APBN dan kebijakan fiskal, nilai tukar, serta cara membaca data ekonomi untuk keputusan usaha.",
        "Understand the economic indicators that affect your prices, loan rates and customer demand. You study GDP, inflation, interest rates and monetary policy, the state budget and fiscal policy, exchange rates, and how to read economic data for business decisions.",
      ),
      skills: [
        t("Membaca indikator PDB dan pertumbuhan", "Reading GDP and growth indicators"),
        t("Memahami inflasi", "Understanding inflation"),
        t("Memahami kebijakan moneter dan fiskal", "Understanding monetary and fiscal policy"),
        t("Menganalisis dampak nilai tukar", "Analysing exchange-rate effects"),
        t("Menggunakan data ekonomi untuk keputusan", "Using economic data for decisions"),
      ],
      lessons: [
        {
          title: t("Permintaan, Penawaran, dan Harga Pasar", "Supply, Demand and Market Prices"),
          body: t(
            p(
              "Harga di pasar terbentuk dari pertemuan permintaan (keinginan dan kemampuan membeli) dan penawaran (jumlah barang yang tersedia untuk dijual). Jika permintaan naik sementara penawaran tetap, harga cenderung naik. Jika penawaran melimpah sementara permintaan tetap, harga cenderung turun.",
              "Contoh yang akrab di Indonesia:",
              "- Menjelang Lebaran, permintaan daging, telur, dan bahan kue naik tajam, sehingga harga biasanya naik.\n- Saat musim hujan mengganggu panen cabai, pasokan turun dan harga cabai bisa melonjak.\n- Saat panen raya padi, pasokan gabah melimpah sehingga harga gabah di tingkat petani cenderung turun.",
              "Faktor yang menggeser permintaan antara lain penghasilan masyarakat, selera, harga barang pengganti, dan musim. Faktor yang menggeser penawaran antara lain cuaca, biaya produksi, teknologi, dan kelancaran distribusi.",
              "Bagi pelaku usaha, memahami pola ini membantu perencanaan. Pedagang bahan kue di Semarang menambah stok beberapa minggu sebelum Lebaran, sedangkan koperasi tani menyiapkan gudang dan pengering agar anggota tidak harus menjual gabah saat harga paling rendah.",
              "Pemerintah juga dapat memengaruhi harga, misalnya melalui operasi pasar atau cadangan pangan, untuk meredam lonjakan harga kebutuhan pokok.",
            ),
            p(
              "Market prices form where demand (the desire and ability to buy) meets supply (the quantity available for sale). If demand rises while supply stays the same, prices tend to rise. If supply is plentiful while demand stays the same, prices tend to fall.",
              "Familiar examples in Indonesia:",
              "- Before Eid, demand for meat, eggs and baking ingredients jumps, so prices usually rise.\n- When the rainy season disrupts the chilli harvest, supply drops and chilli prices can soar.\n- During the main rice harvest, grain supply is abundant, so farm-gate grain prices tend to fall.",
              "Factors that shift demand include household income, tastes, prices of substitutes and seasons. Factors that shift supply include weather, production costs, technology and smooth distribution.",
              "For businesses, understanding these patterns helps planning. A baking-supplies trader in Semarang adds stock a few weeks before Eid, while a farmers' cooperative prepares storage and dryers so members need not sell grain when prices are lowest.",
              "The government can also influence prices, for example through market operations or food reserves, to dampen spikes in staple prices.",
            ),
          ),
        },
        {
          title: t("PDB dan Pertumbuhan Ekonomi", "GDP and Economic Growth"),
          body: t(
            p(
              "Produk Domestik Bruto (PDB) adalah nilai seluruh barang dan jasa akhir yang dihasilkan di suatu negara dalam periode tertentu. Di Indonesia, PDB dihitung dan diumumkan oleh Badan Pusat Statistik (BPS) setiap triwulan.",
              "Pertumbuhan ekonomi biasanya diukur dari perubahan PDB riil, yaitu PDB yang sudah disesuaikan dengan perubahan harga, sehingga mencerminkan pertambahan produksi yang sebenarnya, bukan sekadar kenaikan harga.",
              "PDB dapat dilihat dari sisi pengeluaran:",
              "- Konsumsi rumah tangga, komponen terbesar dalam perekonomian Indonesia.\n- Investasi, misalnya pembangunan pabrik dan pembelian mesin.\n- Pengeluaran pemerintah.\n- Ekspor dikurangi impor.",
              "Mengapa ini penting bagi profesional? Saat ekonomi tumbuh, lapangan kerja dan pendapatan biasanya naik, sehingga permintaan barang dan jasa meningkat. Saat pertumbuhan melambat, usaha perlu lebih berhati-hati dalam ekspansi dan menjaga arus kas.",
              "Namun PDB punya keterbatasan. PDB tidak menunjukkan pemerataan pendapatan, kualitas lingkungan, atau kegiatan yang tidak tercatat. Karena itu, PDB perlu dibaca bersama indikator lain seperti tingkat pengangguran, kemiskinan, dan ketimpangan yang juga dipublikasikan BPS.",
            ),
            p(
              "Gross Domestic Product (GDP) is the value of all final goods and services produced in a country over a period. In Indonesia, GDP is calculated and announced by Statistics Indonesia (BPS) every quarter.",
              "Economic growth is usually measured by the change in real GDP, which is adjusted for price changes, so it reflects genuine growth in output rather than just higher prices.",
              "GDP can be viewed from the expenditure side:",
              "- Household consumption, the largest component of Indonesia's economy.\n- Investment, such as building factories and buying machinery.\n- Government spending.\n- Exports minus imports.",
              "Why does this matter to professionals? When the economy grows, jobs and incomes usually rise, so demand for goods and services increases. When growth slows, businesses need to be more careful about expansion and protect their cash flow.",
              "GDP has limits, though. It does not show income distribution, environmental quality or unrecorded activity. It should therefore be read alongside other indicators such as unemployment, poverty and inequality, which BPS also publishes.",
            ),
          ),
        },
        {
          title: t(
            "Inflasi dan Dampaknya pada Usaha dan Rumah Tangga",
            "Inflation and Its Effects on Businesses and Households",
          ),
          body: t(
            p(
              "Inflasi adalah kenaikan harga barang dan jasa secara umum dan terus-menerus. Di Indonesia, inflasi diukur terutama dengan Indeks Harga Konsumen (IHK) yang diumumkan BPS setiap bulan, berdasarkan harga sekelompok barang dan jasa yang umum dibeli rumah tangga.",
              "Jika inflasi tahunan 3%, barang yang setahun lalu seharga Rp100.000 rata-rata kini sekitar Rp103.000. Artinya daya beli uang turun.",
              "Penyebab inflasi secara garis besar:",
              "- Tarikan permintaan: permintaan tumbuh lebih cepat dari kemampuan produksi.\n- Dorongan biaya: biaya produksi naik, misalnya harga bahan bakar, bahan baku impor, atau upah.\n- Gangguan pasokan, misalnya gagal panen atau hambatan distribusi.",
              "Dampaknya:",
              "- Rumah tangga: gaji yang tetap terasa makin kecil.\n- Penabung: jika bunga tabungan lebih rendah dari inflasi, nilai riil tabungan turun.\n- Usaha: biaya bahan naik; harga jual perlu ditinjau agar margin tidak tergerus.\n- Peminjam dengan bunga tetap: beban riil utang sedikit lebih ringan.",
              "Contoh: pemilik warung makan di Bogor meninjau harga menu setiap tiga bulan berdasarkan biaya bahan yang dicatatnya, dan menyesuaikan sedikit demi sedikit daripada menaikkan harga tajam sekaligus.",
            ),
            p(
              "Inflation is a general and sustained rise in the prices of goods and services. In Indonesia it is measured mainly by the Consumer Price Index (CPI), announced monthly by BPS, based on the prices of a basket of goods and services households commonly buy.",
              "If annual inflation is 3%, an item that cost Rp100,000 a year ago now costs about Rp103,000 on average. Money's purchasing power has fallen.",
              "Broad causes of inflation:",
              "- Demand-pull: demand grows faster than productive capacity.\n- Cost-push: production costs rise, for example fuel, imported materials or wages.\n- Supply shocks, such as crop failures or distribution bottlenecks.",
              "Its effects:",
              "- Households: a fixed salary feels smaller and smaller.\n- Savers: if savings interest is below inflation, the real value of savings falls.\n- Businesses: input costs rise; prices need reviewing so margins are not eroded.\n- Fixed-rate borrowers: the real burden of the debt becomes slightly lighter.",
              "Example: a food-stall owner in Bogor reviews menu prices every three months based on the ingredient costs she records, adjusting gradually rather than raising prices sharply all at once.",
            ),
          ),
        },
        {
          title: t(
            "Suku Bunga dan Kebijakan Moneter Bank Indonesia",
            "Interest Rates and Bank Indonesia's Monetary Policy",
          ),
          body: t(
            p(
              "Bank Indonesia (BI) adalah bank sentral yang bertugas menjaga stabilitas nilai rupiah, baik terhadap harga barang dan jasa (inflasi) maupun terhadap mata uang negara lain. Salah satu alat utamanya adalah suku bunga kebijakan yang diputuskan dalam Rapat Dewan Gubernur secara berkala.",
              "Cara kerjanya secara sederhana:",
              "- Jika inflasi dikhawatirkan terlalu tinggi atau rupiah tertekan, BI dapat menaikkan suku bunga kebijakan. Bunga kredit dan simpanan cenderung ikut naik, pinjaman menjadi lebih mahal, dan permintaan melambat.\n- Jika ekonomi melemah dan inflasi rendah, BI dapat menurunkan suku bunga agar kredit lebih murah dan kegiatan ekonomi terdorong.",
              "Perubahan suku bunga tidak langsung terasa; biasanya butuh waktu berbulan-bulan sampai berpengaruh penuh ke bunga kredit dan perekonomian.",
              "Dampak bagi Anda:",
              "- Peminjam dengan bunga mengambang, misalnya KPR setelah masa bunga tetap berakhir, bisa merasakan cicilan naik saat suku bunga naik.\n- Penabung deposito bisa mendapat bunga lebih tinggi saat suku bunga naik.\n- Pengusaha yang berencana ekspansi dengan pinjaman perlu memperhitungkan arah suku bunga.",
              "Contoh: pengembang perumahan di Makassar memantau keputusan suku bunga BI karena memengaruhi kemampuan calon pembeli mendapatkan KPR.",
            ),
            p(
              "Bank Indonesia (BI) is the central bank, tasked with keeping the rupiah stable, both against the prices of goods and services (inflation) and against other currencies. One of its main tools is the policy interest rate, decided at regular Board of Governors meetings.",
              "Put simply:",
              "- If inflation threatens to run too high or the rupiah is under pressure, BI can raise the policy rate. Loan and deposit rates tend to follow, borrowing becomes more expensive and demand slows.\n- If the economy is weak and inflation low, BI can cut the rate so credit is cheaper and activity is encouraged.",
              "Rate changes do not work instantly; it usually takes months for their full effect to reach loan rates and the economy.",
              "What it means for you:",
              "- Borrowers on floating rates, such as a mortgage after its fixed-rate period ends, may see instalments rise when rates go up.\n- Time-deposit savers may earn more when rates rise.\n- Businesses planning to expand with loans need to factor in the direction of interest rates.",
              "Example: a housing developer in Makassar watches BI's rate decisions because they affect whether prospective buyers can get mortgages.",
            ),
          ),
        },
        {
          title: t("APBN dan Kebijakan Fiskal", "The State Budget and Fiscal Policy"),
          body: t(
            p(
              "Kebijakan fiskal adalah kebijakan pemerintah dalam mengatur pendapatan dan belanja negara. Wujud utamanya di tingkat pusat adalah Anggaran Pendapatan dan Belanja Negara (APBN), yang ditetapkan setiap tahun dengan undang-undang bersama DPR.",
              "Unsur APBN:",
              "- Pendapatan: terutama pajak, ditambah penerimaan negara bukan pajak dan hibah.\n- Belanja: belanja pemerintah pusat, seperti infrastruktur, pendidikan, kesehatan, dan bantuan sosial, serta transfer ke daerah dan dana desa.\n- Defisit: jika belanja lebih besar dari pendapatan, selisihnya dibiayai antara lain dengan utang.",
              "Undang-Undang Nomor 17 Tahun 2003 tentang Keuangan Negara membatasi defisit anggaran paling tinggi 3% dari PDB. Batas ini pernah dilonggarkan sementara untuk menghadapi pandemi COVID-19 pada 2020–2022, lalu kembali berlaku mulai 2023.",
              "Saat ekonomi lesu, pemerintah dapat menambah belanja atau memberi insentif pajak untuk mendorong permintaan. Saat ekonomi terlalu panas, belanja dapat ditahan.",
              "Kaitan dengan daerah dan desa: dana desa yang bersumber dari APBN dipakai untuk pembangunan dan pemberdayaan masyarakat desa. Perangkat desa yang memahami siklus anggaran, dari perencanaan sampai pertanggungjawaban, dapat merencanakan kegiatan dengan lebih tepat waktu dan tertib.",
            ),
            p(
              "Fiscal policy is how the government manages state revenue and spending. Its main form at national level is the State Budget (APBN), set each year by law together with the House of Representatives (DPR).",
              "Elements of the APBN:",
              "- Revenue: mainly taxes, plus non-tax state revenue and grants.\n- Spending: central government spending, such as infrastructure, education, health and social assistance, plus transfers to regions and village funds.\n- Deficit: when spending exceeds revenue, the gap is financed partly by borrowing.",
              "Law Number 17 of 2003 on State Finances caps the budget deficit at 3% of GDP. The cap was temporarily relaxed to deal with the COVID-19 pandemic in 2020–2022 and applied again from 2023.",
              "When the economy is sluggish, the government can increase spending or offer tax incentives to boost demand. When it overheats, spending can be held back.",
              "The link to regions and villages: village funds from the APBN pay for development and community empowerment in villages. Village officials who understand the budget cycle, from planning to accountability reports, can plan activities in a more timely and orderly way.",
            ),
          ),
        },
        {
          title: t(
            "Nilai Tukar Rupiah dan Perdagangan Internasional",
            "The Rupiah Exchange Rate and International Trade",
          ),
          body: t(
            p(
              "Nilai tukar adalah harga satu mata uang dalam mata uang lain, misalnya berapa rupiah untuk satu dolar AS. Indonesia menganut sistem nilai tukar mengambang, sehingga kurs bergerak mengikuti permintaan dan penawaran di pasar, dengan Bank Indonesia dapat melakukan intervensi untuk meredam gejolak berlebihan.",
              "Jika rupiah melemah (depresiasi), misalnya dari Rp15.000 menjadi Rp16.000 per dolar:",
              "- Importir dan usaha yang memakai bahan baku impor menanggung biaya lebih tinggi. Pabrik roti yang memakai tepung dari gandum impor bisa terdampak.\n- Eksportir menerima lebih banyak rupiah untuk setiap dolar penjualan, sehingga produknya bisa lebih bersaing. Eksportir kopi atau kerajinan bisa diuntungkan.\n- Utang dalam dolar menjadi lebih berat jika pendapatan dalam rupiah.",
              "Jika rupiah menguat (apresiasi), efeknya kira-kira sebaliknya.",
              "Cara usaha mengelola risiko kurs:",
              "- Ketahui berapa bagian biaya dan pendapatan Anda yang terkait mata uang asing.\n- Cantumkan masa berlaku pada penawaran harga untuk produk berbahan impor.\n- Hindari utang valuta asing jika pendapatan sepenuhnya rupiah.\n- Untuk transaksi besar, tanyakan ke bank tentang fasilitas lindung nilai (hedging).",
              "Contoh: distributor suku cadang di Surabaya menetapkan harga jual berlaku dua minggu karena barangnya diimpor dan dibayar dalam dolar.",
            ),
            p(
              "An exchange rate is the price of one currency in another, for example how many rupiah buy one US dollar. Indonesia uses a floating exchange rate, so the rate moves with market supply and demand, and Bank Indonesia may intervene to dampen excessive volatility.",
              "If the rupiah weakens (depreciates), say from Rp15,000 to Rp16,000 per dollar:",
              "- Importers and businesses using imported inputs face higher costs. A bakery using flour milled from imported wheat may be hit.\n- Exporters receive more rupiah per dollar of sales, so their products can compete better. Coffee or handicraft exporters may benefit.\n- Dollar debts become heavier if income is in rupiah.",
              "If the rupiah strengthens (appreciates), the effects are roughly reversed.",
              "How businesses can manage currency risk:",
              "- Know what share of your costs and revenue is tied to foreign currency.\n- Put a validity period on price quotes for products with imported content.\n- Avoid foreign-currency debt if your income is entirely in rupiah.\n- For large transactions, ask your bank about hedging facilities.",
              "Example: a spare-parts distributor in Surabaya makes its selling prices valid for two weeks because the goods are imported and paid for in dollars.",
            ),
          ),
        },
        {
          title: t(
            "Membaca Data Ekonomi untuk Keputusan Usaha",
            "Reading Economic Data for Business Decisions",
          ),
          body: t(
            p(
              "Data ekonomi resmi tersedia gratis dan bisa membantu keputusan sehari-hari, asalkan dibaca dengan benar.",
              "Sumber utama:",
              "- Badan Pusat Statistik (BPS): inflasi bulanan, pertumbuhan ekonomi triwulanan, ketenagakerjaan, kemiskinan, serta data per provinsi dan kabupaten/kota.\n- Bank Indonesia: keputusan suku bunga, nilai tukar, dan berbagai survei seperti survei konsumen.\n- Kementerian Keuangan: realisasi APBN.\n- Pemerintah daerah: data harga pangan dan potensi daerah.",
              "Tips membaca data:",
              "- Bedakan perubahan bulanan (dibanding bulan lalu) dan tahunan (dibanding bulan yang sama tahun lalu). Data musiman, seperti harga saat Lebaran, lebih tepat dibandingkan tahunan.\n- Lihat tren beberapa periode, bukan satu angka saja.\n- Gunakan data daerah jika pasar Anda lokal; kondisi di satu provinsi bisa berbeda dari angka nasional.\n- Periksa sumber dan tanggal; hindari angka dari pesan berantai tanpa sumber.",
              "Contoh penerapan: pemilik toko bahan bangunan di Kendari melihat data BPS tentang pertumbuhan sektor konstruksi di provinsinya dan data inflasi daerah. Dengan itu ia memutuskan menambah stok semen secara bertahap, sambil meninjau harga jual setiap bulan.",
              "Data bukan ramalan pasti, tetapi membantu Anda mengambil keputusan dengan dasar yang lebih kuat daripada perasaan saja.",
            ),
            p(
              "Official economic data is freely available and can support everyday decisions, provided it is read correctly.",
              "Main sources:",
              "- Statistics Indonesia (BPS): monthly inflation, quarterly economic growth, employment, poverty, and data by province and regency/city.\n- Bank Indonesia: rate decisions, exchange rates and surveys such as the consumer survey.\n- Ministry of Finance: state budget realisation.\n- Regional governments: food price data and regional potential.",
              "Tips for reading data:",
              "- Distinguish month-on-month change (versus last month) from year-on-year change (versus the same month last year). Seasonal data, such as prices around Eid, are better compared year on year.\n- Look at the trend over several periods, not a single number.\n- Use regional data if your market is local; conditions in one province can differ from the national figure.\n- Check the source and date; avoid figures from chain messages with no source.",
              "Example: a building-supplies shop owner in Kendari looks at BPS data on construction-sector growth in his province and regional inflation. He decides to increase cement stock gradually while reviewing selling prices every month.",
              "Data is not a certain forecast, but it helps you decide on firmer ground than gut feeling alone.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Musim hujan mengganggu panen cabai sementara permintaan tetap. Apa yang cenderung terjadi pada harga?",
            "The rainy season disrupts the chilli harvest while demand stays the same. What tends to happen to prices?",
          ),
          options: [
            o(false, "Harga turun karena pasokan turun", "Prices fall because supply falls"),
            o(false, "Harga tidak berubah", "Prices stay the same"),
            o(true, "Harga naik karena pasokan turun", "Prices rise because supply falls"),
          ],
          explanation: t(
            "Pasokan yang berkurang dengan permintaan tetap mendorong harga naik.",
            "Lower supply with unchanged demand pushes prices up.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa pertumbuhan ekonomi diukur dengan PDB riil?",
            "Why is economic growth measured with real GDP?",
          ),
          options: [
            o(
              false,
              "Karena memasukkan kenaikan harga sebanyak-banyaknya",
              "Because it includes as much price growth as possible",
            ),
            o(
              true,
              "Karena sudah disesuaikan dengan perubahan harga sehingga mencerminkan pertambahan produksi sebenarnya",
              "Because it is adjusted for price changes, so it reflects genuine output growth",
            ),
            o(false, "Karena hanya menghitung ekspor", "Because it counts only exports"),
          ],
          explanation: t(
            "PDB nominal bisa naik hanya karena harga naik; PDB riil menghilangkan efek harga itu.",
            "Nominal GDP can rise just because prices rise; real GDP removes that price effect.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana dampak inflasi yang benar menurut materi?",
            "Which effects of inflation are correct according to the lesson?",
          ),
          options: [
            o(false, "Usaha tidak perlu meninjau harga jual", "Businesses need not review their prices"),
            o(
              true,
              "Beban riil utang berbunga tetap sedikit lebih ringan",
              "The real burden of fixed-rate debt becomes slightly lighter",
            ),
            o(true, "Daya beli gaji tetap menurun", "A fixed salary buys less"),
            o(
              true,
              "Nilai riil tabungan turun jika bunganya di bawah inflasi",
              "Savings lose real value if interest is below inflation",
            ),
          ],
          explanation: t(
            "Inflasi menggerus daya beli dan nilai riil tabungan, serta menaikkan biaya usaha sehingga harga jual perlu ditinjau.",
            "Inflation erodes purchasing power and real savings and raises business costs, so prices need reviewing.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Jika inflasi dikhawatirkan terlalu tinggi, apa yang biasanya dapat dilakukan Bank Indonesia?",
            "If inflation threatens to run too high, what can Bank Indonesia usually do?",
          ),
          options: [
            o(true, "Menaikkan suku bunga kebijakan", "Raise the policy interest rate"),
            o(false, "Menurunkan suku bunga kebijakan", "Cut the policy interest rate"),
            o(false, "Menetapkan APBN baru", "Enact a new state budget"),
          ],
          explanation: t(
            "Kenaikan suku bunga membuat pinjaman lebih mahal dan meredam permintaan. APBN adalah kebijakan fiskal pemerintah bersama DPR, bukan BI.",
            "Higher rates make borrowing dearer and cool demand. The state budget is fiscal policy set by the government with the DPR, not BI.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Berapa batas defisit APBN menurut UU Nomor 17 Tahun 2003?",
            "What is the state budget deficit cap under Law No. 17 of 2003?",
          ),
          options: [
            o(false, "10% dari PDB", "10% of GDP"),
            o(false, "1% dari PDB", "1% of GDP"),
            o(true, "3% dari PDB", "3% of GDP"),
          ],
          explanation: t(
            "Batasnya 3% dari PDB; pernah dilonggarkan sementara pada 2020–2022 untuk menghadapi pandemi.",
            "The cap is 3% of GDP; it was temporarily relaxed in 2020–2022 for the pandemic.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Jika rupiah melemah terhadap dolar, siapa yang cenderung dirugikan?",
            "If the rupiah weakens against the dollar, who tends to lose?",
          ),
          options: [
            o(false, "Eksportir yang menerima pembayaran dalam dolar", "Exporters paid in dollars"),
            o(true, "Usaha yang memakai bahan baku impor", "Businesses using imported inputs"),
            o(
              true,
              "Pemilik utang dolar dengan pendapatan rupiah",
              "Holders of dollar debt with rupiah income",
            ),
          ],
          explanation: t(
            "Depresiasi menaikkan biaya impor dan beban utang dolar, sedangkan eksportir menerima lebih banyak rupiah per dolar.",
            "Depreciation raises import costs and dollar-debt burdens, while exporters receive more rupiah per dollar.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Untuk data musiman seperti harga menjelang Lebaran, perbandingan mana yang lebih tepat?",
            "For seasonal data such as prices before Eid, which comparison is more appropriate?",
          ),
          options: [
            o(false, "Dibanding bulan sebelumnya", "Against the previous month"),
            o(true, "Dibanding bulan yang sama tahun lalu", "Against the same month last year"),
            o(
              false,
              "Dibanding rata-rata sepuluh tahun tanpa penyesuaian",
              "Against an unadjusted ten-year average",
            ),
          ],
          explanation: t(
            "Perbandingan tahunan menghilangkan efek musim karena membandingkan periode musim yang sama.",
            "Year-on-year comparison removes seasonal effects by comparing the same season.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana praktik yang baik dalam membaca data ekonomi?",
            "Which are good practices for reading economic data?",
          ),
          options: [
            o(true, "Memeriksa sumber dan tanggal data", "Checking the source and date"),
            o(false, "Mengandalkan angka dari pesan berantai", "Relying on figures from chain messages"),
            o(true, "Melihat tren beberapa periode", "Looking at the trend over several periods"),
            o(
              true,
              "Memakai data daerah jika pasar Anda lokal",
              "Using regional data if your market is local",
            ),
          ],
          explanation: t(
            "Data yang baik berasal dari sumber resmi, dibaca sebagai tren, dan sesuai dengan pasar yang relevan.",
            "Good data comes from official sources, is read as a trend and fits the relevant market.",
          ),
        },
      ],
    },
  ],
};

export default content;
