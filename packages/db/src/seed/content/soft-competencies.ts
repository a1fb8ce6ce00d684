/**
 * Seed teaching content for "Kompetensi Nonteknis" (soft competencies): emotional intelligence,
 * adaptability and resilience, and collaboration with constructive conflict handling.
 */
import { p } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "soft-competencies",
  tracks: [
    {
      key: "kecerdasan-emosional",
      title: { id: "Kecerdasan Emosional di Tempat Kerja", en: "Emotional Intelligence at Work" },
      description: {
        id: "Pelajari cara mengenali, memahami, dan mengelola emosi diri serta orang lain dalam pekerjaan sehari-hari. Anda akan berlatih teknik sederhana untuk tetap tenang saat tertekan, berempati kepada rekan dan warga yang dilayani, serta menanggapi umpan balik dengan dewasa.",
        en: "Learn to recognise, understand and manage your own emotions and those of others in daily work. You will practise simple techniques to stay calm under pressure, show empathy to colleagues and the people you serve, and respond to feedback maturely.",
      },
      skills: [
        { id: "Kesadaran diri emosional", en: "Emotional self-awareness" },
        { id: "Pengendalian diri saat tertekan", en: "Self-regulation under pressure" },
        { id: "Empati dalam pelayanan", en: "Empathy in service" },
        { id: "Membaca isyarat nonverbal", en: "Reading nonverbal cues" },
        { id: "Menerima dan memberi umpan balik", en: "Receiving and giving feedback" },
      ],
      lessons: [
        {
          title: { id: "Apa Itu Kecerdasan Emosional?", en: "What Is Emotional Intelligence?" },
          body: {
            id: p(
              "Kecerdasan emosional (EQ) adalah kemampuan mengenali, memahami, dan mengelola emosi diri sendiri serta emosi orang lain. Konsep ini dipopulerkan oleh psikolog Daniel Goleman pada tahun 1990-an, yang membaginya menjadi lima komponen.",
              "- Kesadaran diri: tahu apa yang sedang Anda rasakan dan mengapa.\n- Pengaturan diri: mampu menahan reaksi spontan yang merugikan.\n- Motivasi: tetap bergerak menuju tujuan meski ada hambatan.\n- Empati: memahami perasaan dan sudut pandang orang lain.\n- Keterampilan sosial: membangun hubungan, bekerja sama, dan menyelesaikan perbedaan.",
              "Mengapa ini penting? Bayangkan dua petugas loket di kantor kecamatan yang sama-sama paham prosedur. Petugas pertama membalas warga yang marah dengan nada ketus, sehingga antrean makin tegang. Petugas kedua tetap tenang, mengakui kekesalan warga, lalu menjelaskan langkah berikutnya. Pengetahuan teknis mereka sama, tetapi hasil pelayanannya berbeda jauh.",
              "Kabar baiknya, kecerdasan emosional bukan bakat bawaan yang tetap. Ia bisa dilatih seperti otot, melalui kebiasaan kecil yang diulang setiap hari. Modul-modul berikut akan membahas setiap komponen secara praktis.",
            ),
            en: p(
              "Emotional intelligence (EQ) is the ability to recognise, understand and manage your own emotions and the emotions of others. The idea was popularised by psychologist Daniel Goleman in the 1990s, who described five components.",
              "- Self-awareness: knowing what you feel and why.\n- Self-regulation: holding back harmful spontaneous reactions.\n- Motivation: keeping moving toward goals despite obstacles.\n- Empathy: understanding other people's feelings and points of view.\n- Social skills: building relationships, cooperating and resolving differences.",
              "Why does it matter? Picture two counter clerks at the same sub-district office who both know the procedures well. The first answers an angry resident in a curt tone, and the queue grows tense. The second stays calm, acknowledges the resident's frustration, then explains the next step. Their technical knowledge is the same, but the service outcome is very different.",
              "The good news is that emotional intelligence is not a fixed, inborn talent. It can be trained like a muscle, through small habits repeated every day. The following lessons cover each component in a practical way.",
            ),
          },
        },
        {
          title: {
            id: "Mengenali Emosi Diri (Kesadaran Diri)",
            en: "Recognising Your Own Emotions (Self-Awareness)",
          },
          body: {
            id: p(
              'Kesadaran diri adalah fondasi kecerdasan emosional. Sulit mengelola emosi yang tidak Anda sadari. Banyak orang hanya mengenal kata "kesal" atau "capek", padahal di baliknya bisa ada rasa kecewa, cemas, malu, atau merasa tidak dihargai.',
              "Tiga cara melatih kesadaran diri:",
              '- Perhatikan sinyal tubuh. Rahang mengeras, jantung berdebar, atau bahu tegang sering muncul sebelum kita sadar sedang marah atau cemas.\n- Beri nama emosi secara spesifik. Mengatakan "saya kecewa karena laporan saya dikritik di depan tim" lebih membantu daripada "saya bad mood".\n- Buat catatan singkat harian. Tulis satu situasi yang memicu emosi kuat, apa yang Anda rasakan, dan apa yang Anda lakukan.',
              "Contoh: Rina, staf keuangan sebuah koperasi simpan pinjam, menyadari dari catatannya bahwa ia selalu gelisah setiap akhir bulan. Ternyata pemicunya bukan pekerjaan itu sendiri, melainkan data dari cabang yang selalu terlambat. Setelah tahu pemicunya, ia bisa mengambil langkah nyata, yaitu menyepakati tenggat lebih awal dengan cabang.",
              "Kesadaran diri juga berarti jujur tentang kekuatan dan kelemahan Anda, sehingga Anda tahu kapan perlu meminta bantuan.",
            ),
            en: p(
              'Self-awareness is the foundation of emotional intelligence. It is hard to manage an emotion you do not notice. Many people only use words like "annoyed" or "tired", while underneath there may be disappointment, anxiety, embarrassment or feeling unappreciated.',
              "Three ways to train self-awareness:",
              '- Notice body signals. A tight jaw, racing heart or tense shoulders often appear before we realise we are angry or anxious.\n- Name emotions specifically. Saying "I am disappointed because my report was criticised in front of the team" helps more than "I am in a bad mood".\n- Keep a short daily note. Write down one situation that triggered a strong emotion, what you felt and what you did.',
              "Example: Rina, a finance officer at a savings and loan cooperative, noticed from her notes that she was always restless at the end of the month. The trigger was not the work itself but branch data that always arrived late. Once she knew the trigger, she could act on it by agreeing an earlier deadline with the branches.",
              "Self-awareness also means being honest about your strengths and weaknesses, so you know when to ask for help.",
            ),
          },
        },
        {
          title: { id: "Mengelola Emosi saat Tertekan", en: "Managing Emotions Under Pressure" },
          body: {
            id: p(
              "Pengaturan diri bukan berarti memendam emosi, melainkan memilih respons yang tepat. Di antara pemicu dan reaksi selalu ada jeda singkat. Tugas kita adalah memperpanjang jeda itu.",
              "Teknik STOP mudah diingat:",
              "- S (Stop): berhenti sejenak sebelum bicara atau membalas pesan.\n- T (Tarik napas): ambil napas perlahan beberapa kali agar tubuh lebih tenang.\n- O (Observasi): amati apa yang Anda rasakan dan apa yang sebenarnya terjadi.\n- P (Lanjutkan dengan sadar): pilih tindakan yang membantu tujuan Anda, bukan sekadar melampiaskan emosi.",
              "Contoh: seorang pemilik UMKM katering di Surabaya menerima komplain pedas di grup WhatsApp karena pesanan terlambat 30 menit. Dorongan pertamanya membalas dengan alasan panjang. Dengan STOP, ia menunggu beberapa menit, lalu menulis permintaan maaf singkat, menjelaskan penyebabnya, dan menawarkan potongan untuk pesanan berikutnya. Pelanggan tetap setia.",
              'Kebiasaan pendukung juga penting: tidur cukup, makan teratur, dan tidak mengambil keputusan besar saat sedang sangat marah. Jika perlu, katakan dengan jujur, "Saya butuh waktu sebentar untuk memikirkan ini."',
            ),
            en: p(
              "Self-regulation does not mean bottling up emotions; it means choosing the right response. Between a trigger and a reaction there is always a short pause. Our job is to lengthen that pause.",
              "The STOP technique is easy to remember:",
              "- S (Stop): pause before speaking or replying to a message.\n- T (Take a breath): breathe slowly a few times so your body calms down.\n- O (Observe): notice what you feel and what is actually happening.\n- P (Proceed mindfully): choose an action that serves your goal rather than just venting.",
              "Example: a small catering business owner in Surabaya receives a harsh complaint in a WhatsApp group because an order was 30 minutes late. Her first urge is to reply with a long list of excuses. Using STOP, she waits a few minutes, then writes a short apology, explains the cause and offers a discount on the next order. The customer stays loyal.",
              'Supporting habits matter too: enough sleep, regular meals, and not making big decisions while very angry. When needed, say honestly, "I need a moment to think about this."',
            ),
          },
        },
        {
          title: { id: "Empati dalam Pelayanan dan Kerja Sama", en: "Empathy in Service and Teamwork" },
          body: {
            id: p(
              "Empati adalah kemampuan memahami apa yang dirasakan orang lain dan mengapa mereka merasakannya. Empati tidak sama dengan selalu setuju. Anda bisa memahami perasaan seseorang sambil tetap menjalankan aturan.",
              "Langkah praktis menunjukkan empati:",
              '- Dengarkan sampai selesai tanpa memotong.\n- Cerminkan perasaan: "Sepertinya Ibu khawatir karena obatnya belum tersedia."\n- Tanyakan kebutuhan: "Apa yang paling mendesak untuk Ibu saat ini?"\n- Jelaskan apa yang bisa dan tidak bisa dilakukan, lalu tawarkan alternatif.',
              'Contoh di puskesmas: seorang ibu marah karena antrean panjang sementara anaknya demam. Petugas yang berempati tidak membalas dengan "semua juga antre, Bu". Ia mengakui kekhawatiran sang ibu, memeriksa apakah kondisi anak perlu didahulukan sesuai prosedur triase, dan memberi perkiraan waktu tunggu yang jujur.',
              'Empati juga berlaku untuk rekan kerja. Rekan yang tiba-tiba lambat mengerjakan tugas mungkin sedang menghadapi masalah keluarga. Bertanya dengan tulus, "Ada yang bisa saya bantu?", sering lebih efektif daripada langsung menegur.',
            ),
            en: p(
              "Empathy is the ability to understand what other people feel and why they feel it. Empathy is not the same as always agreeing. You can understand someone's feelings while still applying the rules.",
              "Practical steps to show empathy:",
              '- Listen to the end without interrupting.\n- Reflect the feeling: "It sounds like you are worried because the medicine is not available yet."\n- Ask about needs: "What is most urgent for you right now?"\n- Explain what can and cannot be done, then offer alternatives.',
              "An example at a puskesmas (community health centre): a mother is angry because the queue is long and her child has a fever. An empathetic officer does not reply \"everyone is queuing, ma'am\". She acknowledges the mother's worry, checks whether the child's condition should be prioritised under the triage procedure, and gives an honest estimate of the waiting time.",
              'Empathy applies to colleagues too. A colleague who suddenly works slowly may be dealing with a family problem. Sincerely asking "Is there anything I can help with?" is often more effective than an immediate reprimand.',
            ),
          },
        },
        {
          title: { id: "Membaca Isyarat Nonverbal dan Suasana", en: "Reading Nonverbal Cues and the Room" },
          body: {
            id: p(
              "Sebagian besar pesan emosional disampaikan tanpa kata: ekspresi wajah, nada suara, posisi tubuh, dan diam. Orang dengan kecerdasan emosional tinggi memperhatikan isyarat ini untuk memahami suasana.",
              "Hal yang perlu diperhatikan dalam rapat atau pelayanan:",
              "- Perubahan nada: suara yang tiba-tiba datar atau pendek bisa menandakan kecewa.\n- Kontak mata: peserta yang terus menatap ponsel mungkin bosan atau tidak setuju tetapi sungkan bicara.\n- Keheningan: dalam budaya kita, diam tidak selalu berarti setuju. Sering kali orang enggan membantah atasan di depan umum.",
              'Namun, jangan menebak berlebihan. Isyarat nonverbal adalah petunjuk, bukan kesimpulan. Cara terbaik adalah memeriksa dengan pertanyaan terbuka. Misalnya, kepala desa yang melihat beberapa perangkat desa diam saat membahas jadwal piket baru bisa berkata, "Saya lihat ada yang masih ragu. Apa kendalanya kalau jadwal ini diterapkan?"',
              "Dalam komunikasi daring, isyarat lebih sedikit. Pesan singkat tanpa salam bisa terbaca ketus padahal pengirimnya hanya sibuk. Karena itu, tulis pesan dengan jelas dan ramah, dan jangan cepat menyimpulkan niat buruk dari teks.",
            ),
            en: p(
              "Much of an emotional message is carried without words: facial expressions, tone of voice, posture and silence. People with high emotional intelligence watch these cues to understand the mood of the room.",
              "Things to notice in meetings or service situations:",
              "- Changes in tone: a voice that suddenly turns flat or clipped may signal disappointment.\n- Eye contact: participants who keep staring at their phones may be bored, or disagree but feel reluctant to speak.\n- Silence: in Indonesian work culture, silence does not always mean agreement. People are often reluctant to contradict a superior in public.",
              'Still, do not over-interpret. Nonverbal cues are clues, not conclusions. The best approach is to check with an open question. For example, a village head who sees several village officials go quiet while discussing a new duty roster can say, "I can see some of you are still unsure. What would get in the way if we used this roster?"',
              "Online communication carries fewer cues. A short message without a greeting can read as rude when the sender was simply busy. So write messages clearly and warmly, and do not quickly assume bad intent from text.",
            ),
          },
        },
        {
          title: {
            id: "Menerima dan Memberi Umpan Balik dengan Tenang",
            en: "Receiving and Giving Feedback Calmly",
          },
          body: {
            id: p(
              "Umpan balik adalah momen yang paling menguji kecerdasan emosional. Saat dikritik, reaksi alami kita adalah membela diri. Saat harus mengkritik, kita cenderung menghindar karena sungkan.",
              "Saat menerima umpan balik:",
              '- Dengarkan sampai selesai dan ucapkan terima kasih, meski belum setuju.\n- Ajukan pertanyaan klarifikasi: "Bagian mana dari laporan saya yang paling perlu diperbaiki?"\n- Pisahkan diri Anda dari pekerjaan Anda. Kritik terhadap laporan bukan penilaian terhadap harga diri Anda.\n- Putuskan tindakan setelah emosi mereda.',
              'Saat memberi umpan balik, gunakan pola SBI (Situation–Behavior–Impact): sebutkan situasinya, perilaku yang terlihat, dan dampaknya. Contoh: "Dalam rapat koordinasi kemarin (situasi), data stok yang Anda paparkan berbeda dengan catatan gudang (perilaku), sehingga keputusan pembelian tertunda (dampak). Bagaimana kalau sebelum rapat kita cocokkan dulu?"',
              "Sampaikan kritik secara pribadi, bukan di depan banyak orang, dan fokus pada perilaku yang bisa diubah. Cara ini menjaga martabat penerima sekaligus membuat pesan lebih mudah diterima.",
            ),
            en: p(
              "Feedback is the moment that tests emotional intelligence the most. When criticised, our natural reaction is to defend ourselves. When we have to criticise, we tend to avoid it because it feels awkward.",
              "When receiving feedback:",
              '- Listen to the end and say thank you, even if you do not yet agree.\n- Ask clarifying questions: "Which part of my report most needs improving?"\n- Separate yourself from your work. Criticism of a report is not a judgement of your worth.\n- Decide what to do after your emotions have settled.',
              'When giving feedback, use the SBI pattern (Situation–Behavior–Impact): name the situation, the observable behaviour and its impact. Example: "In yesterday\'s coordination meeting (situation), the stock figures you presented differed from the warehouse records (behaviour), so the purchasing decision was delayed (impact). How about we reconcile the figures before the next meeting?"',
              "Give criticism privately rather than in front of many people, and focus on behaviour that can change. This protects the recipient's dignity and makes the message easier to accept.",
            ),
          },
        },
        {
          title: {
            id: "Membangun Kebiasaan Kecerdasan Emosional",
            en: "Building Emotional Intelligence Habits",
          },
          body: {
            id: p(
              "Kecerdasan emosional tumbuh melalui latihan kecil yang konsisten, bukan dari satu pelatihan saja. Susun rencana pribadi sederhana selama empat minggu.",
              "- Minggu 1, kesadaran diri: setiap sore tulis satu emosi kuat hari itu beserta pemicunya.\n- Minggu 2, pengaturan diri: terapkan teknik STOP minimal sekali sehari, terutama sebelum membalas pesan yang membuat kesal.\n- Minggu 3, empati: dalam setiap percakapan penting, cerminkan perasaan lawan bicara satu kali sebelum memberi solusi.\n- Minggu 4, keterampilan sosial: minta umpan balik dari satu rekan tentang cara Anda berkomunikasi, lalu pilih satu hal untuk diperbaiki.",
              "Ukur kemajuan dengan pertanyaan sederhana: berapa kali minggu ini saya menyesali reaksi saya? Apakah rekan lebih terbuka bercerita kepada saya? Apakah konflik di tim lebih cepat selesai?",
              "Contoh: seorang supervisor pabrik garmen di Bandung menerapkan rencana ini. Setelah sebulan, ia lebih jarang menegur operator dengan suara keras, dan operator mulai melaporkan masalah mesin lebih awal karena tidak takut dimarahi. Perubahan emosi pemimpin ternyata berdampak langsung pada kelancaran produksi.",
            ),
            en: p(
              "Emotional intelligence grows through small, consistent practice, not from a single training session. Build a simple four-week personal plan.",
              "- Week 1, self-awareness: every evening, write down one strong emotion from the day and its trigger.\n- Week 2, self-regulation: use the STOP technique at least once a day, especially before replying to an irritating message.\n- Week 3, empathy: in every important conversation, reflect the other person's feeling once before offering a solution.\n- Week 4, social skills: ask one colleague for feedback on how you communicate, then choose one thing to improve.",
              "Measure progress with simple questions: how many times this week did I regret my reaction? Are colleagues more willing to open up to me? Are team conflicts resolved faster?",
              "Example: a supervisor at a garment factory in Bandung followed this plan. After a month, she raised her voice at operators far less often, and operators began reporting machine problems earlier because they were no longer afraid of being scolded. A leader's emotional change turned out to have a direct effect on smooth production.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Manakah yang termasuk lima komponen kecerdasan emosional menurut Goleman?",
            en: "Which of these are among Goleman's five components of emotional intelligence?",
          },
          options: [
            { text: { id: "Empati", en: "Empathy" }, correct: true },
            { text: { id: "Kecepatan mengetik", en: "Typing speed" }, correct: false },
            { text: { id: "Pengaturan diri", en: "Self-regulation" }, correct: true },
            { text: { id: "Kesadaran diri", en: "Self-awareness" }, correct: true },
          ],
          explanation: {
            id: "Lima komponennya adalah kesadaran diri, pengaturan diri, motivasi, empati, dan keterampilan sosial. Kecepatan mengetik adalah keterampilan teknis.",
            en: "The five components are self-awareness, self-regulation, motivation, empathy and social skills. Typing speed is a technical skill.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Mengapa memberi nama emosi secara spesifik membantu?",
            en: "Why does naming an emotion specifically help?",
          },
          options: [
            {
              text: {
                id: "Agar emosi itu hilang dengan sendirinya",
                en: "So the emotion disappears by itself",
              },
              correct: false,
            },
            {
              text: { id: "Agar orang lain tahu kita sedang marah", en: "So that others know we are angry" },
              correct: false,
            },
            {
              text: {
                id: "Agar kita bisa menemukan pemicunya dan mengambil langkah yang tepat",
                en: "So we can find its trigger and take the right action",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Seperti contoh Rina di koperasi, emosi yang dikenali dengan jelas memudahkan kita menemukan pemicu dan menanganinya secara nyata.",
            en: "As in Rina's cooperative example, a clearly named emotion makes it easier to find the trigger and deal with it concretely.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa arti huruf O dalam teknik STOP?",
            en: "What does the letter O stand for in the STOP technique?",
          },
          options: [
            {
              text: {
                id: "Observasi apa yang dirasakan dan apa yang terjadi",
                en: "Observe what you feel and what is happening",
              },
              correct: true,
            },
            {
              text: { id: "Omong langsung apa adanya", en: "Outspokenly say what you think" },
              correct: false,
            },
            { text: { id: "Orang lain yang disalahkan", en: "Others to blame" }, correct: false },
          ],
          explanation: {
            id: "STOP: berhenti, tarik napas, observasi, lalu lanjutkan dengan sadar. Observasi membantu memilih respons, bukan melampiaskan emosi.",
            en: "STOP: stop, take a breath, observe, then proceed mindfully. Observing helps you choose a response instead of venting.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Pernyataan mana yang paling tepat tentang empati?",
            en: "Which statement about empathy is most accurate?",
          },
          options: [
            {
              text: {
                id: "Empati berarti selalu menuruti permintaan orang lain",
                en: "Empathy means always granting other people's requests",
              },
              correct: false,
            },
            {
              text: {
                id: "Empati berarti memahami perasaan orang lain sambil tetap bisa menjalankan aturan",
                en: "Empathy means understanding others' feelings while still being able to apply the rules",
              },
              correct: true,
            },
            {
              text: {
                id: "Empati hanya diperlukan untuk pelanggan, bukan rekan kerja",
                en: "Empathy is only needed for customers, not colleagues",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Empati tidak sama dengan setuju. Petugas puskesmas dalam contoh memahami kekhawatiran ibu tetapi tetap mengikuti prosedur triase.",
            en: "Empathy is not agreement. The puskesmas officer in the example understood the mother's worry but still followed the triage procedure.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Beberapa peserta rapat diam saat rencana baru dibahas. Apa tindakan terbaik?",
            en: "Several meeting participants go quiet when a new plan is discussed. What is the best action?",
          },
          options: [
            {
              text: {
                id: "Memeriksa dengan pertanyaan terbuka tentang kendala yang mereka lihat",
                en: "Check with an open question about the obstacles they see",
              },
              correct: true,
            },
            {
              text: { id: "Menegur mereka karena tidak aktif", en: "Reprimand them for not participating" },
              correct: false,
            },
            { text: { id: "Menganggap semua sudah setuju", en: "Assume everyone agrees" }, correct: false },
          ],
          explanation: {
            id: "Diam tidak selalu berarti setuju. Isyarat nonverbal adalah petunjuk yang perlu diperiksa dengan pertanyaan terbuka.",
            en: "Silence does not always mean agreement. Nonverbal cues are clues to be checked with an open question.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Apa saja unsur pola umpan balik SBI?",
            en: "What are the elements of the SBI feedback pattern?",
          },
          options: [
            { text: { id: "Situasi", en: "Situation" }, correct: true },
            { text: { id: "Perilaku", en: "Behaviour" }, correct: true },
            { text: { id: "Dampak", en: "Impact" }, correct: true },
            { text: { id: "Sanksi", en: "Sanction" }, correct: false },
          ],
          explanation: {
            id: "SBI adalah Situation–Behavior–Impact: situasi, perilaku yang terlihat, dan dampaknya. Sanksi bukan bagian dari pola ini.",
            en: "SBI stands for Situation–Behavior–Impact: the situation, the observable behaviour and its impact. Sanctions are not part of it.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana sikap yang baik saat menerima kritik?",
            en: "Which are good attitudes when receiving criticism?",
          },
          options: [
            {
              text: {
                id: "Memisahkan harga diri dari hasil pekerjaan",
                en: "Separating your self-worth from your work",
              },
              correct: true,
            },
            {
              text: {
                id: "Memutuskan tindakan setelah emosi mereda",
                en: "Deciding what to do after emotions settle",
              },
              correct: true,
            },
            {
              text: {
                id: "Mengucapkan terima kasih dan bertanya untuk klarifikasi",
                en: "Saying thank you and asking clarifying questions",
              },
              correct: true,
            },
            {
              text: {
                id: "Langsung menjelaskan semua alasan kesalahan",
                en: "Immediately explaining every reason for the mistake",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Menerima umpan balik dengan baik berarti mendengarkan, berterima kasih, mengklarifikasi, memisahkan diri dari pekerjaan, dan bertindak setelah tenang. Langsung membela diri justru menutup percakapan.",
            en: "Receiving feedback well means listening, thanking, clarifying, separating yourself from the work and acting once calm. Defending yourself immediately closes the conversation.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Bagaimana kecerdasan emosional paling efektif dikembangkan?",
            en: "How is emotional intelligence most effectively developed?",
          },
          options: [
            {
              text: {
                id: "Tidak bisa dikembangkan karena bawaan lahir",
                en: "It cannot be developed because it is inborn",
              },
              correct: false,
            },
            {
              text: { id: "Melalui satu kali pelatihan intensif", en: "Through a single intensive training" },
              correct: false,
            },
            {
              text: {
                id: "Melalui latihan kecil yang konsisten dan diukur kemajuannya",
                en: "Through small, consistent practice with measured progress",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Kecerdasan emosional bisa dilatih seperti otot melalui kebiasaan harian, misalnya rencana empat minggu dalam modul terakhir.",
            en: "Emotional intelligence can be trained like a muscle through daily habits, such as the four-week plan in the last lesson.",
          },
        },
      ],
    },
    {
      key: "adaptabilitas-ketangguhan",
      title: {
        id: "Adaptabilitas dan Ketangguhan (Resiliensi) Kerja",
        en: "Adaptability and Resilience at Work",
      },
      description: {
        id: "Perubahan teknologi, aturan, dan pasar terjadi makin cepat. Kursus ini membantu Anda menghadapi perubahan dengan pola pikir bertumbuh, belajar keterampilan baru dengan cepat, dan bangkit kembali setelah kegagalan tanpa kelelahan berlebihan.",
        en: "Changes in technology, regulation and markets happen ever faster. This course helps you face change with a growth mindset, learn new skills quickly, and bounce back from setbacks without burning out.",
      },
      skills: [
        { id: "Pola pikir bertumbuh", en: "Growth mindset" },
        { id: "Menghadapi perubahan organisasi", en: "Coping with organisational change" },
        { id: "Belajar cepat keterampilan baru", en: "Learning new skills quickly" },
        { id: "Ketangguhan menghadapi kegagalan", en: "Resilience after setbacks" },
        { id: "Mengelola stres dan mencegah burnout", en: "Managing stress and preventing burnout" },
      ],
      lessons: [
        {
          title: {
            id: "Mengapa Adaptabilitas Menjadi Kompetensi Utama",
            en: "Why Adaptability Is a Core Competency",
          },
          body: {
            id: p(
              "Adaptabilitas adalah kemampuan menyesuaikan cara berpikir dan bekerja ketika situasi berubah. Dalam beberapa tahun terakhir, banyak pekerjaan di Indonesia berubah drastis: pembayaran beralih ke QRIS, layanan publik pindah ke aplikasi daring, dan rapat dilakukan lewat video.",
              "Orang yang adaptif tidak selalu paling pintar, tetapi paling cepat belajar dan menyesuaikan diri. Ciri-cirinya:",
              "- Mau mencoba cara baru sebelum menolaknya.\n- Fokus pada apa yang bisa dikendalikan, bukan mengeluh tentang yang tidak bisa.\n- Melihat perubahan sebagai kesempatan belajar.\n- Tetap memegang tujuan, tetapi luwes soal caranya.",
              "Contoh: ketika pandemi membuat pengunjung warung kopinya di Makassar turun tajam, Pak Anwar tidak hanya menunggu. Ia menjual kopi literan untuk diantar, membuka pemesanan lewat WhatsApp, dan bergabung dengan aplikasi pesan-antar. Tujuannya tetap sama, yaitu menjual kopi, tetapi caranya berubah.",
              "Adaptabilitas bukan berarti mengikuti setiap tren tanpa berpikir. Orang adaptif tetap menilai apakah perubahan itu sesuai dengan tujuan dan kemampuannya.",
            ),
            en: p(
              "Adaptability is the ability to adjust how you think and work when circumstances change. In recent years many jobs in Indonesia have changed dramatically: payments moved to QRIS, public services moved to online applications, and meetings moved to video calls.",
              "Adaptable people are not always the smartest, but they learn and adjust the fastest. Their traits:",
              "- Willing to try a new way before rejecting it.\n- Focused on what they can control rather than complaining about what they cannot.\n- Seeing change as a chance to learn.\n- Holding firm on goals but flexible about methods.",
              "Example: when the pandemic cut visitors to his coffee shop in Makassar sharply, Pak Anwar did not just wait. He sold coffee by the litre for delivery, took orders over WhatsApp and joined a delivery app. His goal stayed the same, selling coffee, but his methods changed.",
              "Adaptability does not mean following every trend without thinking. Adaptable people still judge whether a change fits their goals and capabilities.",
            ),
          },
        },
        {
          title: { id: "Pola Pikir Bertumbuh (Growth Mindset)", en: "The Growth Mindset" },
          body: {
            id: p(
              "Psikolog Carol Dweck membedakan dua pola pikir. Pola pikir tetap (fixed mindset) menganggap kemampuan adalah bawaan yang tidak berubah. Pola pikir bertumbuh (growth mindset) menganggap kemampuan bisa dikembangkan melalui usaha, strategi yang tepat, dan bantuan orang lain.",
              "Perbedaannya terlihat dari kalimat sehari-hari:",
              '- "Saya memang tidak bisa Excel" menjadi "Saya belum bisa Excel, saya akan belajar rumus dasarnya minggu ini."\n- "Kritik ini berarti saya gagal" menjadi "Kritik ini menunjukkan apa yang perlu saya perbaiki."\n- "Dia lebih berbakat" menjadi "Apa yang bisa saya pelajari dari caranya bekerja?"',
              'Kata "belum" adalah kunci. Ia mengubah vonis menjadi proses.',
              "Pola pikir bertumbuh tidak berarti usaha saja cukup. Jika cara belajar tidak berhasil, ganti strateginya: cari mentor, tonton tutorial lain, atau pecah materi menjadi bagian kecil. Seorang staf tata usaha sekolah yang awalnya takut dengan aplikasi Dapodik, misalnya, bisa menguasainya dengan bertanya pada operator sekolah lain dan berlatih satu menu setiap hari.",
            ),
            en: p(
              "Psychologist Carol Dweck distinguishes two mindsets. A fixed mindset assumes abilities are innate and unchangeable. A growth mindset assumes abilities can be developed through effort, good strategies and help from others.",
              "The difference shows in everyday sentences:",
              '- "I just can\'t do Excel" becomes "I can\'t do Excel yet; I will learn the basic formulas this week."\n- "This criticism means I failed" becomes "This criticism shows what I need to improve."\n- "She is more talented" becomes "What can I learn from the way she works?"',
              'The word "yet" is the key. It turns a verdict into a process.',
              "A growth mindset does not mean effort alone is enough. If a way of learning is not working, change the strategy: find a mentor, watch a different tutorial, or break the material into small parts. A school administration clerk who was first afraid of the Dapodik education data application, for example, can master it by asking operators at other schools and practising one menu every day.",
            ),
          },
        },
        {
          title: { id: "Menghadapi Perubahan di Organisasi", en: "Dealing with Change in Your Organisation" },
          body: {
            id: p(
              "Saat organisasi berubah, misalnya struktur baru, sistem aplikasi baru, atau pindah lokasi kerja, hampir semua orang melewati beberapa tahap reaksi: menolak percaya, melawan, menjajaki, lalu berkomitmen. Mengenali tahap ini membantu Anda tidak terjebak terlalu lama di satu tahap.",
              '- Menolak: "Ah, nanti juga dibatalkan." Cari informasi resmi tentang apa yang berubah dan kapan.\n- Melawan: wajar merasa kesal atau cemas. Sampaikan keberatan lewat jalur yang tepat dengan usulan, bukan sekadar keluhan.\n- Menjajaki: coba sistem baru, catat kendala, dan bertanya.\n- Berkomitmen: kebiasaan baru mulai terbentuk dan Anda bisa membantu orang lain.',
              "Contoh: sebuah bank daerah mengganti sistem inti perbankannya. Teller yang cepat masuk tahap menjajaki, mengikuti pelatihan dan mencatat masalah, justru menjadi rujukan rekan-rekannya dan dilibatkan dalam tim perbaikan.",
              "Pertanyaan yang menolong di masa perubahan: apa yang tetap sama? Apa yang benar-benar baru? Apa satu langkah kecil yang bisa saya lakukan minggu ini?",
            ),
            en: p(
              "When an organisation changes, for example a new structure, a new software system or a move to a new site, almost everyone passes through several stages of reaction: denial, resistance, exploration and commitment. Recognising these stages helps you avoid getting stuck in one of them.",
              '- Denial: "It will probably be cancelled." Look for official information on what is changing and when.\n- Resistance: feeling annoyed or anxious is normal. Raise objections through the proper channel with proposals, not just complaints.\n- Exploration: try the new system, note problems and ask questions.\n- Commitment: new habits form and you can help others.',
              "Example: a regional bank replaces its core banking system. Tellers who move quickly into exploration, attending training and logging issues, become the go-to people for their colleagues and are invited into the improvement team.",
              "Helpful questions in times of change: what stays the same? What is genuinely new? What is one small step I can take this week?",
            ),
          },
        },
        {
          title: { id: "Belajar Cepat Keterampilan Baru", en: "Learning New Skills Quickly" },
          body: {
            id: p(
              "Di dunia kerja yang cepat berubah, kemampuan belajar lebih penting daripada apa yang sudah Anda ketahui. Berikut cara belajar yang terbukti efektif.",
              '- Tentukan tujuan yang konkret. Bukan "belajar Excel", tetapi "bisa membuat rekap penjualan bulanan dengan PivotTable".\n- Belajar sambil mengerjakan tugas nyata. Gunakan data pekerjaan Anda sendiri, bukan hanya contoh buku.\n- Pecah menjadi sesi pendek. Tiga puluh menit setiap hari lebih efektif daripada lima jam sekali seminggu.\n- Uji diri sendiri. Coba kerjakan tanpa melihat catatan, lalu periksa kesalahan.\n- Ajarkan kepada orang lain. Menjelaskan kepada rekan memperlihatkan bagian yang belum Anda pahami.',
              "Contoh: pengurus BUMDes yang harus mulai membuat laporan keuangan digital menetapkan target dua minggu. Setiap hari ia memasukkan transaksi nyata unit usaha air bersih, lalu meminta pendamping desa memeriksa hasilnya. Dalam dua minggu ia sudah bisa menyusun laporan sendiri.",
              "Jangan menunggu merasa siap. Rasa canggung di awal adalah tanda Anda sedang belajar, bukan tanda Anda tidak mampu.",
            ),
            en: p(
              "In a fast-changing workplace, the ability to learn matters more than what you already know. Here are learning methods that work.",
              '- Set a concrete goal. Not "learn Excel" but "build a monthly sales summary with a PivotTable".\n- Learn by doing real tasks. Use your own work data, not only textbook examples.\n- Break it into short sessions. Thirty minutes every day beats five hours once a week.\n- Test yourself. Try doing it without notes, then check your mistakes.\n- Teach someone else. Explaining to a colleague reveals the parts you do not yet understand.',
              "Example: a BUMDes (village-owned enterprise) manager who had to start producing digital financial reports set a two-week target. Every day he entered real transactions from the clean-water business unit, then asked the village facilitator to check the results. Within two weeks he could prepare the report on his own.",
              "Do not wait until you feel ready. Feeling awkward at the start is a sign that you are learning, not a sign that you are incapable.",
            ),
          },
        },
        {
          title: {
            id: "Ketangguhan: Bangkit Setelah Kegagalan",
            en: "Resilience: Bouncing Back from Setbacks",
          },
          body: {
            id: p(
              "Ketangguhan atau resiliensi adalah kemampuan pulih dan tetap berfungsi setelah mengalami tekanan, kegagalan, atau kehilangan. Orang tangguh tetap merasa sedih atau kecewa, tetapi tidak terus terpuruk.",
              "Empat sumber ketangguhan yang bisa Anda bangun:",
              '- Cara memaknai kejadian. Bedakan "proposal saya ditolak kali ini" dengan "saya selalu gagal". Kegagalan bersifat spesifik dan sementara, bukan menyeluruh dan permanen.\n- Dukungan sosial. Teman, keluarga, atau komunitas yang bisa diajak bicara membuat beban terasa lebih ringan.\n- Rasa mampu. Ingat kembali masalah sulit yang pernah berhasil Anda lewati.\n- Tujuan yang bermakna. Alasan mengapa Anda bekerja membantu bertahan saat keadaan sulit.',
              "Contoh: Dewi mengajukan pinjaman KUR untuk usaha kerajinan rotannya, tetapi ditolak karena pembukuannya belum rapi. Ia kecewa beberapa hari, lalu bertanya kepada petugas bank apa yang kurang, merapikan catatan keuangan selama enam bulan, dan mengajukan ulang. Pengajuan keduanya disetujui.",
              "Setelah kegagalan, tanyakan: apa yang bisa saya pelajari, dan apa satu langkah berikutnya?",
            ),
            en: p(
              "Resilience is the ability to recover and keep functioning after pressure, failure or loss. Resilient people still feel sad or disappointed, but they do not stay down.",
              "Four sources of resilience you can build:",
              '- How you interpret events. Distinguish "my proposal was rejected this time" from "I always fail". Setbacks are specific and temporary, not global and permanent.\n- Social support. Friends, family or a community you can talk to make the load feel lighter.\n- A sense of capability. Recall hard problems you have successfully overcome before.\n- A meaningful purpose. Your reason for working helps you endure difficult times.',
              "Example: Dewi applied for a KUR (government-backed people's business credit) loan for her rattan craft business but was rejected because her bookkeeping was messy. She was disappointed for a few days, then asked the bank officer what was missing, kept tidy financial records for six months and reapplied. Her second application was approved.",
              "After a setback, ask: what can I learn, and what is my one next step?",
            ),
          },
        },
        {
          title: { id: "Mengelola Stres dan Mencegah Burnout", en: "Managing Stress and Preventing Burnout" },
          body: {
            id: p(
              "Stres dalam jumlah wajar bisa memacu kinerja, tetapi stres yang berlangsung lama tanpa pemulihan dapat berujung pada burnout. WHO menggambarkan burnout sebagai fenomena akibat stres kerja kronis yang tidak tertangani, dengan tanda kelelahan, sikap sinis atau menjauh dari pekerjaan, dan turunnya efektivitas kerja.",
              "Tanda peringatan yang perlu diperhatikan:",
              "- Lelah terus-menerus meski sudah tidur.\n- Mudah tersinggung dan kehilangan minat pada pekerjaan yang dulu disukai.\n- Sering menunda dan sulit berkonsentrasi.",
              "Langkah pencegahan:",
              "- Tetapkan batas jam kerja, termasuk kapan berhenti membalas pesan grup kantor.\n- Sisipkan jeda pendek setiap satu sampai dua jam untuk berdiri atau berjalan.\n- Jaga tidur, gerak badan, dan makan teratur.\n- Bicarakan beban kerja dengan atasan secara spesifik: tugas apa yang bisa ditunda, didelegasikan, atau dikurangi.",
              "Jika gejala berat berlangsung lama atau muncul pikiran menyakiti diri, segera cari bantuan tenaga profesional seperti psikolog, dokter di puskesmas, atau layanan konseling di tempat kerja. Mencari bantuan adalah tindakan bertanggung jawab, bukan tanda lemah.",
            ),
            en: p(
              "A reasonable amount of stress can boost performance, but long-lasting stress without recovery can lead to burnout. The WHO describes burnout as a phenomenon resulting from chronic workplace stress that has not been successfully managed, marked by exhaustion, cynicism or mental distance from the job, and reduced professional effectiveness.",
              "Warning signs to watch for:",
              "- Constant tiredness even after sleeping.\n- Irritability and losing interest in work you used to enjoy.\n- Frequent procrastination and difficulty concentrating.",
              "Preventive steps:",
              "- Set working-hour boundaries, including when you stop replying to office group chats.\n- Take a short break every one to two hours to stand or walk.\n- Protect sleep, exercise and regular meals.\n- Discuss workload with your manager specifically: which tasks can be postponed, delegated or reduced.",
              "If severe symptoms persist or thoughts of self-harm appear, seek professional help promptly, such as a psychologist, a doctor at the puskesmas or a workplace counselling service. Seeking help is a responsible act, not a sign of weakness.",
            ),
          },
        },
        {
          title: { id: "Menyusun Rencana Adaptasi Pribadi", en: "Building a Personal Adaptation Plan" },
          body: {
            id: p(
              "Adaptabilitas dan ketangguhan paling kuat jika dipersiapkan sebelum krisis datang. Susun rencana adaptasi pribadi satu halaman dengan lima bagian.",
              "- Perubahan yang sedang atau akan terjadi di bidang Anda, misalnya digitalisasi layanan atau aturan baru.\n- Keterampilan yang perlu dipelajari dalam enam bulan ke depan, lengkap dengan target konkret.\n- Sumber belajar: pelatihan kantor, kursus daring, mentor, atau komunitas profesi.\n- Sistem pendukung: siapa yang bisa dimintai saran atau tempat bercerita.\n- Kebiasaan pemulihan: olahraga, ibadah, hobi, atau waktu bersama keluarga.",
              "Contoh: Bu Sari, perawat di puskesmas, melihat pencatatan rekam medis mulai beralih ke sistem elektronik. Rencananya: belajar mengetik cepat dan memakai aplikasi rekam medis dalam tiga bulan, meminta bimbingan petugas IT kabupaten, dan tetap menjaga jadwal senam pagi bersama rekan.",
              "Tinjau rencana ini setiap tiga bulan. Tandai yang sudah tercapai, hapus yang tidak relevan, dan tambahkan tantangan baru. Dengan begitu, perubahan tidak lagi datang sebagai kejutan, tetapi sebagai bagian dari perjalanan karier Anda.",
            ),
            en: p(
              "Adaptability and resilience are strongest when prepared before a crisis arrives. Write a one-page personal adaptation plan with five parts.",
              "- Changes happening or coming in your field, such as digital services or new regulations.\n- Skills to learn in the next six months, each with a concrete target.\n- Learning resources: office training, online courses, mentors or professional communities.\n- Support system: who you can ask for advice or talk to.\n- Recovery habits: exercise, worship, hobbies or family time.",
              "Example: Bu Sari, a nurse at a puskesmas, sees medical record keeping moving to an electronic system. Her plan: learn to type faster and use the medical records application within three months, ask the district IT officer for coaching, and keep her morning exercise routine with colleagues.",
              "Review the plan every three months. Tick off what you achieved, remove what is no longer relevant and add new challenges. That way change stops arriving as a shock and becomes part of your career journey.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: {
            id: "Apa inti adaptabilitas menurut materi ini?",
            en: "What is the core of adaptability according to this material?",
          },
          options: [
            {
              text: {
                id: "Memegang tujuan tetapi luwes dalam cara mencapainya",
                en: "Holding firm on goals while staying flexible about methods",
              },
              correct: true,
            },
            {
              text: {
                id: "Menghindari perubahan agar pekerjaan stabil",
                en: "Avoiding change to keep work stable",
              },
              correct: false,
            },
            {
              text: {
                id: "Mengikuti setiap tren baru secepatnya",
                en: "Following every new trend as fast as possible",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Seperti Pak Anwar yang tetap menjual kopi dengan cara baru, orang adaptif memegang tujuan dan menyesuaikan cara, sambil tetap menilai kecocokan perubahan.",
            en: "Like Pak Anwar, who kept selling coffee in new ways, adaptable people hold on to goals and adjust methods while still judging whether a change fits.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Kalimat mana yang mencerminkan pola pikir bertumbuh?",
            en: "Which sentence reflects a growth mindset?",
          },
          options: [
            {
              text: { id: '"Saya memang tidak berbakat di angka."', en: '"I\'m just not a numbers person."' },
              correct: false,
            },
            {
              text: {
                id: '"Saya belum bisa, saya akan coba strategi belajar lain."',
                en: "\"I can't do it yet; I'll try another learning strategy.\"",
              },
              correct: true,
            },
            {
              text: {
                id: '"Kalau butuh usaha keras, berarti saya tidak mampu."',
                en: '"If it takes hard work, I\'m not capable."',
              },
              correct: false,
            },
          ],
          explanation: {
            id: 'Kata "belum" dan kesediaan mengganti strategi adalah ciri pola pikir bertumbuh menurut Carol Dweck.',
            en: 'The word "yet" and willingness to change strategy are marks of a growth mindset as described by Carol Dweck.',
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Tahap reaksi apa saja yang umumnya dilalui orang saat menghadapi perubahan organisasi?",
            en: "Which reaction stages do people commonly pass through during organisational change?",
          },
          options: [
            { text: { id: "Melawan", en: "Resistance" }, correct: true },
            { text: { id: "Menjajaki", en: "Exploration" }, correct: true },
            { text: { id: "Mengundurkan diri", en: "Resignation from the job" }, correct: false },
            { text: { id: "Menolak", en: "Denial" }, correct: true },
          ],
          explanation: {
            id: "Tahapan yang dibahas adalah menolak, melawan, menjajaki, dan berkomitmen. Mengundurkan diri bukan tahap reaksi yang umum.",
            en: "The stages covered are denial, resistance, exploration and commitment. Resigning is not one of the common reaction stages.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Cara belajar mana yang dianjurkan untuk menguasai keterampilan baru dengan cepat?",
            en: "Which learning methods are recommended to master a new skill quickly?",
          },
          options: [
            { text: { id: "Menetapkan tujuan konkret", en: "Setting a concrete goal" }, correct: true },
            {
              text: { id: "Belajar dengan tugas dan data nyata", en: "Learning with real tasks and data" },
              correct: true,
            },
            {
              text: {
                id: "Menunggu sampai merasa benar-benar siap",
                en: "Waiting until you feel fully ready",
              },
              correct: false,
            },
            { text: { id: "Mengajarkan kepada orang lain", en: "Teaching someone else" }, correct: true },
          ],
          explanation: {
            id: "Tujuan konkret, praktik nyata, sesi pendek, menguji diri, dan mengajar orang lain mempercepat belajar. Menunggu merasa siap hanya menunda.",
            en: "Concrete goals, real practice, short sessions, self-testing and teaching others speed up learning. Waiting to feel ready only delays it.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Cara memaknai kegagalan yang mendukung ketangguhan adalah…",
            en: "A way of interpreting setbacks that supports resilience is…",
          },
          options: [
            {
              text: {
                id: "Menganggap kegagalan bersifat spesifik dan sementara",
                en: "Seeing setbacks as specific and temporary",
              },
              correct: true,
            },
            {
              text: {
                id: "Menganggap kegagalan membuktikan kita tidak mampu",
                en: "Seeing setbacks as proof that we are incapable",
              },
              correct: false,
            },
            {
              text: {
                id: "Melupakan kegagalan tanpa mengevaluasinya",
                en: "Forgetting the setback without evaluating it",
              },
              correct: false,
            },
          ],
          explanation: {
            id: 'Orang tangguh membedakan "gagal kali ini" dari "selalu gagal", lalu belajar darinya seperti Dewi yang merapikan pembukuan dan mengajukan ulang KUR.',
            en: 'Resilient people distinguish "failed this time" from "always fail" and learn from it, like Dewi who fixed her bookkeeping and reapplied for KUR.',
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk tanda burnout sesuai gambaran WHO?",
            en: "Which are signs of burnout as described by the WHO?",
          },
          options: [
            {
              text: { id: "Menurunnya efektivitas kerja", en: "Reduced professional effectiveness" },
              correct: true,
            },
            {
              text: { id: "Semangat kerja yang meningkat tajam", en: "A sharp rise in work enthusiasm" },
              correct: false,
            },
            { text: { id: "Kelelahan", en: "Exhaustion" }, correct: true },
            {
              text: {
                id: "Sikap sinis atau menjauh dari pekerjaan",
                en: "Cynicism or mental distance from the job",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "WHO menggambarkan burnout dengan tiga dimensi: kelelahan, jarak mental atau sinisme terhadap pekerjaan, dan menurunnya efektivitas.",
            en: "The WHO describes burnout with three dimensions: exhaustion, mental distance or cynicism toward the job, and reduced effectiveness.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Cara terbaik membicarakan beban kerja berlebih dengan atasan adalah…",
            en: "The best way to discuss excessive workload with your manager is…",
          },
          options: [
            {
              text: {
                id: "Diam dan bekerja lembur setiap hari",
                en: "Staying silent and working overtime every day",
              },
              correct: false,
            },
            {
              text: {
                id: "Mengeluh secara umum bahwa pekerjaan terlalu banyak",
                en: "Complaining generally that there is too much work",
              },
              correct: false,
            },
            {
              text: {
                id: "Membahas secara spesifik tugas yang bisa ditunda, didelegasikan, atau dikurangi",
                en: "Discussing specifically which tasks can be postponed, delegated or reduced",
              },
              correct: true,
            },
          ],
          explanation: {
            id: "Pembicaraan yang spesifik memberi atasan pilihan nyata untuk mengatur prioritas, sehingga mencegah stres kronis.",
            en: "A specific conversation gives the manager real options to reset priorities, preventing chronic stress.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Seberapa sering rencana adaptasi pribadi sebaiknya ditinjau?",
            en: "How often should a personal adaptation plan be reviewed?",
          },
          options: [
            { text: { id: "Sekitar setiap tiga bulan", en: "About every three months" }, correct: true },
            { text: { id: "Sekali saja saat dibuat", en: "Just once when it is written" }, correct: false },
            { text: { id: "Hanya saat terjadi krisis", en: "Only during a crisis" }, correct: false },
          ],
          explanation: {
            id: "Meninjau setiap tiga bulan membuat rencana tetap relevan dan perubahan bisa diantisipasi sebelum menjadi krisis.",
            en: "A review every three months keeps the plan relevant so change can be anticipated before it becomes a crisis.",
          },
        },
      ],
    },
    {
      key: "kolaborasi-konflik",
      title: { id: "Kolaborasi dan Pengelolaan Konflik", en: "Collaboration and Conflict Management" },
      description: {
        id: "Pekerjaan hari ini jarang bisa diselesaikan sendirian. Kursus ini mengajarkan cara membangun kepercayaan, mendengarkan secara aktif, memilih gaya menangani konflik yang tepat, dan mencapai kesepakatan bersama melalui musyawarah.",
        en: "Today's work can rarely be done alone. This course teaches how to build trust, listen actively, choose the right conflict-handling style and reach shared agreements through deliberation.",
      },
      skills: [
        { id: "Kolaborasi lintas fungsi", en: "Cross-functional collaboration" },
        { id: "Membangun kepercayaan", en: "Building trust" },
        { id: "Mendengarkan aktif", en: "Active listening" },
        { id: "Memilih gaya penanganan konflik", en: "Choosing a conflict-handling style" },
        { id: "Memfasilitasi musyawarah mufakat", en: "Facilitating consensus through deliberation" },
      ],
      lessons: [
        {
          title: {
            id: "Dasar-Dasar Kolaborasi di Tempat Kerja",
            en: "Foundations of Workplace Collaboration",
          },
          body: {
            id: p(
              "Kolaborasi adalah bekerja bersama menuju tujuan yang sama dengan saling berbagi informasi, sumber daya, dan tanggung jawab. Kolaborasi berbeda dengan sekadar membagi tugas lalu bekerja sendiri-sendiri.",
              "Tiga syarat dasar kolaborasi yang sehat:",
              "- Tujuan bersama yang jelas. Semua pihak tahu hasil apa yang ingin dicapai dan kapan.\n- Peran yang jelas. Siapa mengerjakan apa, siapa yang memutuskan, dan siapa yang cukup diberi tahu.\n- Alur komunikasi yang disepakati. Misalnya, laporan kemajuan setiap Senin di grup proyek dan rapat singkat jika ada hambatan.",
              "Contoh: kantor desa, bidan desa, dan kader posyandu bekerja sama menurunkan angka stunting. Tanpa kolaborasi, masing-masing mendata balita sendiri dan datanya berbeda. Setelah menyepakati satu formulir bersama, jadwal penimbangan, dan penanggung jawab data, mereka bisa menentukan keluarga mana yang perlu didampingi lebih dulu.",
              "Kolaborasi juga menuntut kesediaan mengakui bahwa tidak ada satu pihak pun yang tahu segalanya. Setiap orang membawa potongan informasi yang dibutuhkan untuk gambaran utuh.",
            ),
            en: p(
              "Collaboration is working together toward a shared goal by sharing information, resources and responsibility. It is different from simply dividing tasks and then working separately.",
              "Three basic conditions for healthy collaboration:",
              "- A clear shared goal. Everyone knows what result is wanted and by when.\n- Clear roles. Who does what, who decides and who only needs to be informed.\n- An agreed communication flow. For example, progress updates every Monday in the project group and a short meeting when a blocker appears.",
              "Example: the village office, the village midwife and posyandu (community health post) volunteers work together to reduce stunting. Without collaboration, each records toddlers separately and their data disagree. After agreeing on one shared form, a weighing schedule and a person responsible for the data, they can decide which families need support first.",
              "Collaboration also requires admitting that no single party knows everything. Each person brings a piece of the information needed for the full picture.",
            ),
          },
        },
        {
          title: { id: "Membangun Kepercayaan dalam Tim", en: "Building Trust in a Team" },
          body: {
            id: p(
              "Kepercayaan adalah bahan bakar kolaborasi. Tanpa kepercayaan, orang menyembunyikan masalah, enggan meminta bantuan, dan saling mencurigai.",
              "Kepercayaan dibangun dari tindakan kecil yang konsisten:",
              '- Tepati janji kecil. Jika Anda bilang akan mengirim data hari Rabu, kirimkan hari Rabu. Jika terlambat, beri tahu sebelum tenggat, bukan sesudahnya.\n- Akui kesalahan sendiri secara terbuka. Pemimpin yang berkata "itu keputusan saya yang keliru" membuat anggota tim berani jujur.\n- Bagikan informasi, jangan menimbunnya sebagai sumber kekuasaan.\n- Beri pujian atas kontribusi orang lain di depan tim.',
              "Riset Google tentang tim yang efektif (Project Aristotle) menemukan bahwa rasa aman psikologis, yaitu keyakinan bahwa anggota tim tidak akan dipermalukan atau dihukum karena bertanya, mengusulkan ide, atau mengakui kesalahan, adalah faktor terpenting.",
              "Contoh: di sebuah startup logistik di Jakarta, seorang staf baru melaporkan bug yang ia buat sendiri. Atasannya berterima kasih dan mengajak tim memperbaiki prosesnya, bukan mencari kambing hitam. Sejak itu, masalah dilaporkan lebih cepat.",
            ),
            en: p(
              "Trust is the fuel of collaboration. Without trust, people hide problems, hesitate to ask for help and suspect one another.",
              "Trust is built from small, consistent actions:",
              '- Keep small promises. If you say you will send the data on Wednesday, send it on Wednesday. If it will be late, say so before the deadline, not after.\n- Admit your own mistakes openly. A leader who says "that was my wrong call" makes team members brave enough to be honest.\n- Share information rather than hoarding it as a source of power.\n- Praise others\' contributions in front of the team.',
              "Google's research on effective teams (Project Aristotle) found that psychological safety, the belief that team members will not be embarrassed or punished for asking questions, proposing ideas or admitting mistakes, was the most important factor.",
              "Example: at a logistics startup in Jakarta, a new employee reported a bug he had caused himself. His manager thanked him and got the team to fix the process instead of finding a scapegoat. From then on, problems were reported faster.",
            ),
          },
        },
        {
          title: { id: "Mendengarkan Aktif", en: "Active Listening" },
          body: {
            id: p(
              "Banyak kesalahpahaman terjadi bukan karena orang salah bicara, tetapi karena kita mendengar sambil menyiapkan jawaban. Mendengarkan aktif berarti berusaha benar-benar memahami maksud lawan bicara sebelum menanggapi.",
              "Teknik mendengarkan aktif:",
              '- Beri perhatian penuh: letakkan ponsel, tatap lawan bicara, dan hindari memotong.\n- Parafrase: ulangi inti pesan dengan kata-kata sendiri. "Jadi, menurut Bapak, masalah utamanya ada di jadwal pengiriman dari gudang, ya?"\n- Tanyakan untuk memperdalam: "Bisa diceritakan contoh kejadiannya?"\n- Tahan penilaian dan solusi sampai Anda yakin sudah memahami.',
              "Contoh: seorang manajer toko ritel di Medan mengira karyawannya sering terlambat karena malas. Setelah mendengarkan dengan sungguh-sungguh, ia mengetahui bahwa jadwal angkutan umum berubah dan shift pagi dimulai sebelum angkutan pertama tiba. Solusinya sederhana: menggeser awal shift 15 menit.",
              "Mendengarkan aktif juga membuat orang merasa dihargai. Orang yang merasa didengar biasanya lebih terbuka menerima pendapat yang berbeda.",
            ),
            en: p(
              "Many misunderstandings happen not because people speak badly but because we listen while preparing our reply. Active listening means genuinely trying to understand the other person's meaning before responding.",
              "Active listening techniques:",
              '- Give full attention: put down your phone, look at the speaker and avoid interrupting.\n- Paraphrase: restate the core message in your own words. "So, in your view, the main problem is the delivery schedule from the warehouse?"\n- Ask to go deeper: "Could you describe an example of when it happened?"\n- Hold back judgement and solutions until you are sure you understand.',
              "Example: a retail store manager in Medan assumed an employee was often late because he was lazy. After really listening, she learned that the public transport schedule had changed and the morning shift started before the first bus arrived. The solution was simple: move the shift start by 15 minutes.",
              "Active listening also makes people feel valued. People who feel heard are usually more open to different opinions.",
            ),
          },
        },
        {
          title: { id: "Memahami Sumber Konflik", en: "Understanding the Sources of Conflict" },
          body: {
            id: p(
              "Konflik di tempat kerja tidak selalu buruk. Perbedaan pendapat tentang cara kerja bisa menghasilkan solusi lebih baik. Yang berbahaya adalah konflik yang dibiarkan berubah menjadi permusuhan pribadi.",
              "Sumber konflik yang paling umum:",
              "- Tujuan atau prioritas berbeda: bagian penjualan ingin stok banyak, bagian keuangan ingin menghemat modal kerja.\n- Informasi berbeda: dua pihak memegang data yang tidak sama.\n- Peran tidak jelas: dua orang merasa sama-sama berwenang, atau tidak ada yang merasa bertanggung jawab.\n- Nilai dan gaya kerja: ada yang suka serba terencana, ada yang lebih spontan.\n- Sumber daya terbatas: anggaran, ruangan, kendaraan dinas.",
              'Langkah pertama menangani konflik adalah mendiagnosis sumbernya. Konflik karena informasi berbeda selesai dengan mencocokkan data. Konflik karena peran tidak jelas selesai dengan menyepakati pembagian wewenang. Memberi nasihat "sudahlah, jangan ribut" tidak menyentuh sumber masalah.',
              'Bedakan juga posisi dan kepentingan. Posisi adalah apa yang diminta ("saya mau mobil dinas hari Senin"), kepentingan adalah alasannya ("saya harus mengantar berkas ke kabupaten sebelum tenggat").',
            ),
            en: p(
              "Workplace conflict is not always bad. Disagreement about how to do the work can lead to better solutions. The danger is conflict that is left to turn into personal hostility.",
              "The most common sources of conflict:",
              "- Different goals or priorities: sales wants plenty of stock, finance wants to save working capital.\n- Different information: the two sides hold different data.\n- Unclear roles: two people both think they have authority, or nobody feels responsible.\n- Values and work styles: some like everything planned, others are more spontaneous.\n- Limited resources: budget, rooms, official vehicles.",
              'The first step in handling conflict is diagnosing its source. Conflict from different information is resolved by reconciling the data. Conflict from unclear roles is resolved by agreeing on who holds which authority. Advice like "just stop arguing" does not touch the root cause.',
              'Also distinguish positions from interests. A position is what someone asks for ("I want the official car on Monday"); an interest is the reason ("I must deliver documents to the regency office before the deadline").',
            ),
          },
        },
        {
          title: { id: "Lima Gaya Menangani Konflik", en: "Five Conflict-Handling Styles" },
          body: {
            id: p(
              "Model Thomas–Kilmann menggambarkan lima gaya menangani konflik, berdasarkan seberapa besar kita memperjuangkan kepentingan sendiri dan seberapa besar kita memperhatikan kepentingan orang lain.",
              "- Bersaing: memperjuangkan kepentingan sendiri. Tepat untuk keputusan darurat atau soal keselamatan, misalnya menghentikan mesin yang berbahaya.\n- Mengakomodasi: mengalah demi hubungan. Tepat jika isunya jauh lebih penting bagi pihak lain.\n- Menghindar: menunda atau tidak menanggapi. Tepat jika isunya sepele atau emosi sedang memuncak, asalkan tidak terus-menerus.\n- Berkompromi: masing-masing mengalah sebagian. Tepat jika waktu terbatas dan kedua tujuan sama penting.\n- Berkolaborasi: mencari solusi yang memenuhi kepentingan kedua pihak. Butuh waktu, tetapi hasilnya paling tahan lama untuk isu penting.",
              "Tidak ada gaya yang selalu benar. Masalah muncul jika kita hanya memakai satu gaya untuk semua situasi, misalnya selalu menghindar sehingga konflik menumpuk.",
              "Contoh: dua kepala seksi berebut jadwal aula kantor. Setelah menggali kepentingan, ternyata satu butuh ruang besar, yang lain butuh proyektor. Kolaborasi menghasilkan solusi: acara kedua memakai ruang rapat kecil dengan proyektor yang dipindahkan.",
            ),
            en: p(
              "The Thomas–Kilmann model describes five conflict-handling styles, based on how much we pursue our own interests and how much we attend to the other party's interests.",
              "- Competing: pursuing your own interests. Suitable for emergencies or safety issues, such as stopping a dangerous machine.\n- Accommodating: giving way for the sake of the relationship. Suitable when the issue matters much more to the other side.\n- Avoiding: postponing or not engaging. Suitable when the issue is trivial or emotions are running high, as long as it is not permanent.\n- Compromising: each side gives up part. Suitable when time is short and both goals matter equally.\n- Collaborating: finding a solution that meets both sides' interests. It takes time but gives the most lasting result on important issues.",
              "No style is always right. Problems arise when we use one style for every situation, for example always avoiding so conflicts pile up.",
              "Example: two section heads compete for the office hall schedule. After exploring interests, it turns out one needs a large room and the other needs a projector. Collaboration finds a solution: the second event uses a small meeting room with the projector moved there.",
            ),
          },
        },
        {
          title: {
            id: "Menjalankan Percakapan Sulit dengan Produktif",
            en: "Holding Difficult Conversations Productively",
          },
          body: {
            id: p(
              "Percakapan sulit, seperti menegur rekan, menolak permintaan atasan, atau membahas pembagian keuntungan usaha, sering dihindari. Padahal menundanya biasanya membuat masalah membesar.",
              "Kerangka sederhana untuk percakapan sulit:",
              '- Siapkan tujuan: apa hasil yang Anda inginkan untuk pekerjaan dan untuk hubungan?\n- Mulai dengan niat baik: "Saya ingin kerja sama kita tetap lancar, karena itu saya mau membahas satu hal."\n- Sampaikan fakta, bukan tuduhan: "Dua laporan terakhir masuk setelah tanggal 5" lebih baik daripada "kamu selalu terlambat".\n- Ungkapkan dampaknya bagi Anda atau tim, lalu dengarkan penjelasan pihak lain.\n- Sepakati langkah konkret dan waktu evaluasi.',
              "Pilih tempat dan waktu yang tepat: empat mata, tidak terburu-buru, dan tidak saat salah satu pihak sedang emosi.",
              "Contoh: dua sahabat yang membuka usaha laundry di Yogyakarta mulai berselisih soal jam kerja. Dengan kerangka ini, mereka membahas fakta jam jaga masing-masing, mengungkapkan rasa tidak adil yang selama ini dipendam, lalu menyusun jadwal tertulis dan pembagian hasil yang baru.",
            ),
            en: p(
              "Difficult conversations, such as correcting a colleague, declining a manager's request or discussing how business profits are shared, are often avoided. Yet postponing them usually makes the problem bigger.",
              "A simple framework for difficult conversations:",
              '- Prepare your goal: what outcome do you want for the work and for the relationship?\n- Open with good intent: "I want our cooperation to stay smooth, so I would like to discuss one thing."\n- State facts, not accusations: "The last two reports arrived after the 5th" is better than "you are always late".\n- Describe the impact on you or the team, then listen to the other side\'s explanation.\n- Agree on concrete steps and a time to review.',
              "Choose the right place and time: one-to-one, unhurried, and not while either side is upset.",
              "Example: two friends who opened a laundry business in Yogyakarta began to clash over working hours. Using this framework, they discussed the facts of each person's shifts, voiced the unfairness they had been holding in, then wrote up a schedule and a new profit-sharing arrangement.",
            ),
          },
        },
        {
          title: {
            id: "Musyawarah untuk Mufakat dalam Tim Modern",
            en: "Deliberation to Consensus in Modern Teams",
          },
          body: {
            id: p(
              "Musyawarah untuk mufakat adalah tradisi pengambilan keputusan bersama yang akrab dalam budaya Indonesia, dari rapat warga hingga rapat anggota koperasi. Dalam tim modern, musyawarah tetap relevan jika dijalankan dengan baik.",
              "Agar musyawarah tidak sekadar formalitas:",
              '- Bagikan bahan dan data sebelum rapat supaya semua peserta siap.\n- Minta pendapat dari peserta paling junior lebih dulu, agar mereka tidak hanya mengikuti pendapat senior.\n- Catat semua pilihan dan kepentingan di papan, bukan hanya siapa yang paling keras bicaranya.\n- Uji kesepakatan: "Apakah ada yang belum bisa menerima keputusan ini? Apa yang membuatnya bisa diterima?"\n- Jika mufakat tidak tercapai dalam waktu wajar, gunakan cara yang sudah disepakati sejak awal, misalnya pemungutan suara atau keputusan pimpinan.',
              "Mufakat yang sejati berarti semua pihak bisa mendukung pelaksanaan keputusan, meski bukan pilihan pertama mereka. Mufakat semu, yaitu semua diam karena sungkan, biasanya berakhir dengan keputusan yang tidak dijalankan.",
              "Tutup musyawarah dengan notulen singkat: keputusan, penanggung jawab, dan tenggat waktu.",
            ),
            en: p(
              "Musyawarah untuk mufakat, deliberation to reach consensus, is a decision-making tradition familiar across Indonesian culture, from neighbourhood meetings to cooperative members' meetings. In modern teams it remains relevant when run well.",
              "To keep deliberation from becoming a mere formality:",
              '- Share materials and data before the meeting so everyone comes prepared.\n- Ask the most junior participants for their views first, so they do not simply follow the seniors.\n- Write all options and interests on a board, not just the views of whoever speaks loudest.\n- Test the agreement: "Is anyone not yet able to accept this decision? What would make it acceptable?"\n- If consensus is not reached in reasonable time, use a fallback agreed at the start, such as a vote or the leader\'s decision.',
              "Genuine consensus means everyone can support carrying out the decision, even if it was not their first choice. False consensus, where everyone stays silent out of politeness, usually ends with a decision nobody implements.",
              "Close the deliberation with short minutes: the decision, who is responsible and the deadline.",
            ),
          },
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: {
            id: "Apa saja syarat dasar kolaborasi yang sehat?",
            en: "What are the basic conditions for healthy collaboration?",
          },
          options: [
            { text: { id: "Peran yang jelas", en: "Clear roles" }, correct: true },
            {
              text: { id: "Alur komunikasi yang disepakati", en: "An agreed communication flow" },
              correct: true,
            },
            {
              text: {
                id: "Semua orang mengerjakan semua tugas bersama-sama",
                en: "Everyone doing every task together",
              },
              correct: false,
            },
            { text: { id: "Tujuan bersama yang jelas", en: "A clear shared goal" }, correct: true },
          ],
          explanation: {
            id: "Kolaborasi membutuhkan tujuan, peran, dan alur komunikasi yang jelas. Mengerjakan semua tugas bersama justru membingungkan tanggung jawab.",
            en: "Collaboration needs a clear goal, roles and communication flow. Doing every task together blurs responsibility.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Menurut Project Aristotle dari Google, faktor terpenting tim efektif adalah…",
            en: "According to Google's Project Aristotle, the most important factor in effective teams is…",
          },
          options: [
            {
              text: { id: "Jumlah anggota tim yang besar", en: "A large number of team members" },
              correct: false,
            },
            { text: { id: "Rasa aman psikologis", en: "Psychological safety" }, correct: true },
            { text: { id: "Gaji yang tinggi", en: "High salaries" }, correct: false },
          ],
          explanation: {
            id: "Rasa aman psikologis membuat anggota berani bertanya, mengusulkan ide, dan mengakui kesalahan tanpa takut dipermalukan.",
            en: "Psychological safety lets members ask questions, propose ideas and admit mistakes without fear of embarrassment.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"Jadi, menurut Bapak, masalahnya ada di jadwal pengiriman, ya?" adalah contoh teknik…',
            en: '"So, in your view, the problem is the delivery schedule?" is an example of…',
          },
          options: [
            { text: { id: "Parafrase", en: "Paraphrasing" }, correct: true },
            { text: { id: "Menghindar", en: "Avoiding" }, correct: false },
            { text: { id: "Memberi solusi", en: "Giving a solution" }, correct: false },
          ],
          explanation: {
            id: "Parafrase mengulang inti pesan dengan kata-kata sendiri untuk memastikan pemahaman sebelum menanggapi.",
            en: "Paraphrasing restates the core message in your own words to confirm understanding before responding.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: '"Saya harus mengantar berkas ke kabupaten sebelum tenggat" adalah contoh…',
            en: '"I must deliver documents to the regency office before the deadline" is an example of…',
          },
          options: [
            { text: { id: "Gaya bersaing", en: "A competing style" }, correct: false },
            { text: { id: "Posisi", en: "A position" }, correct: false },
            { text: { id: "Kepentingan", en: "An interest" }, correct: true },
          ],
          explanation: {
            id: "Posisi adalah apa yang diminta; kepentingan adalah alasan di baliknya. Menggali kepentingan membuka lebih banyak pilihan solusi.",
            en: "A position is what is asked for; an interest is the reason behind it. Exploring interests opens more solution options.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Gaya menangani konflik mana yang paling tepat saat ada mesin berbahaya yang harus segera dihentikan?",
            en: "Which conflict-handling style best fits a dangerous machine that must be stopped immediately?",
          },
          options: [
            { text: { id: "Bersaing", en: "Competing" }, correct: true },
            { text: { id: "Menghindar", en: "Avoiding" }, correct: false },
            { text: { id: "Berkompromi", en: "Compromising" }, correct: false },
            { text: { id: "Mengakomodasi", en: "Accommodating" }, correct: false },
          ],
          explanation: {
            id: "Untuk keputusan darurat dan keselamatan, gaya bersaing (tegas memperjuangkan satu keputusan) paling tepat.",
            en: "For emergencies and safety, the competing style (firmly pursuing one decision) is most appropriate.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana yang termasuk sumber konflik umum di tempat kerja?",
            en: "Which are common sources of workplace conflict?",
          },
          options: [
            {
              text: {
                id: "Prioritas yang berbeda antarbagian",
                en: "Different priorities between departments",
              },
              correct: true,
            },
            {
              text: { id: "Peran dan wewenang yang tidak jelas", en: "Unclear roles and authority" },
              correct: true,
            },
            { text: { id: "Sumber daya yang terbatas", en: "Limited resources" }, correct: true },
            {
              text: {
                id: "Tujuan bersama yang disepakati semua pihak",
                en: "A shared goal agreed by all parties",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Prioritas berbeda, informasi berbeda, peran tidak jelas, gaya kerja, dan sumber daya terbatas adalah sumber konflik. Tujuan bersama justru mengurangi konflik.",
            en: "Different priorities, different information, unclear roles, work styles and limited resources cause conflict. A shared goal reduces it.",
          },
        },
        {
          kind: "multiple",
          prompt: {
            id: "Mana langkah yang tepat dalam percakapan sulit?",
            en: "Which steps are right in a difficult conversation?",
          },
          options: [
            {
              text: {
                id: "Membahasnya di grup WhatsApp agar semua tahu",
                en: "Discussing it in the WhatsApp group so everyone knows",
              },
              correct: false,
            },
            {
              text: {
                id: "Menyepakati langkah konkret dan waktu evaluasi",
                en: "Agreeing concrete steps and a review time",
              },
              correct: true,
            },
            { text: { id: "Membuka dengan niat baik", en: "Opening with good intent" }, correct: true },
            {
              text: { id: "Menyampaikan fakta, bukan tuduhan", en: "Stating facts, not accusations" },
              correct: true,
            },
          ],
          explanation: {
            id: "Percakapan sulit sebaiknya empat mata, dibuka dengan niat baik, berbasis fakta, dan diakhiri kesepakatan konkret.",
            en: "Difficult conversations should be one-to-one, opened with good intent, based on facts and closed with concrete agreements.",
          },
        },
        {
          kind: "single",
          prompt: {
            id: "Apa tanda mufakat semu dalam musyawarah?",
            en: "What is a sign of false consensus in deliberation?",
          },
          options: [
            {
              text: { id: "Peserta junior berbicara lebih dulu", en: "Junior participants speak first" },
              correct: false,
            },
            {
              text: {
                id: "Semua peserta diam karena sungkan, lalu keputusan tidak dijalankan",
                en: "Everyone stays silent out of politeness, and then the decision is not carried out",
              },
              correct: true,
            },
            {
              text: {
                id: "Ada perdebatan sebelum keputusan diambil",
                en: "There is debate before the decision",
              },
              correct: false,
            },
          ],
          explanation: {
            id: "Mufakat sejati berarti semua pihak mendukung pelaksanaan. Diam karena sungkan bukan persetujuan dan sering berujung keputusan yang diabaikan.",
            en: "Real consensus means everyone supports implementation. Silence out of politeness is not agreement and often leads to ignored decisions.",
          },
        },
      ],
    },
  ],
};

export default content;
