/**
 * Communication & Public Speaking: speaking in front of an audience, building presentations, and everyday
 * workplace communication, with examples from offices, villages, schools and small businesses in Indonesia.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "communication-public-speaking",
  tracks: [
    {
      key: "public-speaking-fundamentals",
      title: t("Dasar-Dasar Berbicara di Depan Umum", "Public Speaking Fundamentals"),
      description: t(
        "Berbicara dengan percaya diri di depan rapat, forum warga, kelas, atau acara resmi. Anda belajar mengelola rasa gugup, memahami audiens, menyusun pidato, menggunakan suara dan bahasa tubuh, berlatih, serta menjawab pertanyaan.",
        "Speak confidently at meetings, community forums, classes or formal events. You learn to manage nerves, understand your audience, structure a speech, use voice and body language, rehearse and answer questions.",
      ),
      skills: [
        t("Mengelola rasa gugup", "Managing speaking anxiety"),
        t("Analisis audiens", "Audience analysis"),
        t("Menyusun struktur pidato", "Speech structure"),
        t("Olah vokal dan bahasa tubuh", "Voice and body language"),
        t("Menjawab pertanyaan audiens", "Handling audience questions"),
      ],
      lessons: [
        {
          title: t(
            "Mengelola Rasa Gugup Saat Berbicara di Depan Umum",
            "Managing Nervousness in Public Speaking",
          ),
          body: t(
            p(
              "Hampir semua orang merasa gugup sebelum berbicara di depan umum, termasuk pembicara berpengalaman. Jantung berdebar, tangan dingin, dan mulut kering adalah reaksi alami tubuh terhadap situasi yang dianggap penting. Tujuannya bukan menghilangkan gugup, melainkan mengelolanya agar tidak mengganggu.",
              "Cara yang terbukti membantu:",
              "- Persiapan matang: sebagian besar kecemasan berasal dari rasa tidak siap.\n- Latihan napas: tarik napas perlahan lewat hidung, tahan sebentar, hembuskan lebih panjang lewat mulut. Ulangi beberapa kali sebelum naik panggung.\n- Datang lebih awal: periksa ruangan, mikrofon, dan proyektor agar tidak ada kejutan.\n- Hafalkan pembukaan: satu sampai dua menit pertama biasanya paling menegangkan; setelah itu biasanya lebih lancar.\n- Alihkan fokus: pikirkan apa yang dibutuhkan audiens, bukan bagaimana Anda terlihat.",
              "Contoh: seorang sekretaris desa yang harus memaparkan rencana anggaran di musyawarah desa berlatih di rumah di depan keluarganya dua malam sebelumnya. Saat hari-H, ia masih gugup, tetapi karena pembukaannya sudah hafal dan datanya dikuasai, ia bisa berbicara dengan tenang.",
              "Ingat, audiens umumnya tidak melihat kegugupan Anda sebesar yang Anda rasakan.",
            ),
            p(
              "Almost everyone feels nervous before speaking in public, experienced speakers included. A pounding heart, cold hands and a dry mouth are the body's natural reaction to a situation that feels important. The goal is not to eliminate nerves but to manage them so they do not get in the way.",
              "Methods that help:",
              "- Thorough preparation: much anxiety comes from feeling unprepared.\n- Breathing: breathe in slowly through the nose, hold briefly, and breathe out longer through the mouth. Repeat a few times before going on stage.\n- Arrive early: check the room, microphone and projector so there are no surprises.\n- Memorise the opening: the first minute or two is usually the most tense; after that it usually flows better.\n- Shift focus: think about what the audience needs, not about how you look.",
              "Example: a village secretary who must present the budget plan at the village deliberation rehearses at home in front of her family two evenings before. On the day she is still nervous, but because she knows her opening by heart and has mastered the data, she speaks calmly.",
              "Remember, audiences usually do not see your nervousness as strongly as you feel it.",
            ),
          ),
        },
        {
          title: t("Memahami Audiens dan Tujuan Bicara", "Understanding Your Audience and Purpose"),
          body: t(
            p(
              "Pidato yang sama bisa berhasil di satu tempat dan gagal di tempat lain. Perbedaannya terletak pada seberapa cocok isi dan gaya dengan audiens.",
              "Sebelum menyusun materi, jawab pertanyaan berikut:",
              "- Siapa audiensnya? Usia, latar pendidikan, jabatan, dan bahasa sehari-hari.\n- Apa yang sudah mereka ketahui tentang topik ini?\n- Apa yang mereka pedulikan atau khawatirkan?\n- Berapa lama waktu yang tersedia dan dalam suasana apa?",
              "Lalu tentukan tujuan bicara dalam satu kalimat: apakah Anda ingin memberi informasi, meyakinkan, mengajak bertindak, atau menghibur?",
              "Contoh: petugas penyuluh pertanian menyampaikan cara pemupukan berimbang. Di depan kelompok tani, ia memakai bahasa sehari-hari, contoh sawah setempat, dan peragaan langsung. Di depan pejabat dinas, ia menonjolkan data hasil panen dan kebutuhan anggaran. Topiknya sama, tetapi tujuan dan penyajiannya berbeda.",
              "Kesalahan umum adalah menyiapkan materi berdasarkan apa yang ingin disampaikan pembicara, bukan apa yang dibutuhkan pendengar. Mulailah selalu dari audiens.",
            ),
            p(
              "The same speech can succeed in one place and fail in another. The difference lies in how well the content and style fit the audience.",
              "Before preparing material, answer these questions:",
              "- Who is the audience? Age, education, position and everyday language.\n- What do they already know about the topic?\n- What do they care or worry about?\n- How much time is available and in what atmosphere?",
              "Then state your purpose in one sentence: do you want to inform, persuade, call to action or entertain?",
              "Example: an agricultural extension officer explains balanced fertilising. With a farmers' group he uses everyday language, examples from local rice fields and a live demonstration. With officials from the agriculture office he highlights harvest data and budget needs. The topic is the same, but the purpose and delivery differ.",
              "A common mistake is preparing material around what the speaker wants to say rather than what listeners need. Always start from the audience.",
            ),
          ),
        },
        {
          title: t("Menyusun Struktur Pidato yang Jelas", "Structuring a Clear Speech"),
          body: t(
            p(
              'Pendengar tidak bisa "membaca ulang" seperti pembaca tulisan. Karena itu pidato membutuhkan struktur yang sangat jelas agar mudah diikuti dan diingat.',
              "Struktur dasar terdiri atas tiga bagian:",
              "- Pembuka: menarik perhatian, memperkenalkan topik, dan menyampaikan apa yang akan dibahas.\n- Isi: dua sampai tiga poin utama, masing-masing dengan penjelasan dan contoh.\n- Penutup: merangkum poin utama dan menyampaikan pesan atau ajakan terakhir.",
              'Batasi poin utama menjadi tiga. Tiga poin mudah diingat, dan lebih banyak dari itu membuat pendengar kehilangan arah. Gunakan kalimat penghubung yang jelas, seperti "Poin kedua adalah..." atau "Setelah masalahnya jelas, sekarang mari kita lihat solusinya."',
              "Contoh kerangka sambutan kepala sekolah tentang program literasi:",
              "- Pembuka: cerita singkat tentang siswa yang mulai gemar membaca.\n- Isi: mengapa literasi penting, apa program sekolah, dan bagaimana orang tua bisa membantu.\n- Penutup: ajakan agar orang tua membacakan buku 15 menit setiap malam.",
              "Tulis kerangkanya dulu sebelum menulis kalimat lengkap. Kerangka yang kuat membuat Anda tidak perlu membaca naskah kata demi kata.",
            ),
            p(
              'Listeners cannot "reread" the way readers can. A speech therefore needs a very clear structure to be easy to follow and remember.',
              "The basic structure has three parts:",
              "- Opening: grab attention, introduce the topic and say what will be covered.\n- Body: two or three main points, each with explanation and examples.\n- Closing: summarise the main points and deliver a final message or call to action.",
              'Limit yourself to three main points. Three are easy to remember; more than that and listeners lose their way. Use clear transitions such as "The second point is..." or "Now that the problem is clear, let us look at the solution."',
              "Example outline for a head teacher's address on a literacy programme:",
              "- Opening: a short story about a student who has started to love reading.\n- Body: why literacy matters, what the school programme is, and how parents can help.\n- Closing: an invitation for parents to read aloud for 15 minutes every night.",
              "Write the outline before writing full sentences. A strong outline means you do not need to read a script word for word.",
            ),
          ),
        },
        {
          title: t("Pembuka dan Penutup yang Berkesan", "Memorable Openings and Closings"),
          body: t(
            p(
              'Bagian awal dan akhir pidato paling diingat audiens. Sayangnya, banyak pembicara menghabiskan pembukaan dengan salam yang panjang dan permintaan maaf seperti "Mohon maaf saya kurang persiapan".',
              "Dalam acara resmi di Indonesia, salam pembuka dan penghormatan kepada tokoh yang hadir memang lazim. Lakukan dengan ringkas, lalu segera masuk ke pembuka yang menarik, misalnya:",
              '- Pertanyaan: "Siapa di sini yang pernah antre lebih dari satu jam di puskesmas?"\n- Fakta atau angka yang relevan dan benar.\n- Cerita singkat dari pengalaman nyata.\n- Gambaran masa depan: "Bayangkan jika jalan desa ini sudah diaspal..."',
              'Untuk penutup, hindari berakhir dengan "Ya, sekian saja". Penutup yang kuat:',
              "- Merangkum dua atau tiga poin utama.\n- Menyampaikan ajakan yang konkret: apa yang harus dilakukan audiens setelah ini.\n- Dapat kembali ke cerita atau pertanyaan di awal sehingga pidato terasa utuh.",
              'Contoh penutup pemilik UMKM di acara komunitas: "Tadi saya bercerita tentang usaha kami yang hampir tutup saat pandemi. Yang menyelamatkan kami adalah pembukuan rapi dan pelanggan setia. Mulai minggu ini, catat setiap rupiah yang masuk dan keluar."',
            ),
            p(
              'The beginning and end of a speech are what audiences remember most. Unfortunately, many speakers spend the opening on long greetings and apologies such as "Sorry, I\'m not very prepared".',
              "At formal events in Indonesia, opening greetings and acknowledging the dignitaries present are customary. Do it briefly, then move quickly to an engaging opening, such as:",
              '- A question: "Who here has ever queued for more than an hour at a health centre?"\n- A relevant and accurate fact or figure.\n- A short story from real experience.\n- A picture of the future: "Imagine this village road already paved..."',
              'For the close, avoid ending with "Well, that\'s all". A strong closing:',
              "- Summarises the two or three main points.\n- Gives a concrete call to action: what the audience should do next.\n- May return to the opening story or question so the speech feels complete.",
              'Example closing by a small-business owner at a community event: "I began by telling you our business nearly closed during the pandemic. What saved us was tidy bookkeeping and loyal customers. Starting this week, record every rupiah coming in and going out."',
            ),
          ),
        },
        {
          title: t("Suara dan Bahasa Tubuh Pembicara", "The Speaker's Voice and Body Language"),
          body: t(
            p(
              "Cara Anda menyampaikan sama pentingnya dengan isi. Audiens menilai keyakinan pembicara dari suara dan bahasa tubuhnya.",
              "Olah vokal:",
              '- Volume: cukup keras agar terdengar di barisan belakang. Jika memakai mikrofon, jaga jarak yang tetap.\n- Tempo: bicara sedikit lebih lambat dari percakapan biasa, terutama saat menyebut angka atau poin penting.\n- Jeda: berhenti sejenak sebelum dan sesudah poin penting. Jeda lebih baik daripada mengisi kekosongan dengan "eee" atau "apa namanya".\n- Intonasi: variasikan nada agar tidak monoton.',
              "Bahasa tubuh:",
              "- Berdiri tegak dengan berat badan seimbang; hindari bergoyang terus-menerus.\n- Tatap audiens secara bergantian di berbagai sisi ruangan, bukan hanya layar atau naskah.\n- Gunakan gerakan tangan yang wajar untuk menegaskan poin.\n- Ekspresi wajah sesuai isi: tersenyum saat menyambut, serius saat membahas masalah.",
              'Cara berlatih yang efektif adalah merekam diri dengan ponsel lalu menontonnya. Banyak orang baru sadar kebiasaannya, misalnya memainkan pulpen atau terlalu sering berkata "ya kan", setelah melihat rekamannya sendiri.',
            ),
            p(
              "How you deliver matters as much as what you say. Audiences judge a speaker's confidence from voice and body language.",
              "Voice:",
              '- Volume: loud enough for the back row to hear. With a microphone, keep a steady distance.\n- Pace: speak a little slower than in normal conversation, especially for numbers and key points.\n- Pauses: stop briefly before and after key points. A pause is better than filling silence with "umm" or "what\'s it called".\n- Intonation: vary your pitch so you do not sound monotonous.',
              "Body language:",
              "- Stand upright with your weight balanced; avoid constant swaying.\n- Look at audience members across different parts of the room, not only at the screen or your notes.\n- Use natural hand gestures to emphasise points.\n- Match facial expression to content: smile when welcoming, look serious when discussing problems.",
              'An effective way to practise is to record yourself on a phone and watch it. Many people only notice their habits, such as fiddling with a pen or saying "right?" too often, after seeing their own recording.',
            ),
          ),
        },
        {
          title: t("Berlatih dan Gladi Presentasi", "Practising and Rehearsing"),
          body: t(
            p(
              "Pembicara yang terlihat santai biasanya adalah pembicara yang paling banyak berlatih. Latihan yang baik bukan sekadar membaca naskah dalam hati, tetapi mengucapkan dengan suara keras seperti pada hari sebenarnya.",
              "Tahapan latihan yang disarankan:",
              "- Latihan pertama: ucapkan dari kerangka, bukan naskah lengkap, untuk menemukan bagian yang belum lancar.\n- Perbaiki alur dan buang bagian yang tidak perlu.\n- Latihan dengan waktu: pastikan sesuai durasi. Sisakan waktu cadangan, karena saat tampil orang sering berbicara lebih lama atau acara dimulai terlambat.\n- Latihan di depan satu atau dua orang dan minta masukan jujur.\n- Gladi di lokasi atau dengan perlengkapan yang sama bila memungkinkan.",
              "Siapkan catatan kecil berisi kata kunci, bukan kalimat panjang. Catatan membantu saat lupa tanpa membuat Anda membaca terus.",
              "Siapkan juga rencana cadangan: bagaimana jika proyektor mati atau listrik padam? Pembicara di desa atau sekolah sering menghadapi hal ini. Dengan kerangka yang dikuasai dan contoh yang diingat, Anda tetap bisa menyampaikan pesan tanpa slide.",
              "Contoh: mahasiswa yang akan sidang skripsi berlatih tiga kali di depan teman dengan pengatur waktu, dan meminta mereka mengajukan pertanyaan sulit.",
            ),
            p(
              "Speakers who look relaxed are usually the ones who practised most. Good practice is not silently reading a script but speaking aloud as you will on the day.",
              "Suggested stages:",
              "- First run: speak from the outline, not a full script, to find the parts that do not flow yet.\n- Fix the flow and cut what is unnecessary.\n- Timed run: make sure you fit the duration. Leave spare time, because people often speak longer when live, or the event starts late.\n- Practise in front of one or two people and ask for honest feedback.\n- Rehearse at the venue or with the same equipment when possible.",
              "Prepare small notes with keywords, not long sentences. Notes help if you forget, without making you read all the time.",
              "Prepare a backup plan too: what if the projector fails or the power goes out? Speakers in villages or schools often face this. If you have mastered the outline and remember your examples, you can still deliver the message without slides.",
              "Example: a student preparing for a thesis defence rehearses three times in front of friends with a timer and asks them to pose hard questions.",
            ),
          ),
        },
        {
          title: t("Menjawab Pertanyaan Audiens dengan Tenang", "Answering Audience Questions Calmly"),
          body: t(
            p(
              "Sesi tanya jawab sering lebih menegangkan daripada presentasinya karena tidak bisa diprediksi sepenuhnya. Namun sesi ini juga kesempatan terbaik untuk membangun kepercayaan.",
              "Langkah menjawab pertanyaan:",
              "- Dengarkan sampai selesai tanpa memotong.\n- Ucapkan terima kasih atas pertanyaannya.\n- Ulangi atau rangkum pertanyaan agar seluruh audiens mendengar dan Anda yakin memahaminya.\n- Jawab singkat dan langsung ke pokok, lalu pastikan penanya puas.",
              'Jika tidak tahu jawabannya, jangan mengarang. Katakan dengan jujur, "Saya belum memiliki data pastinya, akan saya cek dan kabari lewat grup setelah acara." Lalu tepati janji itu.',
              'Untuk pertanyaan yang bernada menyerang, tetap tenang dan fokus pada isi, bukan pada nada. Misalnya warga dalam musyawarah bertanya dengan keras mengapa dana desa dipakai untuk jalan, bukan untuk saluran air. Ketua panitia bisa menjawab, "Pertanyaan ini penting. Keputusan diambil berdasarkan usulan dari musyawarah dusun; usulan saluran air tercatat dan bisa kita bahas untuk tahun depan."',
              "Siapkan daftar pertanyaan yang mungkin muncul sebelum acara, termasuk yang paling sulit, dan latih jawabannya.",
            ),
            p(
              "The question-and-answer session is often more stressful than the presentation because it cannot be fully predicted. Yet it is also the best chance to build trust.",
              "Steps for answering questions:",
              "- Listen to the end without interrupting.\n- Thank the person for the question.\n- Repeat or summarise the question so the whole audience hears it and you are sure you understand.\n- Answer briefly and to the point, then check the questioner is satisfied.",
              "If you do not know the answer, do not make one up. Say honestly, \"I don't have the exact data yet; I'll check and share it in the group after the event.\" Then keep that promise.",
              'For hostile questions, stay calm and focus on the content, not the tone. For example, a resident at a village meeting asks loudly why village funds went to the road instead of drainage. The committee chair can answer, "This is an important question. The decision followed proposals from the hamlet meetings; the drainage proposal is recorded and we can discuss it for next year."',
              "Before the event, list the questions that might come up, including the hardest ones, and practise your answers.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: t(
            "Cara mana yang membantu mengelola rasa gugup?",
            "Which methods help manage nervousness?",
          ),
          options: [
            o(
              false,
              "Datang tepat saat giliran bicara agar tidak sempat cemas",
              "Arriving just as your turn starts so there's no time to worry",
            ),
            o(true, "Fokus pada kebutuhan audiens", "Focusing on the audience's needs"),
            o(true, "Latihan napas perlahan sebelum tampil", "Slow breathing exercises before speaking"),
            o(true, "Menghafal pembukaan", "Memorising the opening"),
          ],
          explanation: t(
            "Datang lebih awal justru dianjurkan untuk memeriksa ruangan dan peralatan. Persiapan, napas, pembukaan yang hafal, dan fokus pada audiens membantu mengelola gugup.",
            "Arriving early is recommended to check the room and equipment. Preparation, breathing, a memorised opening and audience focus help manage nerves.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dari mana sebaiknya Anda memulai menyiapkan pidato?",
            "Where should you start when preparing a speech?",
          ),
          options: [
            o(false, "Dari semua hal yang ingin Anda sampaikan", "From everything you want to say"),
            o(
              true,
              "Dari audiens: siapa mereka, apa yang mereka ketahui dan pedulikan",
              "From the audience: who they are, what they know and care about",
            ),
            o(false, "Dari desain slide", "From slide design"),
          ],
          explanation: t(
            "Isi dan gaya harus cocok dengan audiens, sehingga analisis audiens dan tujuan bicara menjadi langkah pertama.",
            "Content and style must fit the audience, so audience analysis and purpose come first.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Berapa jumlah poin utama yang dianjurkan dalam isi pidato?",
            "How many main points are recommended in the body of a speech?",
          ),
          options: [
            o(true, "Dua sampai tiga poin", "Two or three"),
            o(false, "Sepuluh poin agar lengkap", "Ten, to be thorough"),
            o(false, "Satu poin saja", "Only one"),
          ],
          explanation: t(
            "Dua sampai tiga poin mudah diingat; terlalu banyak poin membuat pendengar kehilangan arah.",
            "Two or three points are easy to remember; too many make listeners lose their way.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana ciri penutup pidato yang kuat?", "Which are features of a strong closing?"),
          options: [
            o(false, 'Diakhiri dengan "Ya, sekian saja"', 'Ending with "Well, that\'s all"'),
            o(true, "Kembali ke cerita pembuka", "Returning to the opening story"),
            o(true, "Merangkum poin utama", "Summarising the main points"),
            o(true, "Menyampaikan ajakan yang konkret", "Giving a concrete call to action"),
          ],
          explanation: t(
            "Penutup yang kuat merangkum, mengajak bertindak, dan membuat pidato terasa utuh.",
            "A strong close summarises, calls to action and makes the speech feel complete.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            'Apa yang sebaiknya dilakukan daripada mengisi kekosongan dengan "eee"?',
            'What should you do instead of filling silence with "umm"?',
          ),
          options: [
            o(false, "Berbicara lebih cepat", "Speak faster"),
            o(false, "Membaca slide kata demi kata", "Read the slides word for word"),
            o(true, "Berhenti sejenak (jeda)", "Pause briefly"),
          ],
          explanation: t(
            'Jeda memberi waktu berpikir dan menegaskan poin penting, sedangkan "eee" mengurangi kesan yakin.',
            'A pause gives thinking time and emphasises key points, while "umm" weakens the impression of confidence.',
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Catatan seperti apa yang dianjurkan saat tampil?",
            "What kind of notes are recommended when speaking?",
          ),
          options: [
            o(false, "Naskah lengkap untuk dibaca", "A full script to read"),
            o(true, "Catatan kecil berisi kata kunci", "Small notes with keywords"),
            o(false, "Tidak membawa catatan sama sekali", "No notes at all"),
          ],
          explanation: t(
            "Kata kunci membantu saat lupa tanpa membuat pembicara terus membaca dan kehilangan kontak mata.",
            "Keywords help if you forget without making you read constantly and lose eye contact.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Anda ditanya sesuatu yang tidak Anda ketahui jawabannya. Apa tindakan yang tepat?",
            "You are asked something you do not know. What is the right response?",
          ),
          options: [
            o(
              true,
              "Mengakui dengan jujur dan berjanji mengecek serta mengabari",
              "Admitting it honestly and promising to check and follow up",
            ),
            o(
              false,
              "Mengabaikan pertanyaan dan lanjut ke penanya lain",
              "Ignoring it and moving to the next person",
            ),
            o(
              false,
              "Mengarang jawaban agar terlihat menguasai",
              "Making up an answer to look knowledgeable",
            ),
          ],
          explanation: t(
            "Kejujuran dan tindak lanjut membangun kepercayaan; jawaban karangan bisa merusak kredibilitas jika ternyata salah.",
            "Honesty and follow-up build trust; a made-up answer can destroy credibility if it turns out wrong.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana langkah menjawab pertanyaan yang dianjurkan?",
            "Which steps for answering questions are recommended?",
          ),
          options: [
            o(
              false,
              "Membalas nada keras dengan nada yang lebih keras",
              "Answering a loud tone with a louder one",
            ),
            o(true, "Memastikan penanya puas dengan jawaban", "Checking the questioner is satisfied"),
            o(true, "Mengulang atau merangkum pertanyaan", "Repeating or summarising the question"),
            o(true, "Menjawab singkat dan langsung ke pokok", "Answering briefly and to the point"),
          ],
          explanation: t(
            "Pertanyaan bernada menyerang dijawab dengan tenang dan fokus pada isi, bukan dibalas dengan emosi.",
            "Hostile questions are answered calmly, focusing on content rather than reacting emotionally.",
          ),
        },
      ],
    },
    {
      key: "effective-presentations",
      title: t("Presentasi Efektif dan Persuasif", "Effective and Persuasive Presentations"),
      description: t(
        "Susun presentasi yang jelas, meyakinkan, dan mudah diingat untuk rapat, klien, atau pemberi dana. Anda belajar merumuskan pesan utama, bercerita, merancang slide, menyajikan angka, presentasi daring, dan membuat pitch singkat.",
        "Build presentations that are clear, convincing and memorable for meetings, clients or funders. You learn to frame a key message, tell stories, design slides, present numbers, present online and deliver a short pitch.",
      ),
      skills: [
        t("Merumuskan pesan utama", "Framing a key message"),
        t("Bercerita dalam presentasi", "Storytelling in presentations"),
        t("Desain slide yang jelas", "Clear slide design"),
        t("Menyajikan data dan angka", "Presenting data and numbers"),
        t("Presentasi daring", "Online presenting"),
        t("Pitch persuasif", "Persuasive pitching"),
      ],
      lessons: [
        {
          title: t("Merumuskan Pesan Utama Presentasi", "Framing the Key Message of a Presentation"),
          body: t(
            p(
              "Presentasi yang efektif dimulai dari satu kalimat: pesan utama yang ingin diingat audiens setelah presentasi selesai. Jika Anda tidak bisa merumuskannya dalam satu kalimat, kemungkinan besar audiens juga tidak akan menangkapnya.",
              "Bandingkan dua rumusan:",
              '- Lemah: "Saya akan membahas kondisi penjualan kuartal ini."\n- Kuat: "Penjualan turun 12% karena stok sering kosong, dan dengan memperbaiki jadwal pemesanan kita bisa memulihkannya dalam dua bulan."',
              "Rumusan kuat berisi kesimpulan, bukan hanya topik. Setelah pesan utama jelas, setiap slide dan contoh harus mendukungnya. Bagian yang tidak mendukung pesan utama sebaiknya dibuang atau dipindah ke lampiran.",
              "Teknik yang membantu adalah menaruh kesimpulan di depan. Dalam rapat kantor, pimpinan sering punya waktu terbatas; sampaikan rekomendasi di menit pertama, lalu jelaskan alasan dan datanya. Cara ini berbeda dengan karya tulis akademik yang biasanya berakhir dengan kesimpulan.",
              'Contoh: staf BUMDes mempresentasikan usulan unit usaha penyewaan alat pesta. Ia membuka dengan, "Usulan kami adalah menyewakan tenda dan kursi karena permintaannya ada setiap bulan dan modal bisa kembali dalam sekitar dua tahun," lalu menunjukkan hitungannya.',
            ),
            p(
              "An effective presentation starts from one sentence: the key message you want the audience to remember afterwards. If you cannot state it in one sentence, the audience probably will not grasp it either.",
              "Compare two versions:",
              '- Weak: "I will discuss this quarter\'s sales."\n- Strong: "Sales fell 12% because stock often ran out, and by fixing the ordering schedule we can recover within two months."',
              "The strong version contains a conclusion, not just a topic. Once the key message is clear, every slide and example must support it. Anything that does not should be cut or moved to an appendix.",
              "A helpful technique is putting the conclusion first. In office meetings, leaders often have little time; give the recommendation in the first minute, then explain the reasons and data. This differs from academic writing, which usually ends with its conclusion.",
              'Example: a BUMDes staff member presents a proposal for a party-equipment rental unit. He opens with, "We propose renting out tents and chairs because there is demand every month and the capital can be recovered in about two years," then shows the calculation.',
            ),
          ),
        },
        {
          title: t("Bercerita dalam Presentasi (Storytelling)", "Storytelling in Presentations"),
          body: t(
            p(
              "Manusia lebih mudah mengingat cerita daripada daftar fakta. Cerita membuat data terasa nyata dan membangkitkan emosi yang mendorong tindakan.",
              "Struktur cerita sederhana terdiri atas:",
              "- Tokoh: seseorang yang bisa dikenali audiens, misalnya pelanggan, warga, atau pegawai.\n- Masalah atau tantangan yang dihadapi tokoh.\n- Upaya dan perubahan: apa yang dilakukan dan apa yang terjadi.\n- Hasil dan pelajaran yang terkait dengan pesan utama.",
              'Contoh dalam presentasi program kesehatan: "Bu Sri, kader posyandu di Kabupaten Gunungkidul, dulu mencatat berat badan balita di buku yang sering basah terkena hujan. Setelah memakai formulir sederhana di ponsel, ia bisa melihat balita yang berat badannya tidak naik dua bulan berturut-turut dan segera merujuknya ke puskesmas." Cerita ini lebih menyentuh daripada kalimat "Digitalisasi pencatatan meningkatkan efektivitas pemantauan".',
              "Aturan penting: cerita harus benar dan relevan. Jika memakai contoh rekaan sebagai ilustrasi, sampaikan bahwa itu gambaran, bukan kejadian nyata. Pilih cerita pendek, satu sampai dua menit, dan hubungkan kembali ke data atau pesan utama agar tidak sekadar menghibur.",
            ),
            p(
              "People remember stories more easily than lists of facts. Stories make data feel real and stir the emotions that drive action.",
              "A simple story structure has:",
              "- A character: someone the audience can recognise, such as a customer, resident or employee.\n- A problem or challenge the character faces.\n- Effort and change: what was done and what happened.\n- The result and lesson, linked to the key message.",
              'Example in a health programme presentation: "Mrs Sri, a posyandu volunteer in Gunungkidul Regency, used to record toddlers\' weights in a book that often got wet in the rain. After switching to a simple form on her phone, she could spot toddlers whose weight had not increased for two months in a row and refer them quickly to the health centre." This story moves people more than the sentence "Digitised recording improves monitoring effectiveness".',
              "An important rule: stories must be true and relevant. If you use an invented example as an illustration, say it is an illustration, not a real event. Choose short stories of one to two minutes, and link them back to the data or key message so they are not mere entertainment.",
            ),
          ),
        },
        {
          title: t("Merancang Slide Presentasi yang Jelas", "Designing Clear Presentation Slides"),
          body: t(
            p(
              "Slide adalah alat bantu, bukan naskah. Kesalahan paling umum adalah slide penuh teks yang kemudian dibacakan pembicara. Audiens akhirnya membaca lebih cepat daripada Anda berbicara dan berhenti mendengarkan.",
              "Prinsip slide yang jelas:",
              '- Satu ide per slide. Jadikan judul slide sebagai kalimat kesimpulan, misalnya "Keluhan terbanyak adalah keterlambatan pengiriman", bukan sekadar "Data Keluhan".\n- Sedikit teks: kata kunci atau kalimat pendek, bukan paragraf.\n- Huruf besar dan mudah dibaca dari belakang ruangan; kontras tinggi antara teks dan latar.\n- Gunakan gambar, foto nyata, atau grafik jika lebih cepat dipahami daripada kata-kata.\n- Konsisten dalam warna, huruf, dan tata letak.',
              "Uji slide Anda: jika seseorang hanya melihat judul-judul slide secara berurutan, apakah ia bisa memahami alur argumennya? Jika ya, strukturnya sudah baik.",
              'Contoh: guru yang mempresentasikan hasil ujian di rapat komite sekolah mengganti tabel nilai per siswa dengan satu grafik batang rata-rata per mata pelajaran dan judul "Nilai matematika paling perlu perhatian". Rapat menjadi lebih fokus pada solusi.',
              "Detail yang banyak bisa dibagikan sebagai dokumen terpisah.",
            ),
            p(
              "Slides are an aid, not a script. The most common mistake is text-heavy slides that the speaker then reads aloud. The audience reads faster than you speak and stops listening.",
              "Principles of clear slides:",
              '- One idea per slide. Make the slide title a conclusion sentence, such as "Late delivery is the top complaint", not just "Complaint Data".\n- Little text: keywords or short sentences, not paragraphs.\n- Large fonts readable from the back of the room; strong contrast between text and background.\n- Use images, real photos or charts when they are quicker to understand than words.\n- Be consistent in colours, fonts and layout.',
              "Test your slides: if someone looks only at the slide titles in order, can they follow the argument? If so, the structure is sound.",
              'Example: a teacher presenting exam results at a school committee meeting replaces a table of every student\'s marks with one bar chart of average scores per subject and the title "Mathematics needs the most attention". The meeting focuses far more on solutions.',
              "Detailed material can be shared as a separate document.",
            ),
          ),
        },
        {
          title: t("Menyajikan Data dan Angka dalam Presentasi", "Presenting Data and Numbers"),
          body: t(
            p(
              "Angka meyakinkan jika dipahami, tetapi membingungkan jika disajikan berlebihan. Audiens biasanya hanya bisa mencerna sedikit angka dalam satu waktu.",
              "Cara menyajikan angka:",
              '- Pilih angka yang paling penting dan bulatkan: "sekitar Rp1,2 miliar" lebih mudah diingat daripada "Rp1.187.450.000".\n- Beri pembanding: naik atau turun dari tahun lalu, dibanding target, atau dibanding daerah lain.\n- Terjemahkan ke hal yang nyata: "Kebocoran air ini setara dengan kebutuhan sekitar 40 keluarga per hari" lebih terasa daripada angka liter saja, asalkan perhitungannya benar.\n- Pilih grafik yang tepat: grafik garis untuk tren waktu, batang untuk perbandingan antarkategori, dan hindari grafik lingkaran dengan terlalu banyak potongan.',
              "Sorot angka yang Anda bicarakan, misalnya dengan warna berbeda pada batang grafik, agar mata audiens langsung ke sana.",
              "Jujurlah dengan data. Jangan memotong sumbu grafik sehingga perubahan kecil terlihat dramatis tanpa menjelaskannya, dan sebutkan sumber data. Contoh: kepala puskesmas yang melaporkan cakupan imunisasi menyebut sumber data dari pencatatan posyandu, membandingkannya dengan target, lalu menunjukkan dua desa dengan cakupan terendah sebagai fokus tindakan.",
            ),
            p(
              "Numbers convince when they are understood, but confuse when overloaded. Audiences can usually absorb only a few numbers at a time.",
              "How to present numbers:",
              '- Pick the most important figures and round them: "about Rp1.2 billion" is easier to remember than "Rp1,187,450,000".\n- Give a comparison: up or down from last year, against target, or against other regions.\n- Translate into something tangible: "This water leak equals the daily needs of about 40 families" is felt more than litres alone, provided the calculation is right.\n- Choose the right chart: lines for trends over time, bars for comparing categories, and avoid pie charts with too many slices.',
              "Highlight the number you are discussing, for example with a different colour on one bar, so the audience's eyes go straight to it.",
              "Be honest with data. Do not cut a chart's axis so that a small change looks dramatic without saying so, and state your sources. Example: a health centre head reporting immunisation coverage cites the posyandu records as the source, compares coverage with the target, then shows the two villages with the lowest coverage as the focus for action.",
            ),
          ),
        },
        {
          title: t(
            "Presentasi Daring Lewat Zoom atau Google Meet",
            "Presenting Online via Zoom or Google Meet",
          ),
          body: t(
            p(
              "Presentasi daring kini lazim untuk rapat kantor, kuliah, dan pelatihan. Tantangannya berbeda: perhatian audiens mudah teralih, dan Anda sulit membaca reaksi mereka.",
              "Persiapan teknis:",
              "- Uji koneksi internet, mikrofon, dan kamera sebelum acara. Siapkan paket data atau hotspot cadangan.\n- Posisikan kamera sejajar mata dan pastikan cahaya dari depan, bukan dari belakang.\n- Tutup aplikasi dan notifikasi yang tidak perlu sebelum berbagi layar.\n- Siapkan salinan slide dalam format PDF jika file presentasi bermasalah.",
              "Agar audiens tetap terlibat:",
              "- Sapa beberapa peserta dengan nama di awal.\n- Buat interaksi setiap beberapa menit: pertanyaan di kolom chat, polling, atau meminta satu peserta berbagi pengalaman.\n- Persingkat durasi; bagian panjang lebih baik dipecah.\n- Lihat ke kamera saat menyampaikan poin penting agar terasa seperti kontak mata.",
              "Jika memungkinkan, minta rekan menjadi moderator yang memantau chat dan mengatasi kendala teknis peserta. Contoh: dinas pendidikan yang memberi pelatihan daring kepada guru di beberapa kabupaten menugaskan satu moderator per sesi, sehingga pemateri bisa fokus menyampaikan materi.",
            ),
            p(
              "Online presentations are now common for office meetings, lectures and training. The challenge differs: attention drifts easily and you cannot read reactions well.",
              "Technical preparation:",
              "- Test your internet connection, microphone and camera beforehand. Have a backup data package or hotspot ready.\n- Place the camera at eye level and make sure light comes from the front, not from behind.\n- Close unnecessary apps and notifications before sharing your screen.\n- Keep a PDF copy of your slides in case the presentation file fails.",
              "To keep the audience engaged:",
              "- Greet a few participants by name at the start.\n- Build in interaction every few minutes: a chat question, a poll, or asking one participant to share an experience.\n- Keep it shorter; long sections are better split up.\n- Look into the camera when making key points so it feels like eye contact.",
              "If possible, ask a colleague to moderate, watching the chat and solving participants' technical problems. Example: an education office training teachers online across several regencies assigns one moderator per session so the presenter can focus on the material.",
            ),
          ),
        },
        {
          title: t(
            "Presentasi Persuasif: Mengajak Audiens Bertindak",
            "Persuasive Presentations: Moving the Audience to Act",
          ),
          body: t(
            p(
              "Presentasi persuasif bertujuan membuat audiens setuju dan bertindak, misalnya menyetujui anggaran, membeli produk, atau mengikuti program. Salah satu kerangka klasik adalah urutan termotivasi Monroe (Monroe's Motivated Sequence):",
              "- Perhatian: tarik minat dengan cerita, pertanyaan, atau fakta.\n- Kebutuhan: tunjukkan masalah nyata dan dampaknya bagi audiens.\n- Pemuasan: tawarkan solusi dan jelaskan cara kerjanya.\n- Visualisasi: gambarkan keadaan setelah solusi dijalankan, atau akibatnya jika tidak.\n- Tindakan: minta langkah konkret dan mudah.",
              "Persuasi juga bergantung pada kepercayaan terhadap pembicara. Tunjukkan kredibilitas dengan data yang akurat, pengalaman yang relevan, dan kejujuran tentang risiko atau kelemahan usulan. Audiens yang cerdas akan curiga jika semua terdengar sempurna.",
              "Contoh: ketua koperasi mengusulkan pembelian mesin pengering gabah. Ia menarik perhatian dengan foto gabah anggota yang berjamur saat musim hujan, menjelaskan kerugian harga jual, memaparkan mesin dan biayanya, menggambarkan gabah kering yang dijual dengan harga lebih baik, lalu meminta persetujuan rapat anggota untuk memakai dana cadangan dengan jadwal pengembalian yang jelas.",
            ),
            p(
              "A persuasive presentation aims to get the audience to agree and act, for example approving a budget, buying a product or joining a programme. One classic framework is Monroe's Motivated Sequence:",
              "- Attention: spark interest with a story, question or fact.\n- Need: show a real problem and its impact on the audience.\n- Satisfaction: offer the solution and explain how it works.\n- Visualisation: picture things after the solution is in place, or the consequences if it is not.\n- Action: ask for a concrete, easy step.",
              "Persuasion also depends on trust in the speaker. Show credibility through accurate data, relevant experience and honesty about the risks or weaknesses of the proposal. A thoughtful audience grows suspicious when everything sounds perfect.",
              "Example: a cooperative chairman proposes buying a grain dryer. He catches attention with photos of members' rice turning mouldy in the rainy season, explains the loss in selling price, presents the machine and its cost, pictures dry grain sold at a better price, then asks the members' meeting to approve using reserve funds with a clear repayment schedule.",
            ),
          ),
        },
        {
          title: t(
            "Pitch Singkat: Elevator Pitch untuk Usaha dan Program",
            "The Short Pitch: Elevator Pitches for Businesses and Programmes",
          ),
          body: t(
            p(
              "Kadang Anda hanya punya satu sampai dua menit untuk memperkenalkan usaha atau program, misalnya saat bertemu calon investor di acara startup di Jakarta, pejabat dinas di pameran, atau juri lomba inovasi desa. Inilah gunanya elevator pitch.",
              "Susunan pitch yang ringkas:",
              "- Masalah: siapa yang mengalami masalah apa.\n- Solusi: apa yang Anda tawarkan, dalam satu kalimat sederhana.\n- Bukti: hasil nyata sejauh ini, seperti jumlah pelanggan atau uji coba.\n- Keunikan: mengapa Anda, bukan yang lain.\n- Permintaan: apa yang Anda butuhkan dari pendengar.",
              'Contoh pitch pengusaha kopi dari Toraja: "Petani kopi di desa kami menjual biji mentah dengan harga rendah karena tidak punya alat sangrai. Kami membangun rumah sangrai bersama yang dikelola koperasi, sehingga petani menjual kopi sangrai langsung ke kafe. Dalam setahun, 30 petani sudah bergabung dan lima kafe di Makassar menjadi pelanggan tetap. Kami mencari mitra untuk mesin pengemas agar bisa masuk ke toko oleh-oleh."',
              "Latih pitch sampai lancar tetapi tetap terdengar seperti percakapan, bukan hafalan. Siapkan versi 30 detik dan versi dua menit, dan selalu akhiri dengan permintaan yang jelas.",
            ),
            p(
              "Sometimes you have only a minute or two to introduce a business or programme, for example meeting a potential investor at a startup event in Jakarta, an official at an exhibition, or judges at a village innovation contest. That is what an elevator pitch is for.",
              "A concise pitch structure:",
              "- Problem: who has what problem.\n- Solution: what you offer, in one simple sentence.\n- Proof: real results so far, such as customer numbers or a pilot.\n- Uniqueness: why you and not someone else.\n- Ask: what you need from the listener.",
              'Example pitch from a coffee entrepreneur from Toraja: "Coffee farmers in our village sell raw beans cheaply because they have no roasting equipment. We built a shared roastery run by the cooperative, so farmers sell roasted coffee directly to cafés. In one year 30 farmers have joined and five cafés in Makassar are regular customers. We are looking for a partner for a packaging machine so we can supply souvenir shops."',
              "Practise the pitch until it flows yet still sounds conversational, not memorised. Prepare a 30-second version and a two-minute version, and always end with a clear ask.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t("Rumusan pesan utama mana yang paling kuat?", "Which key message is strongest?"),
          options: [
            o(
              false,
              '"Penjualan adalah hal penting bagi perusahaan."',
              '"Sales are important for the company."',
            ),
            o(
              false,
              '"Saya akan membahas kondisi penjualan kuartal ini."',
              '"I will discuss this quarter\'s sales."',
            ),
            o(
              true,
              '"Penjualan turun 12% karena stok sering kosong; memperbaiki jadwal pemesanan dapat memulihkannya dalam dua bulan."',
              '"Sales fell 12% because stock ran out; fixing the ordering schedule can recover them in two months."',
            ),
          ],
          explanation: t(
            "Pesan utama yang kuat berisi kesimpulan dan arah tindakan, bukan sekadar topik.",
            "A strong key message contains a conclusion and direction, not just a topic.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Unsur apa saja yang ada dalam struktur cerita sederhana?",
            "Which elements make up a simple story structure?",
          ),
          options: [
            o(
              true,
              "Hasil dan pelajaran yang terkait pesan utama",
              "A result and lesson linked to the key message",
            ),
            o(false, "Daftar lengkap semua data mentah", "A complete list of all raw data"),
            o(true, "Tokoh yang bisa dikenali audiens", "A character the audience can recognise"),
            o(true, "Masalah atau tantangan", "A problem or challenge"),
          ],
          explanation: t(
            "Cerita terdiri atas tokoh, masalah, upaya dan perubahan, serta hasil yang dihubungkan ke pesan utama.",
            "A story has a character, a problem, effort and change, and a result tied to the key message.",
          ),
        },
        {
          kind: "single",
          prompt: t("Judul slide seperti apa yang dianjurkan?", "What kind of slide title is recommended?"),
          options: [
            o(false, '"Data Keluhan"', '"Complaint Data"'),
            o(
              true,
              '"Keluhan terbanyak adalah keterlambatan pengiriman"',
              '"Late delivery is the top complaint"',
            ),
            o(false, '"Slide 7"', '"Slide 7"'),
          ],
          explanation: t(
            "Judul berupa kalimat kesimpulan membuat audiens langsung menangkap maksud slide.",
            "A conclusion-sentence title lets the audience grasp the slide's point immediately.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Grafik apa yang paling cocok untuk menunjukkan tren dari waktu ke waktu?",
            "Which chart best shows a trend over time?",
          ),
          options: [
            o(true, "Grafik garis", "Line chart"),
            o(false, "Grafik lingkaran dengan banyak potongan", "Pie chart with many slices"),
            o(false, "Tabel berisi ratusan angka", "A table with hundreds of numbers"),
          ],
          explanation: t(
            "Grafik garis menunjukkan perubahan dari waktu ke waktu; grafik batang untuk membandingkan kategori.",
            "Line charts show change over time; bar charts compare categories.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana persiapan teknis yang baik untuk presentasi daring?",
            "Which are good technical preparations for an online presentation?",
          ),
          options: [
            o(true, "Menyiapkan salinan slide dalam PDF", "Keeping a PDF copy of the slides"),
            o(false, "Duduk membelakangi jendela yang terang", "Sitting with a bright window behind you"),
            o(
              true,
              "Kamera sejajar mata dan cahaya dari depan",
              "Camera at eye level and light from the front",
            ),
            o(
              true,
              "Menutup notifikasi sebelum berbagi layar",
              "Closing notifications before screen sharing",
            ),
          ],
          explanation: t(
            "Cahaya dari belakang membuat wajah gelap. Kamera sejajar mata, notifikasi tertutup, dan cadangan PDF mencegah gangguan.",
            "Backlight darkens your face. An eye-level camera, closed notifications and a PDF backup prevent disruptions.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam urutan termotivasi Monroe, tahap apa yang datang setelah Kebutuhan?",
            "In Monroe's Motivated Sequence, which stage follows Need?",
          ),
          options: [
            o(false, "Tindakan", "Action"),
            o(true, "Pemuasan (solusi)", "Satisfaction (the solution)"),
            o(false, "Perhatian", "Attention"),
            o(false, "Visualisasi", "Visualisation"),
          ],
          explanation: t(
            "Urutannya: Perhatian, Kebutuhan, Pemuasan, Visualisasi, Tindakan.",
            "The order is Attention, Need, Satisfaction, Visualisation, Action.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa pembicara persuasif sebaiknya jujur tentang risiko usulannya?",
            "Why should a persuasive speaker be honest about the risks of a proposal?",
          ),
          options: [
            o(
              false,
              "Karena risiko harus selalu menjadi poin utama",
              "Because risks must always be the main point",
            ),
            o(
              true,
              "Karena kejujuran membangun kredibilitas, dan audiens curiga jika semua terdengar sempurna",
              "Because honesty builds credibility, and audiences grow suspicious when everything sounds perfect",
            ),
            o(false, "Agar usulan ditolak", "So the proposal is rejected"),
          ],
          explanation: t(
            "Persuasi bergantung pada kepercayaan terhadap pembicara; mengakui risiko menunjukkan analisis yang matang.",
            "Persuasion depends on trust in the speaker; acknowledging risks shows careful analysis.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana bagian dari elevator pitch yang ringkas?",
            "Which are parts of a concise elevator pitch?",
          ),
          options: [
            o(true, "Permintaan yang jelas kepada pendengar", "A clear ask of the listener"),
            o(false, "Riwayat lengkap pendidikan pendiri", "The founder's full educational history"),
            o(true, "Masalah yang dihadapi pihak tertentu", "The problem someone faces"),
            o(true, "Bukti hasil nyata sejauh ini", "Proof of real results so far"),
          ],
          explanation: t(
            "Pitch berisi masalah, solusi, bukti, keunikan, dan permintaan; detail yang tidak relevan menghabiskan waktu yang singkat.",
            "A pitch covers problem, solution, proof, uniqueness and ask; irrelevant detail wastes the little time there is.",
          ),
        },
      ],
    },
    {
      key: "workplace-communication",
      title: t("Komunikasi Efektif di Tempat Kerja", "Effective Workplace Communication"),
      description: t(
        "Perbaiki cara Anda berbicara, mendengar, dan menulis dalam pekerjaan sehari-hari. Anda belajar mengenali hambatan komunikasi, berkomunikasi secara asertif, memberi umpan balik, menulis surel dan surat dinas, memimpin rapat, serta berkomunikasi lintas budaya dan hierarki.",
        "Improve how you speak, listen and write in everyday work. You learn to recognise communication barriers, communicate assertively, give feedback, write emails and official letters, run meetings, and communicate across cultures and hierarchy.",
      ),
      skills: [
        t("Mengatasi hambatan komunikasi", "Overcoming communication barriers"),
        t("Komunikasi asertif", "Assertive communication"),
        t("Memberi dan menerima umpan balik", "Giving and receiving feedback"),
        t("Menulis surel dan surat dinas", "Writing emails and official letters"),
        t("Memimpin rapat efektif", "Running effective meetings"),
      ],
      lessons: [
        {
          title: t("Proses Komunikasi dan Hambatannya", "The Communication Process and Its Barriers"),
          body: t(
            p(
              "Komunikasi adalah proses mengirim pesan dari pengirim kepada penerima melalui suatu saluran, lalu penerima memberi umpan balik. Pesan yang dimaksud pengirim tidak selalu sama dengan pesan yang ditangkap penerima.",
              "Hambatan yang sering terjadi di tempat kerja:",
              "- Hambatan bahasa: istilah teknis, singkatan internal, atau bahasa daerah yang tidak dipahami semua orang.\n- Hambatan fisik: ruangan bising, sinyal buruk saat telepon, atau jarak kantor.\n- Hambatan psikologis: emosi, prasangka, atau rasa sungkan kepada atasan.\n- Hambatan saluran: pesan penting dikirim lewat grup WhatsApp yang ramai sehingga tenggelam.\n- Informasi berlebihan: terlalu banyak pesan sehingga yang penting terlewat.",
              'Contoh: kepala gudang di pabrik di Cikarang menulis di grup "Tolong stok dicek ya". Tiga orang mengira orang lain yang akan mengerjakan, dan tidak ada yang mengecek. Pesan yang lebih jelas: "Dedi, mohon cek stok kardus ukuran besar hari ini sebelum pukul 15.00 dan laporkan jumlahnya di sini."',
              "Komunikasi yang efektif berarti memilih kata yang dipahami penerima, saluran yang tepat, dan memastikan pesan diterima sesuai maksud, misalnya dengan meminta konfirmasi.",
            ),
            p(
              "Communication is the process of sending a message from a sender to a receiver through a channel, after which the receiver gives feedback. The message the sender intends is not always the one the receiver gets.",
              "Common barriers at work:",
              "- Language: technical terms, internal abbreviations or regional languages not everyone understands.\n- Physical: noisy rooms, poor phone signal, or distance between offices.\n- Psychological: emotions, prejudice, or reluctance to speak up to a superior.\n- Channel: an important message sent to a busy WhatsApp group where it gets buried.\n- Overload: so many messages that the important ones are missed.",
              'Example: a warehouse head at a factory in Cikarang writes in the group "Please check the stock". Three people assume someone else will do it, and nobody checks. A clearer message: "Dedi, please check the stock of large cartons today before 3 pm and report the count here."',
              "Effective communication means choosing words the receiver understands and the right channel, and making sure the message was received as intended, for example by asking for confirmation.",
            ),
          ),
        },
        {
          title: t("Komunikasi Asertif di Tempat Kerja", "Assertive Communication at Work"),
          body: t(
            p(
              "Ada tiga gaya umum dalam menyampaikan pendapat atau kebutuhan:",
              "- Pasif: diam atau selalu mengiyakan meskipun keberatan, lalu menggerutu di belakang.\n- Agresif: menyampaikan dengan menyalahkan, membentak, atau merendahkan orang lain.\n- Asertif: menyampaikan pendapat dan kebutuhan secara jujur dan jelas, sambil tetap menghormati orang lain.",
              "Di lingkungan kerja Indonesia, rasa sungkan atau ewuh pakewuh sering membuat orang memilih gaya pasif, terutama kepada atasan atau orang yang lebih tua. Akibatnya masalah tidak pernah dibahas dan pekerjaan terganggu.",
              'Rumus kalimat asertif yang sopan: sampaikan fakta, dampaknya, lalu permintaan. Contoh staf administrasi kepada atasan: "Pak, minggu ini saya menerima tiga tugas dengan tenggat hari Jumat. Jika dikerjakan bersamaan, laporan keuangan berisiko terlambat. Mohon arahan, tugas mana yang sebaiknya saya dahulukan?"',
              'Kalimat ini tidak menolak perintah dan tidak menyalahkan, tetapi jelas menyampaikan masalah. Asertif juga berarti berani berkata "tidak" dengan alasan yang wajar, misalnya menolak permintaan memalsukan tanda tangan atau data, sambil tetap menjaga nada yang hormat.',
            ),
            p(
              "There are three common styles of expressing an opinion or need:",
              "- Passive: staying silent or always agreeing despite objections, then grumbling behind people's backs.\n- Aggressive: expressing yourself by blaming, shouting or belittling others.\n- Assertive: stating opinions and needs honestly and clearly while still respecting others.",
              "In Indonesian workplaces, the feeling of sungkan or ewuh pakewuh — reluctance to cause discomfort — often pushes people into the passive style, especially with superiors or older colleagues. Problems then never get discussed and work suffers.",
              'A polite assertive formula: state the facts, the impact, then the request. Example from an administrative officer to her manager: "Sir, this week I have received three tasks all due on Friday. If I do them all at once, the financial report risks being late. Could you advise which task I should prioritise?"',
              'This sentence neither refuses the instruction nor blames anyone, yet states the problem clearly. Being assertive also means daring to say "no" for sound reasons, for example refusing a request to forge a signature or data, while keeping a respectful tone.',
            ),
          ),
        },
        {
          title: t("Memberi dan Menerima Umpan Balik", "Giving and Receiving Feedback"),
          body: t(
            p(
              'Umpan balik membantu orang memperbaiki dan mempertahankan kinerja. Masalahnya, umpan balik sering terlalu umum ("Kerjamu kurang bagus") atau disampaikan saat emosi.',
              "Model SBI (Situation–Behavior–Impact) membantu membuat umpan balik spesifik:",
              '- Situasi: kapan dan di mana. "Dalam rapat dengan klien kemarin pagi..."\n- Perilaku: apa yang dilakukan, yang bisa diamati, bukan penilaian sifat. "...kamu memotong penjelasan klien dua kali..."\n- Dampak: akibatnya. "...klien terlihat tidak nyaman dan belum sempat menjelaskan kebutuhannya."',
              'Lanjutkan dengan pertanyaan atau harapan: "Menurutmu, apa yang bisa dilakukan berbeda di rapat berikutnya?" Model yang sama dipakai untuk pujian: "Saat laporan bulanan kemarin, kamu menambahkan grafik tren; pimpinan jadi cepat memahami masalahnya."',
              "Tips memberi umpan balik: sampaikan sesegera mungkin, secara pribadi untuk hal yang bersifat koreksi, dan fokus pada perilaku yang bisa diubah.",
              "Saat menerima umpan balik, dengarkan tanpa membela diri dulu, tanyakan contoh jika kurang jelas, ucapkan terima kasih, lalu putuskan apa yang akan Anda perbaiki. Umpan balik adalah informasi, bukan serangan pribadi.",
            ),
            p(
              'Feedback helps people improve and sustain their performance. The trouble is that feedback is often too general ("Your work isn\'t good enough") or delivered in anger.',
              "The SBI model (Situation–Behavior–Impact) helps make feedback specific:",
              '- Situation: when and where. "In yesterday morning\'s client meeting..."\n- Behaviour: what was done, observable, not a judgement of character. "...you interrupted the client twice..."\n- Impact: the consequence. "...the client looked uncomfortable and didn\'t get to explain their needs."',
              'Follow with a question or expectation: "What do you think could be done differently next time?" The same model works for praise: "In last month\'s report you added a trend chart; management understood the problem quickly."',
              "Tips for giving feedback: give it as soon as possible, in private when it is corrective, and focus on behaviour that can change.",
              "When receiving feedback, listen without defending yourself first, ask for examples if it is unclear, say thank you, then decide what you will improve. Feedback is information, not a personal attack.",
            ),
          ),
        },
        {
          title: t("Menulis Surel dan Pesan Kerja yang Jelas", "Writing Clear Work Emails and Messages"),
          body: t(
            p(
              "Pesan tertulis tidak punya nada suara dan ekspresi wajah, sehingga harus lebih jelas daripada ucapan. Penerima juga sering membaca sekilas, apalagi di ponsel.",
              "Prinsip menulis surel kerja:",
              '- Subjek spesifik: "Mohon persetujuan anggaran pelatihan kasir, paling lambat 10 Mei" lebih baik daripada "Anggaran".\n- Inti di awal: tuliskan maksud atau permintaan di kalimat pertama atau kedua.\n- Paragraf pendek dan poin bernomor untuk beberapa hal.\n- Jelaskan tindakan yang diminta, siapa yang melakukan, dan tenggatnya.\n- Lampirkan dokumen dengan nama file yang jelas dan sebutkan di isi pesan.\n- Baca ulang sebelum mengirim: ejaan, angka, nama penerima, dan lampiran.',
              "Untuk WhatsApp kerja, prinsipnya sama: satu pesan utuh lebih baik daripada sepuluh pesan pendek yang terpotong-potong. Hindari mengirim hal penting larut malam kecuali mendesak.",
              'Contoh pembuka surel yang baik: "Yth. Ibu Ratna, kami mohon persetujuan anggaran pelatihan kasir sebesar Rp7.500.000 untuk 15 peserta. Rinciannya terlampir. Mohon keputusan Ibu paling lambat Jumat, 10 Mei, agar jadwal pelatihan bisa dikunci."',
            ),
            p(
              "Written messages lack tone of voice and facial expression, so they must be clearer than speech. Readers also often skim, especially on a phone.",
              "Principles for work emails:",
              '- A specific subject: "Approval needed for cashier training budget by 10 May" beats "Budget".\n- The point first: state your purpose or request in the first or second sentence.\n- Short paragraphs, and numbered points for several items.\n- Say what action is needed, who should take it and by when.\n- Attach documents with clear file names and mention them in the message.\n- Reread before sending: spelling, numbers, the recipient\'s name and attachments.',
              "For work WhatsApp messages the same principles apply: one complete message is better than ten fragmented short ones. Avoid sending important matters late at night unless urgent.",
              'Example of a good email opening: "Dear Mrs Ratna, we request approval of a cashier training budget of Rp7,500,000 for 15 participants. Details are attached. We would appreciate your decision by Friday, 10 May, so the training schedule can be locked in."',
            ),
          ),
        },
        {
          title: t("Menulis Surat Dinas dan Nota Resmi", "Writing Official Letters and Memos"),
          body: t(
            p(
              "Instansi pemerintah, sekolah, dan banyak perusahaan masih memakai surat dinas untuk komunikasi resmi. Surat dinas mengikuti format baku dan memakai bahasa Indonesia yang baik dan benar.",
              "Bagian umum surat dinas:",
              '- Kop surat: nama dan alamat instansi.\n- Nomor, lampiran, dan perihal surat.\n- Tanggal surat.\n- Alamat tujuan, diawali "Yth."\n- Salam pembuka, isi surat, dan salam penutup.\n- Nama jabatan, tanda tangan, nama jelas penanda tangan, dan tembusan bila perlu.',
              'Isi surat sebaiknya terdiri atas pembuka (dasar atau latar belakang), isi (maksud dan rincian seperti waktu, tempat, dan kegiatan), serta penutup (harapan dan ucapan terima kasih). Gunakan kalimat efektif: hindari pengulangan seperti "para bapak-bapak" dan kata yang berlebihan.',
              'Contoh isi undangan rapat dari kantor desa: "Sehubungan dengan penyusunan Rencana Kerja Pemerintah Desa, kami mengundang Bapak/Ibu untuk hadir pada hari Senin, 3 Juni, pukul 09.00 WIB, di Balai Desa. Atas perhatian dan kehadirannya, kami ucapkan terima kasih."',
              "Ikuti pedoman tata naskah dinas yang berlaku di instansi Anda, karena setiap instansi bisa memiliki ketentuan format penomoran dan kop sendiri.",
            ),
            p(
              "Government agencies, schools and many companies still use official letters for formal communication. An official letter follows a standard format and uses good, correct Indonesian.",
              "Common parts of an official letter:",
              "- Letterhead: the institution's name and address.\n- Number, attachments and subject.\n- Date.\n- Recipient's address, starting with \"Yth.\" (the respectful form of address).\n- Opening greeting, body and closing greeting.\n- Position title, signature, the signatory's full name, and copies (tembusan) where needed.",
              'The body should have an opening (the basis or background), the content (purpose and details such as time, place and activity) and a closing (hopes and thanks). Use efficient sentences: avoid redundancies such as "para bapak-bapak", which doubles the plural, and unnecessary words.',
              'Example body of a meeting invitation from a village office: "In connection with preparing the Village Government Work Plan, we invite you to attend on Monday, 3 June, at 09.00 WIB, at the Village Hall. Thank you for your attention and attendance."',
              "Follow the official correspondence guidelines of your own institution, as each may set its own rules for numbering and letterheads.",
            ),
          ),
        },
        {
          title: t("Memimpin Rapat yang Efektif", "Running Effective Meetings"),
          body: t(
            p(
              "Rapat yang buruk menghabiskan waktu banyak orang sekaligus. Rapat yang baik menghasilkan keputusan dan tindakan yang jelas.",
              "Sebelum rapat:",
              "- Pastikan rapat memang perlu; informasi satu arah cukup dikirim tertulis.\n- Tentukan tujuan dan agenda, lalu kirim ke peserta bersama bahan yang perlu dibaca.\n- Undang hanya orang yang berperan dalam keputusan atau pelaksanaan.",
              "Selama rapat:",
              '- Mulai tepat waktu dan ingatkan tujuan.\n- Pimpin sesuai agenda dan waktu; catat topik di luar agenda untuk dibahas lain kali.\n- Beri kesempatan semua peserta bicara, termasuk yang pendiam atau lebih muda. Tanyakan langsung: "Bu Wati, dari sisi keuangan bagaimana?"\n- Rangkum keputusan setiap butir agenda.',
              "Setelah rapat:",
              "- Kirim notulen singkat yang berisi keputusan, tindakan, penanggung jawab, dan tenggat, sebaiknya di hari yang sama.\n- Periksa tindak lanjut di awal rapat berikutnya.",
              "Contoh: pengurus koperasi yang dulu rapat tiga jam tanpa keputusan mulai memakai agenda tertulis dan notulen tindakan. Rapat menjadi sekitar satu jam dan keputusan lebih cepat dijalankan.",
            ),
            p(
              "A bad meeting wastes many people's time at once. A good meeting produces clear decisions and actions.",
              "Before the meeting:",
              "- Make sure a meeting is needed; one-way information can be sent in writing.\n- Set the purpose and agenda, and send them to participants with any reading material.\n- Invite only people who have a role in the decision or its execution.",
              "During the meeting:",
              '- Start on time and restate the purpose.\n- Keep to the agenda and timings; park off-agenda topics for another time.\n- Give everyone a chance to speak, including quiet or younger members. Ask directly: "Mrs Wati, how does this look from the finance side?"\n- Summarise the decision on each agenda item.',
              "After the meeting:",
              "- Send short minutes listing decisions, actions, owners and deadlines, ideally the same day.\n- Check follow-up at the start of the next meeting.",
              "Example: a cooperative board that used to meet for three hours without decisions started using a written agenda and action minutes. Meetings now take about an hour and decisions are carried out faster.",
            ),
          ),
        },
        {
          title: t("Komunikasi Lintas Budaya dan Hierarki", "Communicating Across Cultures and Hierarchy"),
          body: t(
            p(
              "Indonesia sangat beragam: ratusan suku dan bahasa daerah dengan gaya komunikasi yang berbeda. Di satu daerah, bicara langsung dianggap jujur; di daerah lain bisa dianggap kurang sopan. Di tempat kerja yang beragam, kepekaan budaya mencegah salah paham.",
              "Prinsip berkomunikasi lintas budaya:",
              '- Jangan menilai dengan ukuran budaya sendiri. Nada suara yang keras belum tentu marah.\n- Perhatikan konteks: banyak orang menyampaikan penolakan secara halus, misalnya "Nanti saya pikirkan dulu", yang bisa berarti tidak setuju.\n- Gunakan bahasa Indonesia yang jelas saat tim berasal dari berbagai daerah, dan hindari candaan tentang suku, agama, atau daerah.\n- Tanyakan jika ragu: "Supaya saya tidak salah tangkap, apakah maksud Bapak...?"',
              'Hierarki juga berpengaruh. Bawahan sering enggan menyampaikan kabar buruk kepada atasan. Pimpinan bisa mengatasinya dengan bertanya secara spesifik, misalnya "Apa satu hal yang paling mungkin membuat proyek ini terlambat?", lalu menanggapi kabar buruk dengan tenang, bukan dengan marah.',
              "Contoh: manajer proyek di Balikpapan dengan tim dari Jawa, Sulawesi, dan Kalimantan menyepakati aturan rapat: setiap orang boleh menyampaikan kendala tanpa disalahkan. Masalah jadi terdeteksi lebih awal.",
            ),
            p(
              "Indonesia is extremely diverse: hundreds of ethnic groups and regional languages with different communication styles. In one region speaking directly is seen as honest; in another it may seem impolite. In a diverse workplace, cultural sensitivity prevents misunderstandings.",
              "Principles for cross-cultural communication:",
              '- Do not judge by your own culture\'s yardstick. A loud voice does not necessarily mean anger.\n- Pay attention to context: many people refuse politely, for example "I\'ll think about it first", which may mean disagreement.\n- Use clear Indonesian when the team comes from many regions, and avoid jokes about ethnicity, religion or region.\n- Ask when unsure: "So I don\'t misunderstand, do you mean...?"',
              'Hierarchy matters too. Subordinates are often reluctant to bring bad news to superiors. Leaders can counter this by asking specifically, for example "What is the one thing most likely to delay this project?", and by responding to bad news calmly rather than angrily.',
              "Example: a project manager in Balikpapan with a team from Java, Sulawesi and Kalimantan agreed a meeting rule: anyone may raise obstacles without being blamed. Problems are now detected earlier.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            'Mengapa pesan "Tolong stok dicek ya" di grup gagal?',
            'Why did the group message "Please check the stock" fail?',
          ),
          options: [
            o(
              true,
              "Karena tidak jelas siapa yang harus mengerjakan, apa yang dicek, dan kapan tenggatnya",
              "Because it did not say who should act, what to check or by when",
            ),
            o(false, "Karena memakai bahasa yang terlalu sopan", "Because the language was too polite"),
            o(false, "Karena dikirim lewat WhatsApp", "Because it was sent by WhatsApp"),
          ],
          explanation: t(
            "Pesan yang efektif menyebut penerima tugas, tindakan spesifik, dan tenggat, sehingga tidak ada yang mengira orang lain yang akan mengerjakan.",
            "An effective message names the person, the specific action and the deadline, so nobody assumes someone else will do it.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Gaya komunikasi mana yang menyampaikan kebutuhan secara jujur sambil tetap menghormati orang lain?",
            "Which style states needs honestly while still respecting others?",
          ),
          options: [
            o(false, "Pasif", "Passive"),
            o(false, "Agresif", "Aggressive"),
            o(true, "Asertif", "Assertive"),
          ],
          explanation: t(
            "Gaya asertif jujur dan jelas tanpa menyalahkan atau merendahkan, berbeda dengan pasif yang diam dan agresif yang menyerang.",
            "The assertive style is honest and clear without blaming or belittling, unlike passive silence or aggressive attack.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            'Dalam model SBI, kalimat "kamu memotong penjelasan klien dua kali" termasuk unsur apa?',
            'In the SBI model, "you interrupted the client twice" is which element?',
          ),
          options: [
            o(false, "Situasi", "Situation"),
            o(true, "Perilaku", "Behaviour"),
            o(false, "Dampak", "Impact"),
          ],
          explanation: t(
            'Perilaku adalah tindakan yang bisa diamati, bukan penilaian sifat seperti "kamu tidak sopan".',
            'Behaviour is an observable action, not a character judgement such as "you are rude".',
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana prinsip menulis surel kerja yang baik?",
            "Which are good principles for work emails?",
          ),
          options: [
            o(
              false,
              "Menyimpan permintaan utama di paragraf terakhir",
              "Keeping the main request for the last paragraph",
            ),
            o(
              true,
              "Menyebut tindakan, penanggung jawab, dan tenggat",
              "Stating the action, owner and deadline",
            ),
            o(true, "Subjek yang spesifik", "A specific subject line"),
            o(true, "Maksud atau permintaan di awal", "The purpose or request up front"),
          ],
          explanation: t(
            "Penerima sering membaca sekilas, jadi inti pesan harus di awal dan permintaan harus jelas.",
            "Readers often skim, so the point must come first and the request must be clear.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Bagian mana yang umum ada dalam surat dinas?",
            "Which parts are common in an official letter?",
          ),
          options: [
            o(true, "Nama jabatan dan tanda tangan", "Position title and signature"),
            o(false, "Emoji untuk memperjelas nada", "Emoji to clarify tone"),
            o(true, "Kop surat", "Letterhead"),
            o(true, "Nomor, lampiran, dan perihal", "Number, attachments and subject"),
          ],
          explanation: t(
            "Surat dinas mengikuti format baku: kop, nomor, perihal, tanggal, alamat tujuan, isi, dan tanda tangan pejabat.",
            "Official letters follow a standard format: letterhead, number, subject, date, address, body and the official's signature.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa isi notulen rapat yang paling penting?",
            "What is the most important content of meeting minutes?",
          ),
          options: [
            o(
              true,
              "Keputusan, tindakan, penanggung jawab, dan tenggat",
              "Decisions, actions, owners and deadlines",
            ),
            o(false, "Daftar hadir saja", "The attendance list only"),
            o(false, "Transkrip lengkap semua ucapan", "A full transcript of everything said"),
          ],
          explanation: t(
            "Notulen tindakan memastikan keputusan dijalankan dan bisa diperiksa di rapat berikutnya.",
            "Action minutes ensure decisions are carried out and can be checked at the next meeting.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana langkah yang tepat sebelum rapat?", "Which steps are right before a meeting?"),
          options: [
            o(
              false,
              "Mengundang semua pegawai agar tidak ada yang tersinggung",
              "Inviting all staff so nobody is offended",
            ),
            o(true, "Menentukan tujuan rapat", "Setting the meeting's purpose"),
            o(true, "Memastikan rapat memang diperlukan", "Making sure the meeting is needed"),
            o(true, "Mengirim agenda dan bahan bacaan", "Sending the agenda and reading material"),
          ],
          explanation: t(
            "Undang hanya orang yang berperan dalam keputusan atau pelaksanaan; rapat yang terlalu besar memboroskan waktu banyak orang.",
            "Invite only people with a role in the decision or execution; oversized meetings waste many people's time.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Bagaimana pimpinan bisa membuat bawahan lebih berani menyampaikan kabar buruk?",
            "How can a leader make staff more willing to share bad news?",
          ),
          options: [
            o(
              false,
              "Memarahi yang membawa kabar buruk agar lebih teliti",
              "Scolding whoever brings bad news so they are more careful",
            ),
            o(false, "Hanya menerima laporan tertulis", "Accepting only written reports"),
            o(
              true,
              "Bertanya secara spesifik tentang risiko dan menanggapi kabar buruk dengan tenang",
              "Asking specifically about risks and responding calmly to bad news",
            ),
          ],
          explanation: t(
            "Pertanyaan spesifik dan reaksi yang tenang membuat orang merasa aman menyampaikan masalah, sehingga masalah terdeteksi lebih awal.",
            "Specific questions and calm reactions make people feel safe raising problems, so issues surface earlier.",
          ),
        },
      ],
    },
  ],
};

export default content;
