/**
 * Seed teaching content for "Pengembangan SDM & Tim" (people and team development): building effective teams,
 * recruitment and onboarding, and training with talent development.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "people-team-development",
  tracks: [
    {
      key: "membangun-tim-efektif",
      title: { id: "Membangun Tim yang Efektif", en: "Building Effective Teams" },
      description: {
        id: "Tim yang efektif tidak terbentuk dengan sendirinya hanya karena orang-orang ditempatkan di unit yang sama. Kursus ini membahas tahap perkembangan tim, piagam dan norma tim, pembagian peran dengan RACI, keragaman dan inklusi, tim jarak jauh, serta retrospektif untuk perbaikan berkelanjutan.",
        en: "An effective team does not form by itself just because people are placed in the same unit. This course covers team development stages, team charters and norms, role clarity with RACI, diversity and inclusion, remote teams and retrospectives for continuous improvement.",
      },
      skills: [
        { id: "Memahami tahap perkembangan tim", en: "Understanding team development stages" },
        { id: "Menyusun piagam dan norma tim", en: "Writing a team charter and norms" },
        { id: "Memperjelas peran dengan RACI", en: "Clarifying roles with RACI" },
        { id: "Mengelola keragaman dan inklusi", en: "Managing diversity and inclusion" },
        { id: "Memimpin tim jarak jauh dan hibrida", en: "Leading remote and hybrid teams" },
        { id: "Memfasilitasi retrospektif tim", en: "Facilitating team retrospectives" },
      ],
      lessons: [
        {
          title: {
            id: "Kelompok Kerja dan Tim: Apa Bedanya?",
            en: "Work Groups and Teams: What Is the Difference?",
          },
          body: {
            id: p(
              "Tidak setiap kumpulan orang yang bekerja di tempat yang sama adalah tim. Dalam kelompok kerja, setiap orang bertanggung jawab atas tugasnya sendiri dan hasilnya dijumlahkan. Dalam tim, anggota saling bergantung untuk mencapai tujuan bersama dan memikul tanggung jawab bersama atas hasilnya.",
              "Ciri tim yang efektif:",
              "- Tujuan bersama yang jelas dan dipahami semua anggota.\n- Peran yang jelas sekaligus kesediaan saling membantu.\n- Komunikasi terbuka dan saling percaya.\n- Cara kerja yang disepakati, termasuk cara mengambil keputusan dan menyelesaikan perbedaan.\n- Kebiasaan mengevaluasi dan memperbaiki cara kerja.",
              "Tidak semua pekerjaan membutuhkan tim. Pekerjaan rutin yang mandiri, seperti memasukkan data di loket masing-masing, bisa berjalan baik sebagai kelompok kerja. Tim dibutuhkan saat pekerjaan menuntut koordinasi erat dan keahlian berbeda, misalnya menyiapkan akreditasi puskesmas, meluncurkan produk baru, atau menangani proyek pembangunan desa.",
              "Contoh: tim akreditasi di sebuah puskesmas terdiri dari dokter, perawat, bidan, petugas farmasi, dan staf administrasi. Tidak ada yang bisa menyiapkan semua dokumen dan perbaikan layanan sendirian. Mereka berhasil karena menyepakati tujuan, membagi standar yang harus disiapkan, dan bertemu rutin untuk saling membantu.",
            ),
            en: p(
              "Not every collection of people working in the same place is a team. In a work group, each person is responsible for their own task and the results are added up. In a team, members depend on each other to reach a shared goal and hold joint responsibility for the result.",
              "Features of an effective team:",
              "- A clear shared goal understood by all members.\n- Clear roles combined with willingness to help each other.\n- Open communication and mutual trust.\n- Agreed ways of working, including how decisions are made and differences resolved.\n- A habit of reviewing and improving how the team works.",
              "Not all work needs a team. Independent routine work, such as data entry at separate counters, can run well as a work group. Teams are needed when work demands close coordination and different expertise, such as preparing a puskesmas for accreditation, launching a new product or running a village development project.",
              "Example: the accreditation team at a puskesmas includes a doctor, nurses, a midwife, pharmacy staff and administrative staff. No one could prepare all the documents and service improvements alone. They succeeded by agreeing on the goal, dividing the standards to be prepared and meeting regularly to help each other.",
            ),
          },
        },
        {
          title: { id: "Tahap Perkembangan Tim Menurut Tuckman", en: "Tuckman's Stages of Team Development" },
          body: {
            id: p(
              "Psikolog Bruce Tuckman menggambarkan bahwa tim biasanya berkembang melalui beberapa tahap. Memahami tahap ini membantu pemimpin memberi dukungan yang tepat.",
              "- Forming (pembentukan): anggota masih sopan dan berhati-hati, belum jelas peran dan cara kerjanya. Pemimpin perlu memberi arah, tujuan, dan struktur.\n- Storming (gejolak): perbedaan pendapat dan gaya kerja mulai muncul, kadang disertai ketegangan. Ini wajar. Pemimpin perlu memfasilitasi perbedaan secara terbuka, bukan menekannya.\n- Norming (penyepakatan norma): tim mulai menyepakati cara kerja, saling menghargai, dan kepercayaan tumbuh.\n- Performing (berkinerja): tim bekerja lancar dan mandiri. Pemimpin bisa lebih banyak mendelegasikan dan fokus pada pengembangan.\n- Adjourning (pembubaran): untuk tim proyek, tahap penutupan saat pekerjaan selesai. Rayakan hasil dan catat pelajaran.",
              "Tahap-tahap ini tidak selalu berurutan rapi. Tim bisa kembali ke tahap gejolak saat ada anggota baru, pemimpin baru, atau perubahan tujuan besar.",
              "Contoh: panitia penyelenggara festival budaya di sebuah kabupaten awalnya antusias (forming), lalu bersitegang soal pembagian anggaran antarseksi (storming). Setelah ketua mengajak menyusun aturan pengajuan anggaran yang disepakati bersama (norming), persiapan berjalan lancar hingga festival sukses (performing).",
            ),
            en: p(
              "Psychologist Bruce Tuckman described how teams usually develop through several stages. Understanding them helps leaders give the right support.",
              "- Forming: members are polite and cautious; roles and ways of working are still unclear. The leader needs to provide direction, goals and structure.\n- Storming: differences of opinion and work style emerge, sometimes with tension. This is normal. The leader should facilitate differences openly rather than suppress them.\n- Norming: the team starts agreeing on how to work, respect grows and trust builds.\n- Performing: the team works smoothly and independently. The leader can delegate more and focus on development.\n- Adjourning: for project teams, the closing stage when the work is done. Celebrate results and record lessons.",
              "The stages do not always follow neatly. A team can slip back into storming when a new member or leader joins or a major goal changes.",
              "Example: the organising committee of a regency cultural festival was enthusiastic at first (forming), then clashed over budget allocation between sections (storming). After the chair led them to agree shared rules for budget requests (norming), preparations ran smoothly through to a successful festival (performing).",
            ),
          },
        },
        {
          title: { id: "Piagam Tim dan Norma Kerja Bersama", en: "Team Charters and Shared Working Norms" },
          body: {
            id: p(
              "Banyak konflik tim muncul dari harapan yang tidak pernah dibicarakan: kapan harus membalas pesan, bagaimana keputusan diambil, atau apa yang terjadi jika tenggat terlewat. Piagam tim (team charter) adalah kesepakatan tertulis singkat yang menjawab hal-hal ini sejak awal.",
              "Isi piagam tim:",
              "- Tujuan tim dan ukuran keberhasilannya.\n- Anggota dan peran masing-masing.\n- Norma komunikasi: saluran yang dipakai, waktu respons yang wajar, dan jam berapa tidak perlu membalas pesan.\n- Cara mengambil keputusan: siapa memutuskan apa, dan kapan memakai musyawarah atau suara terbanyak.\n- Cara menangani perbedaan pendapat dan masalah.\n- Jadwal pertemuan rutin.",
              "Susun piagam bersama seluruh anggota dalam satu sesi, bukan dibuat pemimpin sendirian. Proses menyusunnya sama pentingnya dengan hasilnya, karena anggota jadi merasa memiliki.",
              'Contoh norma tim di startup di Jakarta: "Pesan di grup dibalas dalam empat jam kerja; hal mendesak lewat telepon; keputusan teknis diambil oleh penanggung jawab modul setelah mendengar masukan; setiap Jumat sore kami meninjau pekerjaan seminggu."',
              "Tinjau piagam secara berkala, misalnya setiap tiga bulan atau saat ada anggota baru, dan ubah bagian yang tidak lagi sesuai.",
            ),
            en: p(
              "Many team conflicts arise from expectations never discussed: when to answer messages, how decisions are made or what happens when a deadline is missed. A team charter is a short written agreement that settles these questions from the start.",
              "Contents of a team charter:",
              "- The team's goal and its measures of success.\n- Members and their roles.\n- Communication norms: channels used, reasonable response times and hours when no reply is expected.\n- Decision-making: who decides what, and when to use deliberation or a majority vote.\n- How to handle disagreements and problems.\n- The schedule of regular meetings.",
              "Write the charter together with all members in one session, not by the leader alone. The process matters as much as the result, because members then feel ownership.",
              'Example team norms at a Jakarta startup: "Group messages are answered within four working hours; urgent matters by phone; technical decisions are made by the module owner after hearing input; every Friday afternoon we review the week\'s work."',
              "Review the charter regularly, for example every three months or when a new member joins, and change what no longer fits.",
            ),
          },
        },
        {
          title: { id: "Memperjelas Peran dengan Matriks RACI", en: "Clarifying Roles with the RACI Matrix" },
          body: {
            id: p(
              "Dua masalah klasik dalam tim adalah tugas yang dikerjakan dua orang sekaligus, dan tugas yang tidak dikerjakan siapa pun karena masing-masing mengira orang lain yang bertanggung jawab. Matriks RACI membantu mencegah keduanya.",
              "Untuk setiap tugas atau keputusan, tentukan:",
              "- R (Responsible): siapa yang mengerjakan.\n- A (Accountable): siapa yang bertanggung jawab akhir dan menyetujui hasil. Sebaiknya hanya satu orang per tugas.\n- C (Consulted): siapa yang dimintai masukan sebelum tugas selesai.\n- I (Informed): siapa yang cukup diberi tahu hasilnya.",
              "Contoh RACI untuk penyusunan laporan keuangan tahunan BUMDes:\n- Menyiapkan data transaksi: R = staf administrasi unit usaha, A = bendahara.\n- Menyusun laporan: R = bendahara, A = direktur BUMDes, C = pendamping desa.\n- Menyampaikan laporan ke musyawarah desa: R = direktur, A = direktur, I = seluruh warga dan pemerintah desa.",
              "Tanda-tanda RACI perlu diperbaiki: satu tugas punya lebih dari satu A, ada tugas tanpa R, atau satu orang menjadi A untuk hampir semua hal sehingga menjadi hambatan.",
              "Buat RACI dalam bentuk tabel sederhana dan bagikan kepada semua anggota. Gunakan terutama untuk proyek lintas bagian dan proses yang sering menimbulkan kebingungan.",
            ),
            en: p(
              "Two classic team problems are tasks done by two people at once and tasks done by no one because each assumes someone else is responsible. The RACI matrix helps prevent both.",
              "For each task or decision, define:",
              "- R (Responsible): who does the work.\n- A (Accountable): who is ultimately answerable and approves the result. Ideally only one person per task.\n- C (Consulted): who gives input before the task is finished.\n- I (Informed): who only needs to be told the outcome.",
              "Example RACI for a BUMDes annual financial report:\n- Preparing transaction data: R = business unit administrative staff, A = treasurer.\n- Drafting the report: R = treasurer, A = BUMDes director, C = village facilitator.\n- Presenting the report to the village deliberation: R = director, A = director, I = all residents and the village government.",
              "Signs the RACI needs fixing: a task with more than one A, a task with no R, or one person being A for almost everything and becoming a bottleneck.",
              "Make the RACI a simple table and share it with all members. Use it especially for cross-department projects and processes that often cause confusion.",
            ),
          },
        },
        {
          title: { id: "Keragaman dan Inklusi dalam Tim", en: "Diversity and Inclusion in Teams" },
          body: {
            id: p(
              "Indonesia sangat beragam: suku, agama, bahasa daerah, generasi, latar pendidikan, dan pengalaman hidup. Tim yang beragam berpotensi menghasilkan keputusan lebih baik karena melihat masalah dari banyak sudut, tetapi hanya jika semua anggota benar-benar dilibatkan. Inilah makna inklusi.",
              "Keragaman adalah soal siapa yang ada di tim; inklusi adalah soal apakah setiap orang merasa dihargai, didengar, dan punya kesempatan yang adil untuk berkontribusi.",
              "Praktik inklusi sehari-hari:",
              "- Beri kesempatan bicara secara bergiliran agar tidak hanya yang senior atau paling fasih yang didengar.\n- Hindari candaan yang merendahkan suku, agama, gender, usia, atau disabilitas.\n- Atur jadwal dan kegiatan dengan mempertimbangkan kebutuhan ibadah dan hari besar keagamaan yang berbeda.\n- Pastikan tempat kerja dan rapat dapat diakses rekan penyandang disabilitas.\n- Berikan tugas menantang dan kesempatan promosi berdasarkan kemampuan, bukan kedekatan atau asal daerah.",
              "Contoh: tim penjualan sebuah distributor di Makassar beranggotakan karyawan dari berbagai suku dan generasi. Manajernya memasangkan karyawan senior yang memahami pelanggan lama dengan karyawan muda yang mahir pemasaran digital. Keduanya saling belajar, dan tim berhasil menjangkau toko-toko yang sebelumnya tidak tergarap.",
            ),
            en: p(
              "Indonesia is highly diverse: ethnicities, religions, regional languages, generations, educational backgrounds and life experiences. Diverse teams can make better decisions because they see problems from many angles, but only if every member is genuinely included. That is what inclusion means.",
              "Diversity is about who is on the team; inclusion is about whether everyone feels valued, heard and has a fair chance to contribute.",
              "Everyday inclusion practices:",
              "- Give everyone a turn to speak, so it is not only the senior or most articulate who are heard.\n- Avoid jokes that demean ethnicity, religion, gender, age or disability.\n- Plan schedules and activities with different worship needs and religious holidays in mind.\n- Make sure the workplace and meetings are accessible to colleagues with disabilities.\n- Assign challenging work and promotion opportunities based on ability, not closeness or regional origin.",
              "Example: the sales team of a distributor in Makassar includes staff from various ethnic groups and generations. The manager paired senior staff who know long-standing customers with young staff skilled in digital marketing. Both learned from each other, and the team reached shops that had previously been untapped.",
            ),
          },
        },
        {
          title: { id: "Memimpin Tim Jarak Jauh dan Hibrida", en: "Leading Remote and Hybrid Teams" },
          body: {
            id: p(
              "Semakin banyak tim bekerja sebagian atau seluruhnya dari jarak jauh, misalnya karyawan di kantor pusat Jakarta bekerja sama dengan tim cabang di Medan dan Makassar, atau staf yang bekerja dari rumah beberapa hari seminggu. Tantangannya: informasi mudah tidak merata, kepercayaan lebih sulit dibangun, dan batas jam kerja kabur.",
              "Praktik yang membantu:",
              "- Tetapkan saluran yang jelas: chat untuk hal cepat, email atau dokumen bersama untuk keputusan dan catatan, panggilan video untuk diskusi rumit.\n- Dokumentasikan keputusan secara tertulis agar yang tidak hadir tetap tahu.\n- Ukur hasil kerja, bukan berapa lama seseorang terlihat daring.\n- Adakan pertemuan rutin singkat dan pertemuan satu-satu terjadwal.\n- Perlakukan anggota jarak jauh setara: dalam rapat hibrida, pastikan peserta daring mendapat giliran bicara dan bisa melihat bahan yang sama.\n- Sisakan waktu untuk hubungan sosial, seperti obrolan santai di awal rapat atau pertemuan tatap muka berkala.\n- Hormati zona waktu (WIB, WITA, WIT) dan jam istirahat.",
              "Contoh: sebuah perusahaan perangkat lunak di Surabaya dengan pengembang yang tersebar di beberapa pulau menerapkan rapat harian 15 menit, catatan keputusan di dokumen bersama, dan pertemuan tatap muka seluruh tim dua kali setahun. Koordinasi membaik dan anggota baru lebih cepat menyesuaikan diri.",
            ),
            en: p(
              "More and more teams work partly or fully remotely, such as head office staff in Jakarta working with branch teams in Medan and Makassar, or staff working from home a few days a week. The challenges: information spreads unevenly, trust is harder to build and working-hour boundaries blur.",
              "Helpful practices:",
              "- Set clear channels: chat for quick matters, email or shared documents for decisions and records, video calls for complex discussions.\n- Document decisions in writing so those absent still know.\n- Measure results, not how long someone appears online.\n- Hold short regular meetings and scheduled one-to-ones.\n- Treat remote members as equals: in hybrid meetings, make sure online participants get turns to speak and see the same materials.\n- Leave time for social connection, such as casual chat at the start of meetings or periodic in-person gatherings.\n- Respect time zones (WIB, WITA, WIT) and rest hours.",
              "Example: a software company in Surabaya with developers spread across several islands runs a 15-minute daily meeting, records decisions in a shared document and brings the whole team together in person twice a year. Coordination improved and new members settle in faster.",
            ),
          },
        },
        {
          title: {
            id: "Retrospektif: Tim yang Terus Belajar",
            en: "Retrospectives: A Team That Keeps Learning",
          },
          body: {
            id: p(
              "Tim terbaik bukan tim yang tidak pernah salah, melainkan tim yang rutin belajar dari pengalaman. Retrospektif adalah pertemuan singkat dan berkala untuk meninjau cara kerja tim, bukan hanya hasil kerjanya.",
              "Format sederhana retrospektif (45–60 menit):",
              "- Buka dengan mengingatkan tujuan: kita membahas proses, bukan mencari siapa yang salah.\n- Kumpulkan pendapat tentang tiga pertanyaan: apa yang berjalan baik dan perlu dipertahankan? Apa yang kurang berjalan baik? Apa yang ingin kita coba berbeda?\n- Kelompokkan pendapat yang mirip, lalu pilih satu sampai tiga hal terpenting.\n- Sepakati tindakan perbaikan yang konkret, dengan penanggung jawab dan waktu.\n- Di retrospektif berikutnya, periksa apakah tindakan tersebut sudah dijalankan dan berdampak.",
              "Agar retrospektif jujur, pemimpin perlu menunjukkan contoh dengan mengakui kekurangannya sendiri. Bisa juga meminta anggota menulis pendapat secara anonim di kertas tempel.",
              "Contoh: setelah setiap kegiatan posyandu bulanan, kader di sebuah desa di Sleman melakukan evaluasi singkat. Dari evaluasi, mereka menemukan bahwa antrean panjang terjadi di meja pendaftaran. Bulan berikutnya, mereka menambah satu kader di pendaftaran dan menyiapkan buku KIA yang sudah diisi sebagian. Waktu tunggu ibu dan balita berkurang.",
              "Jalankan retrospektif secara rutin, bukan hanya setelah ada masalah besar.",
            ),
            en: p(
              "The best teams are not those that never make mistakes but those that regularly learn from experience. A retrospective is a short, regular meeting to review how the team works, not just what it produced.",
              "A simple retrospective format (45–60 minutes):",
              "- Open by restating the purpose: we discuss the process, not who was wrong.\n- Collect views on three questions: what went well and should continue? What did not go well? What do we want to try differently?\n- Group similar points, then choose the one to three most important.\n- Agree concrete improvement actions, with owners and dates.\n- At the next retrospective, check whether the actions were done and had an effect.",
              "For honest retrospectives, the leader should set an example by admitting their own shortcomings. Members can also write views anonymously on sticky notes.",
              "Example: after each monthly posyandu session, volunteers in a village in Sleman hold a short review. They found that long queues formed at the registration table. The next month they added a volunteer at registration and prepared partly filled maternal and child health books in advance. Waiting times for mothers and toddlers fell.",
              "Hold retrospectives regularly, not only after a major problem.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Apa perbedaan utama tim dengan kelompok kerja?",
            en: "What mainly distinguishes a team from a work group?",
          },
          options: [
            {
              text: {
                id: "Tim selalu lebih besar dari kelompok kerja",
                en: "Teams are always larger than work groups",
              },
              correct: false,
            },
            {
              text: { id: "Tim tidak memerlukan pemimpin", en: "Teams do not need a leader" },
              correct: false,
            },
            {
              text: {
                id: "Anggota tim saling bergantung dan memikul tanggung jawab bersama atas hasil",
                en: "Team members depend on each other and share responsibility for results",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Dalam kelompok kerja hasil individu dijumlahkan; dalam tim anggota saling bergantung untuk tujuan bersama.",
            en: "In a work group individual results are added up; in a team members depend on each other for a shared goal.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Tahap Tuckman saat perbedaan pendapat dan ketegangan mulai muncul adalah…",
            en: "The Tuckman stage where disagreement and tension emerge is…",
          },
          options: [
            { text: { id: "Storming", en: "Storming" }, correct: true },
            { text: { id: "Performing", en: "Performing" }, correct: false },
            { text: { id: "Forming", en: "Forming" }, correct: false },
          ],
          explanation: {
            id: "Storming adalah tahap gejolak yang wajar; pemimpin memfasilitasi perbedaan secara terbuka.",
            en: "Storming is a normal stage of turbulence; the leader facilitates differences openly.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Apa saja isi piagam tim?", en: "What does a team charter contain?" },
          options: [
            { text: { id: "Norma komunikasi", en: "Communication norms" }, correct: true },
            { text: { id: "Cara mengambil keputusan", en: "How decisions are made" }, correct: true },
            {
              text: {
                id: "Daftar kesalahan pribadi setiap anggota",
                en: "A list of each member's personal mistakes",
              },
              correct: false,
            },
            {
              text: { id: "Tujuan tim dan ukuran keberhasilan", en: "The team's goal and success measures" },
              correct: true,
            },
          ],
          explanation: {
            id: "Piagam tim memuat tujuan, peran, norma komunikasi, cara mengambil keputusan, penanganan masalah, dan jadwal pertemuan.",
            en: "A charter covers goals, roles, communication norms, decision-making, problem handling and meeting schedules.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam matriks RACI, huruf A sebaiknya diberikan kepada…",
            en: "In a RACI matrix, the A should be assigned to…",
          },
          options: [
            {
              text: { id: "Orang yang hanya perlu diberi tahu", en: "People who only need to be informed" },
              correct: false,
            },
            { text: { id: "Satu orang per tugas", en: "One person per task" }, correct: true },
            { text: { id: "Semua anggota tim", en: "Every team member" }, correct: false },
          ],
          explanation: {
            id: "Accountable adalah penanggung jawab akhir; lebih dari satu A menimbulkan kebingungan.",
            en: "Accountable is the final owner; more than one A causes confusion.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana praktik inklusi di tempat kerja?",
            en: "Which are inclusive workplace practices?",
          },
          options: [
            {
              text: {
                id: "Memberi giliran bicara kepada semua anggota",
                en: "Giving every member a turn to speak",
              },
              correct: true,
            },
            {
              text: {
                id: "Mempertimbangkan kebutuhan ibadah dan hari besar yang berbeda",
                en: "Considering different worship needs and holidays",
              },
              correct: true,
            },
            {
              text: {
                id: "Memberi promosi berdasarkan asal daerah",
                en: "Promoting based on regional origin",
              },
              correct: false,
            },
            {
              text: {
                id: "Memastikan rapat dapat diakses rekan penyandang disabilitas",
                en: "Making meetings accessible to colleagues with disabilities",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Inklusi berarti setiap orang dihargai dan mendapat kesempatan adil; promosi didasarkan kemampuan.",
            en: "Inclusion means everyone is valued with fair opportunity; promotion is based on ability.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam tim jarak jauh, kinerja sebaiknya diukur dari…",
            en: "In a remote team, performance should be measured by…",
          },
          options: [
            { text: { id: "Hasil kerja", en: "Work results" }, correct: true },
            { text: { id: "Lama waktu terlihat daring", en: "Time seen online" }, correct: false },
            {
              text: { id: "Kecepatan membalas setiap pesan", en: "Speed of replying to every message" },
              correct: false,
            },
          ],
          explanation: {
            id: "Mengukur hasil lebih adil dan relevan daripada mengukur seberapa lama seseorang terlihat aktif.",
            en: "Measuring results is fairer and more relevant than measuring how long someone appears active.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Pertanyaan apa saja yang dibahas dalam format retrospektif sederhana?",
            en: "Which questions are covered in a simple retrospective?",
          },
          options: [
            {
              text: { id: "Apa yang ingin dicoba berbeda?", en: "What do we want to try differently?" },
              correct: true,
            },
            { text: { id: "Siapa yang harus dihukum?", en: "Who should be punished?" }, correct: false },
            { text: { id: "Apa yang berjalan baik?", en: "What went well?" }, correct: true },
            { text: { id: "Apa yang kurang berjalan baik?", en: "What did not go well?" }, correct: true },
          ],
          explanation: {
            id: "Retrospektif membahas proses untuk perbaikan, bukan mencari orang yang salah.",
            en: "Retrospectives discuss the process for improvement, not finding culprits.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kapan sebaiknya retrospektif dilakukan?",
            en: "When should retrospectives be held?",
          },
          options: [
            { text: { id: "Hanya saat proyek gagal", en: "Only when a project fails" }, correct: false },
            {
              text: { id: "Sekali setahun saat rapat kerja", en: "Once a year at the annual meeting" },
              correct: false,
            },
            {
              text: {
                id: "Secara rutin, tidak hanya setelah masalah besar",
                en: "Regularly, not only after a major problem",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Retrospektif rutin membuat tim terus belajar, seperti evaluasi kader posyandu setiap bulan.",
            en: "Regular retrospectives keep the team learning, like the posyandu volunteers' monthly review.",
          },
        },
      ],
    },
    {
      key: "rekrutmen-onboarding",
      title: {
        id: "Rekrutmen, Seleksi, dan Onboarding Karyawan",
        en: "Recruitment, Selection and Employee Onboarding",
      },
      description: {
        id: "Salah merekrut mahal biayanya, baik bagi perusahaan besar maupun UMKM. Kursus ini membahas perencanaan kebutuhan tenaga kerja, deskripsi pekerjaan, pencarian kandidat, wawancara terstruktur, seleksi yang adil, serta onboarding dan masa percobaan yang membuat karyawan baru cepat berkontribusi.",
        en: "Hiring the wrong person is costly for large companies and small businesses alike. This course covers workforce planning, job descriptions, sourcing candidates, structured interviews, fair selection, and onboarding and probation that help new employees contribute quickly.",
      },
      skills: [
        { id: "Merencanakan kebutuhan tenaga kerja", en: "Workforce planning" },
        {
          id: "Menyusun deskripsi pekerjaan dan profil kompetensi",
          en: "Writing job descriptions and competency profiles",
        },
        { id: "Mencari dan menarik kandidat", en: "Sourcing and attracting candidates" },
        { id: "Melakukan wawancara terstruktur", en: "Conducting structured interviews" },
        { id: "Seleksi yang adil", en: "Fair selection" },
        { id: "Merancang onboarding", en: "Designing onboarding" },
      ],
      lessons: [
        {
          title: { id: "Merencanakan Kebutuhan Tenaga Kerja", en: "Planning Workforce Needs" },
          body: {
            id: p(
              'Rekrutmen yang baik dimulai jauh sebelum iklan lowongan dipasang. Pertanyaan pertama bukan "siapa yang akan kita rekrut?", tetapi "pekerjaan apa yang perlu dilakukan, dan apakah benar butuh orang baru?"',
              "Pertimbangkan beberapa pilihan sebelum merekrut:",
              "- Apakah pekerjaan bisa dibagi ulang di antara anggota tim yang ada?\n- Apakah proses bisa disederhanakan atau sebagian diotomatisasi?\n- Apakah kebutuhan ini sementara, sehingga cukup dengan tenaga kontrak, paruh waktu, atau alih daya?\n- Apakah ada karyawan internal yang bisa dikembangkan untuk mengisi peran ini?",
              "Jika memang perlu merekrut, susun rencana sederhana:",
              "- Peran apa yang dibutuhkan, berapa orang, dan kapan.\n- Anggaran gaji dan tunjangan, termasuk iuran BPJS Kesehatan dan BPJS Ketenagakerjaan yang menjadi kewajiban pemberi kerja.\n- Siapa yang terlibat dalam proses seleksi.",
              "Contoh: pemilik toko bangunan di Palu yang kewalahan melayani pesanan berpikir untuk merekrut dua pramuniaga. Setelah menganalisis, ia menemukan bahwa yang paling menyita waktu adalah mencatat stok secara manual. Ia memutuskan memakai aplikasi kasir dengan fitur stok dan merekrut satu orang saja, yang diberi tugas mengelola pengiriman.",
              "Perencanaan yang baik mencegah merekrut terburu-buru hanya karena sedang sibuk, lalu kesulitan saat beban kerja kembali normal.",
            ),
            en: p(
              'Good recruitment starts long before a job advert is posted. The first question is not "whom shall we hire?" but "what work needs doing, and do we really need a new person?"',
              "Consider several options before hiring:",
              "- Can the work be redistributed among existing team members?\n- Can the process be simplified or partly automated?\n- Is the need temporary, so a contract, part-time or outsourced worker would do?\n- Is there an internal employee who could be developed into this role?",
              "If hiring is truly needed, draw up a simple plan:",
              "- Which role is needed, how many people and when.\n- The budget for pay and benefits, including the employer's BPJS Health and BPJS Employment contributions.\n- Who will be involved in selection.",
              "Example: a building-supplies shop owner in Palu, overwhelmed by orders, considered hiring two shop assistants. After analysing, he found that manual stock recording took up the most time. He decided to use a point-of-sale app with stock features and hire just one person, assigned to manage deliveries.",
              "Good planning prevents hurried hiring during a busy spell followed by trouble when the workload returns to normal.",
            ),
          },
        },
        {
          title: {
            id: "Deskripsi Pekerjaan dan Profil Kompetensi",
            en: "Job Descriptions and Competency Profiles",
          },
          body: {
            id: p(
              "Deskripsi pekerjaan yang jelas membantu menarik kandidat yang tepat, menjadi dasar penilaian saat seleksi, dan menjadi acuan ekspektasi setelah karyawan bergabung.",
              "Isi deskripsi pekerjaan:",
              "- Nama jabatan dan kepada siapa melapor.\n- Tujuan utama peran dalam satu atau dua kalimat.\n- Tanggung jawab utama, sebaiknya lima sampai delapan butir, diurutkan dari yang terpenting.\n- Kualifikasi wajib: pendidikan, sertifikat, atau pengalaman yang benar-benar diperlukan.\n- Kualifikasi tambahan yang diharapkan tetapi tidak wajib.\n- Kondisi kerja: lokasi, jam kerja, sistem shift, atau perjalanan dinas.",
              "Lengkapi dengan profil kompetensi: pengetahuan, keterampilan, dan perilaku yang membedakan karyawan berkinerja baik di peran itu. Contoh untuk petugas layanan pelanggan bank: ketelitian, kemampuan menjelaskan produk dengan sederhana, kesabaran menghadapi nasabah yang marah, dan integritas dalam menangani data.",
              "Hindari persyaratan yang tidak berkaitan dengan pekerjaan dan dapat menyingkirkan kandidat baik secara tidak adil, seperti syarat penampilan fisik atau batas usia yang tidak punya alasan jelas dengan tugasnya. Fokuslah pada kemampuan melakukan pekerjaan.",
              "Gunakan bahasa yang jelas dan jujur. Deskripsi yang terlalu dibesar-besarkan akan membuat karyawan baru kecewa dan cepat keluar.",
            ),
            en: p(
              "A clear job description helps attract the right candidates, forms the basis for assessment during selection and sets expectations after the employee joins.",
              "Contents of a job description:",
              "- Job title and reporting line.\n- The role's main purpose in one or two sentences.\n- Key responsibilities, ideally five to eight items, in order of importance.\n- Essential qualifications: education, certificates or experience genuinely required.\n- Desirable but optional qualifications.\n- Working conditions: location, hours, shift system or travel.",
              "Add a competency profile: the knowledge, skills and behaviours that distinguish strong performers in the role. Example for a bank customer service officer: accuracy, explaining products simply, patience with angry customers and integrity in handling data.",
              "Avoid requirements unrelated to the job that can unfairly exclude good candidates, such as physical appearance requirements or age limits with no clear connection to the duties. Focus on the ability to do the work.",
              "Use clear, honest language. An exaggerated description leaves new employees disappointed and quick to leave.",
            ),
          },
        },
        {
          title: { id: "Mencari dan Menarik Kandidat", en: "Sourcing and Attracting Candidates" },
          body: {
            id: p(
              "Kandidat terbaik tidak selalu datang sendiri. Pilih saluran pencarian sesuai jenis peran dan lokasi.",
              "Saluran yang umum dipakai:",
              "- Rekrutmen internal: memberi kesempatan karyawan yang ada untuk melamar. Ini meningkatkan motivasi dan mempercepat adaptasi.\n- Rekomendasi karyawan: sering menghasilkan kandidat yang cocok, tetapi tetap harus melalui seleksi yang sama agar adil.\n- Portal lowongan kerja daring dan media sosial profesional.\n- Kerja sama dengan SMK, politeknik, dan universitas, termasuk program magang.\n- Bursa kerja dan layanan dinas ketenagakerjaan setempat.\n- Komunitas lokal, seperti pengumuman di balai desa atau grup warga, untuk peran di daerah.",
              "Iklan lowongan yang menarik menjelaskan bukan hanya syarat, tetapi juga apa yang ditawarkan: lingkup pekerjaan, kesempatan belajar, dan lingkungan kerja. Cantumkan proses dan tenggat lamaran dengan jelas.",
              "Waspadai praktik yang merugikan pelamar dan mencoreng nama organisasi, misalnya memungut biaya dari pelamar. Pastikan juga informasi lowongan disampaikan lewat saluran resmi agar tidak dimanfaatkan penipu.",
              "Contoh: sebuah pabrik pengolahan ikan di Bitung bermitra dengan SMK perikanan setempat. Siswa menjalani praktik kerja di pabrik, dan lulusan terbaik direkrut. Pabrik mendapat karyawan yang sudah memahami standar kebersihan, sementara siswa mendapat jalur kerja yang jelas.",
            ),
            en: p(
              "The best candidates do not always come on their own. Choose sourcing channels to suit the role and location.",
              "Common channels:",
              "- Internal recruitment: giving existing employees the chance to apply. This raises motivation and speeds adaptation.\n- Employee referrals: often produce good-fit candidates, but must go through the same selection to be fair.\n- Online job portals and professional social media.\n- Partnerships with vocational schools, polytechnics and universities, including internships.\n- Job fairs and the local manpower office's services.\n- Local communities, such as notices at the village hall or residents' groups, for roles in the regions.",
              "An attractive job advert explains not just requirements but also what is offered: the scope of work, learning opportunities and work environment. State the process and application deadline clearly.",
              "Beware of practices that harm applicants and tarnish the organisation's name, such as charging applicants fees. Also make sure vacancies are announced through official channels so scammers cannot exploit them.",
              "Example: a fish processing plant in Bitung partners with a local fisheries vocational school. Students do work placements at the plant, and the best graduates are hired. The plant gains staff who already understand hygiene standards, and students gain a clear path into work.",
            ),
          },
        },
        {
          title: { id: "Wawancara Terstruktur Berbasis Perilaku", en: "Structured Behavioural Interviews" },
          body: {
            id: p(
              "Wawancara yang mengalir bebas seperti obrolan sering menghasilkan keputusan berdasarkan kesan pertama atau kesamaan latar belakang, bukan kemampuan. Wawancara terstruktur membuat penilaian lebih adil dan lebih akurat.",
              "Ciri wawancara terstruktur:",
              "- Pertanyaan disiapkan berdasarkan profil kompetensi, dan semua kandidat mendapat pertanyaan inti yang sama.\n- Setiap jawaban dinilai dengan skala dan contoh jawaban yang sudah disepakati.\n- Pewawancara mencatat jawaban, lalu menilai secara mandiri sebelum berdiskusi dengan pewawancara lain.",
              "Pertanyaan berbasis perilaku meminta contoh nyata dari pengalaman masa lalu, karena perilaku masa lalu adalah petunjuk yang baik untuk perilaku di masa depan:",
              '- "Ceritakan saat Anda menghadapi pelanggan yang sangat marah. Apa yang Anda lakukan dan bagaimana hasilnya?"\n- "Ceritakan saat Anda menemukan kesalahan dalam pekerjaan Anda sendiri."',
              'Dengarkan jawaban dengan kerangka STAR: situasi, tugas, tindakan, dan hasil. Ajukan pertanyaan lanjutan jika jawabannya terlalu umum: "Apa tepatnya yang Anda katakan kepada pelanggan itu?"',
              "Hindari pertanyaan pribadi yang tidak terkait pekerjaan dan bisa bersifat diskriminatif, seperti rencana menikah atau memiliki anak. Untuk peran praktis, tambahkan tes kerja singkat, misalnya membuat rekap data untuk staf administrasi.",
            ),
            en: p(
              "Free-flowing, chatty interviews often lead to decisions based on first impressions or shared backgrounds rather than ability. Structured interviews make assessment fairer and more accurate.",
              "Features of a structured interview:",
              "- Questions are prepared from the competency profile, and every candidate gets the same core questions.\n- Each answer is rated on an agreed scale with example answers.\n- Interviewers take notes and rate independently before discussing with other interviewers.",
              "Behavioural questions ask for real examples from past experience, because past behaviour is a good guide to future behaviour:",
              '- "Tell me about a time you dealt with a very angry customer. What did you do, and what was the result?"\n- "Tell me about a time you found an error in your own work."',
              'Listen to answers using the STAR frame: situation, task, action and result. Ask follow-ups if the answer is too general: "What exactly did you say to that customer?"',
              "Avoid personal questions unrelated to the job that may be discriminatory, such as plans to marry or have children. For practical roles, add a short work test, such as preparing a data summary for an administrative post.",
            ),
          },
        },
        {
          title: {
            id: "Seleksi yang Adil dan Pemeriksaan Referensi",
            en: "Fair Selection and Reference Checks",
          },
          body: {
            id: p(
              "Keputusan akhir seleksi sebaiknya didasarkan pada bukti dari beberapa sumber, bukan satu wawancara atau satu orang penilai saja.",
              "Langkah seleksi yang adil:",
              "- Gabungkan nilai dari wawancara terstruktur, tes kerja, dan bila perlu tes tertulis.\n- Libatkan lebih dari satu penilai, dan minta masing-masing menilai secara mandiri sebelum berdiskusi.\n- Bandingkan kandidat dengan kriteria di profil kompetensi, bukan dengan kandidat favorit.\n- Catat alasan keputusan, agar bisa dipertanggungjawabkan.",
              "Waspadai bias yang sering muncul dalam seleksi: efek halo (satu kelebihan membuat semua hal tampak baik), kesamaan (menyukai kandidat yang mirip dengan diri sendiri), dan kesan pertama.",
              'Pemeriksaan referensi membantu memverifikasi informasi. Mintalah izin kandidat terlebih dahulu, lalu hubungi atasan sebelumnya dengan pertanyaan spesifik: "Apa tanggung jawab utamanya? Bagaimana ia menangani tenggat yang ketat? Apakah Anda akan mempekerjakannya lagi?" Periksa juga keaslian ijazah dan sertifikat yang menjadi syarat wajib.',
              "Setelah keputusan diambil, beri kabar kepada semua kandidat, termasuk yang tidak terpilih. Pengalaman kandidat yang baik menjaga reputasi organisasi.",
              "Contoh: koperasi simpan pinjam di Kendari memilih kasir baru dengan tes hitung, simulasi melayani anggota, dan wawancara oleh dua pengurus. Kandidat yang paling fasih bicara ternyata membuat banyak kesalahan di tes hitung, sehingga yang dipilih adalah kandidat lain yang lebih teliti.",
            ),
            en: p(
              "The final selection decision should rest on evidence from several sources, not a single interview or a single assessor.",
              "Steps for fair selection:",
              "- Combine scores from the structured interview, work test and, if needed, a written test.\n- Involve more than one assessor, each rating independently before discussion.\n- Compare candidates against the competency profile criteria, not against a favourite candidate.\n- Record the reasons for the decision so it can be justified.",
              "Watch for common selection biases: the halo effect (one strength makes everything look good), similarity (liking candidates who resemble yourself) and first impressions.",
              'Reference checks help verify information. Ask the candidate\'s permission first, then contact previous supervisors with specific questions: "What were her main responsibilities? How did she handle tight deadlines? Would you hire her again?" Also verify diplomas and certificates that are essential requirements.',
              "Once decided, inform all candidates, including those not selected. A good candidate experience protects the organisation's reputation.",
              "Example: a savings and loan cooperative in Kendari chose a new cashier using an arithmetic test, a member-service role-play and an interview by two board members. The most articulate candidate made many errors in the arithmetic test, so a more careful candidate was chosen instead.",
            ),
          },
        },
        {
          title: {
            id: "Onboarding: 90 Hari Pertama Karyawan Baru",
            en: "Onboarding: A New Employee's First 90 Days",
          },
          body: {
            id: p(
              "Onboarding adalah proses membantu karyawan baru memahami pekerjaan, organisasi, dan rekan kerjanya sehingga cepat produktif dan merasa diterima. Onboarding yang buruk, misalnya karyawan baru dibiarkan tanpa arahan di hari pertama, sering membuat orang berbakat cepat keluar.",
              "Rencana onboarding sederhana:",
              "- Sebelum hari pertama: siapkan meja, seragam, akun, dan alat kerja. Kirim informasi jam masuk, lokasi, dan siapa yang akan menyambut.\n- Minggu pertama: perkenalan dengan tim dan unit terkait, penjelasan visi, aturan, keselamatan kerja, dan SOP utama. Tunjuk seorang pendamping (buddy) tempat bertanya sehari-hari.\n- Bulan pertama: tugas nyata dengan tingkat kesulitan bertahap, umpan balik rutin, dan pertemuan mingguan dengan atasan.\n- Bulan kedua dan ketiga: tanggung jawab penuh sesuai peran, tinjauan kemajuan terhadap ekspektasi yang disepakati.",
              "Tetapkan sasaran 30-60-90 hari yang jelas, misalnya: hari ke-30 memahami seluruh alur layanan, hari ke-60 melayani nasabah secara mandiri, hari ke-90 mencapai target layanan harian.",
              "Contoh: sebuah rumah makan di Padang yang sering kehilangan pelayan baru mulai menerapkan pendamping untuk setiap karyawan baru selama dua minggu, daftar periksa pelatihan menu dan pelayanan, serta pertemuan singkat dengan pemilik setiap Sabtu. Karyawan baru kini lebih lama bertahan.",
            ),
            en: p(
              "Onboarding is the process of helping new employees understand their job, the organisation and their colleagues, so they become productive quickly and feel welcome. Poor onboarding, such as leaving a newcomer without guidance on day one, often makes talented people leave early.",
              "A simple onboarding plan:",
              "- Before day one: prepare the desk, uniform, accounts and tools. Send information on start time, location and who will greet them.\n- Week one: introductions to the team and related units, an explanation of the vision, rules, workplace safety and key SOPs. Assign a buddy for everyday questions.\n- Month one: real tasks of gradually increasing difficulty, regular feedback and a weekly meeting with the manager.\n- Months two and three: full responsibility for the role and progress reviews against agreed expectations.",
              "Set clear 30-60-90 day goals, for example: by day 30, understand the whole service flow; by day 60, serve customers independently; by day 90, meet the daily service target.",
              "Example: a restaurant in Padang that kept losing new waiters introduced a buddy for every new employee for two weeks, a training checklist for the menu and service, and a short meeting with the owner every Saturday. New staff now stay much longer.",
            ),
          },
        },
        {
          title: { id: "Masa Percobaan dan Evaluasi Awal", en: "Probation and Early Evaluation" },
          body: {
            id: p(
              "Masa percobaan memberi kesempatan kedua belah pihak menilai kecocokan. Di Indonesia, Undang-Undang Nomor 13 Tahun 2003 tentang Ketenagakerjaan mengatur bahwa masa percobaan hanya dapat disyaratkan untuk perjanjian kerja waktu tidak tertentu (karyawan tetap), paling lama tiga bulan, dan upah selama masa percobaan tidak boleh di bawah upah minimum yang berlaku. Perjanjian kerja waktu tertentu (kontrak) tidak boleh mensyaratkan masa percobaan. Ketentuan ketenagakerjaan dapat diperbarui, jadi selalu rujuk aturan terbaru atau tanyakan kepada dinas ketenagakerjaan.",
              "Agar masa percobaan bermanfaat:",
              "- Sampaikan ekspektasi dan kriteria penilaian sejak hari pertama.\n- Beri umpan balik rutin, jangan menunggu akhir masa percobaan untuk menyampaikan masalah.\n- Sediakan pelatihan dan dukungan yang dijanjikan dalam onboarding.\n- Lakukan evaluasi tertulis sebelum masa percobaan berakhir, dengan contoh konkret.",
              "Evaluasi awal juga berguna untuk memperbaiki proses rekrutmen. Tanyakan kepada karyawan baru: apakah pekerjaan sesuai dengan gambaran saat melamar? Apa yang membantu dan apa yang membingungkan di minggu-minggu awal?",
              "Contoh: sebuah startup di Bandung menemukan dari evaluasi karyawan baru bahwa iklan lowongannya tidak menyebutkan tugas lapangan ke mitra UMKM. Iklan diperbaiki agar kandidat mendapat gambaran yang jujur, dan tingkat karyawan yang keluar di bulan-bulan awal menurun.",
            ),
            en: p(
              "Probation gives both sides a chance to judge fit. In Indonesia, Law No. 13 of 2003 on Manpower provides that probation may only be required under an indefinite-term employment agreement (permanent staff), for at most three months, and pay during probation may not be below the applicable minimum wage. Fixed-term (contract) agreements may not require probation. Employment rules can be updated, so always refer to the latest regulations or ask the manpower office.",
              "To make probation useful:",
              "- Communicate expectations and assessment criteria from day one.\n- Give regular feedback; do not wait until the end of probation to raise problems.\n- Provide the training and support promised during onboarding.\n- Hold a written evaluation before probation ends, with concrete examples.",
              "Early evaluation also helps improve the recruitment process. Ask new employees: does the job match what you expected when applying? What helped and what confused you in the first weeks?",
              "Example: a Bandung startup learned from new employees' feedback that its job advert did not mention field visits to small-business partners. The advert was corrected to give candidates an honest picture, and the number of employees leaving in the first months fell.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Apa pertanyaan pertama yang tepat sebelum merekrut?",
            en: "What is the right first question before hiring?",
          },
          options: [
            {
              text: {
                id: '"Pekerjaan apa yang perlu dilakukan, dan apakah benar butuh orang baru?"',
                en: '"What work needs doing, and do we really need a new person?"',
              },
              correct: true,
            },
            {
              text: {
                id: '"Siapa kenalan yang bisa langsung diterima?"',
                en: '"Which acquaintance can be hired right away?"',
              },
              correct: false,
            },
            {
              text: {
                id: '"Berapa gaji terendah yang bisa ditawarkan?"',
                en: '"What is the lowest salary we can offer?"',
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Perencanaan dimulai dari kebutuhan pekerjaan dan alternatif selain merekrut, seperti membagi ulang tugas atau memperbaiki proses.",
            en: "Planning starts from work needs and alternatives to hiring, such as redistributing tasks or improving processes.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang sebaiknya ada dalam deskripsi pekerjaan?",
            en: "What should a job description include?",
          },
          options: [
            { text: { id: "Tanggung jawab utama", en: "Key responsibilities" }, correct: true },
            {
              text: { id: "Kualifikasi wajib dan tambahan", en: "Essential and desirable qualifications" },
              correct: true,
            },
            {
              text: {
                id: "Syarat penampilan fisik yang tidak berkaitan dengan tugas",
                en: "Physical appearance requirements unrelated to duties",
              },
              correct: false,
            },
            { text: { id: "Tujuan utama peran", en: "The role's main purpose" }, correct: true },
          ],
          explanation: {
            id: "Persyaratan yang tidak berkaitan dengan pekerjaan dapat menyingkirkan kandidat baik secara tidak adil.",
            en: "Requirements unrelated to the job can unfairly exclude good candidates.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa kandidat hasil rekomendasi karyawan tetap harus melalui seleksi yang sama?",
            en: "Why must referred candidates still go through the same selection?",
          },
          options: [
            { text: { id: "Agar proses lebih lama", en: "To make the process longer" }, correct: false },
            {
              text: {
                id: "Agar proses tetap adil bagi semua pelamar",
                en: "To keep the process fair for all applicants",
              },
              correct: true,
            },
            {
              text: { id: "Karena rekomendasi selalu buruk", en: "Because referrals are always bad" },
              correct: false,
            },
          ],
          explanation: {
            id: "Rekomendasi sering menghasilkan kandidat cocok, tetapi seleksi yang sama menjaga keadilan.",
            en: "Referrals often yield good fits, but the same selection keeps things fair.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana ciri wawancara terstruktur?",
            en: "Which are features of a structured interview?",
          },
          options: [
            {
              text: {
                id: "Pertanyaan inti yang sama untuk semua kandidat",
                en: "The same core questions for all candidates",
              },
              correct: true,
            },
            { text: { id: "Skala penilaian yang disepakati", en: "An agreed rating scale" }, correct: true },
            {
              text: {
                id: "Penilaian mandiri sebelum diskusi antarpewawancara",
                en: "Independent rating before interviewers discuss",
              },
              correct: true,
            },
            {
              text: { id: "Pertanyaan tentang rencana menikah", en: "Questions about marriage plans" },
              correct: false,
            },
          ],
          explanation: {
            id: "Pertanyaan pribadi yang tidak terkait pekerjaan dapat bersifat diskriminatif dan harus dihindari.",
            en: "Personal questions unrelated to the job can be discriminatory and must be avoided.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Menyukai kandidat karena berasal dari almamater yang sama dengan pewawancara adalah contoh bias…",
            en: "Favouring a candidate from the interviewer's own alma mater is an example of which bias?",
          },
          options: [
            { text: { id: "Kesamaan", en: "Similarity" }, correct: true },
            { text: { id: "Biaya hangus", en: "Sunk cost" }, correct: false },
            { text: { id: "Jangkar", en: "Anchoring" }, correct: false },
          ],
          explanation: {
            id: "Bias kesamaan membuat kita menyukai kandidat yang mirip dengan diri sendiri, bukan karena kemampuannya.",
            en: "Similarity bias makes us favour candidates who resemble us rather than for their ability.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa peran pendamping (buddy) dalam onboarding?",
            en: "What is the buddy's role in onboarding?",
          },
          options: [
            {
              text: {
                id: "Menilai kelulusan masa percobaan sendirian",
                en: "Deciding the probation outcome alone",
              },
              correct: false,
            },
            {
              text: { id: "Menggantikan atasan langsung", en: "Replacing the direct manager" },
              correct: false,
            },
            {
              text: {
                id: "Tempat bertanya sehari-hari bagi karyawan baru",
                en: "An everyday go-to person for questions",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Buddy membantu karyawan baru beradaptasi dengan menjawab pertanyaan sehari-hari; penilaian tetap tanggung jawab atasan.",
            en: "A buddy helps newcomers adapt by answering daily questions; assessment stays with the manager.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Menurut UU Nomor 13 Tahun 2003, mana pernyataan yang benar tentang masa percobaan?",
            en: "Under Law No. 13 of 2003, which statements about probation are true?",
          },
          options: [
            {
              text: {
                id: "Boleh diterapkan pada karyawan kontrak (PKWT)",
                en: "It may be applied to fixed-term contract staff",
              },
              correct: false,
            },
            {
              text: { id: "Upah boleh di bawah upah minimum", en: "Pay may be below the minimum wage" },
              correct: false,
            },
            { text: { id: "Paling lama tiga bulan", en: "It lasts at most three months" }, correct: true },
            {
              text: {
                id: "Hanya untuk perjanjian kerja waktu tidak tertentu",
                en: "It applies only to indefinite-term agreements",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Masa percobaan maksimal tiga bulan, hanya untuk karyawan tetap, dan upahnya tidak boleh di bawah upah minimum.",
            en: "Probation is at most three months, only for permanent staff, and pay may not fall below the minimum wage.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kapan masalah kinerja karyawan baru sebaiknya disampaikan selama masa percobaan?",
            en: "When should a new employee's performance issues be raised during probation?",
          },
          options: [
            {
              text: {
                id: "Secara rutin sejak awal melalui umpan balik",
                en: "Regularly from the start through feedback",
              },
              correct: true,
            },
            {
              text: { id: "Hanya di hari terakhir masa percobaan", en: "Only on the last day of probation" },
              correct: false,
            },
            { text: { id: "Tidak perlu disampaikan", en: "They need not be raised" }, correct: false },
          ],
          explanation: {
            id: "Umpan balik rutin memberi kesempatan memperbaiki diri dan membuat evaluasi akhir tidak mengejutkan.",
            en: "Regular feedback gives a chance to improve and keeps the final evaluation free of surprises.",
          },
        },
      ],
    },
    {
      key: "pelatihan-pengembangan-talenta",
      title: { id: "Pelatihan dan Pengembangan Talenta", en: "Training and Talent Development" },
      description: {
        id: "Pelatihan yang tepat sasaran meningkatkan kinerja, sedangkan pelatihan asal jalan hanya menghabiskan anggaran. Kursus ini membahas analisis kebutuhan pelatihan, desain pelatihan dengan ADDIE, prinsip belajar orang dewasa, pembelajaran di tempat kerja, evaluasi model Kirkpatrick, jalur karier dan suksesi, serta budaya berbagi pengetahuan.",
        en: "Well-targeted training improves performance, while training for its own sake just spends the budget. This course covers training needs analysis, training design with ADDIE, adult learning principles, workplace learning, Kirkpatrick evaluation, career paths and succession, and a knowledge-sharing culture.",
      },
      skills: [
        { id: "Analisis kebutuhan pelatihan", en: "Training needs analysis" },
        { id: "Merancang pelatihan dengan ADDIE", en: "Designing training with ADDIE" },
        { id: "Menerapkan prinsip belajar orang dewasa", en: "Applying adult learning principles" },
        { id: "Mengelola pembelajaran di tempat kerja", en: "Managing workplace learning" },
        {
          id: "Mengevaluasi pelatihan dengan model Kirkpatrick",
          en: "Evaluating training with the Kirkpatrick model",
        },
        { id: "Perencanaan suksesi", en: "Succession planning" },
      ],
      lessons: [
        {
          title: { id: "Analisis Kebutuhan Pelatihan", en: "Training Needs Analysis" },
          body: {
            id: p(
              "Banyak organisasi mengirim karyawan ke pelatihan karena ada anggaran atau undangan, bukan karena kebutuhan yang jelas. Analisis kebutuhan pelatihan (training needs analysis/TNA) memastikan pelatihan menjawab kesenjangan kinerja yang nyata.",
              "Analisis dilakukan di tiga tingkat:",
              "- Organisasi: tujuan dan tantangan apa yang dihadapi? Misalnya, bank daerah yang mulai memperluas layanan digital membutuhkan kemampuan baru di banyak unit.\n- Tugas atau jabatan: kompetensi apa yang dibutuhkan untuk menjalankan peran dengan baik?\n- Individu: siapa yang sudah memiliki kompetensi itu, dan siapa yang belum?",
              "Pertanyaan penting: apakah masalah kinerja benar-benar disebabkan kurangnya pengetahuan atau keterampilan? Tidak semua masalah bisa diselesaikan dengan pelatihan. Jika penyebabnya alat yang rusak, SOP yang membingungkan, beban kerja berlebihan, atau insentif yang keliru, pelatihan tidak akan membantu.",
              "Sumber data TNA: hasil penilaian kinerja, keluhan pelanggan, data kesalahan atau kecelakaan kerja, wawancara dengan atasan, dan survei kepada karyawan.",
              "Contoh: sebuah puskesmas mencatat banyak kesalahan input data pasien di aplikasi baru. Analisis menunjukkan separuh petugas belum pernah dilatih memakai aplikasi, sementara sisanya sudah terlatih tetapi kewalahan karena komputer terbatas. Solusinya dua: pelatihan untuk kelompok pertama, dan penambahan perangkat untuk kelompok kedua.",
            ),
            en: p(
              "Many organisations send staff to training because there is budget or an invitation, not because of a clear need. Training needs analysis (TNA) ensures training addresses real performance gaps.",
              "The analysis is done at three levels:",
              "- Organisation: what goals and challenges does it face? For example, a regional bank expanding digital services needs new capabilities in many units.\n- Task or job: what competencies are needed to perform the role well?\n- Individual: who already has those competencies and who does not?",
              "A key question: is the performance problem really caused by a lack of knowledge or skill? Not every problem can be solved with training. If the cause is broken equipment, a confusing SOP, excessive workload or wrong incentives, training will not help.",
              "TNA data sources: performance appraisal results, customer complaints, error or accident data, interviews with supervisors and employee surveys.",
              "Example: a puskesmas recorded many patient data entry errors in a new application. Analysis showed half the staff had never been trained on it, while the rest were trained but overwhelmed because computers were scarce. The solution had two parts: training for the first group and more equipment for the second.",
            ),
          },
        },
        {
          title: {
            id: "Merancang Pelatihan dengan Model ADDIE",
            en: "Designing Training with the ADDIE Model",
          },
          body: {
            id: p(
              "ADDIE adalah kerangka desain pembelajaran yang banyak dipakai untuk menyusun pelatihan secara sistematis. Namanya berasal dari lima tahap:",
              '- Analysis (analisis): siapa pesertanya, apa kesenjangan kompetensinya, dan apa kondisi kerja mereka.\n- Design (desain): rumuskan tujuan pembelajaran yang terukur, urutan materi, metode, dan cara penilaian. Contoh tujuan: "Setelah pelatihan, peserta mampu menghitung HPP produk sendiri dengan benar."\n- Development (pengembangan): buat materi, studi kasus, latihan, dan alat penilaian. Uji coba dengan beberapa orang sebelum dipakai luas.\n- Implementation (pelaksanaan): jalankan pelatihan, siapkan fasilitator, tempat atau platform daring, dan logistik.\n- Evaluation (evaluasi): nilai apakah tujuan tercapai dan apa yang perlu diperbaiki.',
              "Kunci desain yang baik adalah keselarasan: tujuan, kegiatan, dan penilaian harus saling cocok. Jika tujuannya peserta mampu melayani nasabah yang marah, maka kegiatannya harus berupa latihan bermain peran, dan penilaiannya melalui simulasi, bukan tes pilihan ganda tentang teori.",
              "Contoh: dinas koperasi di sebuah kabupaten merancang pelatihan pembukuan UMKM. Setelah analisis menunjukkan peserta jarang membuka laptop, materi disusun untuk buku catatan dan aplikasi ponsel, dengan latihan memakai nota-nota milik peserta sendiri.",
            ),
            en: p(
              "ADDIE is a widely used instructional design framework for building training systematically. Its name comes from five stages:",
              '- Analysis: who the participants are, what their competency gaps are and what their working conditions are like.\n- Design: write measurable learning objectives, the sequence of content, methods and assessment. Example objective: "After the training, participants can correctly calculate the cost of goods sold for their own product."\n- Development: create materials, case studies, exercises and assessment tools. Pilot them with a few people before wide use.\n- Implementation: run the training, preparing facilitators, venue or online platform and logistics.\n- Evaluation: assess whether objectives were met and what needs improving.',
              "The key to good design is alignment: objectives, activities and assessment must fit together. If the objective is handling angry customers, activities should be role-plays and assessment should be through simulation, not a multiple-choice theory test.",
              "Example: a regency cooperative office designed small-business bookkeeping training. After the analysis showed participants rarely used laptops, materials were built around notebooks and phone apps, with exercises using participants' own receipts.",
            ),
          },
        },
        {
          title: { id: "Prinsip Belajar Orang Dewasa", en: "Adult Learning Principles" },
          body: {
            id: p(
              "Orang dewasa belajar dengan cara yang berbeda dari anak sekolah. Malcolm Knowles, tokoh pendidikan orang dewasa (andragogi), menjelaskan beberapa prinsip yang sangat berguna bagi perancang dan fasilitator pelatihan.",
              "- Perlu tahu alasannya: orang dewasa ingin memahami mengapa mereka harus mempelajari sesuatu. Jelaskan manfaatnya bagi pekerjaan mereka sejak awal.\n- Membawa pengalaman: peserta punya pengalaman kerja yang kaya. Manfaatkan lewat diskusi, berbagi kasus, dan belajar dari sesama peserta.\n- Berorientasi pada masalah: orang dewasa lebih tertarik pada materi yang langsung membantu memecahkan masalah nyata daripada teori yang abstrak.\n- Mandiri: mereka ingin dilibatkan dan dihargai, bukan diceramahi. Beri pilihan dan ruang untuk mengarahkan belajarnya sendiri.\n- Motivasi dari dalam: keinginan berkembang, rasa percaya diri, dan kepuasan kerja sering lebih kuat daripada sertifikat.",
              "Penerapan praktis: kurangi ceramah panjang, perbanyak latihan dan studi kasus dari lingkungan kerja peserta, dan beri waktu untuk merencanakan penerapan di tempat kerja.",
              "Contoh: pelatihan kepemimpinan bagi kepala desa di sebuah provinsi diubah dari ceramah sehari penuh menjadi sesi yang membahas masalah nyata yang dibawa peserta, seperti konflik batas lahan dan pengelolaan dana desa. Peserta lebih aktif dan pulang dengan rencana tindakan yang jelas.",
            ),
            en: p(
              "Adults learn differently from schoolchildren. Malcolm Knowles, a leading figure in adult education (andragogy), described several principles that are very useful for training designers and facilitators.",
              "- Need to know why: adults want to understand why they should learn something. Explain the benefits for their work from the start.\n- Bring experience: participants have rich work experience. Use it through discussion, case sharing and peer learning.\n- Problem-centred: adults are more interested in material that directly helps solve real problems than in abstract theory.\n- Self-directed: they want to be involved and respected, not lectured. Give choices and room to steer their own learning.\n- Internal motivation: the desire to grow, confidence and job satisfaction are often stronger than a certificate.",
              "In practice: cut long lectures, add more exercises and case studies from participants' own workplaces, and give time to plan how to apply the learning at work.",
              "Example: leadership training for village heads in one province was changed from a full-day lecture to sessions built around real problems participants brought, such as land boundary disputes and managing village funds. Participants were more engaged and went home with clear action plans.",
            ),
          },
        },
        {
          title: {
            id: "Belajar di Tempat Kerja: OJT, Rotasi, dan Mentoring",
            en: "Learning at Work: OJT, Rotation and Mentoring",
          },
          body: {
            id: p(
              "Sebagian besar keterampilan kerja dipelajari saat bekerja, bukan di ruang kelas. Organisasi yang mengelola pembelajaran di tempat kerja dengan baik bisa mengembangkan karyawan dengan biaya lebih rendah dan hasil lebih nyata.",
              "Bentuk pembelajaran di tempat kerja:",
              "- Pelatihan di tempat kerja (on-the-job training/OJT): karyawan belajar langsung dari rekan berpengalaman saat mengerjakan tugas nyata. Agar efektif, gunakan urutan: jelaskan, contohkan, minta peserta mencoba, beri umpan balik, lalu lepas bertahap.\n- Rotasi pekerjaan: memindahkan karyawan ke bagian lain untuk jangka waktu tertentu agar memahami proses secara utuh dan menyiapkan calon pemimpin.\n- Penugasan menantang: proyek khusus yang sedikit di atas kemampuan saat ini, dengan dukungan.\n- Mentoring: hubungan jangka panjang dengan orang yang lebih berpengalaman untuk pengembangan karier dan wawasan.\n- Magang: program terstruktur bagi pelajar atau lulusan baru.",
              "Pastikan pelatih OJT diberi waktu dan pengakuan. Jika mereka tetap dibebani target penuh, pelatihan akan terburu-buru dan berkualitas rendah.",
              "Contoh: bengkel resmi sepeda motor di Banjarmasin memasangkan setiap mekanik baru dengan mekanik senior. Mekanik baru mulai dari servis ringan di bawah pengawasan, lalu naik ke pekerjaan lebih rumit setelah lulus daftar periksa keterampilan.",
            ),
            en: p(
              "Most job skills are learned while working, not in classrooms. Organisations that manage workplace learning well can develop staff at lower cost with more tangible results.",
              "Forms of workplace learning:",
              "- On-the-job training (OJT): employees learn directly from experienced colleagues while doing real tasks. To be effective, follow the sequence: explain, demonstrate, let the learner try, give feedback, then step back gradually.\n- Job rotation: moving employees to another department for a set period so they understand the whole process, and to prepare future leaders.\n- Stretch assignments: special projects slightly beyond current ability, with support.\n- Mentoring: a long-term relationship with a more experienced person for career development and perspective.\n- Apprenticeships and internships: structured programmes for students or recent graduates.",
              "Make sure OJT trainers are given time and recognition. If they still carry full targets, training will be rushed and of low quality.",
              "Example: an authorised motorcycle workshop in Banjarmasin pairs every new mechanic with a senior mechanic. Newcomers start with light servicing under supervision, then move on to more complex work after passing a skills checklist.",
            ),
          },
        },
        {
          title: {
            id: "Mengevaluasi Pelatihan dengan Model Kirkpatrick",
            en: "Evaluating Training with the Kirkpatrick Model",
          },
          body: {
            id: p(
              "Bagaimana kita tahu pelatihan berhasil? Donald Kirkpatrick merumuskan empat tingkat evaluasi pelatihan yang hingga kini banyak dipakai.",
              "- Tingkat 1, reaksi: apakah peserta merasa pelatihan bermanfaat dan relevan? Biasanya diukur dengan kuesioner di akhir pelatihan.\n- Tingkat 2, pembelajaran: apakah pengetahuan dan keterampilan peserta meningkat? Diukur dengan tes awal dan tes akhir, atau demonstrasi keterampilan.\n- Tingkat 3, perilaku: apakah peserta menerapkan hasil pelatihan di tempat kerja? Diukur melalui pengamatan atasan, data kerja, atau wawancara beberapa minggu hingga bulan setelah pelatihan.\n- Tingkat 4, hasil: apakah ada dampak pada hasil organisasi, seperti kesalahan berkurang, kepuasan pelanggan naik, atau penjualan meningkat?",
              "Banyak organisasi berhenti di tingkat 1. Padahal peserta yang senang belum tentu belajar, dan yang belajar belum tentu menerapkan. Penerapan sering gagal karena lingkungan kerja tidak mendukung, misalnya atasan tidak memberi kesempatan mencoba cara baru.",
              "Contoh: bank perkreditan rakyat melatih petugas kredit tentang analisis kelayakan usaha. Tingkat 1 menunjukkan peserta puas, tingkat 2 menunjukkan nilai tes naik, tingkat 3 menunjukkan analisis baru dipakai di sebagian besar berkas, dan tingkat 4 menunjukkan kredit bermasalah dari nasabah baru menurun dalam setahun berikutnya.",
            ),
            en: p(
              "How do we know training worked? Donald Kirkpatrick formulated four levels of training evaluation that are still widely used.",
              "- Level 1, reaction: did participants find the training useful and relevant? Usually measured with an end-of-course questionnaire.\n- Level 2, learning: did participants' knowledge and skills improve? Measured with pre- and post-tests or skill demonstrations.\n- Level 3, behaviour: do participants apply the training at work? Measured through supervisor observation, work data or interviews weeks to months after training.\n- Level 4, results: was there an impact on organisational results, such as fewer errors, higher customer satisfaction or increased sales?",
              "Many organisations stop at level 1. Yet satisfied participants have not necessarily learned, and those who learned do not necessarily apply it. Application often fails because the work environment does not support it, for example when supervisors give no chance to try new methods.",
              "Example: a rural bank trained credit officers in business feasibility analysis. Level 1 showed participants were satisfied, level 2 showed test scores rose, level 3 showed the new analysis was used in most loan files, and level 4 showed non-performing loans among new borrowers fell over the following year.",
            ),
          },
        },
        {
          title: { id: "Jalur Karier dan Perencanaan Suksesi", en: "Career Paths and Succession Planning" },
          body: {
            id: p(
              "Karyawan berbakat cenderung bertahan jika melihat masa depan di organisasi. Jalur karier yang jelas dan perencanaan suksesi membantu organisasi menyiapkan orang untuk peran penting sekaligus menjaga motivasi karyawan.",
              "Jalur karier menggambarkan kemungkinan perkembangan dari satu peran ke peran lain, beserta kompetensi dan pengalaman yang dibutuhkan. Jalur tidak harus selalu naik ke jabatan manajerial. Banyak organisasi menyediakan jalur ahli atau spesialis bagi karyawan yang unggul secara teknis tetapi tidak ingin memimpin orang.",
              "Perencanaan suksesi adalah menyiapkan pengganti untuk posisi kunci sebelum posisi itu kosong. Langkahnya:",
              "- Identifikasi posisi kunci: posisi yang jika kosong akan sangat mengganggu layanan atau usaha.\n- Tentukan kompetensi yang dibutuhkan untuk posisi tersebut.\n- Identifikasi calon pengganti berdasarkan kinerja dan potensi, bukan kedekatan.\n- Siapkan rencana pengembangan: pelatihan, rotasi, penugasan menantang, dan mentoring.\n- Tinjau secara berkala.",
              "Contoh: pemilik usaha roti dengan tiga cabang di Semarang menyadari hanya dirinya yang menguasai resep dan hubungan dengan pemasok utama. Ia mulai melibatkan kepala produksi dalam negosiasi pemasok dan mendokumentasikan resep standar. Saat ia harus dirawat di rumah sakit beberapa minggu, usaha tetap berjalan normal.",
            ),
            en: p(
              "Talented employees tend to stay when they can see a future in the organisation. Clear career paths and succession planning help prepare people for key roles while sustaining motivation.",
              "A career path describes possible progression from one role to another, with the competencies and experience required. Paths need not always lead up into management. Many organisations offer expert or specialist tracks for employees who excel technically but do not want to manage people.",
              "Succession planning means preparing successors for key positions before they fall vacant. The steps:",
              "- Identify key positions: those whose vacancy would seriously disrupt services or the business.\n- Define the competencies those positions require.\n- Identify potential successors based on performance and potential, not closeness.\n- Prepare development plans: training, rotation, stretch assignments and mentoring.\n- Review regularly.",
              "Example: the owner of a bakery with three branches in Semarang realised only she knew the recipes and the relationships with key suppliers. She began involving her production head in supplier negotiations and documented standard recipes. When she had to spend several weeks in hospital, the business kept running normally.",
            ),
          },
        },
        {
          title: { id: "Membangun Budaya Berbagi Pengetahuan", en: "Building a Knowledge-Sharing Culture" },
          body: {
            id: p(
              "Pengetahuan penting sering tersimpan di kepala segelintir orang. Saat mereka cuti, pindah, atau pensiun, pengetahuan itu ikut hilang dan organisasi harus belajar ulang dari nol. Budaya berbagi pengetahuan membuat organisasi lebih tangguh dan karyawan berkembang lebih cepat.",
              "Cara membangun budaya berbagi pengetahuan:",
              "- Dokumentasikan pengetahuan penting: SOP, panduan singkat, video tutorial dari ponsel, dan daftar pertanyaan yang sering diajukan.\n- Adakan sesi berbagi rutin, misalnya 30 menit setiap bulan, tempat karyawan menceritakan pelajaran dari proyek atau cara kerja baru.\n- Buat komunitas praktik: kelompok orang dengan peran serupa dari unit atau cabang berbeda yang saling bertukar pengalaman, misalnya komunitas operator sekolah di satu kabupaten.\n- Simpan di tempat yang mudah dicari, seperti folder bersama dengan struktur jelas.\n- Hargai orang yang berbagi: sebutkan kontribusinya dan masukkan sebagai bagian penilaian kinerja.",
              "Hambatan terbesar biasanya bukan teknologi, tetapi rasa enggan. Ada yang merasa pengetahuannya adalah sumber kekuasaan, ada pula yang merasa tidak punya waktu. Pemimpin perlu memberi contoh dan menyediakan waktu khusus untuk berbagi.",
              "Contoh: penyuluh pertanian di sebuah kabupaten membuat grup berbagi yang berisi foto hama, cara penanganan yang berhasil, dan jadwal tanam. Penyuluh baru bisa belajar dari pengalaman rekan yang lebih senior tanpa menunggu pelatihan formal.",
            ),
            en: p(
              "Important knowledge often sits in the heads of a few people. When they take leave, move or retire, the knowledge goes with them and the organisation has to relearn from scratch. A knowledge-sharing culture makes an organisation more resilient and helps employees grow faster.",
              "How to build a knowledge-sharing culture:",
              "- Document key knowledge: SOPs, short guides, phone-recorded tutorial videos and lists of frequently asked questions.\n- Hold regular sharing sessions, for example 30 minutes each month, where staff describe lessons from projects or new ways of working.\n- Create communities of practice: people in similar roles across units or branches who exchange experience, such as a community of school data operators in one regency.\n- Store knowledge where it is easy to find, such as a shared folder with a clear structure.\n- Value people who share: acknowledge their contribution and include it in performance appraisal.",
              "The biggest barrier is usually not technology but reluctance. Some feel their knowledge is a source of power; others feel they have no time. Leaders need to set an example and set aside dedicated time for sharing.",
              "Example: agricultural extension officers in one regency set up a sharing group with photos of pests, treatments that worked and planting schedules. New officers can learn from senior colleagues' experience without waiting for formal training.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Kapan pelatihan bukan solusi yang tepat untuk masalah kinerja?",
            en: "When is training not the right solution to a performance problem?",
          },
          options: [
            {
              text: {
                id: "Saat ada aplikasi baru yang belum dikuasai",
                en: "When a new application has not been mastered",
              },
              correct: false,
            },
            {
              text: {
                id: "Saat penyebabnya alat rusak, SOP membingungkan, atau beban kerja berlebihan",
                en: "When the cause is broken equipment, a confusing SOP or excessive workload",
              },
              correct: true,
            },
            {
              text: {
                id: "Saat karyawan belum pernah diajari keterampilan itu",
                en: "When employees were never taught the skill",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Pelatihan hanya mengatasi kekurangan pengetahuan atau keterampilan; masalah alat, proses, atau beban kerja butuh solusi lain.",
            en: "Training only fixes gaps in knowledge or skill; equipment, process or workload problems need other solutions.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Apa saja tahap model ADDIE?", en: "What are the stages of the ADDIE model?" },
          options: [
            { text: { id: "Design", en: "Design" }, correct: true },
            {
              text: {
                id: "Development, Implementation, Evaluation",
                en: "Development, Implementation, Evaluation",
              },
              correct: true,
            },
            { text: { id: "Advertising", en: "Advertising" }, correct: false },
            { text: { id: "Analysis", en: "Analysis" }, correct: true },
          ],
          explanation: {
            id: "ADDIE: Analysis, Design, Development, Implementation, Evaluation.",
            en: "ADDIE: Analysis, Design, Development, Implementation, Evaluation.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: 'Tujuan pelatihannya "mampu melayani nasabah yang marah". Penilaian yang paling selaras adalah…',
            en: 'The objective is "able to handle angry customers". The best-aligned assessment is…',
          },
          options: [
            { text: { id: "Simulasi atau bermain peran", en: "A simulation or role-play" }, correct: true },
            {
              text: { id: "Tes pilihan ganda tentang teori komunikasi", en: "A multiple-choice theory test" },
              correct: false,
            },
            { text: { id: "Daftar hadir peserta", en: "An attendance list" }, correct: false },
          ],
          explanation: {
            id: "Tujuan, kegiatan, dan penilaian harus selaras; keterampilan praktik dinilai melalui praktik.",
            en: "Objectives, activities and assessment must align; practical skills are assessed through practice.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana prinsip belajar orang dewasa menurut Knowles?",
            en: "Which are Knowles's adult learning principles?",
          },
          options: [
            {
              text: { id: "Perlu tahu alasan mempelajari sesuatu", en: "Need to know why they are learning" },
              correct: true,
            },
            {
              text: {
                id: "Membawa pengalaman yang bisa dimanfaatkan",
                en: "They bring experience that can be used",
              },
              correct: true,
            },
            {
              text: { id: "Berorientasi pada masalah nyata", en: "Problem-centred orientation" },
              correct: true,
            },
            {
              text: {
                id: "Paling efektif belajar lewat ceramah panjang",
                en: "They learn best through long lectures",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Orang dewasa belajar paling baik dengan keterlibatan aktif, bukan ceramah panjang.",
            en: "Adults learn best through active involvement, not long lectures.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Urutan yang dianjurkan dalam pelatihan di tempat kerja (OJT) adalah…",
            en: "The recommended sequence for on-the-job training is…",
          },
          options: [
            {
              text: { id: "Langsung lepas tanpa penjelasan", en: "Leave them alone without explanation" },
              correct: false,
            },
            { text: { id: "Hanya memberi buku panduan", en: "Only hand over a manual" }, correct: false },
            {
              text: {
                id: "Jelaskan, contohkan, minta mencoba, beri umpan balik, lepas bertahap",
                en: "Explain, demonstrate, let them try, give feedback, step back gradually",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "OJT yang efektif memadukan penjelasan, contoh, praktik, umpan balik, dan pelepasan bertahap.",
            en: "Effective OJT combines explanation, demonstration, practice, feedback and gradual release.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengamati apakah peserta menerapkan hasil pelatihan di tempat kerja termasuk tingkat Kirkpatrick yang mana?",
            en: "Observing whether participants apply training at work is which Kirkpatrick level?",
          },
          options: [
            { text: { id: "Tingkat 1, reaksi", en: "Level 1, reaction" }, correct: false },
            { text: { id: "Tingkat 2, pembelajaran", en: "Level 2, learning" }, correct: false },
            { text: { id: "Tingkat 3, perilaku", en: "Level 3, behaviour" }, correct: true },
            { text: { id: "Tingkat 4, hasil", en: "Level 4, results" }, correct: false },
          ],
          explanation: {
            id: "Tingkat 3 mengukur perubahan perilaku kerja setelah pelatihan.",
            en: "Level 3 measures changes in work behaviour after training.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Mana langkah perencanaan suksesi?", en: "Which are succession planning steps?" },
          options: [
            {
              text: {
                id: "Menunggu posisi kosong baru mencari pengganti",
                en: "Waiting until a post is vacant before finding a successor",
              },
              correct: false,
            },
            {
              text: {
                id: "Menyiapkan rencana pengembangan calon",
                en: "Preparing successors' development plans",
              },
              correct: true,
            },
            { text: { id: "Mengidentifikasi posisi kunci", en: "Identifying key positions" }, correct: true },
            {
              text: {
                id: "Memilih calon berdasarkan kinerja dan potensi",
                en: "Choosing successors on performance and potential",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Suksesi berarti menyiapkan pengganti sebelum posisi kosong, bukan sesudahnya.",
            en: "Succession means preparing successors before a post falls vacant, not after.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa hambatan terbesar berbagi pengetahuan menurut materi?",
            en: "According to the material, what is the biggest barrier to knowledge sharing?",
          },
          options: [
            { text: { id: "Rasa enggan, bukan teknologi", en: "Reluctance, not technology" }, correct: true },
            { text: { id: "Tidak adanya aplikasi mahal", en: "Lack of expensive software" }, correct: false },
            { text: { id: "Terlalu banyak dokumentasi", en: "Too much documentation" }, correct: false },
          ],
          explanation: {
            id: "Orang enggan karena merasa pengetahuan adalah kekuasaan atau tidak punya waktu; pemimpin perlu memberi contoh dan waktu.",
            en: "People hold back because knowledge feels like power or time is short; leaders must set an example and make time.",
          },
        },
      ],
    },
  ],
};

export default content;
