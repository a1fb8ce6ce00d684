/**
 * AI & Machine Learning: what AI/ML is and how models are evaluated, using generative AI well at work, and
 * running an ML project responsibly — explained without code for Indonesian professionals and students.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "ai-machine-learning",
  tracks: [
    {
      key: "ai-ml-fundamentals",
      title: b(
        "Literasi AI: Dasar Kecerdasan Artifisial dan Machine Learning",
        "AI Literacy: Artificial Intelligence and Machine Learning Basics",
      ),
      description: b(
        "Pahami apa itu kecerdasan artifisial (AI) dan pembelajaran mesin (machine learning) tanpa harus menulis kode. Kursus ini menjelaskan jenis-jenis machine learning, peran data, cara model dilatih dan dievaluasi, serta batasan AI yang perlu diketahui setiap profesional.",
        "Understand what artificial intelligence (AI) and machine learning are without writing code. The track explains the types of machine learning, the role of data, how models are trained and evaluated, and the limits of AI every professional should know.",
      ),
      skills: [
        b(
          "Membedakan AI, machine learning, dan deep learning",
          "Distinguishing AI, machine learning and deep learning",
        ),
        b(
          "Mengenali supervised, unsupervised, dan reinforcement learning",
          "Recognising supervised, unsupervised and reinforcement learning",
        ),
        b(
          "Memahami fitur, label, dan pembagian data latih serta uji",
          "Understanding features, labels and train/test splits",
        ),
        b(
          "Membaca confusion matrix, presisi, dan recall",
          "Reading a confusion matrix, precision and recall",
        ),
        b("Menilai kelebihan dan keterbatasan solusi AI", "Judging the strengths and limits of AI solutions"),
      ],
      lessons: [
        {
          title: b(
            "Apa Itu Kecerdasan Artifisial (AI) dan Machine Learning?",
            "What Are Artificial Intelligence (AI) and Machine Learning?",
          ),
          body: b(
            "Kecerdasan artifisial (AI) adalah bidang ilmu komputer yang membuat sistem mampu melakukan tugas yang biasanya membutuhkan kecerdasan manusia, seperti mengenali gambar, memahami bahasa, atau membuat keputusan.\n\nAda tiga istilah yang sering tertukar:\n- AI: payung besar untuk semua teknik yang membuat mesin tampak cerdas, termasuk sistem berbasis aturan yang ditulis manusia.\n- Machine learning (pembelajaran mesin): bagian dari AI di mana komputer belajar pola dari data, bukan dari aturan yang ditulis satu per satu.\n- Deep learning: bagian dari machine learning yang memakai jaringan saraf tiruan berlapis-lapis, sangat kuat untuk gambar, suara, dan teks.\n\nBedanya terlihat dari contoh. Program berbasis aturan untuk mendeteksi transaksi mencurigakan berbunyi: \u201cjika transfer di atas Rp50 juta pada malam hari, beri tanda\u201d. Model machine learning justru mempelajari pola dari ribuan contoh transaksi yang pernah terbukti penipuan, sehingga bisa menangkap pola yang tidak terpikirkan manusia.\n\nAI sudah dekat dengan keseharian di Indonesia: rekomendasi produk di e-commerce, filter spam di email, verifikasi wajah saat membuka rekening bank secara daring, hingga penerjemahan otomatis. Memahami cara kerjanya membantu kita memakai AI dengan tepat sekaligus kritis terhadap hasilnya.",
            "Artificial intelligence (AI) is the field of computer science that makes systems able to do tasks that normally require human intelligence, such as recognising images, understanding language or making decisions.\n\nThree terms are often confused:\n- AI: the broad umbrella for all techniques that make machines appear intelligent, including rule-based systems written by people.\n- Machine learning: the part of AI in which computers learn patterns from data rather than from rules written one by one.\n- Deep learning: the part of machine learning that uses multi-layered artificial neural networks, very powerful for images, sound and text.\n\nAn example shows the difference. A rule-based program for flagging suspicious transactions says: \u201cif a transfer is above Rp50 million at night, flag it\u201d. A machine learning model instead learns patterns from thousands of past transactions proven to be fraud, so it can catch patterns humans never thought of.\n\nAI is already part of daily life in Indonesia: product recommendations in e-commerce, spam filters in email, face verification when opening a bank account online, and automatic translation. Understanding how it works helps us use AI appropriately while staying critical of its results.",
          ),
        },
        {
          title: b(
            "Tiga Jenis Machine Learning: Supervised, Unsupervised, dan Reinforcement",
            "Three Types of Machine Learning: Supervised, Unsupervised and Reinforcement",
          ),
          body: b(
            "Machine learning umumnya dibagi menjadi tiga jenis berdasarkan cara model belajar.\n\nSupervised learning (pembelajaran terarah) belajar dari data yang sudah diberi jawaban atau label. Contoh:\n- Klasifikasi: menentukan kategori, misalnya email spam atau bukan, atau pengajuan kredit berisiko tinggi atau rendah.\n- Regresi: memprediksi angka, misalnya perkiraan harga rumah di Surabaya berdasarkan luas tanah, jumlah kamar, dan lokasi.\n\nUnsupervised learning (pembelajaran tanpa label) mencari struktur dalam data yang belum berlabel. Contoh paling umum adalah clustering atau pengelompokan: toko daring mengelompokkan pelanggan berdasarkan pola belanja, lalu menemukan kelompok \u201cpembeli saat tanggal gajian\u201d dan \u201cpemburu diskon\u201d tanpa ada yang memberi nama kelompok sebelumnya.\n\nReinforcement learning (pembelajaran penguatan) belajar dengan mencoba tindakan dan menerima imbalan atau hukuman. Model memperbaiki strateginya agar total imbalan maksimal. Contohnya program permainan catur atau Go, serta pengaturan robot.\n\nUntuk memilih jenis yang tepat, mulailah dari pertanyaan bisnis. Jika Anda memiliki data historis beserta jawabannya dan ingin memprediksi jawaban untuk kasus baru, gunakan supervised learning. Jika Anda ingin menemukan pola atau segmen yang belum diketahui, unsupervised learning lebih cocok.",
            "Machine learning is generally divided into three types according to how the model learns.\n\nSupervised learning learns from data that already has answers, or labels. Examples:\n- Classification: assigning a category, such as spam or not spam, or a credit application being high or low risk.\n- Regression: predicting a number, such as estimating house prices in Surabaya from land area, number of rooms and location.\n\nUnsupervised learning looks for structure in unlabelled data. The most common example is clustering: an online shop groups customers by shopping patterns and discovers groups like \u201cpayday shoppers\u201d and \u201cdiscount hunters\u201d without anyone naming the groups beforehand.\n\nReinforcement learning learns by trying actions and receiving rewards or penalties. The model improves its strategy to maximise total reward. Examples include programs that play chess or Go, and robot control.\n\nTo choose the right type, start from the business question. If you have historical data with answers and want to predict the answer for new cases, use supervised learning. If you want to discover patterns or segments you do not yet know about, unsupervised learning fits better.",
          ),
        },
        {
          title: b(
            "Data sebagai Bahan Bakar: Fitur, Label, dan Kualitas Data",
            "Data as Fuel: Features, Labels and Data Quality",
          ),
          body: b(
            "Model machine learning hanya sebaik data yang dipakai untuk melatihnya. Ungkapan \u201cgarbage in, garbage out\u201d sangat berlaku di sini.\n\nDua istilah penting:\n- Fitur: informasi masukan yang dipakai model untuk membuat prediksi. Untuk memprediksi apakah pelanggan koperasi akan menunggak, fiturnya bisa berupa jumlah pinjaman, lama menjadi anggota, dan riwayat pembayaran.\n- Label: jawaban yang ingin diprediksi, misalnya \u201cmenunggak\u201d atau \u201ctidak menunggak\u201d.\n\nMasalah data yang sering terjadi:\n- Data hilang: kolom penghasilan banyak yang kosong.\n- Data tidak konsisten: nama kota ditulis \u201cJkt\u201d, \u201cJakarta\u201d, dan \u201cDKI\u201d.\n- Label yang salah: transaksi normal tercatat sebagai penipuan.\n- Data tidak mewakili: model deteksi penyakit tanaman dilatih hanya dengan foto dari satu kabupaten, lalu dipakai di daerah dengan varietas berbeda.\n- Data bocor (leakage): fitur yang sebenarnya berisi jawaban, misalnya kolom \u201ctanggal penagihan oleh juru tagih\u201d yang hanya ada untuk pelanggan yang menunggak.\n\nSebagian besar waktu dalam proyek machine learning biasanya dihabiskan untuk mengumpulkan, membersihkan, dan memahami data, bukan untuk memilih algoritma. Pahami asal data, cara pengumpulannya, dan siapa saja yang terwakili di dalamnya sebelum mempercayai model yang dibangun di atasnya.",
            "A machine learning model is only as good as the data used to train it. The saying \u201cgarbage in, garbage out\u201d applies fully here.\n\nTwo important terms:\n- Features: the input information the model uses to make predictions. To predict whether a cooperative member will default, features might be loan amount, length of membership and payment history.\n- Label: the answer to be predicted, such as \u201cdefaults\u201d or \u201cdoes not default\u201d.\n\nCommon data problems:\n- Missing data: many blanks in the income column.\n- Inconsistent data: a city written as \u201cJkt\u201d, \u201cJakarta\u201d and \u201cDKI\u201d.\n- Wrong labels: normal transactions recorded as fraud.\n- Unrepresentative data: a plant-disease model trained only on photos from one regency, then used in regions with different varieties.\n- Data leakage: a feature that actually contains the answer, such as a \u201cdate visited by debt collector\u201d column that exists only for customers who defaulted.\n\nMost of the time in a machine learning project is usually spent collecting, cleaning and understanding data, not choosing algorithms. Understand where the data comes from, how it was collected and who is represented in it before trusting a model built on it.",
          ),
        },
        {
          title: b(
            "Melatih dan Menguji Model: Data Latih, Data Uji, dan Overfitting",
            "Training and Testing Models: Training Data, Test Data and Overfitting",
          ),
          body: b(
            "Bagaimana kita tahu model benar-benar belajar pola, bukan sekadar menghafal? Caranya dengan menguji model pada data yang belum pernah dilihatnya.\n\nData biasanya dibagi menjadi:\n- Data latih (training set): dipakai model untuk belajar.\n- Data validasi (validation set): dipakai untuk memilih pengaturan model dan membandingkan alternatif.\n- Data uji (test set): disimpan sampai akhir untuk mengukur kinerja secara jujur.\n\nPembagian yang umum adalah sekitar 70\u201380% untuk latih dan sisanya untuk validasi dan uji. Untuk data yang berurutan waktu, seperti penjualan harian, bagi berdasarkan waktu: latih dengan data lama, uji dengan data terbaru, agar mirip kondisi nyata memprediksi masa depan.\n\nOverfitting terjadi ketika model terlalu menyesuaikan diri dengan data latih, termasuk kebetulan dan noise-nya. Tandanya: akurasi sangat tinggi di data latih tetapi jauh lebih rendah di data uji. Ibarat siswa yang menghafal kunci jawaban latihan, lalu kebingungan saat soal ujian berbeda.\n\nUnderfitting adalah kebalikannya: model terlalu sederhana sehingga buruk di data latih maupun uji.\n\nCara mengurangi overfitting antara lain menambah data yang beragam, menyederhanakan model, dan memakai teknik regularisasi. Yang terpenting, jangan pernah menilai model hanya dari hasil di data latihnya.",
            "How do we know a model has truly learned patterns rather than just memorising? By testing it on data it has never seen.\n\nData is usually split into:\n- Training set: used by the model to learn.\n- Validation set: used to choose model settings and compare alternatives.\n- Test set: held back until the end to measure performance honestly.\n\nA common split is about 70\u201380% for training and the rest for validation and testing. For time-ordered data, such as daily sales, split by time: train on older data and test on the most recent, so it resembles the real task of predicting the future.\n\nOverfitting happens when a model fits the training data too closely, including its coincidences and noise. The sign: very high accuracy on training data but much lower on test data. It is like a student who memorises the practice answer key and is lost when the exam questions differ.\n\nUnderfitting is the opposite: the model is too simple, so it performs poorly on both training and test data.\n\nWays to reduce overfitting include adding more varied data, simplifying the model and using regularisation techniques. Above all, never judge a model only by its results on its own training data.",
          ),
        },
        {
          title: b(
            "Mengevaluasi Model Klasifikasi: Akurasi, Presisi, dan Recall",
            "Evaluating Classification Models: Accuracy, Precision and Recall",
          ),
          body: b(
            "Akurasi, yaitu persentase prediksi yang benar, sering menyesatkan jika kelasnya tidak seimbang. Bayangkan hanya 1 dari 100 transaksi yang merupakan penipuan. Model yang selalu menjawab \u201cbukan penipuan\u201d sudah berakurasi 99%, padahal tidak pernah menangkap satu penipuan pun.\n\nKarena itu kita memakai confusion matrix yang berisi empat kemungkinan:\n- True positive (TP): penipuan yang benar terdeteksi.\n- False positive (FP): transaksi normal yang keliru ditandai penipuan.\n- False negative (FN): penipuan yang lolos.\n- True negative (TN): transaksi normal yang benar dinyatakan normal.\n\nDari sini dihitung:\n- Presisi = TP \u00f7 (TP + FP): dari semua yang ditandai penipuan, berapa yang benar-benar penipuan.\n- Recall = TP \u00f7 (TP + FN): dari semua penipuan yang ada, berapa yang berhasil ditangkap.\n\nContoh: model menandai 50 transaksi, 40 benar penipuan (TP = 40, FP = 10), dan ada 20 penipuan yang lolos (FN = 20). Presisi = 40 \u00f7 50 = 80%. Recall = 40 \u00f7 60 \u2248 67%.\n\nMetrik mana yang diutamakan bergantung pada biaya kesalahan. Untuk skrining penyakit di puskesmas, recall tinggi penting agar pasien sakit tidak terlewat. Untuk memblokir rekening nasabah, presisi tinggi penting agar nasabah jujur tidak dirugikan.",
            "Accuracy, the percentage of correct predictions, is often misleading when classes are imbalanced. Imagine only 1 in 100 transactions is fraud. A model that always answers \u201cnot fraud\u201d already scores 99% accuracy, yet it never catches a single fraud.\n\nSo we use a confusion matrix with four outcomes:\n- True positive (TP): fraud correctly detected.\n- False positive (FP): a normal transaction wrongly flagged as fraud.\n- False negative (FN): fraud that slipped through.\n- True negative (TN): a normal transaction correctly judged normal.\n\nFrom these we calculate:\n- Precision = TP \u00f7 (TP + FP): of everything flagged as fraud, how much really was fraud.\n- Recall = TP \u00f7 (TP + FN): of all the fraud that exists, how much was caught.\n\nExample: the model flags 50 transactions, 40 of which are truly fraud (TP = 40, FP = 10), and 20 frauds slip through (FN = 20). Precision = 40 \u00f7 50 = 80%. Recall = 40 \u00f7 60 \u2248 67%.\n\nWhich metric matters more depends on the cost of errors. For disease screening at a puskesmas, high recall matters so sick patients are not missed. For blocking customer accounts, high precision matters so honest customers are not harmed.",
          ),
        },
        {
          title: b(
            "Penerapan AI di Berbagai Sektor di Indonesia",
            "Applications of AI Across Sectors in Indonesia",
          ),
          body: b(
            "AI paling bermanfaat ketika dipakai untuk masalah yang jelas, berulang, dan memiliki data yang cukup. Berikut contoh penerapan yang umum:\n\n- Keuangan: penilaian risiko kredit, deteksi transaksi mencurigakan, dan verifikasi identitas elektronik (e-KYC) dengan pencocokan wajah.\n- Ritel dan e-commerce: rekomendasi produk, perkiraan permintaan untuk mengatur stok, dan penetapan harga dinamis.\n- Kesehatan: membantu membaca citra medis dan memprioritaskan pasien, dengan keputusan akhir tetap di tangan tenaga kesehatan.\n- Pertanian: mengenali penyakit tanaman dari foto daun dan memperkirakan hasil panen dari citra satelit serta data cuaca.\n- Layanan publik: chatbot untuk menjawab pertanyaan umum warga dan analisis pengaduan masyarakat untuk melihat masalah yang paling sering muncul.\n- Logistik: optimasi rute pengiriman dan perkiraan waktu tiba.\n\nUntuk menilai apakah suatu masalah cocok diselesaikan dengan AI, tanyakan:\n- Apakah ada pola yang bisa dipelajari dari data historis?\n- Apakah datanya tersedia, cukup banyak, dan boleh dipakai?\n- Apa akibatnya jika AI salah, dan siapa yang memeriksa?\n- Apakah solusi sederhana, seperti aturan atau spreadsheet, sebenarnya sudah cukup?\n\nTidak semua masalah membutuhkan AI. Kadang perbaikan proses atau data yang lebih rapi memberi dampak lebih besar dengan biaya jauh lebih kecil.",
            "AI is most useful for problems that are clear, repetitive and backed by enough data. Common applications include:\n\n- Finance: credit risk scoring, suspicious transaction detection and electronic identity verification (e-KYC) with face matching.\n- Retail and e-commerce: product recommendations, demand forecasting for stock planning and dynamic pricing.\n- Health: helping read medical images and prioritise patients, with the final decision still in the hands of health workers.\n- Agriculture: recognising plant diseases from leaf photos and estimating harvests from satellite imagery and weather data.\n- Public services: chatbots answering common citizen questions and analysis of public complaints to see which problems occur most often.\n- Logistics: delivery route optimisation and arrival-time estimates.\n\nTo judge whether a problem suits AI, ask:\n- Is there a pattern that can be learned from historical data?\n- Is the data available, plentiful enough and permitted for use?\n- What happens if the AI is wrong, and who checks it?\n- Would a simple solution, such as rules or a spreadsheet, actually be enough?\n\nNot every problem needs AI. Sometimes a better process or tidier data has a bigger impact at far lower cost.",
          ),
        },
        {
          title: b("Keterbatasan AI dan Peran Manusia", "The Limits of AI and the Role of Humans"),
          body: b(
            "AI bisa sangat mengesankan, tetapi memiliki keterbatasan mendasar yang perlu dipahami setiap pengguna dan pengambil keputusan.\n\n- Bergantung pada data masa lalu. Model belajar dari pola lama. Jika kondisi berubah, misalnya perilaku belanja saat pandemi, prediksi bisa meleset jauh.\n- Tidak benar-benar memahami. Model mengenali pola statistik, bukan makna. Model pengenal gambar bisa salah hanya karena latar foto berbeda.\n- Dapat mewarisi bias. Jika data historis tidak adil terhadap kelompok tertentu, model dapat mengulangi ketidakadilan itu.\n- Sulit dijelaskan. Model kompleks seperti deep learning sering tidak bisa menjelaskan alasan keputusannya dengan mudah.\n- Bisa salah dengan sangat yakin. Skor keyakinan tinggi tidak menjamin jawaban benar.\n\nKarena itu, peran manusia tetap penting. Pola yang dianjurkan adalah human-in-the-loop: AI memberi rekomendasi, manusia yang memutuskan, terutama untuk keputusan berdampak besar seperti penolakan kredit, diagnosis, atau sanksi.\n\nContoh: sistem AI bank menandai sebuah transaksi mencurigakan. Petugas menghubungi nasabah untuk konfirmasi sebelum memblokir rekening. Dengan cara ini, kecepatan AI dan pertimbangan manusia saling melengkapi. Sikap terbaik terhadap AI adalah memanfaatkan kekuatannya sambil tetap kritis dan memeriksa hasilnya.",
            "AI can be very impressive, but it has fundamental limits that every user and decision-maker should understand.\n\n- It depends on past data. Models learn old patterns. When conditions change, such as shopping behaviour during the pandemic, predictions can be far off.\n- It does not truly understand. Models recognise statistical patterns, not meaning. An image recogniser can fail simply because the photo background differs.\n- It can inherit bias. If historical data was unfair to certain groups, the model can repeat that unfairness.\n- It is hard to explain. Complex models such as deep learning often cannot easily explain the reasons for their decisions.\n- It can be confidently wrong. A high confidence score does not guarantee a correct answer.\n\nThat is why the human role remains important. The recommended pattern is human-in-the-loop: AI makes a recommendation and a human decides, especially for high-impact decisions such as rejecting credit, diagnosis or sanctions.\n\nExample: a bank's AI system flags a transaction as suspicious. An officer contacts the customer to confirm before blocking the account. This way AI's speed and human judgement complement each other. The best attitude towards AI is to use its strengths while staying critical and checking its results.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Apa hubungan antara AI, machine learning, dan deep learning?",
            "What is the relationship between AI, machine learning and deep learning?",
          ),
          [
            o(
              true,
              "Deep learning bagian dari machine learning, dan machine learning bagian dari AI",
              "Deep learning is part of machine learning, and machine learning is part of AI",
            ),
            o(
              false,
              "Ketiganya istilah berbeda untuk hal yang persis sama",
              "They are three names for exactly the same thing",
            ),
            o(false, "AI adalah bagian dari deep learning", "AI is a part of deep learning"),
          ],
          b(
            "AI adalah payung besar; machine learning belajar dari data; deep learning memakai jaringan saraf berlapis.",
            "AI is the umbrella; machine learning learns from data; deep learning uses multi-layer neural networks.",
          ),
        ),
        q(
          "single",
          b(
            "Toko daring ingin menemukan kelompok pelanggan berdasarkan pola belanja tanpa label yang sudah ada. Jenis machine learning apa yang cocok?",
            "An online shop wants to discover customer groups from shopping patterns with no existing labels. Which type of machine learning fits?",
          ),
          [
            o(false, "Supervised learning", "Supervised learning"),
            o(true, "Unsupervised learning (clustering)", "Unsupervised learning (clustering)"),
            o(false, "Reinforcement learning", "Reinforcement learning"),
          ],
          b(
            "Clustering menemukan kelompok dalam data tanpa label.",
            "Clustering finds groups in unlabelled data.",
          ),
        ),
        q(
          "multiple",
          b("Manakah yang termasuk masalah kualitas data?", "Which are data quality problems?"),
          [
            o(true, "Nama kota ditulis dengan beberapa variasi", "A city name written in several variants"),
            o(
              true,
              "Data latih hanya dari satu daerah padahal model dipakai di banyak daerah",
              "Training data from one region while the model is used in many",
            ),
            o(
              true,
              "Fitur yang sebenarnya berisi jawaban (data leakage)",
              "A feature that actually contains the answer (data leakage)",
            ),
            o(
              false,
              "Data yang lengkap dan mewakili semua kelompok pengguna",
              "Complete data that represents all user groups",
            ),
          ],
          b(
            "Inkonsistensi, data tidak mewakili, dan kebocoran data merusak model; data lengkap dan representatif justru yang diharapkan.",
            "Inconsistency, unrepresentative data and leakage damage models; complete, representative data is the goal.",
          ),
        ),
        q(
          "single",
          b(
            "Model berakurasi 99% di data latih tetapi 70% di data uji. Apa kemungkinan masalahnya?",
            "A model scores 99% on training data but 70% on test data. What is the likely problem?",
          ),
          [
            o(true, "Overfitting", "Overfitting"),
            o(false, "Underfitting", "Underfitting"),
            o(false, "Data uji terlalu bersih", "The test data is too clean"),
          ],
          b(
            "Kinerja yang jauh lebih baik di data latih daripada data uji adalah tanda model menghafal, bukan belajar pola umum.",
            "Much better performance on training than test data shows memorising rather than learning general patterns.",
          ),
        ),
        q(
          "single",
          b(
            "Untuk data penjualan harian, bagaimana sebaiknya data latih dan data uji dibagi?",
            "For daily sales data, how should training and test data be split?",
          ),
          [
            o(
              true,
              "Latih dengan data lama dan uji dengan data terbaru",
              "Train on older data and test on the most recent",
            ),
            o(
              false,
              "Uji dengan data yang sama dengan data latih",
              "Test on the same data used for training",
            ),
            o(
              false,
              "Latih dengan data terbaru dan uji dengan data paling lama",
              "Train on the newest data and test on the oldest",
            ),
          ],
          b(
            "Pembagian berdasarkan waktu meniru kondisi nyata memprediksi masa depan dari masa lalu.",
            "A time-based split mimics the real task of predicting the future from the past.",
          ),
        ),
        q(
          "single",
          b(
            "Model menandai 50 transaksi, 40 di antaranya benar penipuan. Berapa presisinya?",
            "A model flags 50 transactions, 40 of which are truly fraud. What is its precision?",
          ),
          [o(false, "40%", "40%"), o(true, "80%", "80%"), o(false, "67%", "67%"), o(false, "90%", "90%")],
          b(
            "Presisi = TP \u00f7 (TP + FP) = 40 \u00f7 50 = 80%.",
            "Precision = TP \u00f7 (TP + FP) = 40 \u00f7 50 = 80%.",
          ),
        ),
        q(
          "multiple",
          b(
            "Pertanyaan apa yang perlu diajukan sebelum memakai AI untuk suatu masalah?",
            "What questions should be asked before using AI for a problem?",
          ),
          [
            o(
              true,
              "Apakah data tersedia dan boleh dipakai?",
              "Is the data available and permitted for use?",
            ),
            o(
              true,
              "Apa akibatnya jika AI salah, dan siapa yang memeriksa?",
              "What happens if the AI is wrong, and who checks it?",
            ),
            o(true, "Apakah solusi sederhana sudah cukup?", "Would a simple solution be enough?"),
            o(false, "Apakah AI sedang populer di media sosial?", "Is AI trending on social media?"),
          ],
          b(
            "Keputusan memakai AI didasarkan pada data, risiko, dan alternatif, bukan tren.",
            "The decision to use AI rests on data, risk and alternatives, not trends.",
          ),
        ),
        q(
          "single",
          b(
            "Apa yang dimaksud dengan pola human-in-the-loop?",
            "What does the human-in-the-loop pattern mean?",
          ),
          [
            o(
              true,
              "AI memberi rekomendasi, manusia mengambil keputusan akhir",
              "AI recommends and a human makes the final decision",
            ),
            o(false, "Manusia dilarang memeriksa hasil AI", "Humans are forbidden to check AI output"),
            o(false, "AI menggantikan seluruh petugas", "AI replaces all staff"),
          ],
          b(
            "Untuk keputusan berdampak besar, manusia tetap memeriksa dan bertanggung jawab atas keputusan.",
            "For high-impact decisions, a human still reviews and is accountable for the decision.",
          ),
        ),
      ],
    },
    {
      key: "generative-ai-at-work",
      title: b(
        "AI Generatif dan Prompt Engineering untuk Produktivitas Kerja",
        "Generative AI and Prompt Engineering for Workplace Productivity",
      ),
      description: b(
        "Pelajari cara memakai alat AI generatif seperti chatbot berbasis large language model secara efektif dan aman. Kursus ini membahas cara kerja LLM, teknik menulis prompt, memeriksa halusinasi, menjaga kerahasiaan data, serta menerapkan AI dalam pekerjaan sehari-hari.",
        "Learn to use generative AI tools such as chatbots based on large language models effectively and safely. The track covers how LLMs work, prompt-writing techniques, checking for hallucinations, protecting confidential data and applying AI to everyday work.",
      ),
      skills: [
        b(
          "Menjelaskan cara kerja large language model secara sederhana",
          "Explaining in simple terms how large language models work",
        ),
        b(
          "Menulis prompt yang jelas dengan peran, konteks, tugas, dan format",
          "Writing clear prompts with role, context, task and format",
        ),
        b(
          "Memakai contoh dan iterasi untuk memperbaiki hasil",
          "Using examples and iteration to improve output",
        ),
        b(
          "Memverifikasi keluaran AI dan mengenali halusinasi",
          "Verifying AI output and spotting hallucinations",
        ),
        b("Melindungi data rahasia saat memakai alat AI", "Protecting confidential data when using AI tools"),
      ],
      lessons: [
        {
          title: b(
            "Cara Kerja AI Generatif dan Large Language Model (LLM)",
            "How Generative AI and Large Language Models (LLMs) Work",
          ),
          body: b(
            "AI generatif adalah AI yang menghasilkan konten baru: teks, gambar, suara, atau kode. Chatbot seperti ChatGPT, Gemini, atau Claude didukung oleh large language model (LLM).\n\nSecara sederhana, LLM dilatih dengan teks dalam jumlah sangat besar untuk memprediksi potongan kata berikutnya. Potongan ini disebut token; satu kata bisa terdiri atas satu atau beberapa token. Dengan memprediksi token demi token, model menyusun kalimat, paragraf, hingga dokumen. Setelah pelatihan awal, model biasanya dilatih lebih lanjut agar mengikuti instruksi dan menjawab dengan lebih membantu.\n\nAkibat cara kerja ini:\n- LLM sangat pandai menghasilkan teks yang lancar dan meyakinkan.\n- LLM tidak otomatis mengetahui kebenaran. Ia bisa menyusun jawaban yang terdengar benar tetapi keliru.\n- Pengetahuannya terbatas pada data pelatihan hingga tanggal tertentu, kecuali alat tersebut dilengkapi pencarian web atau dokumen yang Anda berikan.\n- Hasilnya bisa berbeda setiap kali ditanya, karena ada unsur acak dalam pemilihan kata.\n- Ada batas panjang teks yang bisa diproses sekaligus, disebut context window.\n\nMemahami hal ini membantu kita memperlakukan LLM sebagai asisten yang cepat dan serba bisa, tetapi tetap perlu diarahkan dan diperiksa, bukan sebagai sumber kebenaran mutlak.",
            "Generative AI is AI that produces new content: text, images, audio or code. Chatbots such as ChatGPT, Gemini or Claude are powered by large language models (LLMs).\n\nSimply put, an LLM is trained on an enormous amount of text to predict the next piece of a word. These pieces are called tokens; one word can be one or several tokens. By predicting token after token, the model composes sentences, paragraphs and whole documents. After this initial training, models are usually trained further to follow instructions and answer more helpfully.\n\nConsequences of how it works:\n- LLMs are very good at producing fluent, convincing text.\n- LLMs do not automatically know the truth. They can compose answers that sound right but are wrong.\n- Their knowledge is limited to training data up to a certain date, unless the tool has web search or documents you provide.\n- Results can differ each time you ask, because there is randomness in choosing words.\n- There is a limit to how much text can be processed at once, called the context window.\n\nUnderstanding this helps us treat an LLM as a fast, versatile assistant that still needs direction and checking, not as a source of absolute truth.",
          ),
        },
        {
          title: b(
            "Dasar Prompt Engineering: Peran, Konteks, Tugas, dan Format",
            "Prompt Engineering Basics: Role, Context, Task and Format",
          ),
          body: b(
            "Prompt adalah instruksi yang kita berikan kepada AI. Kualitas hasil sangat dipengaruhi kejelasan prompt. Prompt yang samar seperti \u201cbuatkan caption\u201d menghasilkan jawaban umum yang jarang langsung bisa dipakai.\n\nKerangka sederhana untuk prompt yang baik:\n- Peran: sudut pandang yang diinginkan. \u201cBertindaklah sebagai copywriter untuk UMKM kuliner.\u201d\n- Konteks: informasi latar yang tidak diketahui AI. \u201cProduk kami keripik tempe pedas dari Malang, harga Rp15.000 per bungkus, sasaran mahasiswa.\u201d\n- Tugas: apa yang harus dikerjakan secara spesifik. \u201cTulis tiga pilihan caption Instagram untuk promo beli dua gratis satu.\u201d\n- Format dan batasan: bentuk keluaran. \u201cMasing-masing maksimal 40 kata, bahasa santai, sertakan ajakan memesan lewat WhatsApp, tanpa klaim kesehatan.\u201d\n\nBandingkan hasil prompt samar dengan prompt lengkap tersebut. Perbedaannya biasanya sangat terasa.\n\nTips tambahan:\n- Sebutkan pembaca sasaran dan nada bahasa: formal untuk surat dinas, santai untuk media sosial.\n- Berikan bahan sumber jika tugasnya meringkas atau menjawab berdasarkan dokumen tertentu.\n- Minta AI bertanya dulu jika informasinya kurang: \u201cSebelum menulis, tanyakan hal yang perlu kamu ketahui.\u201d\n\nPrompt yang baik mirip briefing yang baik kepada rekan kerja baru: lengkap, jelas tujuannya, dan jelas seperti apa hasil yang diharapkan.",
            "A prompt is the instruction we give the AI. The quality of the result depends heavily on how clear the prompt is. A vague prompt like \u201cwrite a caption\u201d gives a generic answer that is rarely usable as is.\n\nA simple framework for good prompts:\n- Role: the desired point of view. \u201cAct as a copywriter for food UMKM.\u201d\n- Context: background the AI does not know. \u201cOur product is spicy tempeh chips from Malang, Rp15,000 per pack, aimed at university students.\u201d\n- Task: exactly what to do. \u201cWrite three Instagram caption options for a buy-two-get-one-free promotion.\u201d\n- Format and constraints: the shape of the output. \u201cEach at most 40 words, casual language, include a call to order via WhatsApp, no health claims.\u201d\n\nCompare the result of the vague prompt with this complete one. The difference is usually striking.\n\nMore tips:\n- State the target reader and tone: formal for official letters, casual for social media.\n- Provide source material when the task is to summarise or answer based on specific documents.\n- Ask the AI to ask first if information is missing: \u201cBefore writing, ask me what you need to know.\u201d\n\nA good prompt resembles a good briefing to a new colleague: complete, clear about the goal and clear about what the result should look like.",
          ),
        },
        {
          title: b(
            "Teknik Prompt Lanjutan: Contoh, Langkah Bertahap, dan Iterasi",
            "Advanced Prompting: Examples, Step-by-Step Reasoning and Iteration",
          ),
          body: b(
            "Setelah menguasai dasar, beberapa teknik berikut membuat hasil AI lebih konsisten dan akurat.\n\n- Memberi contoh (few-shot prompting): tunjukkan satu sampai tiga contoh masukan dan keluaran yang diinginkan. Misalnya, untuk mengelompokkan keluhan pelanggan, berikan contoh: \u201cPaket belum datang 5 hari \u2192 Pengiriman\u201d, \u201cSaldo terpotong dua kali \u2192 Pembayaran\u201d. AI akan meniru pola kategori tersebut.\n- Meminta langkah bertahap: untuk tugas yang melibatkan perhitungan atau analisis, minta AI menguraikan langkahnya. Ini memudahkan Anda memeriksa di mana kesalahannya jika ada.\n- Memecah tugas besar: alih-alih meminta \u201cbuat proposal lengkap\u201d, minta kerangka dulu, setujui, lalu kembangkan bagian demi bagian.\n- Iterasi: perlakukan jawaban pertama sebagai draf. Beri umpan balik spesifik seperti \u201cbagian kedua terlalu panjang, persingkat menjadi tiga poin\u201d atau \u201cnadanya terlalu kaku untuk pembaca anak muda\u201d.\n- Menentukan format terstruktur: minta keluaran dalam tabel atau daftar berkolom agar mudah disalin ke spreadsheet.\n\nContoh penerapan: staf dinas koperasi meminta AI meringkas 200 masukan survei peserta pelatihan. Ia memberi contoh kategori, meminta hasil dalam tabel berisi kategori dan jumlah, lalu memeriksa sampel acak untuk memastikan pengelompokannya tepat.",
            "Once you know the basics, the following techniques make AI output more consistent and accurate.\n\n- Giving examples (few-shot prompting): show one to three examples of the input and desired output. For instance, to categorise customer complaints, give examples: \u201cParcel not arrived after 5 days \u2192 Delivery\u201d, \u201cBalance charged twice \u2192 Payment\u201d. The AI will follow the category pattern.\n- Asking for steps: for tasks involving calculation or analysis, ask the AI to lay out its steps. This makes it easier to check where any mistake lies.\n- Breaking up big tasks: instead of asking for \u201ca complete proposal\u201d, ask for an outline first, approve it, then develop it section by section.\n- Iterating: treat the first answer as a draft. Give specific feedback such as \u201cthe second part is too long, cut it to three points\u201d or \u201cthe tone is too stiff for young readers\u201d.\n- Specifying structured formats: ask for output as a table or columned list so it is easy to paste into a spreadsheet.\n\nAn example: a staff member at the cooperatives office asks AI to summarise 200 training survey responses. She gives example categories, asks for a table with category and count, then checks a random sample to make sure the grouping is right.",
          ),
        },
        {
          title: b(
            "Halusinasi AI dan Cara Memverifikasi Hasil",
            "AI Hallucinations and How to Verify Output",
          ),
          body: b(
            "Halusinasi adalah keluaran AI yang terdengar meyakinkan tetapi tidak benar atau tidak ada dasarnya. Karena LLM menyusun teks berdasarkan pola, ia bisa menciptakan fakta, angka, kutipan, judul buku, nomor peraturan, atau tautan yang sebenarnya tidak ada.\n\nSituasi yang rawan halusinasi:\n- Pertanyaan tentang detail spesifik, seperti pasal peraturan, statistik, atau nama pejabat.\n- Topik yang sangat baru atau sangat lokal, misalnya kebijakan terbaru di suatu kabupaten.\n- Permintaan referensi atau sumber ilmiah.\n- Perhitungan panjang.\n\nCara memverifikasi:\n- Cek fakta penting ke sumber primer: situs resmi pemerintah, dokumen peraturan asli, laporan resmi lembaga, atau situs resmi perusahaan.\n- Jangan menyalin kutipan atau daftar pustaka tanpa membuka sumbernya sendiri.\n- Hitung ulang angka dengan spreadsheet atau kalkulator.\n- Berikan dokumen sumber kepada AI dan minta jawabannya hanya berdasarkan dokumen itu, serta menyebut bagian yang dirujuk.\n- Minta AI menyatakan bila ia tidak yakin.\n\nContoh: seorang staf meminta AI menuliskan dasar hukum untuk surat edaran. AI menyebut nomor peraturan yang ternyata tidak ada. Jika staf tidak memeriksa, surat resmi instansi bisa memuat rujukan palsu. Prinsipnya: Anda tetap bertanggung jawab atas setiap dokumen yang Anda kirim, meskipun drafnya dibuat oleh AI.",
            "A hallucination is AI output that sounds convincing but is false or baseless. Because an LLM composes text from patterns, it can invent facts, figures, quotes, book titles, regulation numbers or links that do not exist.\n\nSituations prone to hallucination:\n- Questions about specific details, such as articles of a regulation, statistics or officials' names.\n- Very recent or very local topics, such as the latest policy in a particular regency.\n- Requests for references or scientific sources.\n- Long calculations.\n\nHow to verify:\n- Check important facts against primary sources: official government websites, the original regulation documents, official agency reports or company websites.\n- Never copy quotes or reference lists without opening the sources yourself.\n- Recalculate figures with a spreadsheet or calculator.\n- Give the AI the source documents and ask it to answer only from them, citing the parts it used.\n- Ask the AI to say when it is unsure.\n\nExample: a staff member asks AI to write the legal basis for a circular. The AI cites a regulation number that does not exist. If the staff member does not check, an official letter could carry a fake reference. The principle: you remain responsible for every document you send, even if AI wrote the draft.",
          ),
        },
        {
          title: b(
            "Keamanan dan Kerahasiaan Data saat Memakai AI",
            "Data Security and Confidentiality When Using AI",
          ),
          body: b(
            "Apa pun yang Anda ketik atau unggah ke layanan AI dikirim ke server penyedia layanan. Bergantung pada pengaturan dan jenis akun, data tersebut dapat disimpan atau dipakai untuk meningkatkan layanan. Karena itu, berhati-hatilah dengan informasi yang dibagikan.\n\nJangan memasukkan ke alat AI publik tanpa izin organisasi:\n- Data pribadi: NIK, nomor rekening, alamat, data kesehatan pasien, atau data anggota koperasi.\n- Informasi rahasia bisnis: strategi harga, kontrak, laporan keuangan yang belum dipublikasikan.\n- Kata sandi, kunci akses, atau kode sumber yang bersifat rahasia.\n\nPraktik yang lebih aman:\n- Anonimkan data sebelum diproses: ganti nama menjadi \u201cPelanggan A\u201d dan hapus nomor identitas.\n- Gunakan layanan AI yang disetujui organisasi, misalnya versi perusahaan dengan perjanjian perlindungan data.\n- Periksa pengaturan privasi, termasuk opsi agar percakapan tidak dipakai untuk pelatihan.\n- Ikuti kebijakan internal tentang penggunaan AI. Jika belum ada, usulkan agar dibuat.\n\nIngat bahwa Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi tetap berlaku saat data diproses dengan alat AI. Contoh penerapan yang aman: petugas puskesmas yang ingin merapikan laporan cukup memasukkan angka agregat, seperti jumlah kunjungan per poli, bukan daftar nama pasien.",
            "Whatever you type or upload to an AI service is sent to the provider's servers. Depending on the settings and account type, that data may be stored or used to improve the service. So be careful about what you share.\n\nDo not put the following into public AI tools without your organisation's permission:\n- Personal data: ID numbers (NIK), bank account numbers, addresses, patients' health data or cooperative members' data.\n- Confidential business information: pricing strategy, contracts, unpublished financial reports.\n- Passwords, access keys or confidential source code.\n\nSafer practices:\n- Anonymise data before processing: replace names with \u201cCustomer A\u201d and remove ID numbers.\n- Use AI services approved by your organisation, such as enterprise versions with data protection agreements.\n- Check privacy settings, including options to keep conversations out of training.\n- Follow the internal policy on AI use. If none exists, propose one.\n\nRemember that Law Number 27 of 2022 on Personal Data Protection still applies when data is processed with AI tools. A safe example: a puskesmas officer who wants to tidy up a report only enters aggregate figures, such as visits per clinic, not a list of patient names.",
          ),
        },
        {
          title: b(
            "Menerapkan AI Generatif dalam Pekerjaan Sehari-hari",
            "Applying Generative AI to Everyday Work",
          ),
          body: b(
            "AI generatif paling bermanfaat untuk tugas yang memakan waktu tetapi mudah diperiksa hasilnya. Berikut contoh penggunaan di berbagai pekerjaan:\n\n- Menulis: membuat draf email, surat, pengumuman, atau deskripsi produk, lalu Anda sunting sesuai gaya dan fakta.\n- Meringkas: merangkum notulen panjang, laporan, atau masukan pelanggan menjadi poin utama.\n- Menerjemahkan dan menyesuaikan bahasa: mengubah materi teknis menjadi bahasa sederhana untuk warga, atau menerjemahkan brosur ke bahasa Inggris.\n- Spreadsheet: menjelaskan atau membuatkan rumus, misalnya \u201cbuatkan rumus untuk menghitung komisi 5% jika penjualan di atas Rp10 juta\u201d.\n- Curah gagasan: menghasilkan ide nama program, judul pelatihan, atau pertanyaan survei.\n- Belajar: meminta penjelasan konsep dengan contoh yang relevan dengan pekerjaan Anda.\n\nTugas yang perlu kehati-hatian ekstra: nasihat hukum, medis, dan keuangan, keputusan tentang orang seperti penilaian kinerja, serta apa pun yang memerlukan fakta terbaru.\n\nCara mulai yang efektif: catat tugas berulang selama seminggu, pilih dua atau tiga yang paling menyita waktu, uji dengan AI, lalu bandingkan waktu dan kualitas hasilnya. Simpan prompt yang berhasil sebagai template agar bisa dipakai ulang oleh tim. Dengan begitu, manfaat AI terukur dan tidak sekadar coba-coba.",
            "Generative AI is most useful for tasks that take time but whose results are easy to check. Examples across jobs:\n\n- Writing: drafting emails, letters, announcements or product descriptions, which you then edit for style and facts.\n- Summarising: condensing long minutes, reports or customer feedback into key points.\n- Translating and adapting language: turning technical material into plain language for residents, or translating a brochure into English.\n- Spreadsheets: explaining or writing formulas, for example \u201cwrite a formula for a 5% commission if sales exceed Rp10 million\u201d.\n- Brainstorming: generating ideas for programme names, training titles or survey questions.\n- Learning: asking for explanations of concepts with examples relevant to your work.\n\nTasks that need extra care: legal, medical and financial advice, decisions about people such as performance reviews, and anything requiring up-to-date facts.\n\nAn effective way to start: list your repetitive tasks for a week, pick the two or three that take the most time, try them with AI, then compare time and quality. Save prompts that work as templates so the team can reuse them. That way AI's benefit is measured rather than just experimented with.",
          ),
        },
        {
          title: b(
            "Menyusun Kebijakan Penggunaan AI di Organisasi",
            "Creating an AI Use Policy for Your Organisation",
          ),
          body: b(
            "Ketika banyak pegawai mulai memakai AI generatif, organisasi memerlukan aturan yang jelas agar manfaatnya besar dan risikonya terkendali. Kebijakan tidak harus panjang; dua sampai tiga halaman yang dipahami semua orang lebih berguna daripada dokumen tebal yang tidak dibaca.\n\nIsi kebijakan yang disarankan:\n- Alat yang boleh dipakai: daftar layanan AI yang disetujui dan jenis akunnya.\n- Klasifikasi data: data apa yang boleh, boleh setelah dianonimkan, dan dilarang dimasukkan ke alat AI.\n- Kewajiban verifikasi: hasil AI harus diperiksa manusia sebelum dipakai, terutama untuk dokumen resmi, angka, dan rujukan hukum.\n- Transparansi: kapan penggunaan AI perlu diungkapkan, misalnya pada konten publikasi atau materi untuk klien.\n- Larangan: misalnya membuat keputusan tentang orang semata-mata berdasarkan AI, atau membuat konten yang menyesatkan.\n- Tanggung jawab: pegawai tetap bertanggung jawab atas hasil kerjanya.\n- Pelaporan: ke mana melapor jika terjadi kebocoran data atau kesalahan serius.\n\nSertai kebijakan dengan pelatihan singkat dan contoh praktik yang baik maupun yang dilarang. Contoh: startup di Jakarta membolehkan AI untuk draf materi pemasaran, tetapi melarang memasukkan data pelanggan, dan mewajibkan tim hukum meninjau setiap klaim produk.\n\nTinjau kebijakan secara berkala karena teknologi AI dan regulasinya berkembang cepat.",
            "Once many employees start using generative AI, an organisation needs clear rules so the benefits are large and the risks controlled. A policy need not be long; two or three pages everyone understands beat a thick document nobody reads.\n\nSuggested contents:\n- Permitted tools: a list of approved AI services and account types.\n- Data classification: which data may be entered, may be entered once anonymised, or is forbidden in AI tools.\n- Verification duty: AI output must be checked by a person before use, especially for official documents, figures and legal references.\n- Transparency: when AI use must be disclosed, for example in published content or client materials.\n- Prohibitions: for example making decisions about people based solely on AI, or creating misleading content.\n- Accountability: employees remain responsible for their work.\n- Reporting: where to report a data leak or serious error.\n\nPair the policy with short training and examples of good and forbidden practice. Example: a Jakarta startup allows AI for drafting marketing material but forbids entering customer data, and requires the legal team to review every product claim.\n\nReview the policy regularly, because AI technology and its regulation are evolving quickly.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Secara sederhana, bagaimana LLM menghasilkan teks?",
            "In simple terms, how does an LLM produce text?",
          ),
          [
            o(
              true,
              "Memprediksi token berikutnya berdasarkan pola dari data pelatihan",
              "By predicting the next token based on patterns from training data",
            ),
            o(
              false,
              "Mencari jawaban pasti di basis data kebenaran",
              "By looking up exact answers in a database of truths",
            ),
            o(false, "Menyalin halaman web yang paling populer", "By copying the most popular web page"),
          ],
          b(
            "LLM menyusun teks token demi token berdasarkan pola, sehingga tidak otomatis menjamin kebenaran.",
            "LLMs compose text token by token from patterns, so truth is not automatically guaranteed.",
          ),
        ),
        q(
          "multiple",
          b("Unsur apa saja yang membuat prompt lebih jelas?", "Which elements make a prompt clearer?"),
          [
            o(true, "Konteks yang tidak diketahui AI", "Context the AI does not know"),
            o(true, "Tugas yang spesifik", "A specific task"),
            o(true, "Format dan batasan keluaran", "Output format and constraints"),
            o(
              false,
              "Instruksi sesingkat mungkin tanpa detail apa pun",
              "The shortest possible instruction with no details",
            ),
          ],
          b(
            "Peran, konteks, tugas, dan format membuat AI memahami kebutuhan Anda; prompt samar menghasilkan jawaban umum.",
            "Role, context, task and format let the AI understand your need; vague prompts yield generic answers.",
          ),
        ),
        q(
          "single",
          b(
            "Memberikan beberapa contoh masukan dan keluaran dalam prompt disebut...",
            "Giving a few examples of input and output in a prompt is called...",
          ),
          [
            o(true, "Few-shot prompting", "Few-shot prompting"),
            o(false, "Overfitting", "Overfitting"),
            o(false, "Halusinasi", "Hallucination"),
            o(false, "Clustering", "Clustering"),
          ],
          b(
            "Few-shot prompting memberi pola yang ditiru AI sehingga hasil lebih konsisten.",
            "Few-shot prompting gives a pattern the AI follows, making results more consistent.",
          ),
        ),
        q(
          "single",
          b(
            "AI menyebutkan nomor peraturan sebagai dasar hukum surat edaran. Apa yang harus dilakukan?",
            "The AI cites a regulation number as the legal basis for a circular. What should you do?",
          ),
          [
            o(
              false,
              "Langsung memakainya karena AI terdengar yakin",
              "Use it straight away because the AI sounds confident",
            ),
            o(
              true,
              "Memeriksa keberadaan dan isi peraturan itu di sumber resmi",
              "Check that the regulation exists and what it says in an official source",
            ),
            o(false, "Meminta AI yang sama mengulang jawabannya", "Ask the same AI to repeat its answer"),
          ],
          b(
            "Nomor peraturan termasuk detail yang rawan halusinasi dan wajib diverifikasi ke sumber primer.",
            "Regulation numbers are hallucination-prone details that must be verified against primary sources.",
          ),
        ),
        q(
          "multiple",
          b(
            "Data mana yang tidak boleh dimasukkan ke alat AI publik tanpa izin organisasi?",
            "Which data must not be entered into public AI tools without organisational permission?",
          ),
          [
            o(true, "Daftar nama dan diagnosis pasien", "A list of patient names and diagnoses"),
            o(true, "Kontrak rahasia dengan klien", "A confidential client contract"),
            o(true, "Kata sandi sistem kantor", "Office system passwords"),
            o(
              false,
              "Pertanyaan umum tentang cara membuat rumus SUM",
              "A general question about writing a SUM formula",
            ),
          ],
          b(
            "Data pribadi, rahasia bisnis, dan kredensial harus dilindungi; pertanyaan umum tanpa data sensitif aman diajukan.",
            "Personal data, trade secrets and credentials must be protected; general questions without sensitive data are safe.",
          ),
        ),
        q(
          "single",
          b(
            "Cara paling aman bagi petugas puskesmas yang ingin dibantu AI merapikan laporan kunjungan adalah...",
            "The safest way for a puskesmas officer to get AI help tidying a visit report is to...",
          ),
          [
            o(
              true,
              "Memasukkan angka agregat tanpa identitas pasien",
              "Enter aggregate figures without patient identities",
            ),
            o(
              false,
              "Mengunggah seluruh rekam medis agar AI lebih paham",
              "Upload all medical records so the AI understands better",
            ),
            o(
              false,
              "Memotret buku register pasien dan mengunggahnya",
              "Photograph the patient register and upload it",
            ),
          ],
          b(
            "Data agregat tidak mengungkap identitas pasien sehingga sesuai prinsip pelindungan data pribadi.",
            "Aggregate data does not reveal patient identities, in line with personal data protection principles.",
          ),
        ),
        q(
          "multiple",
          b(
            "Tugas mana yang umumnya cocok dibantu AI generatif, dengan hasil tetap diperiksa?",
            "Which tasks generally suit generative AI help, with results still checked?",
          ),
          [
            o(true, "Membuat draf email dan pengumuman", "Drafting emails and announcements"),
            o(true, "Meringkas notulen panjang", "Summarising long minutes"),
            o(true, "Menjelaskan rumus spreadsheet", "Explaining spreadsheet formulas"),
            o(
              false,
              "Memutuskan sendiri pemecatan pegawai tanpa pertimbangan manusia",
              "Deciding on its own to dismiss an employee without human judgement",
            ),
          ],
          b(
            "Keputusan tentang orang memerlukan pertimbangan dan tanggung jawab manusia.",
            "Decisions about people require human judgement and accountability.",
          ),
        ),
        q(
          "single",
          b(
            "Menurut pelajaran, siapa yang bertanggung jawab atas dokumen yang drafnya dibuat dengan AI?",
            "According to the lessons, who is responsible for a document drafted with AI?",
          ),
          [
            o(false, "Penyedia layanan AI", "The AI provider"),
            o(
              true,
              "Pegawai yang memakai dan mengirimkan dokumen tersebut",
              "The employee who uses and sends the document",
            ),
            o(false, "Tidak ada yang bertanggung jawab", "Nobody is responsible"),
          ],
          b(
            "Kebijakan AI yang baik menegaskan bahwa pegawai tetap bertanggung jawab atas hasil kerjanya.",
            "A good AI policy makes clear that employees remain responsible for their work.",
          ),
        ),
      ],
    },
    {
      key: "responsible-ml-projects",
      title: b(
        "Siklus Proyek Machine Learning dan AI yang Bertanggung Jawab",
        "The Machine Learning Project Lifecycle and Responsible AI",
      ),
      description: b(
        "Pelajari tahapan membangun solusi machine learning dari perumusan masalah hingga pemantauan setelah dipakai. Kursus ini juga membahas bias, keadilan, transparansi, dan tata kelola agar AI yang dibangun dapat dipercaya pengguna dan masyarakat.",
        "Learn the stages of building a machine learning solution from framing the problem to monitoring it in use. The track also covers bias, fairness, transparency and governance so the AI you build can be trusted by users and society.",
      ),
      skills: [
        b(
          "Merumuskan masalah bisnis menjadi tugas machine learning",
          "Turning a business problem into a machine learning task",
        ),
        b("Merencanakan pengumpulan dan pelabelan data", "Planning data collection and labelling"),
        b("Membandingkan model dengan baseline", "Comparing models against a baseline"),
        b("Memantau model dan mendeteksi data drift", "Monitoring models and detecting data drift"),
        b("Mengidentifikasi dan mengurangi bias", "Identifying and reducing bias"),
        b("Menerapkan tata kelola AI yang bertanggung jawab", "Applying responsible AI governance"),
      ],
      lessons: [
        {
          title: b(
            "Merumuskan Masalah Bisnis menjadi Tugas Machine Learning",
            "Framing a Business Problem as a Machine Learning Task",
          ),
          body: b(
            "Proyek machine learning yang gagal sering bermula dari tujuan yang kabur, seperti \u201ckita harus pakai AI\u201d. Langkah pertama adalah merumuskan masalah bisnis secara tajam, lalu menerjemahkannya menjadi tugas yang bisa dipelajari mesin.\n\nPertanyaan panduan:\n- Keputusan apa yang ingin diperbaiki? Contoh: petugas koperasi ingin tahu pinjaman mana yang perlu ditindaklanjuti lebih awal.\n- Apa yang akan diprediksi? \u201cApakah anggota akan terlambat membayar lebih dari 30 hari dalam tiga bulan ke depan?\u201d Ini tugas klasifikasi.\n- Kapan prediksi dibutuhkan, dan data apa yang tersedia pada saat itu? Fitur harus benar-benar tersedia saat prediksi dibuat.\n- Bagaimana hasil akan dipakai? Misalnya, anggota berisiko tinggi dihubungi untuk ditawari penjadwalan ulang.\n- Apa ukuran keberhasilannya? Tetapkan metrik bisnis, seperti penurunan kredit macet, dan metrik model, seperti recall.\n\nTentukan juga pembanding, yaitu cara saat ini. Jika petugas berpengalaman sudah cukup akurat menebak dengan aturan sederhana, model harus terbukti lebih baik agar layak dipakai.\n\nTerakhir, pertimbangkan risiko: siapa yang dirugikan jika prediksi salah, dan bagaimana mencegahnya. Rumusan masalah yang jelas menghemat berbulan-bulan kerja yang sia-sia.",
            "Failed machine learning projects often start from vague goals such as \u201cwe must use AI\u201d. The first step is to frame the business problem sharply, then translate it into a task a machine can learn.\n\nGuiding questions:\n- Which decision do we want to improve? Example: cooperative staff want to know which loans need early follow-up.\n- What will be predicted? \u201cWill the member be more than 30 days late in the next three months?\u201d This is a classification task.\n- When is the prediction needed, and what data is available at that moment? Features must truly exist when the prediction is made.\n- How will the result be used? For example, high-risk members are contacted and offered rescheduling.\n- What does success look like? Set a business metric, such as fewer bad loans, and a model metric, such as recall.\n\nAlso define the comparison: the current approach. If experienced staff already guess fairly accurately with simple rules, the model must prove better to be worth using.\n\nFinally, consider risk: who is harmed if the prediction is wrong, and how to prevent it. A clear problem statement saves months of wasted work.",
          ),
        },
        {
          title: b("Mengumpulkan dan Melabeli Data", "Collecting and Labelling Data"),
          body: b(
            "Setelah masalah dirumuskan, langkah berikutnya adalah menyiapkan data. Untuk supervised learning, kita memerlukan contoh beserta label yang benar.\n\nSumber data yang umum:\n- Data internal: transaksi, riwayat pembayaran, catatan layanan, atau log aplikasi.\n- Data yang dikumpulkan khusus: foto daun tanaman dari petani, rekaman suara, atau survei.\n- Data publik atau terbuka, dengan memperhatikan lisensi dan izin penggunaannya.\n\nPelabelan sering menjadi pekerjaan terbesar. Contoh: untuk model pendeteksi penyakit daun padi, ahli atau penyuluh pertanian perlu memberi label pada ribuan foto, misalnya \u201csehat\u201d, \u201cblas\u201d, atau \u201chawar daun\u201d.\n\nAgar label berkualitas:\n- Buat pedoman pelabelan tertulis dengan definisi dan contoh gambar tiap kategori.\n- Latih para pelabel dan uji pemahaman mereka dengan sampel.\n- Minta dua orang melabeli sebagian data yang sama, lalu ukur tingkat kesepakatannya. Ketidaksepakatan tinggi berarti definisi kategori belum jelas.\n- Pastikan data mewakili kondisi nyata: berbagai daerah, musim, jenis kamera, dan kondisi cahaya.\n\nPerhatikan aspek hukum dan etika. Data pribadi harus dikumpulkan dengan dasar yang sah sesuai UU Pelindungan Data Pribadi, dan orang yang datanya dipakai sebaiknya mendapat penjelasan tentang tujuan penggunaannya.",
            "Once the problem is framed, the next step is preparing data. For supervised learning we need examples with correct labels.\n\nCommon data sources:\n- Internal data: transactions, payment histories, service records or app logs.\n- Purpose-collected data: plant leaf photos from farmers, voice recordings or surveys.\n- Public or open data, respecting its licence and usage permissions.\n\nLabelling is often the biggest job. Example: for a rice leaf disease detector, experts or agricultural extension workers must label thousands of photos, such as \u201chealthy\u201d, \u201cblast\u201d or \u201cbacterial leaf blight\u201d.\n\nFor good-quality labels:\n- Write labelling guidelines with definitions and example images for each category.\n- Train the labellers and test their understanding with samples.\n- Have two people label part of the same data, then measure their agreement. High disagreement means the category definitions are not yet clear.\n- Make sure the data represents real conditions: different regions, seasons, camera types and lighting.\n\nMind the legal and ethical aspects. Personal data must be collected on a lawful basis under the Personal Data Protection Law, and the people whose data is used should be told the purpose for which it is used.",
          ),
        },
        {
          title: b(
            "Membangun Model: Mulai dari Baseline Sederhana",
            "Building the Model: Start from a Simple Baseline",
          ),
          body: b(
            "Godaan terbesar dalam proyek machine learning adalah langsung memakai model paling canggih. Praktik yang lebih bijak adalah memulai dari baseline, yaitu pendekatan paling sederhana yang menjadi pembanding.\n\nContoh baseline:\n- Aturan sederhana dari pengalaman: \u201canggota yang pernah terlambat dua kali dianggap berisiko\u201d.\n- Prediksi kelas terbanyak: selalu menebak \u201ctidak menunggak\u201d.\n- Model sederhana seperti regresi logistik atau pohon keputusan.\n\nSetelah baseline diukur, baru coba model yang lebih kompleks, seperti random forest atau gradient boosting untuk data tabel, dan deep learning untuk gambar atau teks. Model kompleks layak dipakai hanya jika peningkatannya berarti dibanding baseline, sepadan dengan biaya dan kerumitannya.\n\nPertimbangkan juga hal di luar akurasi:\n- Keterjelasan: bisakah alasan prediksi dijelaskan kepada petugas dan nasabah?\n- Kecepatan dan biaya: apakah model bisa berjalan di ponsel atau server yang tersedia?\n- Kemudahan perawatan: apakah tim mampu memperbarui model di kemudian hari?\n\nContoh: tim analis bank daerah di Makassar membandingkan pohon keputusan sederhana dengan model gradient boosting. Model kompleks hanya sedikit lebih baik, sedangkan pohon keputusan mudah dijelaskan kepada komite kredit. Tim memilih model sederhana untuk tahap pertama.",
            "The biggest temptation in a machine learning project is to jump to the most advanced model. A wiser practice is to start from a baseline, the simplest approach that serves as a comparison.\n\nBaseline examples:\n- A simple rule from experience: \u201cmembers who have been late twice are considered risky\u201d.\n- Predicting the majority class: always guessing \u201cwill not default\u201d.\n- A simple model such as logistic regression or a decision tree.\n\nOnce the baseline is measured, try more complex models, such as random forests or gradient boosting for tabular data and deep learning for images or text. A complex model is worth using only if its improvement over the baseline is meaningful and justifies its cost and complexity.\n\nAlso consider factors beyond accuracy:\n- Explainability: can the reasons for a prediction be explained to staff and customers?\n- Speed and cost: can the model run on the available phones or servers?\n- Maintainability: can the team update the model later?\n\nExample: an analytics team at a regional bank in Makassar compares a simple decision tree with a gradient boosting model. The complex model is only slightly better, while the decision tree is easy to explain to the credit committee. The team chooses the simple model for the first phase.",
          ),
        },
        {
          title: b("Menerapkan Model dan Memantau Data Drift", "Deploying Models and Monitoring Data Drift"),
          body: b(
            "Model yang bagus di laptop analis belum memberi manfaat sebelum dipakai dalam proses kerja nyata. Tahap penerapan (deployment) menghubungkan model dengan sistem dan pengguna.\n\nPertanyaan penerapan:\n- Di mana prediksi muncul? Misalnya sebagai daftar prioritas di aplikasi petugas penagihan setiap pagi.\n- Seberapa sering model dijalankan: seketika untuk setiap transaksi, atau terjadwal harian?\n- Apa yang terjadi jika model tidak tersedia? Siapkan cara kerja cadangan.\n\nSetelah berjalan, model harus dipantau karena dunia terus berubah. Dua fenomena penting:\n- Data drift: karakteristik data masukan berubah. Contoh: koperasi membuka cabang di daerah baru dengan profil anggota berbeda dari data latih.\n- Concept drift: hubungan antara fitur dan hasil berubah. Contoh: setelah harga komoditas anjlok, petani yang dulu lancar membayar kini kesulitan, sehingga pola lama tidak lagi berlaku.\n\nYang perlu dipantau:\n- Distribusi fitur masukan dibanding data latih.\n- Kinerja model begitu label sebenarnya tersedia, misalnya tiga bulan kemudian.\n- Umpan balik pengguna: apakah petugas sering tidak setuju dengan rekomendasi model?\n\nTetapkan ambang untuk melatih ulang model dan catat setiap versi model yang pernah dipakai, agar keputusan di masa lalu dapat ditelusuri bila dipertanyakan.",
            "A model that performs well on an analyst's laptop delivers no value until it is used in a real workflow. Deployment connects the model to systems and users.\n\nDeployment questions:\n- Where do predictions appear? For example, as a priority list in the collection officers' app every morning.\n- How often does the model run: instantly for each transaction, or on a daily schedule?\n- What happens if the model is unavailable? Prepare a fallback way of working.\n\nOnce running, the model must be monitored because the world keeps changing. Two important phenomena:\n- Data drift: the characteristics of input data change. Example: a cooperative opens branches in a new region whose member profiles differ from the training data.\n- Concept drift: the relationship between features and outcomes changes. Example: after commodity prices collapse, farmers who used to repay on time now struggle, so old patterns no longer hold.\n\nWhat to monitor:\n- The distribution of input features compared with the training data.\n- Model performance once true labels arrive, for example three months later.\n- User feedback: do staff often disagree with the model's recommendations?\n\nSet thresholds for retraining and record every model version used, so past decisions can be traced if they are questioned.",
          ),
        },
        {
          title: b("Bias dan Keadilan dalam Sistem AI", "Bias and Fairness in AI Systems"),
          body: b(
            "Bias dalam AI terjadi ketika sistem secara sistematis memberi hasil yang lebih buruk bagi kelompok tertentu. Bias jarang disengaja; biasanya masuk lewat data dan cara masalah dirumuskan.\n\nSumber bias yang umum:\n- Data historis yang mencerminkan ketidakadilan masa lalu. Jika dulu pengajuan kredit dari daerah tertentu lebih sering ditolak tanpa alasan kuat, model akan meniru pola itu.\n- Data yang kurang mewakili. Model pengenalan suara yang dilatih terutama dengan logat Jakarta bisa lebih sering salah memahami penutur dengan logat daerah lain.\n- Fitur pengganti (proxy). Meskipun jenis kelamin atau suku tidak dipakai, fitur seperti kode pos atau nama dapat berfungsi sebagai penggantinya.\n- Label yang bias, misalnya penilaian kinerja lama yang dipengaruhi subjektivitas atasan.\n\nCara mengurangi bias:\n- Ukur kinerja model per kelompok, bukan hanya rata-rata keseluruhan. Bandingkan tingkat kesalahan untuk perempuan dan laki-laki, atau antarwilayah.\n- Perbaiki keterwakilan data dengan mengumpulkan contoh dari kelompok yang kurang.\n- Tinjau fitur yang berpotensi menjadi proxy.\n- Libatkan orang dari latar berbeda, termasuk perwakilan pengguna, dalam meninjau sistem.\n- Sediakan jalur keberatan agar orang yang dirugikan keputusan dapat meminta peninjauan oleh manusia.\n\nKeadilan bukan sekadar isu teknis; keputusan tentang definisi adil perlu melibatkan pimpinan dan pemangku kepentingan.",
            "Bias in AI occurs when a system systematically gives worse results for certain groups. Bias is rarely intentional; it usually enters through the data and the way the problem is framed.\n\nCommon sources of bias:\n- Historical data reflecting past unfairness. If credit applications from certain areas were rejected more often without good reason, the model will copy that pattern.\n- Under-representative data. A speech recognition model trained mainly on Jakarta accents may misunderstand speakers with other regional accents more often.\n- Proxy features. Even if gender or ethnicity is not used, features such as postcode or name can act as stand-ins.\n- Biased labels, such as old performance reviews influenced by managers' subjectivity.\n\nWays to reduce bias:\n- Measure model performance per group, not only the overall average. Compare error rates for women and men, or across regions.\n- Improve representation by collecting examples from under-represented groups.\n- Review features that could act as proxies.\n- Involve people from different backgrounds, including user representatives, in reviewing the system.\n- Provide an appeal route so people harmed by a decision can request human review.\n\nFairness is not just a technical issue; deciding what counts as fair should involve leadership and stakeholders.",
          ),
        },
        {
          title: b(
            "Transparansi dan Keterjelasan Keputusan AI",
            "Transparency and Explainability of AI Decisions",
          ),
          body: b(
            "Orang yang terdampak keputusan berbasis AI berhak memahami apa yang terjadi. Petugas yang memakai model juga perlu tahu kapan harus mempercayai dan kapan harus meragukan rekomendasinya.\n\nTransparansi mencakup beberapa tingkat:\n- Keterbukaan penggunaan: memberi tahu pengguna bahwa suatu layanan memakai AI, misalnya chatbot yang memperkenalkan diri sebagai asisten otomatis, bukan petugas manusia.\n- Penjelasan umum: faktor apa saja yang secara umum memengaruhi keputusan model.\n- Penjelasan per kasus: mengapa keputusan tertentu diambil. Contoh: \u201cPengajuan diberi skor risiko tinggi terutama karena riwayat keterlambatan tiga bulan terakhir dan rasio cicilan terhadap pendapatan.\u201d\n\nBeberapa cara memperoleh penjelasan:\n- Memakai model yang mudah dijelaskan, seperti pohon keputusan, bila kinerjanya memadai.\n- Memakai teknik penjelasan untuk model kompleks, seperti analisis kepentingan fitur, dengan tetap menyadari keterbatasannya.\n- Mendokumentasikan model dalam bentuk ringkas, sering disebut model card: tujuan, data latih, kinerja per kelompok, batasan, dan penggunaan yang tidak dianjurkan.\n\nPenjelasan harus ditulis dalam bahasa yang dipahami penerimanya. Nasabah tidak memerlukan rumus matematis, tetapi perlu tahu faktor utama keputusan dan apa yang dapat dilakukannya, misalnya melengkapi dokumen atau mengajukan peninjauan ulang.",
            "People affected by AI-based decisions have the right to understand what happened. Staff who use a model also need to know when to trust its recommendations and when to doubt them.\n\nTransparency has several levels:\n- Disclosure of use: telling users a service uses AI, for example a chatbot introducing itself as an automated assistant rather than a human officer.\n- General explanation: which factors generally influence the model's decisions.\n- Case-level explanation: why a particular decision was made. Example: \u201cThe application received a high risk score mainly because of late payments in the last three months and the ratio of instalments to income.\u201d\n\nWays to obtain explanations:\n- Use easily explained models, such as decision trees, when their performance is adequate.\n- Use explanation techniques for complex models, such as feature importance analysis, while remaining aware of their limits.\n- Document the model concisely, often called a model card: purpose, training data, performance per group, limitations and uses that are not recommended.\n\nExplanations must be written in language the recipient understands. A customer does not need mathematical formulas but does need to know the main factors behind the decision and what they can do, such as completing documents or requesting a review.",
          ),
        },
        {
          title: b(
            "Tata Kelola AI yang Bertanggung Jawab di Organisasi",
            "Responsible AI Governance in Organisations",
          ),
          body: b(
            "Tata kelola AI adalah seperangkat peran, proses, dan aturan yang memastikan sistem AI di organisasi aman, adil, patuh hukum, dan bermanfaat. Tanpa tata kelola, setiap tim membuat keputusan sendiri dan risiko baru ketahuan setelah merugikan orang.\n\nUnsur tata kelola yang praktis:\n- Inventaris sistem AI: daftar semua model dan alat AI yang dipakai, pemiliknya, dan tujuannya.\n- Penilaian risiko sebelum penerapan: semakin besar dampaknya pada orang, seperti kredit, kesehatan, atau rekrutmen, semakin ketat peninjauannya.\n- Pemilik yang jelas: setiap sistem punya penanggung jawab yang memantau kinerja dan menangani keluhan.\n- Dokumentasi: data yang dipakai, hasil evaluasi per kelompok, keputusan desain, dan versi model.\n- Pengawasan manusia: tentukan keputusan mana yang wajib ditinjau manusia.\n- Jalur keluhan dan perbaikan: pengguna dapat melapor, dan laporan benar-benar ditindaklanjuti.\n- Kepatuhan: sesuaikan dengan peraturan yang berlaku, termasuk UU Pelindungan Data Pribadi, serta ketentuan sektor bila ada, misalnya dari regulator sektor keuangan.\n\nMulailah dari skala yang sesuai. Startup kecil di Surabaya cukup memiliki daftar periksa satu halaman sebelum meluncurkan fitur AI, sementara bank besar membutuhkan komite khusus. Yang terpenting adalah kebiasaan bertanya sebelum meluncurkan: siapa yang bisa dirugikan, dan bagaimana kita akan tahu?",
            "AI governance is the set of roles, processes and rules that ensures an organisation's AI systems are safe, fair, lawful and beneficial. Without governance, each team decides on its own and risks surface only after they harm people.\n\nPractical elements of governance:\n- An AI system inventory: a list of all models and AI tools in use, their owners and purposes.\n- Risk assessment before deployment: the greater the impact on people, as in credit, health or recruitment, the stricter the review.\n- Clear owners: every system has someone responsible for monitoring performance and handling complaints.\n- Documentation: the data used, evaluation results per group, design decisions and model versions.\n- Human oversight: decide which decisions must be reviewed by a person.\n- Complaint and correction channels: users can report problems, and reports are genuinely acted on.\n- Compliance: align with applicable regulations, including the Personal Data Protection Law, and any sector rules, for example from the financial sector regulator.\n\nStart at the right scale. A small startup in Surabaya may need only a one-page checklist before launching an AI feature, while a large bank needs a dedicated committee. What matters most is the habit of asking before launch: who could be harmed, and how will we know?",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Saat merumuskan tugas prediksi, syarat penting untuk fitur adalah...",
            "When framing a prediction task, an essential requirement for features is that...",
          ),
          [
            o(
              true,
              "Fitur benar-benar tersedia pada saat prediksi dibuat",
              "They are truly available at the moment the prediction is made",
            ),
            o(
              false,
              "Fitur sebanyak mungkin tanpa peduli kapan tersedia",
              "There are as many as possible regardless of when they exist",
            ),
            o(false, "Fitur selalu berupa data gambar", "They are always image data"),
          ],
          b(
            "Fitur yang baru tersedia setelah kejadian akan membuat model tampak bagus saat diuji tetapi gagal dipakai.",
            "Features that only exist after the event make a model look good in testing but fail in use.",
          ),
        ),
        q(
          "multiple",
          b(
            "Bagaimana cara menjaga kualitas label data?",
            "How can the quality of data labels be maintained?",
          ),
          [
            o(
              true,
              "Membuat pedoman pelabelan dengan definisi dan contoh",
              "Writing labelling guidelines with definitions and examples",
            ),
            o(
              true,
              "Meminta dua orang melabeli sebagian data yang sama dan mengukur kesepakatan",
              "Having two people label some of the same data and measuring agreement",
            ),
            o(
              false,
              "Membiarkan setiap pelabel memakai definisinya sendiri",
              "Letting each labeller use their own definitions",
            ),
            o(
              true,
              "Melatih dan menguji pemahaman pelabel",
              "Training labellers and testing their understanding",
            ),
          ],
          b(
            "Definisi yang seragam dan pemeriksaan kesepakatan membuat label konsisten.",
            "Shared definitions and agreement checks keep labels consistent.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa proyek machine learning sebaiknya dimulai dengan baseline?",
            "Why should a machine learning project start with a baseline?",
          ),
          [
            o(
              true,
              "Sebagai pembanding untuk menilai apakah model kompleks benar-benar lebih baik",
              "As a comparison to judge whether a complex model is truly better",
            ),
            o(
              false,
              "Karena baseline selalu menjadi model akhir",
              "Because the baseline is always the final model",
            ),
            o(false, "Karena model kompleks dilarang", "Because complex models are forbidden"),
          ],
          b(
            "Baseline menunjukkan nilai tambah nyata dari model yang lebih rumit dan mahal.",
            "A baseline shows the real added value of a more complex, costly model.",
          ),
        ),
        q(
          "single",
          b(
            "Koperasi membuka cabang di daerah baru dengan profil anggota berbeda dari data latih. Fenomena ini disebut...",
            "A cooperative opens branches in a new region with member profiles unlike the training data. This is called...",
          ),
          [
            o(true, "Data drift", "Data drift"),
            o(false, "Few-shot prompting", "Few-shot prompting"),
            o(false, "Underfitting", "Underfitting"),
            o(false, "Clustering", "Clustering"),
          ],
          b(
            "Data drift adalah perubahan karakteristik data masukan dibanding data latih.",
            "Data drift is a change in input data characteristics compared with the training data.",
          ),
        ),
        q(
          "multiple",
          b("Manakah sumber bias dalam sistem AI?", "Which are sources of bias in AI systems?"),
          [
            o(
              true,
              "Data historis yang mencerminkan ketidakadilan masa lalu",
              "Historical data reflecting past unfairness",
            ),
            o(
              true,
              "Data yang kurang mewakili kelompok tertentu",
              "Data that under-represents certain groups",
            ),
            o(true, "Fitur pengganti seperti kode pos", "Proxy features such as postcode"),
            o(false, "Mengukur kinerja model per kelompok", "Measuring model performance per group"),
          ],
          b(
            "Mengukur kinerja per kelompok adalah cara mendeteksi bias, bukan sumbernya.",
            "Measuring performance per group is a way to detect bias, not a source of it.",
          ),
        ),
        q(
          "single",
          b("Apa isi model card?", "What does a model card contain?"),
          [
            o(
              true,
              "Tujuan model, data latih, kinerja per kelompok, batasan, dan penggunaan yang tidak dianjurkan",
              "The model's purpose, training data, per-group performance, limits and discouraged uses",
            ),
            o(
              false,
              "Kartu identitas programmer yang membuat model",
              "The ID card of the programmer who built the model",
            ),
            o(false, "Daftar harga lisensi model", "The model's licence price list"),
          ],
          b(
            "Model card adalah dokumentasi ringkas agar pengguna memahami kegunaan dan batas model.",
            "A model card is concise documentation so users understand a model's uses and limits.",
          ),
        ),
        q(
          "single",
          b(
            "Penjelasan keputusan AI untuk nasabah sebaiknya berbentuk...",
            "An explanation of an AI decision for a customer should be...",
          ),
          [
            o(false, "Rumus matematis lengkap model", "The model's full mathematical formula"),
            o(
              true,
              "Faktor utama keputusan dalam bahasa sederhana dan langkah yang bisa diambil",
              "The main factors in plain language and steps they can take",
            ),
            o(false, "Tidak perlu ada penjelasan", "No explanation at all"),
          ],
          b(
            "Penjelasan harus bisa dipahami penerima dan membantu mereka bertindak, misalnya mengajukan peninjauan.",
            "Explanations must be understandable and help recipients act, such as requesting a review.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah unsur tata kelola AI yang bertanggung jawab?",
            "Which are elements of responsible AI governance?",
          ),
          [
            o(true, "Inventaris sistem AI beserta pemiliknya", "An inventory of AI systems and their owners"),
            o(true, "Penilaian risiko sebelum penerapan", "Risk assessment before deployment"),
            o(true, "Jalur keluhan yang ditindaklanjuti", "A complaint channel that is acted upon"),
            o(
              false,
              "Membiarkan setiap tim meluncurkan AI tanpa dokumentasi",
              "Letting each team launch AI without documentation",
            ),
          ],
          b(
            "Tata kelola memerlukan kejelasan kepemilikan, penilaian risiko, dokumentasi, dan jalur perbaikan.",
            "Governance requires clear ownership, risk assessment, documentation and correction channels.",
          ),
        ),
      ],
    },
  ],
};

export default content;
