/**
 * Seed teaching content for "Kinerja & Produktivitas" (performance and productivity): time management and
 * prioritisation, targets and KPIs, and everyday productivity through focus, meetings and process improvement.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "performance-productivity",
  tracks: [
    {
      key: "manajemen-waktu-prioritas",
      title: { id: "Manajemen Waktu dan Prioritas Kerja", en: "Time Management and Work Prioritisation" },
      description: {
        id: "Ketahui ke mana waktu Anda sebenarnya pergi, lalu kelola dengan teknik prioritas dan perencanaan yang terbukti praktis. Kursus ini membahas matriks Eisenhower, perencanaan mingguan, blok waktu, teknik Pomodoro, menghadapi gangguan, dan mengatasi penundaan.",
        en: "Find out where your time really goes, then manage it with practical prioritisation and planning techniques. This course covers the Eisenhower matrix, weekly planning, time blocking, the Pomodoro technique, handling interruptions and overcoming procrastination.",
      },
      skills: [
        { id: "Audit penggunaan waktu", en: "Time-use auditing" },
        {
          id: "Menentukan prioritas dengan matriks Eisenhower",
          en: "Prioritising with the Eisenhower matrix",
        },
        { id: "Perencanaan mingguan dan harian", en: "Weekly and daily planning" },
        { id: "Blok waktu dan teknik Pomodoro", en: "Time blocking and the Pomodoro technique" },
        { id: "Mengelola gangguan dan berkata tidak", en: "Managing interruptions and saying no" },
        { id: "Mengatasi penundaan", en: "Overcoming procrastination" },
      ],
      lessons: [
        {
          title: { id: "Audit Waktu: Ke Mana Waktu Anda Pergi?", en: "Time Audit: Where Does Your Time Go?" },
          body: {
            id: p(
              "Sebelum memperbaiki manajemen waktu, Anda perlu tahu kenyataannya. Banyak orang merasa sibuk sepanjang hari tetapi tidak yakin apa yang sudah diselesaikan. Audit waktu menjawab pertanyaan itu dengan data.",
              "Cara melakukan audit waktu selama tiga sampai lima hari kerja:",
              "- Catat kegiatan setiap 30 menit, secara jujur, termasuk membuka media sosial atau mengobrol.\n- Kelompokkan kegiatan: pekerjaan utama, rapat, administrasi, komunikasi (pesan dan email), gangguan, dan istirahat.\n- Hitung persentase waktu untuk setiap kelompok.",
              "Hasilnya sering mengejutkan. Contoh: Pak Darto, sekretaris desa di Jawa Tengah, mengira sebagian besar waktunya untuk menyusun dokumen perencanaan desa. Ternyata hampir separuh jam kerjanya habis untuk melayani pertanyaan yang sama berulang kali tentang syarat surat pengantar. Solusinya sederhana: membuat papan informasi persyaratan di depan kantor dan mengirimkannya ke grup WhatsApp RT.",
              "Setelah audit, tanyakan tiga hal: kegiatan apa yang paling memberi hasil? Kegiatan apa yang bisa dikurangi, didelegasikan, atau dibuat lebih efisien? Pada jam berapa saya paling segar untuk pekerjaan berat?",
            ),
            en: p(
              "Before improving time management, you need to know the reality. Many people feel busy all day but are unsure what they actually finished. A time audit answers that question with data.",
              "How to run a time audit over three to five working days:",
              "- Record your activity every 30 minutes, honestly, including social media or chatting.\n- Group activities: core work, meetings, administration, communication (messages and email), interruptions and breaks.\n- Calculate the percentage of time for each group.",
              "The results often surprise. Example: Pak Darto, a village secretary in Central Java, thought most of his time went into drafting village planning documents. In fact nearly half his working hours went into answering the same questions again and again about the requirements for a cover letter. The fix was simple: an information board listing the requirements in front of the office, also shared to the neighbourhood WhatsApp groups.",
              "After the audit, ask three things: which activities produce the most results? Which could be reduced, delegated or made more efficient? At what time of day am I freshest for demanding work?",
            ),
          },
        },
        {
          title: {
            id: "Menentukan Prioritas dengan Matriks Eisenhower",
            en: "Prioritising with the Eisenhower Matrix",
          },
          body: {
            id: p(
              "Matriks Eisenhower membagi tugas berdasarkan dua pertanyaan: apakah tugas ini penting (berkontribusi pada tujuan), dan apakah mendesak (harus segera ditangani)? Hasilnya empat kuadran.",
              "- Penting dan mendesak: kerjakan sekarang. Contoh: laporan pertanggungjawaban dana yang tenggatnya besok, atau mesin produksi yang rusak.\n- Penting tetapi tidak mendesak: jadwalkan. Contoh: pelatihan staf, perawatan mesin berkala, menyusun strategi pemasaran.\n- Mendesak tetapi tidak penting: delegasikan atau sederhanakan. Contoh: sebagian besar telepon dan pesan rutin, permintaan data yang bisa dijawab staf lain.\n- Tidak penting dan tidak mendesak: kurangi atau hapus. Contoh: menggulir media sosial tanpa tujuan.",
              "Kuadran kedua adalah kunci kinerja jangka panjang. Jika diabaikan, tugas-tugasnya akan berubah menjadi krisis. Mesin yang tidak dirawat akhirnya rusak saat pesanan sedang banyak.",
              "Latihan: tulis semua tugas minggu ini, lalu tempatkan di kuadran yang tepat. Jika hampir semua tugas Anda berada di kuadran pertama, itu tanda Anda perlu menyisihkan waktu lebih banyak untuk kuadran kedua agar krisis berkurang.",
            ),
            en: p(
              "The Eisenhower matrix sorts tasks by two questions: is this task important (does it contribute to goals), and is it urgent (must it be handled right away)? The result is four quadrants.",
              "- Important and urgent: do it now. Examples: a fund accountability report due tomorrow, or a broken production machine.\n- Important but not urgent: schedule it. Examples: staff training, routine machine maintenance, drafting a marketing strategy.\n- Urgent but not important: delegate or simplify. Examples: most routine calls and messages, data requests another staff member can answer.\n- Neither important nor urgent: reduce or eliminate. Example: aimless social media scrolling.",
              "The second quadrant is the key to long-term performance. If neglected, its tasks turn into crises. A machine that is never maintained eventually breaks down just when orders are piling up.",
              "Exercise: list all of this week's tasks and place each in the right quadrant. If almost all your tasks sit in the first quadrant, it is a sign you need to set aside more time for the second quadrant so crises decrease.",
            ),
          },
        },
        {
          title: { id: "Perencanaan Mingguan dan Harian", en: "Weekly and Daily Planning" },
          body: {
            id: p(
              "Tanpa rencana, hari kerja mudah dikendalikan oleh permintaan orang lain. Perencanaan mingguan memberi gambaran besar, sedangkan perencanaan harian menjaga fokus.",
              "Perencanaan mingguan (20–30 menit, misalnya Jumat sore atau Senin pagi):",
              "- Tinjau tujuan dan tenggat bulan ini.\n- Pilih tiga hasil utama yang harus selesai minggu ini.\n- Masukkan rapat dan kegiatan tetap ke kalender, lalu sisihkan waktu untuk tiga hasil utama tadi.",
              "Perencanaan harian (5–10 menit, sore sebelumnya atau awal hari):",
              "- Tulis maksimal tiga prioritas hari ini. Daftar panjang 20 tugas biasanya membuat stres dan tidak realistis.\n- Perkirakan waktu setiap tugas dan sisakan ruang untuk hal tak terduga, karena hampir tidak ada hari yang berjalan persis sesuai rencana.\n- Di akhir hari, pindahkan tugas yang belum selesai dan catat penyebabnya.",
              "Contoh: pemilik usaha konveksi di Bandung menetapkan tiga hasil utama minggu ini: mengirim 300 kaus pesanan sekolah, menagih dua pelanggan yang menunggak, dan menyiapkan katalog untuk pameran. Setiap pagi ia memilih langkah yang paling mendukung ketiga hasil itu sebelum membuka pesan pelanggan.",
            ),
            en: p(
              "Without a plan, the working day is easily controlled by other people's requests. Weekly planning gives the big picture; daily planning keeps focus.",
              "Weekly planning (20–30 minutes, for example Friday afternoon or Monday morning):",
              "- Review this month's goals and deadlines.\n- Choose the three key results that must be finished this week.\n- Put meetings and fixed activities into your calendar, then reserve time for the three key results.",
              "Daily planning (5–10 minutes, the evening before or at the start of the day):",
              "- Write at most three priorities for today. A long list of 20 tasks usually causes stress and is unrealistic.\n- Estimate the time for each task and leave room for the unexpected, because almost no day goes exactly to plan.\n- At the end of the day, carry over unfinished tasks and note why.",
              "Example: a garment workshop owner in Bandung sets three key results for the week: ship 300 T-shirts ordered by a school, collect from two customers in arrears and prepare a catalogue for a trade fair. Each morning she picks the steps that most support those results before opening customer messages.",
            ),
          },
        },
        {
          title: { id: "Blok Waktu dan Teknik Pomodoro", en: "Time Blocking and the Pomodoro Technique" },
          body: {
            id: p(
              "Blok waktu (time blocking) berarti memesan waktu di kalender untuk pekerjaan tertentu, seolah-olah itu janji temu. Contoh: Selasa dan Kamis pukul 08.00–10.00 untuk menyusun laporan analisis, tanpa rapat dan tanpa membuka pesan.",
              "Manfaat blok waktu:",
              "- Pekerjaan penting mendapat tempat nyata, bukan sisa waktu.\n- Tugas sejenis dikelompokkan, misalnya membalas semua email pada dua slot, pukul 11.00 dan 15.00.\n- Rekan kerja bisa melihat kapan Anda sedang fokus.",
              "Teknik Pomodoro, yang dikembangkan Francesco Cirillo, membantu menjaga fokus di dalam blok waktu:",
              "- Pilih satu tugas.\n- Atur pengatur waktu 25 menit dan bekerja tanpa gangguan.\n- Istirahat 5 menit.\n- Setelah empat putaran, ambil istirahat lebih panjang, sekitar 15–30 menit.",
              "Durasi bisa disesuaikan. Sebagian orang lebih cocok dengan 50 menit kerja dan 10 menit istirahat. Yang penting adalah ritme fokus penuh lalu jeda.",
              'Contoh: mahasiswa yang menunda-nunda tugas akhir bisa memulai dengan dua Pomodoro setiap pagi. Rasa berat berkurang karena ia hanya perlu berkomitmen 25 menit, bukan "menyelesaikan skripsi".',
            ),
            en: p(
              "Time blocking means reserving calendar time for specific work, as if it were an appointment. Example: Tuesday and Thursday 8:00–10:00 for writing analysis reports, with no meetings and no messages.",
              "Benefits of time blocking:",
              "- Important work gets real space, not leftover time.\n- Similar tasks are batched, such as answering all email in two slots, at 11:00 and 15:00.\n- Colleagues can see when you are focusing.",
              "The Pomodoro technique, developed by Francesco Cirillo, helps keep focus inside a block:",
              "- Choose one task.\n- Set a timer for 25 minutes and work without interruption.\n- Take a 5-minute break.\n- After four rounds, take a longer break of around 15–30 minutes.",
              "The durations can be adjusted. Some people prefer 50 minutes of work and 10 minutes of rest. What matters is the rhythm of full focus followed by a pause.",
              'Example: a student who keeps postponing a final thesis can start with two Pomodoros every morning. The burden feels lighter because he only has to commit to 25 minutes, not to "finishing the thesis".',
            ),
          },
        },
        {
          title: {
            id: "Mengelola Gangguan dan Berani Berkata Tidak",
            en: "Managing Interruptions and Saying No",
          },
          body: {
            id: p(
              "Gangguan kecil terasa sepele, tetapi setiap kali fokus terputus, kita butuh waktu untuk kembali ke alur kerja semula. Puluhan gangguan sehari bisa menghabiskan berjam-jam.",
              "Cara mengurangi gangguan:",
              "- Matikan notifikasi yang tidak penting dan bisukan grup WhatsApp yang ramai selama blok fokus.\n- Sepakati jam layanan: misalnya konsultasi internal pukul 13.00–15.00, kecuali keadaan darurat.\n- Kumpulkan pertanyaan: minta rekan mencatat pertanyaan nonmendesak lalu membahasnya sekaligus.\n- Sediakan informasi mandiri, seperti daftar tanya-jawab atau papan persyaratan layanan.",
              'Berkata tidak juga bagian dari manajemen waktu. Setiap "ya" pada satu hal berarti "tidak" pada hal lain. Tolak dengan sopan dan beri alternatif:',
              '- "Saya sedang menyelesaikan laporan untuk kepala dinas sampai pukul 12. Bisa saya bantu setelah makan siang?"\n- "Minggu ini saya tidak bisa ikut panitia, tetapi saya bisa membantu memeriksa anggaran acaranya."',
              'Saat atasan memberi tugas baru, tanyakan prioritasnya: "Tugas ini lebih didahulukan dari laporan A atau tidak?" Dengan begitu, keputusan prioritas dibuat bersama, bukan ditebak.',
            ),
            en: p(
              "Small interruptions feel trivial, but each time focus breaks, it takes time to get back into the flow of work. Dozens of interruptions a day can cost hours.",
              "Ways to reduce interruptions:",
              "- Turn off non-essential notifications and mute busy WhatsApp groups during focus blocks.\n- Agree on service hours, for example internal consultations from 13:00 to 15:00 except in emergencies.\n- Batch questions: ask colleagues to note non-urgent questions and discuss them together.\n- Provide self-service information, such as an FAQ list or a board listing service requirements.",
              'Saying no is also part of time management. Every "yes" to one thing means "no" to something else. Decline politely and offer an alternative:',
              '- "I am finishing a report for the agency head until 12. Can I help you after lunch?"\n- "I can\'t join the committee this week, but I can help review the event budget."',
              'When your manager gives you a new task, ask about priority: "Should this come before report A or not?" That way priority decisions are made together rather than guessed.',
            ),
          },
        },
        {
          title: { id: "Mengatasi Kebiasaan Menunda (Prokrastinasi)", en: "Overcoming Procrastination" },
          body: {
            id: p(
              "Prokrastinasi bukan sekadar malas. Orang sering menunda karena tugas terasa terlalu besar, tidak jelas harus mulai dari mana, takut hasilnya tidak sempurna, atau tugasnya membosankan.",
              "Strategi sesuai penyebabnya:",
              '- Tugas terlalu besar: pecah menjadi langkah kecil yang konkret. Bukan "membuat proposal hibah", tetapi "mengumpulkan data jumlah anggota koperasi" sebagai langkah pertama.\n- Tidak jelas: tulis langkah pertama yang bisa dikerjakan dalam 10 menit.\n- Takut tidak sempurna: buat "draf jelek" dulu. Draf bisa diperbaiki, halaman kosong tidak.\n- Membosankan: pasangkan dengan hal menyenangkan, misalnya bekerja di tempat yang nyaman, atau beri hadiah kecil setelah selesai.',
              "Aturan dua menit juga membantu: jika suatu tugas bisa selesai dalam dua menit, seperti membalas konfirmasi atau mengarsipkan dokumen, kerjakan saat itu juga.",
              "Tenggat buatan sendiri sering kurang efektif. Buat tenggat yang melibatkan orang lain, misalnya berjanji mengirim draf kepada atasan hari Kamis.",
              "Contoh: seorang bendahara BOS di sekolah dasar selalu menunda laporan triwulan. Setelah memecahnya menjadi lima langkah dan mengerjakan satu langkah setiap hari, laporan selesai tiga hari sebelum tenggat.",
            ),
            en: p(
              "Procrastination is not just laziness. People often delay because a task feels too big, it is unclear where to start, they fear an imperfect result, or the task is boring.",
              "Strategies by cause:",
              '- Too big: break it into concrete small steps. Not "write the grant proposal" but "collect the cooperative\'s membership figures" as the first step.\n- Unclear: write a first step that can be done in 10 minutes.\n- Fear of imperfection: write an "ugly draft" first. A draft can be improved; a blank page cannot.\n- Boring: pair it with something pleasant, such as working somewhere comfortable, or give yourself a small reward afterwards.',
              "The two-minute rule also helps: if a task takes under two minutes, such as replying to a confirmation or filing a document, do it immediately.",
              "Self-imposed deadlines are often weak. Create deadlines that involve someone else, such as promising to send a draft to your manager on Thursday.",
              "Example: the treasurer managing a primary school's BOS (school operational assistance) funds always delayed the quarterly report. After splitting it into five steps and doing one step each day, she finished three days before the deadline.",
            ),
          },
        },
        {
          title: {
            id: "Sistem Manajemen Waktu Pribadi yang Berkelanjutan",
            en: "A Sustainable Personal Time Management System",
          },
          body: {
            id: p(
              "Teknik-teknik manajemen waktu paling bermanfaat jika digabung menjadi sistem sederhana yang Anda jalankan setiap minggu. Sistem tidak harus rumit atau memakai aplikasi mahal. Buku catatan dan kalender ponsel sudah cukup.",
              "Contoh sistem lima komponen:",
              "- Satu tempat untuk menampung semua tugas dan ide, agar tidak tersebar di kepala, kertas, dan chat.\n- Perencanaan mingguan dengan matriks Eisenhower untuk memilih tiga hasil utama.\n- Blok waktu di kalender untuk pekerjaan penting, dengan Pomodoro di dalamnya.\n- Jam layanan dan notifikasi terkendali untuk membatasi gangguan.\n- Evaluasi akhir minggu: apa yang berhasil, apa yang bocor, dan apa yang diubah minggu depan.",
              "Ingat juga energi, bukan hanya waktu. Tempatkan pekerjaan yang butuh konsentrasi tinggi pada jam Anda paling segar, dan tugas ringan pada jam energi rendah, misalnya setelah makan siang.",
              "Contoh: kepala unit di sebuah bank cabang di Makassar menerapkan sistem ini selama dua bulan. Ia berhenti membawa pulang pekerjaan hampir setiap malam karena tugas penting selesai di blok pagi, sementara permintaan rutin ditangani timnya pada jam yang disepakati.",
            ),
            en: p(
              "Time management techniques are most useful when combined into a simple system you run every week. The system need not be complicated or use expensive apps. A notebook and a phone calendar are enough.",
              "An example five-part system:",
              "- One place to capture all tasks and ideas, so they are not scattered across your head, paper and chats.\n- Weekly planning with the Eisenhower matrix to choose three key results.\n- Calendar time blocks for important work, with Pomodoros inside them.\n- Service hours and controlled notifications to limit interruptions.\n- An end-of-week review: what worked, where time leaked and what to change next week.",
              "Remember energy, not just time. Put high-concentration work in your freshest hours and light tasks in low-energy periods, such as just after lunch.",
              "Example: a unit head at a bank branch in Makassar used this system for two months. He stopped taking work home almost every night because important tasks were done in his morning blocks, while routine requests were handled by his team at agreed times.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: { id: "Apa tujuan utama audit waktu?", en: "What is the main purpose of a time audit?" },
          options: [
            { text: { id: "Mengurangi jam istirahat", en: "Reducing break times" }, correct: false },
            {
              text: {
                id: "Membuktikan kepada atasan bahwa kita sibuk",
                en: "Proving to the manager that we are busy",
              },
              correct: false,
            },
            {
              text: {
                id: "Mengetahui dengan data ke mana waktu sebenarnya digunakan",
                en: "Finding out with data where time actually goes",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Audit waktu memberi data nyata, seperti kasus sekretaris desa yang ternyata banyak menjawab pertanyaan berulang.",
            en: "A time audit gives real data, as with the village secretary who turned out to spend much time on repeated questions.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Perawatan mesin berkala termasuk kuadran Eisenhower yang mana?",
            en: "Routine machine maintenance belongs to which Eisenhower quadrant?",
          },
          options: [
            { text: { id: "Penting tetapi tidak mendesak", en: "Important but not urgent" }, correct: true },
            { text: { id: "Mendesak tetapi tidak penting", en: "Urgent but not important" }, correct: false },
            {
              text: { id: "Tidak penting dan tidak mendesak", en: "Neither important nor urgent" },
              correct: false,
            },
            { text: { id: "Penting dan mendesak", en: "Important and urgent" }, correct: false },
          ],
          explanation: {
            id: "Perawatan berkala penting untuk jangka panjang tetapi tidak harus hari ini, sehingga perlu dijadwalkan sebelum menjadi krisis.",
            en: "Routine maintenance matters long term but need not happen today, so it should be scheduled before it becomes a crisis.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Berapa prioritas harian yang dianjurkan dalam materi perencanaan harian?",
            en: "How many daily priorities does the daily planning lesson recommend?",
          },
          options: [
            { text: { id: "Sebanyak mungkin", en: "As many as possible" }, correct: false },
            { text: { id: "Maksimal tiga", en: "At most three" }, correct: true },
            { text: { id: "Minimal sepuluh", en: "At least ten" }, correct: false },
          ],
          explanation: {
            id: "Tiga prioritas membuat hari tetap fokus dan realistis; daftar 20 tugas cenderung membuat stres.",
            en: "Three priorities keep the day focused and realistic; a list of 20 tasks tends to cause stress.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana pernyataan yang benar tentang teknik Pomodoro?",
            en: "Which statements about the Pomodoro technique are true?",
          },
          options: [
            {
              text: {
                id: "Setelah empat putaran, ambil istirahat lebih panjang",
                en: "After four rounds, take a longer break",
              },
              correct: true,
            },
            {
              text: {
                id: "Durasi tidak boleh diubah sama sekali",
                en: "The durations must never be changed",
              },
              correct: false,
            },
            {
              text: {
                id: "Dikerjakan pada satu tugas tanpa gangguan",
                en: "It is done on one task without interruptions",
              },
              correct: true,
            },
            {
              text: {
                id: "Satu putaran klasik adalah 25 menit kerja fokus lalu 5 menit istirahat",
                en: "A classic round is 25 minutes of focused work then a 5-minute break",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Pomodoro adalah ritme fokus penuh dan jeda; durasi boleh disesuaikan dengan kebutuhan.",
            en: "Pomodoro is a rhythm of full focus and pauses; durations may be adjusted to your needs.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Cara apa yang membantu mengurangi gangguan kerja?",
            en: "Which methods help reduce work interruptions?",
          },
          options: [
            {
              text: {
                id: "Membisukan grup WhatsApp yang ramai saat blok fokus",
                en: "Muting busy WhatsApp groups during focus blocks",
              },
              correct: true,
            },
            {
              text: {
                id: "Menyepakati jam layanan konsultasi",
                en: "Agreeing on consultation service hours",
              },
              correct: true,
            },
            {
              text: {
                id: "Membalas setiap pesan dalam hitungan detik",
                en: "Replying to every message within seconds",
              },
              correct: false,
            },
            {
              text: {
                id: "Menyediakan informasi mandiri seperti daftar tanya-jawab",
                en: "Providing self-service information such as an FAQ",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Membalas setiap pesan seketika justru memutus fokus terus-menerus. Notifikasi terkendali, jam layanan, dan informasi mandiri mengurangi gangguan.",
            en: "Replying instantly to everything breaks focus constantly. Controlled notifications, service hours and self-service information reduce interruptions.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Atasan memberi tugas baru saat Anda sedang mengerjakan laporan penting. Respons terbaik adalah…",
            en: "Your manager assigns a new task while you work on an important report. The best response is…",
          },
          options: [
            {
              text: {
                id: "Menanyakan prioritas tugas baru dibanding laporan yang sedang dikerjakan",
                en: "Asking how the new task ranks against the report in progress",
              },
              correct: true,
            },
            { text: { id: "Menolak tanpa penjelasan", en: "Refusing without explanation" }, correct: false },
            {
              text: { id: "Menerima diam-diam lalu lembur", en: "Accepting silently and working overtime" },
              correct: false,
            },
          ],
          explanation: {
            id: "Menanyakan prioritas membuat keputusan dibuat bersama, bukan ditebak.",
            en: "Asking about priority makes the decision a shared one rather than a guess.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Strategi yang tepat jika menunda karena takut hasilnya tidak sempurna adalah…",
            en: "The right strategy when procrastinating out of fear of imperfection is…",
          },
          options: [
            {
              text: { id: "Menyerahkan tugas kepada orang lain", en: "Handing the task to someone else" },
              correct: false,
            },
            {
              text: { id: "Menunggu ide yang sempurna", en: "Waiting for the perfect idea" },
              correct: false,
            },
            {
              text: {
                id: "Membuat draf kasar terlebih dulu lalu memperbaikinya",
                en: "Writing a rough draft first and improving it later",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Draf kasar bisa diperbaiki, halaman kosong tidak. Ini menurunkan tekanan untuk langsung sempurna.",
            en: "A rough draft can be improved; a blank page cannot. It lowers the pressure to be perfect immediately.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Selain waktu, apa yang perlu diperhatikan saat menempatkan pekerjaan dalam jadwal?",
            en: "Besides time, what should you consider when scheduling work?",
          },
          options: [
            {
              text: { id: "Tingkat energi pada jam tertentu", en: "Your energy level at different hours" },
              correct: true,
            },
            {
              text: { id: "Jumlah pesan yang belum dibaca", en: "The number of unread messages" },
              correct: false,
            },
            {
              text: { id: "Jadwal rekan kerja lain saja", en: "Only colleagues' schedules" },
              correct: false,
            },
          ],
          explanation: {
            id: "Pekerjaan berkonsentrasi tinggi sebaiknya di jam paling segar, tugas ringan di jam energi rendah.",
            en: "High-concentration work belongs in your freshest hours and light tasks in low-energy periods.",
          },
        },
      ],
    },
    {
      key: "target-kpi-kinerja",
      title: {
        id: "Menetapkan Target dan Mengukur Kinerja dengan KPI",
        en: "Setting Targets and Measuring Performance with KPIs",
      },
      description: {
        id: "Kinerja yang baik dimulai dari target yang jelas dan ukuran yang tepat. Kursus ini mengajarkan cara merumuskan KPI dan OKR, menurunkan target organisasi ke tim dan individu, memantau kinerja, serta melakukan perbaikan berkelanjutan dengan siklus PDCA.",
        en: "Good performance starts with clear targets and the right measures. This course teaches how to write KPIs and OKRs, cascade organisational targets to teams and individuals, monitor performance and improve continuously with the PDCA cycle.",
      },
      skills: [
        { id: "Merumuskan KPI yang tepat", en: "Writing the right KPIs" },
        {
          id: "Membedakan indikator utama dan indikator hasil",
          en: "Distinguishing leading and lagging indicators",
        },
        { id: "Menyusun OKR", en: "Writing OKRs" },
        { id: "Menurunkan target ke tim dan individu", en: "Cascading targets to teams and individuals" },
        {
          id: "Memantau kinerja dengan dasbor sederhana",
          en: "Monitoring performance with a simple dashboard",
        },
        { id: "Perbaikan berkelanjutan dengan PDCA", en: "Continuous improvement with PDCA" },
      ],
      lessons: [
        {
          title: {
            id: "Memahami Kinerja: Keluaran dan Hasil",
            en: "Understanding Performance: Outputs and Outcomes",
          },
          body: {
            id: p(
              "Kinerja adalah tingkat pencapaian hasil kerja dibandingkan dengan target yang ditetapkan. Untuk mengukurnya, kita perlu membedakan beberapa tingkat hasil.",
              "- Masukan (input): sumber daya yang dipakai, seperti anggaran, jam kerja, dan bahan baku.\n- Kegiatan: apa yang dikerjakan, misalnya mengadakan penyuluhan.\n- Keluaran (output): hasil langsung kegiatan, misalnya 20 kali penyuluhan diadakan dan 400 warga hadir.\n- Hasil (outcome): perubahan yang terjadi karena keluaran itu, misalnya persentase balita yang ditimbang rutin di posyandu meningkat.",
              "Kesalahan umum adalah merasa berhasil hanya karena kegiatan banyak. Puluhan pelatihan UMKM tidak berarti apa-apa jika omzet peserta tidak berubah.",
              "Sistem pemerintahan Indonesia juga mengenal pengukuran kinerja berbasis hasil, misalnya melalui perjanjian kinerja dan laporan kinerja instansi pemerintah. Prinsipnya sama dengan di perusahaan: anggaran dan kegiatan harus dikaitkan dengan hasil yang dirasakan masyarakat atau pelanggan.",
              "Saat menetapkan target, tanyakan: perubahan apa yang sebenarnya ingin kita lihat? Dari situ, tentukan keluaran dan kegiatan yang paling mungkin menghasilkannya.",
            ),
            en: p(
              "Performance is the level of results achieved compared with the target set. To measure it, we need to distinguish several levels of results.",
              "- Inputs: resources used, such as budget, working hours and raw materials.\n- Activities: what is done, such as holding outreach sessions.\n- Outputs: the direct products of activities, such as 20 sessions held and 400 residents attending.\n- Outcomes: the change that happens because of those outputs, such as a higher percentage of toddlers weighed regularly at the posyandu.",
              "A common mistake is feeling successful just because there were many activities. Dozens of small-business trainings mean nothing if participants' turnover does not change.",
              "Indonesia's government system also uses results-based performance measurement, for example through performance agreements and government agency performance reports. The principle is the same as in companies: budgets and activities must be linked to results felt by citizens or customers.",
              "When setting targets, ask: what change do we actually want to see? From there, decide which outputs and activities are most likely to produce it.",
            ),
          },
        },
        {
          title: { id: "Merumuskan KPI yang Baik", en: "Writing Good KPIs" },
          body: {
            id: p(
              'KPI (Key Performance Indicator) adalah indikator kunci yang menunjukkan apakah kita bergerak menuju tujuan. Kata "kunci" penting: KPI bukan semua angka yang bisa diukur, melainkan sedikit angka yang paling menentukan.',
              "Ciri KPI yang baik:",
              "- Terkait langsung dengan tujuan.\n- Definisi dan rumusnya jelas, sehingga semua orang menghitung dengan cara yang sama.\n- Datanya tersedia secara rutin dan dapat dipercaya.\n- Bisa dipengaruhi oleh tim yang bertanggung jawab.\n- Punya target dan periode, misalnya per bulan.",
              "Contoh untuk bengkel motor di Makassar:",
              "- Tujuan: pelanggan puas dan kembali.\n- KPI: persentase pelanggan yang kembali servis dalam 4 bulan; rata-rata waktu servis rutin; jumlah keluhan per 100 kendaraan.",
              'Hindari terlalu banyak KPI. Tiga sampai tujuh KPI per tim biasanya cukup. Perhatikan juga efek samping: KPI "jumlah kendaraan diservis per hari" yang berdiri sendiri bisa mendorong mekanik bekerja terburu-buru. Karena itu, padukan ukuran kuantitas dengan ukuran kualitas, seperti tingkat keluhan.',
            ),
            en: p(
              'A KPI (Key Performance Indicator) is a key measure showing whether we are moving toward a goal. The word "key" matters: KPIs are not every number you can measure but the few numbers that matter most.',
              "Features of a good KPI:",
              "- Directly linked to the goal.\n- A clear definition and formula, so everyone calculates it the same way.\n- Data available regularly and reliably.\n- Influenced by the team responsible for it.\n- Has a target and a period, such as monthly.",
              "An example for a motorcycle repair shop in Makassar:",
              "- Goal: satisfied customers who come back.\n- KPIs: percentage of customers returning for service within 4 months; average time for a routine service; number of complaints per 100 vehicles.",
              'Avoid too many KPIs. Three to seven per team is usually enough. Watch for side effects too: a stand-alone KPI of "vehicles serviced per day" can push mechanics to rush. So pair quantity measures with quality measures, such as the complaint rate.',
            ),
          },
        },
        {
          title: { id: "Indikator Utama dan Indikator Hasil", en: "Leading and Lagging Indicators" },
          body: {
            id: p(
              "Indikator kinerja terbagi menjadi dua jenis yang saling melengkapi.",
              "- Indikator hasil (lagging indicator) mengukur hasil akhir yang sudah terjadi, seperti omzet bulanan, laba, atau angka kredit macet. Penting, tetapi datang terlambat: saat angkanya buruk, kejadiannya sudah lewat.\n- Indikator utama (leading indicator) mengukur kegiatan atau kondisi yang mendahului hasil, seperti jumlah kunjungan ke calon pelanggan, jumlah penawaran yang dikirim, atau persentase nasabah yang dihubungi sebelum jatuh tempo.",
              "Contoh di koperasi simpan pinjam: indikator hasilnya adalah rasio pinjaman bermasalah. Indikator utamanya bisa berupa persentase anggota yang diingatkan tiga hari sebelum jatuh tempo dan jumlah kunjungan ke anggota yang terlambat satu kali. Jika indikator utama dijaga, indikator hasil cenderung membaik.",
              "Tim sebaiknya memantau keduanya. Indikator utama dipantau lebih sering, misalnya mingguan, karena bisa langsung diubah. Indikator hasil dipantau bulanan atau triwulanan untuk memastikan kegiatan memang menghasilkan dampak.",
              "Jika indikator utama tercapai tetapi indikator hasil tidak membaik, itu tanda hubungan sebab-akibat yang Anda asumsikan perlu diperiksa ulang.",
            ),
            en: p(
              "Performance indicators come in two complementary types.",
              "- Lagging indicators measure final results that have already happened, such as monthly turnover, profit or bad loans. They matter, but they arrive late: when the number is bad, the events are already over.\n- Leading indicators measure activities or conditions that come before results, such as visits to prospective customers, quotations sent or the percentage of borrowers contacted before their due date.",
              "Example at a savings and loan cooperative: the lagging indicator is the non-performing loan ratio. Leading indicators could be the percentage of members reminded three days before the due date and the number of visits to members who were late once. If the leading indicators are maintained, the lagging indicator tends to improve.",
              "Teams should track both. Leading indicators are checked more often, for example weekly, because they can be changed right away. Lagging indicators are checked monthly or quarterly to confirm activities are producing impact.",
              "If leading indicators are met but the lagging indicator does not improve, the cause-and-effect link you assumed needs re-examining.",
            ),
          },
        },
        {
          title: {
            id: "OKR: Tujuan Ambisius dengan Hasil Terukur",
            en: "OKRs: Ambitious Objectives with Measurable Key Results",
          },
          body: {
            id: p(
              "OKR (Objectives and Key Results) adalah kerangka penetapan tujuan yang dipopulerkan di Intel dan kemudian Google, dan kini banyak dipakai startup di Indonesia.",
              '- Objective: tujuan kualitatif yang jelas dan memberi semangat, misalnya "Menjadi katering sehat pilihan utama karyawan kantor di Surabaya Barat".\n- Key Results: dua sampai lima hasil terukur yang menunjukkan objective tercapai, misalnya "Pelanggan langganan mingguan naik dari 80 menjadi 200", "Nilai kepuasan rata-rata minimal 4,5 dari 5", "Pesanan terlambat di bawah 2%".',
              "Perbedaan dengan KPI: KPI biasanya memantau kesehatan kinerja rutin secara terus-menerus, sedangkan OKR dipakai untuk mendorong perubahan atau lompatan dalam periode tertentu, umumnya satu triwulan.",
              "Tips menyusun OKR:",
              '- Key result adalah hasil, bukan kegiatan. "Mengadakan promosi" adalah kegiatan; "menambah 120 pelanggan baru" adalah hasil.\n- Batasi jumlahnya, misalnya tiga objective per tim per triwulan.\n- Tinjau kemajuan setiap minggu dan nilai di akhir periode.',
              "Di banyak organisasi, OKR yang ambisius tidak selalu diharapkan tercapai 100%. Karena itu, sebaiknya OKR tidak langsung dijadikan dasar bonus, agar tim tetap berani menetapkan target yang menantang.",
            ),
            en: p(
              "OKRs (Objectives and Key Results) are a goal-setting framework popularised at Intel and later Google, and now widely used by startups in Indonesia.",
              '- Objective: a clear, inspiring qualitative goal, such as "Become the healthy catering choice for office workers in West Surabaya".\n- Key Results: two to five measurable results showing the objective is achieved, such as "Weekly subscribers grow from 80 to 200", "Average satisfaction score of at least 4.5 out of 5", "Late orders below 2%".',
              "The difference from KPIs: KPIs usually track the ongoing health of routine performance, while OKRs drive change or a leap within a set period, usually a quarter.",
              "Tips for writing OKRs:",
              '- A key result is an outcome, not an activity. "Run a promotion" is an activity; "gain 120 new customers" is an outcome.\n- Limit the number, for example three objectives per team per quarter.\n- Review progress weekly and score at the end of the period.',
              "In many organisations, ambitious OKRs are not expected to be hit 100%. So it is better not to tie OKRs directly to bonuses, so teams stay willing to set challenging targets.",
            ),
          },
        },
        {
          title: {
            id: "Menurunkan Target ke Tim dan Individu",
            en: "Cascading Targets to Teams and Individuals",
          },
          body: {
            id: p(
              "Target organisasi baru bermakna jika setiap tim dan individu tahu kontribusinya. Proses menurunkan target (cascading) menghubungkan tujuan besar dengan pekerjaan sehari-hari.",
              "Langkah-langkahnya:",
              "- Mulai dari target organisasi, misalnya pabrik roti di Medan menargetkan penjualan naik 15% tahun ini.\n- Tanyakan untuk setiap unit: apa kontribusi unit ini? Bagian produksi: kapasitas dan tingkat produk cacat. Bagian penjualan: jumlah toko mitra baru. Bagian distribusi: ketepatan waktu pengiriman.\n- Turunkan ke individu sesuai perannya: seorang sales bertanggung jawab atas 10 toko mitra baru per triwulan di wilayahnya.\n- Diskusikan target bersama, jangan hanya diumumkan. Orang yang ikut menyusun target lebih merasa memiliki.",
              "Perhatikan keselarasan horizontal juga. Target penjualan yang naik tanpa peningkatan kapasitas produksi hanya akan menghasilkan pesanan yang tidak terpenuhi.",
              'Tidak semua target harus berupa angka besar. Untuk peran pendukung, seperti staf administrasi, target bisa berupa ketepatan waktu pemrosesan dokumen atau tingkat kesalahan input data. Yang penting, setiap orang bisa menjawab: "Bagaimana pekerjaan saya membantu tujuan organisasi?"',
            ),
            en: p(
              "Organisational targets only mean something when every team and individual knows their contribution. Cascading targets links big goals to daily work.",
              "The steps:",
              "- Start from the organisational target, for example a bakery factory in Medan aiming for 15% sales growth this year.\n- Ask for each unit: what does this unit contribute? Production: capacity and defect rate. Sales: number of new partner shops. Distribution: on-time delivery.\n- Cascade to individuals by role: a salesperson is responsible for 10 new partner shops per quarter in their territory.\n- Discuss targets together rather than just announcing them. People who help set targets feel more ownership.",
              "Check horizontal alignment too. Sales targets that rise without more production capacity only create orders that cannot be fulfilled.",
              'Not every target has to be a big number. For support roles such as administrative staff, targets can be on-time document processing or the data entry error rate. What matters is that everyone can answer: "How does my work help the organisation\'s goals?"',
            ),
          },
        },
        {
          title: {
            id: "Memantau Kinerja dengan Dasbor Sederhana",
            en: "Monitoring Performance with a Simple Dashboard",
          },
          body: {
            id: p(
              "Target yang tidak dipantau mudah terlupakan. Dasbor kinerja adalah tampilan ringkas berisi KPI utama, target, dan capaian terbaru, sehingga tim bisa melihat kondisi dalam sekejap.",
              "Dasbor tidak harus memakai perangkat lunak mahal. Spreadsheet bersama atau papan tulis di ruang kerja sudah cukup. Isi dasbor yang baik:",
              "- Nama KPI, target, capaian periode ini, dan capaian periode sebelumnya.\n- Tren dalam bentuk grafik sederhana, karena satu angka saja tidak menunjukkan arah.\n- Warna status: hijau (sesuai target), kuning (perlu perhatian), merah (perlu tindakan).\n- Penanggung jawab setiap KPI.",
              "Gunakan dasbor dalam rapat rutin yang singkat, misalnya 15 menit setiap Senin. Fokus pada indikator berwarna kuning dan merah: apa penyebabnya dan apa tindakannya minggu ini?",
              "Contoh: puskesmas di sebuah kabupaten menempel papan capaian imunisasi per desa setiap bulan. Desa yang tertinggal langsung terlihat, sehingga bidan desa dan kader dapat segera menjadwalkan kunjungan rumah untuk balita yang belum diimunisasi.",
              "Pastikan data dimasukkan tepat waktu dan diperiksa kebenarannya. Dasbor dengan data salah lebih berbahaya daripada tidak ada dasbor.",
            ),
            en: p(
              "Targets that are not monitored are easily forgotten. A performance dashboard is a compact view of the key KPIs, targets and latest results, so a team can see the situation at a glance.",
              "A dashboard need not use expensive software. A shared spreadsheet or a whiteboard in the workspace is enough. A good dashboard shows:",
              "- The KPI name, target, this period's result and last period's result.\n- The trend as a simple chart, because a single number does not show direction.\n- Status colours: green (on target), yellow (needs attention), red (needs action).\n- The person responsible for each KPI.",
              "Use the dashboard in short regular meetings, for example 15 minutes every Monday. Focus on yellow and red indicators: what is the cause and what is this week's action?",
              "Example: a puskesmas in one regency posts a board of monthly immunisation coverage by village. Lagging villages are immediately visible, so village midwives and volunteers can schedule home visits for children not yet immunised.",
              "Make sure data is entered on time and checked for accuracy. A dashboard with wrong data is more dangerous than no dashboard.",
            ),
          },
        },
        {
          title: {
            id: "Perbaikan Kinerja Berkelanjutan dengan PDCA",
            en: "Continuous Performance Improvement with PDCA",
          },
          body: {
            id: p(
              "Siklus PDCA (Plan–Do–Check–Act) adalah cara sistematis memperbaiki kinerja sedikit demi sedikit, dipopulerkan oleh W. Edwards Deming dalam manajemen mutu.",
              "- Plan: identifikasi masalah, cari penyebab utamanya, dan rencanakan perbaikan beserta target ukurannya.\n- Do: jalankan perbaikan dalam skala kecil dulu.\n- Check: bandingkan hasil dengan target. Apakah perbaikan berhasil?\n- Act: jika berhasil, jadikan standar baru dan terapkan lebih luas. Jika tidak, pelajari mengapa dan mulai siklus baru.",
              "Contoh di bank cabang: masalahnya rata-rata waktu tunggu nasabah di teller mencapai 25 menit pada jam makan siang. Plan: data menunjukkan dua teller istirahat bersamaan pukul 12.00, sehingga direncanakan jadwal istirahat bergiliran dengan target waktu tunggu di bawah 15 menit. Do: diuji coba dua minggu. Check: waktu tunggu turun menjadi 12 menit. Act: jadwal bergiliran ditetapkan sebagai standar dan diterapkan di cabang lain.",
              "Kekuatan PDCA ada pada pengulangan. Setiap siklus menghasilkan perbaikan kecil yang, jika dilakukan terus-menerus, menghasilkan peningkatan kinerja besar.",
            ),
            en: p(
              "The PDCA cycle (Plan–Do–Check–Act) is a systematic way to improve performance step by step, popularised by W. Edwards Deming in quality management.",
              "- Plan: identify the problem, find its main cause and plan an improvement with a measurable target.\n- Do: carry out the improvement on a small scale first.\n- Check: compare the results with the target. Did the improvement work?\n- Act: if it worked, make it the new standard and apply it more widely. If not, learn why and start a new cycle.",
              "Example at a bank branch: the average customer waiting time at the tellers reaches 25 minutes at lunchtime. Plan: data show two tellers take their break together at 12:00, so a staggered break schedule is planned with a target wait below 15 minutes. Do: it is trialled for two weeks. Check: the wait falls to 12 minutes. Act: the staggered schedule becomes standard and is rolled out to other branches.",
              "PDCA's strength lies in repetition. Each cycle yields a small improvement which, done continuously, adds up to a large performance gain.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: '"Persentase balita yang ditimbang rutin meningkat" termasuk tingkat hasil apa?',
            en: '"The percentage of toddlers weighed regularly increases" is which level of result?',
          },
          options: [
            { text: { id: "Keluaran", en: "Output" }, correct: false },
            { text: { id: "Hasil (outcome)", en: "Outcome" }, correct: true },
            { text: { id: "Masukan", en: "Input" }, correct: false },
          ],
          explanation: {
            id: "Ini perubahan nyata akibat kegiatan dan keluaran, sehingga termasuk hasil (outcome).",
            en: "It is a real change resulting from activities and outputs, so it is an outcome.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Mana ciri KPI yang baik?", en: "Which are features of a good KPI?" },
          options: [
            {
              text: { id: "Semakin banyak KPI semakin baik", en: "The more KPIs the better" },
              correct: false,
            },
            {
              text: {
                id: "Bisa dipengaruhi oleh tim yang bertanggung jawab",
                en: "Can be influenced by the responsible team",
              },
              correct: true,
            },
            {
              text: { id: "Terkait langsung dengan tujuan", en: "Directly linked to the goal" },
              correct: true,
            },
            {
              text: {
                id: "Rumusnya jelas dan dihitung dengan cara yang sama",
                en: "Clear formula, calculated the same way by all",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "KPI yang baik sedikit, relevan, jelas definisinya, datanya tersedia, dan bisa dipengaruhi tim. Terlalu banyak KPI mengaburkan fokus.",
            en: "Good KPIs are few, relevant, clearly defined, have available data and can be influenced by the team. Too many blur focus.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mana yang merupakan indikator utama (leading indicator) di koperasi simpan pinjam?",
            en: "Which is a leading indicator at a savings and loan cooperative?",
          },
          options: [
            {
              text: {
                id: "Persentase anggota yang diingatkan sebelum jatuh tempo",
                en: "Percentage of members reminded before the due date",
              },
              correct: true,
            },
            { text: { id: "Laba bersih tahunan", en: "Annual net profit" }, correct: false },
            {
              text: { id: "Rasio pinjaman bermasalah akhir tahun", en: "Year-end non-performing loan ratio" },
              correct: false,
            },
          ],
          explanation: {
            id: "Indikator utama mengukur kegiatan yang mendahului hasil dan bisa segera diubah; rasio kredit bermasalah dan laba adalah indikator hasil.",
            en: "Leading indicators measure activities that precede results and can be changed quickly; bad-loan ratio and profit are lagging.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mana yang merupakan key result yang benar dalam OKR?",
            en: "Which is a correctly written key result in an OKR?",
          },
          options: [
            { text: { id: '"Berusaha lebih keras"', en: '"Try harder"' }, correct: false },
            {
              text: { id: '"Mengadakan promosi di media sosial"', en: '"Run a social media promotion"' },
              correct: false,
            },
            {
              text: {
                id: '"Menambah 120 pelanggan baru dalam triwulan ini"',
                en: '"Gain 120 new customers this quarter"',
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Key result harus berupa hasil yang terukur, bukan kegiatan atau niat.",
            en: "A key result must be a measurable outcome, not an activity or an intention.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana praktik yang tepat saat menurunkan target ke tim dan individu?",
            en: "Which are good practices when cascading targets?",
          },
          options: [
            {
              text: { id: "Memeriksa keselarasan antarunit", en: "Checking alignment between units" },
              correct: true,
            },
            {
              text: {
                id: "Memberi semua orang target yang sama persis",
                en: "Giving everyone exactly the same target",
              },
              correct: false,
            },
            {
              text: {
                id: "Menyesuaikan target dengan peran masing-masing",
                en: "Fitting targets to each role",
              },
              correct: true,
            },
            {
              text: { id: "Mendiskusikan target bersama tim", en: "Discussing targets with the team" },
              correct: true,
            },
          ],
          explanation: {
            id: "Target diturunkan sesuai kontribusi tiap peran, didiskusikan, dan diselaraskan antarunit agar tidak saling bertentangan.",
            en: "Targets are cascaded by each role's contribution, discussed and aligned across units so they do not conflict.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam rapat dasbor mingguan, fokus pembahasan sebaiknya pada…",
            en: "In a weekly dashboard meeting, the discussion should focus on…",
          },
          options: [
            {
              text: {
                id: "Indikator kuning dan merah beserta penyebab dan tindakannya",
                en: "Yellow and red indicators with their causes and actions",
              },
              correct: true,
            },
            { text: { id: "Mencari siapa yang salah", en: "Finding who is to blame" }, correct: false },
            {
              text: { id: "Semua indikator hijau secara rinci", en: "Every green indicator in detail" },
              correct: false,
            },
          ],
          explanation: {
            id: "Rapat singkat paling bermanfaat jika membahas indikator yang perlu perhatian dan menyepakati tindakan.",
            en: "A short meeting is most useful when it covers indicators needing attention and agrees on actions.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Dalam siklus PDCA, apa yang dilakukan pada tahap Act jika perbaikan berhasil?",
            en: "In PDCA, what happens in the Act stage if the improvement worked?",
          },
          options: [
            { text: { id: "Kembali ke cara lama", en: "Return to the old way" }, correct: false },
            {
              text: {
                id: "Menjadikannya standar baru dan menerapkannya lebih luas",
                en: "Make it the new standard and roll it out more widely",
              },
              correct: true,
            },
            {
              text: { id: "Menghentikan perbaikan selamanya", en: "Stop improving for good" },
              correct: false,
            },
          ],
          explanation: {
            id: "Act menstandarkan perbaikan yang terbukti berhasil, seperti jadwal istirahat bergiliran teller yang diterapkan ke cabang lain.",
            en: "Act standardises a proven improvement, like the staggered teller breaks rolled out to other branches.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa KPI kuantitas sebaiknya dipadukan dengan KPI kualitas?",
            en: "Why should a quantity KPI be paired with a quality KPI?",
          },
          options: [
            {
              text: {
                id: "Untuk mencegah efek samping seperti bekerja terburu-buru",
                en: "To prevent side effects such as rushing the work",
              },
              correct: true,
            },
            {
              text: {
                id: "Karena KPI kuantitas tidak bisa diukur",
                en: "Because quantity KPIs cannot be measured",
              },
              correct: false,
            },
            { text: { id: "Agar laporan lebih panjang", en: "To make reports longer" }, correct: false },
          ],
          explanation: {
            id: "KPI jumlah kendaraan diservis per hari saja bisa mendorong mekanik terburu-buru; ukuran keluhan menyeimbangkannya.",
            en: "A vehicles-per-day KPI alone can push mechanics to rush; a complaint measure balances it.",
          },
        },
      ],
    },
    {
      key: "produktivitas-kerja-proses",
      title: {
        id: "Produktivitas Kerja: Fokus, Rapat Efektif, dan Perbaikan Proses",
        en: "Work Productivity: Focus, Effective Meetings and Process Improvement",
      },
      description: {
        id: "Produktivitas bukan soal bekerja lebih lama, melainkan menghasilkan lebih banyak nilai dengan tenaga dan waktu yang sama. Kursus ini membahas kerja fokus, pengelolaan pesan dan dokumen, rapat efektif, SOP dan daftar periksa, metode 5R, serta cara menghilangkan pemborosan dalam proses kerja.",
        en: "Productivity is not about working longer but producing more value with the same time and effort. This course covers focused work, managing messages and documents, effective meetings, SOPs and checklists, the 5S method and removing waste from work processes.",
      },
      skills: [
        { id: "Kerja fokus tanpa multitasking", en: "Focused work without multitasking" },
        { id: "Mengelola email dan pesan kerja", en: "Managing work email and messages" },
        { id: "Memimpin rapat yang efektif", en: "Running effective meetings" },
        { id: "Menyusun SOP dan daftar periksa", en: "Writing SOPs and checklists" },
        { id: "Menerapkan 5R/5S di tempat kerja", en: "Applying 5S in the workplace" },
        { id: "Mengidentifikasi pemborosan proses", en: "Identifying process waste" },
      ],
      lessons: [
        {
          title: { id: "Kerja Fokus dan Mitos Multitasking", en: "Focused Work and the Multitasking Myth" },
          body: {
            id: p(
              "Banyak orang bangga bisa mengerjakan banyak hal sekaligus: mengetik laporan sambil membalas chat dan mendengarkan rapat daring. Padahal otak manusia tidak benar-benar mengerjakan dua tugas berpikir secara bersamaan. Yang terjadi adalah berpindah-pindah dengan cepat, dan setiap perpindahan memakan waktu serta meningkatkan kesalahan.",
              "Pekerjaan yang bernilai tinggi, seperti menyusun anggaran, menganalisis data penjualan, atau menulis proposal, butuh konsentrasi tanpa putus. Penulis Cal Newport menyebutnya deep work atau kerja mendalam.",
              "Cara membangun kerja fokus:",
              '- Sediakan satu sampai dua blok 60–90 menit setiap hari untuk pekerjaan berpikir berat.\n- Tutup tab dan aplikasi yang tidak diperlukan, letakkan ponsel di luar jangkauan.\n- Kerjakan satu tugas sampai titik berhenti yang jelas sebelum berpindah.\n- Beri tahu rekan: "Saya fokus sampai pukul 10, setelah itu saya cek pesan."',
              "Contoh: analis kredit di sebuah BPR yang membagi hari menjadi blok analisis pagi dan blok komunikasi siang bisa menyelesaikan lebih banyak berkas analisis dengan kesalahan hitung yang lebih sedikit dibandingkan saat ia bekerja sambil terus membalas pesan.",
            ),
            en: p(
              "Many people are proud of doing several things at once: typing a report while answering chats and listening to an online meeting. Yet the human brain does not truly perform two thinking tasks simultaneously. It switches rapidly, and each switch costs time and increases errors.",
              "High-value work, such as preparing a budget, analysing sales data or writing a proposal, needs unbroken concentration. Author Cal Newport calls this deep work.",
              "How to build focused work:",
              "- Reserve one or two 60–90 minute blocks every day for demanding thinking work.\n- Close unneeded tabs and apps, and put your phone out of reach.\n- Work on one task until a clear stopping point before switching.\n- Tell colleagues: \"I'm focusing until 10, then I'll check messages.\"",
              "Example: a credit analyst at a rural bank (BPR) who splits her day into a morning analysis block and an afternoon communication block can complete more credit files with fewer calculation errors than when she worked while constantly answering messages.",
            ),
          },
        },
        {
          title: { id: "Mengelola Email dan Pesan Kerja", en: "Managing Work Email and Messages" },
          body: {
            id: p(
              "Di banyak kantor di Indonesia, pekerjaan mengalir lewat email dan puluhan grup WhatsApp. Tanpa aturan, pesan menjadi sumber gangguan terbesar dan informasi penting mudah tenggelam.",
              "Prinsip mengelola pesan masuk:",
              '- Periksa pada waktu tertentu, misalnya tiga kali sehari, bukan setiap kali ada bunyi notifikasi.\n- Putuskan setiap pesan sekali baca: selesaikan jika kurang dari dua menit, jadwalkan jika butuh waktu lebih, teruskan ke orang yang tepat, atau arsipkan.\n- Gunakan label atau folder sederhana: "Perlu tindakan", "Menunggu jawaban", "Arsip".',
              "Prinsip menulis pesan yang efisien:",
              "- Tulis inti permintaan di kalimat pertama, lengkap dengan tenggat.\n- Satu pesan untuk satu topik agar mudah ditindaklanjuti.\n- Di grup, sebut nama orang yang diminta bertindak agar tanggung jawab jelas.",
              'Contoh pesan yang baik: "Bu Rina, mohon kirimkan data realisasi anggaran triwulan III paling lambat Kamis pukul 12.00 untuk bahan rapat Jumat. Format terlampir."',
              "Sepakati juga dalam tim: keputusan penting dan dokumen resmi dicatat di email atau sistem resmi, bukan hanya di grup chat yang mudah tertimbun.",
            ),
            en: p(
              "In many Indonesian offices, work flows through email and dozens of WhatsApp groups. Without rules, messages become the biggest source of interruption and important information easily gets buried.",
              "Principles for handling incoming messages:",
              '- Check at set times, for example three times a day, not at every notification sound.\n- Decide on each message after one read: finish it if it takes under two minutes, schedule it if it takes longer, forward it to the right person, or archive it.\n- Use simple labels or folders: "Action needed", "Waiting for reply", "Archive".',
              "Principles for writing efficient messages:",
              "- Put the core request, with its deadline, in the first sentence.\n- One message per topic so it is easy to act on.\n- In groups, name the person who should act so responsibility is clear.",
              'A good example: "Bu Rina, please send the Q3 budget realisation data by Thursday 12:00 for Friday\'s meeting. Template attached."',
              "Agree as a team too: important decisions and official documents are recorded in email or the official system, not only in chat groups where they are easily buried.",
            ),
          },
        },
        {
          title: { id: "Rapat yang Efektif dan Efisien", en: "Effective and Efficient Meetings" },
          body: {
            id: p(
              "Rapat adalah alat kerja yang mahal: sepuluh orang rapat dua jam berarti dua puluh jam kerja. Rapat yang baik menghasilkan keputusan dan tindakan, bukan sekadar berkumpul.",
              "Sebelum rapat:",
              "- Pastikan rapat memang perlu. Informasi satu arah cukup dikirim lewat pesan atau memo.\n- Tentukan tujuan yang jelas: memutuskan, merencanakan, atau memecahkan masalah.\n- Kirim agenda dan bahan minimal sehari sebelumnya, undang hanya orang yang relevan.",
              "Saat rapat:",
              '- Mulai tepat waktu dan sebutkan tujuan serta batas waktu.\n- Tunjuk pencatat dan penjaga waktu.\n- Arahkan diskusi yang melebar ke "daftar parkir" untuk dibahas di lain waktu.',
              "Setelah rapat:",
              "- Kirim notulen singkat dalam 24 jam: keputusan, tindak lanjut, penanggung jawab, dan tenggat.\n- Awali rapat berikutnya dengan memeriksa tindak lanjut.",
              "Contoh: rapat koordinasi mingguan sebuah kantor kecamatan dipangkas dari dua jam menjadi 45 menit setelah laporan rutin setiap seksi dikirim tertulis sehari sebelumnya. Waktu rapat dipakai hanya untuk masalah yang butuh keputusan bersama.",
            ),
            en: p(
              "A meeting is an expensive work tool: ten people meeting for two hours is twenty hours of work. A good meeting produces decisions and actions, not just a gathering.",
              "Before the meeting:",
              "- Make sure it is needed. One-way information can be sent by message or memo.\n- Set a clear purpose: to decide, to plan or to solve a problem.\n- Send the agenda and materials at least a day ahead, and invite only relevant people.",
              "During the meeting:",
              '- Start on time and state the purpose and time limit.\n- Appoint a note-taker and a timekeeper.\n- Move side discussions to a "parking lot" for another time.',
              "After the meeting:",
              "- Send short minutes within 24 hours: decisions, follow-ups, owners and deadlines.\n- Open the next meeting by checking follow-ups.",
              "Example: a sub-district office's weekly coordination meeting was cut from two hours to 45 minutes after each section began sending its routine report in writing the day before. Meeting time is now used only for problems that need a joint decision.",
            ),
          },
        },
        {
          title: { id: "Mengelola Dokumen dan Berkas Digital", en: "Managing Documents and Digital Files" },
          body: {
            id: p(
              'Berapa lama Anda menghabiskan waktu mencari file? "laporan final revisi 3 FIX banget.docx" adalah tanda sistem berkas yang perlu dibenahi. Pengelolaan dokumen yang rapi menghemat waktu dan mencegah kesalahan memakai versi lama.',
              "Prinsip pengelolaan berkas:",
              "- Struktur folder yang konsisten, misalnya Tahun > Bidang/Program > Kegiatan.\n- Aturan penamaan file: tanggal dengan format tahun-bulan-hari di depan, lalu topik dan versi. Contoh: 2026-03-15_Laporan-Posyandu-Maret_v2. Format ini membuat file otomatis urut berdasarkan tanggal.\n- Satu sumber kebenaran: simpan dokumen bersama di penyimpanan awan atau server kantor, bagikan tautan, bukan lampiran berulang.\n- Cadangkan data penting secara rutin di lokasi terpisah.",
              'Perhatikan keamanan: atur hak akses, terutama untuk dokumen yang berisi data pribadi seperti NIK warga, data pasien, atau data nasabah. Jangan membagikan tautan dengan akses "siapa pun yang memiliki tautan" untuk dokumen sensitif.',
              "Contoh: BUMDes yang mengelola usaha air bersih dan simpan pinjam menyepakati struktur folder dan aturan nama file. Saat pemeriksaan laporan tahunan, semua bukti transaksi ditemukan dalam hitungan menit, bukan berhari-hari.",
            ),
            en: p(
              'How much time do you spend looking for files? "final report revision 3 REALLY FINAL.docx" is a sign that your filing system needs fixing. Tidy document management saves time and prevents using outdated versions.',
              "File management principles:",
              "- A consistent folder structure, such as Year > Area/Programme > Activity.\n- A file naming rule: the date in year-month-day format first, then topic and version. Example: 2026-03-15_Posyandu-Report-March_v2. This format sorts files by date automatically.\n- One source of truth: keep shared documents in cloud storage or on the office server and share links rather than repeated attachments.\n- Back up important data regularly in a separate location.",
              'Mind security: set access rights, especially for documents containing personal data such as residents\' national ID numbers, patient data or customer data. Do not share sensitive documents with "anyone with the link" access.',
              "Example: a BUMDes running clean-water and savings-and-loan units agreed a folder structure and file naming rule. During the annual report audit, every transaction record was found within minutes instead of days.",
            ),
          },
        },
        {
          title: {
            id: "SOP dan Daftar Periksa untuk Pekerjaan Rutin",
            en: "SOPs and Checklists for Routine Work",
          },
          body: {
            id: p(
              "Pekerjaan rutin yang dilakukan dengan cara berbeda-beda oleh setiap orang menghasilkan mutu yang tidak konsisten. Standar Operasional Prosedur (SOP) dan daftar periksa (checklist) membuat pekerjaan bisa diulang dengan hasil yang sama baiknya.",
              "SOP yang baik:",
              "- Ditulis bersama orang yang benar-benar menjalankan pekerjaan itu.\n- Berisi tujuan, ruang lingkup, langkah berurutan, penanggung jawab, dan waktu penyelesaian.\n- Singkat dan mudah dipahami, bila perlu dengan diagram alur atau foto.\n- Ditinjau berkala ketika proses atau aturan berubah.",
              "Daftar periksa adalah versi ringkas untuk langkah-langkah kritis yang tidak boleh terlewat. Dunia penerbangan dan rumah sakit memakainya karena bahkan orang ahli bisa lupa satu langkah saat sibuk atau lelah.",
              "Contoh daftar periksa pembukaan kafe:\n- Cek suhu lemari pendingin.\n- Kalibrasi mesin kopi dan uji satu gelas.\n- Hitung uang kas awal.\n- Pastikan mesin QRIS dan printer struk menyala.",
              "Manfaat tambahan: karyawan baru lebih cepat belajar, pekerjaan lebih mudah didelegasikan, dan pemilik usaha tidak harus mengawasi setiap langkah. SOP bukan untuk mengekang, tetapi untuk membebaskan pikiran dari hal rutin.",
            ),
            en: p(
              "Routine work done differently by each person produces inconsistent quality. Standard Operating Procedures (SOPs) and checklists make work repeatable with equally good results.",
              "A good SOP:",
              "- Is written together with the people who actually do the work.\n- Covers the purpose, scope, ordered steps, responsibilities and completion time.\n- Is short and easy to understand, with a flowchart or photos if needed.\n- Is reviewed periodically when the process or rules change.",
              "A checklist is a compact version for critical steps that must not be missed. Aviation and hospitals use them because even experts can forget a step when busy or tired.",
              "An example café opening checklist:\n- Check the refrigerator temperature.\n- Calibrate the coffee machine and test one cup.\n- Count the opening cash float.\n- Make sure the QRIS device and receipt printer are on.",
              "Added benefits: new employees learn faster, work is easier to delegate and the owner need not supervise every step. SOPs are not meant to restrict people but to free their minds from routine.",
            ),
          },
        },
        {
          title: {
            id: "Metode 5R (5S) untuk Tempat Kerja yang Rapi",
            en: "The 5S Method for an Orderly Workplace",
          },
          body: {
            id: p(
              "5S adalah metode penataan tempat kerja dari Jepang yang banyak dipakai pabrik, bengkel, gudang, hingga kantor pelayanan. Di Indonesia metode ini sering disebut 5R.",
              "- Seiri / Ringkas: pisahkan barang yang diperlukan dan yang tidak, lalu singkirkan yang tidak diperlukan.\n- Seiton / Rapi: tata barang yang tersisa sehingga mudah ditemukan dan dikembalikan, misalnya dengan label dan garis penanda.\n- Seiso / Resik: bersihkan tempat kerja sekaligus memeriksa kondisi alat.\n- Seiketsu / Rawat: standarkan tiga langkah pertama dengan jadwal dan pembagian tugas.\n- Shitsuke / Rajin: biasakan disiplin menjalankan standar itu setiap hari.",
              "Manfaatnya nyata: waktu mencari alat berkurang, risiko kecelakaan turun, dan kerusakan mesin lebih cepat terdeteksi saat membersihkan.",
              "Contoh: gudang obat di sebuah puskesmas menerapkan 5R. Obat kedaluwarsa dipisahkan, rak diberi label nama obat, dan obat disusun agar yang kedaluwarsa lebih dulu dikeluarkan lebih dulu (FEFO). Petugas tidak lagi kesulitan mencari obat, dan jumlah obat yang terbuang karena kedaluwarsa berkurang.",
              "Kunci keberhasilan 5R ada pada langkah keempat dan kelima. Bersih-bersih besar sekali setahun tidak cukup; yang dibutuhkan adalah kebiasaan harian.",
            ),
            en: p(
              "5S is a Japanese workplace organisation method widely used in factories, workshops, warehouses and service offices. In Indonesia it is often called 5R.",
              "- Seiri / Sort: separate what is needed from what is not, and remove the unneeded.\n- Seiton / Set in order: arrange what remains so it is easy to find and return, for example with labels and floor markings.\n- Seiso / Shine: clean the workplace while checking the condition of tools.\n- Seiketsu / Standardise: make the first three steps standard with schedules and assigned duties.\n- Shitsuke / Sustain: build the discipline to follow the standard every day.",
              "The benefits are real: less time spent looking for tools, lower accident risk and machine problems spotted earlier during cleaning.",
              "Example: the medicine store at a puskesmas applied 5S. Expired medicines were separated, shelves were labelled with drug names, and stock was arranged so that items expiring first are issued first (FEFO). Staff no longer struggle to find medicines, and less stock is wasted through expiry.",
              "The key to 5S lies in steps four and five. A big clean-up once a year is not enough; what is needed is a daily habit.",
            ),
          },
        },
        {
          title: {
            id: "Menghilangkan Pemborosan dalam Proses Kerja",
            en: "Removing Waste from Work Processes",
          },
          body: {
            id: p(
              "Dalam pendekatan Lean yang berakar dari Sistem Produksi Toyota, pemborosan (muda) adalah setiap kegiatan yang memakan waktu atau sumber daya tetapi tidak menambah nilai bagi pelanggan. Tujuh jenis pemborosan klasik adalah:",
              "- Menunggu: berkas menunggu tanda tangan berhari-hari.\n- Transportasi: memindahkan barang atau dokumen lebih jauh dari perlu.\n- Gerakan berlebih: karyawan bolak-balik mengambil alat yang letaknya jauh.\n- Proses berlebih: meminta fotokopi dokumen yang sama berkali-kali.\n- Persediaan berlebih: stok bahan menumpuk dan mengikat modal.\n- Produksi berlebih: membuat lebih banyak dari yang dipesan.\n- Cacat: kesalahan yang harus diperbaiki atau diulang.",
              "Cara menemukan pemborosan: petakan alur proses dari awal hingga akhir, catat waktu setiap langkah, lalu tandai langkah yang tidak menambah nilai.",
              "Contoh: layanan surat keterangan usaha di sebuah kantor desa memakan tiga hari karena berkas menunggu paraf berlapis. Setelah alurnya dipetakan, dua paraf yang tidak diwajibkan aturan dihapus dan formulir disederhanakan. Layanan kini selesai di hari yang sama.",
              "Libatkan petugas garis depan dalam pemetaan. Merekalah yang paling tahu di mana waktu terbuang setiap hari.",
            ),
            en: p(
              "In the Lean approach, rooted in the Toyota Production System, waste (muda) is any activity that consumes time or resources without adding value for the customer. The seven classic wastes are:",
              "- Waiting: files waiting days for a signature.\n- Transport: moving goods or documents further than needed.\n- Motion: staff walking back and forth to fetch tools kept far away.\n- Over-processing: asking for copies of the same document again and again.\n- Inventory: excess stock piling up and tying up capital.\n- Over-production: making more than was ordered.\n- Defects: errors that must be fixed or redone.",
              "How to find waste: map the process flow from start to finish, record the time for each step, then mark steps that add no value.",
              "Example: a business certificate service at a village office took three days because files waited for layered initials. After the flow was mapped, two initials not required by any rule were removed and the form was simplified. The service is now completed the same day.",
              "Involve frontline staff in the mapping. They know best where time is lost every day.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: 'Apa yang sebenarnya terjadi saat kita "multitasking" pada dua tugas berpikir?',
            en: 'What actually happens when we "multitask" on two thinking tasks?',
          },
          options: [
            {
              text: { id: "Produktivitas otomatis berlipat dua", en: "Productivity automatically doubles" },
              correct: false,
            },
            {
              text: {
                id: "Otak mengerjakan keduanya bersamaan tanpa kerugian",
                en: "The brain does both at once at no cost",
              },
              correct: false,
            },
            {
              text: {
                id: "Otak berpindah-pindah dengan cepat sehingga waktu dan kesalahan bertambah",
                en: "The brain switches rapidly, costing time and adding errors",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Otak berpindah antartugas, dan setiap perpindahan memakan waktu serta meningkatkan kesalahan. Karena itu kerja fokus lebih efektif.",
            en: "The brain switches between tasks, and each switch costs time and raises errors. That is why focused work is more effective.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana ciri pesan kerja yang efisien?",
            en: "Which are features of an efficient work message?",
          },
          options: [
            {
              text: {
                id: "Inti permintaan dan tenggat di kalimat pertama",
                en: "Core request and deadline in the first sentence",
              },
              correct: true,
            },
            { text: { id: "Satu pesan untuk satu topik", en: "One message per topic" }, correct: true },
            {
              text: {
                id: "Menyebut nama orang yang diminta bertindak",
                en: "Naming the person who should act",
              },
              correct: true,
            },
            {
              text: {
                id: "Menggabungkan lima topik dalam satu pesan panjang",
                en: "Combining five topics in one long message",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Pesan efisien jelas, satu topik, menyebut tenggat dan penanggung jawab.",
            en: "Efficient messages are clear, single-topic and state the deadline and the person responsible.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kapan notulen rapat sebaiknya dikirim?",
            en: "When should meeting minutes be sent?",
          },
          options: [
            {
              text: { id: "Dalam 24 jam setelah rapat", en: "Within 24 hours of the meeting" },
              correct: true,
            },
            {
              text: { id: "Saat rapat berikutnya dimulai", en: "When the next meeting starts" },
              correct: false,
            },
            {
              text: { id: "Tidak perlu jika semua hadir", en: "Not needed if everyone attended" },
              correct: false,
            },
          ],
          explanation: {
            id: "Notulen singkat dalam 24 jam memastikan keputusan, penanggung jawab, dan tenggat tercatat selagi masih segar.",
            en: "Short minutes within 24 hours record decisions, owners and deadlines while they are fresh.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Nama file mana yang mengikuti aturan penamaan yang dianjurkan?",
            en: "Which file name follows the recommended naming rule?",
          },
          options: [
            {
              text: { id: "laporan final FIX banget.docx", en: "report final REALLY FINAL.docx" },
              correct: false,
            },
            {
              text: { id: "2026-03-15_Laporan-Posyandu-Maret_v2", en: "2026-03-15_Posyandu-Report-March_v2" },
              correct: true,
            },
            { text: { id: "Maret15laporan.docx", en: "March15report.docx" }, correct: false },
          ],
          explanation: {
            id: "Tanggal berformat tahun-bulan-hari di depan, lalu topik dan versi, membuat file mudah dicari dan urut otomatis.",
            en: "A year-month-day date first, then topic and version, makes files easy to find and sorts them automatically.",
          },
        },
        {
          kind: "multiple",
          prompt: { id: "Mana ciri SOP yang baik?", en: "Which are features of a good SOP?" },
          options: [
            {
              text: { id: "Tidak pernah diubah setelah ditetapkan", en: "Never changed once issued" },
              correct: false,
            },
            { text: { id: "Singkat dan mudah dipahami", en: "Short and easy to understand" }, correct: true },
            {
              text: {
                id: "Disusun bersama orang yang menjalankan pekerjaan",
                en: "Written with the people who do the work",
              },
              correct: true,
            },
            {
              text: {
                id: "Berisi langkah berurutan dan penanggung jawab",
                en: "Contains ordered steps and responsibilities",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "SOP harus ditinjau berkala saat proses atau aturan berubah; SOP yang tidak pernah diperbarui akan usang.",
            en: "SOPs must be reviewed when processes or rules change; an SOP never updated becomes obsolete.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Langkah 5R mana yang berarti memisahkan barang yang diperlukan dari yang tidak?",
            en: "Which 5S step means separating needed items from unneeded ones?",
          },
          options: [
            { text: { id: "Ringkas (Seiri)", en: "Sort (Seiri)" }, correct: true },
            { text: { id: "Resik (Seiso)", en: "Shine (Seiso)" }, correct: false },
            { text: { id: "Rajin (Shitsuke)", en: "Sustain (Shitsuke)" }, correct: false },
          ],
          explanation: {
            id: "Ringkas/Seiri adalah langkah pertama: menyingkirkan barang yang tidak diperlukan.",
            en: "Sort/Seiri is the first step: removing what is not needed.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk tujuh pemborosan klasik dalam Lean?",
            en: "Which are among the seven classic wastes in Lean?",
          },
          options: [
            { text: { id: "Persediaan berlebih", en: "Excess inventory" }, correct: true },
            { text: { id: "Cacat", en: "Defects" }, correct: true },
            { text: { id: "Pelatihan karyawan", en: "Employee training" }, correct: false },
            { text: { id: "Menunggu", en: "Waiting" }, correct: true },
          ],
          explanation: {
            id: "Tujuh pemborosan: menunggu, transportasi, gerakan, proses berlebih, persediaan, produksi berlebih, dan cacat. Pelatihan bukan pemborosan.",
            en: "The seven wastes: waiting, transport, motion, over-processing, inventory, over-production and defects. Training is not one.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Siapa yang paling penting dilibatkan saat memetakan pemborosan proses?",
            en: "Who is most important to involve when mapping process waste?",
          },
          options: [
            { text: { id: "Hanya konsultan dari luar", en: "Only outside consultants" }, correct: false },
            { text: { id: "Hanya pimpinan tertinggi", en: "Only top leadership" }, correct: false },
            {
              text: {
                id: "Petugas garis depan yang menjalankan proses setiap hari",
                en: "Frontline staff who run the process daily",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Petugas garis depan paling tahu di mana waktu terbuang dalam proses sehari-hari.",
            en: "Frontline staff know best where time is lost in daily processes.",
          },
        },
      ],
    },
  ],
};

export default content;
