/**
 * Customer Excellence: service fundamentals, complaint handling and customer-experience measurement, for
 * front-line staff of shops, banks, puskesmas and village offices as much as for business owners.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "customer-excellence",
  tracks: [
    {
      key: "service-excellence-fundamentals",
      title: t("Dasar-Dasar Layanan Pelanggan Prima", "Customer Service Excellence Fundamentals"),
      description: t(
        "Bangun kebiasaan melayani yang membuat pelanggan merasa dihargai, baik di toko, bank, maupun kantor pelayanan publik. Anda belajar memahami harapan pelanggan, berkomunikasi dengan empati, menepati janji layanan, dan menyusun standar layanan.",
        "Build service habits that make customers feel valued, whether in a shop, a bank or a public service office. You learn to understand customer expectations, communicate with empathy, keep service promises and set service standards.",
      ),
      skills: [
        t("Memahami harapan pelanggan", "Understanding customer expectations"),
        t("Mendengarkan aktif dan empati", "Active listening and empathy"),
        t("Etika layanan telepon dan pesan", "Phone and messaging etiquette"),
        t("Mengelola janji layanan", "Managing service promises"),
        t("Menyusun standar layanan (SOP)", "Writing service standards (SOPs)"),
      ],
      lessons: [
        {
          title: t("Apa Itu Layanan Pelanggan Prima?", "What Is Customer Service Excellence?"),
          body: t(
            p(
              "Layanan prima berarti memenuhi, dan bila mungkin melampaui, harapan pelanggan secara konsisten. Kata kuncinya adalah konsisten: satu pelayanan istimewa tidak berarti banyak jika pelayanan berikutnya mengecewakan.",
              "Harapan pelanggan biasanya mencakup lima hal:",
              "- Keandalan: janji ditepati, misalnya pesanan siap sesuai jam yang disebutkan.\n- Daya tanggap: cepat menanggapi pertanyaan dan permintaan.\n- Jaminan: petugas kompeten dan sopan sehingga pelanggan merasa aman.\n- Empati: perhatian pada kebutuhan pribadi pelanggan.\n- Bukti fisik: tempat bersih, papan informasi jelas, seragam rapi.",
              "Contoh: di sebuah puskesmas, pasien lansia mungkin tidak mempermasalahkan antre 30 menit jika ada kursi, nomor antrean yang jelas, dan petugas yang menjelaskan perkiraan waktu tunggu. Sebaliknya, antre 10 menit terasa lama jika tidak ada kepastian.",
              "Pelajaran pentingnya: kepuasan adalah hasil perbandingan antara harapan dan pengalaman. Karena itu, layanan prima bukan hanya soal bekerja lebih cepat, tetapi juga memberi informasi yang membuat harapan pelanggan realistis.",
            ),
            p(
              "Service excellence means meeting, and where possible exceeding, customer expectations consistently. The key word is consistently: one outstanding experience means little if the next one disappoints.",
              "Customer expectations usually cover five things:",
              "- Reliability: promises are kept, for example an order is ready at the stated time.\n- Responsiveness: questions and requests are answered quickly.\n- Assurance: staff are competent and polite so customers feel safe.\n- Empathy: attention to the customer's individual needs.\n- Tangibles: a clean place, clear information boards, tidy uniforms.",
              "Example: at a community health centre, an elderly patient may not mind a 30-minute wait if there are seats, clear queue numbers and staff who explain the expected waiting time. By contrast, a 10-minute wait feels long when there is no certainty.",
              "The key lesson: satisfaction is the comparison between expectation and experience. So service excellence is not only about working faster; it is also about giving information that keeps customers' expectations realistic.",
            ),
          ),
        },
        {
          title: t("Kesan Pertama: Menyambut Pelanggan", "First Impressions: Welcoming Customers"),
          body: t(
            p(
              "Pelanggan menilai layanan dalam beberapa detik pertama. Di Indonesia, banyak organisasi melatih budaya 3S: senyum, salam, sapa. Sederhana, tetapi sering terlupa saat petugas sibuk.",
              "Praktik menyambut yang baik:",
              '- Tatap mata dan beri salam segera, meskipun Anda sedang melayani orang lain: "Selamat pagi, Bu, mohon ditunggu sebentar."\n- Gunakan sapaan yang sopan dan sesuai, misalnya Bapak atau Ibu.\n- Tanyakan keperluan dengan terbuka: "Ada yang bisa kami bantu?"\n- Arahkan dengan jelas jika pelanggan salah loket, bahkan antarkan bila memungkinkan.',
              "Contoh: di kantor desa, warga yang datang mengurus surat pengantar sering bingung harus ke meja mana. Petugas yang menyapa di pintu, menanyakan keperluan, lalu menjelaskan berkas yang dibutuhkan dapat mencegah warga bolak-balik karena dokumennya kurang.",
              "Kesan pertama juga dibentuk oleh lingkungan: ruang tunggu yang bersih, informasi jam layanan dan persyaratan yang ditempel jelas, serta petugas yang tidak sibuk dengan ponsel pribadi. Semua ini mengirim pesan bahwa pelanggan dihargai.",
            ),
            p(
              "Customers judge service in the first few seconds. In Indonesia many organisations train the 3S culture: senyum, salam, sapa — smile, greet, address. It is simple, yet often forgotten when staff are busy.",
              "Good welcoming practice:",
              '- Make eye contact and greet at once, even while serving someone else: "Good morning, madam, please wait a moment."\n- Use polite, fitting forms of address such as Bapak or Ibu.\n- Ask open questions about their needs: "How can we help?"\n- Redirect clearly if the customer is at the wrong counter, and walk them there when possible.',
              "Example: at a village office, residents who come for a cover letter are often unsure which desk to go to. An officer who greets them at the door, asks their purpose and explains the documents required can stop residents having to come back because papers are missing.",
              "First impressions are also shaped by the surroundings: a clean waiting room, clearly posted service hours and requirements, and staff who are not busy with personal phones. All of this tells customers they are valued.",
            ),
          ),
        },
        {
          title: t("Mendengarkan Aktif dan Empati dalam Layanan", "Active Listening and Empathy in Service"),
          body: t(
            p(
              "Banyak masalah layanan terjadi karena petugas mengira sudah paham padahal belum mendengarkan sampai selesai. Mendengarkan aktif berarti memusatkan perhatian, memahami, lalu memastikan pemahaman itu benar.",
              "Tekniknya:",
              '- Biarkan pelanggan selesai bicara tanpa dipotong.\n- Tunjukkan perhatian: anggukan, kontak mata, catatan singkat.\n- Ulangi dengan kata-kata sendiri: "Jadi, transfer Ibu kemarin sudah terpotong dari rekening, tetapi belum masuk ke penerima, ya?"\n- Ajukan pertanyaan untuk melengkapi informasi yang kurang.',
              'Empati berarti memahami perasaan pelanggan, bukan harus setuju dengan semua tuntutannya. Kalimat seperti "Saya mengerti ini membuat Bapak khawatir" membantu pelanggan merasa didengar sehingga lebih tenang untuk mencari solusi bersama.',
              'Hindari respons yang terdengar meremehkan, seperti "Itu biasa kok" atau "Bukan bagian saya". Meskipun masalahnya memang kecil bagi petugas, bagi pelanggan bisa jadi sangat penting. Empati yang tulus ditambah pemahaman yang tepat adalah dasar dari semua layanan yang baik.',
            ),
            p(
              "Many service problems happen because staff think they understand before they have listened to the end. Active listening means focusing, understanding and then checking that understanding is right.",
              "The techniques:",
              '- Let the customer finish speaking without interrupting.\n- Show attention: nodding, eye contact, brief notes.\n- Paraphrase: "So your transfer yesterday was debited from your account but has not reached the recipient, correct?"\n- Ask questions to fill in missing information.',
              'Empathy means understanding the customer\'s feelings, not necessarily agreeing with every demand. A sentence such as "I understand this worries you" helps the customer feel heard, and calmer about finding a solution together.',
              'Avoid dismissive responses such as "That happens all the time" or "That\'s not my department". Even if the problem is small for the officer, it may matter a great deal to the customer. Genuine empathy combined with accurate understanding is the foundation of all good service.',
            ),
          ),
        },
        {
          title: t("Mengelola Janji dan Harapan Pelanggan", "Managing Promises and Customer Expectations"),
          body: t(
            p(
              'Salah satu sumber kekecewaan terbesar adalah janji yang tidak ditepati. Petugas sering berjanji terlalu cepat agar pelanggan senang, misalnya "Besok pasti selesai", padahal prosesnya bergantung pada bagian lain.',
              'Prinsip yang aman: janjikan secukupnya, lalu berikan lebih (under-promise, over-deliver). Lebih baik berkata "Paling lambat tiga hari kerja, kami akan kabari jika lebih cepat" lalu selesai dalam dua hari, daripada menjanjikan satu hari dan terlambat.',
              "Cara mengelola harapan:",
              "- Sebutkan waktu, biaya, dan syarat secara jelas dan tertulis bila perlu.\n- Jelaskan apa yang bisa dan tidak bisa dilakukan, beserta alasannya.\n- Tawarkan alternatif jika permintaan tidak bisa dipenuhi.\n- Kabari pelanggan sebelum tenggat jika ada keterlambatan, jangan menunggu ditanya.",
              "Contoh: bengkel motor di Semarang memberi tahu pelanggan bahwa penggantian suku cadang membutuhkan dua hari karena barang dipesan dari distributor. Saat barang terlambat, bengkel mengirim pesan lebih dulu beserta perkiraan baru. Pelanggan tetap kecewa sedikit, tetapi kepercayaannya terjaga karena ia tidak dibiarkan menebak.",
            ),
            p(
              'One of the biggest sources of disappointment is a broken promise. Staff often promise too quickly to please the customer, for example "It will definitely be done tomorrow", when the process depends on another department.',
              'A safe principle: under-promise, then over-deliver. It is better to say "Within three working days at the latest, and we will tell you if it\'s sooner" and finish in two days than to promise one day and be late.',
              "Ways to manage expectations:",
              "- State time, cost and requirements clearly, in writing if needed.\n- Explain what can and cannot be done, and why.\n- Offer alternatives when a request cannot be met.\n- Tell the customer about delays before the deadline instead of waiting to be asked.",
              "Example: a motorcycle workshop in Semarang tells a customer that replacing a part takes two days because it is ordered from the distributor. When the part is delayed, the workshop messages the customer first with a new estimate. The customer is a little disappointed but keeps trusting the workshop because he was not left guessing.",
            ),
          ),
        },
        {
          title: t("Etika Layanan Lewat Telepon dan WhatsApp", "Service Etiquette by Phone and WhatsApp"),
          body: t(
            p(
              "Banyak pelanggan kini menghubungi usaha dan instansi lewat telepon atau WhatsApp. Tanpa tatap muka, nada suara dan pilihan kata menjadi sangat penting.",
              "Etika telepon:",
              "- Angkat dalam beberapa dering, sebutkan nama organisasi dan nama Anda.\n- Tersenyumlah saat berbicara; senyum terdengar dalam suara.\n- Minta izin sebelum meminta pelanggan menunggu, dan jangan biarkan terlalu lama.\n- Ulangi data penting seperti nomor pesanan atau alamat.",
              "Etika pesan tertulis:",
              '- Balas secepat mungkin; jika perlu waktu, kirim tanda terima: "Baik, Pak, kami cek dulu dan kabari sebelum pukul 14.00."\n- Gunakan bahasa sopan dan lengkap, hindari singkatan yang membingungkan.\n- Cantumkan jam layanan di profil dan balasan otomatis di luar jam kerja.\n- Jangan meminta data sensitif seperti PIN atau kode OTP; sampaikan juga kepada pelanggan bahwa petugas resmi tidak akan memintanya.',
              "Contoh: toko daring kerudung di Bandung memakai template balasan untuk pertanyaan umum seperti ukuran dan ongkos kirim, tetapi tetap menyapa nama pelanggan dan menyesuaikan isi agar tidak terasa seperti mesin.",
            ),
            p(
              "Many customers now contact businesses and agencies by phone or WhatsApp. Without face-to-face contact, tone of voice and word choice become very important.",
              "Phone etiquette:",
              "- Answer within a few rings and state the organisation's name and your own.\n- Smile while speaking; a smile can be heard.\n- Ask permission before putting the caller on hold, and do not leave them too long.\n- Repeat key data such as order numbers or addresses.",
              "Written message etiquette:",
              '- Reply as quickly as possible; if you need time, acknowledge first: "Noted, sir, we will check and update you before 2 pm."\n- Use polite, complete language and avoid confusing abbreviations.\n- Show service hours on your profile and set an automatic reply outside working hours.\n- Never ask for sensitive data such as a PIN or OTP code; tell customers that official staff will never ask for it.',
              "Example: an online headscarf shop in Bandung uses reply templates for common questions such as sizes and shipping costs, yet still greets customers by name and adapts the content so it does not feel robotic.",
            ),
          ),
        },
        {
          title: t("Menyusun Standar Layanan dan SOP", "Writing Service Standards and SOPs"),
          body: t(
            p(
              "Layanan yang konsisten membutuhkan standar tertulis, bukan hanya mengandalkan niat baik tiap petugas. Standar layanan menjelaskan apa yang dijanjikan kepada pelanggan, sedangkan SOP (prosedur operasional standar) menjelaskan langkah kerja untuk memenuhinya.",
              "Standar layanan yang baik bersifat terukur. Contoh untuk kasir koperasi:",
              "- Pelanggan disapa dalam 10 detik setelah tiba di loket.\n- Transaksi setoran selesai paling lama 5 menit.\n- Setiap transaksi diberi bukti tertulis.",
              "Di sektor publik, Undang-Undang Nomor 25 Tahun 2009 tentang Pelayanan Publik mewajibkan penyelenggara layanan menyusun dan menetapkan standar pelayanan, yang antara lain memuat persyaratan, prosedur, waktu penyelesaian, biaya, dan penanganan pengaduan. Karena itu kantor desa, kecamatan, atau puskesmas biasanya memajang informasi tersebut agar warga tahu hak dan kewajibannya.",
              "Langkah menyusun SOP: petakan proses saat ini, hilangkan langkah yang tidak perlu, tuliskan dengan bahasa sederhana dan urutan bernomor, uji coba bersama petugas, lalu tinjau berkala. SOP yang terlalu panjang tidak akan dibaca; satu atau dua halaman per proses biasanya cukup.",
            ),
            p(
              "Consistent service needs written standards, not just each employee's good intentions. A service standard states what is promised to customers, while an SOP (standard operating procedure) describes the work steps to deliver it.",
              "A good service standard is measurable. Example for a cooperative's teller:",
              "- Customers are greeted within 10 seconds of reaching the counter.\n- A deposit is completed within 5 minutes at most.\n- Every transaction comes with a written receipt.",
              "In the public sector, Law Number 25 of 2009 on Public Services requires service providers to draw up and set service standards, covering among other things requirements, procedures, completion time, fees and complaint handling. That is why village offices, sub-district offices and health centres usually display this information so residents know their rights and obligations.",
              "Steps to write an SOP: map the current process, remove unnecessary steps, write it in plain language with numbered steps, trial it with staff, then review it regularly. An SOP that is too long will not be read; one or two pages per process is usually enough.",
            ),
          ),
        },
        {
          title: t(
            "Layanan Prima di Sektor Publik dan Desa",
            "Service Excellence in Public and Village Services",
          ),
          body: t(
            p(
              "Prinsip layanan pelanggan berlaku juga untuk pelayanan publik. Warga yang mengurus KTP, surat keterangan usaha, atau layanan kesehatan adalah pelanggan yang berhak mendapat layanan jelas, cepat, dan adil.",
              "Praktik yang bisa diterapkan kantor desa, kelurahan, atau puskesmas:",
              "- Papan informasi persyaratan, alur, waktu, dan biaya layanan (termasuk jika gratis).\n- Sistem antrean yang adil, dengan prioritas untuk lansia, ibu hamil, dan penyandang disabilitas.\n- Pengumuman jelas jika petugas atau sistem sedang tidak tersedia.\n- Saluran pengaduan yang mudah dan ditindaklanjuti.",
              "Contoh: sebuah desa di Kabupaten Sleman membuat daftar periksa berkas untuk setiap jenis surat dan membagikannya lewat grup WhatsApp RT. Warga datang dengan berkas lengkap, antrean lebih pendek, dan petugas punya waktu untuk membantu warga yang kesulitan membaca.",
              "Petugas publik juga harus adil dan transparan: tidak mendahulukan kenalan, tidak meminta pungutan di luar ketentuan, dan memberikan alasan jelas jika permohonan ditolak. Kepercayaan warga terhadap pemerintah sering dibangun dari pengalaman kecil di loket seperti ini.",
            ),
            p(
              "Customer service principles apply to public services too. Residents applying for an ID card, a business certificate or health care are customers entitled to clear, fast and fair service.",
              "Practices a village office, urban ward or health centre can apply:",
              "- An information board showing requirements, flow, time and fees (including when the service is free).\n- A fair queue system with priority for the elderly, pregnant women and people with disabilities.\n- Clear notices when staff or systems are unavailable.\n- An easy complaint channel that is followed up.",
              "Example: a village in Sleman Regency created a document checklist for each type of letter and shared it through neighbourhood WhatsApp groups. Residents arrive with complete papers, queues are shorter and staff have time to help residents who struggle to read.",
              "Public officers must also be fair and transparent: no priority for acquaintances, no charges outside the official rules, and clear reasons when an application is refused. Citizens' trust in government is often built from small counter experiences like these.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Menurut materi, kepuasan pelanggan merupakan hasil dari apa?",
            "According to the lesson, customer satisfaction results from what?",
          ),
          options: [
            o(false, "Kecepatan layanan saja", "Speed of service alone"),
            o(
              true,
              "Perbandingan antara harapan dan pengalaman pelanggan",
              "The comparison between customer expectations and experience",
            ),
            o(false, "Harga yang paling murah", "The lowest price"),
          ],
          explanation: t(
            "Pelanggan membandingkan pengalaman dengan harapannya. Karena itu informasi yang membuat harapan realistis sama pentingnya dengan kecepatan.",
            "Customers compare experience with expectation, so information that keeps expectations realistic matters as much as speed.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana yang termasuk lima dimensi harapan pelanggan?",
            "Which are among the five dimensions of customer expectations?",
          ),
          options: [
            o(false, "Jumlah cabang", "Number of branches"),
            o(true, "Empati", "Empathy"),
            o(true, "Keandalan", "Reliability"),
            o(true, "Daya tanggap", "Responsiveness"),
          ],
          explanation: t(
            "Kelima dimensi itu adalah keandalan, daya tanggap, jaminan, empati, dan bukti fisik.",
            "The five are reliability, responsiveness, assurance, empathy and tangibles.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa kepanjangan budaya 3S dalam layanan?",
            "What does the 3S service culture stand for?",
          ),
          options: [
            o(true, "Senyum, salam, sapa", "Smile, greet, address (senyum, salam, sapa)"),
            o(false, "Sigap, sabar, selesai", "Quick, patient, finished"),
            o(false, "Standar, sistem, SOP", "Standard, system, SOP"),
          ],
          explanation: t(
            "3S adalah senyum, salam, sapa: kebiasaan sederhana yang membentuk kesan pertama.",
            "3S is senyum, salam, sapa — smile, greet, address: simple habits that shape the first impression.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            'Kalimat "Jadi, transfer Ibu sudah terpotong tetapi belum masuk ke penerima, ya?" adalah contoh teknik apa?',
            '"So your transfer was debited but has not reached the recipient, correct?" is an example of which technique?',
          ),
          options: [
            o(false, "Menjanjikan solusi", "Promising a solution"),
            o(false, "Mengalihkan pembicaraan", "Changing the subject"),
            o(
              true,
              "Mengulang dengan kata-kata sendiri untuk memastikan pemahaman",
              "Paraphrasing to check understanding",
            ),
          ],
          explanation: t(
            "Mengulang dengan kata-kata sendiri adalah bagian mendengarkan aktif untuk memastikan petugas benar-benar paham masalahnya.",
            "Paraphrasing is part of active listening: it checks that the officer really understands the problem.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Pesanan diperkirakan selesai dalam dua sampai tiga hari kerja. Janji mana yang paling sesuai dengan prinsip under-promise, over-deliver?",
            "An order will likely be done in two to three working days. Which promise best fits under-promise, over-deliver?",
          ),
          options: [
            o(false, '"Besok pasti selesai."', '"It will definitely be done tomorrow."'),
            o(
              true,
              '"Paling lambat tiga hari kerja, kami kabari jika lebih cepat."',
              "\"Within three working days at the latest; we'll tell you if it's sooner.\"",
            ),
            o(false, '"Tidak tahu, tanya saja nanti."', '"No idea, just ask later."'),
          ],
          explanation: t(
            "Janji yang realistis lalu dipenuhi lebih cepat menjaga kepercayaan; janji berlebihan yang meleset menimbulkan kekecewaan.",
            "A realistic promise delivered early keeps trust; an over-promise that slips creates disappointment.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana praktik yang benar dalam layanan lewat WhatsApp?",
            "Which are correct practices for service over WhatsApp?",
          ),
          options: [
            o(
              true,
              "Mencantumkan jam layanan dan balasan otomatis di luar jam kerja",
              "Showing service hours and an auto-reply outside working hours",
            ),
            o(
              true,
              "Menyapa nama pelanggan meskipun memakai template",
              "Greeting the customer by name even when using a template",
            ),
            o(
              true,
              "Mengirim tanda terima jika butuh waktu untuk mengecek",
              "Sending an acknowledgement if checking takes time",
            ),
            o(
              false,
              "Meminta kode OTP pelanggan untuk verifikasi",
              "Asking for the customer's OTP code for verification",
            ),
          ],
          explanation: t(
            "Petugas resmi tidak boleh meminta PIN atau OTP. Tanda terima, informasi jam layanan, dan sapaan personal membuat layanan tertulis tetap hangat dan aman.",
            "Official staff must never ask for a PIN or OTP. Acknowledgements, posted hours and personal greetings keep written service warm and safe.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa perbedaan standar layanan dan SOP?",
            "What is the difference between a service standard and an SOP?",
          ),
          options: [
            o(
              true,
              "Standar layanan menyatakan apa yang dijanjikan; SOP menjelaskan langkah kerja untuk memenuhinya",
              "A service standard states what is promised; an SOP describes the steps to deliver it",
            ),
            o(false, "Keduanya sama persis", "They are exactly the same"),
            o(false, "SOP hanya untuk instansi pemerintah", "SOPs are only for government agencies"),
          ],
          explanation: t(
            "Standar layanan adalah janji terukur kepada pelanggan, sedangkan SOP adalah urutan kerja internal agar janji itu terpenuhi.",
            "A service standard is a measurable promise to customers; an SOP is the internal sequence of work that fulfils it.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Praktik mana yang mencerminkan pelayanan publik yang adil dan transparan?",
            "Which practices reflect fair and transparent public service?",
          ),
          options: [
            o(false, "Mendahulukan warga yang dikenal petugas", "Serving residents the officer knows first"),
            o(
              true,
              "Memberi alasan jelas jika permohonan ditolak",
              "Giving clear reasons when an application is refused",
            ),
            o(
              true,
              "Memajang persyaratan, alur, waktu, dan biaya layanan",
              "Displaying requirements, flow, time and fees",
            ),
            o(
              true,
              "Memberi prioritas kepada lansia, ibu hamil, dan penyandang disabilitas",
              "Giving priority to the elderly, pregnant women and people with disabilities",
            ),
          ],
          explanation: t(
            "Keadilan dan transparansi berarti informasi terbuka, prioritas untuk kelompok rentan, dan alasan jelas, bukan mendahulukan kenalan.",
            "Fairness and transparency mean open information, priority for vulnerable groups and clear reasons, not favouring acquaintances.",
          ),
        },
      ],
    },
    {
      key: "complaint-handling-service-recovery",
      title: t(
        "Penanganan Keluhan Pelanggan dan Pemulihan Layanan",
        "Customer Complaint Handling and Service Recovery",
      ),
      description: t(
        "Ubah keluhan menjadi kesempatan untuk memperbaiki layanan dan mempertahankan pelanggan. Anda belajar langkah menangani keluhan, menenangkan pelanggan yang marah, memulihkan layanan, mencatat keluhan, dan mencari akar masalahnya.",
        "Turn complaints into a chance to improve service and keep customers. You learn the steps of complaint handling, calming angry customers, service recovery, complaint logging and finding root causes.",
      ),
      skills: [
        t("Langkah penanganan keluhan", "Complaint handling steps"),
        t("Meredakan pelanggan yang marah", "De-escalating angry customers"),
        t("Pemulihan layanan dan kompensasi", "Service recovery and compensation"),
        t("Pencatatan dan pelacakan keluhan", "Complaint logging and tracking"),
        t("Analisis akar masalah", "Root cause analysis"),
        t("Menanggapi ulasan daring", "Responding to online reviews"),
      ],
      lessons: [
        {
          title: t("Mengapa Keluhan Pelanggan Berharga", "Why Customer Complaints Are Valuable"),
          body: t(
            p(
              "Keluhan sering dianggap gangguan, padahal keluhan adalah informasi gratis tentang bagian layanan yang perlu diperbaiki. Pelanggan yang mengeluh masih memberi Anda kesempatan; pelanggan yang kecewa tetapi diam biasanya langsung pindah ke pesaing dan bercerita kepada orang lain.",
              "Karena itu, organisasi yang baik justru memudahkan pelanggan mengeluh:",
              "- Menyediakan saluran yang jelas: loket, nomor WhatsApp, formulir, atau kotak saran.\n- Menyatakan bahwa keluhan diterima dengan terbuka dan tidak akan merugikan pelapor.\n- Menanggapi dengan cepat, bahkan sekadar memberi tahu bahwa keluhan sudah diterima.",
              "Contoh: sebuah rumah makan padang di Pekanbaru menerima beberapa keluhan bahwa rendangnya kurang empuk pada hari Senin. Setelah ditelusuri, ternyata stok daging hari Senin dimasak terburu-buru karena pemasok datang terlambat. Pemilik mengubah jadwal pengiriman, dan keluhan berhenti. Tanpa keluhan itu, ia mungkin hanya melihat penjualan Senin menurun tanpa tahu sebabnya.",
              "Sikap dasarnya: terima kasih atas keluhan, tanggapi dengan serius, dan gunakan untuk belajar.",
            ),
            p(
              "Complaints are often seen as a nuisance, yet they are free information about which parts of the service need fixing. A customer who complains is still giving you a chance; a disappointed customer who stays silent usually moves straight to a competitor and tells others.",
              "That is why good organisations make complaining easy:",
              "- Provide clear channels: a counter, a WhatsApp number, a form or a suggestion box.\n- State that complaints are welcome and will not harm the person reporting.\n- Respond quickly, even if only to confirm the complaint has been received.",
              "Example: a Padang restaurant in Pekanbaru received several complaints that its rendang was tough on Mondays. Investigation showed Monday's meat was cooked in a rush because the supplier arrived late. The owner changed the delivery schedule and the complaints stopped. Without them, he might only have seen Monday sales falling without knowing why.",
              "The basic attitude: thank people for complaints, take them seriously and use them to learn.",
            ),
          ),
        },
        {
          title: t("Langkah-Langkah Menangani Keluhan", "Steps for Handling a Complaint"),
          body: t(
            p(
              "Urutan yang jelas membantu petugas tetap tenang dan adil. Salah satu urutan yang mudah diingat:",
              '- Dengarkan: biarkan pelanggan menjelaskan seluruh masalah.\n- Akui dan berempati: "Saya paham ini merepotkan Bapak."\n- Minta maaf atas pengalaman yang tidak menyenangkan, tanpa menyalahkan pihak lain.\n- Cari solusi: tawarkan pilihan yang realistis, dan libatkan pelanggan dalam memilih.\n- Tindak lanjuti: pastikan solusi benar-benar terlaksana dan kabari pelanggan.',
              'Meminta maaf tidak selalu berarti mengaku bersalah sepenuhnya. "Mohon maaf atas ketidaknyamanannya" menunjukkan kepedulian sambil Anda memeriksa fakta.',
              "Contoh: nasabah koperasi mengeluh saldo simpanannya di buku tidak sama dengan catatan aplikasi. Petugas mendengarkan, meminta maaf atas kebingungan itu, memeriksa mutasi bersama nasabah, dan menemukan setoran yang belum dibukukan karena pemadaman listrik. Petugas memperbaiki pencatatan saat itu juga, lalu menelepon keesokan harinya untuk memastikan saldo di aplikasi sudah sesuai.",
              "Langkah terakhir, tindak lanjut, paling sering dilupakan padahal paling membangun kepercayaan.",
            ),
            p(
              "A clear sequence helps staff stay calm and fair. One easy-to-remember sequence:",
              '- Listen: let the customer explain the whole problem.\n- Acknowledge and empathise: "I understand this is a hassle for you."\n- Apologise for the unpleasant experience without blaming others.\n- Find a solution: offer realistic options and involve the customer in choosing.\n- Follow up: make sure the solution actually happens and let the customer know.',
              'Apologising does not always mean admitting full fault. "We are sorry for the inconvenience" shows care while you check the facts.',
              "Example: a cooperative member complains that the savings balance in her passbook differs from the app. The officer listens, apologises for the confusion, checks the transactions with her and finds a deposit not yet posted because of a power cut. The officer corrects the record on the spot and phones the next day to confirm the app balance now matches.",
              "The last step, follow-up, is the one most often forgotten, yet it builds the most trust.",
            ),
          ),
        },
        {
          title: t("Menghadapi Pelanggan yang Marah", "Dealing with Angry Customers"),
          body: t(
            p(
              "Pelanggan yang marah biasanya belum bisa diajak mencari solusi. Tugas pertama petugas adalah meredakan emosi, baru kemudian menyelesaikan masalah.",
              "Teknik meredakan:",
              '- Tetap tenang; rendahkan nada dan pelankan tempo bicara Anda.\n- Jangan menanggapi secara pribadi; kemarahan itu ditujukan pada situasi, bukan diri Anda.\n- Ajak ke tempat yang lebih tenang jika berada di ruang ramai.\n- Gunakan nama pelanggan dan kalimat empati.\n- Hindari kata pemicu seperti "Bapak salah" atau "Itu aturannya" tanpa penjelasan.',
              "Setelah emosi mereda, rangkum masalahnya dan tawarkan langkah konkret. Pelanggan yang tadinya marah sering menjadi sangat loyal jika merasa ditangani dengan hormat.",
              "Namun ada batas. Jika pelanggan memaki, mengancam, atau bertindak kasar, petugas boleh menyampaikan dengan tegas bahwa layanan akan dilanjutkan jika suasana kembali sopan, dan meminta bantuan atasan atau petugas keamanan. Organisasi wajib melindungi pegawainya. Contohnya, bank dan rumah sakit umumnya menetapkan prosedur eskalasi agar petugas garis depan tahu kapan dan kepada siapa meminta bantuan.",
            ),
            p(
              "An angry customer usually cannot yet work on a solution. The officer's first task is to calm emotions, and only then solve the problem.",
              "De-escalation techniques:",
              '- Stay calm; lower your tone and slow your pace.\n- Do not take it personally; the anger is aimed at the situation, not at you.\n- Move to a quieter place if you are in a crowded area.\n- Use the customer\'s name and empathetic sentences.\n- Avoid trigger phrases such as "You are wrong" or "Those are the rules" without explanation.',
              "Once emotions settle, summarise the problem and offer concrete steps. Customers who were angry often become very loyal when they feel they were treated with respect.",
              "There are limits, though. If a customer swears, threatens or becomes violent, the officer may state firmly that service will continue once the conversation is civil again, and call a supervisor or security. Organisations must protect their staff. Banks and hospitals, for example, generally set escalation procedures so front-line staff know when and whom to ask for help.",
            ),
          ),
        },
        {
          title: t("Pemulihan Layanan dan Kompensasi yang Tepat", "Service Recovery and Fair Compensation"),
          body: t(
            p(
              "Pemulihan layanan (service recovery) adalah upaya memperbaiki keadaan setelah terjadi kegagalan, sehingga pelanggan tetap percaya. Pemulihan yang baik terdiri atas tiga unsur: memperbaiki masalah, memberi perhatian kepada perasaan pelanggan, dan jika pantas, memberi kompensasi.",
              "Kompensasi harus sebanding dengan kerugian pelanggan. Contoh:",
              "- Pesanan kue ulang tahun terlambat satu jam: permintaan maaf, pengembalian ongkos kirim, dan voucher untuk pesanan berikutnya.\n- Salah cetak undangan pernikahan: cetak ulang secepatnya tanpa biaya, karena kerugiannya besar dan waktunya mendesak.\n- Kesalahan kecil yang langsung diperbaiki: permintaan maaf yang tulus sering sudah cukup.",
              "Kecepatan sangat menentukan. Pemulihan yang dilakukan saat itu juga biasanya jauh lebih berhasil daripada kompensasi besar yang datang seminggu kemudian.",
              "Beri petugas garis depan wewenang yang jelas, misalnya boleh memberi kompensasi sampai nilai tertentu tanpa menunggu persetujuan atasan. Dengan begitu pelanggan tidak perlu dioper ke banyak orang, dan masalah selesai di titik pertama kontak.",
            ),
            p(
              "Service recovery is the effort to put things right after a failure so the customer keeps trusting you. Good recovery has three elements: fixing the problem, attending to the customer's feelings and, where appropriate, offering compensation.",
              "Compensation should match the customer's loss. Examples:",
              "- A birthday cake delivered an hour late: an apology, a refund of the delivery fee and a voucher for the next order.\n- Wedding invitations printed wrongly: reprint as fast as possible free of charge, because the loss is large and time is short.\n- A small error fixed at once: a sincere apology is often enough.",
              "Speed is decisive. Recovery done on the spot is usually far more successful than generous compensation that arrives a week later.",
              "Give front-line staff clear authority, for example to offer compensation up to a set amount without waiting for a manager's approval. Customers then do not get passed between many people, and the problem is solved at the first point of contact.",
            ),
          ),
        },
        {
          title: t("Mencatat dan Melacak Keluhan", "Logging and Tracking Complaints"),
          body: t(
            p(
              "Keluhan yang tidak dicatat akan hilang, dan pola masalah tidak pernah terlihat. Buat log keluhan sederhana, bisa di spreadsheet atau aplikasi tiket.",
              "Kolom yang disarankan:",
              "- Tanggal, saluran (loket, telepon, WhatsApp, media sosial), dan data kontak pelanggan.\n- Kategori masalah, misalnya keterlambatan, mutu produk, sikap petugas, atau tagihan.\n- Uraian singkat dan tingkat urgensi.\n- Penanggung jawab dan status: baru, diproses, selesai.\n- Tanggal selesai dan solusi yang diberikan.",
              "Dari log ini Anda bisa mengukur waktu penyelesaian rata-rata, jumlah keluhan per kategori, dan keluhan yang terulang.",
              "Di sektor publik, pemerintah menyediakan Sistem Pengelolaan Pengaduan Pelayanan Publik Nasional (SP4N) yang dikenal dengan LAPOR!, tempat warga menyampaikan pengaduan yang kemudian diteruskan ke instansi terkait. Instansi daerah dan desa sebaiknya juga punya pencatatan internal agar pengaduan dari loket, kotak saran, maupun media sosial ditangani dengan cara yang sama.",
              "Tetapkan target waktu tanggapan, misalnya keluhan dijawab dalam satu hari kerja, dan pantau pencapaiannya setiap bulan.",
            ),
            p(
              "Complaints that are not recorded get lost, and patterns are never seen. Keep a simple complaint log, in a spreadsheet or a ticketing app.",
              "Suggested columns:",
              "- Date, channel (counter, phone, WhatsApp, social media) and customer contact details.\n- Problem category, such as delay, product quality, staff attitude or billing.\n- Short description and urgency level.\n- Owner and status: new, in progress, resolved.\n- Resolution date and the solution given.",
              "From this log you can measure average resolution time, complaints per category and repeat complaints.",
              "In the public sector, the government provides the National Public Service Complaint Management System (SP4N), known as LAPOR!, where citizens submit complaints that are routed to the relevant agency. Regional agencies and villages should also keep an internal record so complaints from the counter, the suggestion box and social media are all handled the same way.",
              "Set a response-time target, for example every complaint answered within one working day, and track achievement monthly.",
            ),
          ),
        },
        {
          title: t("Mencari Akar Masalah dari Keluhan", "Finding Root Causes of Complaints"),
          body: t(
            p(
              "Menyelesaikan keluhan satu per satu itu penting, tetapi lebih penting lagi mencegahnya terulang. Untuk itu, cari akar masalah, bukan hanya gejalanya.",
              "Dua alat sederhana:",
              '- Analisis Pareto: urutkan kategori keluhan dari yang paling sering. Biasanya sebagian kecil kategori menyumbang sebagian besar keluhan, jadi mulailah dari sana.\n- Teknik 5 Mengapa (5 Whys): tanyakan "mengapa" berulang kali sampai menemukan penyebab yang bisa diperbaiki.',
              "Contoh 5 Mengapa di toko daring di Surabaya. Keluhan: paket sering salah isi. Mengapa? Petugas gudang salah ambil barang. Mengapa? Dua varian warna disimpan di rak yang sama. Mengapa? Tidak ada tata letak rak yang baku. Mengapa? Gudang ditata seadanya saat usaha masih kecil. Solusinya: menata rak dengan label kode varian, bukan menegur petugas berulang kali.",
              "Perhatikan bahwa akar masalah sering berupa proses atau sistem, bukan kesalahan individu. Setelah perbaikan dilakukan, pantau log keluhan beberapa minggu untuk memastikan kategorinya benar-benar menurun.",
            ),
            p(
              "Resolving complaints one by one matters, but preventing them from recurring matters more. For that, look for the root cause, not just the symptom.",
              "Two simple tools:",
              '- Pareto analysis: rank complaint categories from most to least frequent. Usually a few categories cause most complaints, so start there.\n- The 5 Whys: ask "why" repeatedly until you reach a cause you can fix.',
              "A 5 Whys example at an online shop in Surabaya. Complaint: parcels often contain the wrong item. Why? Warehouse staff pick the wrong product. Why? Two colour variants are stored on the same shelf. Why? There is no standard shelf layout. Why? The warehouse was arranged ad hoc when the business was small. The fix: reorganise shelves with variant-code labels, rather than scolding staff again and again.",
              "Notice that the root cause is often a process or system, not an individual's mistake. After making the fix, watch the complaint log for a few weeks to confirm the category really declines.",
            ),
          ),
        },
        {
          title: t(
            "Menanggapi Keluhan di Media Sosial dan Ulasan Daring",
            "Responding to Complaints on Social Media and Online Reviews",
          ),
          body: t(
            p(
              "Keluhan di media sosial atau ulasan marketplace dibaca banyak calon pelanggan. Cara Anda menanggapi sering lebih diperhatikan daripada keluhannya sendiri.",
              "Panduan menanggapi:",
              "- Tanggapi cepat dan sopan, sebutkan nama pelanggan.\n- Ucapkan terima kasih dan minta maaf atas pengalamannya.\n- Jangan berdebat di ruang publik; ajak melanjutkan lewat pesan pribadi untuk data pesanan.\n- Jangan membuka data pribadi pelanggan di kolom komentar.\n- Setelah selesai, kembali ke unggahan awal dan sampaikan bahwa masalah sudah ditangani.",
              'Contoh balasan ulasan bintang dua di marketplace: "Terima kasih atas ulasannya, Kak Rina. Mohon maaf sepatu yang diterima tidak sesuai ukuran. Kami sudah mengirim pesan untuk proses penukaran tanpa biaya ongkos kirim. Masukan Kakak membantu kami memperbaiki tabel ukuran."',
              "Jangan menghapus kritik yang sopan atau membuat ulasan palsu untuk menutupinya; calon pelanggan biasanya bisa merasakannya dan kepercayaan justru turun. Ulasan negatif yang ditanggapi dengan baik menunjukkan bahwa usaha Anda bertanggung jawab.",
            ),
            p(
              "Complaints on social media or marketplace reviews are read by many potential customers. How you respond is often noticed more than the complaint itself.",
              "Guidelines for responding:",
              "- Reply quickly and politely, using the customer's name.\n- Thank them and apologise for their experience.\n- Do not argue in public; invite them to continue by private message for order details.\n- Never reveal personal data in the comments.\n- Once resolved, return to the original post and note that the issue has been handled.",
              'Example reply to a two-star marketplace review: "Thank you for your review, Rina. We are sorry the shoes did not fit. We have messaged you to arrange an exchange with free shipping. Your feedback helps us improve our size chart."',
              "Do not delete polite criticism or post fake reviews to bury it; potential customers usually sense it and trust falls. A negative review answered well shows that your business takes responsibility.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Mengapa keluhan pelanggan dianggap berharga?",
            "Why are customer complaints considered valuable?",
          ),
          options: [
            o(
              false,
              "Keluhan membuktikan bahwa pelanggan selalu benar",
              "They prove the customer is always right",
            ),
            o(false, "Keluhan menaikkan penjualan secara otomatis", "They raise sales automatically"),
            o(
              true,
              "Keluhan memberi informasi gratis tentang bagian layanan yang perlu diperbaiki",
              "They give free information on which parts of the service need fixing",
            ),
          ],
          explanation: t(
            "Pelanggan yang mengeluh masih memberi kesempatan memperbaiki; yang diam biasanya pindah ke pesaing tanpa memberi tahu sebabnya.",
            "A complaining customer still gives you a chance to improve; silent ones usually leave without telling you why.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Langkah mana dalam penanganan keluhan yang paling sering dilupakan, padahal paling membangun kepercayaan?",
            "Which complaint-handling step is most often forgotten, yet builds the most trust?",
          ),
          options: [
            o(false, "Meminta maaf", "Apologising"),
            o(
              true,
              "Tindak lanjut untuk memastikan solusi terlaksana",
              "Following up to make sure the solution happened",
            ),
            o(false, "Mendengarkan", "Listening"),
          ],
          explanation: t(
            "Tindak lanjut menunjukkan bahwa organisasi benar-benar menuntaskan masalah, bukan hanya menenangkan pelanggan saat itu.",
            "Follow-up shows the organisation really finished the job, not just calmed the customer at the time.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Teknik mana yang membantu meredakan pelanggan yang marah?",
            "Which techniques help calm an angry customer?",
          ),
          options: [
            o(
              false,
              'Mengatakan "Itu aturannya" tanpa penjelasan',
              'Saying "Those are the rules" without explanation',
            ),
            o(true, "Tidak menanggapi kemarahan secara pribadi", "Not taking the anger personally"),
            o(
              true,
              "Merendahkan nada dan memperlambat tempo bicara",
              "Lowering your tone and slowing your pace",
            ),
            o(true, "Mengajak ke tempat yang lebih tenang", "Moving to a quieter place"),
          ],
          explanation: t(
            "Ketenangan, tempat yang tepat, dan empati meredakan emosi; kalimat pemicu tanpa penjelasan justru memperburuk suasana.",
            "Calm, the right setting and empathy reduce emotion; trigger phrases without explanation make it worse.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Undangan pernikahan salah cetak dan acaranya sudah dekat. Pemulihan mana yang paling tepat?",
            "Wedding invitations were misprinted and the event is close. Which recovery fits best?",
          ),
          options: [
            o(true, "Cetak ulang secepatnya tanpa biaya", "Reprint as fast as possible free of charge"),
            o(false, "Voucher diskon 5% untuk pesanan tahun depan", "A 5% voucher for next year's order"),
            o(false, "Permintaan maaf saja", "An apology only"),
          ],
          explanation: t(
            "Kompensasi harus sebanding dengan kerugian. Kerugiannya besar dan waktunya mendesak, jadi memperbaiki masalah dengan cepat adalah yang utama.",
            "Compensation should match the loss. The loss is large and time is short, so fixing the problem fast comes first.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa petugas garis depan perlu wewenang memberi kompensasi sampai nilai tertentu?",
            "Why should front-line staff have authority to compensate up to a set amount?",
          ),
          options: [
            o(false, "Agar atasan tidak perlu tahu ada keluhan", "So managers never learn about complaints"),
            o(
              false,
              "Agar setiap pelanggan selalu mendapat uang kembali",
              "So every customer always gets money back",
            ),
            o(
              true,
              "Agar masalah selesai di titik kontak pertama tanpa pelanggan dioper",
              "So problems are solved at first contact without passing the customer around",
            ),
          ],
          explanation: t(
            "Kecepatan menentukan keberhasilan pemulihan; wewenang yang jelas memungkinkan penyelesaian saat itu juga.",
            "Speed decides recovery; clear authority allows problems to be solved on the spot.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Kolom mana yang disarankan dalam log keluhan?",
            "Which columns are recommended in a complaint log?",
          ),
          options: [
            o(true, "Tanggal selesai dan solusi", "Resolution date and solution"),
            o(
              false,
              "Penilaian pribadi petugas tentang sifat pelanggan",
              "The officer's personal opinion of the customer's character",
            ),
            o(true, "Saluran keluhan dan kategori masalah", "Complaint channel and problem category"),
            o(true, "Penanggung jawab dan status", "Owner and status"),
          ],
          explanation: t(
            "Log keluhan mencatat fakta yang berguna untuk menindaklanjuti dan menganalisis pola, bukan penilaian pribadi.",
            "A complaint log records facts useful for follow-up and pattern analysis, not personal judgements.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam contoh 5 Mengapa toko daring, apa akar masalah paket salah isi?",
            "In the online shop's 5 Whys example, what was the root cause of wrong parcels?",
          ),
          options: [
            o(false, "Petugas gudang malas", "Lazy warehouse staff"),
            o(
              true,
              "Tidak ada tata letak rak yang baku sejak gudang ditata seadanya",
              "No standard shelf layout since the warehouse was arranged ad hoc",
            ),
            o(false, "Kurir salah alamat", "Couriers going to the wrong address"),
          ],
          explanation: t(
            "Akar masalah sering berupa proses atau sistem. Menata rak dengan label varian mencegah kesalahan lebih baik daripada menegur petugas.",
            "Root causes are often processes or systems. Labelled shelves prevent errors better than scolding staff.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana cara yang benar menanggapi ulasan negatif di marketplace?",
            "Which are correct ways to respond to a negative marketplace review?",
          ),
          options: [
            o(
              false,
              "Menulis ulasan palsu untuk menenggelamkan kritik",
              "Posting fake reviews to bury the criticism",
            ),
            o(
              false,
              "Menjelaskan kesalahan pelanggan dengan data pribadinya",
              "Explaining the customer's fault with their personal data",
            ),
            o(
              true,
              "Berterima kasih, meminta maaf, dan menawarkan penyelesaian",
              "Thanking, apologising and offering a resolution",
            ),
            o(
              true,
              "Melanjutkan detail pesanan lewat pesan pribadi",
              "Moving order details to private messages",
            ),
          ],
          explanation: t(
            "Tanggapan publik yang sopan dan penyelesaian lewat jalur pribadi menjaga kepercayaan; ulasan palsu dan membuka data pribadi merusaknya.",
            "A polite public reply with private resolution keeps trust; fake reviews and exposing personal data destroy it.",
          ),
        },
      ],
    },
    {
      key: "customer-experience-measurement",
      title: t(
        "Mengukur dan Meningkatkan Pengalaman Pelanggan (Customer Experience)",
        "Measuring and Improving Customer Experience (CX)",
      ),
      description: t(
        "Lihat layanan dari sudut pandang pelanggan, dari kontak pertama sampai purnajual. Anda belajar memetakan perjalanan pelanggan, menemukan titik sakit, mengukur kepuasan dengan CSAT, NPS, dan CES, serta membangun budaya layanan di tim.",
        "See service from the customer's point of view, from first contact to after-sales. You learn to map the customer journey, find pain points, measure satisfaction with CSAT, NPS and CES, and build a service culture in your team.",
      ),
      skills: [
        t("Pemetaan perjalanan pelanggan", "Customer journey mapping"),
        t("Identifikasi titik sakit", "Pain point identification"),
        t("Pengukuran CSAT, NPS, dan CES", "Measuring CSAT, NPS and CES"),
        t("Penyusunan survei pelanggan", "Customer survey design"),
        t("Strategi retensi pelanggan", "Customer retention strategy"),
        t("Membangun budaya layanan", "Building a service culture"),
      ],
      lessons: [
        {
          title: t(
            "Customer Experience dan Bedanya dengan Layanan Pelanggan",
            "Customer Experience and How It Differs from Customer Service",
          ),
          body: t(
            p(
              "Layanan pelanggan (customer service) adalah bantuan yang diberikan petugas saat pelanggan bertanya atau bermasalah. Pengalaman pelanggan (customer experience atau CX) jauh lebih luas: seluruh kesan pelanggan dari semua interaksi dengan usaha Anda.",
              "CX mencakup, misalnya:",
              "- Kemudahan menemukan informasi di media sosial atau Google Maps.\n- Proses memesan dan membayar.\n- Kemasan dan pengiriman.\n- Cara tagihan, pengingat, dan pesan dikirim.\n- Layanan ketika ada masalah.",
              "Contoh: sebuah klinik gigi di Denpasar punya dokter yang ramah, tetapi pasien harus menelepon berkali-kali untuk membuat janji dan tidak tahu biaya sebelum tindakan. Layanan dokternya baik, tetapi pengalaman keseluruhannya kurang. Setelah klinik membuka pendaftaran lewat WhatsApp dengan konfirmasi jadwal dan memajang kisaran biaya, jumlah pasien yang kembali meningkat.",
              "Artinya, CX adalah tanggung jawab seluruh organisasi, bukan hanya bagian layanan. Bagian keuangan, gudang, dan teknologi juga membentuk pengalaman pelanggan, meskipun tidak pernah bertemu langsung dengan mereka.",
            ),
            p(
              "Customer service is the help staff give when a customer has a question or problem. Customer experience, or CX, is much broader: the customer's overall impression from every interaction with your business.",
              "CX includes, for example:",
              "- How easy it is to find information on social media or Google Maps.\n- The ordering and payment process.\n- Packaging and delivery.\n- How bills, reminders and messages are sent.\n- Service when something goes wrong.",
              "Example: a dental clinic in Denpasar has friendly dentists, but patients must phone several times to book and do not know the cost before treatment. The dentist's service is good, yet the overall experience is poor. After the clinic opened WhatsApp booking with schedule confirmation and displayed price ranges, more patients came back.",
              "So CX is the responsibility of the whole organisation, not just the service team. Finance, the warehouse and IT also shape the customer experience even if they never meet customers face to face.",
            ),
          ),
        },
        {
          title: t("Memetakan Perjalanan Pelanggan (Customer Journey Map)", "Mapping the Customer Journey"),
          body: t(
            p(
              "Peta perjalanan pelanggan menggambarkan langkah-langkah yang dilalui pelanggan, dari pertama kali tahu tentang Anda sampai menjadi pelanggan setia. Peta ini membantu tim melihat layanan dari sisi pelanggan, bukan dari struktur organisasi.",
              "Cara membuatnya:",
              "- Pilih satu jenis pelanggan, misalnya ibu rumah tangga yang memesan katering harian.\n- Tuliskan tahapannya: mengetahui, mempertimbangkan, memesan, membayar, menerima, menggunakan, dan memesan ulang.\n- Untuk setiap tahap, catat apa yang dilakukan pelanggan, titik kontak yang dipakai (Instagram, WhatsApp, kurir), serta apa yang ia pikirkan dan rasakan.\n- Tandai momen yang menyenangkan dan yang menyebalkan.",
              "Gunakan data nyata: wawancara singkat dengan beberapa pelanggan, riwayat percakapan WhatsApp, dan log keluhan. Peta yang disusun hanya dari tebakan pemilik sering meleset.",
              "Contoh temuan katering di Bekasi: pelanggan senang dengan rasa makanan, tetapi kesal karena harus mengirim bukti transfer lalu menunggu konfirmasi manual. Masalah ini tidak pernah terlihat oleh dapur, padahal menjadi alasan beberapa pelanggan berhenti berlangganan.",
            ),
            p(
              "A customer journey map shows the steps a customer goes through, from first hearing about you to becoming loyal. It helps the team see service from the customer's side rather than from the organisation chart.",
              "How to create one:",
              "- Choose one customer type, for example a homemaker ordering daily catering.\n- List the stages: aware, consider, order, pay, receive, use and reorder.\n- For each stage, note what the customer does, which touchpoints they use (Instagram, WhatsApp, courier) and what they think and feel.\n- Mark the delightful moments and the annoying ones.",
              "Use real data: short interviews with a few customers, WhatsApp chat history and the complaint log. A map built only from the owner's guesses is often wrong.",
              "Example finding at a caterer in Bekasi: customers love the taste but are annoyed at having to send a transfer receipt and wait for manual confirmation. The kitchen never saw this problem, yet it was why several customers stopped subscribing.",
            ),
          ),
        },
        {
          title: t("Momen Kritis dan Titik Sakit Pelanggan", "Moments of Truth and Customer Pain Points"),
          body: t(
            p(
              "Tidak semua titik dalam perjalanan pelanggan sama pentingnya. Momen kritis (moment of truth) adalah saat pelanggan membentuk penilaian kuat tentang usaha Anda, misalnya saat pertama kali datang, saat membayar, atau saat mengalami masalah.",
              "Titik sakit (pain point) adalah bagian perjalanan yang membuat pelanggan frustrasi: menunggu tanpa kepastian, formulir berulang, informasi yang bertentangan, atau harus mengulang cerita ke beberapa petugas.",
              "Cara memprioritaskan perbaikan:",
              "- Daftar semua titik sakit dari peta perjalanan.\n- Nilai dampaknya pada pelanggan dan seberapa sering terjadi.\n- Nilai kemudahan memperbaikinya.\n- Kerjakan dulu yang berdampak besar dan mudah diperbaiki.",
              "Contoh: di sebuah kantor cabang bank di Palembang, nasabah yang ingin membuka rekening harus mengisi data yang sama di dua formulir. Perbaikannya sederhana, yaitu menggabungkan formulir, tetapi dampaknya terasa pada setiap nasabah baru.",
              "Ingat juga momen akhir. Orang cenderung mengingat puncak emosi dan akhir sebuah pengalaman, sehingga penutupan yang ramah dan jelas, seperti ucapan terima kasih dan informasi langkah berikutnya, ikut menentukan kesan keseluruhan.",
            ),
            p(
              "Not every point in the customer journey matters equally. A moment of truth is when the customer forms a strong judgement about your business, such as their first visit, paying, or running into a problem.",
              "A pain point is a part of the journey that frustrates customers: waiting without certainty, repeated forms, conflicting information or having to retell their story to several staff.",
              "How to prioritise improvements:",
              "- List all pain points from the journey map.\n- Rate their impact on customers and how often they occur.\n- Rate how easy they are to fix.\n- Tackle high-impact, easy fixes first.",
              "Example: at a bank branch in Palembang, customers opening an account had to fill in the same data on two forms. The fix was simple — merge the forms — but every new customer felt the difference.",
              "Remember the final moment too. People tend to remember the emotional peak and the end of an experience, so a friendly, clear close, such as a thank-you and information on the next step, shapes the overall impression.",
            ),
          ),
        },
        {
          title: t("Mengukur Kepuasan: CSAT, NPS, dan CES", "Measuring Satisfaction: CSAT, NPS and CES"),
          body: t(
            p(
              "Tiga ukuran yang umum dipakai untuk menilai pengalaman pelanggan:",
              '- CSAT (Customer Satisfaction Score): "Seberapa puas Anda dengan layanan hari ini?" dengan skala 1–5. Biasanya dilaporkan sebagai persentase responden yang memilih 4 atau 5.\n- NPS (Net Promoter Score): "Seberapa besar kemungkinan Anda merekomendasikan kami kepada teman?" dengan skala 0–10. Skor 9–10 disebut promotor, 7–8 pasif, 0–6 detraktor. NPS = persentase promotor dikurangi persentase detraktor.\n- CES (Customer Effort Score): seberapa mudah pelanggan menyelesaikan urusannya, misalnya "Urusan saya mudah diselesaikan" dengan skala setuju–tidak setuju.',
              "Contoh perhitungan NPS: dari 200 responden pelanggan toko bangunan di Makassar, 90 memberi skor 9–10, 70 memberi 7–8, dan 40 memberi 0–6. Promotor 45%, detraktor 20%, sehingga NPS = 25.",
              'Pilih ukuran sesuai tujuan: CSAT untuk menilai interaksi tertentu, NPS untuk loyalitas secara umum, CES untuk menemukan proses yang merepotkan. Yang terpenting, selalu sertakan pertanyaan terbuka "Apa alasan utama skor Anda?" karena angka saja tidak menjelaskan apa yang harus diperbaiki.',
            ),
            p(
              "Three common measures of customer experience:",
              '- CSAT (Customer Satisfaction Score): "How satisfied are you with today\'s service?" on a 1–5 scale. Usually reported as the percentage of respondents choosing 4 or 5.\n- NPS (Net Promoter Score): "How likely are you to recommend us to a friend?" on a 0–10 scale. Scores of 9–10 are promoters, 7–8 passives and 0–6 detractors. NPS = percentage of promoters minus percentage of detractors.\n- CES (Customer Effort Score): how easy it was for the customer to get things done, for example "My issue was easy to resolve" on an agree–disagree scale.',
              "NPS example: of 200 customers surveyed at a building-supplies store in Makassar, 90 score 9–10, 70 score 7–8 and 40 score 0–6. Promoters are 45% and detractors 20%, so NPS = 25.",
              'Choose the measure to fit the goal: CSAT for a specific interaction, NPS for overall loyalty, CES for finding cumbersome processes. Above all, always add the open question "What is the main reason for your score?", because numbers alone do not explain what to fix.',
            ),
          ),
        },
        {
          title: t("Merancang Survei Pelanggan yang Baik", "Designing Good Customer Surveys"),
          body: t(
            p(
              "Survei yang buruk menghasilkan data yang menyesatkan. Prinsip merancang survei pelanggan:",
              '- Singkat: tiga sampai lima pertanyaan sudah cukup untuk survei rutin. Survei panjang membuat banyak orang berhenti di tengah.\n- Satu hal per pertanyaan: hindari "Apakah petugas kami ramah dan cepat?" karena ramah dan cepat bisa berbeda jawabannya.\n- Netral: hindari pertanyaan menggiring seperti "Bagaimana layanan kami yang luar biasa?"\n- Tepat waktu: kirim segera setelah interaksi, saat pengalaman masih segar.\n- Sertakan satu pertanyaan terbuka untuk alasan dan saran.',
              "Waspadai bias. Jika hanya pelanggan yang datang kembali yang disurvei, hasilnya akan terlalu bagus karena pelanggan yang kecewa sudah pergi. Jika petugas sendiri yang menyodorkan survei sambil menunggui, pelanggan cenderung memberi nilai tinggi karena sungkan.",
              "Contoh: puskesmas yang memakai tombol penilaian di pintu keluar sebaiknya juga sesekali mewawancarai pasien secara acak dan menyediakan pengisian tanpa nama. Hasilnya dibahas dalam rapat bulanan dan perbaikannya diumumkan kepada pasien, sehingga mereka tahu masukannya didengar.",
            ),
            p(
              "A poor survey produces misleading data. Principles for designing customer surveys:",
              '- Short: three to five questions are enough for a routine survey. Long surveys make many people quit halfway.\n- One thing per question: avoid "Were our staff friendly and fast?" because friendly and fast may have different answers.\n- Neutral: avoid leading questions such as "How was our amazing service?"\n- Timely: send it right after the interaction while the experience is fresh.\n- Include one open question for reasons and suggestions.',
              "Beware of bias. If only returning customers are surveyed, results look too good because disappointed customers have already left. If staff hand over the survey and watch, customers tend to give high scores out of politeness.",
              "Example: a health centre using rating buttons at the exit should also occasionally interview random patients and allow anonymous responses. Results are discussed at the monthly meeting and improvements are announced to patients, so they know their input was heard.",
            ),
          ),
        },
        {
          title: t("Retensi dan Loyalitas Pelanggan", "Customer Retention and Loyalty"),
          body: t(
            p(
              "Retensi pelanggan adalah kemampuan mempertahankan pelanggan agar terus membeli. Ukuran sederhananya adalah tingkat retensi: dari pelanggan yang aktif di awal periode, berapa persen yang masih membeli di akhir periode (tidak menghitung pelanggan baru).",
              "Contoh: laundry kiloan di Yogyakarta punya 150 pelanggan langganan pada Januari. Pada Maret, 120 di antaranya masih aktif. Tingkat retensi tiga bulannya 80%.",
              "Konsep penting lainnya adalah nilai seumur hidup pelanggan (customer lifetime value), yaitu perkiraan total laba dari seorang pelanggan selama ia berlangganan. Jika pelanggan laundry rata-rata memberi laba Rp40.000 per bulan dan bertahan 18 bulan, nilainya sekitar Rp720.000. Angka ini membantu menentukan berapa biaya yang wajar untuk mendapatkan atau mempertahankan satu pelanggan.",
              "Cara meningkatkan retensi:",
              "- Konsisten pada mutu dasar; program poin tidak menutupi layanan buruk.\n- Hubungi pelanggan yang lama tidak membeli dan tanyakan alasannya.\n- Beri penghargaan yang bermakna bagi pelanggan setia, misalnya layanan prioritas.\n- Kenali pelanggan: ingat preferensinya dan gunakan saat melayani.",
            ),
            p(
              "Customer retention is the ability to keep customers buying. A simple measure is the retention rate: of the customers active at the start of a period, what percentage are still buying at the end (new customers are not counted).",
              "Example: a laundry service in Yogyakarta has 150 regular customers in January. By March, 120 of them are still active. The three-month retention rate is 80%.",
              "Another key concept is customer lifetime value, the estimated total profit from one customer over the whole relationship. If a laundry customer brings an average profit of Rp40,000 a month and stays 18 months, the value is about Rp720,000. This figure helps decide how much it is reasonable to spend to win or keep one customer.",
              "Ways to improve retention:",
              "- Be consistent on basic quality; a points programme does not cover bad service.\n- Contact customers who have not bought in a while and ask why.\n- Give meaningful rewards to loyal customers, such as priority service.\n- Know your customers: remember their preferences and use them when serving.",
            ),
          ),
        },
        {
          title: t(
            "Membangun Budaya Layanan Pelanggan di Tim",
            "Building a Customer Service Culture in the Team",
          ),
          body: t(
            p(
              "Pengalaman pelanggan yang baik tidak bisa bergantung pada satu atau dua petugas yang berbakat. Dibutuhkan budaya: kebiasaan bersama yang menempatkan pelanggan sebagai pusat keputusan.",
              "Langkah membangun budaya layanan:",
              "- Pimpinan memberi contoh: ikut melayani di loket sesekali dan membaca keluhan langsung.\n- Rekrut dengan mempertimbangkan sikap, bukan hanya keterampilan teknis.\n- Latih secara rutin dengan bermain peran kasus nyata dari log keluhan.\n- Bagikan suara pelanggan: bacakan satu pujian dan satu keluhan di setiap rapat pagi.\n- Beri penghargaan pada perilaku layanan yang baik, bukan hanya pada target angka.",
              "Perlakuan terhadap pegawai juga berpengaruh. Petugas yang merasa dihargai, punya alat kerja yang memadai, dan jelas wewenangnya cenderung melayani pelanggan dengan lebih baik.",
              "Contoh: sebuah BUMDes pengelola wisata di Jawa Tengah mengadakan briefing 10 menit setiap pagi. Pengelola membacakan ulasan pengunjung kemarin, lalu tim menyepakati satu perbaikan kecil hari itu, misalnya menambah papan petunjuk toilet. Dalam beberapa bulan, ulasan tentang kebersihan dan petunjuk arah membaik.",
            ),
            p(
              "A good customer experience cannot depend on one or two talented staff. It needs a culture: shared habits that put the customer at the centre of decisions.",
              "Steps to build a service culture:",
              "- Leaders set the example: serve at the counter now and then and read complaints themselves.\n- Hire for attitude, not only technical skill.\n- Train regularly with role-plays based on real cases from the complaint log.\n- Share the voice of the customer: read one compliment and one complaint at every morning meeting.\n- Reward good service behaviour, not only numerical targets.",
              "How employees are treated matters too. Staff who feel valued, have adequate tools and clear authority tend to serve customers better.",
              "Example: a village-owned enterprise (BUMDes) running a tourist site in Central Java holds a 10-minute briefing every morning. The manager reads out yesterday's visitor reviews, and the team agrees on one small improvement for the day, such as adding a toilet sign. Within a few months, reviews about cleanliness and directions improved.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Apa perbedaan customer experience (CX) dengan layanan pelanggan?",
            "How does customer experience (CX) differ from customer service?",
          ),
          options: [
            o(
              true,
              "CX mencakup seluruh kesan dari semua interaksi, sedangkan layanan pelanggan adalah bantuan petugas saat ada pertanyaan atau masalah",
              "CX covers the overall impression from every interaction, while customer service is staff help with questions or problems",
            ),
            o(false, "CX hanya tentang desain logo", "CX is only about logo design"),
            o(
              false,
              "Keduanya sama dan hanya tanggung jawab bagian layanan",
              "They are the same and belong only to the service team",
            ),
          ],
          explanation: t(
            "CX meliputi informasi, pemesanan, pembayaran, pengiriman, tagihan, dan layanan, sehingga menjadi tanggung jawab seluruh organisasi.",
            "CX spans information, ordering, payment, delivery, billing and service, so it is the whole organisation's responsibility.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Apa yang dicatat untuk setiap tahap dalam peta perjalanan pelanggan?",
            "What is recorded for each stage of a customer journey map?",
          ),
          options: [
            o(true, "Apa yang dipikirkan dan dirasakan pelanggan", "What the customer thinks and feels"),
            o(false, "Struktur organisasi perusahaan", "The company's organisation chart"),
            o(true, "Apa yang dilakukan pelanggan", "What the customer does"),
            o(true, "Titik kontak yang dipakai", "The touchpoints used"),
          ],
          explanation: t(
            "Peta perjalanan melihat layanan dari sisi pelanggan: tindakan, titik kontak, pikiran, dan perasaan di setiap tahap.",
            "A journey map views service from the customer's side: actions, touchpoints, thoughts and feelings at each stage.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Titik sakit mana yang sebaiknya diperbaiki lebih dulu?",
            "Which pain points should be fixed first?",
          ),
          options: [
            o(false, "Yang paling mahal diperbaiki", "The most expensive ones to fix"),
            o(false, "Yang paling jarang terjadi", "The rarest ones"),
            o(true, "Yang berdampak besar dan mudah diperbaiki", "High-impact ones that are easy to fix"),
          ],
          explanation: t(
            "Prioritas ditentukan oleh dampak, frekuensi, dan kemudahan perbaikan; perbaikan berdampak besar yang mudah memberi hasil tercepat.",
            "Priority depends on impact, frequency and ease; easy, high-impact fixes give the fastest results.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dari 200 responden, 90 memberi skor 9–10, 70 memberi 7–8, dan 40 memberi 0–6. Berapa NPS-nya?",
            "Of 200 respondents, 90 score 9–10, 70 score 7–8 and 40 score 0–6. What is the NPS?",
          ),
          options: [o(false, "45", "45"), o(true, "25", "25"), o(false, "50", "50"), o(false, "80", "80")],
          explanation: t(
            "Promotor 90/200 = 45%, detraktor 40/200 = 20%. NPS = 45 − 20 = 25.",
            "Promoters 90/200 = 45%, detractors 40/200 = 20%. NPS = 45 − 20 = 25.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Ukuran mana yang paling cocok untuk menemukan proses yang merepotkan pelanggan?",
            "Which measure best finds processes that burden customers?",
          ),
          options: [
            o(true, "CES (Customer Effort Score)", "CES (Customer Effort Score)"),
            o(false, "Jumlah pengikut media sosial", "Number of social media followers"),
            o(false, "NPS", "NPS"),
          ],
          explanation: t(
            "CES mengukur seberapa mudah pelanggan menyelesaikan urusannya, sehingga langsung menunjukkan proses yang menyulitkan.",
            "CES measures how easy it was to get things done, so it points directly to cumbersome processes.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana praktik survei pelanggan yang baik?", "Which are good customer survey practices?"),
          options: [
            o(
              true,
              "Mengirim survei segera setelah interaksi",
              "Sending the survey right after the interaction",
            ),
            o(true, "Menyertakan satu pertanyaan terbuka", "Including one open question"),
            o(
              true,
              "Membatasi survei rutin pada tiga sampai lima pertanyaan",
              "Keeping routine surveys to three to five questions",
            ),
            o(
              false,
              "Menggabungkan dua hal dalam satu pertanyaan agar lebih ringkas",
              "Combining two things in one question to save space",
            ),
          ],
          explanation: t(
            "Pertanyaan ganda membuat jawaban tidak bisa ditafsirkan. Survei singkat, tepat waktu, netral, dan dengan pertanyaan terbuka menghasilkan data yang berguna.",
            "Double-barrelled questions make answers uninterpretable. Short, timely, neutral surveys with an open question give useful data.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Laundry punya 150 pelanggan aktif pada Januari; 120 di antaranya masih aktif pada Maret. Berapa tingkat retensinya?",
            "A laundry has 150 active customers in January; 120 of them are still active in March. What is the retention rate?",
          ),
          options: [
            o(false, "75%", "75%"),
            o(true, "80%", "80%"),
            o(false, "125%", "125%"),
            o(false, "20%", "20%"),
          ],
          explanation: t(
            "120 ÷ 150 = 0,8 atau 80%. Pelanggan baru tidak dihitung dalam tingkat retensi.",
            "120 ÷ 150 = 0.8, or 80%. New customers are not counted in the retention rate.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Langkah mana yang membangun budaya layanan di tim?",
            "Which steps build a service culture in a team?",
          ),
          options: [
            o(
              false,
              "Hanya memberi penghargaan pada pencapaian target angka",
              "Rewarding only numerical target achievement",
            ),
            o(true, "Latihan bermain peran dari kasus nyata", "Role-play training based on real cases"),
            o(
              true,
              "Pimpinan sesekali ikut melayani dan membaca keluhan",
              "Leaders occasionally serve and read complaints",
            ),
            o(
              true,
              "Membagikan pujian dan keluhan pelanggan dalam rapat pagi",
              "Sharing customer compliments and complaints at morning meetings",
            ),
          ],
          explanation: t(
            "Budaya layanan tumbuh dari teladan pimpinan, suara pelanggan yang dibagikan, latihan rutin, dan penghargaan atas perilaku layanan, bukan target angka saja.",
            "A service culture grows from leaders' example, shared customer voice, regular practice and rewarding service behaviour, not numbers alone.",
          ),
        },
      ],
    },
  ],
};

export default content;
