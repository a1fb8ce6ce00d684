/**
 * Sustainability: sustainability/ESG foundations for organisations, waste and the circular economy, and
 * energy efficiency with carbon footprinting — grounded in Indonesian offices, villages, factories and UMKM.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "sustainability",
  tracks: [
    {
      key: "sustainability-esg-foundations",
      title: b(
        "Dasar Keberlanjutan dan ESG untuk Organisasi",
        "Sustainability and ESG Foundations for Organisations",
      ),
      description: b(
        "Pahami konsep pembangunan berkelanjutan dan bagaimana organisasi menerapkannya melalui kerangka ESG. Kursus ini membahas Tujuan Pembangunan Berkelanjutan (SDGs), materialitas, keterlibatan pemangku kepentingan, pelaporan keberlanjutan, dan cara menghindari greenwashing.",
        "Understand sustainable development and how organisations put it into practice through the ESG framework. The track covers the Sustainable Development Goals (SDGs), materiality, stakeholder engagement, sustainability reporting and how to avoid greenwashing.",
      ),
      skills: [
        b(
          "Menjelaskan konsep keberlanjutan dan triple bottom line",
          "Explaining sustainability and the triple bottom line",
        ),
        b("Mengaitkan kegiatan organisasi dengan SDGs", "Linking organisational activities to the SDGs"),
        b(
          "Memahami aspek lingkungan, sosial, dan tata kelola (ESG)",
          "Understanding environmental, social and governance (ESG) aspects",
        ),
        b("Melakukan penilaian materialitas sederhana", "Conducting a simple materiality assessment"),
        b(
          "Menyusun target dan laporan keberlanjutan yang jujur",
          "Setting honest sustainability targets and reports",
        ),
      ],
      lessons: [
        {
          title: b(
            "Apa Itu Keberlanjutan? Konsep Dasar Pembangunan Berkelanjutan",
            "What Is Sustainability? Sustainable Development Basics",
          ),
          body: b(
            "Pembangunan berkelanjutan sering dirumuskan sebagai pembangunan yang memenuhi kebutuhan generasi sekarang tanpa mengorbankan kemampuan generasi mendatang untuk memenuhi kebutuhan mereka. Definisi ini berasal dari laporan Komisi Brundtland PBB tahun 1987, berjudul Our Common Future.\n\nDalam praktik organisasi, keberlanjutan sering dijelaskan dengan konsep triple bottom line atau 3P:\n- People (sosial): kesejahteraan karyawan, pelanggan, dan masyarakat sekitar.\n- Planet (lingkungan): penggunaan energi, air, bahan baku, serta limbah dan emisi.\n- Profit (ekonomi): usaha tetap sehat secara finansial sehingga mampu bertahan dan tumbuh.\n\nKetiganya saling terkait. Contoh: pabrik tahu di sebuah desa yang membuang limbah cair ke sungai mungkin menghemat biaya dalam jangka pendek. Namun, pencemaran memicu protes warga, teguran pemerintah, dan ancaman penutupan usaha. Sebaliknya, mengolah limbah, misalnya menjadi biogas, dapat mengurangi pencemaran sekaligus menghemat biaya bahan bakar.\n\nKeberlanjutan bukan kegiatan amal tambahan, melainkan cara menjalankan usaha dan layanan yang memperhitungkan dampak jangka panjang. Organisasi yang berkelanjutan biasanya lebih tahan terhadap risiko, seperti kenaikan harga energi, kelangkaan bahan baku, atau perubahan aturan, serta lebih dipercaya pelanggan, investor, dan masyarakat.",
            "Sustainable development is often defined as development that meets the needs of the present without compromising the ability of future generations to meet their own needs. This definition comes from the 1987 report of the UN Brundtland Commission, Our Common Future.\n\nIn organisational practice, sustainability is often explained through the triple bottom line, or 3Ps:\n- People (social): the wellbeing of employees, customers and surrounding communities.\n- Planet (environmental): use of energy, water and raw materials, plus waste and emissions.\n- Profit (economic): the business stays financially healthy so it can survive and grow.\n\nThe three are linked. Example: a tofu factory in a village that dumps liquid waste into the river may save money in the short term. But the pollution triggers protests from residents, warnings from the government and the threat of closure. Treating the waste instead, for example turning it into biogas, can reduce pollution and save fuel costs at the same time.\n\nSustainability is not an extra charity activity but a way of running businesses and services that accounts for long-term impacts. Sustainable organisations are usually more resilient to risks such as rising energy prices, scarce raw materials or regulatory change, and more trusted by customers, investors and communities.",
          ),
        },
        {
          title: b(
            "Tujuan Pembangunan Berkelanjutan (SDGs) dalam Konteks Lokal",
            "The Sustainable Development Goals (SDGs) in a Local Context",
          ),
          body: b(
            "Pada tahun 2015, negara-negara anggota PBB, termasuk Indonesia, menyepakati Agenda 2030 yang memuat 17 Tujuan Pembangunan Berkelanjutan atau Sustainable Development Goals (SDGs). Tujuan ini mencakup antara lain penghapusan kemiskinan, tanpa kelaparan, kehidupan sehat, pendidikan berkualitas, kesetaraan gender, air bersih dan sanitasi, energi bersih dan terjangkau, pekerjaan layak, konsumsi dan produksi yang bertanggung jawab, serta penanganan perubahan iklim.\n\nIndonesia juga mengadaptasi SDGs ke tingkat desa melalui konsep SDGs Desa yang diperkenalkan Kementerian Desa, sehingga pemerintah desa dapat merencanakan pembangunan dengan tujuan yang sejalan.\n\nBagaimana organisasi kecil bisa berkontribusi? Mulailah dengan memetakan kegiatan yang sudah berjalan ke tujuan yang relevan:\n- Koperasi yang memberi pinjaman modal kepada perempuan pelaku usaha mikro berkontribusi pada pengentasan kemiskinan dan kesetaraan gender.\n- Puskesmas yang menjalankan program sanitasi berkontribusi pada kesehatan serta air bersih dan sanitasi.\n- UMKM yang beralih ke kemasan isi ulang berkontribusi pada konsumsi dan produksi yang bertanggung jawab.\n\nHindari sekadar menempelkan logo SDGs pada semua kegiatan. Pilih beberapa tujuan yang paling terkait dengan usaha inti Anda, tetapkan ukuran yang jelas, dan laporkan kemajuannya secara jujur, termasuk bila target belum tercapai.",
            "In 2015, UN member states, including Indonesia, agreed on the 2030 Agenda containing 17 Sustainable Development Goals (SDGs). They include, among others, no poverty, zero hunger, good health, quality education, gender equality, clean water and sanitation, affordable and clean energy, decent work, responsible consumption and production, and climate action.\n\nIndonesia has also adapted the SDGs to the village level through the Village SDGs (SDGs Desa) concept introduced by the Ministry of Villages, so village governments can plan development around aligned goals.\n\nHow can a small organisation contribute? Start by mapping activities already under way to the relevant goals:\n- A cooperative lending capital to women micro-entrepreneurs contributes to poverty reduction and gender equality.\n- A puskesmas running a sanitation programme contributes to health and to clean water and sanitation.\n- A small business switching to refill packaging contributes to responsible consumption and production.\n\nAvoid simply stamping SDG logos on every activity. Choose a few goals most related to your core business, set clear measures and report progress honestly, including when targets are not yet met.",
          ),
        },
        {
          title: b(
            "Memahami ESG: Lingkungan, Sosial, dan Tata Kelola",
            "Understanding ESG: Environmental, Social and Governance",
          ),
          body: b(
            "ESG adalah kerangka yang dipakai investor, bank, dan mitra bisnis untuk menilai bagaimana organisasi mengelola risiko dan dampak di luar aspek keuangan. ESG terdiri atas tiga pilar:\n\n- Environmental (lingkungan): emisi gas rumah kaca, penggunaan energi dan air, pengelolaan limbah, dan dampak terhadap keanekaragaman hayati.\n- Social (sosial): keselamatan dan kesehatan kerja, upah dan hak pekerja, keberagaman, hubungan dengan masyarakat sekitar, keamanan produk, dan perlindungan data pelanggan.\n- Governance (tata kelola): struktur pengambilan keputusan, antikorupsi, transparansi keuangan, etika bisnis, dan pengendalian internal.\n\nMengapa ESG relevan bagi usaha menengah dan kecil? Perusahaan besar semakin sering meminta pemasoknya memenuhi standar tertentu, misalnya tidak mempekerjakan anak, mengelola limbah dengan benar, atau mencatat penggunaan energi. Pabrik garmen di Jawa Barat yang memasok merek internasional, misalnya, bisa diaudit soal jam kerja dan keselamatan kerja.\n\nDi Indonesia, Otoritas Jasa Keuangan melalui POJK Nomor 51/POJK.03/2017 tentang Penerapan Keuangan Berkelanjutan mewajibkan lembaga jasa keuangan, emiten, dan perusahaan publik menyusun laporan keberlanjutan. Akibatnya, bank juga makin memperhatikan aspek lingkungan dan sosial calon debiturnya.\n\nMulailah dari hal dasar: ketahui risiko ESG utama usaha Anda, catat datanya, dan perbaiki secara bertahap.",
            "ESG is a framework used by investors, banks and business partners to assess how an organisation manages risks and impacts beyond finance. It has three pillars:\n\n- Environmental: greenhouse gas emissions, energy and water use, waste management and impact on biodiversity.\n- Social: occupational health and safety, wages and workers' rights, diversity, relations with surrounding communities, product safety and customer data protection.\n- Governance: decision-making structures, anti-corruption, financial transparency, business ethics and internal controls.\n\nWhy does ESG matter to medium and small businesses? Large companies increasingly ask suppliers to meet certain standards, such as not employing children, handling waste properly or recording energy use. A garment factory in West Java supplying an international brand, for example, may be audited on working hours and workplace safety.\n\nIn Indonesia, the Financial Services Authority (OJK), through POJK Number 51/POJK.03/2017 on the Implementation of Sustainable Finance, requires financial services institutions, issuers and public companies to prepare sustainability reports. As a result, banks also pay growing attention to the environmental and social aspects of prospective borrowers.\n\nStart with the basics: know your business's main ESG risks, record the data and improve step by step.",
          ),
        },
        {
          title: b(
            "Penilaian Materialitas: Menentukan Isu yang Paling Penting",
            "Materiality Assessment: Deciding Which Issues Matter Most",
          ),
          body: b(
            "Tidak mungkin menangani semua isu keberlanjutan sekaligus. Penilaian materialitas membantu organisasi menentukan isu mana yang paling penting untuk dikelola dan dilaporkan.\n\nSuatu isu dianggap material jika berdampak besar terhadap lingkungan dan masyarakat, atau terhadap kelangsungan usaha, atau keduanya. Pendekatan yang memperhatikan kedua sisi ini sering disebut materialitas ganda (double materiality).\n\nLangkah sederhana penilaian materialitas:\n1. Susun daftar isu yang mungkin relevan: energi, air, limbah, keselamatan kerja, upah layak, keamanan pangan, data pelanggan, hubungan dengan warga, dan lainnya.\n2. Minta masukan pemangku kepentingan, seperti karyawan, pelanggan, pemasok, warga sekitar, dan pemberi pinjaman, melalui survei atau diskusi.\n3. Nilai setiap isu pada dua sumbu: besarnya dampak ke luar dan besarnya pengaruh terhadap usaha.\n4. Petakan dalam matriks, lalu pilih isu di kuadran kanan atas sebagai prioritas.\n5. Validasi bersama pimpinan dan tinjau ulang secara berkala.\n\nContoh: bagi usaha katering di Makassar, isu material kemungkinan adalah keamanan pangan, sisa makanan, kemasan sekali pakai, dan keselamatan kerja di dapur. Emisi dari kendaraan pengantar mungkin penting tetapi berada di prioritas berikutnya. Dengan prioritas jelas, sumber daya yang terbatas dipakai untuk hal yang paling berdampak.",
            "It is impossible to tackle every sustainability issue at once. A materiality assessment helps an organisation decide which issues are most important to manage and report.\n\nAn issue is material if it has a major impact on the environment and society, or on the business's viability, or both. An approach that considers both sides is often called double materiality.\n\nSimple steps for a materiality assessment:\n1. List possibly relevant issues: energy, water, waste, workplace safety, fair wages, food safety, customer data, community relations and others.\n2. Gather input from stakeholders such as employees, customers, suppliers, neighbours and lenders through surveys or discussions.\n3. Score each issue on two axes: the size of its external impact and the size of its effect on the business.\n4. Plot them on a matrix and choose the issues in the upper-right quadrant as priorities.\n5. Validate with leadership and review periodically.\n\nExample: for a catering business in Makassar, material issues are likely food safety, food waste, single-use packaging and kitchen safety. Emissions from delivery vehicles may matter but come next in priority. With clear priorities, limited resources go to what has the most impact.",
          ),
        },
        {
          title: b("Melibatkan Pemangku Kepentingan", "Engaging Stakeholders"),
          body: b(
            "Pemangku kepentingan (stakeholder) adalah pihak yang terdampak atau dapat memengaruhi organisasi: karyawan, pelanggan, pemasok, pemerintah, warga sekitar, investor, dan lembaga swadaya masyarakat. Keberlanjutan tidak bisa dijalankan dari balik meja; organisasi perlu mendengar mereka.\n\nLangkah melibatkan pemangku kepentingan:\n- Identifikasi siapa saja yang terkait dan seberapa besar kepentingan serta pengaruhnya.\n- Pilih cara yang sesuai: survei untuk pelanggan, diskusi kelompok untuk karyawan, musyawarah atau pertemuan warga untuk masyarakat sekitar.\n- Dengarkan dengan terbuka, termasuk kritik. Catat masukan secara tertulis.\n- Sampaikan tindak lanjut: masukan mana yang dijalankan, mana yang belum, dan alasannya.\n\nContoh: pabrik pengolahan ikan di pesisir mendapat keluhan warga soal bau. Alih-alih membantah, manajemen mengundang perwakilan warga dan perangkat desa, menjelaskan rencana perbaikan sistem pengolahan limbah beserta jadwalnya, dan membentuk saluran pengaduan. Tiga bulan kemudian, manajemen melaporkan kembali kemajuan kepada warga.\n\nKeterlibatan yang tulus membangun kepercayaan, sering disebut izin sosial untuk beroperasi (social license to operate). Sebaliknya, keterlibatan yang hanya formalitas, misalnya mengundang warga tanpa menindaklanjuti masukan mereka, justru merusak kepercayaan.",
            "Stakeholders are parties who are affected by or can influence an organisation: employees, customers, suppliers, government, neighbours, investors and civil society organisations. Sustainability cannot be run from behind a desk; organisations need to listen to them.\n\nSteps for stakeholder engagement:\n- Identify who is involved and how great their interest and influence are.\n- Choose suitable methods: surveys for customers, group discussions for employees, community meetings for neighbours.\n- Listen openly, including to criticism. Record input in writing.\n- Report back: which input is being acted on, which is not yet, and why.\n\nExample: a fish-processing plant on the coast receives complaints from residents about the smell. Instead of denying it, management invites resident representatives and village officials, explains its plan to improve the waste treatment system with a timeline, and sets up a complaints channel. Three months later, management reports progress back to the residents.\n\nGenuine engagement builds trust, often called the social licence to operate. Conversely, token engagement, such as inviting residents but ignoring their input, damages trust.",
          ),
        },
        {
          title: b(
            "Menetapkan Target dan Indikator Keberlanjutan",
            "Setting Sustainability Targets and Indicators",
          ),
          body: b(
            "Komitmen keberlanjutan harus diterjemahkan menjadi target yang terukur agar tidak berhenti sebagai slogan. Gunakan prinsip SMART: spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu.\n\nContoh perbandingan:\n- Lemah: \u201cKami peduli lingkungan dan akan mengurangi plastik.\u201d\n- Kuat: \u201cMengurangi penggunaan kantong plastik sekali pakai di seluruh gerai sebesar 50% pada akhir 2027 dibanding pemakaian tahun 2025.\u201d\n\nUnsur penting target:\n- Tahun dasar (baseline): data awal sebagai pembanding. Tanpa baseline, kemajuan tidak bisa diukur.\n- Indikator yang jelas, misalnya kWh listrik per bulan, liter air per unit produk, kilogram sampah ke TPA, atau persentase karyawan yang mengikuti pelatihan K3.\n- Penanggung jawab dan rencana aksi.\n- Frekuensi pemantauan.\n\nGunakan indikator intensitas selain angka total. Jika produksi naik dua kali lipat, total listrik wajar ikut naik; yang menunjukkan efisiensi adalah kWh per unit produk.\n\nContoh di BUMDes pengelola air bersih: baseline tahun lalu menunjukkan kehilangan air dari pipa bocor cukup besar. Target: menurunkan kehilangan air secara bertahap dengan memperbaiki jaringan pipa setiap kuartal dan mencatat meteran secara rutin. Kemajuan dilaporkan dalam musyawarah desa.",
            "Sustainability commitments must be translated into measurable targets so they do not end as slogans. Use the SMART principle: specific, measurable, achievable, relevant and time-bound.\n\nA comparison:\n- Weak: \u201cWe care about the environment and will reduce plastic.\u201d\n- Strong: \u201cCut single-use plastic bag use across all outlets by 50% by the end of 2027 compared with 2025 usage.\u201d\n\nEssential elements of a target:\n- A baseline year: starting data for comparison. Without a baseline, progress cannot be measured.\n- Clear indicators, such as kWh of electricity per month, litres of water per unit of product, kilograms of waste sent to landfill, or the percentage of staff trained in occupational safety.\n- An owner and an action plan.\n- Monitoring frequency.\n\nUse intensity indicators as well as totals. If production doubles, total electricity naturally rises; what shows efficiency is kWh per unit of product.\n\nExample at a BUMDes running a clean-water service: last year's baseline shows substantial water loss from leaking pipes. Target: reduce water loss step by step by repairing the pipe network each quarter and reading meters regularly. Progress is reported at the village meeting.",
          ),
        },
        {
          title: b(
            "Laporan Keberlanjutan dan Menghindari Greenwashing",
            "Sustainability Reporting and Avoiding Greenwashing",
          ),
          body: b(
            "Laporan keberlanjutan menyampaikan kinerja lingkungan, sosial, dan tata kelola organisasi kepada pemangku kepentingan. Standar yang banyak dipakai secara internasional adalah GRI Standards. Di Indonesia, lembaga yang terkena POJK 51/2017 wajib menyusun laporan keberlanjutan.\n\nLaporan yang baik:\n- Fokus pada isu material, bukan daftar semua kegiatan.\n- Menyajikan data dengan tahun dasar dan tren, bukan hanya cerita.\n- Menjelaskan metode perhitungan dan sumber data.\n- Jujur menyampaikan target yang belum tercapai beserta rencana perbaikannya.\n\nGreenwashing adalah klaim lingkungan yang menyesatkan, membuat produk atau organisasi tampak lebih ramah lingkungan daripada kenyataannya. Bentuknya antara lain:\n- Klaim samar tanpa bukti, seperti \u201c100% alami\u201d atau \u201cramah lingkungan\u201d.\n- Menonjolkan satu hal kecil untuk menutupi dampak besar, misalnya sedotan kertas di restoran yang limbah makanannya tidak dikelola.\n- Memakai gambar daun dan warna hijau tanpa dasar.\n- Label atau sertifikat yang tidak jelas penerbitnya.\n\nCara menghindarinya: setiap klaim harus spesifik dan dapat dibuktikan. Contoh: \u201cKemasan botol kami menggunakan 30% plastik daur ulang, diverifikasi oleh pemasok bahan\u201d lebih dapat dipercaya daripada \u201cKemasan ramah lingkungan\u201d. Klaim yang jujur, meskipun sederhana, membangun kepercayaan jangka panjang.",
            "A sustainability report communicates an organisation's environmental, social and governance performance to stakeholders. The most widely used international standard is the GRI Standards. In Indonesia, institutions covered by POJK 51/2017 must prepare sustainability reports.\n\nA good report:\n- Focuses on material issues, not a list of every activity.\n- Presents data with a baseline year and trends, not just stories.\n- Explains calculation methods and data sources.\n- Honestly states targets not yet met, with improvement plans.\n\nGreenwashing is a misleading environmental claim that makes a product or organisation look greener than it really is. Forms include:\n- Vague unproven claims, such as \u201c100% natural\u201d or \u201ceco-friendly\u201d.\n- Highlighting one small thing to hide a large impact, like paper straws in a restaurant that does not manage its food waste.\n- Using leaf images and green colours without basis.\n- Labels or certificates from unclear issuers.\n\nHow to avoid it: every claim must be specific and provable. Example: \u201cOur bottles use 30% recycled plastic, verified by our material supplier\u201d is more credible than \u201cEco-friendly packaging\u201d. Honest claims, even modest ones, build long-term trust.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b("Apa tiga unsur triple bottom line?", "What are the three elements of the triple bottom line?"),
          [
            o(true, "People, Planet, Profit", "People, Planet, Profit"),
            o(false, "Produk, Harga, Promosi", "Product, Price, Promotion"),
            o(false, "Plan, Do, Check", "Plan, Do, Check"),
          ],
          b(
            "Triple bottom line menimbang dampak sosial, lingkungan, dan ekonomi.",
            "The triple bottom line weighs social, environmental and economic impacts.",
          ),
        ),
        q(
          "single",
          b(
            "Berapa jumlah Tujuan Pembangunan Berkelanjutan (SDGs) dalam Agenda 2030?",
            "How many Sustainable Development Goals (SDGs) are in the 2030 Agenda?",
          ),
          [o(false, "8", "8"), o(false, "10", "10"), o(true, "17", "17"), o(false, "20", "20")],
          b(
            "Agenda 2030 yang disepakati pada 2015 memuat 17 tujuan.",
            "The 2030 Agenda agreed in 2015 contains 17 goals.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah yang termasuk pilar sosial (S) dalam ESG?",
            "Which belong to the social (S) pillar of ESG?",
          ),
          [
            o(true, "Keselamatan dan kesehatan kerja", "Occupational health and safety"),
            o(true, "Hubungan dengan masyarakat sekitar", "Relations with surrounding communities"),
            o(false, "Emisi gas rumah kaca", "Greenhouse gas emissions"),
            o(true, "Perlindungan data pelanggan", "Customer data protection"),
          ],
          b(
            "Emisi termasuk pilar lingkungan (E); tiga lainnya termasuk pilar sosial.",
            "Emissions belong to the environmental (E) pillar; the other three are social.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam penilaian materialitas, isu mana yang menjadi prioritas?",
            "In a materiality assessment, which issues become priorities?",
          ),
          [
            o(
              true,
              "Isu dengan dampak luar yang besar dan pengaruh besar terhadap usaha",
              "Issues with large external impact and large effect on the business",
            ),
            o(false, "Isu yang paling mudah dilaporkan", "Issues that are easiest to report"),
            o(false, "Isu yang sedang ramai di media sosial saja", "Only issues trending on social media"),
          ],
          b(
            "Isu di kuadran kanan atas matriks, tinggi di kedua sumbu, menjadi prioritas.",
            "Issues in the matrix's upper-right quadrant, high on both axes, become priorities.",
          ),
        ),
        q(
          "single",
          b(
            "Apa yang paling merusak kepercayaan dalam keterlibatan pemangku kepentingan?",
            "What most damages trust in stakeholder engagement?",
          ),
          [
            o(false, "Mencatat masukan secara tertulis", "Recording input in writing"),
            o(
              true,
              "Mengundang warga tetapi tidak menindaklanjuti masukan mereka",
              "Inviting residents but ignoring their input",
            ),
            o(false, "Melaporkan kemajuan kembali kepada warga", "Reporting progress back to residents"),
          ],
          b(
            "Keterlibatan yang hanya formalitas membuat pemangku kepentingan merasa diabaikan.",
            "Token engagement makes stakeholders feel ignored.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah unsur penting dalam target keberlanjutan yang baik?",
            "Which are essential elements of a good sustainability target?",
          ),
          [
            o(true, "Tahun dasar sebagai pembanding", "A baseline year for comparison"),
            o(true, "Batas waktu yang jelas", "A clear deadline"),
            o(true, "Indikator yang terukur", "A measurable indicator"),
            o(
              false,
              "Kalimat umum seperti \u201ckami peduli lingkungan\u201d",
              "A general phrase such as \u201cwe care about the environment\u201d",
            ),
          ],
          b(
            "Target SMART memerlukan baseline, indikator, dan tenggat; kalimat umum tidak dapat diukur.",
            "SMART targets need a baseline, indicators and a deadline; general phrases cannot be measured.",
          ),
        ),
        q(
          "single",
          b(
            "Produksi pabrik naik dua kali lipat dan total listrik naik 50%. Indikator mana yang menunjukkan efisiensi membaik?",
            "A factory's output doubles and total electricity rises 50%. Which indicator shows improved efficiency?",
          ),
          [
            o(false, "Total kWh per bulan", "Total kWh per month"),
            o(true, "kWh per unit produk", "kWh per unit of product"),
            o(false, "Jumlah karyawan", "Number of employees"),
          ],
          b(
            "Indikator intensitas memperhitungkan volume produksi; kWh per unit justru turun dalam kasus ini.",
            "Intensity indicators account for output; kWh per unit actually falls in this case.",
          ),
        ),
        q(
          "multiple",
          b("Manakah contoh greenwashing?", "Which are examples of greenwashing?"),
          [
            o(
              true,
              "Klaim \u201cramah lingkungan\u201d tanpa bukti",
              "An unproven \u201ceco-friendly\u201d claim",
            ),
            o(
              true,
              "Menonjolkan sedotan kertas sambil mengabaikan limbah makanan yang besar",
              "Highlighting paper straws while ignoring large food waste",
            ),
            o(
              false,
              "Menyebut persentase bahan daur ulang yang diverifikasi pemasok",
              "Stating a supplier-verified percentage of recycled material",
            ),
            o(
              true,
              "Memakai label hijau dari penerbit yang tidak jelas",
              "Using a green label from an unclear issuer",
            ),
          ],
          b(
            "Klaim spesifik yang dapat dibuktikan bukan greenwashing; klaim samar dan menyesatkan adalah greenwashing.",
            "Specific, provable claims are not greenwashing; vague and misleading claims are.",
          ),
        ),
      ],
    },
    {
      key: "waste-circular-economy",
      title: b("Pengelolaan Sampah dan Ekonomi Sirkular", "Waste Management and the Circular Economy"),
      description: b(
        "Pelajari cara mengurangi, memilah, dan mengolah sampah di kantor, desa, dan usaha, serta membangun model usaha ekonomi sirkular. Kursus ini membahas hierarki pengelolaan sampah, bank sampah, pengomposan, budidaya maggot, pengurangan plastik, dan peluang bisnis sirkular.",
        "Learn to reduce, sort and process waste in offices, villages and businesses, and to build circular economy business models. The track covers the waste hierarchy, waste banks, composting, maggot farming, plastic reduction and circular business opportunities.",
      ),
      skills: [
        b("Menerapkan hierarki pengelolaan sampah", "Applying the waste management hierarchy"),
        b("Merancang sistem pemilahan sampah", "Designing a waste sorting system"),
        b("Mengelola bank sampah", "Running a waste bank"),
        b(
          "Mengolah sampah organik menjadi kompos dan pakan maggot",
          "Turning organic waste into compost and maggot feed",
        ),
        b("Mengurangi plastik sekali pakai dalam usaha", "Reducing single-use plastic in a business"),
        b("Mengenali model bisnis ekonomi sirkular", "Recognising circular economy business models"),
      ],
      lessons: [
        {
          title: b("Dari Ekonomi Linear ke Ekonomi Sirkular", "From a Linear to a Circular Economy"),
          body: b(
            "Selama ini sebagian besar ekonomi berjalan secara linear: ambil bahan baku, buat produk, pakai, lalu buang. Model ini menghasilkan timbunan sampah di tempat pemrosesan akhir (TPA), pencemaran sungai dan laut, serta pemborosan sumber daya.\n\nEkonomi sirkular bertujuan menjaga nilai produk dan bahan selama mungkin. Prinsip utamanya:\n- Merancang agar tidak menghasilkan limbah sejak awal, misalnya kemasan yang mudah didaur ulang atau bisa diisi ulang.\n- Memperpanjang umur produk melalui perawatan, perbaikan, penggunaan ulang, dan pasar barang bekas.\n- Mengembalikan bahan ke siklus: daur ulang bahan anorganik dan mengembalikan bahan organik ke tanah sebagai kompos.\n\nContoh di Indonesia:\n- Usaha isi ulang sabun dan deterjen yang memakai wadah milik pelanggan.\n- Bengkel servis ponsel dan elektronik yang memperpanjang umur perangkat.\n- Pengrajin yang mengolah kain perca dari konveksi menjadi tas dan keset.\n- Petani yang mengolah jerami dan kotoran ternak menjadi pupuk organik.\n\nBagi usaha, ekonomi sirkular bukan hanya soal lingkungan. Sisa produksi yang dulu dibuang dapat menjadi bahan baku murah atau produk baru yang bisa dijual, sehingga biaya turun dan pendapatan bertambah.",
            "Until now most of the economy has run in a linear way: take raw materials, make products, use them, then throw them away. This model piles up waste at final disposal sites (TPA), pollutes rivers and seas, and wastes resources.\n\nThe circular economy aims to keep the value of products and materials for as long as possible. Its main principles:\n- Design out waste from the start, for example packaging that is easy to recycle or refill.\n- Extend product life through maintenance, repair, reuse and second-hand markets.\n- Return materials to the cycle: recycle inorganic materials and return organic material to the soil as compost.\n\nExamples in Indonesia:\n- Refill businesses for soap and detergent using customers' own containers.\n- Phone and electronics repair shops that extend device life.\n- Craftspeople turning fabric offcuts from garment workshops into bags and doormats.\n- Farmers turning straw and livestock manure into organic fertiliser.\n\nFor businesses, the circular economy is not only about the environment. Production leftovers that used to be thrown away can become cheap raw materials or new saleable products, lowering costs and adding revenue.",
          ),
        },
        {
          title: b(
            "Hierarki Pengelolaan Sampah dan Dasar Hukumnya",
            "The Waste Management Hierarchy and Its Legal Basis",
          ),
          body: b(
            "Hierarki pengelolaan sampah mengurutkan pilihan dari yang paling baik hingga paling tidak diinginkan:\n\n1. Cegah dan kurangi (reduce): tidak menghasilkan sampah sejak awal, misalnya rapat tanpa air minum kemasan dan memakai dokumen digital.\n2. Guna ulang (reuse): memakai barang berkali-kali, seperti wadah makanan dan tas belanja.\n3. Daur ulang (recycle): mengolah sampah menjadi bahan atau produk baru, termasuk pengomposan sampah organik.\n4. Pemulihan energi: misalnya mengolah sampah tertentu menjadi bahan bakar atau biogas.\n5. Pemrosesan akhir: ditimbun di TPA yang dikelola dengan benar, sebagai pilihan terakhir.\n\nMembakar sampah di halaman tidak termasuk cara pengelolaan yang baik. Asapnya mencemari udara dan berbahaya bagi kesehatan, terutama bila membakar plastik.\n\nDi Indonesia, dasar hukum utamanya adalah Undang-Undang Nomor 18 Tahun 2008 tentang Pengelolaan Sampah. Undang-undang ini membagi pengelolaan sampah menjadi pengurangan dan penanganan, serta menegaskan bahwa setiap orang wajib mengurangi dan menangani sampah dengan cara yang berwawasan lingkungan. Pemerintah daerah juga mengatur lebih lanjut, misalnya pembatasan kantong plastik di sejumlah kota.\n\nGunakan hierarki ini saat mengambil keputusan. Sebelum bertanya \u201cbagaimana mendaur ulang ini?\u201d, tanyakan dulu \u201cbisakah sampah ini tidak dihasilkan sama sekali?\u201d",
            "The waste management hierarchy ranks options from most to least preferred:\n\n1. Prevent and reduce: avoid creating waste in the first place, for example meetings without bottled water and using digital documents.\n2. Reuse: use items many times, such as food containers and shopping bags.\n3. Recycle: process waste into new materials or products, including composting organic waste.\n4. Energy recovery: for example turning certain waste into fuel or biogas.\n5. Final disposal: landfilling at a properly managed site, as the last resort.\n\nBurning rubbish in the yard is not good waste management. The smoke pollutes the air and harms health, especially when plastic is burned.\n\nIn Indonesia, the main legal basis is Law Number 18 of 2008 on Waste Management. The law divides waste management into reduction and handling, and affirms that everyone is obliged to reduce and handle waste in an environmentally sound way. Regional governments add further rules, such as restrictions on plastic bags in a number of cities.\n\nUse this hierarchy when making decisions. Before asking \u201chow do we recycle this?\u201d, first ask \u201ccan this waste be avoided altogether?\u201d",
          ),
        },
        {
          title: b("Memilah Sampah dari Sumbernya", "Sorting Waste at the Source"),
          body: b(
            "Pemilahan di sumber adalah kunci seluruh sistem. Sampah yang sudah tercampur, misalnya kertas basah terkena sisa makanan, sulit didaur ulang dan nilainya turun drastis.\n\nKategori pemilahan yang praktis untuk rumah, kantor, dan usaha:\n- Organik: sisa makanan, sayur, buah, daun. Diolah menjadi kompos atau pakan maggot.\n- Anorganik bernilai: botol plastik, gelas plastik, kardus, kertas, kaleng, dan logam. Disetor ke bank sampah atau pengepul.\n- Residu: sampah yang sulit didaur ulang, seperti popok, pembalut, dan kemasan berlapis yang kotor. Dibuang ke tempat pembuangan.\n- Sampah B3 rumah tangga: baterai, lampu, kemasan pestisida, obat kedaluwarsa. Dipisahkan dan diserahkan ke fasilitas pengumpulan yang tersedia, jangan dicampur sampah biasa.\n\nTips agar pemilahan berhasil:\n- Sediakan tempat sampah berbeda dengan label bergambar yang jelas, diletakkan berdampingan.\n- Bilas ringan wadah plastik dan kaleng agar tidak berbau.\n- Pipihkan botol dan lipat kardus agar hemat tempat.\n- Pastikan pengangkutan juga terpisah. Warga akan berhenti memilah jika melihat sampah yang sudah dipilah dicampur kembali oleh petugas.\n\nContoh: sebuah kantor kecamatan memasang tiga tempat sampah di setiap lantai dan menunjuk petugas piket. Sampah organik dari kantin dikirim ke rumah kompos desa, sedangkan kertas dan botol disetor ke bank sampah.",
            "Sorting at the source is the key to the whole system. Mixed waste, such as paper soaked by food scraps, is hard to recycle and its value drops sharply.\n\nPractical sorting categories for homes, offices and businesses:\n- Organic: food scraps, vegetables, fruit, leaves. Processed into compost or maggot feed.\n- Valuable inorganic: plastic bottles, plastic cups, cardboard, paper, cans and metal. Deposited at a waste bank or sold to collectors.\n- Residual: waste that is hard to recycle, such as nappies, sanitary pads and dirty multilayer packaging. Sent for disposal.\n- Household hazardous waste (B3): batteries, lamps, pesticide containers, expired medicines. Kept separate and handed to an available collection facility, never mixed with ordinary waste.\n\nTips for successful sorting:\n- Provide separate bins with clear picture labels, placed side by side.\n- Lightly rinse plastic containers and cans so they do not smell.\n- Flatten bottles and fold cardboard to save space.\n- Make sure collection is also separate. People stop sorting if they see sorted waste mixed together again by collectors.\n\nExample: a sub-district office places three bins on every floor and appoints duty staff. Organic waste from the canteen goes to the village compost house, while paper and bottles go to the waste bank.",
          ),
        },
        {
          title: b("Mengelola Bank Sampah", "Running a Waste Bank"),
          body: b(
            "Bank sampah adalah tempat warga menabung sampah anorganik yang sudah dipilah. Sampah ditimbang, dicatat nilainya dalam buku tabungan nasabah, lalu dijual secara kolektif ke pengepul atau industri daur ulang. Konsep ini berkembang di banyak desa dan kelurahan di Indonesia.\n\nCara kerja bank sampah:\n1. Nasabah membawa sampah yang sudah dipilah dan bersih ke jadwal penimbangan, misalnya setiap Sabtu pagi.\n2. Petugas menimbang per jenis, seperti botol PET bening, kardus, kertas HVS, dan kaleng, karena harga tiap jenis berbeda.\n3. Nilai dicatat di buku tabungan berdasarkan daftar harga yang diumumkan.\n4. Sampah dikumpulkan di gudang sampai cukup banyak, lalu dijual ke pengepul.\n5. Tabungan dapat diambil dalam bentuk uang, sembako, atau untuk membayar iuran tertentu sesuai kesepakatan.\n\nKunci keberhasilan:\n- Pengurus yang jujur dan pencatatan yang rapi, termasuk pembukuan penjualan ke pengepul.\n- Daftar harga yang transparan dan diperbarui mengikuti harga pasar.\n- Kerja sama dengan pengepul yang terpercaya dan jadwal pengambilan yang teratur.\n- Edukasi rutin tentang cara memilah dan membersihkan sampah.\n\nBank sampah dapat bermitra dengan BUMDes, PKK, atau sekolah. Selain mengurangi sampah ke TPA, bank sampah memberi tambahan penghasilan kecil bagi warga dan membangun kebiasaan memilah.",
            "A waste bank is a place where residents \u201csave\u201d sorted inorganic waste. The waste is weighed, its value recorded in the member's savings book, and then sold collectively to collectors or recycling industries. The concept has spread across many villages and urban neighbourhoods in Indonesia.\n\nHow a waste bank works:\n1. Members bring sorted, clean waste on the weighing schedule, for example every Saturday morning.\n2. Staff weigh it by type, such as clear PET bottles, cardboard, office paper and cans, because each type has a different price.\n3. The value is recorded in the savings book using the posted price list.\n4. Waste is kept in a storeroom until there is enough, then sold to a collector.\n5. Savings can be withdrawn as cash, basic groceries or to pay certain fees, as agreed.\n\nKeys to success:\n- Honest managers and tidy records, including bookkeeping of sales to collectors.\n- A transparent price list updated with market prices.\n- Partnership with trustworthy collectors and a regular pickup schedule.\n- Ongoing education on how to sort and clean waste.\n\nWaste banks can partner with a BUMDes, the PKK women's organisation or schools. Besides reducing waste to landfill, they give residents a small extra income and build the habit of sorting.",
          ),
        },
        {
          title: b(
            "Mengolah Sampah Organik: Kompos dan Maggot BSF",
            "Processing Organic Waste: Compost and BSF Maggots",
          ),
          body: b(
            "Sampah organik, terutama sisa makanan, merupakan bagian besar sampah rumah tangga di Indonesia. Jika ditimbun di TPA, sampah organik membusuk tanpa oksigen dan menghasilkan gas metana, gas rumah kaca yang kuat. Mengolahnya di sumber jauh lebih baik.\n\nPengomposan mengubah sampah organik menjadi pupuk. Prinsip dasarnya:\n- Campurkan bahan hijau yang basah dan kaya nitrogen, seperti sisa sayur, dengan bahan cokelat yang kering dan kaya karbon, seperti daun kering atau serbuk gergaji.\n- Jaga kelembapan seperti spons yang diperas: lembap tetapi tidak menetes.\n- Aduk berkala agar ada udara. Kompos yang bau busuk biasanya terlalu basah atau kurang udara.\n- Hindari memasukkan daging, tulang, dan minyak dalam jumlah banyak pada komposter rumahan karena mengundang hama.\n\nMetode keranjang Takakura yang populer di Surabaya cocok untuk rumah dan kantor karena ringkas dan tidak berbau bila dirawat dengan benar.\n\nAlternatif lain adalah budidaya maggot black soldier fly (BSF). Larva lalat ini memakan sampah organik dengan cepat. Maggot yang dipanen dapat menjadi pakan ikan dan unggas, sedangkan sisa olahannya (kasgot) dapat dipakai sebagai pupuk. Beberapa desa dan pengelola pasar sudah mengolah sampah sayur pasar dengan cara ini, sekaligus membuka peluang usaha pakan bagi peternak lokal.",
            "Organic waste, especially food scraps, makes up a large share of household waste in Indonesia. When landfilled, it rots without oxygen and produces methane, a potent greenhouse gas. Processing it at the source is much better.\n\nComposting turns organic waste into fertiliser. Its basic principles:\n- Mix wet, nitrogen-rich green material, such as vegetable scraps, with dry, carbon-rich brown material, such as dry leaves or sawdust.\n- Keep it as moist as a wrung-out sponge: damp but not dripping.\n- Turn it regularly to let air in. Compost that smells rotten is usually too wet or short of air.\n- Avoid adding large amounts of meat, bones and oil to home composters, as they attract pests.\n\nThe Takakura basket method, popular in Surabaya, suits homes and offices because it is compact and odour-free when properly maintained.\n\nAnother option is black soldier fly (BSF) maggot farming. The larvae eat organic waste quickly. Harvested maggots can become feed for fish and poultry, while the leftover residue (kasgot) can be used as fertiliser. Some villages and market managers already process vegetable market waste this way, which also opens a feed business opportunity for local livestock farmers.",
          ),
        },
        {
          title: b(
            "Mengurangi Plastik Sekali Pakai dalam Usaha",
            "Reducing Single-Use Plastic in a Business",
          ),
          body: b(
            "Plastik sekali pakai seperti kantong kresek, sedotan, gelas, dan styrofoam dipakai hanya beberapa menit tetapi bertahan sangat lama di lingkungan. Banyak yang berakhir di selokan, sungai, dan laut. Bagi UMKM kuliner dan ritel, mengurangi plastik bisa dimulai dari langkah kecil yang realistis.\n\nLangkah praktis:\n- Audit dulu: catat jenis dan jumlah kemasan sekali pakai yang dipakai per minggu. Data ini menjadi baseline.\n- Tanyakan sebelum memberi: \u201cPerlu kantong atau sedotan?\u201d Banyak pelanggan sebenarnya tidak memerlukannya.\n- Beri insentif: potongan harga kecil bagi pelanggan yang membawa wadah atau tumbler sendiri.\n- Ganti yang paling mudah diganti lebih dulu, misalnya kantong plastik dengan kantong kertas atau kain untuk pembelian tertentu.\n- Untuk layanan pesan antar, sediakan pilihan \u201ctanpa alat makan plastik\u201d.\n- Pilih kemasan mono-material yang lebih mudah didaur ulang dibanding kemasan berlapis campuran.\n\nHati-hati dengan klaim \u201cplastik biodegradable\u201d atau \u201coxo-degradable\u201d. Banyak produk seperti itu hanya terurai dalam kondisi industri tertentu atau sekadar hancur menjadi serpihan kecil. Jangan mengklaim kemasan ramah lingkungan tanpa bukti dari pemasok.\n\nContoh: kedai kopi di Makassar memberi potongan Rp2.000 untuk pelanggan yang membawa tumbler. Dalam beberapa bulan, pemakaian gelas plastik berkurang, dan biaya kemasan ikut turun.",
            "Single-use plastics such as carrier bags, straws, cups and styrofoam are used for minutes but last a very long time in the environment. Many end up in drains, rivers and the sea. For food and retail UMKM, cutting plastic can start with small, realistic steps.\n\nPractical steps:\n- Audit first: record the types and quantities of single-use packaging used each week. This becomes the baseline.\n- Ask before giving: \u201cDo you need a bag or a straw?\u201d Many customers do not actually need one.\n- Offer incentives: a small discount for customers who bring their own container or tumbler.\n- Replace the easiest items first, for example plastic bags with paper or cloth bags for certain purchases.\n- For delivery orders, offer a \u201cno plastic cutlery\u201d option.\n- Choose mono-material packaging, which is easier to recycle than mixed multilayer packaging.\n\nBe careful with \u201cbiodegradable\u201d or \u201coxo-degradable plastic\u201d claims. Many such products only break down under specific industrial conditions or simply fragment into small pieces. Do not claim eco-friendly packaging without evidence from the supplier.\n\nExample: a coffee shop in Makassar gives Rp2,000 off to customers who bring a tumbler. Within a few months, plastic cup use falls, and packaging costs fall with it.",
          ),
        },
        {
          title: b("Peluang Bisnis dalam Ekonomi Sirkular", "Business Opportunities in the Circular Economy"),
          body: b(
            "Ekonomi sirkular membuka peluang usaha baru, dari skala rumahan hingga industri. Beberapa model bisnis yang umum:\n\n- Isi ulang (refill): menjual produk tanpa kemasan baru, seperti sabun, minyak goreng, atau bumbu, dengan wadah milik pelanggan atau wadah yang dikembalikan.\n- Produk sebagai layanan: menyewakan alih-alih menjual, misalnya penyewaan peralatan pesta, perlengkapan bayi, atau alat pertanian milik BUMDes.\n- Perbaikan dan perawatan: servis elektronik, sepatu, tas, dan pakaian untuk memperpanjang umur produk.\n- Pasar barang bekas: jual beli buku, pakaian, atau perabot bekas layak pakai, baik di toko fisik maupun daring.\n- Upcycling: mengolah limbah menjadi produk bernilai lebih tinggi, seperti kerajinan dari kain perca, furnitur dari kayu palet, atau tas dari spanduk bekas.\n- Simbiosis industri: limbah satu usaha menjadi bahan baku usaha lain, misalnya ampas tahu untuk pakan ternak atau serbuk kayu untuk media jamur.\n\nSebelum memulai, uji kelayakannya seperti usaha lain: apakah pasokan bahan stabil, apakah ada pembeli yang mau membayar, berapa biaya pengumpulan dan pembersihan bahan, serta apakah kualitas produk dapat dijaga konsisten.\n\nPerhatikan juga aspek keamanan. Kemasan bekas bahan kimia tidak boleh dipakai ulang untuk pangan, dan produk olahan untuk makanan atau pakan harus memenuhi standar keamanan yang berlaku.",
            "The circular economy opens new business opportunities, from home-based to industrial scale. Common business models:\n\n- Refill: selling products without new packaging, such as soap, cooking oil or spices, using customers' containers or returnable ones.\n- Product as a service: renting instead of selling, such as party equipment, baby gear, or farm machinery owned by a BUMDes.\n- Repair and maintenance: servicing electronics, shoes, bags and clothes to extend product life.\n- Second-hand markets: buying and selling usable second-hand books, clothes or furniture, in shops or online.\n- Upcycling: turning waste into higher-value products, such as crafts from fabric offcuts, furniture from pallet wood or bags from old banners.\n- Industrial symbiosis: one business's waste becomes another's raw material, for example tofu dregs for livestock feed or sawdust as a mushroom-growing medium.\n\nBefore starting, test feasibility as with any business: is the material supply stable, are there buyers willing to pay, what do collecting and cleaning materials cost, and can product quality be kept consistent?\n\nMind safety as well. Containers that held chemicals must never be reused for food, and processed products for food or feed must meet the applicable safety standards.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Apa perbedaan utama ekonomi sirkular dengan ekonomi linear?",
            "What is the main difference between a circular and a linear economy?",
          ),
          [
            o(
              true,
              "Ekonomi sirkular menjaga nilai produk dan bahan selama mungkin, bukan ambil\u2013buat\u2013buang",
              "The circular economy keeps products and materials in use as long as possible instead of take\u2013make\u2013dispose",
            ),
            o(
              false,
              "Ekonomi sirkular hanya berarti membakar sampah",
              "The circular economy just means burning waste",
            ),
            o(
              false,
              "Ekonomi sirkular melarang semua bentuk produksi",
              "The circular economy bans all production",
            ),
          ],
          b(
            "Ekonomi sirkular merancang tanpa limbah, memperpanjang umur produk, dan mengembalikan bahan ke siklus.",
            "The circular economy designs out waste, extends product life and returns materials to the cycle.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam hierarki pengelolaan sampah, pilihan mana yang paling diutamakan?",
            "In the waste hierarchy, which option is most preferred?",
          ),
          [
            o(false, "Daur ulang", "Recycling"),
            o(true, "Mencegah dan mengurangi", "Preventing and reducing"),
            o(false, "Penimbunan di TPA", "Landfilling"),
            o(false, "Pemulihan energi", "Energy recovery"),
          ],
          b(
            "Sampah yang tidak pernah dihasilkan tidak perlu dikelola sama sekali.",
            "Waste that is never created needs no management at all.",
          ),
        ),
        q(
          "single",
          b(
            "Undang-undang apa yang menjadi dasar hukum utama pengelolaan sampah di Indonesia?",
            "Which law is the main legal basis for waste management in Indonesia?",
          ),
          [
            o(
              true,
              "UU Nomor 18 Tahun 2008 tentang Pengelolaan Sampah",
              "Law Number 18 of 2008 on Waste Management",
            ),
            o(
              false,
              "UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi",
              "Law Number 27 of 2022 on Personal Data Protection",
            ),
            o(false, "UU Nomor 43 Tahun 2009 tentang Kearsipan", "Law Number 43 of 2009 on Archives"),
          ],
          b(
            "UU 18/2008 mengatur pengurangan dan penanganan sampah.",
            "Law 18/2008 governs waste reduction and handling.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah yang termasuk sampah B3 rumah tangga yang harus dipisahkan?",
            "Which are household hazardous (B3) waste that must be kept separate?",
          ),
          [
            o(true, "Baterai bekas", "Used batteries"),
            o(true, "Kemasan pestisida", "Pesticide containers"),
            o(false, "Kulit pisang", "Banana peels"),
            o(true, "Obat kedaluwarsa", "Expired medicines"),
          ],
          b(
            "Kulit pisang adalah sampah organik; yang lain termasuk sampah B3 rumah tangga.",
            "Banana peels are organic waste; the others are household hazardous waste.",
          ),
        ),
        q(
          "multiple",
          b("Apa kunci keberhasilan bank sampah?", "What are keys to a successful waste bank?"),
          [
            o(true, "Pencatatan yang rapi dan pengurus yang jujur", "Tidy records and honest managers"),
            o(true, "Daftar harga yang transparan", "A transparent price list"),
            o(true, "Edukasi rutin cara memilah", "Ongoing sorting education"),
            o(false, "Menerima sampah tercampur tanpa dipilah", "Accepting mixed, unsorted waste"),
          ],
          b(
            "Bank sampah bergantung pada sampah terpilah, kepercayaan, dan transparansi.",
            "Waste banks depend on sorted waste, trust and transparency.",
          ),
        ),
        q(
          "single",
          b("Kompos berbau busuk biasanya menandakan...", "Compost that smells rotten usually indicates..."),
          [
            o(true, "Terlalu basah atau kurang udara", "It is too wet or lacks air"),
            o(false, "Kompos sudah matang sempurna", "The compost is perfectly mature"),
            o(false, "Terlalu banyak daun kering", "There are too many dry leaves"),
          ],
          b(
            "Kelembapan berlebih dan kurang aerasi memicu pembusukan tanpa oksigen yang berbau.",
            "Excess moisture and poor aeration cause smelly oxygen-free rotting.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa sampah organik sebaiknya tidak ditimbun di TPA?",
            "Why should organic waste not be landfilled?",
          ),
          [
            o(
              true,
              "Membusuk tanpa oksigen dan menghasilkan metana, gas rumah kaca yang kuat",
              "It rots without oxygen and produces methane, a potent greenhouse gas",
            ),
            o(false, "Karena sampah organik tidak bisa membusuk", "Because organic waste cannot decompose"),
            o(false, "Karena harganya mahal di pengepul", "Because collectors pay a high price for it"),
          ],
          b(
            "Pengolahan di sumber, seperti kompos atau maggot, mencegah pembentukan metana di TPA.",
            "Processing at source, such as composting or maggots, prevents methane forming at landfill.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah contoh model bisnis ekonomi sirkular?",
            "Which are examples of circular economy business models?",
          ),
          [
            o(
              true,
              "Usaha isi ulang sabun dengan wadah pelanggan",
              "A soap refill business using customers' containers",
            ),
            o(true, "Penyewaan alat pertanian oleh BUMDes", "Farm machinery rental by a BUMDes"),
            o(true, "Ampas tahu diolah menjadi pakan ternak", "Tofu dregs processed into livestock feed"),
            o(
              false,
              "Memakai ulang kemasan pestisida untuk wadah makanan",
              "Reusing pesticide containers for food",
            ),
          ],
          b(
            "Kemasan bekas bahan kimia tidak boleh dipakai untuk pangan karena berbahaya.",
            "Containers that held chemicals must not be used for food because it is dangerous.",
          ),
        ),
      ],
    },
    {
      key: "energy-efficiency-carbon-footprint",
      title: b("Efisiensi Energi dan Jejak Karbon", "Energy Efficiency and Carbon Footprint"),
      description: b(
        "Pelajari cara menghemat energi dan air serta menghitung jejak karbon organisasi Anda. Kursus ini membahas membaca tagihan listrik, audit energi sederhana, pencahayaan dan pendingin ruangan yang efisien, panel surya atap, perhitungan emisi Scope 1, 2, dan 3, serta rencana aksi pengurangan emisi.",
        "Learn to save energy and water and calculate your organisation's carbon footprint. The track covers reading electricity bills, simple energy audits, efficient lighting and air conditioning, rooftop solar, Scope 1, 2 and 3 emissions accounting, and an emission reduction action plan.",
      ),
      skills: [
        b("Menghitung konsumsi listrik peralatan dalam kWh", "Calculating appliance electricity use in kWh"),
        b("Melakukan audit energi sederhana", "Carrying out a simple energy audit"),
        b(
          "Menerapkan penghematan pencahayaan, AC, dan air",
          "Saving on lighting, air conditioning and water",
        ),
        b("Menilai kelayakan panel surya atap", "Assessing rooftop solar feasibility"),
        b("Menghitung jejak karbon Scope 1, 2, dan 3", "Calculating Scope 1, 2 and 3 carbon footprints"),
        b("Menyusun rencana aksi pengurangan emisi", "Drafting an emission reduction action plan"),
      ],
      lessons: [
        {
          title: b(
            "Memahami Energi Listrik: Watt, kWh, dan Tagihan",
            "Understanding Electricity: Watts, kWh and the Bill",
          ),
          body: b(
            "Langkah pertama menghemat energi adalah memahami cara menghitungnya. Dua satuan yang perlu dibedakan:\n\n- Watt (W): daya, yaitu seberapa besar listrik yang dipakai sebuah alat saat menyala. Angka ini tertera pada label alat.\n- Kilowatt-jam (kWh): energi, yaitu daya dikalikan lama pemakaian. Inilah yang tercatat di meteran dan dibayar dalam tagihan PLN atau token prabayar.\n\nRumusnya: kWh = watt \u00d7 jam pemakaian \u00f7 1.000.\n\nContoh: sebuah kantor desa memiliki 4 komputer masing-masing 150 watt yang menyala 8 jam sehari. Konsumsinya 4 \u00d7 150 \u00d7 8 \u00f7 1.000 = 4,8 kWh per hari. Dalam 22 hari kerja, totalnya 105,6 kWh. Jika tarif listrik misalnya sekitar Rp1.450 per kWh, biayanya kira-kira Rp153.000 per bulan. Tarif sebenarnya bergantung pada golongan dan daya tersambung, jadi periksa tarif yang berlaku untuk pelanggan Anda.\n\nDengan cara yang sama, hitung peralatan lain: AC, kulkas, dispenser, lampu, pompa air, dan mesin produksi. Biasanya akan terlihat bahwa beberapa alat besar, seperti AC dan mesin pemanas, menyumbang sebagian besar tagihan.\n\nPerhatikan juga pemakaian saat siaga (standby). Dispenser air panas yang menyala 24 jam atau komputer yang tidak dimatikan semalaman tetap menghabiskan listrik meskipun tidak dipakai.",
            "The first step in saving energy is understanding how it is measured. Two units must be distinguished:\n\n- Watt (W): power, meaning how much electricity a device draws while on. This is shown on its label.\n- Kilowatt-hour (kWh): energy, meaning power multiplied by time in use. This is what the meter records and what you pay on a PLN bill or prepaid token.\n\nThe formula: kWh = watts \u00d7 hours of use \u00f7 1,000.\n\nExample: a village office has 4 computers of 150 watts each running 8 hours a day. Consumption is 4 \u00d7 150 \u00d7 8 \u00f7 1,000 = 4.8 kWh per day. Over 22 working days, the total is 105.6 kWh. If the tariff were, say, about Rp1,450 per kWh, the cost would be roughly Rp153,000 a month. The actual tariff depends on the customer category and connected capacity, so check the rate that applies to you.\n\nCalculate other equipment the same way: air conditioners, fridges, water dispensers, lamps, water pumps and production machines. You will usually find a few large items, such as AC units and heating machines, make up most of the bill.\n\nAlso watch standby use. A hot-water dispenser left on 24 hours or computers left on overnight still consume electricity even when not in use.",
          ),
        },
        {
          title: b(
            "Audit Energi Sederhana untuk Kantor dan UMKM",
            "A Simple Energy Audit for Offices and Small Businesses",
          ),
          body: b(
            "Audit energi adalah pemeriksaan sistematis untuk mengetahui di mana energi dipakai dan di mana bisa dihemat. Audit profesional memakai alat ukur khusus, tetapi audit sederhana dapat dilakukan sendiri.\n\nLangkah audit sederhana:\n1. Kumpulkan tagihan listrik atau catatan pembelian token 12 bulan terakhir untuk melihat pola dan musim puncak.\n2. Buat daftar semua peralatan listrik per ruangan: jenis, daya (watt), jumlah, dan jam pemakaian per hari.\n3. Hitung perkiraan kWh setiap alat dan urutkan dari yang terbesar.\n4. Jalan keliling di luar jam kerja. Catat lampu, AC, dan alat yang tetap menyala padahal ruangan kosong.\n5. Periksa kondisi: AC yang filternya kotor, pintu ruangan ber-AC yang sering terbuka, kulkas dengan karet pintu rusak, atau mesin yang bocor angin.\n6. Susun daftar peluang penghematan, kelompokkan menjadi tanpa biaya, biaya rendah, dan investasi.\n\nContoh temuan di sebuah toko roti: oven menyala sejak pagi meskipun produksi baru dimulai satu jam kemudian, lampu etalase menyala sepanjang malam, dan AC disetel sangat dingin. Tiga perbaikan tanpa biaya, yaitu jadwal pemanasan oven, timer lampu, dan setelan AC yang wajar, langsung menurunkan tagihan.\n\nCatat hasil audit sebagai baseline. Ulangi pengukuran setelah perbaikan untuk membuktikan penghematan yang benar-benar terjadi.",
            "An energy audit is a systematic check of where energy is used and where it can be saved. Professional audits use special meters, but a simple audit can be done yourself.\n\nSimple audit steps:\n1. Gather the last 12 months of electricity bills or token purchase records to see patterns and peak seasons.\n2. List all electrical equipment per room: type, power (watts), quantity and hours of use per day.\n3. Estimate each item's kWh and rank them from largest.\n4. Walk around outside working hours. Note lights, AC and devices left on in empty rooms.\n5. Check conditions: AC units with dirty filters, air-conditioned rooms whose doors are often open, fridges with damaged door seals, or machines leaking compressed air.\n6. List saving opportunities, grouped into no-cost, low-cost and investment.\n\nExample findings at a bakery: the oven is switched on in the early morning although baking starts an hour later, display lights stay on all night, and the AC is set very cold. Three no-cost fixes, an oven warm-up schedule, a light timer and a sensible AC setting, immediately lower the bill.\n\nRecord the audit results as a baseline. Measure again after improvements to prove the savings actually happened.",
          ),
        },
        {
          title: b(
            "Hemat Energi: Pencahayaan, AC, dan Peralatan",
            "Saving Energy: Lighting, Air Conditioning and Equipment",
          ),
          body: b(
            "Setelah audit, terapkan penghematan mulai dari yang paling mudah dan berdampak besar.\n\nPencahayaan:\n- Ganti lampu pijar dan lampu lama dengan LED, yang menghasilkan terang serupa dengan daya jauh lebih kecil dan umur lebih panjang.\n- Manfaatkan cahaya alami: buka tirai, atur meja dekat jendela, gunakan genteng kaca di gudang.\n- Pasang sensor gerak atau timer di area yang jarang dipakai, seperti toilet dan gudang.\n\nPendingin ruangan (AC), biasanya pemakan listrik terbesar di kantor:\n- Naikkan setelan suhu ke tingkat yang masih nyaman, misalnya sekitar 25\u00b0C. Setiap derajat lebih dingin membuat kompresor bekerja lebih berat.\n- Tutup pintu dan jendela ruangan ber-AC, dan kurangi panas masuk dengan tirai atau kaca film.\n- Bersihkan filter secara rutin dan servis berkala.\n- Saat membeli AC baru, pertimbangkan model inverter dan perhatikan label hemat energi.\n\nPeralatan lain:\n- Matikan komputer, printer, dan dispenser di akhir hari kerja; gunakan stopkontak dengan saklar.\n- Aktifkan mode hemat daya pada komputer dan monitor.\n- Pada mesin produksi, perbaiki kebocoran dan jadwalkan pemakaian agar tidak menyala tanpa beban.\n\nPerubahan perilaku sama pentingnya dengan teknologi. Tunjuk \u201cduta hemat energi\u201d di setiap ruangan dan tempel pengingat sederhana di dekat sakelar.",
            "After the audit, apply savings starting with the easiest and most impactful.\n\nLighting:\n- Replace incandescent and old lamps with LEDs, which give similar light for far less power and last longer.\n- Use natural light: open curtains, place desks near windows, use clear roof tiles in storerooms.\n- Install motion sensors or timers in rarely used areas such as toilets and storerooms.\n\nAir conditioning, usually the largest electricity user in offices:\n- Raise the set temperature to a level that is still comfortable, for example around 25\u00b0C. Every degree colder makes the compressor work harder.\n- Keep doors and windows of air-conditioned rooms closed, and reduce heat gain with curtains or window film.\n- Clean filters regularly and service units periodically.\n- When buying a new AC, consider inverter models and check the energy-saving label.\n\nOther equipment:\n- Switch off computers, printers and dispensers at the end of the working day; use switched power strips.\n- Enable power-saving modes on computers and monitors.\n- On production machines, fix leaks and schedule use so they do not run without load.\n\nBehaviour change matters as much as technology. Appoint an \u201cenergy champion\u201d in each room and put simple reminders next to light switches.",
          ),
        },
        {
          title: b("Menghemat Air di Tempat Kerja", "Saving Water at Work"),
          body: b(
            "Air bersih semakin berharga, terutama di kota yang mengandalkan air tanah dan di daerah yang mengalami kemarau panjang. Menghemat air juga menghemat energi, karena memompa dan memanaskan air memerlukan listrik.\n\nLangkah penghematan air:\n- Ukur dulu. Catat angka meteran air setiap minggu. Jika angka tetap bertambah saat semua keran tertutup, misalnya pada malam hari, kemungkinan ada kebocoran.\n- Perbaiki kebocoran segera. Keran yang menetes dan kloset yang terus mengalir dapat membuang banyak air tanpa disadari.\n- Pasang peralatan hemat air, seperti aerator pada keran dan kloset dengan tombol siram ganda.\n- Gunakan kembali air yang masih layak untuk keperluan lain. Contoh: air bekas cucian beras atau sayur untuk menyiram tanaman.\n- Tampung air hujan untuk menyiram taman, mencuci kendaraan, atau membersihkan halaman.\n- Buat sumur resapan atau lubang biopori di halaman agar air hujan meresap ke tanah dan membantu mengisi kembali air tanah.\n\nUntuk usaha yang banyak memakai air, seperti binatu, pencucian kendaraan, atau pengolahan makanan, hitung indikator intensitas, misalnya liter air per kilogram cucian. Bandingkan dari bulan ke bulan untuk melihat apakah upaya penghematan berhasil.\n\nContoh: sebuah pesantren memasang aerator di seluruh tempat wudu dan memperbaiki pipa bocor. Catatan meteran menunjukkan pemakaian air turun, dan pompa bekerja lebih singkat setiap hari.",
            "Clean water is increasingly precious, especially in cities relying on groundwater and in regions with long dry seasons. Saving water also saves energy, because pumping and heating water requires electricity.\n\nWater-saving steps:\n- Measure first. Record the water meter reading every week. If the number keeps rising while all taps are closed, for example at night, there is probably a leak.\n- Fix leaks immediately. Dripping taps and constantly running toilets can waste a lot of water unnoticed.\n- Install water-saving fittings, such as tap aerators and dual-flush toilets.\n- Reuse water that is still suitable for other purposes. Example: water from rinsing rice or vegetables for watering plants.\n- Harvest rainwater for watering gardens, washing vehicles or cleaning yards.\n- Build infiltration wells or biopore holes in the yard so rainwater soaks into the ground and helps recharge groundwater.\n\nFor water-intensive businesses such as laundries, car washes or food processing, track an intensity indicator, such as litres of water per kilogram of laundry. Compare month to month to see whether savings efforts are working.\n\nExample: an Islamic boarding school installs aerators at all ablution taps and fixes leaking pipes. Meter records show water use falling, and the pump runs for less time each day.",
          ),
        },
        {
          title: b("Panel Surya Atap: Menilai Kelayakan", "Rooftop Solar Panels: Assessing Feasibility"),
          body: b(
            "Indonesia berada di garis khatulistiwa sehingga mendapat sinar matahari sepanjang tahun. Pembangkit listrik tenaga surya (PLTS) atap dapat mengurangi tagihan listrik dan emisi. Namun, sebelum berinvestasi, nilai kelayakannya dengan cermat.\n\nHal yang perlu diperiksa:\n- Pola pemakaian listrik. Panel surya menghasilkan listrik pada siang hari. Usaha yang banyak memakai listrik di siang hari, seperti kantor, pabrik kecil, atau penggilingan, umumnya mendapat manfaat lebih besar daripada usaha yang pemakaiannya terutama malam hari.\n- Kondisi atap: luas, arah, kekuatan struktur, dan ada tidaknya bayangan dari pohon atau gedung sebelah.\n- Sistem yang dipilih: terhubung jaringan PLN (on-grid), berdiri sendiri dengan baterai (off-grid), atau hibrida. Sistem dengan baterai lebih mahal tetapi berguna di daerah yang sering padam atau belum terjangkau jaringan.\n- Ketentuan yang berlaku. Pemasangan PLTS atap yang tersambung ke jaringan PLN diatur oleh peraturan Menteri ESDM dan memerlukan prosedur dengan PLN, jadi pastikan mengikuti aturan terbaru.\n- Biaya dan masa balik modal: bandingkan biaya investasi dan perawatan dengan penghematan tagihan per tahun.\n\nPilih pemasang yang berpengalaman, mintalah perhitungan produksi listrik yang realistis, garansi panel dan inverter, serta layanan purnajual. Lakukan dulu efisiensi energi; mengurangi pemakaian biasanya lebih murah daripada membangun pembangkit baru.",
            "Indonesia lies on the equator, so it receives sunshine all year round. Rooftop solar power (PLTS atap) can cut electricity bills and emissions. But before investing, assess its feasibility carefully.\n\nThings to check:\n- Your electricity use pattern. Solar panels produce power during the day. Businesses that use much of their electricity in daytime, such as offices, small factories or rice mills, generally benefit more than those whose use is mainly at night.\n- Roof conditions: area, orientation, structural strength and shading from trees or neighbouring buildings.\n- The system type: connected to the PLN grid (on-grid), stand-alone with batteries (off-grid), or hybrid. Battery systems cost more but are useful where outages are frequent or the grid does not reach.\n- Applicable rules. Grid-connected rooftop solar is regulated by Ministry of Energy and Mineral Resources (ESDM) regulations and requires procedures with PLN, so make sure you follow the latest rules.\n- Cost and payback: compare investment and maintenance costs with yearly bill savings.\n\nChoose an experienced installer, ask for a realistic production estimate, warranties for panels and inverter, and after-sales service. Do energy efficiency first; reducing use is usually cheaper than building new generation.",
          ),
        },
        {
          title: b(
            "Menghitung Jejak Karbon: Scope 1, 2, dan 3",
            "Calculating the Carbon Footprint: Scopes 1, 2 and 3",
          ),
          body: b(
            "Jejak karbon adalah total emisi gas rumah kaca yang disebabkan oleh suatu organisasi, dinyatakan dalam satuan ton CO2 ekuivalen (CO2e). Standar yang paling banyak dipakai adalah GHG Protocol, yang membagi emisi menjadi tiga cakupan:\n\n- Scope 1: emisi langsung dari sumber yang dimiliki atau dikendalikan organisasi, seperti pembakaran solar pada genset, bensin kendaraan operasional, dan LPG untuk memasak.\n- Scope 2: emisi tidak langsung dari listrik yang dibeli, misalnya dari PLN.\n- Scope 3: emisi lain di rantai nilai, seperti bahan baku yang dibeli, pengiriman oleh pihak lain, perjalanan dinas, perjalanan karyawan ke kantor, dan sampah.\n\nRumus dasarnya: emisi = data aktivitas \u00d7 faktor emisi.\n\nContoh: sebuah UMKM memakai 1.000 kWh listrik per bulan. Jika faktor emisi jaringan listrik yang dipakai misalnya 0,8 kg CO2e per kWh (angka ilustrasi; gunakan faktor resmi terbaru untuk wilayah Anda), emisi Scope 2-nya 1.000 \u00d7 0,8 = 800 kg CO2e per bulan.\n\nLangkah praktis:\n- Kumpulkan data aktivitas: kWh dari tagihan, liter bahan bakar dari nota, kilometer perjalanan.\n- Gunakan faktor emisi dari sumber resmi dan catat sumbernya.\n- Mulai dari Scope 1 dan 2 yang datanya paling mudah, lalu perluas ke Scope 3 yang paling besar.\n\nPerhitungan tidak harus sempurna di awal; yang penting metodenya konsisten dan terdokumentasi.",
            "A carbon footprint is the total greenhouse gas emissions caused by an organisation, expressed in tonnes of CO2 equivalent (CO2e). The most widely used standard is the GHG Protocol, which divides emissions into three scopes:\n\n- Scope 1: direct emissions from sources the organisation owns or controls, such as diesel burned in generators, petrol for operational vehicles and LPG for cooking.\n- Scope 2: indirect emissions from purchased electricity, for example from PLN.\n- Scope 3: other emissions in the value chain, such as purchased raw materials, deliveries by third parties, business travel, staff commuting and waste.\n\nThe basic formula: emissions = activity data \u00d7 emission factor.\n\nExample: a small business uses 1,000 kWh of electricity per month. If the grid emission factor were, say, 0.8 kg CO2e per kWh (an illustrative figure; use the latest official factor for your region), its Scope 2 emissions would be 1,000 \u00d7 0.8 = 800 kg CO2e per month.\n\nPractical steps:\n- Collect activity data: kWh from bills, litres of fuel from receipts, kilometres travelled.\n- Use emission factors from official sources and record where they came from.\n- Start with Scopes 1 and 2, where data is easiest, then extend to the largest Scope 3 categories.\n\nThe calculation need not be perfect at first; what matters is a consistent, documented method.",
          ),
        },
        {
          title: b("Rencana Aksi Pengurangan Emisi", "An Emission Reduction Action Plan"),
          body: b(
            "Setelah jejak karbon dihitung, langkah berikutnya adalah menyusun rencana aksi. Rencana yang baik berfokus pada sumber emisi terbesar dan menggabungkan langkah cepat dengan investasi jangka panjang.\n\nUrutan prioritas yang umum:\n1. Hindari dan kurangi: efisiensi energi, mengurangi perjalanan yang tidak perlu dengan rapat online, dan mengurangi limbah.\n2. Ganti sumber energi: beralih ke listrik dari energi terbarukan, misalnya PLTS atap, atau mengganti peralatan berbahan bakar fosil dengan yang lebih efisien.\n3. Libatkan rantai pasok: pilih pemasok lokal untuk memangkas jarak angkut, dan ajak pemasok utama ikut mencatat serta menurunkan emisinya.\n4. Kompensasi sisa emisi, misalnya melalui kredit karbon yang kredibel, hanya sebagai langkah terakhir dan bukan pengganti pengurangan nyata.\n\nUntuk setiap aksi, tuliskan:\n- Perkiraan pengurangan emisi dan biaya atau penghematannya.\n- Penanggung jawab dan jadwal.\n- Indikator pemantauan.\n\nContoh rencana pabrik keripik di Jawa Timur: tahun pertama mengganti lampu dengan LED dan memperbaiki jadwal pemakaian mesin; tahun kedua mengganti penggorengan lama dengan yang lebih hemat bahan bakar; tahun ketiga memasang PLTS atap untuk produksi siang hari. Setiap tahun, emisi dihitung ulang dengan metode yang sama dan hasilnya dilaporkan kepada pemilik dan karyawan.\n\nSampaikan kemajuan secara jujur, termasuk bila target tertunda, agar upaya tetap dipercaya.",
            "Once the carbon footprint is calculated, the next step is an action plan. A good plan focuses on the largest emission sources and combines quick wins with long-term investment.\n\nA common order of priority:\n1. Avoid and reduce: energy efficiency, cutting unnecessary travel with online meetings, and reducing waste.\n2. Switch energy sources: move to renewable electricity, such as rooftop solar, or replace fossil-fuelled equipment with more efficient options.\n3. Engage the supply chain: choose local suppliers to cut transport distances, and ask key suppliers to record and reduce their emissions too.\n4. Offset remaining emissions, for example through credible carbon credits, only as a last step and never as a substitute for real reductions.\n\nFor each action, write down:\n- The estimated emission reduction and its cost or saving.\n- The owner and schedule.\n- A monitoring indicator.\n\nAn example plan for a chips factory in East Java: in year one, switch to LED lighting and improve machine scheduling; in year two, replace old fryers with more fuel-efficient ones; in year three, install rooftop solar for daytime production. Each year, emissions are recalculated with the same method and results are reported to the owner and employees.\n\nReport progress honestly, including when targets slip, so the effort remains credible.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Sebuah AC 800 watt menyala 5 jam sehari. Berapa konsumsi energinya per hari?",
            "An 800-watt AC runs 5 hours a day. What is its daily energy use?",
          ),
          [
            o(false, "0,8 kWh", "0.8 kWh"),
            o(true, "4 kWh", "4 kWh"),
            o(false, "40 kWh", "40 kWh"),
            o(false, "4.000 kWh", "4,000 kWh"),
          ],
          b("800 \u00d7 5 \u00f7 1.000 = 4 kWh.", "800 \u00d7 5 \u00f7 1,000 = 4 kWh."),
        ),
        q(
          "single",
          b(
            "Satuan apa yang tercatat di meteran dan menjadi dasar tagihan listrik?",
            "Which unit is recorded by the meter and used for the electricity bill?",
          ),
          [
            o(false, "Watt", "Watt"),
            o(true, "Kilowatt-jam (kWh)", "Kilowatt-hour (kWh)"),
            o(false, "Volt", "Volt"),
          ],
          b(
            "kWh adalah energi, yaitu daya dikalikan waktu pemakaian.",
            "kWh is energy, power multiplied by time in use.",
          ),
        ),
        q(
          "multiple",
          b("Manakah langkah dalam audit energi sederhana?", "Which are steps in a simple energy audit?"),
          [
            o(
              true,
              "Mengumpulkan tagihan listrik 12 bulan terakhir",
              "Gathering the last 12 months of electricity bills",
            ),
            o(
              true,
              "Mendaftar peralatan beserta daya dan jam pemakaian",
              "Listing equipment with power ratings and hours of use",
            ),
            o(
              true,
              "Berkeliling di luar jam kerja untuk mencari alat yang tetap menyala",
              "Walking around after hours to find devices left on",
            ),
            o(
              false,
              "Langsung membeli peralatan baru tanpa pengukuran",
              "Buying new equipment immediately without measuring",
            ),
          ],
          b(
            "Audit dimulai dari data dan pengamatan sebelum memutuskan investasi.",
            "An audit starts from data and observation before any investment decision.",
          ),
        ),
        q(
          "multiple",
          b("Manakah cara menghemat listrik AC?", "Which are ways to save electricity on air conditioning?"),
          [
            o(
              true,
              "Menaikkan setelan suhu ke tingkat yang masih nyaman",
              "Raising the set temperature to a still-comfortable level",
            ),
            o(true, "Membersihkan filter secara rutin", "Cleaning filters regularly"),
            o(
              false,
              "Membiarkan pintu ruangan ber-AC terbuka agar sirkulasi baik",
              "Leaving the air-conditioned room's door open for circulation",
            ),
            o(true, "Mengurangi panas masuk dengan tirai", "Reducing heat gain with curtains"),
          ],
          b(
            "Pintu yang terbuka membuat udara dingin keluar sehingga AC bekerja lebih berat.",
            "An open door lets cool air escape, so the AC works harder.",
          ),
        ),
        q(
          "single",
          b(
            "Angka meteran air terus bertambah pada malam hari saat semua keran tertutup. Apa kemungkinan penyebabnya?",
            "The water meter keeps rising at night with all taps closed. What is the likely cause?",
          ),
          [
            o(true, "Ada kebocoran", "There is a leak"),
            o(false, "Meteran sedang hemat", "The meter is in saving mode"),
            o(false, "Air hujan masuk ke meteran", "Rainwater is entering the meter"),
          ],
          b(
            "Pemakaian tanpa keran terbuka menandakan air keluar dari kebocoran pipa atau kloset.",
            "Consumption with no taps open indicates water escaping through leaking pipes or toilets.",
          ),
        ),
        q(
          "single",
          b(
            "Usaha mana yang umumnya paling diuntungkan oleh PLTS atap tanpa baterai?",
            "Which business generally benefits most from rooftop solar without batteries?",
          ),
          [
            o(
              true,
              "Penggilingan padi yang beroperasi pada siang hari",
              "A rice mill operating during the day",
            ),
            o(false, "Warung makan yang hanya buka malam hari", "A food stall open only at night"),
            o(
              false,
              "Gudang yang hampir tidak memakai listrik",
              "A storeroom that uses almost no electricity",
            ),
          ],
          b(
            "Panel surya menghasilkan listrik di siang hari, sehingga pemakaian siang memanfaatkannya secara langsung.",
            "Solar panels produce power during the day, so daytime use benefits directly.",
          ),
        ),
        q(
          "single",
          b(
            "Emisi dari solar yang dibakar genset milik perusahaan termasuk cakupan apa?",
            "Emissions from diesel burned in a company-owned generator fall under which scope?",
          ),
          [o(true, "Scope 1", "Scope 1"), o(false, "Scope 2", "Scope 2"), o(false, "Scope 3", "Scope 3")],
          b(
            "Scope 1 mencakup emisi langsung dari sumber yang dimiliki atau dikendalikan organisasi.",
            "Scope 1 covers direct emissions from sources the organisation owns or controls.",
          ),
        ),
        q(
          "multiple",
          b(
            "Pernyataan mana yang benar tentang rencana pengurangan emisi?",
            "Which statements about an emission reduction plan are true?",
          ),
          [
            o(true, "Fokus pada sumber emisi terbesar", "Focus on the largest emission sources"),
            o(
              true,
              "Setiap aksi memiliki penanggung jawab dan jadwal",
              "Every action has an owner and a schedule",
            ),
            o(
              false,
              "Kompensasi karbon sebaiknya menjadi langkah pertama menggantikan pengurangan",
              "Carbon offsets should come first, replacing reductions",
            ),
            o(
              true,
              "Emisi dihitung ulang dengan metode yang sama setiap tahun",
              "Emissions are recalculated each year with the same method",
            ),
          ],
          b(
            "Kompensasi hanya untuk sisa emisi setelah upaya pengurangan nyata.",
            "Offsets are only for residual emissions after real reduction efforts.",
          ),
        ),
      ],
    },
  ],
};

export default content;
