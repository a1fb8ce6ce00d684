/**
 * Seed teaching content for "Kepemimpinan & Manajemen" (leadership and management): leadership fundamentals,
 * team leadership with performance management, and leading change.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "leadership-management",
  tracks: [
    {
      key: "dasar-kepemimpinan",
      title: { id: "Dasar-Dasar Kepemimpinan", en: "Leadership Fundamentals" },
      description: {
        id: "Kepemimpinan bukan soal jabatan, melainkan kemampuan menggerakkan orang menuju tujuan bersama. Kursus ini membahas perbedaan memimpin dan mengelola, filosofi kepemimpinan Ki Hajar Dewantara, kepemimpinan situasional, kredibilitas, komunikasi visi, dan cara memotivasi tim.",
        en: "Leadership is not about position but the ability to move people toward a shared goal. This course covers the difference between leading and managing, Ki Hajar Dewantara's leadership philosophy, situational leadership, credibility, communicating vision and motivating a team.",
      },
      skills: [
        { id: "Membedakan kepemimpinan dan manajemen", en: "Distinguishing leadership from management" },
        { id: "Menerapkan kepemimpinan situasional", en: "Applying situational leadership" },
        { id: "Membangun kredibilitas pemimpin", en: "Building leadership credibility" },
        { id: "Mengomunikasikan visi", en: "Communicating vision" },
        { id: "Memotivasi anggota tim", en: "Motivating team members" },
      ],
      lessons: [
        {
          title: {
            id: "Kepemimpinan dan Manajemen: Apa Bedanya?",
            en: "Leadership and Management: What Is the Difference?",
          },
          body: {
            id: p(
              "Kepemimpinan dan manajemen sering dianggap sama, padahal keduanya berbeda meski saling melengkapi.",
              "- Manajemen berfokus pada keteraturan: merencanakan, menganggarkan, mengorganisasi, dan mengendalikan agar pekerjaan berjalan sesuai rencana.\n- Kepemimpinan berfokus pada arah dan perubahan: menetapkan visi, menyelaraskan orang, dan memotivasi mereka untuk bergerak, terutama saat keadaan tidak pasti.",
              "Organisasi membutuhkan keduanya. Manajemen tanpa kepemimpinan menghasilkan organisasi yang rapi tetapi jalan di tempat. Kepemimpinan tanpa manajemen menghasilkan semangat besar tetapi pelaksanaan berantakan.",
              "Kepemimpinan juga tidak bergantung pada jabatan. Seorang kader posyandu yang berhasil mengajak ibu-ibu di RT-nya rutin menimbang balita sedang menjalankan kepemimpinan, meski ia tidak punya bawahan resmi. Sebaliknya, seorang kepala bagian bisa memiliki jabatan tanpa benar-benar memimpin.",
              "Contoh: kepala puskesmas yang baik memastikan jadwal, stok obat, dan laporan tertata (manajemen), sekaligus mengajak tim menemukan cara baru menjangkau warga yang jarang datang berobat (kepemimpinan).",
              "Renungkan: dalam peran Anda saat ini, bagian mana yang lebih banyak menuntut manajemen, dan bagian mana yang menuntut kepemimpinan?",
            ),
            en: p(
              "Leadership and management are often treated as the same, but they differ while complementing each other.",
              "- Management focuses on order: planning, budgeting, organising and controlling so work runs to plan.\n- Leadership focuses on direction and change: setting a vision, aligning people and motivating them to move, especially in uncertain times.",
              "Organisations need both. Management without leadership produces a tidy organisation that goes nowhere. Leadership without management produces great enthusiasm but messy execution.",
              "Leadership also does not depend on position. A posyandu volunteer who persuades the mothers in her neighbourhood to weigh their toddlers regularly is exercising leadership, even with no formal subordinates. Conversely, a department head can hold a title without truly leading.",
              "Example: a good puskesmas head makes sure schedules, medicine stock and reports are in order (management), while also getting the team to find new ways to reach residents who rarely seek care (leadership).",
              "Reflect: in your current role, which parts demand more management, and which demand leadership?",
            ),
          },
        },
        {
          title: {
            id: "Filosofi Kepemimpinan Ki Hajar Dewantara",
            en: "Ki Hajar Dewantara's Leadership Philosophy",
          },
          body: {
            id: p(
              'Ki Hajar Dewantara, tokoh pendidikan nasional dan pendiri Taman Siswa, merumuskan tiga semboyan yang hingga kini menjadi rujukan kepemimpinan di Indonesia. Semboyan "tut wuri handayani" bahkan menjadi bagian dari logo Kementerian Pendidikan.',
              "- Ing ngarsa sung tuladha: di depan memberi teladan. Pemimpin menunjukkan standar melalui perilakunya sendiri, misalnya datang tepat waktu dan mematuhi aturan yang ia tetapkan.\n- Ing madya mangun karsa: di tengah membangun semangat dan prakarsa. Pemimpin hadir bersama tim, mendorong ide, dan menggerakkan kerja sama.\n- Tut wuri handayani: di belakang memberi dorongan. Pemimpin memberi kepercayaan dan ruang kepada anggota untuk maju, sambil tetap mendukung.",
              "Ketiganya menggambarkan bahwa pemimpin tidak selalu harus berada di depan. Posisi dipilih sesuai kebutuhan: memberi contoh saat tim butuh arah, bergabung saat tim butuh semangat, dan mundur memberi ruang saat tim sudah mampu.",
              "Contoh: kepala desa yang ingin warganya memilah sampah mulai dari rumah dan kantornya sendiri (di depan), ikut kerja bakti dan mengajak warga menyusun aturan bank sampah (di tengah), lalu menyerahkan pengelolaan bank sampah kepada karang taruna sambil tetap memberi dukungan (di belakang).",
            ),
            en: p(
              'Ki Hajar Dewantara, a national education figure and founder of Taman Siswa, formulated three maxims that remain a reference for leadership in Indonesia. The maxim "tut wuri handayani" is even part of the Ministry of Education\'s logo.',
              "- Ing ngarsa sung tuladha: in front, set an example. The leader shows the standard through their own behaviour, such as arriving on time and following the rules they set.\n- Ing madya mangun karsa: in the middle, build spirit and initiative. The leader is present with the team, encourages ideas and drives cooperation.\n- Tut wuri handayani: from behind, give encouragement. The leader gives trust and room for members to advance, while still supporting them.",
              "Together they show that a leader need not always be in front. The position is chosen as needed: set an example when the team needs direction, join in when it needs energy, and step back to give room when it is capable.",
              "Example: a village head who wants residents to sort waste starts with his own home and office (in front), joins community clean-ups and invites residents to draft waste bank rules (in the middle), then hands management of the waste bank to the youth organisation while still supporting it (from behind).",
            ),
          },
        },
        {
          title: { id: "Kepemimpinan Situasional", en: "Situational Leadership" },
          body: {
            id: p(
              "Tidak ada satu gaya kepemimpinan yang cocok untuk semua orang dan semua situasi. Model Kepemimpinan Situasional yang dikembangkan Paul Hersey dan Ken Blanchard menyarankan pemimpin menyesuaikan gayanya dengan kesiapan anggota tim untuk tugas tertentu, yaitu kombinasi kemampuan dan kemauan.",
              "Empat gaya dalam model ini:",
              "- Mengarahkan (telling): instruksi jelas dan pengawasan dekat. Cocok untuk anggota baru yang belum mampu.\n- Melatih (selling): tetap memberi arahan, tetapi menjelaskan alasan dan membangun semangat. Cocok untuk yang mau belajar tetapi belum terampil.\n- Melibatkan (participating): mendiskusikan dan memutuskan bersama. Cocok untuk yang mampu tetapi kurang percaya diri atau kurang termotivasi.\n- Mendelegasikan (delegating): menyerahkan tanggung jawab, memantau secukupnya. Cocok untuk yang mampu dan mau.",
              "Perhatikan bahwa kesiapan bergantung pada tugas. Seorang staf bisa sangat mahir melayani nasabah di teller, tetapi masih pemula dalam menyusun laporan analisis.",
              "Kesalahan umum adalah mendelegasikan penuh kepada orang yang belum siap, lalu kecewa saat hasilnya buruk, atau sebaliknya mengawasi ketat orang yang sudah ahli sehingga ia merasa tidak dipercaya.",
            ),
            en: p(
              "No single leadership style suits every person and situation. The Situational Leadership model developed by Paul Hersey and Ken Blanchard suggests leaders adapt their style to a team member's readiness for a particular task, a combination of ability and willingness.",
              "The model's four styles:",
              "- Telling: clear instructions and close supervision. Suits new members who are not yet able.\n- Selling: still directing, but explaining the reasons and building enthusiasm. Suits those willing to learn but not yet skilled.\n- Participating: discussing and deciding together. Suits those who are able but lack confidence or motivation.\n- Delegating: handing over responsibility with light monitoring. Suits those who are able and willing.",
              "Note that readiness depends on the task. A staff member can be very skilled at serving customers at the teller counter but still a beginner at writing analysis reports.",
              "A common mistake is fully delegating to someone not yet ready and then being disappointed with poor results, or closely supervising an expert who then feels distrusted.",
            ),
          },
        },
        {
          title: {
            id: "Membangun Kredibilitas dan Integritas Pemimpin",
            en: "Building a Leader's Credibility and Integrity",
          },
          body: {
            id: p(
              "Orang mengikuti pemimpin yang mereka percayai. Kredibilitas adalah modal utama kepemimpinan, dan ia dibangun dari konsistensi antara kata dan perbuatan.",
              "Empat pilar kredibilitas:",
              "- Integritas: jujur, menepati janji, dan menjalankan aturan yang sama untuk diri sendiri dan orang lain. Pemimpin yang melarang penggunaan kendaraan dinas untuk urusan pribadi tetapi melanggarnya sendiri akan kehilangan wibawa.\n- Kompetensi: memahami pekerjaan cukup dalam untuk membuat keputusan yang masuk akal, dan jujur ketika tidak tahu.\n- Keadilan: memperlakukan anggota tim secara setara, tidak pilih kasih karena kedekatan pribadi atau asal daerah.\n- Kepedulian: menunjukkan perhatian tulus pada kesejahteraan dan perkembangan anggota tim.",
              "Kredibilitas dibangun bertahun-tahun tetapi bisa runtuh dalam satu kejadian. Satu kali menutupi kesalahan sendiri dan menyalahkan bawahan bisa merusak kepercayaan yang lama dibangun.",
              "Contoh: seorang manajer pabrik di Tangerang mengakui di depan timnya bahwa target produksi yang ia tetapkan tidak realistis karena tidak memperhitungkan perawatan mesin. Ia lalu merevisi target bersama tim. Pengakuan itu justru meningkatkan rasa hormat timnya.",
            ),
            en: p(
              "People follow leaders they trust. Credibility is leadership's main capital, and it is built from consistency between words and deeds.",
              "Four pillars of credibility:",
              "- Integrity: being honest, keeping promises and applying the same rules to yourself and others. A leader who forbids using official vehicles for personal errands but does so himself loses authority.\n- Competence: understanding the work deeply enough to make sensible decisions, and being honest when you do not know.\n- Fairness: treating team members equally, with no favouritism based on personal closeness or regional origin.\n- Care: showing genuine concern for team members' well-being and growth.",
              "Credibility takes years to build but can collapse in a single incident. Covering up your own mistake once and blaming a subordinate can destroy long-built trust.",
              "Example: a factory manager in Tangerang admitted to his team that the production target he had set was unrealistic because it ignored machine maintenance. He then revised the target with the team. That admission actually increased his team's respect for him.",
            ),
          },
        },
        {
          title: { id: "Mengomunikasikan Visi dan Arah", en: "Communicating Vision and Direction" },
          body: {
            id: p(
              "Visi yang hanya ada di kepala pemimpin tidak akan menggerakkan siapa pun. Pemimpin perlu mengomunikasikan arah dengan cara yang dipahami dan dirasakan oleh tim.",
              "Prinsip mengomunikasikan visi:",
              '- Sederhana: jelaskan dalam satu atau dua kalimat yang bisa diulang oleh siapa saja. Hindari jargon.\n- Bermakna: hubungkan dengan alasan yang penting bagi tim dan orang yang dilayani. "Agar ibu hamil di desa kita tidak perlu menempuh dua jam untuk periksa" lebih menggerakkan daripada "meningkatkan cakupan layanan".\n- Konkret: gambarkan seperti apa keberhasilan itu dan apa peran setiap orang.\n- Berulang: sampaikan berkali-kali lewat berbagai saluran, seperti rapat, pesan singkat, dan percakapan sehari-hari.\n- Dua arah: beri kesempatan bertanya dan menyampaikan keraguan.',
              "Gunakan cerita. Kisah nyata tentang satu pelanggan atau warga yang terbantu sering lebih diingat daripada angka.",
              'Contoh: pemilik startup logistik di Makassar menjelaskan visinya kepada kurir: "Kita ingin UMKM di Sulawesi bisa mengirim barang ke pembeli secepat toko besar di Jawa." Kurir memahami bahwa ketepatan waktu mereka bukan sekadar target, tetapi membantu usaha kecil bersaing.',
            ),
            en: p(
              "A vision that exists only in the leader's head moves no one. Leaders need to communicate direction in a way the team understands and feels.",
              "Principles for communicating vision:",
              '- Simple: explain it in one or two sentences anyone can repeat. Avoid jargon.\n- Meaningful: connect it to reasons that matter to the team and the people served. "So pregnant women in our village don\'t have to travel two hours for a check-up" moves people more than "increase service coverage".\n- Concrete: describe what success looks like and each person\'s role.\n- Repeated: say it many times through many channels, such as meetings, short messages and daily conversations.\n- Two-way: give room for questions and doubts.',
              "Use stories. A true story about one customer or resident who was helped is often remembered better than numbers.",
              'Example: a logistics startup founder in Makassar explains her vision to couriers: "We want small businesses in Sulawesi to ship to buyers as fast as big shops in Java." Couriers understand that punctuality is not just a target but helps small businesses compete.',
            ),
          },
        },
        {
          title: {
            id: "Memotivasi Tim: Otonomi, Kompetensi, dan Makna",
            en: "Motivating a Team: Autonomy, Competence and Meaning",
          },
          body: {
            id: p(
              "Gaji dan insentif penting: jika dirasa tidak adil, motivasi akan turun. Namun untuk pekerjaan yang membutuhkan pemikiran dan kreativitas, uang saja jarang cukup untuk membuat orang bekerja dengan sepenuh hati.",
              "Teori Determinasi Diri dari psikolog Edward Deci dan Richard Ryan menjelaskan tiga kebutuhan dasar yang mendorong motivasi dari dalam:",
              "- Otonomi: rasa memiliki pilihan dan kendali atas cara bekerja. Pemimpin bisa menetapkan hasil yang diharapkan sambil memberi ruang dalam menentukan caranya.\n- Kompetensi: rasa mampu dan berkembang. Beri tugas yang menantang tetapi terjangkau, pelatihan, dan umpan balik yang membantu.\n- Keterhubungan: rasa menjadi bagian dari kelompok yang peduli. Bangun suasana saling menghargai dan kebersamaan.",
              "Tambahkan makna: tunjukkan dampak pekerjaan. Petugas administrasi rumah sakit yang diperlihatkan bagaimana data yang rapi mempercepat penanganan pasien akan memandang pekerjaannya secara berbeda.",
              "Cara praktis: dalam pertemuan satu-satu, tanyakan kepada anggota tim bagian pekerjaan apa yang paling memberi semangat, keterampilan apa yang ingin ia kembangkan, dan hambatan apa yang bisa Anda bantu singkirkan. Motivasi setiap orang berbeda, jadi kenali mereka secara pribadi.",
            ),
            en: p(
              "Pay and incentives matter: if they feel unfair, motivation drops. But for work that needs thinking and creativity, money alone rarely makes people give their best.",
              "Self-Determination Theory by psychologists Edward Deci and Richard Ryan describes three basic needs that drive motivation from within:",
              "- Autonomy: a sense of choice and control over how you work. Leaders can set the expected results while giving room to decide the method.\n- Competence: a sense of capability and growth. Give challenging but achievable tasks, training and helpful feedback.\n- Relatedness: a sense of belonging to a group that cares. Build an atmosphere of mutual respect and togetherness.",
              "Add meaning: show the impact of the work. A hospital administrative officer who is shown how tidy data speeds up patient care will see their job differently.",
              "A practical approach: in one-to-one meetings, ask team members which parts of their work energise them most, what skills they want to develop and which obstacles you can help remove. Everyone's motivation differs, so get to know them personally.",
            ),
          },
        },
        {
          title: { id: "Mengembangkan Diri sebagai Pemimpin", en: "Developing Yourself as a Leader" },
          body: {
            id: p(
              "Kepemimpinan adalah keterampilan yang dipelajari sepanjang karier. Pemimpin terbaik terus belajar dari pengalaman, umpan balik, dan orang lain.",
              "Cara mengembangkan kepemimpinan:",
              "- Refleksi rutin: setiap akhir minggu, tuliskan satu keputusan kepemimpinan yang Anda ambil, hasilnya, dan apa yang akan Anda lakukan berbeda.\n- Minta umpan balik: tanyakan kepada anggota tim, rekan setingkat, dan atasan. Survei umpan balik 360 derajat yang anonim sering menghasilkan jawaban lebih jujur.\n- Cari tugas yang menantang: memimpin proyek lintas bagian, menangani unit yang bermasalah, atau menjadi panitia kegiatan besar.\n- Belajar dari pemimpin lain: amati pemimpin yang Anda kagumi, dan mintalah salah satunya menjadi mentor.\n- Jaga diri: pemimpin yang kelelahan cenderung mudah marah dan mengambil keputusan buruk.",
              "Waspadai titik buta. Semakin tinggi jabatan, semakin sedikit orang yang berani menyampaikan kritik secara langsung. Karena itu, pemimpin perlu secara aktif membuka ruang kritik dan menanggapinya dengan baik.",
              "Contoh: seorang kepala sekolah di Lombok rutin meminta guru mengisi survei anonim setiap semester. Dari situ ia mengetahui bahwa rapat terlalu sering mendadak, lalu menetapkan jadwal rapat tetap.",
            ),
            en: p(
              "Leadership is a skill learned over a whole career. The best leaders keep learning from experience, feedback and other people.",
              "Ways to develop leadership:",
              "- Regular reflection: at the end of each week, write down one leadership decision you made, its result and what you would do differently.\n- Ask for feedback: from team members, peers and your manager. An anonymous 360-degree feedback survey often brings more honest answers.\n- Seek stretch assignments: leading a cross-department project, turning around a struggling unit or sitting on the committee for a big event.\n- Learn from other leaders: observe leaders you admire and ask one of them to mentor you.\n- Look after yourself: exhausted leaders tend to be irritable and make poor decisions.",
              "Beware of blind spots. The higher the position, the fewer people dare to criticise you directly. So leaders must actively make room for criticism and respond to it well.",
              "Example: a school principal in Lombok asks teachers to fill in an anonymous survey every semester. Through it she learned that meetings were too often called at short notice, and she set a fixed meeting schedule.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Mana pernyataan yang paling tepat tentang kepemimpinan dan manajemen?",
            en: "Which statement about leadership and management is most accurate?",
          },
          options: [
            {
              text: {
                id: "Kepemimpinan hanya dimiliki orang yang punya jabatan",
                en: "Only people with a title can lead",
              },
              correct: false,
            },
            { text: { id: "Keduanya sama persis", en: "They are exactly the same" }, correct: false },
            {
              text: {
                id: "Keduanya berbeda tetapi saling melengkapi, dan organisasi membutuhkan keduanya",
                en: "They differ but complement each other, and organisations need both",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Manajemen menjaga keteraturan, kepemimpinan memberi arah dan perubahan. Kepemimpinan juga tidak bergantung pada jabatan.",
            en: "Management keeps order; leadership gives direction and change. Leadership does not depend on position.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: 'Apa arti "ing ngarsa sung tuladha"?',
            en: 'What does "ing ngarsa sung tuladha" mean?',
          },
          options: [
            { text: { id: "Di depan memberi teladan", en: "In front, set an example" }, correct: true },
            {
              text: { id: "Di tengah membangun semangat", en: "In the middle, build spirit" },
              correct: false,
            },
            {
              text: { id: "Di belakang memberi dorongan", en: "From behind, give encouragement" },
              correct: false,
            },
          ],
          explanation: {
            id: "Ing ngarsa sung tuladha berarti pemimpin di depan memberi contoh melalui perilakunya sendiri.",
            en: "Ing ngarsa sung tuladha means the leader in front sets an example through their own behaviour.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Staf baru yang bersemangat tetapi belum terampil paling cocok dipimpin dengan gaya…",
            en: "An enthusiastic but not yet skilled new staff member is best led with which style?",
          },
          options: [
            { text: { id: "Mendelegasikan", en: "Delegating" }, correct: false },
            { text: { id: "Melatih (selling)", en: "Selling" }, correct: true },
            { text: { id: "Membiarkan bekerja sendiri", en: "Leaving them alone" }, correct: false },
          ],
          explanation: {
            id: "Gaya melatih tetap memberi arahan sambil menjelaskan alasan, cocok untuk yang mau belajar tetapi belum terampil.",
            en: "Selling still directs while explaining reasons, suiting those willing to learn but not yet skilled.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk pilar kredibilitas pemimpin?",
            en: "Which are pillars of a leader's credibility?",
          },
          options: [
            { text: { id: "Keadilan", en: "Fairness" }, correct: true },
            { text: { id: "Kepedulian", en: "Care" }, correct: true },
            {
              text: { id: "Pilih kasih kepada orang dekat", en: "Favouring close associates" },
              correct: false,
            },
            { text: { id: "Integritas", en: "Integrity" }, correct: true },
          ],
          explanation: {
            id: "Kredibilitas dibangun dari integritas, kompetensi, keadilan, dan kepedulian. Pilih kasih merusaknya.",
            en: "Credibility rests on integrity, competence, fairness and care. Favouritism destroys it.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Prinsip mana yang membantu mengomunikasikan visi?",
            en: "Which principles help communicate a vision?",
          },
          options: [
            { text: { id: "Sederhana dan mudah diulang", en: "Simple and easy to repeat" }, correct: true },
            {
              text: {
                id: "Disampaikan sekali saja agar tidak membosankan",
                en: "Said only once so it is not boring",
              },
              correct: false,
            },
            {
              text: {
                id: "Dihubungkan dengan makna bagi orang yang dilayani",
                en: "Linked to meaning for the people served",
              },
              correct: true,
            },
            {
              text: {
                id: "Memberi ruang bertanya dan menyampaikan keraguan",
                en: "Making room for questions and doubts",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Visi perlu disampaikan berulang melalui berbagai saluran; sekali saja tidak cukup untuk menggerakkan tim.",
            en: "Vision must be repeated through many channels; once is not enough to move a team.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Menurut Teori Determinasi Diri, apa saja kebutuhan dasar yang mendorong motivasi dari dalam?",
            en: "According to Self-Determination Theory, which basic needs drive intrinsic motivation?",
          },
          options: [
            { text: { id: "Keterhubungan", en: "Relatedness" }, correct: true },
            { text: { id: "Pengawasan ketat", en: "Close supervision" }, correct: false },
            { text: { id: "Otonomi", en: "Autonomy" }, correct: true },
            { text: { id: "Kompetensi", en: "Competence" }, correct: true },
          ],
          explanation: {
            id: "Deci dan Ryan menyebut otonomi, kompetensi, dan keterhubungan sebagai tiga kebutuhan dasar.",
            en: "Deci and Ryan name autonomy, competence and relatedness as the three basic needs.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa pemimpin perlu aktif membuka ruang kritik?",
            en: "Why must leaders actively make room for criticism?",
          },
          options: [
            {
              text: {
                id: "Karena semakin tinggi jabatan, semakin sedikit orang yang berani mengkritik langsung",
                en: "Because the higher the position, the fewer people dare to criticise directly",
              },
              correct: true,
            },
            {
              text: { id: "Karena kritik selalu benar", en: "Because criticism is always right" },
              correct: false,
            },
            {
              text: { id: "Agar bisa mengetahui siapa yang tidak loyal", en: "To find out who is disloyal" },
              correct: false,
            },
          ],
          explanation: {
            id: "Titik buta pemimpin membesar seiring jabatan, sehingga umpan balik perlu diminta secara aktif, misalnya lewat survei anonim.",
            en: "Leaders' blind spots grow with rank, so feedback must be sought actively, for example through anonymous surveys.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kepala desa menyerahkan pengelolaan bank sampah kepada karang taruna sambil tetap mendukung. Ini mencerminkan…",
            en: "A village head hands the waste bank to the youth group while still supporting it. This reflects…",
          },
          options: [
            { text: { id: "Ing ngarsa sung tuladha", en: "Ing ngarsa sung tuladha" }, correct: false },
            { text: { id: "Gaya mengarahkan (telling)", en: "The telling style" }, correct: false },
            { text: { id: "Tut wuri handayani", en: "Tut wuri handayani" }, correct: true },
          ],
          explanation: {
            id: "Tut wuri handayani berarti dari belakang memberi dorongan dan ruang kepada anggota untuk maju.",
            en: "Tut wuri handayani means encouraging from behind and giving members room to advance.",
          },
        },
      ],
    },
    {
      key: "kepemimpinan-tim-manajemen-kinerja",
      title: {
        id: "Kepemimpinan Tim dan Manajemen Kinerja",
        en: "Team Leadership and Performance Management",
      },
      description: {
        id: "Kursus praktis untuk pemimpin tim baru maupun berpengalaman: merencanakan dan membagi kerja, menetapkan ekspektasi, mendelegasikan, melatih dengan model GROW, menangani kinerja yang kurang, dan memberi pengakuan. Cocok untuk supervisor, kepala seksi, kepala unit, dan pemilik usaha dengan karyawan.",
        en: "A practical course for new and experienced team leaders: planning and dividing work, setting expectations, delegating, coaching with the GROW model, handling underperformance and giving recognition. Suitable for supervisors, section heads, unit heads and business owners with employees.",
      },
      skills: [
        { id: "Merencanakan dan mengorganisasi kerja tim", en: "Planning and organising team work" },
        { id: "Menetapkan ekspektasi yang jelas", en: "Setting clear expectations" },
        { id: "Mendelegasikan secara efektif", en: "Delegating effectively" },
        { id: "Coaching dengan model GROW", en: "Coaching with the GROW model" },
        { id: "Menangani kinerja di bawah standar", en: "Handling underperformance" },
        { id: "Memberi pengakuan yang bermakna", en: "Giving meaningful recognition" },
      ],
      lessons: [
        {
          title: {
            id: "Fungsi Manajemen: Merencanakan hingga Mengendalikan",
            en: "Management Functions: From Planning to Controlling",
          },
          body: {
            id: p(
              "Pemimpin tim menjalankan empat fungsi manajemen yang saling berkaitan, yang dikembangkan dari pemikiran Henri Fayol.",
              "- Merencanakan: menetapkan tujuan tim dan langkah mencapainya. Contoh: unit pelayanan perizinan menargetkan semua izin usaha mikro selesai dalam tiga hari kerja.\n- Mengorganisasi: membagi tugas, menentukan siapa melakukan apa, dan menyiapkan sumber daya.\n- Memimpin: mengarahkan, memotivasi, dan berkomunikasi dengan tim.\n- Mengendalikan: memantau hasil, membandingkan dengan rencana, dan melakukan koreksi.",
              "Banyak supervisor baru yang dipromosikan karena unggul secara teknis tetap mengerjakan pekerjaan teknis sendiri dan lupa menjalankan fungsi-fungsi ini. Akibatnya, mereka kewalahan sementara tim kurang terarah.",
              "Perubahan pola pikir yang diperlukan: keberhasilan Anda kini diukur dari hasil tim, bukan hasil kerja pribadi. Waktu Anda perlu dialihkan untuk merencanakan, membagi kerja, melatih, dan menyingkirkan hambatan.",
              "Contoh: Rahmat dipromosikan menjadi kepala regu di gudang distribusi di Cikarang. Di minggu-minggu awal ia masih ikut memuat barang setiap hari. Setelah mulai menyusun jadwal, membagi area tanggung jawab, dan memeriksa hasil di akhir shift, kesalahan kirim di regunya justru berkurang.",
            ),
            en: p(
              "Team leaders carry out four interrelated management functions, developed from the thinking of Henri Fayol.",
              "- Planning: setting team goals and the steps to reach them. Example: a licensing service unit aims to complete every micro-business permit within three working days.\n- Organising: dividing tasks, deciding who does what and preparing resources.\n- Leading: directing, motivating and communicating with the team.\n- Controlling: monitoring results, comparing them with the plan and making corrections.",
              "Many new supervisors promoted for technical excellence keep doing technical work themselves and forget these functions. As a result they are overwhelmed while the team lacks direction.",
              "The mindset shift needed: your success is now measured by the team's results, not your personal output. Your time must shift to planning, dividing work, coaching and removing obstacles.",
              "Example: Rahmat was promoted to crew leader at a distribution warehouse in Cikarang. In his first weeks he still loaded goods every day. Once he began drawing up schedules, assigning areas of responsibility and checking results at the end of each shift, shipping errors in his crew actually fell.",
            ),
          },
        },
        {
          title: { id: "Menetapkan Ekspektasi yang Jelas", en: "Setting Clear Expectations" },
          body: {
            id: p(
              "Banyak masalah kinerja sebenarnya berawal dari ekspektasi yang tidak jelas. Anggota tim tidak bisa memenuhi standar yang tidak pernah dijelaskan.",
              "Ekspektasi yang jelas mencakup:",
              "- Hasil yang diharapkan: apa yang harus dicapai, dengan ukuran yang jelas.\n- Standar mutu: seperti apa pekerjaan yang dianggap baik. Contoh nyata atau contoh hasil kerja yang baik sangat membantu.\n- Tenggat dan prioritas: kapan harus selesai dan mana yang didahulukan.\n- Batas wewenang: keputusan apa yang boleh diambil sendiri, dan kapan harus berkonsultasi.\n- Cara berkomunikasi: kapan melapor dan lewat saluran apa.",
              'Setelah menjelaskan, periksa pemahaman. Daripada bertanya "Sudah paham?" yang hampir selalu dijawab "paham", mintalah anggota tim menjelaskan kembali dengan kata-katanya sendiri: "Coba ceritakan bagaimana rencanamu mengerjakan ini."',
              "Contoh: pemilik kedai kopi di Malang menulis standar penyajian di satu lembar: takaran kopi, waktu penyajian maksimal lima menit, salam kepada pelanggan, dan kebersihan meja setiap pelanggan pergi. Barista baru memahami standarnya sejak hari pertama, dan keluhan pelanggan berkurang.",
              "Tuliskan ekspektasi penting agar bisa menjadi rujukan bersama, dan perbarui jika ada perubahan.",
            ),
            en: p(
              "Many performance problems actually start with unclear expectations. Team members cannot meet standards that were never explained.",
              "Clear expectations cover:",
              "- Expected results: what must be achieved, with a clear measure.\n- Quality standards: what good work looks like. Real examples of good work help a lot.\n- Deadlines and priorities: when it is due and what comes first.\n- Limits of authority: which decisions they may take alone and when to consult.\n- Communication: when to report and through which channel.",
              'After explaining, check understanding. Instead of asking "Understood?", which almost always gets "yes", ask the team member to explain it back in their own words: "Tell me how you plan to do this."',
              "Example: a coffee shop owner in Malang wrote the service standard on one page: coffee dosage, maximum five minutes to serve, greeting customers and cleaning tables after each customer leaves. New baristas understand the standard from day one, and customer complaints have dropped.",
              "Write down important expectations so they become a shared reference, and update them when things change.",
            ),
          },
        },
        {
          title: { id: "Delegasi yang Efektif", en: "Effective Delegation" },
          body: {
            id: p(
              "Delegasi adalah menyerahkan tugas beserta wewenang yang diperlukan kepada anggota tim, sementara pemimpin tetap bertanggung jawab atas hasil akhirnya. Delegasi yang baik membebaskan waktu pemimpin dan sekaligus mengembangkan kemampuan tim.",
              "Alasan pemimpin enggan mendelegasikan: merasa lebih cepat mengerjakan sendiri, takut hasilnya tidak sebaik buatannya, atau khawatir kehilangan kendali. Dalam jangka panjang, sikap ini membuat pemimpin menjadi hambatan bagi timnya sendiri.",
              "Langkah delegasi:",
              "- Pilih tugas yang tepat: tugas rutin yang sudah Anda kuasai atau tugas yang menjadi kesempatan belajar bagi anggota tim.\n- Pilih orang yang tepat sesuai kemampuan dan minatnya.\n- Jelaskan hasil, standar, tenggat, dan batas wewenang.\n- Sepakati titik pemeriksaan, misalnya laporan kemajuan di tengah jalan.\n- Beri dukungan tanpa mengambil alih. Jika Anda mengambil kembali tugas di tengah jalan, kepercayaan anggota tim akan turun.\n- Evaluasi dan beri pengakuan setelah selesai.",
              "Contoh: kepala bagian keuangan di sebuah koperasi mendelegasikan penyusunan rekap simpanan bulanan kepada staf muda. Ia memberi contoh format, memeriksa draf pertama, lalu melepas tugas sepenuhnya setelah dua bulan. Waktunya kini bisa dipakai untuk analisis kesehatan keuangan koperasi.",
            ),
            en: p(
              "Delegation is handing a task, with the authority it needs, to a team member while the leader remains accountable for the final result. Good delegation frees the leader's time and develops the team's abilities.",
              "Reasons leaders avoid delegating: feeling it is quicker to do it themselves, fearing the result won't be as good, or worrying about losing control. In the long run this makes the leader a bottleneck for their own team.",
              "Steps in delegation:",
              "- Choose the right task: routine work you have mastered, or a task that is a learning opportunity for the team member.\n- Choose the right person based on ability and interest.\n- Explain the result, standard, deadline and limits of authority.\n- Agree on checkpoints, such as a mid-way progress report.\n- Support without taking over. If you take the task back halfway, the team member's trust will drop.\n- Evaluate and give recognition when it is done.",
              "Example: the finance head at a cooperative delegated the monthly savings summary to a young staff member. She provided a sample format, checked the first draft, then handed the task over completely after two months. Her time can now go to analysing the cooperative's financial health.",
            ),
          },
        },
        {
          title: { id: "Pertemuan Satu-Satu yang Bermakna", en: "Meaningful One-to-One Meetings" },
          body: {
            id: p(
              "Pertemuan satu-satu (one-on-one) adalah percakapan rutin antara pemimpin dan seorang anggota tim. Berbeda dengan rapat tim, pertemuan ini memberi ruang membahas hal-hal yang sulit dibicarakan di depan orang banyak.",
              "Panduan praktis:",
              '- Jadwalkan rutin, misalnya 20–30 menit setiap dua minggu, dan jangan mudah dibatalkan. Pembatalan berulang memberi pesan bahwa anggota tim tidak penting.\n- Jadikan waktu milik anggota tim: biarkan ia membawa topik lebih dulu.\n- Bahas tiga hal: kemajuan dan hambatan pekerjaan, perkembangan diri, serta kesejahteraan dan hubungan kerja.\n- Banyak bertanya, sedikit berceramah. Contoh pertanyaan: "Apa yang paling menyita energimu minggu ini?", "Apa yang bisa saya lakukan agar pekerjaanmu lebih lancar?"\n- Catat kesepakatan dan tindak lanjuti di pertemuan berikutnya.',
              "Bagi tim lapangan atau shift, pertemuan bisa dilakukan sambil berjalan meninjau lokasi atau lewat panggilan telepon singkat. Yang penting adalah rutinitas dan perhatian penuh.",
              "Contoh: manajer area sebuah jaringan apotek di Jawa Timur melakukan panggilan video dua mingguan dengan setiap kepala apotek. Masalah stok dan keluhan karyawan kini terdeteksi lebih awal sebelum menjadi besar.",
            ),
            en: p(
              "A one-to-one is a regular conversation between a leader and one team member. Unlike team meetings, it makes room for issues that are hard to raise in front of others.",
              "Practical guidance:",
              '- Schedule it regularly, for example 20–30 minutes every two weeks, and do not cancel lightly. Repeated cancellations say the team member is unimportant.\n- Make it their time: let them bring topics first.\n- Cover three things: work progress and obstacles, personal development, and well-being and working relationships.\n- Ask a lot, lecture little. Example questions: "What drained your energy most this week?", "What can I do to make your work smoother?"\n- Record agreements and follow up at the next meeting.',
              "For field or shift teams, the meeting can happen while walking the site or in a short phone call. What matters is the routine and full attention.",
              "Example: an area manager for a pharmacy chain in East Java holds fortnightly video calls with each pharmacy head. Stock problems and staff complaints are now spotted early, before they grow.",
            ),
          },
        },
        {
          title: { id: "Coaching dengan Model GROW", en: "Coaching with the GROW Model" },
          body: {
            id: p(
              "Coaching adalah membantu orang menemukan sendiri solusi dan meningkatkan kemampuannya melalui pertanyaan, bukan dengan langsung memberi jawaban. Model GROW, yang dipopulerkan oleh John Whitmore, adalah kerangka coaching yang sederhana.",
              '- Goal (tujuan): apa yang ingin dicapai? "Apa hasil yang kamu harapkan dari percakapan ini?"\n- Reality (kenyataan): bagaimana keadaan sekarang? "Apa yang sudah kamu coba? Apa yang menghambat?"\n- Options (pilihan): apa saja kemungkinan jalan keluarnya? "Kalau tidak ada batasan, apa yang akan kamu lakukan? Apa lagi?"\n- Will/Way forward (tindakan): apa yang akan dilakukan dan kapan? "Langkah pertama apa yang akan kamu ambil minggu ini?"',
              "Contoh: seorang petugas penyuluh pertanian mengeluh bahwa kelompok tani jarang hadir dalam pertemuan. Dengan GROW, atasannya membantu ia menetapkan tujuan kehadiran minimal 70%, menyadari bahwa jadwal pertemuan bertabrakan dengan waktu ke sawah, menemukan pilihan pertemuan sore hari di balai dusun, dan berkomitmen mencobanya bulan depan.",
              "Coaching tidak cocok untuk semua situasi. Dalam keadaan darurat atau untuk anggota yang benar-benar baru, arahan langsung lebih tepat. Coaching paling efektif untuk orang yang sudah punya dasar kemampuan dan perlu berkembang lebih jauh.",
            ),
            en: p(
              "Coaching is helping people find their own solutions and build their capability through questions rather than giving answers directly. The GROW model, popularised by John Whitmore, is a simple coaching framework.",
              '- Goal: what do you want to achieve? "What outcome do you want from this conversation?"\n- Reality: what is happening now? "What have you tried? What is getting in the way?"\n- Options: what are the possible ways forward? "If there were no limits, what would you do? What else?"\n- Will/Way forward: what will you do and when? "What first step will you take this week?"',
              "Example: an agricultural extension officer complains that farmer groups rarely attend meetings. Using GROW, his manager helps him set a goal of at least 70% attendance, realise that meeting times clash with time in the fields, find the option of late-afternoon meetings at the hamlet hall, and commit to trying it next month.",
              "Coaching does not fit every situation. In emergencies or for complete beginners, direct instruction is better. Coaching works best for people who have basic ability and need to grow further.",
            ),
          },
        },
        {
          title: { id: "Menangani Kinerja di Bawah Standar", en: "Handling Underperformance" },
          body: {
            id: p(
              "Membiarkan kinerja buruk tidak adil bagi anggota tim lain yang bekerja keras, dan juga tidak adil bagi orang yang bersangkutan karena ia kehilangan kesempatan memperbaiki diri.",
              "Langkah menangani kinerja di bawah standar:",
              '- Tangani sedini mungkin, secara pribadi, dengan fakta yang spesifik. Contoh: "Tiga dari lima laporan bulan ini terlambat lebih dari dua hari."\n- Cari penyebabnya bersama. Apakah ekspektasi tidak jelas, kemampuan kurang, alat tidak memadai, beban kerja berlebihan, atau ada masalah pribadi?\n- Sesuaikan solusi dengan penyebab: klarifikasi, pelatihan, perbaikan proses, atau dukungan.\n- Sepakati rencana perbaikan tertulis dengan target, dukungan yang diberikan, dan jangka waktu.\n- Pantau dan beri umpan balik rutin. Akui kemajuan sekecil apa pun.',
              "Jika setelah dukungan yang wajar kinerja tetap tidak membaik, ikuti prosedur resmi organisasi, seperti teguran tertulis atau mekanisme disiplin yang berlaku. Untuk ASN maupun karyawan swasta, pastikan langkah-langkahnya sesuai aturan kepegawaian dan ketenagakerjaan yang berlaku, serta terdokumentasi dengan baik.",
              "Sikap pemimpin sangat menentukan. Fokus pada perilaku dan hasil kerja, bukan pada pribadi. Tujuannya adalah perbaikan, bukan mempermalukan.",
            ),
            en: p(
              "Tolerating poor performance is unfair to team members who work hard, and also unfair to the person concerned because they lose the chance to improve.",
              "Steps for handling underperformance:",
              '- Address it early, privately and with specific facts. Example: "Three of five reports this month were more than two days late."\n- Find the cause together. Are expectations unclear, skills lacking, tools inadequate, workload excessive, or is there a personal problem?\n- Match the solution to the cause: clarification, training, process fixes or support.\n- Agree a written improvement plan with targets, the support provided and a timeframe.\n- Monitor and give regular feedback. Acknowledge even small progress.',
              "If performance does not improve after reasonable support, follow the organisation's formal procedure, such as a written warning or the applicable disciplinary mechanism. For civil servants and private employees alike, make sure each step follows the applicable civil service and employment rules and is well documented.",
              "The leader's attitude is decisive. Focus on behaviour and work results, not the person. The aim is improvement, not humiliation.",
            ),
          },
        },
        {
          title: {
            id: "Pengakuan dan Apresiasi yang Bermakna",
            en: "Meaningful Recognition and Appreciation",
          },
          body: {
            id: p(
              "Pengakuan adalah salah satu cara paling murah dan efektif untuk menjaga motivasi. Sayangnya, banyak pemimpin hanya berbicara ketika ada kesalahan, sehingga tim merasa kerja baiknya tidak terlihat.",
              "Ciri pengakuan yang bermakna:",
              '- Spesifik: sebutkan apa yang dilakukan dan dampaknya. "Terima kasih sudah menelepon satu per satu peserta yang belum konfirmasi. Karena itu, pelatihan UMKM kemarin terisi penuh." lebih bermakna daripada "kerja bagus".\n- Tepat waktu: sampaikan segera setelah kejadian.\n- Tulus: jangan dipakai sekadar basa-basi sebelum kritik.\n- Sesuai pribadi: sebagian orang senang dipuji di depan umum, sebagian lebih nyaman secara pribadi.',
              "Bentuk pengakuan tidak harus berupa uang. Contohnya ucapan terima kasih tertulis, kesempatan mempresentasikan hasil kerja kepada pimpinan, tugas yang lebih menantang, atau cerita keberhasilan yang dibagikan di grup kantor.",
              "Akui juga usaha dan proses, bukan hanya hasil akhir, terutama saat tim sedang mengerjakan hal baru yang sulit.",
              "Contoh: kepala cabang sebuah bank di Palembang membuka rapat pagi setiap Senin dengan menyebut satu cerita pelayanan terbaik minggu sebelumnya. Karyawan mulai saling berbagi praktik baik, dan suasana kerja terasa lebih positif.",
            ),
            en: p(
              "Recognition is one of the cheapest and most effective ways to sustain motivation. Unfortunately, many leaders speak up only when something goes wrong, so the team feels its good work goes unseen.",
              "Features of meaningful recognition:",
              '- Specific: name what was done and its impact. "Thank you for phoning each participant who hadn\'t confirmed. Because of that, yesterday\'s small-business training was fully booked." means more than "good job".\n- Timely: give it soon after the event.\n- Sincere: do not use it as small talk before criticism.\n- Personal: some people like public praise, others prefer it privately.',
              "Recognition need not be money. Examples include a written thank-you, a chance to present results to senior leaders, a more challenging assignment or a success story shared in the office group.",
              "Recognise effort and process too, not only final results, especially when the team is doing something new and difficult.",
              "Example: a bank branch head in Palembang opens the Monday morning meeting by telling one story of outstanding service from the previous week. Staff began sharing good practices with each other, and the working atmosphere feels more positive.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Apa saja empat fungsi manajemen yang dibahas?",
            en: "What are the four management functions covered?",
          },
          options: [
            { text: { id: "Mengorganisasi", en: "Organising" }, correct: true },
            { text: { id: "Memimpin", en: "Leading" }, correct: true },
            { text: { id: "Mengendalikan", en: "Controlling" }, correct: true },
            {
              text: { id: "Mengerjakan semua tugas teknis sendiri", en: "Doing all technical work yourself" },
              correct: false,
            },
            { text: { id: "Merencanakan", en: "Planning" }, correct: true },
          ],
          explanation: {
            id: "Pemimpin tim merencanakan, mengorganisasi, memimpin, dan mengendalikan. Mengerjakan semua tugas teknis sendiri adalah jebakan supervisor baru.",
            en: "Team leaders plan, organise, lead and control. Doing all technical work yourself is a new supervisor's trap.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Cara terbaik memeriksa pemahaman setelah menjelaskan tugas adalah…",
            en: "The best way to check understanding after explaining a task is…",
          },
          options: [
            {
              text: {
                id: "Meminta anggota tim menjelaskan kembali rencananya dengan kata-katanya sendiri",
                en: "Asking the team member to explain their plan back in their own words",
              },
              correct: true,
            },
            {
              text: { id: "Mengirim ulang instruksi yang sama", en: "Resending the same instructions" },
              correct: false,
            },
            { text: { id: 'Bertanya "Sudah paham?"', en: 'Asking "Understood?"' }, correct: false },
          ],
          explanation: {
            id: 'Pertanyaan "sudah paham?" hampir selalu dijawab "paham"; penjelasan ulang menunjukkan pemahaman sebenarnya.',
            en: '"Understood?" almost always gets "yes"; explaining it back reveals real understanding.',
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam delegasi, siapa yang tetap bertanggung jawab atas hasil akhir?",
            en: "In delegation, who remains accountable for the final result?",
          },
          options: [
            { text: { id: "Tidak ada", en: "No one" }, correct: false },
            { text: { id: "Pemimpin", en: "The leader" }, correct: true },
            {
              text: {
                id: "Hanya anggota tim yang menerima tugas",
                en: "Only the team member who got the task",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Tugas dan wewenang diserahkan, tetapi pemimpin tetap bertanggung jawab atas hasil akhirnya.",
            en: "The task and authority are handed over, but the leader remains accountable for the final result.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana praktik pertemuan satu-satu yang baik?",
            en: "Which are good one-to-one practices?",
          },
          options: [
            {
              text: {
                id: "Dijadwalkan rutin dan tidak mudah dibatalkan",
                en: "Scheduled regularly and not cancelled lightly",
              },
              correct: true,
            },
            {
              text: { id: "Anggota tim membawa topik lebih dulu", en: "The team member brings topics first" },
              correct: true,
            },
            {
              text: { id: "Pemimpin berceramah sepanjang waktu", en: "The leader lectures the whole time" },
              correct: false,
            },
            {
              text: {
                id: "Kesepakatan dicatat dan ditindaklanjuti",
                en: "Agreements are recorded and followed up",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Pertemuan satu-satu adalah waktu milik anggota tim: rutin, banyak bertanya, dan ditindaklanjuti.",
            en: "A one-to-one is the team member's time: regular, question-led and followed up.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: 'Pertanyaan "Langkah pertama apa yang akan kamu ambil minggu ini?" termasuk tahap GROW yang mana?',
            en: '"What first step will you take this week?" belongs to which GROW stage?',
          },
          options: [
            { text: { id: "Goal", en: "Goal" }, correct: false },
            { text: { id: "Reality", en: "Reality" }, correct: false },
            { text: { id: "Options", en: "Options" }, correct: false },
            { text: { id: "Will/Way forward", en: "Will/Way forward" }, correct: true },
          ],
          explanation: {
            id: "Tahap Will menetapkan komitmen tindakan dan waktunya.",
            en: "The Will stage sets a committed action and its timing.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kapan coaching kurang tepat dan arahan langsung lebih sesuai?",
            en: "When is coaching less suitable than direct instruction?",
          },
          options: [
            {
              text: {
                id: "Untuk anggota berpengalaman yang ingin berkembang",
                en: "For experienced members wanting to grow",
              },
              correct: false,
            },
            {
              text: { id: "Saat ada waktu cukup untuk berdiskusi", en: "When there is time to discuss" },
              correct: false,
            },
            {
              text: {
                id: "Dalam keadaan darurat atau untuk anggota yang benar-benar baru",
                en: "In emergencies or for complete beginners",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Coaching paling efektif bagi orang yang sudah punya dasar kemampuan; keadaan darurat dan pemula butuh arahan langsung.",
            en: "Coaching works best for people with basic ability; emergencies and beginners need direct instruction.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana langkah yang tepat dalam menangani kinerja di bawah standar?",
            en: "Which steps are right for handling underperformance?",
          },
          options: [
            {
              text: {
                id: "Menegur di depan seluruh tim agar jera",
                en: "Reprimanding in front of the whole team as a deterrent",
              },
              correct: false,
            },
            {
              text: {
                id: "Menyepakati rencana perbaikan tertulis",
                en: "Agreeing a written improvement plan",
              },
              correct: true,
            },
            {
              text: {
                id: "Menangani sedini mungkin dengan fakta spesifik",
                en: "Addressing it early with specific facts",
              },
              correct: true,
            },
            { text: { id: "Mencari penyebab bersama", en: "Finding the cause together" }, correct: true },
          ],
          explanation: {
            id: "Kinerja dibahas secara pribadi dengan fokus perbaikan, bukan mempermalukan di depan umum.",
            en: "Performance is discussed privately with a focus on improvement, not public humiliation.",
          },
        },
        {
          kind: "single",
          prompt: { id: "Pengakuan mana yang paling bermakna?", en: "Which recognition is most meaningful?" },
          options: [
            {
              text: {
                id: '"Terima kasih sudah menelepon peserta satu per satu; karena itu pelatihan terisi penuh."',
                en: '"Thank you for phoning each participant; because of that the training was full."',
              },
              correct: true,
            },
            {
              text: {
                id: "Pujian umum di akhir tahun untuk semua orang",
                en: "General praise for everyone at year-end",
              },
              correct: false,
            },
            { text: { id: '"Kerja bagus."', en: '"Good job."' }, correct: false },
          ],
          explanation: {
            id: "Pengakuan bermakna itu spesifik, menyebut tindakan dan dampaknya, serta disampaikan tepat waktu.",
            en: "Meaningful recognition is specific, names the action and its impact and is timely.",
          },
        },
      ],
    },
    {
      key: "kepemimpinan-perubahan",
      title: {
        id: "Kepemimpinan Perubahan dan Transformasi Organisasi",
        en: "Change Leadership and Organisational Transformation",
      },
      description: {
        id: "Perubahan organisasi, seperti digitalisasi layanan, restrukturisasi, atau sistem kerja baru, sering gagal karena sisi manusianya diabaikan. Kursus ini membekali Anda dengan model delapan langkah Kotter, pemetaan pemangku kepentingan, komunikasi perubahan, pengelolaan resistensi, dan kepemimpinan di masa krisis.",
        en: "Organisational changes such as digital services, restructuring or new ways of working often fail because the human side is ignored. This course equips you with Kotter's eight-step model, stakeholder mapping, change communication, managing resistance and leadership in a crisis.",
      },
      skills: [
        { id: "Merancang perubahan dengan model Kotter", en: "Designing change with Kotter's model" },
        { id: "Memetakan pemangku kepentingan", en: "Mapping stakeholders" },
        { id: "Mengomunikasikan perubahan", en: "Communicating change" },
        { id: "Mengelola resistensi terhadap perubahan", en: "Managing resistance to change" },
        { id: "Memimpin di masa krisis", en: "Leading in a crisis" },
      ],
      lessons: [
        {
          title: { id: "Mengapa Banyak Perubahan Gagal", en: "Why Many Changes Fail" },
          body: {
            id: p(
              "Banyak organisasi meluncurkan perubahan dengan semangat: aplikasi baru, struktur baru, atau prosedur baru. Beberapa bulan kemudian, orang kembali ke cara lama. Aplikasi hanya dipakai saat ada pemeriksaan, dan prosedur baru tinggal di atas kertas.",
              "Penyebab umum kegagalan perubahan:",
              '- Alasan perubahan tidak dipahami. Orang hanya diberi tahu "mulai bulan depan wajib pakai sistem baru" tanpa tahu mengapa.\n- Pemimpin tidak konsisten. Pimpinan meminta staf memakai sistem baru, tetapi dirinya sendiri tetap meminta laporan dalam bentuk cetak.\n- Tidak ada dukungan memadai: pelatihan singkat, tidak ada pendampingan, perangkat tidak siap.\n- Kekhawatiran orang diabaikan, misalnya takut tidak mampu atau takut kehilangan peran.\n- Kemenangan dinyatakan terlalu cepat, lalu perhatian pindah ke program lain sebelum kebiasaan baru tertanam.',
              "Perubahan organisasi pada dasarnya adalah perubahan perilaku banyak orang. Teknologi dan struktur hanya alat. Karena itu, pemimpin perubahan perlu memperhatikan sisi manusia sama seriusnya dengan sisi teknis.",
              "Contoh: peralihan pencatatan manual ke aplikasi kasir di sebuah jaringan toko akan berhasil jika kasir memahami manfaatnya, dilatih langsung di toko, dan didampingi pada minggu-minggu pertama.",
            ),
            en: p(
              "Many organisations launch change with enthusiasm: a new app, a new structure or a new procedure. A few months later people return to the old ways. The app is used only when there is an inspection, and the new procedure lives only on paper.",
              "Common causes of failed change:",
              '- The reason for change is not understood. People are only told "from next month you must use the new system" without knowing why.\n- Leaders are inconsistent. Management tells staff to use the new system but still asks for printed reports.\n- Support is inadequate: short training, no follow-up coaching, equipment not ready.\n- People\'s worries are ignored, such as fear of not coping or of losing their role.\n- Victory is declared too early, and attention moves to another programme before new habits take root.',
              "Organisational change is essentially a change in the behaviour of many people. Technology and structures are only tools. So change leaders must take the human side as seriously as the technical side.",
              "Example: moving a chain of shops from manual records to a point-of-sale app will succeed if cashiers understand its benefits, are trained on site and are supported during the first weeks.",
            ),
          },
        },
        {
          title: { id: "Model Delapan Langkah Perubahan Kotter", en: "Kotter's Eight-Step Change Model" },
          body: {
            id: p(
              "John Kotter, profesor di Harvard Business School, merumuskan delapan langkah memimpin perubahan berdasarkan pengamatannya terhadap banyak organisasi.",
              "- Bangun rasa urgensi: tunjukkan mengapa perubahan perlu sekarang, dengan data dan cerita nyata.\n- Bentuk koalisi penggerak: kelompok orang berpengaruh dari berbagai tingkat yang mendukung perubahan.\n- Rumuskan visi dan strategi perubahan yang jelas.\n- Komunikasikan visi berulang kali dan beri contoh melalui perilaku.\n- Singkirkan hambatan dan berdayakan orang untuk bertindak, misalnya aturan lama yang menghambat atau perangkat yang kurang.\n- Ciptakan kemenangan jangka pendek yang terlihat.\n- Konsolidasikan hasil dan dorong perubahan lebih lanjut, jangan cepat puas.\n- Tanamkan perubahan dalam budaya: jadikan bagian dari cara kerja, SOP, dan penilaian kinerja.",
              "Contoh: sebuah pemerintah kabupaten yang ingin menerapkan layanan perizinan daring bisa memulai dengan menunjukkan data lamanya proses manual dan keluhan pelaku usaha (urgensi), membentuk tim dari dinas terkait dan camat (koalisi), lalu merayakan keberhasilan kecamatan pertama yang berhasil memangkas waktu layanan (kemenangan cepat).",
              "Langkah-langkah ini tidak selalu berurutan kaku, tetapi melewatkan satu langkah, terutama urgensi dan koalisi, sering membuat perubahan tersendat.",
            ),
            en: p(
              "John Kotter, a professor at Harvard Business School, formulated eight steps for leading change based on his observation of many organisations.",
              "- Create a sense of urgency: show why change is needed now, with data and real stories.\n- Build a guiding coalition: a group of influential people from different levels who support the change.\n- Form a clear change vision and strategy.\n- Communicate the vision repeatedly and model it through behaviour.\n- Remove obstacles and empower people to act, such as outdated rules or missing equipment.\n- Generate visible short-term wins.\n- Consolidate gains and push further change; do not become complacent.\n- Anchor the change in the culture: make it part of how work is done, SOPs and performance appraisal.",
              "Example: a regency government wanting online licensing services could begin by showing data on how long the manual process takes and business owners' complaints (urgency), form a team from the relevant agencies and sub-district heads (coalition), then celebrate the first sub-district to cut service time (short-term win).",
              "The steps are not always rigidly sequential, but skipping one, especially urgency and the coalition, often makes change stall.",
            ),
          },
        },
        {
          title: { id: "Memetakan Pemangku Kepentingan Perubahan", en: "Mapping Change Stakeholders" },
          body: {
            id: p(
              "Pemangku kepentingan adalah semua pihak yang terdampak atau dapat memengaruhi perubahan. Memetakan mereka membantu pemimpin menentukan siapa yang perlu dilibatkan dan bagaimana caranya.",
              "Alat sederhana adalah matriks pengaruh–kepentingan:",
              "- Pengaruh tinggi, kepentingan tinggi: libatkan secara erat. Ajak menyusun rencana dan ambil keputusan bersama.\n- Pengaruh tinggi, kepentingan rendah: jaga agar tetap puas. Beri informasi ringkas dan mintalah dukungan pada saat penting.\n- Pengaruh rendah, kepentingan tinggi: jaga agar tetap terinformasi. Mereka sering yang paling terdampak, jadi dengarkan kekhawatirannya.\n- Pengaruh rendah, kepentingan rendah: pantau dengan usaha secukupnya.",
              "Untuk setiap pemangku kepentingan penting, catat juga sikapnya saat ini (mendukung, netral, menolak) dan sikap yang dibutuhkan agar perubahan berhasil.",
              "Contoh: koperasi yang ingin beralih dari pencatatan buku ke aplikasi simpan pinjam memetakan pengurus dan pengawas (pengaruh tinggi), kasir dan petugas lapangan (kepentingan tinggi karena pekerjaannya berubah), serta anggota lanjut usia yang khawatir tidak bisa memakai aplikasi. Untuk kelompok terakhir, koperasi menyiapkan layanan di kantor tetap tersedia sambil mengenalkan aplikasi secara bertahap.",
              "Jangan lupa tokoh informal: orang yang tidak punya jabatan tinggi tetapi pendapatnya didengar banyak rekan.",
            ),
            en: p(
              "Stakeholders are everyone affected by or able to influence a change. Mapping them helps leaders decide who to involve and how.",
              "A simple tool is the influence–interest matrix:",
              "- High influence, high interest: manage closely. Involve them in planning and decide together.\n- High influence, low interest: keep satisfied. Give concise information and ask for support at key moments.\n- Low influence, high interest: keep informed. They are often the most affected, so listen to their concerns.\n- Low influence, low interest: monitor with modest effort.",
              "For each key stakeholder, also note their current stance (supportive, neutral, opposed) and the stance needed for the change to succeed.",
              "Example: a cooperative moving from ledger books to a savings-and-loan app maps the board and supervisors (high influence), cashiers and field officers (high interest because their work changes) and elderly members worried about using an app. For the last group, the cooperative keeps over-the-counter service available while introducing the app gradually.",
              "Do not forget informal opinion leaders: people without senior titles whose views many colleagues listen to.",
            ),
          },
        },
        {
          title: { id: "Mengomunikasikan Perubahan", en: "Communicating Change" },
          body: {
            id: p(
              "Dalam masa perubahan, ketiadaan informasi akan diisi oleh rumor. Komunikasi yang jelas, jujur, dan berulang adalah tugas utama pemimpin perubahan.",
              "Pesan perubahan sebaiknya menjawab pertanyaan yang ada di benak setiap orang:",
              "- Mengapa perubahan ini perlu, dan mengapa sekarang?\n- Apa yang akan berubah dan apa yang tetap sama?\n- Apa artinya bagi saya dan pekerjaan saya?\n- Dukungan apa yang akan saya terima?\n- Kapan dan bagaimana tahapannya?",
              "Prinsip komunikasi perubahan:",
              '- Sampaikan langsung oleh pimpinan untuk pesan penting, lalu diperkuat oleh atasan langsung yang paling dipercaya karyawan.\n- Jujur tentang yang belum diketahui: "Kami belum memutuskan pembagian shift; keputusan akan diumumkan paling lambat tanggal 15."\n- Gunakan berbagai saluran: pertemuan tatap muka, pesan tertulis, dan sesi tanya jawab.\n- Dengarkan: sediakan cara aman untuk menyampaikan pertanyaan dan keberatan.',
              "Contoh: saat sebuah pabrik tekstil di Jawa Barat memasang mesin baru yang mengubah pembagian kerja, manajemen mengadakan sesi tanya jawab per shift dan menjelaskan rencana pelatihan ulang bagi operator. Kecemasan tentang pemutusan kerja berkurang karena informasinya jelas sejak awal.",
            ),
            en: p(
              "During change, an absence of information is filled by rumour. Clear, honest and repeated communication is a change leader's main task.",
              "Change messages should answer the questions in everyone's mind:",
              "- Why is this change needed, and why now?\n- What will change and what will stay the same?\n- What does it mean for me and my job?\n- What support will I get?\n- When and how will it happen?",
              "Principles of change communication:",
              '- Key messages come directly from senior leaders, then are reinforced by direct supervisors, whom employees trust most.\n- Be honest about what is not yet known: "We have not decided the shift arrangement; the decision will be announced by the 15th at the latest."\n- Use several channels: face-to-face meetings, written messages and Q&A sessions.\n- Listen: provide a safe way to raise questions and objections.',
              "Example: when a textile factory in West Java installed new machines that changed how work was divided, management held Q&A sessions for each shift and explained the retraining plan for operators. Anxiety about layoffs eased because the information was clear from the start.",
            ),
          },
        },
        {
          title: { id: "Mengelola Resistensi terhadap Perubahan", en: "Managing Resistance to Change" },
          body: {
            id: p(
              "Resistensi adalah reaksi wajar terhadap perubahan, bukan tanda bahwa orang itu buruk atau tidak loyal. Sering kali resistensi membawa informasi berharga tentang kelemahan rencana.",
              "Penyebab umum resistensi:",
              "- Takut kehilangan: kehilangan status, penghasilan, kenyamanan, atau rekan kerja.\n- Ragu pada kemampuan diri untuk menguasai cara baru.\n- Tidak percaya pada alasan perubahan atau pada pemimpinnya.\n- Pengalaman buruk dengan perubahan sebelumnya yang gagal.\n- Melihat kekurangan nyata dalam rencana.",
              "Cara menanganinya:",
              '- Dengarkan dan gali penyebabnya, jangan langsung melabeli "penghambat".\n- Libatkan orang yang menolak dalam mencari solusi. Keberatan mereka bisa memperbaiki rencana.\n- Beri pelatihan dan pendampingan bagi yang ragu pada kemampuannya.\n- Tunjukkan bukti, misalnya unit percontohan yang berhasil.\n- Tegas pada hal yang tidak bisa ditawar, tetapi luwes pada cara pelaksanaannya.',
              "Contoh: bidan senior di sebuah puskesmas menolak pencatatan elektronik karena merasa lebih lambat. Kepala puskesmas mendengarkan, lalu menemukan bahwa masalahnya adalah komputer yang terletak jauh dari ruang periksa. Setelah perangkat dipindahkan dan ia mendapat pendampingan, bidan itu justru menjadi pelatih bagi rekan-rekannya.",
            ),
            en: p(
              "Resistance is a natural reaction to change, not a sign that a person is bad or disloyal. It often carries valuable information about weaknesses in the plan.",
              "Common causes of resistance:",
              "- Fear of loss: of status, income, comfort or colleagues.\n- Doubt about one's ability to master the new way.\n- Distrust of the reasons for change or of its leaders.\n- Bad experiences with earlier changes that failed.\n- Seeing real flaws in the plan.",
              "How to handle it:",
              '- Listen and explore the cause; do not immediately label people "blockers".\n- Involve those who resist in finding solutions. Their objections can improve the plan.\n- Provide training and coaching for those who doubt their ability.\n- Show evidence, such as a successful pilot unit.\n- Be firm on what is non-negotiable but flexible on how it is carried out.',
              "Example: a senior midwife at a puskesmas resisted electronic records because she felt they were slower. The head of the puskesmas listened and found that the problem was a computer placed far from the examination room. After the equipment was moved and she received coaching, the midwife became a trainer for her colleagues.",
            ),
          },
        },
        {
          title: { id: "Kemenangan Cepat dan Menjaga Momentum", en: "Quick Wins and Sustaining Momentum" },
          body: {
            id: p(
              "Perubahan besar butuh waktu lama, dan semangat bisa memudar sebelum hasil besar terlihat. Kemenangan cepat (quick wins) memberi bukti bahwa perubahan membawa manfaat dan menjaga dukungan.",
              "Ciri kemenangan cepat yang baik:",
              "- Terlihat oleh banyak orang, bukan hanya oleh tim proyek.\n- Jelas terkait dengan perubahan yang sedang dijalankan.\n- Bisa dicapai dalam beberapa minggu sampai beberapa bulan.",
              "Contoh: saat sebuah kantor kelurahan beralih ke antrean dan pendaftaran daring, kemenangan cepatnya adalah penurunan waktu tunggu rata-rata yang diumumkan di papan informasi setelah satu bulan. Warga dan petugas sama-sama melihat manfaatnya.",
              "Setelah kemenangan cepat, jangan berhenti. Cara menjaga momentum:",
              "- Rayakan dan beri pengakuan kepada orang-orang yang berkontribusi.\n- Gunakan kredibilitas dari keberhasilan awal untuk mengatasi hambatan yang lebih besar.\n- Perluas perubahan secara bertahap ke unit lain, dengan pelajaran dari percontohan.\n- Tanamkan dalam sistem: SOP, pelatihan karyawan baru, dan indikator kinerja.",
              "Waspadai jebakan merasa selesai terlalu cepat. Kebiasaan lama mudah kembali jika pengawasan dan dukungan tiba-tiba dihentikan.",
            ),
            en: p(
              "Big changes take a long time, and enthusiasm can fade before major results appear. Quick wins provide proof that change brings benefits and keep support alive.",
              "Features of a good quick win:",
              "- Visible to many people, not only the project team.\n- Clearly linked to the change under way.\n- Achievable within a few weeks to a few months.",
              "Example: when an urban village office moved to online queuing and registration, the quick win was the drop in average waiting time, announced on the notice board after one month. Residents and staff alike saw the benefit.",
              "After a quick win, do not stop. Ways to sustain momentum:",
              "- Celebrate and recognise the people who contributed.\n- Use the credibility of early success to tackle bigger obstacles.\n- Extend the change gradually to other units, using lessons from the pilot.\n- Embed it in systems: SOPs, new-employee training and performance indicators.",
              "Beware of declaring victory too early. Old habits easily return if monitoring and support are suddenly withdrawn.",
            ),
          },
        },
        {
          title: { id: "Kepemimpinan di Masa Krisis", en: "Leadership in a Crisis" },
          body: {
            id: p(
              "Krisis, seperti banjir yang merendam gudang, kebakaran pabrik, wabah penyakit, atau gangguan sistem yang menghentikan layanan, menuntut kepemimpinan yang berbeda dari masa normal. Keputusan harus diambil cepat dengan informasi yang belum lengkap.",
              "Prinsip memimpin dalam krisis:",
              "- Utamakan keselamatan manusia di atas segalanya, baru kemudian aset dan operasi.\n- Tetap tenang dan terlihat. Kehadiran pemimpin menenangkan tim.\n- Bentuk struktur yang jelas: siapa memimpin, siapa menangani apa, dan bagaimana alur laporannya.\n- Berkomunikasi sering, singkat, dan jujur: apa yang diketahui, apa yang belum, dan kapan kabar berikutnya.\n- Ambil keputusan yang cukup baik dengan cepat, lalu sesuaikan saat informasi bertambah.\n- Perhatikan kondisi tim, karena krisis panjang melelahkan fisik dan mental.",
              "Setelah krisis mereda, lakukan evaluasi tanpa mencari kambing hitam: apa yang berjalan baik, apa yang perlu diperbaiki, dan apa yang harus disiapkan sebelum krisis berikutnya, seperti rencana keberlangsungan usaha, cadangan data, dan daftar kontak darurat.",
              "Contoh: ketika banjir merendam sebagian gudang sebuah distributor di Semarang, manajer memastikan semua karyawan aman, menunjuk koordinator pemindahan barang, memberi kabar rutin kepada pelanggan tentang jadwal pengiriman, lalu menyusun rencana penempatan stok di lokasi yang lebih tinggi.",
            ),
            en: p(
              "A crisis, such as a flood inundating a warehouse, a factory fire, a disease outbreak or a system failure that halts services, demands different leadership from normal times. Decisions must be made quickly with incomplete information.",
              "Principles for leading in a crisis:",
              "- Put people's safety above everything, then assets and operations.\n- Stay calm and visible. A leader's presence steadies the team.\n- Set a clear structure: who leads, who handles what and how reports flow.\n- Communicate often, briefly and honestly: what is known, what is not yet known and when the next update will come.\n- Make good-enough decisions quickly, then adjust as information grows.\n- Watch the team's condition, because long crises are physically and mentally exhausting.",
              "Once the crisis eases, run a blame-free review: what went well, what needs improving and what must be prepared before the next crisis, such as a business continuity plan, data backups and an emergency contact list.",
              "Example: when floods swamped part of a distributor's warehouse in Semarang, the manager made sure every employee was safe, appointed a coordinator for moving goods, sent regular updates to customers on delivery schedules, and then drew up a plan to store stock on higher ground.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Mana penyebab umum kegagalan perubahan organisasi?",
            en: "Which are common causes of failed organisational change?",
          },
          options: [
            {
              text: {
                id: "Pemimpin tidak konsisten menjalankan perubahan",
                en: "Leaders do not consistently practise the change",
              },
              correct: true,
            },
            {
              text: { id: "Kemenangan dinyatakan terlalu cepat", en: "Victory is declared too early" },
              correct: true,
            },
            {
              text: { id: "Pelatihan dan pendampingan yang memadai", en: "Adequate training and coaching" },
              correct: false,
            },
            {
              text: { id: "Alasan perubahan tidak dipahami", en: "The reason for change is not understood" },
              correct: true,
            },
          ],
          explanation: {
            id: "Pelatihan dan pendampingan yang memadai justru mendukung keberhasilan perubahan.",
            en: "Adequate training and coaching support successful change rather than cause failure.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa langkah pertama dalam model delapan langkah Kotter?",
            en: "What is the first step in Kotter's eight-step model?",
          },
          options: [
            {
              text: { id: "Menciptakan kemenangan jangka pendek", en: "Generate short-term wins" },
              correct: false,
            },
            { text: { id: "Membangun rasa urgensi", en: "Create a sense of urgency" }, correct: true },
            {
              text: { id: "Menanamkan perubahan dalam budaya", en: "Anchor the change in culture" },
              correct: false,
            },
          ],
          explanation: {
            id: "Kotter memulai dengan membangun urgensi agar orang memahami mengapa perubahan harus dilakukan sekarang.",
            en: "Kotter starts with urgency so people understand why change must happen now.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kasir yang pekerjaannya berubah tetapi pengaruhnya rendah sebaiknya…",
            en: "Cashiers whose work changes but who have low influence should be…",
          },
          options: [
            {
              text: {
                id: "Dijaga agar tetap terinformasi dan didengarkan kekhawatirannya",
                en: "Kept informed with their concerns listened to",
              },
              correct: true,
            },
            {
              text: {
                id: "Hanya diberi tahu setelah semuanya selesai",
                en: "Told only after everything is done",
              },
              correct: false,
            },
            { text: { id: "Diabaikan", en: "Ignored" }, correct: false },
          ],
          explanation: {
            id: "Kelompok berkepentingan tinggi dan berpengaruh rendah sering paling terdampak, sehingga perlu terus diberi informasi dan didengar.",
            en: "High-interest, low-influence groups are often most affected, so they must be kept informed and heard.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Bagaimana sebaiknya pemimpin menyikapi hal yang belum diputuskan saat mengomunikasikan perubahan?",
            en: "How should leaders handle undecided matters when communicating change?",
          },
          options: [
            {
              text: {
                id: "Memberi jawaban perkiraan seolah sudah pasti",
                en: "Give a guess as if it were certain",
              },
              correct: false,
            },
            {
              text: { id: "Diam sampai semua pasti", en: "Stay silent until everything is certain" },
              correct: false,
            },
            {
              text: {
                id: "Jujur bahwa belum diputuskan dan menyebutkan kapan keputusan diumumkan",
                en: "Be honest that it is undecided and say when the decision will be announced",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Kekosongan informasi diisi rumor; kejujuran tentang yang belum diketahui menjaga kepercayaan.",
            en: "An information vacuum fills with rumour; honesty about unknowns preserves trust.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana cara yang tepat menangani resistensi?",
            en: "Which are good ways to handle resistance?",
          },
          options: [
            {
              text: { id: "Mendengarkan dan menggali penyebabnya", en: "Listening and exploring the cause" },
              correct: true,
            },
            {
              text: {
                id: "Melibatkan orang yang menolak dalam mencari solusi",
                en: "Involving resisters in finding solutions",
              },
              correct: true,
            },
            {
              text: {
                id: "Langsung melabeli mereka sebagai penghambat",
                en: "Labelling them blockers at once",
              },
              correct: false,
            },
            {
              text: {
                id: "Menunjukkan bukti dari unit percontohan",
                en: "Showing evidence from a pilot unit",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Resistensi sering membawa informasi berharga, seperti letak komputer dalam contoh puskesmas.",
            en: "Resistance often carries valuable information, like the computer's location in the puskesmas example.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mana contoh kemenangan cepat yang baik?",
            en: "Which is a good example of a quick win?",
          },
          options: [
            {
              text: {
                id: "Penurunan waktu tunggu yang diumumkan di papan informasi setelah satu bulan",
                en: "A drop in waiting time announced on the notice board after one month",
              },
              correct: true,
            },
            {
              text: {
                id: "Rencana lima tahun yang belum dijalankan",
                en: "A five-year plan not yet started",
              },
              correct: false,
            },
            {
              text: {
                id: "Perbaikan internal yang tidak diketahui siapa pun",
                en: "An internal fix nobody knows about",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Kemenangan cepat harus terlihat, terkait jelas dengan perubahan, dan tercapai dalam waktu singkat.",
            en: "Quick wins must be visible, clearly linked to the change and achieved quickly.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam krisis, apa prioritas utama pemimpin?",
            en: "In a crisis, what is the leader's top priority?",
          },
          options: [
            { text: { id: "Mencari siapa yang bersalah", en: "Finding who is to blame" }, correct: false },
            { text: { id: "Keselamatan manusia", en: "People's safety" }, correct: true },
            {
              text: { id: "Menyelamatkan laporan keuangan", en: "Saving the financial reports" },
              correct: false,
            },
          ],
          explanation: {
            id: "Keselamatan manusia didahulukan, baru kemudian aset dan operasi.",
            en: "People's safety comes first, then assets and operations.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Apa yang sebaiknya dilakukan setelah krisis mereda?",
            en: "What should be done after a crisis eases?",
          },
          options: [
            {
              text: { id: "Melupakan kejadian secepatnya", en: "Forgetting the event as fast as possible" },
              correct: false,
            },
            {
              text: {
                id: "Memastikan cadangan data dan kontak darurat",
                en: "Securing data backups and emergency contacts",
              },
              correct: true,
            },
            {
              text: { id: "Evaluasi tanpa mencari kambing hitam", en: "A blame-free review" },
              correct: true,
            },
            {
              text: {
                id: "Menyiapkan rencana keberlangsungan usaha",
                en: "Preparing a business continuity plan",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Evaluasi dan persiapan membuat organisasi lebih siap menghadapi krisis berikutnya.",
            en: "Review and preparation make the organisation readier for the next crisis.",
          },
        },
      ],
    },
  ],
};

export default content;
