/**
 * Seed teaching content for "Pemecahan Masalah & Pengambilan Keputusan": structured problem solving,
 * effective decision making, and critical and creative thinking.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "problem-solving-decision-making",
  tracks: [
    {
      key: "pemecahan-masalah-terstruktur",
      title: { id: "Pemecahan Masalah Terstruktur", en: "Structured Problem Solving" },
      description: {
        id: "Hentikan kebiasaan memadamkan masalah yang sama berulang kali. Kursus ini mengajarkan langkah pemecahan masalah yang runtut: merumuskan masalah, mengumpulkan fakta, menemukan akar penyebab dengan 5 Mengapa dan diagram tulang ikan, memprioritaskan dengan Pareto, lalu menerapkan dan memverifikasi solusi.",
        en: "Stop fighting the same problem over and over. This course teaches a step-by-step problem-solving method: defining the problem, gathering facts, finding root causes with the 5 Whys and the fishbone diagram, prioritising with Pareto, then implementing and verifying solutions.",
      },
      skills: [
        { id: "Merumuskan pernyataan masalah", en: "Writing a problem statement" },
        { id: "Mengumpulkan dan membaca data masalah", en: "Gathering and reading problem data" },
        { id: "Analisis akar penyebab dengan 5 Mengapa", en: "Root cause analysis with the 5 Whys" },
        { id: "Diagram tulang ikan (Ishikawa)", en: "Fishbone (Ishikawa) diagrams" },
        { id: "Prioritas dengan analisis Pareto", en: "Prioritising with Pareto analysis" },
        { id: "Menerapkan dan memverifikasi solusi", en: "Implementing and verifying solutions" },
      ],
      lessons: [
        {
          title: {
            id: "Mengapa Pemecahan Masalah Perlu Terstruktur",
            en: "Why Problem Solving Needs Structure",
          },
          body: {
            id: p(
              "Saat menghadapi masalah, reaksi alami kita adalah langsung mencari solusi. Mesin macet, kita perbaiki. Pelanggan komplain, kita beri potongan harga. Cara ini cepat, tetapi sering hanya mengobati gejala. Masalah yang sama muncul lagi minggu depan.",
              "Pemecahan masalah terstruktur mengikuti urutan yang jelas:",
              "- Rumuskan masalah dengan tepat.\n- Kumpulkan fakta dan data.\n- Temukan akar penyebab.\n- Kembangkan dan pilih solusi.\n- Terapkan solusi dan periksa hasilnya.\n- Standarkan agar tidak terulang.",
              "Bedakan dua jenis tindakan. Tindakan sementara (containment) menghentikan kerugian saat ini, misalnya menyortir ulang produk cacat sebelum dikirim. Tindakan perbaikan (corrective) menghilangkan penyebabnya, misalnya memperbaiki setelan mesin yang membuat produk cacat. Keduanya perlu, tetapi jangan berhenti di tindakan sementara.",
              "Contoh: sebuah UMKM roti di Bogor sering menerima keluhan roti cepat berjamur. Selama berbulan-bulan, pemiliknya hanya mengganti roti pelanggan yang komplain. Setelah menganalisis secara terstruktur, ia menemukan bahwa roti dikemas saat masih hangat sehingga uap air terperangkap. Mengubah waktu pengemasan menyelesaikan masalah dengan biaya hampir nol.",
            ),
            en: p(
              "When facing a problem, our natural reaction is to jump straight to a solution. A machine jams, we fix it. A customer complains, we give a discount. This is fast but often treats only the symptom. The same problem returns next week.",
              "Structured problem solving follows a clear sequence:",
              "- Define the problem precisely.\n- Gather facts and data.\n- Find the root cause.\n- Develop and choose solutions.\n- Implement the solution and check the results.\n- Standardise so it does not recur.",
              "Distinguish two kinds of action. Containment stops the current damage, such as re-sorting defective products before shipping. Corrective action removes the cause, such as fixing the machine setting that creates the defects. Both are needed, but do not stop at containment.",
              "Example: a small bakery in Bogor often received complaints that its bread went mouldy quickly. For months the owner simply replaced bread for customers who complained. After a structured analysis she found the bread was packed while still warm, trapping moisture. Changing the packing time solved the problem at almost no cost.",
            ),
          },
        },
        {
          title: { id: "Merumuskan Pernyataan Masalah", en: "Writing a Problem Statement" },
          body: {
            id: p(
              'Masalah yang dirumuskan dengan baik sudah setengah terpecahkan. Rumusan yang kabur, seperti "pelayanan kita buruk", membuat tim menebak-nebak dan saling menyalahkan.',
              "Pernyataan masalah yang baik menjawab:",
              "- Apa yang terjadi? Gambarkan gejala yang bisa diamati.\n- Di mana dan kapan terjadi? Lokasi, waktu, atau kondisi tertentu.\n- Seberapa besar? Gunakan angka.\n- Apa standarnya atau kondisi yang seharusnya?\n- Apa dampaknya?",
              "Bandingkan:",
              '- Kabur: "Pengiriman sering terlambat."\n- Jelas: "Dalam tiga bulan terakhir, 18% pesanan ke wilayah Bekasi tiba lebih dari dua hari setelah jadwal, padahal standar kami maksimal 5%. Akibatnya, dua pelanggan grosir besar mengurangi pesanan."',
              'Hindari memasukkan penyebab atau solusi dalam pernyataan masalah. "Masalahnya adalah kita kekurangan sopir" sudah mengandung dugaan penyebab yang belum tentu benar. Bisa jadi masalahnya ada di jadwal muat gudang atau rute.',
              'Teknik "ada/tidak ada" juga membantu: di mana masalah terjadi dan di mana tidak? Jika keterlambatan hanya terjadi ke Bekasi dan tidak ke Depok, penyelidikan bisa difokuskan pada perbedaan keduanya.',
            ),
            en: p(
              'A well-defined problem is half solved. A vague statement like "our service is bad" leaves the team guessing and blaming each other.',
              "A good problem statement answers:",
              "- What is happening? Describe observable symptoms.\n- Where and when does it happen? Location, time or specific conditions.\n- How big is it? Use numbers.\n- What is the standard, or what should be happening?\n- What is the impact?",
              "Compare:",
              '- Vague: "Deliveries are often late."\n- Clear: "Over the last three months, 18% of orders to the Bekasi area arrived more than two days late, while our standard is at most 5%. As a result, two large wholesale customers reduced their orders."',
              'Avoid putting causes or solutions into the problem statement. "The problem is we lack drivers" already contains an assumed cause that may be wrong. The problem may lie in the warehouse loading schedule or the routes.',
              'The "is/is not" technique also helps: where does the problem occur and where does it not? If delays happen only to Bekasi and not to Depok, the investigation can focus on the differences between them.',
            ),
          },
        },
        {
          title: { id: "Mengumpulkan Fakta dan Data", en: "Gathering Facts and Data" },
          body: {
            id: p(
              "Keputusan yang didasarkan pada perasaan atau cerita satu orang sering menyesatkan. Sebelum mencari penyebab, kumpulkan fakta.",
              "Sumber fakta:",
              "- Data catatan yang sudah ada: laporan penjualan, buku keluhan, catatan produksi, data antrean.\n- Pengamatan langsung di lokasi masalah. Dalam tradisi manajemen Jepang, ini disebut genba, yaitu pergi ke tempat kejadian yang sebenarnya.\n- Wawancara dengan orang yang terlibat langsung: operator, petugas loket, pelanggan.\n- Lembar periksa (check sheet): formulir sederhana untuk menghitung kejadian berdasarkan jenis, waktu, atau lokasi.",
              "Contoh lembar periksa di loket layanan kependudukan: setiap kali warga ditolak karena berkas tidak lengkap, petugas mencentang jenis kekurangannya. Setelah dua minggu terlihat bahwa sebagian besar penolakan disebabkan oleh fotokopi dokumen tertentu yang tidak dibawa.",
              "Perhatikan kualitas data. Apakah pencatatannya konsisten? Apakah jumlahnya cukup? Apakah ada kejadian yang tidak tercatat?",
              'Bedakan fakta dan opini. "Operator shift malam malas" adalah opini. "Cacat produk shift malam 3% dibanding 1% pada shift pagi" adalah fakta yang perlu dijelaskan penyebabnya, yang bisa saja pencahayaan atau kelelahan, bukan sifat orangnya.',
            ),
            en: p(
              "Decisions based on feelings or one person's story are often misleading. Before looking for causes, gather facts.",
              "Sources of facts:",
              "- Existing records: sales reports, complaint logs, production records, queue data.\n- Direct observation where the problem happens. In Japanese management tradition this is called genba: going to the actual place.\n- Interviews with the people directly involved: operators, counter staff, customers.\n- Check sheets: simple forms to count occurrences by type, time or location.",
              "Example of a check sheet at a civil registration counter: each time a resident is turned away for incomplete documents, staff tick the type of missing item. After two weeks it is clear that most rejections come from a photocopy of one particular document not being brought.",
              "Mind the data quality. Is recording consistent? Is there enough of it? Are some events not recorded?",
              'Separate fact from opinion. "The night shift operators are lazy" is an opinion. "Night shift defects are 3% versus 1% on the morning shift" is a fact whose cause must be explained, which may be lighting or fatigue rather than people\'s character.',
            ),
          },
        },
        {
          title: {
            id: "Menemukan Akar Penyebab dengan 5 Mengapa",
            en: "Finding Root Causes with the 5 Whys",
          },
          body: {
            id: p(
              'Teknik 5 Mengapa (5 Whys), yang dikembangkan di Toyota, mengajak kita terus bertanya "mengapa?" sampai menemukan penyebab yang jika diperbaiki akan mencegah masalah terulang. Angka lima adalah panduan, bukan aturan; kadang tiga pertanyaan cukup, kadang butuh lebih.',
              "Contoh di klinik pratama:",
              "- Masalah: pasien menunggu obat lebih dari 45 menit.\n- Mengapa? Resep menumpuk di apotek pada pukul 10–11.\n- Mengapa? Dokter menulis resep di kertas yang baru diantar ke apotek setiap satu jam.\n- Mengapa? Petugas pengantar juga bertugas di pendaftaran, jadi hanya sempat sesekali.\n- Mengapa? Tidak ada alur resep langsung dari ruang dokter ke apotek.\n- Akar penyebab: desain alur kerja resep, bukan kemalasan petugas.",
              "Solusinya bisa berupa kotak resep yang diambil apotek setiap 15 menit atau resep elektronik, bukan sekadar menegur petugas.",
              "Tips agar 5 Mengapa efektif:",
              '- Jawab dengan fakta, bukan dugaan. Periksa setiap jawaban di lapangan.\n- Fokus pada proses dan sistem, bukan menyalahkan orang.\n- Uji hasilnya dengan bertanya terbalik: "Jika akar penyebab ini diperbaiki, apakah masalah berhenti?"\n- Masalah kompleks bisa punya beberapa cabang penyebab. Telusuri masing-masing.',
            ),
            en: p(
              'The 5 Whys technique, developed at Toyota, asks "why?" repeatedly until we reach a cause that, if fixed, prevents the problem from recurring. Five is a guide, not a rule; sometimes three questions are enough, sometimes more are needed.',
              "Example at a primary clinic:",
              "- Problem: patients wait more than 45 minutes for medicine.\n- Why? Prescriptions pile up at the pharmacy between 10 and 11.\n- Why? Doctors write paper prescriptions that are carried to the pharmacy only once an hour.\n- Why? The runner also works at registration, so only goes occasionally.\n- Why? There is no direct prescription flow from the consulting room to the pharmacy.\n- Root cause: the design of the prescription workflow, not staff laziness.",
              "The solution could be a prescription box collected by the pharmacy every 15 minutes or electronic prescriptions, not just a reprimand.",
              "Tips for effective 5 Whys:",
              '- Answer with facts, not guesses. Check each answer on the ground.\n- Focus on processes and systems, not blaming people.\n- Test the result by asking in reverse: "If this root cause is fixed, will the problem stop?"\n- Complex problems can have several branches of causes. Follow each one.',
            ),
          },
        },
        {
          title: { id: "Diagram Tulang Ikan (Ishikawa)", en: "The Fishbone (Ishikawa) Diagram" },
          body: {
            id: p(
              'Untuk masalah dengan banyak kemungkinan penyebab, diagram tulang ikan yang dikembangkan Kaoru Ishikawa membantu tim berpikir secara menyeluruh. Masalah ditulis di "kepala ikan", lalu kemungkinan penyebab dikelompokkan pada "tulang-tulang" kategori.',
              "Kategori yang umum dipakai di produksi dikenal sebagai 6M:",
              "- Manusia: keterampilan, pelatihan, kelelahan.\n- Mesin: kondisi alat, perawatan, setelan.\n- Metode: prosedur, urutan kerja, standar.\n- Material: mutu bahan baku, pemasok.\n- Pengukuran: alat ukur, cara inspeksi.\n- Lingkungan (Mother Nature): suhu, kelembapan, pencahayaan.",
              "Untuk layanan, kategori bisa disesuaikan, misalnya: orang, proses, kebijakan, tempat, dan sistem.",
              "Cara memakainya dalam rapat tim:",
              "- Tulis pernyataan masalah yang jelas di kepala ikan.\n- Ajak peserta dari berbagai bagian menyumbang kemungkinan penyebab pada setiap kategori.\n- Untuk penyebab yang tampak penting, gali lebih dalam dengan 5 Mengapa.\n- Tandai penyebab yang paling mungkin, lalu buktikan dengan data sebelum bertindak.",
              "Contoh: pabrik kerupuk di Sidoarjo yang menghadapi kerupuk kurang mengembang menemukan, lewat diagram ini, bahwa penyebab utamanya adalah kadar air adonan yang berubah saat musim hujan, bukan bahan baku seperti dugaan awal.",
            ),
            en: p(
              'For problems with many possible causes, the fishbone diagram developed by Kaoru Ishikawa helps a team think comprehensively. The problem is written at the "fish head", and possible causes are grouped on category "bones".',
              "Common categories in production are known as the 6Ms:",
              "- Man (people): skills, training, fatigue.\n- Machine: equipment condition, maintenance, settings.\n- Method: procedures, work sequence, standards.\n- Material: raw material quality, suppliers.\n- Measurement: measuring tools, inspection methods.\n- Mother Nature (environment): temperature, humidity, lighting.",
              "For services, categories can be adapted, for example: people, process, policy, place and systems.",
              "How to use it in a team meeting:",
              "- Write a clear problem statement at the fish head.\n- Invite participants from different areas to suggest possible causes in each category.\n- For causes that seem important, dig deeper with the 5 Whys.\n- Mark the most likely causes, then prove them with data before acting.",
              "Example: a cracker factory in Sidoarjo facing crackers that did not puff properly found through this diagram that the main cause was dough moisture changing in the rainy season, not the raw materials as first suspected.",
            ),
          },
        },
        {
          title: { id: "Memprioritaskan dengan Analisis Pareto", en: "Prioritising with Pareto Analysis" },
          body: {
            id: p(
              "Prinsip Pareto, yang sering disebut aturan 80/20, menyatakan bahwa sebagian kecil penyebab biasanya menimbulkan sebagian besar masalah. Angka 80/20 bukan hukum pasti, tetapi polanya sering muncul: beberapa jenis keluhan mendominasi total keluhan, atau beberapa produk menyumbang sebagian besar retur.",
              "Langkah membuat analisis Pareto:",
              "- Kumpulkan data kejadian per kategori, misalnya dari lembar periksa.\n- Urutkan kategori dari jumlah terbesar ke terkecil.\n- Hitung persentase kumulatif.\n- Gambarkan dalam diagram batang yang diurutkan, dengan garis persentase kumulatif.\n- Fokuskan upaya pada beberapa kategori teratas.",
              "Contoh: toko daring perlengkapan bayi di Surabaya mencatat 200 retur dalam tiga bulan. Setelah diurutkan: ukuran tidak sesuai 92, barang rusak saat pengiriman 58, warna berbeda dari foto 26, salah kirim 14, lainnya 10. Dua kategori teratas menyumbang 75% retur. Toko lalu menambahkan tabel ukuran yang jelas dan memperbaiki kemasan, sehingga retur turun tajam.",
              "Pareto juga bisa dipakai berdasarkan biaya, bukan hanya jumlah. Kategori yang jarang terjadi tetapi sangat mahal mungkin perlu didahulukan. Pilih ukuran yang paling mencerminkan dampak.",
            ),
            en: p(
              "The Pareto principle, often called the 80/20 rule, states that a small share of causes usually creates most of the problems. The 80/20 figure is not an exact law, but the pattern appears often: a few complaint types dominate total complaints, or a few products account for most returns.",
              "Steps for a Pareto analysis:",
              "- Collect occurrence data by category, for example from a check sheet.\n- Sort categories from largest to smallest.\n- Calculate the cumulative percentage.\n- Draw a sorted bar chart with a cumulative percentage line.\n- Focus effort on the top few categories.",
              "Example: an online baby goods shop in Surabaya recorded 200 returns in three months. Sorted: wrong size 92, damaged in shipping 58, colour different from photo 26, wrong item sent 14, other 10. The top two categories account for 75% of returns. The shop added a clear size chart and improved packaging, and returns dropped sharply.",
              "Pareto can also be based on cost, not just counts. A category that rarely occurs but is very expensive may need attention first. Choose the measure that best reflects impact.",
            ),
          },
        },
        {
          title: {
            id: "Menerapkan, Memverifikasi, dan Menstandarkan Solusi",
            en: "Implementing, Verifying and Standardising Solutions",
          },
          body: {
            id: p(
              "Setelah akar penyebab ditemukan, kembangkan beberapa alternatif solusi, lalu pilih berdasarkan efektivitas, biaya, kecepatan, dan kemudahan pelaksanaan. Solusi terbaik sering kali sederhana.",
              "Langkah penerapan:",
              "- Buat rencana aksi: apa yang dilakukan, oleh siapa, kapan, dan dengan sumber daya apa.\n- Uji coba dalam skala kecil bila memungkinkan, misalnya di satu lini produksi atau satu loket.\n- Ukur hasil dengan indikator yang sama seperti saat merumuskan masalah, agar perbandingannya adil.",
              "Verifikasi penting: apakah masalah benar-benar turun, dan apakah penurunannya bertahan? Jika tidak, kembali ke analisis penyebab. Mungkin ada penyebab lain yang terlewat.",
              "Setelah terbukti berhasil, standarkan:",
              "- Perbarui SOP, daftar periksa, atau formulir.\n- Latih semua orang yang terlibat, termasuk shift lain dan karyawan baru.\n- Pasang pencegah kesalahan (poka-yoke) bila mungkin, misalnya wadah berbentuk khusus yang hanya cocok dengan komponen yang benar.\n- Bagikan pelajaran ke unit lain yang punya proses serupa.",
              "Contoh: setelah toko perlengkapan bayi berhasil menurunkan retur karena ukuran, pemiliknya menjadikan tabel ukuran sebagai syarat wajib setiap produk baru sebelum diunggah. Dengan begitu, perbaikan tidak bergantung pada ingatan orang.",
            ),
            en: p(
              "Once the root cause is found, develop several alternative solutions, then choose based on effectiveness, cost, speed and ease of implementation. The best solution is often simple.",
              "Implementation steps:",
              "- Make an action plan: what will be done, by whom, when and with what resources.\n- Pilot on a small scale where possible, such as one production line or one counter.\n- Measure results with the same indicator used when defining the problem, so the comparison is fair.",
              "Verification matters: did the problem really fall, and does the improvement last? If not, return to the cause analysis. Another cause may have been missed.",
              "Once proven, standardise:",
              "- Update the SOP, checklist or form.\n- Train everyone involved, including other shifts and new employees.\n- Add error-proofing (poka-yoke) where possible, such as a specially shaped holder that fits only the correct component.\n- Share the lesson with other units that run similar processes.",
              "Example: after the baby goods shop cut size-related returns, the owner made a size chart a mandatory requirement for every new product before it is listed. That way the improvement does not depend on anyone's memory.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Menyortir ulang produk cacat sebelum dikirim termasuk jenis tindakan apa?",
            en: "Re-sorting defective products before shipping is what kind of action?",
          },
          options: [
            {
              text: { id: "Tindakan perbaikan akar penyebab", en: "Root-cause corrective action" },
              correct: false,
            },
            { text: { id: "Standarisasi", en: "Standardisation" }, correct: false },
            { text: { id: "Tindakan sementara (containment)", en: "Containment" }, correct: true },
          ],
          explanation: {
            id: "Tindakan sementara menghentikan kerugian saat ini, tetapi tidak menghilangkan penyebab masalah.",
            en: "Containment stops current damage but does not remove the cause.",
          },
        },
        {
          kind: "single",
          prompt: { id: "Pernyataan masalah mana yang paling baik?", en: "Which problem statement is best?" },
          options: [
            {
              text: {
                id: '"Tiga bulan terakhir, 18% pesanan ke Bekasi terlambat lebih dari dua hari, padahal standar maksimal 5%."',
                en: '"Over three months, 18% of orders to Bekasi were over two days late, against a 5% maximum standard."',
              },
              correct: true,
            },
            { text: { id: '"Pengiriman kita buruk."', en: '"Our deliveries are bad."' }, correct: false },
            {
              text: { id: '"Masalahnya kita kekurangan sopir."', en: '"The problem is we lack drivers."' },
              correct: false,
            },
          ],
          explanation: {
            id: "Pernyataan yang baik spesifik, terukur, menyebut standar, dan tidak memuat dugaan penyebab.",
            en: "A good statement is specific, measured, states the standard and contains no assumed cause.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang merupakan sumber fakta dalam pemecahan masalah?",
            en: "Which are sources of facts in problem solving?",
          },
          options: [
            { text: { id: "Lembar periksa", en: "Check sheets" }, correct: true },
            {
              text: { id: "Dugaan tentang sifat karyawan", en: "Assumptions about employees' character" },
              correct: false,
            },
            { text: { id: "Data catatan yang sudah ada", en: "Existing records" }, correct: true },
            {
              text: { id: "Pengamatan langsung di lokasi (genba)", en: "Direct observation on site (genba)" },
              correct: true,
            },
          ],
          explanation: {
            id: "Fakta berasal dari data, pengamatan, dan wawancara. Dugaan tentang sifat orang adalah opini.",
            en: "Facts come from data, observation and interviews. Assumptions about people's character are opinions.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam contoh klinik, akar penyebab antrean obat adalah…",
            en: "In the clinic example, the root cause of the medicine queue was…",
          },
          options: [
            { text: { id: "Petugas yang malas", en: "Lazy staff" }, correct: false },
            {
              text: { id: "Desain alur kerja resep", en: "The design of the prescription workflow" },
              correct: true,
            },
            { text: { id: "Terlalu banyak pasien", en: "Too many patients" }, correct: false },
          ],
          explanation: {
            id: "5 Mengapa menunjukkan tidak adanya alur resep langsung; fokusnya pada sistem, bukan menyalahkan orang.",
            en: "The 5 Whys showed there was no direct prescription flow; the focus is the system, not blaming people.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk kategori 6M dalam diagram tulang ikan?",
            en: "Which are among the 6M categories in a fishbone diagram?",
          },
          options: [
            { text: { id: "Mesin", en: "Machine" }, correct: true },
            { text: { id: "Metode", en: "Method" }, correct: true },
            { text: { id: "Material", en: "Material" }, correct: true },
            { text: { id: "Motivasi pemilik", en: "Owner's motivation" }, correct: false },
          ],
          explanation: {
            id: "6M: manusia, mesin, metode, material, pengukuran, dan lingkungan (Mother Nature).",
            en: "6M: man, machine, method, material, measurement and mother nature (environment).",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dari 200 retur, ukuran tidak sesuai 92 dan rusak saat pengiriman 58. Berapa persen keduanya?",
            en: "Of 200 returns, 92 were wrong size and 58 shipping damage. What share are these two?",
          },
          options: [
            { text: { id: "46%", en: "46%" }, correct: false },
            { text: { id: "75%", en: "75%" }, correct: true },
            { text: { id: "80%", en: "80%" }, correct: false },
          ],
          explanation: {
            id: "(92 + 58) ÷ 200 = 150 ÷ 200 = 75%. Dua kategori teratas ini menjadi fokus perbaikan.",
            en: "(92 + 58) ÷ 200 = 150 ÷ 200 = 75%. These top two categories become the improvement focus.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa hasil solusi harus diukur dengan indikator yang sama seperti saat merumuskan masalah?",
            en: "Why should a solution be measured with the same indicator used when defining the problem?",
          },
          options: [
            {
              text: {
                id: "Agar perbandingan sebelum dan sesudah adil",
                en: "So the before-and-after comparison is fair",
              },
              correct: true,
            },
            {
              text: { id: "Karena indikator lain dilarang", en: "Because other indicators are forbidden" },
              correct: false,
            },
            {
              text: { id: "Agar laporan terlihat lebih baik", en: "To make the report look better" },
              correct: false,
            },
          ],
          explanation: {
            id: "Indikator yang sama memungkinkan verifikasi apakah masalah benar-benar turun.",
            en: "The same indicator lets you verify whether the problem really fell.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana langkah standarisasi setelah solusi terbukti berhasil?",
            en: "Which are standardisation steps after a solution is proven?",
          },
          options: [
            {
              text: {
                id: "Memasang pencegah kesalahan (poka-yoke)",
                en: "Adding error-proofing (poka-yoke)",
              },
              correct: true,
            },
            {
              text: { id: "Mengandalkan ingatan masing-masing orang", en: "Relying on each person's memory" },
              correct: false,
            },
            {
              text: { id: "Memperbarui SOP atau daftar periksa", en: "Updating the SOP or checklist" },
              correct: true,
            },
            {
              text: { id: "Melatih shift lain dan karyawan baru", en: "Training other shifts and new staff" },
              correct: true,
            },
          ],
          explanation: {
            id: "Standarisasi membuat perbaikan tidak bergantung pada ingatan orang.",
            en: "Standardisation makes the improvement independent of anyone's memory.",
          },
        },
      ],
    },
    {
      key: "pengambilan-keputusan-efektif",
      title: { id: "Pengambilan Keputusan yang Efektif", en: "Effective Decision Making" },
      description: {
        id: "Keputusan yang baik bukan soal keberuntungan, tetapi proses yang jernih. Kursus ini membahas cara mengenali jenis keputusan, menyusun matriks keputusan berbobot, menghitung biaya dan manfaat, menimbang risiko, mewaspadai bias kognitif, dan mengambil keputusan bersama tim.",
        en: "Good decisions are not about luck but about a clear process. This course covers recognising types of decisions, building a weighted decision matrix, weighing costs and benefits, assessing risk, guarding against cognitive biases and making decisions as a team.",
      },
      skills: [
        { id: "Mengenali jenis dan bobot keputusan", en: "Recognising decision types and stakes" },
        { id: "Menyusun matriks keputusan berbobot", en: "Building a weighted decision matrix" },
        { id: "Analisis biaya dan manfaat", en: "Cost-benefit analysis" },
        { id: "Menilai risiko dan ketidakpastian", en: "Assessing risk and uncertainty" },
        { id: "Mengenali bias kognitif", en: "Recognising cognitive biases" },
        { id: "Memfasilitasi keputusan kelompok", en: "Facilitating group decisions" },
      ],
      lessons: [
        {
          title: { id: "Mengenali Jenis Keputusan", en: "Recognising Types of Decisions" },
          body: {
            id: p(
              "Tidak semua keputusan layak diperlakukan sama. Menghabiskan seminggu untuk memilih merek kertas fotokopi sama kelirunya dengan memutuskan membeli mesin produksi ratusan juta rupiah dalam lima menit.",
              "Dua pertanyaan membantu menentukan seberapa dalam proses yang dibutuhkan:",
              "- Apakah keputusan ini bisa dibatalkan dengan mudah? Keputusan yang bisa dibalik, seperti mencoba jam buka baru selama sebulan, boleh diambil cepat lalu dievaluasi. Keputusan yang sulit dibalik, seperti menandatangani sewa tempat lima tahun atau memberhentikan karyawan, butuh analisis lebih cermat.\n- Seberapa besar dampaknya? Hitung uang, orang, reputasi, dan keselamatan yang dipertaruhkan.",
              "Bedakan juga keputusan rutin dan tidak rutin. Keputusan rutin, seperti pemesanan ulang stok, sebaiknya dibuatkan aturan atau SOP sehingga tidak perlu diputuskan ulang setiap kali. Energi berpikir disimpan untuk keputusan tidak rutin yang benar-benar baru.",
              "Tentukan pula siapa yang seharusnya memutuskan. Banyak keputusan kecil bisa didelegasikan kepada orang terdekat dengan masalah, sehingga pimpinan tidak menjadi hambatan.",
              "Contoh: pemilik minimarket di Makassar menetapkan bahwa kepala toko boleh memutuskan sendiri diskon produk mendekati kedaluwarsa, sedangkan pembukaan cabang baru diputuskan bersama mitra setelah studi lokasi.",
            ),
            en: p(
              "Not every decision deserves the same treatment. Spending a week choosing a brand of copier paper is as wrong as deciding to buy a production machine worth hundreds of millions of rupiah in five minutes.",
              "Two questions help decide how deep the process should be:",
              "- Can this decision be reversed easily? Reversible decisions, such as trying new opening hours for a month, can be made quickly and then evaluated. Hard-to-reverse decisions, such as signing a five-year lease or laying off staff, need more careful analysis.\n- How big is the impact? Count the money, people, reputation and safety at stake.",
              "Also distinguish routine from non-routine decisions. Routine decisions, such as restocking, should be turned into rules or SOPs so they need not be decided afresh each time. Save thinking energy for genuinely new, non-routine decisions.",
              "Decide too who should make the decision. Many small decisions can be delegated to the people closest to the problem, so the leader does not become a bottleneck.",
              "Example: a minimarket owner in Makassar lets store heads decide discounts on near-expiry products themselves, while opening a new branch is decided with partners after a location study.",
            ),
          },
        },
        {
          title: {
            id: "Kriteria dan Matriks Keputusan Berbobot",
            en: "Criteria and the Weighted Decision Matrix",
          },
          body: {
            id: p(
              "Saat memilih di antara beberapa alternatif dengan banyak pertimbangan, matriks keputusan berbobot membantu membuat pilihan lebih objektif dan transparan.",
              "Langkah-langkahnya:",
              "- Tentukan alternatif yang akan dibandingkan.\n- Tetapkan kriteria penilaian sebelum melihat alternatif secara rinci, agar kriteria tidak disesuaikan dengan pilihan favorit.\n- Beri bobot setiap kriteria sesuai kepentingannya, misalnya total 100%.\n- Nilai setiap alternatif pada setiap kriteria, misalnya skala 1–5.\n- Kalikan nilai dengan bobot, lalu jumlahkan.",
              "Contoh: koperasi memilih pemasok gabah dari tiga calon. Kriteria dan bobot: mutu gabah 40%, harga 30%, ketepatan pengiriman 20%, jarak 10%. Pemasok A mendapat nilai 5, 3, 4, 3, sehingga skornya (5×0,4)+(3×0,3)+(4×0,2)+(3×0,1) = 4,0. Pemasok B mendapat 3, 5, 3, 4 dengan skor 3,7. Pemasok A unggul meski lebih mahal, karena mutu diberi bobot tertinggi.",
              "Perhatikan juga syarat mutlak. Jika ada kriteria yang wajib dipenuhi, misalnya izin usaha yang sah, alternatif yang tidak memenuhinya langsung gugur sebelum dinilai.",
              "Matriks bukan mesin penentu. Jika hasilnya terasa janggal, periksa kembali bobot dan penilaian. Nilainya ada pada diskusi yang terstruktur.",
            ),
            en: p(
              "When choosing among several alternatives with many considerations, a weighted decision matrix helps make the choice more objective and transparent.",
              "The steps:",
              "- List the alternatives to compare.\n- Set the evaluation criteria before looking at alternatives in detail, so criteria are not bent toward a favourite.\n- Weight each criterion by importance, for example totalling 100%.\n- Score each alternative on each criterion, for example on a 1–5 scale.\n- Multiply scores by weights and add them up.",
              "Example: a cooperative chooses among three unhulled rice suppliers. Criteria and weights: grain quality 40%, price 30%, delivery reliability 20%, distance 10%. Supplier A scores 5, 3, 4, 3, giving (5×0.4)+(3×0.3)+(4×0.2)+(3×0.1) = 4.0. Supplier B scores 3, 5, 3, 4 for 3.7. Supplier A wins despite being pricier, because quality carries the highest weight.",
              "Watch for must-have requirements too. If a criterion is mandatory, such as a valid business licence, alternatives that fail it are eliminated before scoring.",
              "The matrix is not a decision machine. If the result feels odd, re-examine the weights and scores. Its value lies in a structured discussion.",
            ),
          },
        },
        {
          title: { id: "Analisis Biaya dan Manfaat", en: "Cost-Benefit Analysis" },
          body: {
            id: p(
              "Analisis biaya dan manfaat membandingkan semua biaya sebuah keputusan dengan semua manfaatnya, sebisa mungkin dalam rupiah, untuk menilai apakah keputusan itu layak.",
              "Hal yang sering terlupakan:",
              "- Biaya tidak langsung: pelatihan, waktu karyawan, perawatan, dan gangguan selama masa transisi.\n- Biaya peluang: manfaat dari alternatif terbaik yang dilepaskan. Uang Rp50 juta yang dipakai membeli mesin tidak bisa dipakai untuk menambah stok.\n- Manfaat yang sulit diukur, seperti kepuasan pelanggan atau keselamatan kerja. Tetap catat, meski tidak dalam rupiah.\n- Waktu: manfaat yang baru datang beberapa tahun lagi bernilai lebih kecil daripada manfaat sekarang.",
              "Contoh: usaha laundry di Depok mempertimbangkan membeli mesin pengering seharga Rp30 juta. Manfaatnya: menghemat biaya listrik dan tenaga sekitar Rp1,5 juta per bulan dan memungkinkan menerima pesanan tambahan dengan laba sekitar Rp1 juta per bulan. Total manfaat Rp2,5 juta per bulan, sehingga modal kembali dalam sekitar 12 bulan. Dengan perkiraan umur mesin beberapa tahun, investasi ini layak, asalkan perkiraan pesanan tambahannya realistis.",
              "Uji asumsi penting dengan pertanyaan: bagaimana jika pesanan tambahan hanya setengah dari perkiraan? Apakah keputusan masih masuk akal?",
            ),
            en: p(
              "Cost-benefit analysis compares all the costs of a decision with all its benefits, in rupiah where possible, to judge whether the decision is worthwhile.",
              "Often forgotten items:",
              "- Indirect costs: training, staff time, maintenance and disruption during the transition.\n- Opportunity cost: the benefit of the best alternative given up. Rp50 million spent on a machine cannot be used to add stock.\n- Hard-to-measure benefits, such as customer satisfaction or workplace safety. Record them even if not in rupiah.\n- Timing: benefits that arrive years later are worth less than benefits now.",
              "Example: a laundry business in Depok considers buying a Rp30 million dryer. Benefits: saving about Rp1.5 million a month in electricity and labour, and taking extra orders with about Rp1 million a month in profit. Total benefit Rp2.5 million a month, so the money is recovered in about 12 months. With an expected machine life of several years, the investment is worthwhile, provided the extra-order estimate is realistic.",
              "Test key assumptions by asking: what if extra orders are only half the estimate? Does the decision still make sense?",
            ),
          },
        },
        {
          title: { id: "Menimbang Risiko dan Ketidakpastian", en: "Weighing Risk and Uncertainty" },
          body: {
            id: p(
              "Hampir setiap keputusan penting mengandung ketidakpastian. Menimbang risiko berarti memperkirakan apa yang bisa salah, seberapa mungkin, dan seberapa besar dampaknya.",
              "Alat sederhana adalah matriks risiko: setiap risiko dinilai kemungkinannya (rendah, sedang, tinggi) dan dampaknya (kecil, sedang, besar). Risiko dengan kemungkinan tinggi dan dampak besar membutuhkan rencana penanganan.",
              "Empat cara menangani risiko:",
              "- Menghindari: tidak mengambil pilihan berisiko itu.\n- Mengurangi: menurunkan kemungkinan atau dampaknya, misalnya uji coba kecil dulu.\n- Memindahkan: misalnya dengan asuransi atau kontrak yang membagi risiko.\n- Menerima: jika risiko kecil atau biaya penanganannya lebih besar dari dampaknya, dengan cadangan dana.",
              "Konsep nilai harapan juga membantu: kalikan setiap kemungkinan hasil dengan peluangnya. Namun, jangan hanya melihat rata-rata. Tanyakan juga: jika skenario terburuk terjadi, apakah usaha masih bisa bertahan? Keputusan yang rata-ratanya menguntungkan tetap berbahaya jika skenario terburuknya membuat usaha bangkrut.",
              "Contoh: petani cabai di Garut yang ingin menanam seluruh lahannya dengan satu varietas baru bisa mengurangi risiko dengan menanam varietas baru di sebagian lahan dulu, sementara sisanya tetap varietas yang sudah terbukti.",
            ),
            en: p(
              "Almost every important decision involves uncertainty. Weighing risk means estimating what could go wrong, how likely it is and how big the impact would be.",
              "A simple tool is the risk matrix: each risk is rated for likelihood (low, medium, high) and impact (minor, moderate, major). High-likelihood, major-impact risks need a response plan.",
              "Four ways to handle risk:",
              "- Avoid: do not take the risky option.\n- Reduce: lower its likelihood or impact, for example with a small trial first.\n- Transfer: for example through insurance or contracts that share risk.\n- Accept: when the risk is small or handling it costs more than the impact, with a reserve fund.",
              "The idea of expected value also helps: multiply each possible outcome by its probability. But do not look only at averages. Ask too: if the worst case happens, can the business survive? A decision that pays off on average is still dangerous if its worst case bankrupts the business.",
              "Example: a chilli farmer in Garut who wants to plant all his land with a new variety can reduce risk by planting the new variety on part of the land first, while the rest stays with a proven variety.",
            ),
          },
        },
        {
          title: { id: "Mewaspadai Bias Kognitif", en: "Guarding Against Cognitive Biases" },
          body: {
            id: p(
              "Otak manusia memakai jalan pintas berpikir agar cepat mengambil keputusan. Jalan pintas ini sering berguna, tetapi juga menimbulkan kesalahan sistematis yang disebut bias kognitif. Psikolog Daniel Kahneman dan Amos Tversky banyak meneliti bias-bias ini.",
              "Bias yang sering muncul di tempat kerja:",
              '- Bias konfirmasi: hanya mencari informasi yang mendukung pendapat awal kita.\n- Jangkar (anchoring): terpaku pada angka pertama yang kita dengar, misalnya harga penawaran awal dalam negosiasi.\n- Biaya hangus (sunk cost): terus melanjutkan proyek yang gagal karena "sudah terlanjur keluar banyak uang". Uang yang sudah keluar tidak bisa kembali; keputusan seharusnya didasarkan pada biaya dan manfaat ke depan.\n- Ketersediaan (availability): menilai sesuatu lebih mungkin terjadi karena mudah diingat, misalnya satu kejadian dramatis yang baru terjadi.\n- Terlalu percaya diri: meremehkan waktu dan biaya, sehingga proyek hampir selalu molor.',
              "Cara mengurangi bias:",
              "- Sengaja cari bukti yang membantah pendapat Anda.\n- Minta satu orang berperan sebagai penyanggah.\n- Bandingkan rencana dengan data proyek serupa di masa lalu.\n- Tunda keputusan penting saat sedang sangat emosional.",
            ),
            en: p(
              "The human brain uses mental shortcuts to decide quickly. These shortcuts are often useful but also cause systematic errors called cognitive biases. Psychologists Daniel Kahneman and Amos Tversky studied many of them.",
              "Biases that often appear at work:",
              '- Confirmation bias: seeking only information that supports our initial view.\n- Anchoring: fixating on the first number we hear, such as the opening price in a negotiation.\n- Sunk cost: continuing a failing project because "we\'ve already spent so much". Money already spent cannot be recovered; decisions should rest on future costs and benefits.\n- Availability: judging something more likely because it is easy to recall, such as one recent dramatic event.\n- Overconfidence: underestimating time and cost, so projects almost always run late.',
              "Ways to reduce bias:",
              "- Deliberately look for evidence against your view.\n- Ask one person to play devil's advocate.\n- Compare plans with data from similar past projects.\n- Postpone important decisions while highly emotional.",
            ),
          },
        },
        {
          title: { id: "Mengambil Keputusan Bersama Kelompok", en: "Making Decisions as a Group" },
          body: {
            id: p(
              "Keputusan kelompok bisa lebih baik daripada keputusan perorangan karena menggabungkan lebih banyak informasi dan sudut pandang. Namun kelompok juga punya jebakan, terutama pemikiran kelompok (groupthink): keinginan menjaga keharmonisan membuat anggota menahan keberatan sehingga keputusan buruk lolos tanpa kritik.",
              "Cara mengambil keputusan kelompok yang lebih baik:",
              "- Jelaskan sejak awal bagaimana keputusan akan diambil: oleh pimpinan setelah mendengar masukan, dengan suara terbanyak, atau dengan mufakat.\n- Minta setiap orang menuliskan pendapatnya sebelum diskusi, agar tidak ikut-ikutan pendapat pertama atau pendapat atasan.\n- Pimpinan sebaiknya berbicara terakhir.\n- Tunjuk penyanggah yang bertugas mencari kelemahan usulan.\n- Pisahkan sesi mencari ide dan sesi menilai ide.",
              'Setelah keputusan diambil, minta semua anggota mendukung pelaksanaannya, termasuk yang tadinya berbeda pendapat. Prinsip ini sering disebut "boleh tidak setuju, tetapi tetap berkomitmen".',
              "Contoh: rapat pengurus BUMDes memutuskan apakah akan membuka unit usaha penggilingan padi. Setiap pengurus menulis pendapat dan alasannya lebih dulu. Ternyata bendahara punya data bahwa dua penggilingan swasta di desa sebelah beroperasi jauh di bawah kapasitas, informasi penting yang mungkin tidak akan muncul jika ketua berbicara lebih dulu.",
            ),
            en: p(
              "Group decisions can beat individual ones because they combine more information and perspectives. But groups have traps too, especially groupthink: the wish to keep harmony makes members hold back objections, so bad decisions pass unchallenged.",
              "Ways to make better group decisions:",
              "- Explain at the outset how the decision will be made: by the leader after hearing input, by majority vote or by consensus.\n- Ask everyone to write down their view before discussion, so they do not simply follow the first speaker or the boss.\n- The leader should speak last.\n- Appoint a devil's advocate to look for weaknesses in the proposal.\n- Separate the idea-generating session from the evaluation session.",
              'Once decided, ask all members to support implementation, including those who disagreed. This principle is often called "disagree and commit".',
              "Example: a BUMDes board meeting decides whether to open a rice milling unit. Each board member first writes down a view and reasons. It turns out the treasurer has data showing two private mills in the neighbouring village run far below capacity, important information that might never have surfaced if the chair had spoken first.",
            ),
          },
        },
        {
          title: { id: "Melaksanakan dan Meninjau Keputusan", en: "Implementing and Reviewing Decisions" },
          body: {
            id: p(
              "Keputusan belum selesai saat diumumkan. Keputusan baru bernilai jika dijalankan, dan kita bisa belajar darinya jika hasilnya ditinjau.",
              "Sebelum melaksanakan, lakukan pre-mortem: bayangkan setahun ke depan keputusan ini ternyata gagal total, lalu minta tim menuliskan kemungkinan penyebabnya. Teknik ini membuat orang lebih berani menyebut risiko yang selama ini dipendam, dan hasilnya bisa dipakai untuk memperkuat rencana.",
              "Saat melaksanakan:",
              "- Tetapkan penanggung jawab, jadwal, dan sumber daya.\n- Komunikasikan keputusan beserta alasannya kepada pihak yang terdampak.\n- Tentukan indikator dan tanggal tinjauan.",
              "Catat keputusan penting dalam log keputusan: tanggal, pilihan yang dipertimbangkan, alasan memilih, asumsi utama, dan hasil yang diharapkan. Catatan ini mencegah kita menilai ulang keputusan dengan ingatan yang sudah terdistorsi.",
              "Saat meninjau, bedakan kualitas keputusan dan hasil. Keputusan yang baik bisa berakhir buruk karena nasib, misalnya bencana alam, dan keputusan buruk bisa kebetulan berhasil. Yang dinilai adalah apakah prosesnya masuk akal dengan informasi yang tersedia saat itu.",
              "Contoh: toko elektronik di Medan mencatat alasan memilih lokasi cabang baru. Enam bulan kemudian, tinjauan menunjukkan asumsi jumlah pengunjung terlalu optimistis. Pelajaran ini dipakai untuk studi lokasi berikutnya.",
            ),
            en: p(
              "A decision is not finished when announced. It only has value when carried out, and we can learn from it only if the results are reviewed.",
              "Before implementing, run a pre-mortem: imagine that a year from now the decision has failed completely, then ask the team to write down possible reasons. This makes people braver about naming risks they had kept to themselves, and the output can strengthen the plan.",
              "When implementing:",
              "- Assign an owner, schedule and resources.\n- Communicate the decision and its reasons to those affected.\n- Set indicators and a review date.",
              "Record important decisions in a decision log: date, options considered, reasons for the choice, key assumptions and expected results. This prevents us from re-judging decisions with memories that have since been distorted.",
              "When reviewing, separate decision quality from outcome. A good decision can end badly through bad luck, such as a natural disaster, and a bad decision can succeed by chance. What is judged is whether the process was sound given the information available at the time.",
              "Example: an electronics shop in Medan recorded why it chose a new branch location. Six months later the review showed its visitor-number assumption was too optimistic. The lesson is used for the next location study.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Keputusan mana yang paling membutuhkan analisis cermat?",
            en: "Which decision most needs careful analysis?",
          },
          options: [
            {
              text: { id: "Memilih merek kertas fotokopi", en: "Choosing a brand of copier paper" },
              correct: false,
            },
            {
              text: {
                id: "Mencoba jam buka baru selama sebulan",
                en: "Trying new opening hours for a month",
              },
              correct: false,
            },
            {
              text: { id: "Menandatangani sewa tempat lima tahun", en: "Signing a five-year lease" },
              correct: true,
            },
          ],
          explanation: {
            id: "Keputusan yang sulit dibalik dan berdampak besar membutuhkan analisis lebih cermat.",
            en: "Hard-to-reverse, high-impact decisions need more careful analysis.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa kriteria matriks keputusan ditetapkan sebelum melihat alternatif secara rinci?",
            en: "Why are decision matrix criteria set before examining alternatives in detail?",
          },
          options: [
            {
              text: {
                id: "Agar kriteria tidak disesuaikan dengan pilihan favorit",
                en: "So criteria are not bent toward a favourite",
              },
              correct: true,
            },
            { text: { id: "Agar rapat lebih singkat", en: "To shorten the meeting" }, correct: false },
            {
              text: { id: "Karena bobot tidak penting", en: "Because weights do not matter" },
              correct: false,
            },
          ],
          explanation: {
            id: "Menetapkan kriteria lebih dulu menjaga objektivitas penilaian.",
            en: "Setting criteria first keeps the evaluation objective.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Bobot: mutu 40%, harga 30%, pengiriman 20%, jarak 10%. Nilai pemasok: 4, 4, 5, 2. Berapa skornya?",
            en: "Weights: quality 40%, price 30%, delivery 20%, distance 10%. Supplier scores: 4, 4, 5, 2. What is the total?",
          },
          options: [
            { text: { id: "3,8", en: "3.8" }, correct: false },
            { text: { id: "4,0", en: "4.0" }, correct: true },
            { text: { id: "4,2", en: "4.2" }, correct: false },
          ],
          explanation: {
            id: "(4×0,4)+(4×0,3)+(5×0,2)+(2×0,1) = 1,6+1,2+1,0+0,2 = 4,0.",
            en: "(4×0.4)+(4×0.3)+(5×0.2)+(2×0.1) = 1.6+1.2+1.0+0.2 = 4.0.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Hal apa yang sering terlupakan dalam analisis biaya dan manfaat?",
            en: "What is often forgotten in cost-benefit analysis?",
          },
          options: [
            { text: { id: "Biaya peluang", en: "Opportunity cost" }, correct: true },
            { text: { id: "Manfaat yang sulit diukur", en: "Hard-to-measure benefits" }, correct: true },
            { text: { id: "Harga beli utama", en: "The main purchase price" }, correct: false },
            {
              text: { id: "Biaya tidak langsung seperti pelatihan", en: "Indirect costs such as training" },
              correct: true,
            },
          ],
          explanation: {
            id: "Harga beli biasanya diingat; yang sering terlewat adalah biaya tidak langsung, biaya peluang, manfaat tak berwujud, dan faktor waktu.",
            en: "The purchase price is usually remembered; indirect costs, opportunity cost, intangible benefits and timing are often missed.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Membeli asuransi untuk gudang termasuk cara menangani risiko yang mana?",
            en: "Buying insurance for a warehouse is which way of handling risk?",
          },
          options: [
            { text: { id: "Menghindari", en: "Avoid" }, correct: false },
            { text: { id: "Memindahkan", en: "Transfer" }, correct: true },
            { text: { id: "Menerima", en: "Accept" }, correct: false },
          ],
          explanation: {
            id: "Asuransi memindahkan sebagian dampak finansial risiko kepada pihak lain.",
            en: "Insurance transfers part of the financial impact of a risk to another party.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"Proyek ini harus diteruskan karena sudah terlanjur keluar banyak uang." Ini contoh bias…',
            en: '"We must continue this project because we\'ve already spent so much." This is which bias?',
          },
          options: [
            { text: { id: "Biaya hangus (sunk cost)", en: "Sunk cost" }, correct: true },
            { text: { id: "Jangkar (anchoring)", en: "Anchoring" }, correct: false },
            { text: { id: "Ketersediaan (availability)", en: "Availability" }, correct: false },
          ],
          explanation: {
            id: "Uang yang sudah keluar tidak bisa kembali; keputusan seharusnya didasarkan pada biaya dan manfaat ke depan.",
            en: "Money already spent cannot be recovered; decisions should rest on future costs and benefits.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana cara mengurangi pemikiran kelompok (groupthink)?",
            en: "Which methods reduce groupthink?",
          },
          options: [
            {
              text: {
                id: "Setiap orang menulis pendapat sebelum diskusi",
                en: "Everyone writes their view before discussion",
              },
              correct: true,
            },
            { text: { id: "Pimpinan berbicara terakhir", en: "The leader speaks last" }, correct: true },
            { text: { id: "Menunjuk penyanggah", en: "Appointing a devil's advocate" }, correct: true },
            {
              text: {
                id: "Pimpinan menyampaikan pilihannya di awal",
                en: "The leader states a preference first",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Jika pimpinan berbicara lebih dulu, anggota cenderung mengikuti; pendapat tertulis dan penyanggah membuka ruang keberatan.",
            en: "If the leader speaks first, members tend to follow; written views and a devil's advocate make room for objections.",
          },
        },
        {
          kind: "single",
          prompt: { id: "Apa tujuan teknik pre-mortem?", en: "What is the purpose of a pre-mortem?" },
          options: [
            { text: { id: "Membatalkan keputusan", en: "Cancelling the decision" }, correct: false },
            {
              text: {
                id: "Mencari siapa yang bersalah setelah gagal",
                en: "Finding who is to blame after failure",
              },
              correct: false,
            },
            {
              text: {
                id: "Mengungkap risiko sebelum pelaksanaan dengan membayangkan keputusan gagal",
                en: "Surfacing risks before implementation by imagining the decision failed",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Pre-mortem dilakukan sebelum pelaksanaan agar risiko yang terpendam terungkap dan rencana diperkuat.",
            en: "A pre-mortem happens before implementation so hidden risks surface and the plan is strengthened.",
          },
        },
      ],
    },
    {
      key: "berpikir-kritis-kreatif",
      title: {
        id: "Berpikir Kritis dan Kreatif untuk Memecahkan Masalah",
        en: "Critical and Creative Thinking for Problem Solving",
      },
      description: {
        id: "Pemecah masalah yang andal mampu menilai informasi secara kritis sekaligus menghasilkan ide-ide baru. Kursus ini melatih cara menguji klaim dan sumber, mengenali kesalahan logika, membedakan korelasi dan sebab-akibat, serta memakai curah gagasan, SCAMPER, dan design thinking.",
        en: "Reliable problem solvers can judge information critically and also generate new ideas. This course trains you to test claims and sources, spot logical fallacies, tell correlation from causation, and use brainstorming, SCAMPER and design thinking.",
      },
      skills: [
        { id: "Menguji klaim dan bukti", en: "Testing claims and evidence" },
        { id: "Memeriksa sumber dan menangkal hoaks", en: "Checking sources and countering hoaxes" },
        { id: "Mengenali kesalahan logika", en: "Spotting logical fallacies" },
        { id: "Membedakan korelasi dan sebab-akibat", en: "Distinguishing correlation from causation" },
        { id: "Memfasilitasi curah gagasan dan SCAMPER", en: "Facilitating brainstorming and SCAMPER" },
        { id: "Menerapkan design thinking", en: "Applying design thinking" },
      ],
      lessons: [
        {
          title: {
            id: "Dasar Berpikir Kritis: Klaim, Bukti, dan Alasan",
            en: "Critical Thinking Basics: Claims, Evidence and Reasoning",
          },
          body: {
            id: p(
              "Berpikir kritis adalah kemampuan menilai informasi dan argumen secara cermat sebelum menerimanya atau memakainya untuk mengambil keputusan. Berpikir kritis bukan berarti selalu menolak atau mencari-cari kesalahan, melainkan menimbang dengan adil.",
              "Setiap argumen punya tiga unsur:",
              '- Klaim: pernyataan yang ingin dibuktikan. "Pelatihan pemasaran digital meningkatkan omzet UMKM peserta."\n- Bukti: data atau fakta pendukung. "Omzet rata-rata peserta naik 20% enam bulan setelah pelatihan."\n- Alasan: penjelasan mengapa bukti mendukung klaim.',
              "Pertanyaan kritis untuk menguji argumen:",
              "- Apa buktinya, dan dari mana asalnya?\n- Apakah buktinya cukup dan relevan?\n- Adakah penjelasan lain? Mungkin omzet naik karena musim Lebaran, bukan karena pelatihan.\n- Apa yang tidak disebutkan? Berapa peserta yang omzetnya justru turun?\n- Siapa yang diuntungkan jika klaim ini dipercaya?",
              'Contoh: seorang penjual menawarkan mesin pengemas kepada pemilik UMKM dengan klaim "produktivitas naik tiga kali lipat". Pemilik yang berpikir kritis meminta bukti dari pengguna lain dengan produk serupa, menanyakan kondisi pengujiannya, dan menghitung sendiri berdasarkan volume produksinya.',
              "Sikap penting dalam berpikir kritis adalah kerendahan hati intelektual: bersedia mengubah pendapat jika bukti yang lebih kuat muncul.",
            ),
            en: p(
              "Critical thinking is the ability to assess information and arguments carefully before accepting them or using them to decide. It does not mean always rejecting or fault-finding, but weighing fairly.",
              "Every argument has three parts:",
              '- Claim: the statement to be proven. "Digital marketing training increases participating small businesses\' turnover."\n- Evidence: supporting data or facts. "Participants\' average turnover rose 20% six months after the training."\n- Reasoning: why the evidence supports the claim.',
              "Critical questions to test an argument:",
              "- What is the evidence, and where does it come from?\n- Is the evidence sufficient and relevant?\n- Are there other explanations? Perhaps turnover rose because of the Eid season, not the training.\n- What is left out? How many participants saw turnover fall?\n- Who benefits if this claim is believed?",
              'Example: a salesperson offers a small business owner a packing machine claiming "productivity triples". A critically thinking owner asks for evidence from other users with similar products, asks about the test conditions and calculates it herself based on her production volume.',
              "A key attitude in critical thinking is intellectual humility: being willing to change your mind when stronger evidence appears.",
            ),
          },
        },
        {
          title: {
            id: "Menilai Sumber Informasi dan Menangkal Hoaks",
            en: "Evaluating Sources and Countering Hoaxes",
          },
          body: {
            id: p(
              "Setiap hari kita menerima banyak informasi lewat grup WhatsApp dan media sosial. Sebagian di antaranya menyesatkan atau palsu, dan menyebarkannya bisa merugikan orang lain serta merusak kredibilitas kita.",
              "Langkah memeriksa informasi:",
              "- Periksa sumbernya: siapa yang membuat? Apakah lembaga resmi, media yang jelas redaksinya, atau akun tanpa identitas?\n- Baca lebih dari judulnya. Judul sering dibuat sensasional dan berbeda dari isi.\n- Cari sumber lain: buka tab baru dan cari apakah media atau lembaga terpercaya memberitakan hal yang sama. Cara ini disebut membaca lateral.\n- Periksa tanggal: berita lama sering disebarkan ulang seolah baru terjadi.\n- Periksa gambar: foto bisa diambil dari kejadian lain. Pencarian gambar terbalik membantu menemukan asal foto.\n- Waspadai pesan yang memancing emosi kuat, mendesak untuk segera disebar, atau meminta data pribadi dan kode OTP.",
              "Untuk informasi resmi, seperti pengumuman bantuan sosial, rekrutmen pegawai, atau kebijakan, rujuk langsung situs atau akun resmi instansi terkait.",
              "Contoh: pesan berantai menyebut ada pembagian bantuan tunai dengan mengisi formulir di sebuah tautan. Perangkat desa yang kritis memeriksa situs resmi dan tidak menemukan pengumuman itu, lalu mengingatkan warga bahwa tautan tersebut kemungkinan penipuan untuk mencuri data.",
            ),
            en: p(
              "Every day we receive a lot of information through WhatsApp groups and social media. Some of it is misleading or false, and spreading it can harm others and damage our credibility.",
              "Steps to check information:",
              "- Check the source: who made it? An official institution, a media outlet with a clear editorial team, or an anonymous account?\n- Read beyond the headline. Headlines are often sensational and differ from the content.\n- Look for other sources: open a new tab and search whether trusted media or institutions report the same thing. This is called lateral reading.\n- Check the date: old news is often recirculated as if it just happened.\n- Check images: photos may come from other events. A reverse image search helps find a photo's origin.\n- Be wary of messages that provoke strong emotions, urge you to share immediately, or ask for personal data and OTP codes.",
              "For official information, such as social assistance announcements, civil service recruitment or policies, go directly to the relevant agency's official website or account.",
              "Example: a chain message claims cash assistance is available by filling in a form at a link. A critical village official checks the official website, finds no such announcement, and warns residents that the link is probably a scam to steal data.",
            ),
          },
        },
        {
          title: { id: "Mengenali Kesalahan Logika", en: "Spotting Logical Fallacies" },
          body: {
            id: p(
              "Kesalahan logika adalah pola penalaran yang tampak meyakinkan tetapi sebenarnya cacat. Mengenalinya membantu kita menilai argumen dalam rapat, negosiasi, maupun diskusi publik.",
              "Kesalahan logika yang sering ditemui:",
              '- Menyerang pribadi (ad hominem): menolak usulan karena siapa yang mengusulkan. "Dia masih baru, jadi idenya pasti tidak matang."\n- Generalisasi terburu-buru: menarik kesimpulan umum dari sedikit contoh. "Dua pelanggan dari daerah itu menunggak, jadi semua pelanggan dari sana tidak bisa dipercaya."\n- Dilema palsu: menyajikan hanya dua pilihan padahal ada lebih banyak. "Kita naikkan harga atau tutup usaha."\n- Sesudahnya berarti karenanya (post hoc): menganggap karena B terjadi setelah A, maka A penyebab B.\n- Ikut-ikutan: "Semua toko sudah begitu, jadi pasti benar."\n- Otoritas yang tidak relevan: mengutip tokoh terkenal di luar bidang keahliannya.',
              'Saat menemukan kesalahan logika, tanggapi dengan sopan dan fokus pada isi: "Mari kita nilai usulannya berdasarkan data, siapa pun pengusulnya." atau "Apakah ada pilihan ketiga selain dua itu?"',
              "Periksa juga argumen Anda sendiri. Kita lebih mudah melihat kesalahan logika orang lain daripada kesalahan sendiri.",
            ),
            en: p(
              "A logical fallacy is a pattern of reasoning that looks convincing but is actually flawed. Recognising fallacies helps us assess arguments in meetings, negotiations and public debate.",
              "Common fallacies:",
              '- Ad hominem: rejecting a proposal because of who made it. "She\'s new, so her idea can\'t be well thought out."\n- Hasty generalisation: drawing a broad conclusion from a few cases. "Two customers from that area defaulted, so no customer from there can be trusted."\n- False dilemma: presenting only two options when there are more. "We raise prices or close the business."\n- Post hoc: assuming that because B happened after A, A caused B.\n- Bandwagon: "Every shop does it, so it must be right."\n- Irrelevant authority: quoting a famous figure outside their field of expertise.',
              'When you spot a fallacy, respond politely and focus on substance: "Let\'s judge the proposal on the data, whoever made it." or "Is there a third option besides those two?"',
              "Check your own arguments too. We see other people's fallacies more easily than our own.",
            ),
          },
        },
        {
          title: { id: "Korelasi Bukan Berarti Sebab-Akibat", en: "Correlation Is Not Causation" },
          body: {
            id: p(
              "Dua hal yang naik-turun bersamaan disebut berkorelasi. Namun korelasi tidak otomatis berarti yang satu menyebabkan yang lain. Salah memahami hal ini bisa menghasilkan keputusan yang mahal dan keliru.",
              "Tiga kemungkinan di balik korelasi:",
              "- Faktor ketiga: penjualan es krim dan kasus kulit terbakar sama-sama naik saat cuaca panas. Es krim tidak menyebabkan kulit terbakar; cuaca panas memengaruhi keduanya.\n- Arah terbalik: toko yang beriklan lebih banyak memiliki penjualan lebih tinggi. Mungkin iklan meningkatkan penjualan, tetapi bisa juga toko yang penjualannya tinggi punya lebih banyak uang untuk beriklan.\n- Kebetulan: jika kita mencari di cukup banyak data, pasti ada pasangan angka yang bergerak bersama secara kebetulan.",
              "Cara menguji sebab-akibat:",
              "- Cari mekanisme yang masuk akal: bagaimana tepatnya A menyebabkan B?\n- Bandingkan kelompok yang mendapat perlakuan dan yang tidak, dalam kondisi yang semirip mungkin.\n- Lakukan uji coba terkendali bila memungkinkan, misalnya menerapkan promosi di sebagian cabang saja dan membandingkan hasilnya.",
              "Contoh: data sebuah dinas menunjukkan desa yang menerima pelatihan UMKM memiliki pertumbuhan usaha lebih tinggi. Sebelum menyimpulkan pelatihan itu efektif, perlu diperiksa apakah desa penerima memang dipilih karena sudah lebih maju sejak awal.",
            ),
            en: p(
              "Two things that rise and fall together are said to be correlated. But correlation does not automatically mean one causes the other. Misunderstanding this can lead to costly, wrong decisions.",
              "Three possibilities behind a correlation:",
              "- A third factor: ice cream sales and sunburn cases both rise in hot weather. Ice cream does not cause sunburn; hot weather drives both.\n- Reverse direction: shops that advertise more have higher sales. Advertising may raise sales, but shops with high sales may also simply have more money to advertise.\n- Coincidence: search enough data and some pairs of numbers will move together by chance.",
              "Ways to test causation:",
              "- Look for a plausible mechanism: how exactly would A cause B?\n- Compare groups that received a treatment with those that did not, under conditions as similar as possible.\n- Run a controlled trial where possible, such as running a promotion in only some branches and comparing results.",
              "Example: an agency's data show that villages receiving small-business training have higher business growth. Before concluding the training works, check whether those villages were chosen because they were already more advanced to begin with.",
            ),
          },
        },
        {
          title: { id: "Berpikir Kreatif dan Curah Gagasan", en: "Creative Thinking and Brainstorming" },
          body: {
            id: p(
              "Berpikir kreatif adalah kemampuan menghasilkan ide-ide baru yang berguna. Kreativitas bukan bakat khusus seniman. Ia bisa dilatih dan difasilitasi dengan teknik yang tepat.",
              "Curah gagasan (brainstorming), yang dipopulerkan oleh Alex Osborn, adalah teknik menghasilkan banyak ide dalam kelompok. Aturan dasarnya:",
              "- Tunda penilaian: jangan mengkritik ide selama sesi berlangsung.\n- Kejar jumlah: semakin banyak ide, semakin besar peluang menemukan yang bagus.\n- Sambut ide yang tidak biasa: ide liar bisa diturunkan menjadi ide praktis.\n- Kembangkan ide orang lain: gabungkan dan tambahkan.",
              "Variasi yang sering lebih efektif adalah menulis ide sendiri-sendiri lebih dulu selama beberapa menit, lalu baru dibagikan. Cara ini mencegah ide didominasi orang yang paling banyak bicara dan memberi ruang bagi yang pendiam.",
              'Rumuskan tantangan sebagai pertanyaan "Bagaimana kita bisa…?". Contoh: "Bagaimana kita bisa membuat warga lansia lebih mudah mengurus administrasi kependudukan tanpa harus antre lama?"',
              "Setelah sesi, kelompokkan ide yang mirip, lalu nilai dengan kriteria seperti dampak, biaya, dan kemudahan. Dalam contoh tadi, ide terpilih bisa berupa layanan jemput bola ke posyandu lansia sebulan sekali.",
            ),
            en: p(
              "Creative thinking is the ability to generate new, useful ideas. Creativity is not a special talent of artists. It can be trained and facilitated with the right techniques.",
              "Brainstorming, popularised by Alex Osborn, is a technique for generating many ideas in a group. Its basic rules:",
              "- Defer judgement: do not criticise ideas during the session.\n- Go for quantity: the more ideas, the better the chance of finding good ones.\n- Welcome unusual ideas: wild ideas can be tamed into practical ones.\n- Build on others' ideas: combine and extend them.",
              "A variation that often works better is to have people write ideas individually for a few minutes first, then share. This stops the loudest voices dominating and gives quiet people room.",
              'Frame the challenge as a "How might we…?" question. Example: "How might we make it easier for elderly residents to handle civil registration without long queues?"',
              "After the session, group similar ideas, then evaluate them with criteria such as impact, cost and ease. In this example, the chosen idea might be a monthly outreach service at the elderly health post.",
            ),
          },
        },
        {
          title: { id: "Teknik SCAMPER untuk Ide Baru", en: "The SCAMPER Technique for New Ideas" },
          body: {
            id: p(
              "SCAMPER, yang dikembangkan oleh Bob Eberle dari daftar pertanyaan Alex Osborn, adalah daftar pertanyaan untuk memodifikasi produk, layanan, atau proses yang sudah ada. Teknik ini membantu saat tim merasa kehabisan ide.",
              "- Substitute (ganti): apa yang bisa diganti? Bahan, pemasok, atau cara kerja. Contoh: kemasan plastik diganti besek bambu.\n- Combine (gabungkan): apa yang bisa digabung? Contoh: warung kopi yang juga menjadi titik ambil paket.\n- Adapt (sesuaikan): ide apa dari tempat lain yang bisa ditiru? Contoh: sistem antrean nomor seperti di bank diterapkan di puskesmas.\n- Modify (ubah): apa yang bisa diperbesar, diperkecil, atau diubah bentuknya? Contoh: sambal dijual dalam sachet sekali pakai.\n- Put to other uses (manfaatkan untuk hal lain): apa kegunaan lain produk atau limbahnya? Contoh: ampas kopi dijadikan pupuk atau scrub.\n- Eliminate (hilangkan): apa yang bisa dihapus? Contoh: menghapus formulir yang datanya sudah ada di sistem.\n- Reverse/Rearrange (balik/susun ulang): bagaimana jika urutannya dibalik? Contoh: pelanggan memesan dan membayar daring sebelum datang, sehingga tinggal mengambil.",
              "Cara memakainya: pilih satu produk atau proses, lalu bahas setiap huruf selama beberapa menit. Tidak semua pertanyaan akan menghasilkan ide bagus, tetapi biasanya beberapa di antaranya memunculkan peluang yang tidak terpikirkan sebelumnya.",
            ),
            en: p(
              "SCAMPER, developed by Bob Eberle from Alex Osborn's checklist of questions, is a set of prompts for modifying existing products, services or processes. It helps when a team feels it has run out of ideas.",
              "- Substitute: what can be replaced? Materials, suppliers or methods. Example: plastic packaging replaced by woven bamboo baskets.\n- Combine: what can be merged? Example: a coffee stall that also serves as a parcel pick-up point.\n- Adapt: what idea from elsewhere can be borrowed? Example: a bank-style numbered queue applied at a puskesmas.\n- Modify: what can be enlarged, shrunk or reshaped? Example: chilli sauce sold in single-use sachets.\n- Put to other uses: what else can the product or its waste be used for? Example: spent coffee grounds turned into fertiliser or body scrub.\n- Eliminate: what can be removed? Example: dropping a form whose data already exist in the system.\n- Reverse/Rearrange: what if the order were reversed? Example: customers order and pay online before arriving, so they only need to collect.",
              "How to use it: pick one product or process, then spend a few minutes on each letter. Not every prompt will yield a good idea, but usually a few reveal opportunities no one had considered.",
            ),
          },
        },
        {
          title: {
            id: "Design Thinking: Memecahkan Masalah Berpusat pada Manusia",
            en: "Design Thinking: Human-Centred Problem Solving",
          },
          body: {
            id: p(
              "Design thinking adalah pendekatan pemecahan masalah yang berpusat pada kebutuhan manusia yang mengalami masalah. Pendekatan ini dipopulerkan oleh IDEO dan d.school di Stanford, dan kini dipakai di bisnis maupun layanan publik.",
              "Lima tahapnya:",
              "- Empati: pahami pengguna secara langsung melalui pengamatan dan wawancara. Jangan berasumsi.\n- Definisi: rumuskan masalah inti dari sudut pandang pengguna.\n- Ide: hasilkan banyak alternatif solusi, misalnya dengan curah gagasan atau SCAMPER.\n- Prototipe: buat versi sederhana dan murah dari solusi, seperti sketsa, formulir kertas, atau simulasi layanan.\n- Uji: coba prototipe dengan pengguna nyata, pelajari reaksinya, lalu perbaiki.",
              "Tahapan ini tidak selalu lurus. Hasil uji sering membawa tim kembali ke tahap empati atau definisi.",
              "Contoh: sebuah bank ingin lebih banyak pedagang pasar tradisional menabung. Tim mengamati pedagang di pasar di Yogyakarta dan menemukan bahwa mereka tidak sempat meninggalkan lapak untuk ke kantor cabang. Solusi yang diuji adalah agen bank yang berkeliling pasar pada sore hari dan setoran kecil lewat ponsel. Setelah beberapa kali uji coba dan perbaikan, jumlah pedagang yang menabung meningkat.",
              "Kekuatan design thinking adalah belajar cepat dengan biaya kecil sebelum berinvestasi besar pada solusi yang belum tentu dibutuhkan.",
            ),
            en: p(
              "Design thinking is a problem-solving approach centred on the needs of the people experiencing the problem. It was popularised by IDEO and Stanford's d.school and is now used in business and public services.",
              "Its five stages:",
              "- Empathise: understand users first-hand through observation and interviews. Do not assume.\n- Define: state the core problem from the user's point of view.\n- Ideate: generate many alternative solutions, for example with brainstorming or SCAMPER.\n- Prototype: build a simple, cheap version of the solution, such as a sketch, a paper form or a service role-play.\n- Test: try the prototype with real users, learn from their reactions, then improve.",
              "The stages are not always linear. Test results often send the team back to empathise or define.",
              "Example: a bank wants more traditional market traders to save. The team observes traders at a market in Yogyakarta and finds they cannot leave their stalls to visit a branch. The solutions tested are bank agents who walk the market in the afternoon and small deposits by phone. After several rounds of testing and refinement, the number of traders saving increases.",
              "Design thinking's strength is learning quickly at low cost before investing heavily in a solution that may not be needed.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: { id: "Apa saja unsur sebuah argumen?", en: "What are the parts of an argument?" },
          options: [
            { text: { id: "Alasan", en: "Reasoning" }, correct: true },
            { text: { id: "Popularitas pembicara", en: "The speaker's popularity" }, correct: false },
            { text: { id: "Klaim", en: "Claim" }, correct: true },
            { text: { id: "Bukti", en: "Evidence" }, correct: true },
          ],
          explanation: {
            id: "Argumen terdiri dari klaim, bukti, dan alasan. Popularitas pembicara tidak menentukan kebenaran argumen.",
            en: "An argument consists of a claim, evidence and reasoning. The speaker's popularity does not determine its truth.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana langkah yang tepat untuk memeriksa informasi yang beredar di grup WhatsApp?",
            en: "Which steps are right for checking information circulating in WhatsApp groups?",
          },
          options: [
            {
              text: { id: "Memeriksa tanggal dan asal foto", en: "Checking the date and photo origin" },
              correct: true,
            },
            {
              text: {
                id: "Segera menyebarkan agar orang lain waspada",
                en: "Sharing at once so others are warned",
              },
              correct: false,
            },
            {
              text: {
                id: "Merujuk situs resmi instansi terkait",
                en: "Consulting the relevant agency's official website",
              },
              correct: true,
            },
            {
              text: {
                id: "Membaca lateral di sumber lain yang terpercaya",
                en: "Reading laterally in other trusted sources",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Informasi harus diperiksa sebelum disebar; desakan untuk segera menyebarkan justru tanda yang perlu diwaspadai.",
            en: "Information must be checked before sharing; pressure to share immediately is itself a warning sign.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"Kita naikkan harga atau tutup usaha" adalah contoh kesalahan logika…',
            en: '"We raise prices or close the business" is an example of which fallacy?',
          },
          options: [
            { text: { id: "Dilema palsu", en: "False dilemma" }, correct: true },
            { text: { id: "Menyerang pribadi", en: "Ad hominem" }, correct: false },
            { text: { id: "Ikut-ikutan", en: "Bandwagon" }, correct: false },
          ],
          explanation: {
            id: "Dilema palsu menyajikan hanya dua pilihan, padahal ada pilihan lain seperti menekan biaya atau menambah produk.",
            en: "A false dilemma offers only two options when others exist, such as cutting costs or adding products.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Penjualan es krim dan kasus kulit terbakar naik bersamaan. Penjelasan yang paling tepat adalah…",
            en: "Ice cream sales and sunburn cases rise together. The best explanation is…",
          },
          options: [
            {
              text: { id: "Es krim menyebabkan kulit terbakar", en: "Ice cream causes sunburn" },
              correct: false,
            },
            {
              text: {
                id: "Ada faktor ketiga, yaitu cuaca panas, yang memengaruhi keduanya",
                en: "A third factor, hot weather, drives both",
              },
              correct: true,
            },
            {
              text: {
                id: "Kulit terbakar membuat orang membeli es krim",
                en: "Sunburn makes people buy ice cream",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Korelasi bukan sebab-akibat; cuaca panas adalah faktor ketiga yang menaikkan keduanya.",
            en: "Correlation is not causation; hot weather is the third factor raising both.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Aturan dasar curah gagasan yang benar adalah…",
            en: "A correct basic rule of brainstorming is…",
          },
          options: [
            {
              text: {
                id: "Menunda penilaian selama sesi berlangsung",
                en: "Defer judgement during the session",
              },
              correct: true,
            },
            {
              text: { id: "Hanya menerima ide yang realistis", en: "Accept only realistic ideas" },
              correct: false,
            },
            {
              text: { id: "Langsung mengkritik ide yang lemah", en: "Criticise weak ideas immediately" },
              correct: false,
            },
          ],
          explanation: {
            id: "Penilaian ditunda agar ide mengalir; ide dinilai setelah sesi dengan kriteria yang jelas.",
            en: "Judgement is deferred so ideas flow; they are evaluated after the session with clear criteria.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Ampas kopi dijadikan pupuk termasuk huruf SCAMPER yang mana?",
            en: "Turning spent coffee grounds into fertiliser is which SCAMPER letter?",
          },
          options: [
            { text: { id: "Eliminate", en: "Eliminate" }, correct: false },
            { text: { id: "Combine", en: "Combine" }, correct: false },
            { text: { id: "Put to other uses", en: "Put to other uses" }, correct: true },
          ],
          explanation: {
            id: "Memanfaatkan produk atau limbah untuk kegunaan lain termasuk Put to other uses.",
            en: "Using a product or its waste for another purpose is Put to other uses.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk tahapan design thinking?",
            en: "Which are stages of design thinking?",
          },
          options: [
            { text: { id: "Empati", en: "Empathise" }, correct: true },
            { text: { id: "Prototipe", en: "Prototype" }, correct: true },
            { text: { id: "Uji", en: "Test" }, correct: true },
            { text: { id: "Audit keuangan", en: "Financial audit" }, correct: false },
          ],
          explanation: {
            id: "Lima tahapnya adalah empati, definisi, ide, prototipe, dan uji.",
            en: "The five stages are empathise, define, ideate, prototype and test.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa kekuatan utama design thinking?",
            en: "What is design thinking's main strength?",
          },
          options: [
            {
              text: {
                id: "Belajar cepat dengan biaya kecil sebelum berinvestasi besar",
                en: "Learning fast at low cost before investing heavily",
              },
              correct: true,
            },
            {
              text: { id: "Menghindari bertemu pengguna", en: "Avoiding contact with users" },
              correct: false,
            },
            {
              text: {
                id: "Langsung membangun solusi final",
                en: "Building the final solution straight away",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Prototipe murah dan uji dengan pengguna nyata mengurangi risiko membangun solusi yang tidak dibutuhkan.",
            en: "Cheap prototypes tested with real users reduce the risk of building unneeded solutions.",
          },
        },
      ],
    },
  ],
};

export default content;
