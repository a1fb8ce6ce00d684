/**
 * Seed teaching content for "Pengembangan Diri" (personal development): personal development plans and goals,
 * positive habits and self-discipline, and career planning with personal branding.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "personal-development",
  tracks: [
    {
      key: "rencana-pengembangan-diri",
      title: {
        id: "Rencana Pengembangan Diri dan Penetapan Tujuan",
        en: "Personal Development Planning and Goal Setting",
      },
      description: {
        id: "Kenali nilai, kekuatan, dan kelemahan Anda, lalu ubah menjadi tujuan yang jelas dan rencana pengembangan diri yang bisa dijalankan. Kursus ini cocok bagi siapa pun yang ingin bertumbuh secara terarah, bukan sekadar mengikuti arus.",
        en: "Get to know your values, strengths and weaknesses, then turn them into clear goals and a workable personal development plan. This course suits anyone who wants to grow with direction rather than drift.",
      },
      skills: [
        { id: "Refleksi diri dan klarifikasi nilai", en: "Self-reflection and values clarification" },
        { id: "Analisis SWOT pribadi", en: "Personal SWOT analysis" },
        { id: "Menyusun tujuan SMART", en: "Writing SMART goals" },
        { id: "Menyusun rencana pengembangan individu", en: "Building an individual development plan" },
        { id: "Belajar dari mentor dan umpan balik", en: "Learning from mentors and feedback" },
      ],
      lessons: [
        {
          title: { id: "Apa Itu Pengembangan Diri?", en: "What Is Personal Development?" },
          body: {
            id: p(
              "Pengembangan diri adalah upaya sadar dan terencana untuk meningkatkan pengetahuan, keterampilan, sikap, dan kesejahteraan diri. Kata kuncinya adalah sadar dan terencana. Banyak orang ingin berkembang, tetapi menunggu kesempatan datang atau hanya mengandalkan pelatihan dari kantor.",
              "Pengembangan diri mencakup beberapa wilayah:",
              "- Profesional: keterampilan teknis dan nonteknis untuk pekerjaan.\n- Pribadi: kebiasaan, kesehatan, emosi, dan cara berpikir.\n- Sosial: hubungan dengan keluarga, rekan, dan masyarakat.\n- Finansial: kemampuan mengelola penghasilan untuk tujuan hidup.",
              "Contoh: Andi, lulusan SMK yang bekerja sebagai admin gudang di Cikarang, ingin menjadi kepala gudang dalam lima tahun. Ia tidak hanya menunggu promosi. Ia belajar pengelolaan persediaan, melatih kemampuan memimpin rapat kecil, dan mulai kuliah akhir pekan. Setiap langkahnya terarah pada satu tujuan.",
              "Pengembangan diri adalah tanggung jawab pribadi. Organisasi bisa menyediakan fasilitas, tetapi arah dan kemauan tetap datang dari Anda sendiri. Modul berikutnya membahas cara memulai dari mengenal diri.",
            ),
            en: p(
              "Personal development is a conscious, planned effort to improve your knowledge, skills, attitudes and well-being. The key words are conscious and planned. Many people want to grow but wait for opportunities to come, or rely only on training from their office.",
              "Personal development covers several areas:",
              "- Professional: technical and non-technical skills for work.\n- Personal: habits, health, emotions and ways of thinking.\n- Social: relationships with family, colleagues and the community.\n- Financial: the ability to manage income toward life goals.",
              "Example: Andi, a vocational school graduate working as a warehouse administrator in Cikarang, wants to become warehouse head within five years. He does not simply wait for promotion. He studies inventory management, practises leading small meetings and starts weekend university classes. Every step points toward one goal.",
              "Personal development is a personal responsibility. An organisation can provide facilities, but direction and willingness still come from you. The next lesson covers how to start by knowing yourself.",
            ),
          },
        },
        {
          title: {
            id: "Mengenal Diri: Nilai, Minat, dan Kekuatan",
            en: "Knowing Yourself: Values, Interests and Strengths",
          },
          body: {
            id: p(
              "Sebelum menentukan tujuan, kenali dulu siapa Anda. Tujuan yang bertentangan dengan nilai pribadi biasanya sulit dipertahankan.",
              "Tiga hal yang perlu digali:",
              "- Nilai: hal yang paling penting bagi Anda, misalnya keluarga, kejujuran, kebebasan, pengabdian, atau keamanan finansial. Coba pilih lima nilai utama dan urutkan.\n- Minat: kegiatan yang membuat Anda lupa waktu dan tetap bersemangat meski lelah.\n- Kekuatan: hal yang Anda kerjakan dengan baik dan sering dipuji orang lain.",
              "Pertanyaan refleksi yang membantu: kapan terakhir kali saya merasa sangat puas dengan pekerjaan saya, dan apa yang saya lakukan saat itu? Keputusan apa yang paling saya sesali, dan nilai apa yang saya langgar?",
              'Contoh: Maya, pegawai bank di Semarang, bingung karena merasa jenuh padahal kariernya lancar. Saat merefleksikan nilainya, ia sadar bahwa "membantu orang secara langsung" sangat penting baginya, sementara pekerjaannya kini hanya di balik meja analisis. Ia lalu mengajukan pindah ke bagian pembiayaan UMKM yang banyak bertemu nasabah, dan semangatnya kembali.',
              "Tanyakan juga pendapat tiga orang yang mengenal Anda dengan baik. Orang lain sering melihat kekuatan yang kita anggap biasa.",
            ),
            en: p(
              "Before setting goals, get to know who you are. Goals that conflict with your personal values are usually hard to sustain.",
              "Three things to explore:",
              "- Values: what matters most to you, such as family, honesty, freedom, service or financial security. Try choosing five core values and ranking them.\n- Interests: activities that make you lose track of time and keep you energised even when tired.\n- Strengths: things you do well and that others often praise.",
              "Helpful reflection questions: when did I last feel deeply satisfied with my work, and what was I doing? Which decision do I regret most, and which value did it violate?",
              'Example: Maya, a bank employee in Semarang, felt stuck even though her career was going well. Reflecting on her values, she realised that "helping people directly" mattered greatly to her, while her job now kept her behind an analysis desk. She asked to move to the small-business financing unit, which meets many customers, and her energy returned.',
              "Also ask three people who know you well. Others often see strengths that we take for granted.",
            ),
          },
        },
        {
          title: { id: "Analisis SWOT Pribadi", en: "Personal SWOT Analysis" },
          body: {
            id: p(
              "Analisis SWOT biasanya dipakai perusahaan, tetapi sangat berguna untuk diri sendiri. SWOT terdiri dari empat bagian:",
              "- Strengths (kekuatan): keterampilan, pengalaman, dan sifat positif Anda.\n- Weaknesses (kelemahan): hal yang menghambat, misalnya kurang percaya diri berbicara di depan umum.\n- Opportunities (peluang): kondisi di luar diri yang bisa dimanfaatkan, seperti program beasiswa, pelatihan gratis, atau kebutuhan tenaga digital di daerah Anda.\n- Threats (ancaman): kondisi luar yang berisiko, misalnya pekerjaan yang mulai digantikan otomatisasi.",
              "Kekuatan dan kelemahan bersifat internal, sedangkan peluang dan ancaman bersifat eksternal. Jangan mencampurnya.",
              "Nilai SWOT ada pada langkah setelahnya: gunakan kekuatan untuk meraih peluang, perbaiki kelemahan yang menghalangi peluang, dan siapkan diri menghadapi ancaman.",
              "Contoh: Fajar, operator mesin di pabrik makanan di Sidoarjo, menemukan kekuatannya teliti dan paham mesin, kelemahannya belum bisa membaca data produksi di komputer, peluangnya pabrik akan memasang sistem pemantauan digital, dan ancamannya pekerjaan manual akan berkurang. Kesimpulannya jelas: ia harus belajar dasar analisis data produksi sekarang.",
            ),
            en: p(
              "SWOT analysis is usually used by companies, but it is very useful for yourself. SWOT has four parts:",
              "- Strengths: your skills, experience and positive traits.\n- Weaknesses: things holding you back, such as low confidence in public speaking.\n- Opportunities: external conditions you can use, such as scholarship programmes, free training or demand for digital workers in your area.\n- Threats: external risks, such as jobs starting to be replaced by automation.",
              "Strengths and weaknesses are internal; opportunities and threats are external. Do not mix them up.",
              "The value of SWOT lies in the next step: use strengths to seize opportunities, fix weaknesses that block opportunities, and prepare for threats.",
              "Example: Fajar, a machine operator at a food factory in Sidoarjo, finds that his strengths are precision and knowing the machines, his weakness is not yet being able to read production data on a computer, the opportunity is that the factory will install a digital monitoring system, and the threat is that manual work will shrink. The conclusion is clear: he should learn basic production data analysis now.",
            ),
          },
        },
        {
          title: { id: "Menyusun Tujuan SMART", en: "Writing SMART Goals" },
          body: {
            id: p(
              'Tujuan yang kabur seperti "ingin lebih baik" atau "ingin sukses" sulit dijalankan dan sulit diukur. Kerangka SMART membantu mengubahnya menjadi tujuan yang jelas.',
              "- Specific (spesifik): apa tepatnya yang ingin dicapai?\n- Measurable (terukur): bagaimana Anda tahu sudah tercapai?\n- Achievable (dapat dicapai): realistis dengan waktu, biaya, dan kemampuan Anda.\n- Relevant (relevan): sejalan dengan nilai dan arah hidup Anda.\n- Time-bound (berbatas waktu): kapan tenggatnya?",
              "Contoh perubahan:",
              '- Kabur: "Saya ingin bisa bahasa Inggris."\n- SMART: "Saya ingin meraih skor TOEFL ITP minimal 500 pada bulan Juni tahun depan dengan belajar 45 menit setiap hari kerja."',
              'Contoh lain untuk pemilik UMKM: "Saya ingin menambah 50 pelanggan tetap kue kering melalui Instagram dan WhatsApp Business dalam tiga bulan."',
              "Tujuan yang baik juga dipecah menjadi target antara. Untuk target TOEFL tadi, misalnya: bulan pertama menguasai tata bahasa dasar, bulan kedua latihan listening, lalu tes simulasi setiap bulan. Target antara memberi rasa kemajuan dan memudahkan koreksi.",
            ),
            en: p(
              'Vague goals like "I want to be better" or "I want to succeed" are hard to act on and hard to measure. The SMART framework helps turn them into clear goals.',
              "- Specific: what exactly do you want to achieve?\n- Measurable: how will you know you have achieved it?\n- Achievable: realistic given your time, money and ability.\n- Relevant: aligned with your values and life direction.\n- Time-bound: what is the deadline?",
              "An example rewrite:",
              '- Vague: "I want to speak English."\n- SMART: "I want to reach a TOEFL ITP score of at least 500 by June next year by studying 45 minutes every working day."',
              'Another example for a small-business owner: "I want to gain 50 regular customers for my cookies through Instagram and WhatsApp Business within three months."',
              "Good goals are also broken into milestones. For the TOEFL target, for example: grammar basics in month one, listening practice in month two, then a practice test every month. Milestones give a sense of progress and make correction easier.",
            ),
          },
        },
        {
          title: { id: "Rencana Pengembangan Individu (IDP)", en: "The Individual Development Plan (IDP)" },
          body: {
            id: p(
              "Rencana Pengembangan Individu (Individual Development Plan/IDP) adalah dokumen singkat yang menghubungkan tujuan Anda dengan kegiatan belajar yang konkret. Banyak instansi dan perusahaan memakainya dalam pembinaan pegawai, tetapi Anda bisa membuatnya sendiri.",
              "Isi IDP yang sederhana:",
              "- Tujuan: satu sampai tiga tujuan SMART untuk 6–12 bulan.\n- Kompetensi yang perlu dikembangkan untuk setiap tujuan.\n- Kegiatan belajar: pelatihan, kursus daring, membaca, proyek penugasan, atau pendampingan mentor.\n- Bukti keberhasilan: sertifikat, hasil kerja, atau umpan balik atasan.\n- Tenggat dan jadwal tinjauan.",
              "Gunakan prinsip 70-20-10 sebagai panduan umum: sebagian besar pembelajaran terjadi lewat pengalaman kerja langsung, sebagian lewat interaksi dengan orang lain, dan sebagian kecil lewat pelatihan formal. Jadi, jangan hanya mengisi IDP dengan daftar pelatihan.",
              "Contoh: seorang ASN di dinas perdagangan yang ingin menguasai analisis harga pasar menulis kegiatan berupa kursus analisis data daring, ikut tim pemantauan harga bahan pokok, dan berdiskusi bulanan dengan analis senior. Bukti keberhasilannya adalah laporan analisis harga yang ia susun sendiri.",
            ),
            en: p(
              "An Individual Development Plan (IDP) is a short document linking your goals to concrete learning activities. Many government agencies and companies use it for staff development, but you can write one yourself.",
              "A simple IDP contains:",
              "- Goals: one to three SMART goals for 6–12 months.\n- Competencies to develop for each goal.\n- Learning activities: training, online courses, reading, stretch assignments or mentoring.\n- Evidence of success: certificates, work output or manager feedback.\n- Deadlines and review dates.",
              "Use the 70-20-10 principle as a general guide: most learning happens through direct work experience, some through interaction with others and a small part through formal training. So do not fill your IDP with a list of courses only.",
              "Example: a civil servant at a regional trade office who wants to master market price analysis lists an online data analysis course, joining the staple-food price monitoring team and monthly discussions with a senior analyst. The evidence of success is a price analysis report she writes herself.",
            ),
          },
        },
        {
          title: { id: "Belajar dari Mentor dan Umpan Balik", en: "Learning from Mentors and Feedback" },
          body: {
            id: p(
              "Mentor adalah orang yang lebih berpengalaman dan bersedia berbagi pandangan untuk membantu perkembangan Anda. Mentor tidak harus atasan langsung. Ia bisa senior di bidang lain, pengusaha yang lebih dulu sukses, atau dosen.",
              "Cara mendapatkan manfaat maksimal dari mentor:",
              '- Datang dengan pertanyaan spesifik, bukan "tolong ajari saya semuanya".\n- Hargai waktunya: sepakati pertemuan singkat yang rutin, misalnya 30 menit sebulan sekali.\n- Laporkan tindak lanjut dari saran sebelumnya. Mentor senang melihat sarannya dipakai.\n- Tawarkan sesuatu sebagai balasan, misalnya membantu hal digital yang ia belum kuasai.',
              'Selain mentor, kumpulkan umpan balik dari banyak sumber: atasan, rekan, bawahan, bahkan pelanggan. Pertanyaan sederhana seperti "Satu hal apa yang sebaiknya saya mulai lakukan, dan satu hal apa yang sebaiknya saya hentikan?" sering menghasilkan jawaban yang jujur dan berguna.',
              "Contoh: pemilik toko bangunan di Makassar rutin bertemu pengusaha senior di komunitas UMKM. Dari saran mentornya, ia mulai mencatat stok dengan aplikasi kasir dan berhenti memberi utang tanpa batas kepada pelanggan, sehingga arus kasnya membaik.",
            ),
            en: p(
              "A mentor is a more experienced person willing to share perspective to help you grow. A mentor need not be your direct manager. It can be a senior in another field, an entrepreneur who succeeded earlier, or a lecturer.",
              "How to get the most from a mentor:",
              '- Come with specific questions, not "please teach me everything".\n- Respect their time: agree on short, regular meetings, such as 30 minutes once a month.\n- Report what you did with earlier advice. Mentors like seeing their advice used.\n- Offer something in return, such as help with digital tools they have not mastered.',
              'Besides a mentor, gather feedback from many sources: your manager, peers, team members and even customers. A simple question like "What is one thing I should start doing, and one thing I should stop doing?" often brings honest, useful answers.',
              "Example: a building-supplies shop owner in Makassar meets a senior entrepreneur regularly through a small-business community. Following his mentor's advice, he starts recording stock with a point-of-sale app and stops giving unlimited credit to customers, and his cash flow improves.",
            ),
          },
        },
        {
          title: {
            id: "Meninjau Kemajuan dan Menyesuaikan Rencana",
            en: "Reviewing Progress and Adjusting the Plan",
          },
          body: {
            id: p(
              "Rencana pengembangan diri tidak berguna jika hanya disimpan di laci. Jadwalkan tinjauan rutin agar Anda tetap di jalur dan bisa menyesuaikan diri.",
              "Irama tinjauan yang praktis:",
              "- Mingguan (10 menit): apa yang sudah saya lakukan untuk tujuan saya minggu ini? Apa rencana minggu depan?\n- Bulanan (30 menit): apakah target antara tercapai? Apa hambatannya?\n- Per semester: apakah tujuan masih relevan dengan nilai dan keadaan saya?",
              "Saat target tidak tercapai, jangan langsung menyalahkan diri. Periksa penyebabnya: apakah targetnya terlalu tinggi, waktunya tidak tersedia, caranya kurang tepat, atau prioritas memang berubah? Masing-masing butuh penyesuaian berbeda.",
              "Rayakan juga kemajuan kecil. Menyelesaikan satu modul kursus atau berhasil memimpin rapat pertama layak diakui, karena pengakuan menjaga motivasi.",
              "Contoh: Lestari menargetkan menyelesaikan sertifikasi akuntansi dalam enam bulan, tetapi kelahiran anak keduanya mengubah keadaan. Dalam tinjauan bulanan, ia memperpanjang tenggat menjadi sepuluh bulan dan mengganti kelas tatap muka dengan kelas daring malam hari. Tujuannya tetap, jalannya disesuaikan.",
            ),
            en: p(
              "A personal development plan is useless if it stays in a drawer. Schedule regular reviews so you stay on track and can adjust.",
              "A practical review rhythm:",
              "- Weekly (10 minutes): what did I do toward my goals this week? What is the plan for next week?\n- Monthly (30 minutes): were milestones met? What got in the way?\n- Every six months: are the goals still relevant to my values and situation?",
              "When a target is missed, do not immediately blame yourself. Check the cause: was the target too high, was time not available, was the method wrong, or did priorities genuinely change? Each needs a different adjustment.",
              "Celebrate small progress too. Finishing one course module or successfully chairing your first meeting deserves recognition, because recognition sustains motivation.",
              "Example: Lestari aimed to complete an accounting certification within six months, but the birth of her second child changed things. In her monthly review she extended the deadline to ten months and swapped in-person classes for evening online classes. The goal stayed; the path was adjusted.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Apa kata kunci dalam definisi pengembangan diri?",
            en: "What are the key words in the definition of personal development?",
          },
          options: [
            { text: { id: "Cepat dan mahal", en: "Fast and expensive" }, correct: false },
            { text: { id: "Ditentukan oleh kantor", en: "Decided by the office" }, correct: false },
            { text: { id: "Sadar dan terencana", en: "Conscious and planned" }, correct: true },
          ],
          explanation: {
            id: "Pengembangan diri adalah upaya sadar dan terencana; organisasi bisa membantu, tetapi arah dan kemauan datang dari diri sendiri.",
            en: "Personal development is a conscious, planned effort; organisations can help, but direction and will come from you.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa nilai pribadi perlu dikenali sebelum menetapkan tujuan?",
            en: "Why should you identify your personal values before setting goals?",
          },
          options: [
            {
              text: {
                id: "Karena tujuan yang bertentangan dengan nilai sulit dipertahankan",
                en: "Because goals that conflict with your values are hard to sustain",
              },
              correct: true,
            },
            {
              text: { id: "Karena nilai menentukan besar gaji", en: "Because values determine salary" },
              correct: false,
            },
            {
              text: { id: "Karena atasan mewajibkannya", en: "Because managers require it" },
              correct: false,
            },
          ],
          explanation: {
            id: "Seperti kasus Maya, karier yang lancar pun terasa hampa jika tidak sejalan dengan nilai yang penting baginya.",
            en: "As in Maya's case, even a smooth career feels empty if it does not match the values that matter to you.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Dalam SWOT pribadi, mana yang termasuk faktor eksternal?",
            en: "In a personal SWOT, which are external factors?",
          },
          options: [
            { text: { id: "Ancaman", en: "Threats" }, correct: true },
            { text: { id: "Kelemahan", en: "Weaknesses" }, correct: false },
            { text: { id: "Kekuatan", en: "Strengths" }, correct: false },
            { text: { id: "Peluang", en: "Opportunities" }, correct: true },
          ],
          explanation: {
            id: "Peluang dan ancaman berasal dari luar diri; kekuatan dan kelemahan bersifat internal.",
            en: "Opportunities and threats come from outside; strengths and weaknesses are internal.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Tujuan mana yang paling memenuhi kriteria SMART?",
            en: "Which goal best meets the SMART criteria?",
          },
          options: [
            {
              text: {
                id: '"Saya ingin lebih sukses tahun ini."',
                en: '"I want to be more successful this year."',
              },
              correct: false,
            },
            {
              text: {
                id: '"Saya ingin menambah 50 pelanggan tetap melalui WhatsApp Business dalam tiga bulan."',
                en: '"I want to gain 50 regular customers through WhatsApp Business within three months."',
              },
              correct: true,
            },
            {
              text: { id: '"Saya ingin belajar banyak hal baru."', en: '"I want to learn many new things."' },
              correct: false,
            },
          ],
          explanation: {
            id: "Tujuan itu spesifik, terukur (50 pelanggan), realistis, relevan untuk usaha, dan berbatas waktu (tiga bulan).",
            en: "It is specific, measurable (50 customers), realistic, relevant to the business and time-bound (three months).",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Apa saja isi IDP yang sederhana?", en: "What does a simple IDP contain?" },
          options: [
            { text: { id: "Tujuan SMART", en: "SMART goals" }, correct: true },
            { text: { id: "Kegiatan belajar", en: "Learning activities" }, correct: true },
            {
              text: { id: "Bukti keberhasilan dan tenggat", en: "Evidence of success and deadlines" },
              correct: true,
            },
            {
              text: { id: "Daftar kesalahan rekan kerja", en: "A list of colleagues' mistakes" },
              correct: false,
            },
          ],
          explanation: {
            id: "IDP menghubungkan tujuan dengan kompetensi, kegiatan belajar, bukti keberhasilan, dan jadwal tinjauan.",
            en: "An IDP links goals to competencies, learning activities, evidence of success and review dates.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Menurut prinsip 70-20-10, sebagian besar pembelajaran terjadi melalui…",
            en: "According to the 70-20-10 principle, most learning happens through…",
          },
          options: [
            { text: { id: "Pengalaman kerja langsung", en: "Direct work experience" }, correct: true },
            { text: { id: "Membaca buku motivasi", en: "Reading motivational books" }, correct: false },
            { text: { id: "Pelatihan formal di kelas", en: "Formal classroom training" }, correct: false },
          ],
          explanation: {
            id: "Porsi terbesar (70) berasal dari pengalaman kerja, 20 dari interaksi dengan orang lain, dan 10 dari pelatihan formal.",
            en: "The largest share (70) comes from work experience, 20 from interaction with others and 10 from formal training.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana cara yang baik untuk bekerja dengan mentor?",
            en: "Which are good ways to work with a mentor?",
          },
          options: [
            {
              text: {
                id: "Meminta bertemu setiap hari selama berjam-jam",
                en: "Asking to meet for hours every day",
              },
              correct: false,
            },
            {
              text: { id: "Menawarkan bantuan sebagai balasan", en: "Offering help in return" },
              correct: true,
            },
            {
              text: { id: "Datang dengan pertanyaan spesifik", en: "Coming with specific questions" },
              correct: true,
            },
            {
              text: {
                id: "Melaporkan tindak lanjut saran sebelumnya",
                en: "Reporting what you did with earlier advice",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Hubungan mentor yang baik menghargai waktu mentor, fokus pada pertanyaan spesifik, menunjukkan tindak lanjut, dan saling memberi.",
            en: "A good mentoring relationship respects the mentor's time, focuses on specific questions, shows follow-through and is reciprocal.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Target pengembangan diri tidak tercapai. Langkah pertama yang tepat adalah…",
            en: "A development target was missed. The right first step is…",
          },
          options: [
            { text: { id: "Menyalahkan diri sendiri", en: "Blaming yourself" }, correct: false },
            { text: { id: "Membatalkan semua tujuan", en: "Cancelling all goals" }, correct: false },
            {
              text: {
                id: "Memeriksa penyebabnya sebelum menyesuaikan rencana",
                en: "Checking the cause before adjusting the plan",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Penyebab berbeda butuh penyesuaian berbeda: target terlalu tinggi, waktu kurang, cara kurang tepat, atau prioritas berubah.",
            en: "Different causes need different adjustments: a target too high, too little time, a poor method or changed priorities.",
          },
        },
      ],
    },
    {
      key: "kebiasaan-disiplin-diri",
      title: {
        id: "Membangun Kebiasaan Positif dan Disiplin Diri",
        en: "Building Positive Habits and Self-Discipline",
      },
      description: {
        id: "Perubahan besar lahir dari kebiasaan kecil yang dijalankan setiap hari. Kursus ini menjelaskan cara kerja kebiasaan, cara memulai kebiasaan baru, menghentikan kebiasaan buruk, dan tetap konsisten ketika motivasi sedang turun.",
        en: "Big changes come from small habits practised every day. This course explains how habits work, how to start new ones, how to break bad ones and how to stay consistent when motivation drops.",
      },
      skills: [
        { id: "Memahami siklus kebiasaan", en: "Understanding the habit loop" },
        { id: "Memulai kebiasaan kecil", en: "Starting small habits" },
        { id: "Merancang lingkungan pendukung", en: "Designing a supportive environment" },
        { id: "Menghentikan kebiasaan buruk", en: "Breaking bad habits" },
        {
          id: "Menjaga konsistensi dan bangkit dari kegagalan",
          en: "Staying consistent and recovering from lapses",
        },
      ],
      lessons: [
        {
          title: { id: "Cara Kerja Kebiasaan", en: "How Habits Work" },
          body: {
            id: p(
              "Kebiasaan adalah perilaku yang dilakukan hampir otomatis karena sudah sering diulang dalam situasi yang sama. Kebiasaan menghemat energi otak: kita tidak perlu memutuskan ulang setiap kali menggosok gigi atau memeriksa ponsel.",
              "Siklus kebiasaan terdiri dari tiga bagian:",
              "- Pemicu (cue): situasi yang memulai perilaku, misalnya bangun tidur, tiba di kantor, atau merasa bosan.\n- Rutinitas: perilaku itu sendiri, misalnya membuka media sosial.\n- Ganjaran (reward): hasil yang membuat otak ingin mengulang, misalnya rasa terhibur atau lega.",
              "Contoh: setiap kali sampai di meja kerja (pemicu), Budi membuka grup WhatsApp dan media sosial (rutinitas) dan merasa terhubung dengan kabar terbaru (ganjaran). Tanpa disadari, satu jam pertama kerjanya habis.",
              "Memahami siklus ini memberi kita tiga titik untuk mengubah perilaku: mengatur pemicu, mengganti rutinitas, atau mencari ganjaran yang lebih sehat. Modul-modul berikutnya memakai ketiga titik ini untuk membangun kebiasaan baik dan menghentikan kebiasaan buruk.",
            ),
            en: p(
              "A habit is behaviour performed almost automatically because it has been repeated often in the same situation. Habits save mental energy: we do not have to decide afresh every time we brush our teeth or check our phone.",
              "The habit loop has three parts:",
              "- Cue: the situation that starts the behaviour, such as waking up, arriving at the office or feeling bored.\n- Routine: the behaviour itself, such as opening social media.\n- Reward: the result that makes the brain want to repeat it, such as feeling entertained or relieved.",
              "Example: every time he reaches his desk (cue), Budi opens WhatsApp groups and social media (routine) and feels connected to the latest news (reward). Without noticing, his first working hour is gone.",
              "Understanding this loop gives us three points to change behaviour: manage the cue, replace the routine, or find a healthier reward. The following lessons use these three points to build good habits and break bad ones.",
            ),
          },
        },
        {
          title: { id: "Mulai dari Kebiasaan yang Sangat Kecil", en: "Start with Very Small Habits" },
          body: {
            id: p(
              "Kesalahan paling umum saat ingin berubah adalah memulai terlalu besar: langsung ingin lari 5 km setiap pagi, membaca satu buku seminggu, dan bangun jam 4. Setelah beberapa hari, semangat habis dan semuanya berhenti.",
              "Pendekatan yang lebih berhasil adalah memulai dengan versi kebiasaan yang sangat kecil, sehingga hampir mustahil gagal:",
              "- Ingin rutin olahraga: mulai dengan jalan kaki 10 menit setelah salat Subuh atau sebelum berangkat kerja.\n- Ingin rajin membaca: baca dua halaman sebelum tidur.\n- Ingin mencatat keuangan usaha: catat satu transaksi terbesar hari itu.",
              'Tujuan tahap awal adalah membentuk identitas "saya orang yang rutin melakukannya", bukan langsung mengejar hasil besar. Setelah kebiasaan terasa otomatis, biasanya dalam beberapa minggu, tingkatkan sedikit demi sedikit.',
              "Contoh: Ibu Nur, pemilik warung sembako di Bekasi, selalu gagal mencatat keuangan karena merasa harus mencatat semuanya. Ia lalu mulai dengan mencatat total penjualan harian saja di buku kecil setiap malam. Sebulan kemudian ia menambah catatan pembelian barang, dan kini ia tahu laba bersihnya setiap bulan.",
            ),
            en: p(
              "The most common mistake when trying to change is starting too big: running 5 km every morning, reading a book a week and waking at 4 a.m. all at once. After a few days the enthusiasm runs out and everything stops.",
              "A more successful approach is to start with a very small version of the habit, so small it is almost impossible to fail:",
              "- Want to exercise regularly: start with a 10-minute walk after dawn prayers or before leaving for work.\n- Want to read more: read two pages before bed.\n- Want to record business finances: record the single biggest transaction of the day.",
              'The early aim is to build the identity "I am someone who does this regularly", not to chase big results at once. Once the habit feels automatic, usually within a few weeks, increase it little by little.',
              "Example: Ibu Nur, who runs a grocery stall in Bekasi, always failed at bookkeeping because she felt she had to record everything. She started by writing only the day's total sales in a small notebook each night. A month later she added purchases, and now she knows her net profit every month.",
            ),
          },
        },
        {
          title: {
            id: "Niat Pelaksanaan dan Menumpuk Kebiasaan",
            en: "Implementation Intentions and Habit Stacking",
          },
          body: {
            id: p(
              'Niat seperti "saya akan lebih rajin belajar" mudah terlupakan karena tidak punya waktu dan tempat yang jelas. Penelitian psikologi menunjukkan bahwa rencana berbentuk "jika–maka" atau niat pelaksanaan membuat orang lebih mungkin menjalankan niatnya.',
              'Rumusnya: "Saya akan melakukan [perilaku] pada [waktu] di [tempat]." Contoh: "Saya akan belajar Excel selama 20 menit pukul 19.30 di meja makan."',
              'Teknik lain adalah menumpuk kebiasaan (habit stacking): tempelkan kebiasaan baru pada kebiasaan lama yang sudah pasti terjadi. Rumusnya: "Setelah [kebiasaan lama], saya akan [kebiasaan baru]."',
              "- Setelah menuang kopi pagi, saya menulis tiga prioritas hari ini.\n- Setelah menutup toko, saya memotret nota dan mencatat penjualan.\n- Setelah apel pagi di kantor desa, saya memeriksa daftar surat masuk.",
              "Kebiasaan lama berfungsi sebagai pemicu yang andal. Pilih kebiasaan lama yang terjadi setiap hari pada waktu yang relatif sama, dan pastikan kebiasaan baru cukup kecil untuk dilakukan saat itu juga.",
            ),
            en: p(
              'Intentions like "I will study harder" are easily forgotten because they have no clear time or place. Psychological research shows that "if–then" plans, or implementation intentions, make people more likely to act on their intentions.',
              'The formula: "I will [behaviour] at [time] in [place]." Example: "I will study Excel for 20 minutes at 7:30 p.m. at the dining table."',
              'Another technique is habit stacking: attach a new habit to an existing habit that always happens. The formula: "After [current habit], I will [new habit]."',
              "- After pouring my morning coffee, I write down today's three priorities.\n- After closing the shop, I photograph the receipts and record sales.\n- After the morning assembly at the village office, I check the incoming letters list.",
              "The existing habit works as a reliable cue. Choose an existing habit that happens every day at roughly the same time, and make sure the new habit is small enough to do right then.",
            ),
          },
        },
        {
          title: { id: "Merancang Lingkungan yang Mendukung", en: "Designing a Supportive Environment" },
          body: {
            id: p(
              "Disiplin diri sering dianggap soal tekad semata. Kenyataannya, orang yang tampak sangat disiplin biasanya pandai mengatur lingkungannya sehingga perilaku baik menjadi mudah dan perilaku buruk menjadi sulit.",
              "Prinsipnya sederhana:",
              "- Buat kebiasaan baik terlihat dan mudah: letakkan buku di atas bantal, siapkan sepatu olahraga di dekat pintu, simpan botol air minum di meja.\n- Buat kebiasaan buruk tersembunyi dan sulit: simpan ponsel di tas saat bekerja, matikan notifikasi aplikasi hiburan, jangan menyimpan camilan manis di laci.\n- Pilih lingkungan sosial yang mendukung: bergabung dengan komunitas lari, kelompok belajar, atau grup UMKM yang saling berbagi kemajuan.",
              "Contoh: seorang mahasiswa di Makassar sulit fokus menulis skripsi di kamar kos karena dekat kasur dan televisi. Ia mulai pergi ke perpustakaan kampus setiap pagi dan meninggalkan ponsel dalam mode senyap di loker. Dalam sebulan, bab yang tertunda berbulan-bulan selesai.",
              "Pertanyaan kunci: apa yang bisa saya ubah di sekitar saya agar pilihan yang baik menjadi pilihan paling mudah?",
            ),
            en: p(
              "Self-discipline is often seen as pure willpower. In reality, people who look very disciplined are usually good at arranging their environment so that good behaviour is easy and bad behaviour is hard.",
              "The principle is simple:",
              "- Make good habits visible and easy: put the book on your pillow, keep running shoes by the door, keep a water bottle on your desk.\n- Make bad habits hidden and hard: keep your phone in your bag while working, turn off entertainment app notifications, do not keep sweet snacks in your drawer.\n- Choose a supportive social environment: join a running community, a study group or a small-business group that shares progress.",
              "Example: a university student in Makassar struggled to write his thesis in his boarding room because the bed and television were close by. He started going to the campus library every morning and leaving his phone on silent in a locker. Within a month, a chapter delayed for months was finished.",
              "The key question: what can I change around me so that the good choice becomes the easiest choice?",
            ),
          },
        },
        {
          title: { id: "Menghentikan Kebiasaan Buruk", en: "Breaking Bad Habits" },
          body: {
            id: p(
              "Kebiasaan buruk jarang hilang hanya dengan dilarang. Cara yang lebih efektif adalah memahami siklusnya, lalu mengganti rutinitas dengan yang lebih sehat sambil tetap memenuhi kebutuhan yang sama.",
              "Langkah-langkahnya:",
              "- Amati selama satu minggu: kapan kebiasaan itu muncul, di mana, bersama siapa, dan apa yang Anda rasakan sebelumnya.\n- Temukan ganjaran sebenarnya: apakah Anda merokok karena butuh jeda dari stres? Apakah Anda belanja daring karena bosan?\n- Pilih rutinitas pengganti yang memberi ganjaran serupa: berjalan sebentar dan minum air saat butuh jeda, atau menelepon teman saat bosan.\n- Tambahkan hambatan: hapus aplikasi belanja dari layar utama, jangan simpan data kartu di aplikasi.",
              "Contoh: Rudi, staf administrasi di Surabaya, menyadari bahwa ia membeli minuman manis kemasan setiap sore karena mengantuk pukul tiga. Ia menggantinya dengan berjalan ke pantri, minum air putih, dan meregangkan badan lima menit. Kantuk berkurang dan pengeluarannya pun turun.",
              "Jika kebiasaan itu berat, seperti kecanduan rokok atau judi daring, jangan ragu mencari bantuan tenaga kesehatan atau layanan konseling.",
            ),
            en: p(
              "Bad habits rarely disappear just by being forbidden. A more effective way is to understand the loop, then replace the routine with a healthier one that still meets the same need.",
              "The steps:",
              "- Observe for a week: when the habit appears, where, with whom and what you feel beforehand.\n- Find the real reward: do you smoke because you need a break from stress? Do you shop online because you are bored?\n- Choose a replacement routine with a similar reward: a short walk and a glass of water when you need a break, or calling a friend when bored.\n- Add friction: remove shopping apps from your home screen and do not store card details in them.",
              "Example: Rudi, an administrative officer in Surabaya, realised he bought a sugary packaged drink every afternoon because he felt sleepy at three o'clock. He replaced it with walking to the pantry, drinking water and stretching for five minutes. The sleepiness eased and his spending dropped too.",
              "If the habit is severe, such as nicotine addiction or online gambling, do not hesitate to seek help from health workers or counselling services.",
            ),
          },
        },
        {
          title: { id: "Mencatat dan Mengukur Kebiasaan", en: "Tracking and Measuring Habits" },
          body: {
            id: p(
              "Apa yang dicatat cenderung lebih diperhatikan. Pelacak kebiasaan (habit tracker) adalah alat sederhana untuk melihat konsistensi Anda dari hari ke hari.",
              "Cara membuatnya:",
              "- Tulis satu sampai tiga kebiasaan yang sedang dibangun. Jangan lebih, agar tidak kewalahan.\n- Buat tabel berisi tanggal satu bulan, di kertas, kalender dinding, atau aplikasi di ponsel.\n- Beri tanda centang setiap kali kebiasaan dilakukan, segera setelah melakukannya.",
              "Melihat deretan centang memberi rasa puas dan mendorong Anda untuk tidak memutus rantai. Data ini juga membantu evaluasi: jika setiap Sabtu selalu bolong, mungkin jadwal akhir pekan perlu rencana khusus.",
              'Ukur kebiasaan dengan indikator yang jelas. "Olahraga" terlalu kabur; "jalan kaki minimal 20 menit" bisa dicentang dengan pasti.',
              "Contoh: kelompok ibu-ibu PKK di sebuah desa di Klaten sepakat membuat tabel bersama untuk kebiasaan menabung harian di bank sampah dan jalan pagi. Tabel ditempel di balai desa, sehingga saling menyemangati dan konsistensi mereka meningkat.",
              "Ingat, pelacak adalah alat bantu, bukan hakim. Tujuannya melihat pola, bukan menghukum diri.",
            ),
            en: p(
              "What gets recorded tends to get attention. A habit tracker is a simple tool for seeing your consistency day by day.",
              "How to make one:",
              "- Write down one to three habits you are building. No more, so you are not overwhelmed.\n- Make a table of the month's dates, on paper, a wall calendar or a phone app.\n- Tick each time you do the habit, right after doing it.",
              "Seeing a row of ticks is satisfying and encourages you not to break the chain. The data also helps evaluation: if every Saturday is blank, the weekend may need a specific plan.",
              'Measure habits with clear indicators. "Exercise" is too vague; "walk at least 20 minutes" can be ticked with certainty.',
              "Example: a PKK women's group in a village in Klaten agreed on a shared table for daily saving at the waste bank and morning walks. The table was posted at the village hall, so members encouraged one another and their consistency improved.",
              "Remember, a tracker is a tool, not a judge. Its purpose is to reveal patterns, not to punish yourself.",
            ),
          },
        },
        {
          title: {
            id: "Tetap Konsisten Saat Motivasi Turun",
            en: "Staying Consistent When Motivation Drops",
          },
          body: {
            id: p(
              "Motivasi naik turun, dan itu wajar. Orang yang konsisten bukan orang yang selalu termotivasi, melainkan orang yang punya sistem untuk tetap bergerak di hari-hari berat.",
              "Strategi menjaga konsistensi:",
              '- Aturan "jangan bolong dua kali": melewatkan satu hari itu manusiawi, tetapi segera kembali keesokan harinya agar tidak menjadi pola baru.\n- Versi minimum: di hari sangat sibuk, lakukan versi terkecil, misalnya satu halaman bacaan atau lima menit jalan kaki. Yang penting rantai tetap terjaga.\n- Pengingat tujuan: tempel alasan Anda di tempat yang terlihat, misalnya "menabung untuk biaya sekolah anak".\n- Rekan akuntabilitas: teman yang sama-sama membangun kebiasaan dan saling melapor setiap minggu.',
              'Saat gagal beberapa hari, hindari pikiran "sudah terlanjur, sekalian saja berhenti". Satu kali gagal tidak menghapus kemajuan berminggu-minggu.',
              "Contoh: Yusuf menargetkan belajar bahasa Jepang setiap hari untuk program magang ke Jepang. Saat musim panen di kampungnya membuatnya sangat sibuk, ia tetap membuka aplikasi belajar lima menit sebelum tidur. Setelah panen, ia kembali ke jadwal 30 menit tanpa harus mulai dari nol.",
            ),
            en: p(
              "Motivation rises and falls, and that is normal. Consistent people are not always motivated; they have a system that keeps them moving on hard days.",
              "Strategies for consistency:",
              '- The "never miss twice" rule: skipping one day is human, but return the very next day so it does not become a new pattern.\n- A minimum version: on very busy days, do the smallest version, such as one page of reading or a five-minute walk. What matters is keeping the chain.\n- Goal reminders: post your reason somewhere visible, for example "saving for my children\'s school fees".\n- An accountability partner: a friend building habits too, with a weekly check-in.',
              'When you slip for a few days, avoid the thought "I\'ve already failed, so I may as well quit". One lapse does not erase weeks of progress.',
              "Example: Yusuf set a goal of studying Japanese every day for an internship programme in Japan. When the harvest season in his village made him very busy, he still opened his learning app for five minutes before bed. After the harvest he returned to his 30-minute schedule without starting from zero.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Apa saja bagian dari siklus kebiasaan?",
            en: "What are the parts of the habit loop?",
          },
          options: [
            { text: { id: "Rutinitas", en: "Routine" }, correct: true },
            { text: { id: "Ganjaran", en: "Reward" }, correct: true },
            { text: { id: "Hukuman", en: "Punishment" }, correct: false },
            { text: { id: "Pemicu", en: "Cue" }, correct: true },
          ],
          explanation: {
            id: "Siklus kebiasaan terdiri dari pemicu, rutinitas, dan ganjaran. Hukuman bukan bagian dari siklus ini.",
            en: "The habit loop consists of cue, routine and reward. Punishment is not part of it.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa kebiasaan baru sebaiknya dimulai dari versi yang sangat kecil?",
            en: "Why should a new habit start with a very small version?",
          },
          options: [
            {
              text: {
                id: "Agar hampir mustahil gagal dan identitas baru terbentuk",
                en: "So it is almost impossible to fail and a new identity forms",
              },
              correct: true,
            },
            {
              text: { id: "Karena hasil besar tidak penting", en: "Because big results do not matter" },
              correct: false,
            },
            {
              text: { id: "Agar tidak perlu ditingkatkan lagi", en: "So it never needs to be increased" },
              correct: false,
            },
          ],
          explanation: {
            id: "Kebiasaan kecil mudah dijalankan setiap hari; setelah otomatis, kebiasaan ditingkatkan sedikit demi sedikit.",
            en: "Small habits are easy to do daily; once automatic, they are increased little by little.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"Setelah menutup toko, saya memotret nota dan mencatat penjualan" adalah contoh…',
            en: '"After closing the shop, I photograph the receipts and record sales" is an example of…',
          },
          options: [
            { text: { id: "Rekan akuntabilitas", en: "An accountability partner" }, correct: false },
            { text: { id: "Menumpuk kebiasaan", en: "Habit stacking" }, correct: true },
            { text: { id: "Menambah hambatan", en: "Adding friction" }, correct: false },
          ],
          explanation: {
            id: "Kebiasaan baru ditempelkan pada kebiasaan lama yang pasti terjadi (menutup toko), yang berfungsi sebagai pemicu.",
            en: "The new habit is attached to an existing habit that always happens (closing the shop), which acts as the cue.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana contoh merancang lingkungan untuk mendukung kebiasaan baik?",
            en: "Which are examples of designing the environment to support good habits?",
          },
          options: [
            {
              text: {
                id: "Meletakkan sepatu olahraga di dekat pintu",
                en: "Putting running shoes by the door",
              },
              correct: true,
            },
            {
              text: {
                id: "Menyimpan ponsel di tas saat bekerja",
                en: "Keeping the phone in a bag while working",
              },
              correct: true,
            },
            {
              text: {
                id: "Menyimpan camilan manis di laci meja",
                en: "Keeping sweet snacks in the desk drawer",
              },
              correct: false,
            },
            { text: { id: "Bergabung dengan kelompok belajar", en: "Joining a study group" }, correct: true },
          ],
          explanation: {
            id: "Lingkungan yang baik membuat kebiasaan baik mudah dan kebiasaan buruk sulit. Camilan di laci justru memudahkan kebiasaan buruk.",
            en: "A good environment makes good habits easy and bad habits hard. Snacks in the drawer make a bad habit easier.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Langkah pertama menghentikan kebiasaan buruk menurut materi adalah…",
            en: "The first step in breaking a bad habit according to the material is…",
          },
          options: [
            {
              text: {
                id: "Mengamati kapan, di mana, dan mengapa kebiasaan itu muncul",
                en: "Observing when, where and why the habit appears",
              },
              correct: true,
            },
            {
              text: { id: "Menceritakannya di media sosial", en: "Posting about it on social media" },
              correct: false,
            },
            {
              text: { id: "Melarang diri sendiri dengan keras", en: "Strictly forbidding yourself" },
              correct: false,
            },
          ],
          explanation: {
            id: "Pengamatan membantu menemukan pemicu dan ganjaran sebenarnya, sehingga rutinitas pengganti bisa dipilih dengan tepat.",
            en: "Observation reveals the real cue and reward, so a fitting replacement routine can be chosen.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Indikator kebiasaan mana yang paling mudah dicatat dengan pasti?",
            en: "Which habit indicator is easiest to record with certainty?",
          },
          options: [
            { text: { id: '"Olahraga kalau sempat"', en: '"Exercise when possible"' }, correct: false },
            { text: { id: '"Hidup lebih sehat"', en: '"Live healthier"' }, correct: false },
            {
              text: { id: '"Jalan kaki minimal 20 menit"', en: '"Walk at least 20 minutes"' },
              correct: true,
            },
          ],
          explanation: {
            id: "Indikator yang jelas dan terukur bisa dicentang dengan pasti di pelacak kebiasaan.",
            en: "A clear, measurable indicator can be ticked with certainty in a habit tracker.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Strategi apa yang membantu tetap konsisten saat motivasi turun?",
            en: "Which strategies help you stay consistent when motivation drops?",
          },
          options: [
            {
              text: { id: "Berhenti total setelah gagal sekali", en: "Quitting entirely after one lapse" },
              correct: false,
            },
            {
              text: { id: "Memiliki rekan akuntabilitas", en: "Having an accountability partner" },
              correct: true,
            },
            {
              text: { id: 'Aturan "jangan bolong dua kali"', en: 'The "never miss twice" rule' },
              correct: true,
            },
            {
              text: {
                id: "Melakukan versi minimum di hari sibuk",
                en: "Doing a minimum version on busy days",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Konsistensi dijaga oleh sistem: jangan bolong dua kali, versi minimum, pengingat tujuan, dan rekan akuntabilitas.",
            en: "Consistency comes from systems: never miss twice, a minimum version, goal reminders and an accountability partner.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Disiplin diri yang tampak pada orang sukses paling sering berasal dari…",
            en: "The self-discipline seen in successful people most often comes from…",
          },
          options: [
            {
              text: {
                id: "Lingkungan dan sistem yang membuat perilaku baik menjadi mudah",
                en: "Environments and systems that make good behaviour easy",
              },
              correct: true,
            },
            { text: { id: "Motivasi yang selalu tinggi", en: "Constantly high motivation" }, correct: false },
            {
              text: {
                id: "Tekad bawaan yang tidak bisa dipelajari",
                en: "Innate willpower that cannot be learned",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Materi menekankan bahwa disiplin lebih banyak soal merancang lingkungan dan sistem daripada mengandalkan tekad atau motivasi.",
            en: "The material stresses that discipline is mostly about designing environments and systems rather than relying on willpower or motivation.",
          },
        },
      ],
    },
    {
      key: "karier-personal-branding",
      title: { id: "Perencanaan Karier dan Personal Branding", en: "Career Planning and Personal Branding" },
      description: {
        id: "Rancang arah karier Anda dengan sadar, dari memetakan pilihan hingga menutup kesenjangan keterampilan. Anda juga akan belajar membangun personal branding yang jujur melalui CV, profil daring, jejaring, dan wawancara.",
        en: "Design your career direction deliberately, from mapping options to closing skill gaps. You will also learn to build an honest personal brand through your CV, online profile, networking and interviews.",
      },
      skills: [
        { id: "Memetakan pilihan karier", en: "Mapping career options" },
        { id: "Analisis kesenjangan keterampilan", en: "Skill gap analysis" },
        { id: "Menulis CV yang efektif", en: "Writing an effective CV" },
        { id: "Membangun personal branding daring", en: "Building an online personal brand" },
        { id: "Membangun jejaring profesional", en: "Professional networking" },
        { id: "Menghadapi wawancara kerja", en: "Handling job interviews" },
      ],
      lessons: [
        {
          title: { id: "Karier sebagai Perjalanan yang Direncanakan", en: "Career as a Planned Journey" },
          body: {
            id: p(
              "Karier bukan hanya jabatan atau tempat kerja, tetapi rangkaian pengalaman kerja dan belajar sepanjang hidup. Di masa lalu banyak orang bekerja di satu tempat hingga pensiun. Kini, berpindah peran, bidang, bahkan beralih menjadi wirausaha adalah hal biasa.",
              "Perencanaan karier membantu Anda menjawab tiga pertanyaan:",
              "- Di mana posisi saya sekarang? Keterampilan, pengalaman, dan kondisi hidup saya.\n- Ke mana saya ingin menuju dalam tiga sampai lima tahun?\n- Apa jembatan yang perlu dibangun di antaranya?",
              "Karier tidak selalu harus naik lurus seperti tangga. Ada langkah menyamping, misalnya pindah dari bagian penjualan ke pelatihan, yang justru memperluas keterampilan dan membuka jalan lebih jauh.",
              "Contoh: Siti memulai kariernya sebagai kasir minimarket di Palembang. Ia lalu menjadi kepala toko, pindah ke bagian pelatihan karyawan baru di kantor area, dan kini merintis jasa pelatihan layanan pelanggan untuk UMKM. Setiap langkah dipilih dengan sadar berdasarkan minat dan peluang.",
              "Rencana karier bersifat luwes. Ia memberi arah, bukan penjara. Tinjau rencana Anda setiap tahun atau ketika terjadi perubahan besar.",
            ),
            en: p(
              "A career is not just a job title or an employer but a lifelong series of work and learning experiences. In the past many people worked in one place until retirement. Today, changing roles, fields or even becoming an entrepreneur is common.",
              "Career planning helps you answer three questions:",
              "- Where am I now? My skills, experience and life circumstances.\n- Where do I want to be in three to five years?\n- What bridge do I need to build in between?",
              "A career need not climb straight up like a ladder. Sideways moves, such as moving from sales to training, can broaden skills and open longer paths.",
              "Example: Siti began as a minimarket cashier in Palembang. She became store head, moved to new-employee training at the area office, and now runs a customer-service training business for small enterprises. Each step was chosen deliberately based on interests and opportunities.",
              "A career plan is flexible. It gives direction, not a prison. Review it every year or when a big change happens.",
            ),
          },
        },
        {
          title: { id: "Memetakan Pilihan Karier", en: "Mapping Career Options" },
          body: {
            id: p(
              "Banyak orang memilih karier hanya dari pekerjaan yang mereka kenal di sekitar. Padahal pilihan jauh lebih luas. Petakan pilihan dengan tiga langkah.",
              "- Kumpulkan kemungkinan: tulis 5–10 peran yang menarik, dari dalam organisasi Anda, di industri lain, atau usaha sendiri.\n- Cari informasi nyata: baca iklan lowongan untuk peran tersebut. Perhatikan tugas, kualifikasi, dan keterampilan yang diminta.\n- Lakukan wawancara informasional: ajak bicara orang yang sudah menjalani peran itu selama 20–30 menit. Tanyakan seperti apa hari kerjanya, apa tantangannya, dan bagaimana mereka memulainya.",
              "Nilai setiap pilihan berdasarkan kecocokan dengan nilai, minat, dan kekuatan Anda, prospek permintaan di masa depan, serta biaya dan waktu untuk beralih.",
              'Contoh: Reza, guru honorer di Kupang, tertarik pada dunia teknologi pendidikan. Setelah membaca lowongan dan berbicara dengan dua orang yang bekerja di startup edukasi, ia tahu bahwa peran "desainer instruksional" sangat cocok dengan pengalamannya mengajar. Ia cukup menambah keterampilan membuat materi daring.',
              "Wawancara informasional bukan meminta pekerjaan. Tujuannya belajar, dan orang umumnya senang berbagi jika diminta dengan sopan.",
            ),
            en: p(
              "Many people choose careers only from jobs they see around them. The options are far wider. Map them in three steps.",
              "- Collect possibilities: list 5–10 interesting roles, inside your organisation, in other industries or in your own business.\n- Find real information: read job adverts for those roles. Note the duties, qualifications and skills requested.\n- Hold informational interviews: talk to someone already in the role for 20–30 minutes. Ask what a workday looks like, what the challenges are and how they got started.",
              "Rate each option by fit with your values, interests and strengths, future demand, and the cost and time of switching.",
              'Example: Reza, a contract teacher in Kupang, is interested in education technology. After reading job adverts and talking with two people at education startups, he learns that the "instructional designer" role fits his teaching experience well. He only needs to add skills in creating online materials.',
              "An informational interview is not asking for a job. Its purpose is learning, and people usually enjoy sharing when asked politely.",
            ),
          },
        },
        {
          title: { id: "Analisis Kesenjangan Keterampilan", en: "Skill Gap Analysis" },
          body: {
            id: p(
              "Setelah memilih arah karier, bandingkan keterampilan yang dibutuhkan peran tujuan dengan keterampilan yang sudah Anda miliki. Selisihnya adalah kesenjangan yang perlu ditutup.",
              "Cara sederhana melakukannya:",
              "- Daftar keterampilan yang dibutuhkan dari 5–10 iklan lowongan peran tujuan. Keterampilan yang sering muncul adalah prioritas.\n- Nilai diri Anda untuk setiap keterampilan dengan skala 1–4: belum bisa, dasar, mandiri, mahir.\n- Minta satu orang yang mengenal kerja Anda untuk menilai juga, agar lebih objektif.\n- Pilih dua atau tiga kesenjangan terbesar yang paling sering diminta, lalu masukkan ke rencana belajar.",
              "Pisahkan keterampilan teknis (misalnya analisis data dengan spreadsheet, pembukuan, desain grafis) dan nonteknis (komunikasi, kepemimpinan, negosiasi). Keduanya sama penting.",
              "Contoh: Dina, staf administrasi di rumah sakit swasta di Bandung, ingin menjadi analis data layanan kesehatan. Analisisnya menunjukkan ia sudah kuat di ketelitian dan pemahaman alur layanan, tetapi masih dasar di spreadsheet lanjutan dan visualisasi data. Ia pun fokus belajar kedua hal itu selama enam bulan dan membuat contoh dasbor dari data anonim.",
            ),
            en: p(
              "After choosing a career direction, compare the skills the target role needs with the skills you already have. The difference is the gap to close.",
              "A simple way to do it:",
              "- List the skills required in 5–10 job adverts for the target role. Skills that appear often are priorities.\n- Rate yourself on each skill on a 1–4 scale: not yet, basic, independent, expert.\n- Ask someone who knows your work to rate you as well, for objectivity.\n- Pick the two or three biggest gaps among the most requested skills and put them into your learning plan.",
              "Separate technical skills (such as spreadsheet data analysis, bookkeeping, graphic design) from non-technical ones (communication, leadership, negotiation). Both matter equally.",
              "Example: Dina, an administrative officer at a private hospital in Bandung, wants to become a healthcare data analyst. Her analysis shows she is already strong in accuracy and understanding patient service flows, but only basic in advanced spreadsheets and data visualisation. She focuses on those two for six months and builds a sample dashboard from anonymised data.",
            ),
          },
        },
        {
          title: { id: "Menulis CV yang Efektif", en: "Writing an Effective CV" },
          body: {
            id: p(
              "CV adalah alat pemasaran diri. Perekrut sering hanya memindai CV dalam waktu singkat, jadi isinya harus jelas, ringkas, dan relevan.",
              "Prinsip CV yang efektif:",
              '- Sesuaikan dengan setiap lowongan. Tonjolkan pengalaman yang paling relevan dan gunakan istilah yang dipakai di iklan.\n- Tulis pencapaian, bukan sekadar tugas. Bukan "bertanggung jawab atas stok gudang", tetapi "menurunkan selisih stok gudang dari 5% menjadi 1% dalam enam bulan".\n- Gunakan kata kerja aktif: menyusun, memimpin, meningkatkan, menghemat.\n- Format rapi dan mudah dibaca: satu sampai dua halaman, huruf standar, urutan pengalaman dari yang terbaru.\n- Periksa ejaan dan kontak. Satu kesalahan nomor telepon bisa menggagalkan kesempatan.',
              "Jangan mencantumkan informasi yang tidak relevan atau data pribadi berlebihan. Yang terpenting, jangan pernah memalsukan ijazah, sertifikat, atau pengalaman. Selain tidak etis, hal itu mudah terbongkar saat verifikasi.",
              "Contoh: lulusan baru tanpa pengalaman kerja bisa menonjolkan proyek kuliah, kegiatan organisasi, magang, atau usaha kecil yang pernah dijalankan, lengkap dengan hasilnya.",
            ),
            en: p(
              "A CV is a self-marketing tool. Recruiters often scan a CV briefly, so it must be clear, concise and relevant.",
              "Principles of an effective CV:",
              '- Tailor it to each vacancy. Highlight the most relevant experience and use the terms in the advert.\n- Write achievements, not just duties. Not "responsible for warehouse stock" but "reduced warehouse stock discrepancies from 5% to 1% in six months".\n- Use active verbs: prepared, led, increased, saved.\n- Keep the format clean and readable: one to two pages, a standard font, most recent experience first.\n- Check spelling and contact details. One wrong phone number can cost an opportunity.',
              "Do not include irrelevant information or excessive personal data. Above all, never falsify diplomas, certificates or experience. Besides being unethical, it is easily exposed during verification.",
              "Example: a fresh graduate without work experience can highlight university projects, organisational activities, internships or a small business they ran, along with the results.",
            ),
          },
        },
        {
          title: {
            id: "Personal Branding yang Jujur dan Konsisten",
            en: "Honest and Consistent Personal Branding",
          },
          body: {
            id: p(
              "Personal branding adalah kesan yang orang dapatkan tentang Anda: apa keahlian Anda, bagaimana cara kerja Anda, dan nilai apa yang Anda pegang. Semua orang punya personal brand, disadari atau tidak. Pertanyaannya, apakah kesan itu sesuai dengan arah karier Anda?",
              "Langkah membangun personal branding:",
              '- Rumuskan satu kalimat posisi: "Saya membantu UMKM kuliner merapikan pembukuan agar siap mengajukan pembiayaan."\n- Rapikan profil daring: foto yang profesional, ringkasan yang jelas di LinkedIn, dan portofolio hasil kerja bila relevan.\n- Bagikan pengetahuan secara rutin: tulisan singkat, tips, atau studi kasus dari pekerjaan Anda, tanpa membuka data rahasia kantor atau klien.\n- Jaga konsistensi antara yang Anda tampilkan daring dan perilaku nyata Anda.',
              "Personal branding bukan pencitraan palsu. Membesar-besarkan kemampuan akan merusak kepercayaan ketika kenyataan terlihat.",
              "Perhatikan juga jejak digital. Unggahan lama yang kasar, menghina, atau menyebarkan hoaks dapat dilihat calon pemberi kerja atau mitra bisnis. Sebelum mengunggah, tanyakan: apakah saya nyaman jika atasan atau klien membaca ini?",
            ),
            en: p(
              "Personal branding is the impression people have of you: your expertise, how you work and the values you hold. Everyone has a personal brand, knowingly or not. The question is whether that impression matches your career direction.",
              "Steps to build a personal brand:",
              '- Write a one-sentence positioning: "I help food and beverage small businesses tidy their bookkeeping so they are ready to apply for financing."\n- Tidy your online profile: a professional photo, a clear LinkedIn summary and a work portfolio where relevant.\n- Share knowledge regularly: short posts, tips or case studies from your work, without revealing confidential employer or client data.\n- Keep what you show online consistent with how you actually behave.',
              "Personal branding is not a fake image. Exaggerating your abilities destroys trust once reality shows.",
              "Mind your digital footprint too. Old posts that are rude, insulting or spread hoaxes can be seen by potential employers or business partners. Before posting, ask: would I be comfortable if my manager or client read this?",
            ),
          },
        },
        {
          title: { id: "Membangun Jejaring Profesional", en: "Building a Professional Network" },
          body: {
            id: p(
              "Banyak peluang kerja dan bisnis datang melalui rekomendasi orang yang mengenal kita. Jejaring profesional bukan sekadar mengumpulkan kontak, tetapi membangun hubungan yang saling memberi manfaat.",
              "Cara membangun jejaring dengan tulus:",
              "- Mulai dari lingkaran terdekat: alumni sekolah atau kampus, rekan lama, komunitas profesi, asosiasi UMKM.\n- Hadiri acara yang relevan, seperti seminar, pameran produk daerah, atau pertemuan komunitas, lalu tindak lanjuti perkenalan dengan pesan singkat dalam beberapa hari.\n- Beri sebelum meminta: bagikan informasi lowongan, artikel, atau perkenalkan dua orang yang bisa saling membantu.\n- Jaga hubungan secara berkala, tidak hanya muncul saat butuh.",
              'Contoh pesan tindak lanjut: "Selamat siang, Pak Hendra. Saya Rina yang kemarin berbincang di pameran UMKM tentang pengemasan produk. Terima kasih atas sarannya. Jika berkenan, saya ingin bertanya sedikit tentang pemasok kemasan di Surabaya."',
              "Bagi orang yang pemalu, mulailah dengan tujuan kecil: berkenalan dengan dua orang baru di setiap acara. Ingat, kebanyakan orang di acara semacam itu juga ingin berkenalan.",
            ),
            en: p(
              "Many job and business opportunities come through recommendations from people who know us. Professional networking is not just collecting contacts but building mutually beneficial relationships.",
              "How to network sincerely:",
              "- Start with your closest circles: school or university alumni, former colleagues, professional communities, small-business associations.\n- Attend relevant events such as seminars, regional product fairs or community meetups, then follow up new contacts with a short message within a few days.\n- Give before you ask: share job information or articles, or introduce two people who can help each other.\n- Keep in touch regularly, not only when you need something.",
              'A sample follow-up message: "Good afternoon, Pak Hendra. I am Rina; we spoke yesterday at the small-business fair about product packaging. Thank you for your advice. If you don\'t mind, I would like to ask a little about packaging suppliers in Surabaya."',
              "If you are shy, start with a small goal: meet two new people at each event. Remember, most people at such events also want to make connections.",
            ),
          },
        },
        {
          title: {
            id: "Menghadapi Wawancara Kerja dengan Percaya Diri",
            en: "Handling Job Interviews with Confidence",
          },
          body: {
            id: p(
              "Wawancara adalah kesempatan menunjukkan bahwa Anda cocok dengan peran dan organisasi. Persiapan yang baik mengurangi rasa gugup.",
              "Persiapan sebelum wawancara:",
              "- Pelajari organisasinya: produk, layanan, nilai, dan berita terbaru.\n- Baca ulang deskripsi pekerjaan dan siapkan contoh pengalaman untuk setiap kebutuhan utama.\n- Siapkan pertanyaan untuk pewawancara, misalnya tentang target kinerja di tiga bulan pertama.",
              "Untuk pertanyaan tentang pengalaman, gunakan metode STAR:",
              "- Situation: situasi yang dihadapi.\n- Task: tugas atau tanggung jawab Anda.\n- Action: tindakan yang Anda lakukan.\n- Result: hasilnya, sebisa mungkin dengan angka.",
              'Contoh jawaban singkat: "Saat bekerja di koperasi (S), saya ditugasi menurunkan tunggakan pinjaman anggota (T). Saya menyusun jadwal kunjungan dan menawarkan penjadwalan ulang cicilan (A). Dalam enam bulan, tunggakan turun hampir setengahnya (R)."',
              "Saat wawancara, datang tepat waktu, berpakaian sesuai budaya organisasi, dan jawab dengan jujur. Jika tidak tahu, katakan bagaimana Anda akan mencari jawabannya. Setelahnya, kirim ucapan terima kasih singkat.",
            ),
            en: p(
              "An interview is a chance to show that you fit the role and the organisation. Good preparation reduces nervousness.",
              "Preparation before the interview:",
              "- Study the organisation: products, services, values and recent news.\n- Reread the job description and prepare an example from your experience for each key requirement.\n- Prepare questions for the interviewer, such as the performance targets for the first three months.",
              "For questions about experience, use the STAR method:",
              "- Situation: the situation you faced.\n- Task: your task or responsibility.\n- Action: what you did.\n- Result: the outcome, with numbers where possible.",
              'A short sample answer: "While working at a cooperative (S), I was asked to reduce members\' loan arrears (T). I set up a visit schedule and offered instalment rescheduling (A). Within six months, arrears fell by almost half (R)."',
              "At the interview, arrive on time, dress to fit the organisation's culture and answer honestly. If you do not know something, say how you would find the answer. Afterwards, send a short thank-you note.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Pernyataan mana yang paling tepat tentang karier saat ini?",
            en: "Which statement about careers today is most accurate?",
          },
          options: [
            {
              text: {
                id: "Karier harus selalu naik lurus seperti tangga",
                en: "A career must always climb straight like a ladder",
              },
              correct: false,
            },
            {
              text: {
                id: "Langkah menyamping bisa memperluas keterampilan dan membuka jalan lebih jauh",
                en: "Sideways moves can broaden skills and open longer paths",
              },
              correct: true,
            },
            {
              text: { id: "Rencana karier tidak boleh diubah", en: "A career plan must never change" },
              correct: false,
            },
          ],
          explanation: {
            id: "Seperti perjalanan Siti, karier bisa bergerak menyamping dan rencana karier bersifat luwes.",
            en: "As Siti's path shows, careers can move sideways and career plans are flexible.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa tujuan wawancara informasional?",
            en: "What is the purpose of an informational interview?",
          },
          options: [
            {
              text: {
                id: "Belajar tentang suatu peran dari orang yang menjalaninya",
                en: "Learning about a role from someone who does it",
              },
              correct: true,
            },
            {
              text: { id: "Menguji kemampuan orang lain", en: "Testing someone else's skills" },
              correct: false,
            },
            {
              text: { id: "Meminta pekerjaan secara langsung", en: "Asking directly for a job" },
              correct: false,
            },
          ],
          explanation: {
            id: "Wawancara informasional bertujuan belajar tentang hari kerja, tantangan, dan jalur masuk sebuah peran.",
            en: "An informational interview aims to learn about a role's workday, challenges and entry paths.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Langkah mana yang termasuk analisis kesenjangan keterampilan?",
            en: "Which steps are part of a skill gap analysis?",
          },
          options: [
            {
              text: { id: "Menilai diri sendiri dengan skala", en: "Rating yourself on a scale" },
              correct: true,
            },
            {
              text: { id: "Meminta orang lain ikut menilai", en: "Asking someone else to rate you too" },
              correct: true,
            },
            {
              text: { id: "Mempelajari semua keterampilan sekaligus", en: "Learning every skill at once" },
              correct: false,
            },
            {
              text: {
                id: "Mendaftar keterampilan dari beberapa iklan lowongan peran tujuan",
                en: "Listing skills from several job adverts for the target role",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Analisis dilakukan dengan mendaftar, menilai diri, meminta penilaian orang lain, lalu memilih dua atau tiga kesenjangan prioritas.",
            en: "The analysis lists skills, self-rates, asks for another's rating, then picks two or three priority gaps.",
          },
        },
        {
          kind: "single",
          prompt: { id: "Kalimat CV mana yang paling efektif?", en: "Which CV line is most effective?" },
          options: [
            { text: { id: '"Pekerja keras dan jujur"', en: '"Hard-working and honest"' }, correct: false },
            {
              text: { id: '"Bertanggung jawab atas stok gudang"', en: '"Responsible for warehouse stock"' },
              correct: false,
            },
            {
              text: {
                id: '"Menurunkan selisih stok gudang dari 5% menjadi 1% dalam enam bulan"',
                en: '"Reduced warehouse stock discrepancies from 5% to 1% in six months"',
              },
              correct: true,
            },
          ],
          explanation: {
            id: "CV yang efektif menulis pencapaian terukur dengan kata kerja aktif, bukan hanya daftar tugas atau sifat.",
            en: "An effective CV states measurable achievements with active verbs, not just duties or traits.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana praktik personal branding yang tepat?",
            en: "Which are sound personal branding practices?",
          },
          options: [
            {
              text: { id: "Merumuskan satu kalimat posisi", en: "Writing a one-sentence positioning" },
              correct: true,
            },
            {
              text: {
                id: "Membesar-besarkan kemampuan agar terlihat hebat",
                en: "Exaggerating abilities to look impressive",
              },
              correct: false,
            },
            {
              text: {
                id: "Berbagi pengetahuan tanpa membuka data rahasia",
                en: "Sharing knowledge without revealing confidential data",
              },
              correct: true,
            },
            {
              text: {
                id: "Menjaga konsistensi antara profil daring dan perilaku nyata",
                en: "Keeping online profile and real behaviour consistent",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Personal branding harus jujur dan konsisten; membesar-besarkan kemampuan merusak kepercayaan.",
            en: "Personal branding must be honest and consistent; exaggeration destroys trust.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Prinsip utama membangun jejaring profesional yang tulus adalah…",
            en: "The main principle of sincere professional networking is…",
          },
          options: [
            {
              text: {
                id: "Memberi sebelum meminta dan menjaga hubungan secara berkala",
                en: "Giving before asking and keeping in touch regularly",
              },
              correct: true,
            },
            {
              text: {
                id: "Mengumpulkan kontak sebanyak mungkin",
                en: "Collecting as many contacts as possible",
              },
              correct: false,
            },
            {
              text: {
                id: "Menghubungi orang hanya ketika butuh bantuan",
                en: "Contacting people only when you need help",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Jejaring adalah hubungan yang saling memberi manfaat, bukan sekadar koleksi kontak.",
            en: "Networking is a mutually beneficial relationship, not a collection of contacts.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Apa saja unsur metode STAR?", en: "What are the elements of the STAR method?" },
          options: [
            { text: { id: "Action (tindakan)", en: "Action" }, correct: true },
            { text: { id: "Result (hasil)", en: "Result" }, correct: true },
            { text: { id: "Salary (gaji)", en: "Salary" }, correct: false },
            { text: { id: "Situation (situasi)", en: "Situation" }, correct: true },
            { text: { id: "Task (tugas)", en: "Task" }, correct: true },
          ],
          explanation: {
            id: "STAR adalah Situation, Task, Action, Result: cara menyusun cerita pengalaman yang jelas dan terukur.",
            en: "STAR stands for Situation, Task, Action, Result: a way to tell an experience clearly and measurably.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam wawancara, Anda ditanya hal yang tidak Anda ketahui. Respons terbaik adalah…",
            en: "In an interview you are asked something you do not know. The best response is…",
          },
          options: [
            {
              text: { id: "Mengarang jawaban agar terlihat pintar", en: "Making up an answer to look smart" },
              correct: false,
            },
            {
              text: {
                id: "Jujur dan menjelaskan bagaimana Anda akan mencari jawabannya",
                en: "Being honest and explaining how you would find the answer",
              },
              correct: true,
            },
            {
              text: {
                id: "Diam sampai pewawancara mengganti pertanyaan",
                en: "Staying silent until the interviewer moves on",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Kejujuran dan cara berpikir untuk mencari jawaban lebih dihargai daripada jawaban karangan.",
            en: "Honesty and a clear way to find the answer are valued more than an invented answer.",
          },
        },
      ],
    },
  ],
};

export default content;
