/**
 * Data Analytics & Science: data literacy, spreadsheet analysis and an introduction to data science. The
 * worked numbers (mean/median, A/B test, precision/recall, margin of error) are computed exactly so that quiz
 * answers stay unambiguous.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "data-analytics-science",
  tracks: [
    {
      key: "data-literacy-fundamentals",
      title: t("Dasar Literasi Data dan Analitik Data", "Data Literacy and Data Analytics Fundamentals"),
      description: t(
        "Pahami cara membaca, mempertanyakan, dan memakai data dalam pekerjaan sehari-hari. Anda belajar jenis analitik dan data, menjaga kualitas data, statistik deskriptif, persentase dan pertumbuhan, korelasi versus sebab-akibat, serta pengambilan keputusan berbasis data.",
        "Learn to read, question and use data in everyday work. You study types of analytics and data, data quality, descriptive statistics, percentages and growth, correlation versus causation, and data-driven decision making.",
      ),
      skills: [
        t("Memahami jenis analitik data", "Understanding types of data analytics"),
        t("Menjaga kualitas data", "Maintaining data quality"),
        t("Statistik deskriptif", "Descriptive statistics"),
        t("Menghitung persentase dan pertumbuhan", "Calculating percentages and growth"),
        t("Membedakan korelasi dan kausalitas", "Distinguishing correlation from causation"),
      ],
      lessons: [
        {
          title: t("Apa Itu Analitik Data?", "What Is Data Analytics?"),
          body: t(
            p(
              "Analitik data adalah proses mengolah data menjadi informasi yang membantu keputusan. Data sendiri hanyalah catatan fakta: jumlah pasien, transaksi penjualan, atau hasil panen. Nilainya muncul ketika data dipakai untuk menjawab pertanyaan.",
              "Analitik sering dibagi menjadi empat tingkat:",
              '- Deskriptif: apa yang terjadi? "Penjualan bulan lalu Rp120 juta."\n- Diagnostik: mengapa terjadi? "Penjualan turun karena dua produk terlaris sering kosong."\n- Prediktif: apa yang mungkin terjadi? "Berdasarkan pola tahun lalu, permintaan naik menjelang Ramadan."\n- Preskriptif: apa yang sebaiknya dilakukan? "Tambah stok 30% mulai tiga minggu sebelum Ramadan."',
              "Sebagian besar manfaat bagi organisasi kecil datang dari dua tingkat pertama, yang cukup dikerjakan dengan spreadsheet dan kebiasaan mencatat yang baik.",
              "Contoh: kepala puskesmas di Kabupaten Bantul melihat data kunjungan per hari. Analisis deskriptif menunjukkan Senin adalah hari tersibuk. Analisis diagnostik menemukan banyak pasien kontrol rutin dijadwalkan hari Senin. Setelah jadwal kontrol disebar ke hari lain, antrean Senin berkurang.",
              'Analitik data bukan hanya tugas ahli. Setiap profesional yang terbiasa bertanya "apa buktinya?" sudah memulai langkah pertama.',
            ),
            p(
              "Data analytics is the process of turning data into information that supports decisions. Data alone is just recorded facts: patient numbers, sales transactions or harvest yields. Its value appears when it is used to answer questions.",
              "Analytics is often split into four levels:",
              '- Descriptive: what happened? "Sales last month were Rp120 million."\n- Diagnostic: why did it happen? "Sales fell because the two best-sellers were often out of stock."\n- Predictive: what is likely to happen? "Based on last year\'s pattern, demand rises before Ramadan."\n- Prescriptive: what should we do? "Increase stock by 30% starting three weeks before Ramadan."',
              "For small organisations, most of the benefit comes from the first two levels, which can be done with a spreadsheet and good record-keeping habits.",
              "Example: the head of a health centre in Bantul Regency looks at daily visit data. Descriptive analysis shows Monday is the busiest day. Diagnostic analysis finds many routine check-up patients are scheduled on Mondays. After spreading check-ups across other days, Monday queues shrink.",
              'Data analytics is not only for experts. Every professional who habitually asks "what is the evidence?" has already taken the first step.',
            ),
          ),
        },
        {
          title: t("Jenis-Jenis Data dan Cara Menyusunnya", "Types of Data and How to Organise Them"),
          body: t(
            p(
              "Mengenali jenis data membantu memilih cara analisis dan grafik yang tepat.",
              "Data kategorik berupa kelompok atau label:",
              '- Nominal: tanpa urutan, misalnya jenis kelamin, kecamatan, atau metode pembayaran.\n- Ordinal: memiliki urutan, misalnya tingkat kepuasan "kurang, cukup, baik, sangat baik".',
              "Data numerik berupa angka yang bisa dihitung:",
              "- Diskret: hasil mencacah, misalnya jumlah anak atau jumlah transaksi.\n- Kontinu: hasil mengukur, misalnya berat badan, suhu, atau omzet dalam rupiah.",
              "Ada juga data waktu, seperti tanggal transaksi, yang penting untuk melihat tren.",
              "Data paling mudah dianalisis jika disusun dalam tabel rapi: setiap baris satu kejadian atau satu objek (misalnya satu transaksi), setiap kolom satu variabel (tanggal, produk, jumlah, harga), dan setiap sel berisi satu nilai.",
              'Contoh kesalahan umum di kantor desa: satu sel berisi "Budi, 35 th, Dusun II". Data seperti ini sulit dihitung. Lebih baik dipisah menjadi kolom Nama, Umur, dan Dusun. Dengan begitu perangkat desa bisa langsung menghitung jumlah warga per dusun atau per kelompok umur.',
              "Perlakukan kode angka dengan hati-hati. Nomor telepon atau NIK memang berupa angka, tetapi bukan data numerik yang boleh dijumlah atau dirata-rata.",
            ),
            p(
              "Recognising the type of data helps you choose the right analysis and chart.",
              "Categorical data consists of groups or labels:",
              '- Nominal: no order, such as gender, sub-district or payment method.\n- Ordinal: has an order, such as satisfaction levels "poor, fair, good, very good".',
              "Numerical data consists of numbers you can calculate with:",
              "- Discrete: counts, such as number of children or number of transactions.\n- Continuous: measurements, such as body weight, temperature or revenue in rupiah.",
              "There is also time data, such as transaction dates, which matters for spotting trends.",
              "Data is easiest to analyse in a tidy table: each row is one event or object (for example one transaction), each column one variable (date, product, quantity, price), and each cell holds one value.",
              'A common mistake at village offices: one cell containing "Budi, 35 yrs, Hamlet II". Such data is hard to count. It is better split into Name, Age and Hamlet columns. Village officials can then immediately count residents per hamlet or per age group.',
              "Treat numeric codes with care. Phone numbers or national ID numbers are made of digits, but they are not numerical data that may be summed or averaged.",
            ),
          ),
        },
        {
          title: t(
            "Mengumpulkan Data dan Menjaga Kualitas Data",
            "Collecting Data and Ensuring Data Quality",
          ),
          body: t(
            p(
              'Analisis sebaik apa pun tidak berguna jika datanya buruk. Prinsip ini sering diringkas sebagai "garbage in, garbage out": data masuk yang buruk menghasilkan kesimpulan yang buruk.',
              "Dimensi kualitas data:",
              "- Akurat: sesuai kenyataan, misalnya berat badan balita ditimbang dengan alat yang benar.\n- Lengkap: tidak banyak kolom kosong.\n- Konsisten: format sama, misalnya tanggal selalu ditulis dengan format yang sama dan nama kecamatan tidak ditulis berbeda-beda.\n- Tepat waktu: data tersedia saat dibutuhkan.\n- Unik: tidak ada data ganda untuk orang atau transaksi yang sama.",
              "Cara menjaga kualitas sejak pengumpulan:",
              "- Gunakan formulir dengan pilihan baku (daftar pilihan) daripada isian bebas.\n- Beri petunjuk pengisian yang jelas dan latih petugas pengisi.\n- Periksa data secara berkala, misalnya mencari nilai yang tidak masuk akal seperti umur 250 tahun.\n- Catat sumber dan tanggal pengambilan data.",
              "Contoh: kader posyandu di sebuah desa di Nusa Tenggara Timur menulis tanggal lahir balita dengan berbagai format. Setelah formulir diganti dengan pilihan tanggal di aplikasi, perhitungan umur dan status gizi menjadi lebih akurat.",
            ),
            p(
              'No analysis, however good, is useful if the data is bad. This principle is often summed up as "garbage in, garbage out".',
              "Dimensions of data quality:",
              "- Accurate: matches reality, for example toddlers weighed on the right scales.\n- Complete: few empty fields.\n- Consistent: the same format, for example dates always written one way and sub-district names not spelt differently.\n- Timely: available when needed.\n- Unique: no duplicate records for the same person or transaction.",
              "Ways to protect quality from the point of collection:",
              "- Use forms with fixed options (drop-down lists) instead of free text.\n- Give clear filling instructions and train the people collecting data.\n- Check data regularly, for example looking for impossible values such as an age of 250.\n- Record the source and date of collection.",
              "Example: posyandu volunteers in a village in East Nusa Tenggara wrote toddlers' birth dates in many formats. After the form was switched to a date picker in an app, age and nutrition-status calculations became more accurate.",
            ),
          ),
        },
        {
          title: t(
            "Statistik Deskriptif: Rata-Rata, Median, dan Modus",
            "Descriptive Statistics: Mean, Median and Mode",
          ),
          body: t(
            p(
              "Statistik deskriptif meringkas banyak angka menjadi beberapa ukuran yang mudah dipahami.",
              "Ukuran pemusatan:",
              "- Rata-rata (mean): jumlah semua nilai dibagi banyaknya data.\n- Median: nilai tengah setelah data diurutkan.\n- Modus: nilai yang paling sering muncul.",
              "Contoh: gaji lima karyawan sebuah startup di Jakarta adalah Rp6 juta, Rp7 juta, Rp7 juta, Rp8 juta, dan Rp32 juta. Rata-ratanya Rp60 juta ÷ 5 = Rp12 juta. Mediannya Rp7 juta, dan modusnya juga Rp7 juta.",
              "Rata-rata Rp12 juta terdengar tinggi, padahal empat dari lima karyawan bergaji jauh di bawahnya. Satu nilai ekstrem (pencilan) menarik rata-rata ke atas. Untuk data seperti gaji, harga rumah, atau omzet usaha, median sering lebih mewakili kondisi umum.",
              "Ukuran penyebaran juga penting:",
              "- Rentang: nilai terbesar dikurangi terkecil.\n- Simpangan baku (standar deviasi): seberapa jauh data rata-rata menyebar dari nilai rata-ratanya.",
              "Dua kelompok tani bisa memiliki rata-rata panen yang sama, tetapi kelompok dengan simpangan baku besar berarti hasil antaranggotanya sangat bervariasi, sehingga perlu dicari penyebabnya. Laporkan pusat dan sebaran bersama-sama agar gambaran data lebih utuh.",
            ),
            p(
              "Descriptive statistics summarise many numbers into a few easy-to-grasp measures.",
              "Measures of central tendency:",
              "- Mean: the sum of all values divided by the number of values.\n- Median: the middle value once the data is sorted.\n- Mode: the value that appears most often.",
              "Example: the salaries of five employees at a Jakarta startup are Rp6 million, Rp7 million, Rp7 million, Rp8 million and Rp32 million. The mean is Rp60 million ÷ 5 = Rp12 million. The median is Rp7 million, and so is the mode.",
              "A mean of Rp12 million sounds high, yet four of the five employees earn far less. One extreme value (an outlier) pulls the mean up. For data like salaries, house prices or business revenue, the median often better represents the typical case.",
              "Measures of spread matter too:",
              "- Range: the largest value minus the smallest.\n- Standard deviation: how far, on average, values spread from the mean.",
              "Two farmer groups may have the same average harvest, but a group with a large standard deviation has very uneven yields among members, so the cause should be investigated. Report centre and spread together for a fuller picture.",
            ),
          ),
        },
        {
          title: t(
            "Persentase, Pertumbuhan, dan Poin Persentase",
            "Percentages, Growth and Percentage Points",
          ),
          body: t(
            p(
              "Banyak laporan memakai persentase, tetapi kesalahan membacanya sangat umum.",
              "Pertumbuhan dihitung dengan rumus: (nilai baru − nilai lama) ÷ nilai lama × 100%. Contoh: penjualan koperasi naik dari Rp80 juta menjadi Rp100 juta. Pertumbuhannya (100 − 80) ÷ 80 = 25%. Sebaliknya, jika turun dari Rp100 juta ke Rp80 juta, penurunannya 20%, bukan 25%, karena pembaginya berbeda.",
              "Bedakan persen dan poin persentase. Jika tingkat kelulusan ujian naik dari 60% menjadi 75%, kenaikannya 15 poin persentase, sedangkan kenaikan relatifnya (75 − 60) ÷ 60 = 25%. Keduanya benar, tetapi maknanya berbeda dan harus ditulis dengan jelas.",
              'Hati-hati dengan persentase dari angka kecil. "Penjualan produk baru naik 200%" terdengar luar biasa, padahal bisa saja hanya dari 2 menjadi 6 unit. Sertakan angka absolutnya.',
              "Perhatikan juga pembandingnya:",
              '- Persentase dari apa? "30% pelanggan puas" dari seluruh pelanggan atau hanya dari yang mengisi survei?\n- Dibandingkan dengan periode apa? Bulan lalu atau tahun lalu?',
              "Kebiasaan sederhana ini membuat laporan Anda lebih jujur dan mencegah keputusan berdasarkan angka yang terdengar besar tetapi menyesatkan.",
            ),
            p(
              "Many reports use percentages, yet misreading them is very common.",
              "Growth is calculated as: (new value − old value) ÷ old value × 100%. Example: a cooperative's sales rise from Rp80 million to Rp100 million. Growth is (100 − 80) ÷ 80 = 25%. Conversely, a fall from Rp100 million to Rp80 million is a 20% decline, not 25%, because the base is different.",
              "Distinguish percent from percentage points. If an exam pass rate rises from 60% to 75%, that is a 15 percentage-point increase, while the relative increase is (75 − 60) ÷ 60 = 25%. Both are correct, but they mean different things and must be stated clearly.",
              'Beware of percentages of small numbers. "New product sales up 200%" sounds remarkable, but it could be just from 2 to 6 units. Include the absolute figures.',
              "Check the comparison too:",
              '- A percentage of what? "30% of customers are satisfied" — of all customers or only those who answered the survey?\n- Compared with which period? Last month or last year?',
              "These simple habits make your reports more honest and prevent decisions based on numbers that sound big but mislead.",
            ),
          ),
        },
        {
          title: t("Korelasi Bukan Sebab-Akibat", "Correlation Is Not Causation"),
          body: t(
            p(
              "Dua hal yang bergerak bersamaan belum tentu saling menyebabkan. Korelasi berarti ada hubungan pola: ketika satu naik, yang lain cenderung naik (korelasi positif) atau turun (korelasi negatif). Kausalitas berarti satu hal benar-benar menyebabkan yang lain.",
              "Contoh klasik: penjualan es krim dan kasus tenggelam sama-sama naik pada musim liburan dan cuaca panas. Es krim tidak menyebabkan orang tenggelam; keduanya dipengaruhi faktor ketiga, yaitu cuaca dan banyaknya orang yang berenang. Faktor ketiga ini disebut variabel pengganggu (confounding variable).",
              "Contoh di tempat kerja: cabang bank yang karyawannya paling sering ikut pelatihan ternyata punya penjualan tertinggi. Apakah pelatihan menyebabkan penjualan naik? Mungkin. Tetapi bisa juga cabang besar di kota punya anggaran pelatihan lebih besar sekaligus pasar lebih besar.",
              "Cara lebih yakin tentang sebab-akibat:",
              "- Cari penjelasan lain dan faktor ketiga yang mungkin berpengaruh.\n- Periksa urutan waktu: sebab harus terjadi sebelum akibat.\n- Bandingkan kelompok yang mirip, misalnya cabang dengan ukuran dan lokasi serupa.\n- Jika memungkinkan, lakukan uji coba terkontrol: sebagian diberi perlakuan, sebagian tidak, dipilih secara acak.",
              "Sikap kritis ini mencegah organisasi menghabiskan anggaran untuk program yang ternyata tidak berdampak.",
            ),
            p(
              "Two things moving together do not necessarily cause each other. Correlation means a pattern: when one rises, the other tends to rise (positive correlation) or fall (negative correlation). Causation means one thing actually causes the other.",
              "A classic example: ice cream sales and drownings both rise in holiday seasons and hot weather. Ice cream does not make people drown; both are driven by a third factor, weather and the number of people swimming. Such a factor is called a confounding variable.",
              "A workplace example: the bank branches whose staff attend the most training also have the highest sales. Does training raise sales? Perhaps. But big city branches may simply have larger training budgets and larger markets.",
              "Ways to be more confident about cause and effect:",
              "- Look for alternative explanations and third factors.\n- Check the timing: a cause must come before its effect.\n- Compare similar groups, such as branches of similar size and location.\n- Where possible, run a controlled trial: some units get the treatment and some do not, chosen at random.",
              "This critical attitude stops organisations from spending budgets on programmes that turn out to have no effect.",
            ),
          ),
        },
        {
          title: t("Pengambilan Keputusan Berbasis Data", "Data-Driven Decision Making"),
          body: t(
            p(
              "Keputusan berbasis data bukan berarti mengabaikan pengalaman, tetapi memadukan pengalaman dengan bukti. Prosesnya bisa disederhanakan menjadi lima langkah:",
              '- Rumuskan pertanyaan yang jelas dan terkait keputusan. "Apakah kita perlu membuka layanan sore di puskesmas?" lebih baik daripada "Analisis data kunjungan."\n- Tentukan data yang dibutuhkan dan cek ketersediaannya.\n- Olah dan analisis data: ringkas, bandingkan, dan cari pola.\n- Tafsirkan hasil dengan kritis: apa keterbatasan datanya? Adakah penjelasan lain?\n- Ambil keputusan, jalankan, lalu ukur hasilnya.',
              "Contoh: pengurus BUMDes air bersih di Kabupaten Gunungkidul ingin tahu mengapa tunggakan pembayaran naik. Data menunjukkan tunggakan terpusat di dua dusun yang jauh dari kantor. Pengurus lalu menyediakan pembayaran lewat petugas dusun dan transfer. Tiga bulan kemudian, tunggakan di dua dusun itu turun, dan pengurus memantau apakah penurunannya bertahan.",
              "Jebakan yang perlu dihindari:",
              "- Mencari data hanya untuk membenarkan keputusan yang sudah diambil.\n- Menunggu data sempurna sehingga keputusan terlambat.\n- Mengabaikan suara orang lapangan yang memahami konteks di balik angka.",
              "Data yang baik memperkuat penilaian manusia, bukan menggantikannya.",
            ),
            p(
              "Data-driven decision making does not mean ignoring experience; it means combining experience with evidence. The process can be simplified into five steps:",
              '- Frame a clear question tied to a decision. "Should the health centre open an afternoon service?" beats "Analyse the visit data."\n- Identify the data needed and check it is available.\n- Process and analyse the data: summarise, compare and look for patterns.\n- Interpret the results critically: what are the data\'s limits? Are there other explanations?\n- Decide, act, then measure the results.',
              "Example: the board of a village-owned clean-water enterprise in Gunungkidul Regency wants to know why payment arrears are rising. The data shows arrears are concentrated in two hamlets far from the office. The board sets up payment through hamlet officers and bank transfer. Three months later, arrears in those hamlets fall, and the board keeps watching whether the drop lasts.",
              "Traps to avoid:",
              "- Looking for data only to justify a decision already made.\n- Waiting for perfect data until the decision comes too late.\n- Ignoring field staff who understand the context behind the numbers.",
              "Good data strengthens human judgement; it does not replace it.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            '"Penjualan turun karena dua produk terlaris sering kosong" adalah contoh analitik jenis apa?',
            '"Sales fell because the two best-sellers were often out of stock" is which type of analytics?',
          ),
          options: [
            o(false, "Deskriptif", "Descriptive"),
            o(true, "Diagnostik", "Diagnostic"),
            o(false, "Prediktif", "Predictive"),
            o(false, "Preskriptif", "Prescriptive"),
          ],
          explanation: t(
            "Analitik diagnostik menjawab mengapa sesuatu terjadi.",
            "Diagnostic analytics answers why something happened.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            'Tingkat kepuasan "kurang, cukup, baik, sangat baik" termasuk data jenis apa?',
            'Satisfaction levels "poor, fair, good, very good" are which type of data?',
          ),
          options: [
            o(true, "Ordinal", "Ordinal"),
            o(false, "Kontinu", "Continuous"),
            o(false, "Nominal", "Nominal"),
          ],
          explanation: t(
            "Data ordinal adalah data kategorik yang memiliki urutan.",
            "Ordinal data is categorical data with an order.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana cara menjaga kualitas data sejak pengumpulan?",
            "Which practices protect data quality at collection?",
          ),
          options: [
            o(
              true,
              "Memeriksa nilai yang tidak masuk akal secara berkala",
              "Regularly checking for impossible values",
            ),
            o(
              false,
              "Membiarkan setiap petugas memakai format tanggal sendiri",
              "Letting each officer use their own date format",
            ),
            o(
              true,
              "Memakai daftar pilihan baku daripada isian bebas",
              "Using fixed drop-down options instead of free text",
            ),
            o(true, "Melatih petugas pengisi data", "Training the people collecting data"),
          ],
          explanation: t(
            "Format yang berbeda-beda merusak konsistensi. Pilihan baku, pelatihan, dan pemeriksaan rutin menjaga kualitas data.",
            "Mixed formats break consistency. Fixed options, training and routine checks protect quality.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Gaji lima karyawan: Rp6, 7, 7, 8, dan 32 juta. Berapa mediannya?",
            "Five salaries: Rp6, 7, 7, 8 and 32 million. What is the median?",
          ),
          options: [
            o(false, "Rp8 juta", "Rp8 million"),
            o(false, "Rp12 juta", "Rp12 million"),
            o(true, "Rp7 juta", "Rp7 million"),
          ],
          explanation: t(
            "Setelah diurutkan, nilai tengahnya Rp7 juta. Rata-ratanya Rp12 juta karena tertarik oleh pencilan Rp32 juta.",
            "Sorted, the middle value is Rp7 million. The mean is Rp12 million because the Rp32 million outlier pulls it up.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Tingkat kelulusan naik dari 60% menjadi 75%. Pernyataan mana yang benar?",
            "A pass rate rises from 60% to 75%. Which statement is correct?",
          ),
          options: [
            o(false, "Naik 75%", "It rose 75%"),
            o(
              true,
              "Naik 15 poin persentase, atau 25% secara relatif",
              "It rose 15 percentage points, or 25% in relative terms",
            ),
            o(false, "Naik 15% secara relatif", "It rose 15% in relative terms"),
          ],
          explanation: t(
            "Selisihnya 15 poin persentase; kenaikan relatifnya (75 − 60) ÷ 60 = 25%.",
            "The difference is 15 percentage points; the relative increase is (75 − 60) ÷ 60 = 25%.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Penjualan turun dari Rp100 juta menjadi Rp80 juta. Berapa persen penurunannya?",
            "Sales fall from Rp100 million to Rp80 million. What is the percentage decline?",
          ),
          options: [o(true, "20%", "20%"), o(false, "25%", "25%"), o(false, "80%", "80%")],
          explanation: t(
            "(80 − 100) ÷ 100 = −20%. Pembaginya adalah nilai lama, yaitu Rp100 juta.",
            "(80 − 100) ÷ 100 = −20%. The base is the old value, Rp100 million.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Penjualan es krim dan kasus tenggelam naik bersamaan. Kesimpulan mana yang tepat?",
            "Ice cream sales and drownings rise together. Which conclusions are sound?",
          ),
          options: [
            o(false, "Es krim menyebabkan orang tenggelam", "Ice cream causes drowning"),
            o(true, "Keduanya berkorelasi", "The two are correlated"),
            o(
              true,
              "Kemungkinan ada faktor ketiga seperti cuaca panas",
              "A third factor such as hot weather is likely",
            ),
          ],
          explanation: t(
            "Korelasi tidak membuktikan sebab-akibat; cuaca dan jumlah orang berenang memengaruhi keduanya.",
            "Correlation does not prove causation; weather and the number of swimmers drive both.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana jebakan dalam keputusan berbasis data?",
            "Which are traps in data-driven decision making?",
          ),
          options: [
            o(false, "Mengukur hasil setelah keputusan dijalankan", "Measuring results after acting"),
            o(true, "Mengabaikan masukan petugas lapangan", "Ignoring field staff's input"),
            o(
              true,
              "Mencari data hanya untuk membenarkan keputusan yang sudah diambil",
              "Seeking data only to justify a decision already made",
            ),
            o(
              true,
              "Menunggu data sempurna sehingga keputusan terlambat",
              "Waiting for perfect data until it is too late",
            ),
          ],
          explanation: t(
            "Mengukur hasil justru langkah terakhir yang benar; tiga lainnya adalah jebakan yang harus dihindari.",
            "Measuring results is the correct final step; the other three are traps to avoid.",
          ),
        },
      ],
    },
    {
      key: "spreadsheet-data-analysis",
      title: t(
        "Analisis Data dengan Spreadsheet (Excel dan Google Sheets)",
        "Data Analysis with Spreadsheets (Excel and Google Sheets)",
      ),
      description: t(
        "Gunakan Excel atau Google Sheets untuk mengolah data kerja menjadi laporan yang jelas. Anda belajar menyusun tabel rapi, membersihkan data, memakai rumus ringkasan dan pencarian, membuat tabel pivot, grafik, serta dasbor sederhana.",
        "Use Excel or Google Sheets to turn work data into clear reports. You learn to build tidy tables, clean data, use summary and lookup formulas, and create pivot tables, charts and a simple dashboard.",
      ),
      skills: [
        t("Menyusun tabel data yang rapi", "Building tidy data tables"),
        t("Membersihkan data", "Data cleaning"),
        t("Rumus SUMIF, COUNTIF, dan XLOOKUP", "SUMIF, COUNTIF and XLOOKUP formulas"),
        t("Tabel pivot", "Pivot tables"),
        t("Visualisasi data", "Data visualisation"),
        t("Membuat dasbor sederhana", "Building a simple dashboard"),
      ],
      lessons: [
        {
          title: t(
            "Menyusun Tabel Data yang Rapi di Spreadsheet",
            "Building a Tidy Data Table in a Spreadsheet",
          ),
          body: t(
            p(
              "Banyak kesulitan analisis berawal dari tabel yang disusun untuk dilihat, bukan untuk diolah: sel digabung, judul di tengah tabel, subtotal di sela data, dan warna sebagai satu-satunya penanda.",
              "Aturan tabel data yang rapi:",
              "- Satu baris judul kolom di paling atas, dengan nama kolom singkat dan jelas.\n- Satu baris untuk satu catatan, misalnya satu transaksi.\n- Satu kolom untuk satu jenis informasi; pisahkan tanggal, produk, jumlah, dan harga.\n- Tanpa sel yang digabung (merge) di area data.\n- Tanpa baris kosong atau subtotal di tengah data.\n- Jangan menyimpan informasi hanya lewat warna; buat kolom status.",
              "Contoh data penjualan toko pertanian di Jember dengan kolom: Tanggal, Cabang, Produk, Kategori, Jumlah, Harga Satuan, Total. Dari tabel seperti ini, total per bulan, per cabang, atau per produk bisa dihitung dalam hitungan detik.",
              "Pisahkan lembar (sheet) data mentah dari lembar laporan. Data mentah hanya ditambah barisnya, sedangkan ringkasan dan grafik diletakkan di lembar lain yang mengambil data dari lembar mentah. Di Excel, fitur Format as Table membantu rumus dan pivot otomatis mengikuti data yang bertambah.",
            ),
            p(
              "Many analysis headaches start with tables built to be looked at, not processed: merged cells, titles in the middle of the table, subtotals between rows and colour as the only marker.",
              "Rules for a tidy data table:",
              "- One header row at the very top, with short, clear column names.\n- One row per record, for example one transaction.\n- One column per kind of information; separate date, product, quantity and price.\n- No merged cells in the data area.\n- No blank rows or subtotals inside the data.\n- Do not store information only as colour; add a status column.",
              "Example: sales data for a farm-supply shop in Jember with columns Date, Branch, Product, Category, Quantity, Unit Price, Total. From a table like this, totals per month, branch or product can be computed in seconds.",
              "Keep raw data and reports on separate sheets. The raw data sheet only gains rows, while summaries and charts live on other sheets that pull from it. In Excel, Format as Table helps formulas and pivots follow the data automatically as it grows.",
            ),
          ),
        },
        {
          title: t("Membersihkan Data di Spreadsheet", "Cleaning Data in a Spreadsheet"),
          body: t(
            p(
              "Data dari formulir, ekspor aplikasi, atau gabungan beberapa orang hampir selalu perlu dibersihkan sebelum dianalisis.",
              "Masalah umum dan cara mengatasinya:",
              '- Spasi berlebih: "Jember " dan "Jember" dihitung berbeda. Gunakan fungsi TRIM.\n- Penulisan tidak seragam: "Kab. Jember", "Jember", "JEMBER". Seragamkan dengan Find & Replace atau kolom bantu, lalu gunakan daftar pilihan (data validation) agar tidak terulang.\n- Data ganda: gunakan fitur Remove Duplicates, tetapi pastikan dulu kolom mana yang menentukan data ganda.\n- Angka tersimpan sebagai teks: sering terjadi pada data ekspor; cirinya angka rata kiri dan tidak bisa dijumlah. Ubah formatnya atau gunakan fungsi VALUE.\n- Tanggal tidak seragam: pastikan semua tanggal dikenali sebagai tanggal, bukan teks.',
              'Perhatikan pengaturan bahasa. Pada pengaturan Indonesia, pemisah desimal biasanya koma dan pemisah argumen rumus biasanya titik koma, misalnya =SUMIF(B:B;"Jember";G:G). Data dengan format angka dari pengaturan lain bisa terbaca salah.',
              "Prinsip penting: simpan salinan data asli sebelum membersihkan, dan catat langkah pembersihan yang Anda lakukan. Jika ada kesalahan, Anda bisa kembali ke data asli dan orang lain bisa memeriksa prosesnya.",
            ),
            p(
              "Data from forms, app exports or several contributors almost always needs cleaning before analysis.",
              "Common problems and fixes:",
              '- Extra spaces: "Jember " and "Jember" are counted separately. Use the TRIM function.\n- Inconsistent spelling: "Kab. Jember", "Jember", "JEMBER". Standardise with Find & Replace or a helper column, then use drop-down lists (data validation) so it does not recur.\n- Duplicates: use Remove Duplicates, but first decide which columns define a duplicate.\n- Numbers stored as text: common in exports; they align left and cannot be summed. Change the format or use the VALUE function.\n- Inconsistent dates: make sure all dates are recognised as dates, not text.',
              'Watch the language settings. Under Indonesian settings, the decimal separator is usually a comma and formula arguments are usually separated by semicolons, for example =SUMIF(B:B;"Jember";G:G). Numbers formatted under other settings can be misread.',
              "A key principle: keep a copy of the original data before cleaning, and note the cleaning steps you take. If something goes wrong you can return to the original, and others can check your process.",
            ),
          ),
        },
        {
          title: t(
            "Rumus Ringkasan: SUM, AVERAGE, COUNTIF, dan SUMIF",
            "Summary Formulas: SUM, AVERAGE, COUNTIF and SUMIF",
          ),
          body: t(
            p(
              'Rumus ringkasan menjawab pertanyaan seperti "berapa totalnya?" dan "berapa banyak yang memenuhi syarat?"',
              "Rumus dasar:",
              "- SUM: menjumlahkan, misalnya =SUM(G2:G500) untuk total penjualan.\n- AVERAGE: rata-rata.\n- MEDIAN: nilai tengah.\n- COUNT: menghitung sel berisi angka; COUNTA menghitung sel yang tidak kosong.\n- MIN dan MAX: nilai terkecil dan terbesar.",
              "Rumus bersyarat:",
              '- COUNTIF: menghitung baris yang memenuhi satu syarat, misalnya jumlah transaksi di cabang Jember: =COUNTIF(B:B,"Jember").\n- SUMIF: menjumlahkan nilai yang memenuhi syarat, misalnya total penjualan cabang Jember: =SUMIF(B:B,"Jember",G:G).\n- COUNTIFS dan SUMIFS: untuk beberapa syarat sekaligus, misalnya cabang Jember dan kategori pupuk.',
              "Tips agar rumus mudah dirawat: jangan menulis syarat langsung di rumus, tetapi rujuk ke sel, misalnya =SUMIF(B:B,J2,G:G) dengan J2 berisi nama cabang. Dengan begitu Anda cukup mengganti isi J2 atau menyalin rumus ke bawah untuk cabang lain.",
              "Gunakan tanda $ untuk mengunci rujukan yang tidak boleh bergeser saat rumus disalin, misalnya $G$2:$G$500. Periksa selalu hasil rumus dengan hitungan manual kecil untuk memastikan rumusnya benar.",
            ),
            p(
              'Summary formulas answer questions like "what is the total?" and "how many meet a condition?"',
              "Basic formulas:",
              "- SUM: adds up, for example =SUM(G2:G500) for total sales.\n- AVERAGE: the mean.\n- MEDIAN: the middle value.\n- COUNT: counts cells containing numbers; COUNTA counts non-empty cells.\n- MIN and MAX: the smallest and largest values.",
              "Conditional formulas:",
              '- COUNTIF: counts rows meeting one condition, such as transactions at the Jember branch: =COUNTIF(B:B,"Jember").\n- SUMIF: sums values meeting a condition, such as total sales at the Jember branch: =SUMIF(B:B,"Jember",G:G).\n- COUNTIFS and SUMIFS: for several conditions at once, such as the Jember branch and the fertiliser category.',
              "To keep formulas maintainable, do not type conditions directly into the formula; refer to a cell, for example =SUMIF(B:B,J2,G:G) with J2 holding the branch name. You then just change J2, or copy the formula down for other branches.",
              "Use the $ sign to lock references that must not shift when the formula is copied, such as $G$2:$G$500. Always check a formula's result against a small manual calculation to make sure it is right.",
            ),
          ),
        },
        {
          title: t("Mencari Data dengan VLOOKUP dan XLOOKUP", "Looking Up Data with VLOOKUP and XLOOKUP"),
          body: t(
            p(
              "Sering kali data yang dibutuhkan ada di tabel lain. Misalnya tabel transaksi hanya berisi kode produk, sedangkan nama dan harga produk ada di tabel daftar produk. Rumus pencarian (lookup) menghubungkan keduanya.",
              "VLOOKUP mencari nilai di kolom pertama sebuah tabel, lalu mengambil nilai dari kolom lain di baris yang sama. Contoh: =VLOOKUP(C2,Produk!A:D,3,FALSE) mencari kode produk di C2 pada lembar Produk dan mengambil isi kolom ketiga. Argumen FALSE berarti mencari yang persis sama; tanpa itu, hasilnya bisa salah tanpa peringatan.",
              "Keterbatasan VLOOKUP: kolom kunci harus berada paling kiri, dan nomor kolom bisa salah jika ada kolom yang disisipkan.",
              "XLOOKUP, tersedia di Excel versi baru dan Google Sheets, lebih fleksibel: =XLOOKUP(C2,Produk!A:A,Produk!C:C). Rumus ini mencari C2 di kolom A dan mengambil nilai dari kolom C, tanpa menghitung nomor kolom dan tanpa syarat kolom kunci di kiri.",
              "Jika hasilnya #N/A, artinya nilai tidak ditemukan. Penyebab umumnya spasi berlebih, perbedaan penulisan, atau angka yang tersimpan sebagai teks, jadi bersihkan data terlebih dahulu.",
              "Contoh: staf gudang di Cikarang memakai XLOOKUP untuk menampilkan nama pemasok di setiap baris penerimaan barang hanya dari kode pemasoknya.",
            ),
            p(
              "Often the data you need lives in another table. For example, a transaction table holds only product codes, while names and prices are in a product list. Lookup formulas connect the two.",
              "VLOOKUP searches the first column of a table, then returns a value from another column in the same row. Example: =VLOOKUP(C2,Products!A:D,3,FALSE) looks for the product code in C2 on the Products sheet and returns the third column. FALSE means an exact match; without it, results can be wrong with no warning.",
              "VLOOKUP's limits: the key column must be leftmost, and the column number can break when a column is inserted.",
              "XLOOKUP, available in newer Excel versions and Google Sheets, is more flexible: =XLOOKUP(C2,Products!A:A,Products!C:C). It searches for C2 in column A and returns the value from column C, without counting column numbers and without needing the key on the left.",
              "A #N/A result means the value was not found. Common causes are extra spaces, spelling differences or numbers stored as text, so clean the data first.",
              "Example: a warehouse clerk in Cikarang uses XLOOKUP to show the supplier name on every goods-received row from just the supplier code.",
            ),
          ),
        },
        {
          title: t("Meringkas Data dengan Tabel Pivot", "Summarising Data with Pivot Tables"),
          body: t(
            p(
              "Tabel pivot adalah cara tercepat meringkas ribuan baris data tanpa menulis rumus. Anda cukup menyeret nama kolom ke area yang tersedia.",
              "Empat area tabel pivot:",
              "- Rows (baris): kategori yang ingin dirinci, misalnya Cabang.\n- Columns (kolom): kategori pembanding, misalnya Bulan.\n- Values (nilai): angka yang diringkas, misalnya Total, dengan fungsi Sum, Count, atau Average.\n- Filters (filter): menyaring data, misalnya hanya kategori pupuk.",
              "Contoh: dari 5.000 baris transaksi toko pertanian, tabel pivot dengan Cabang di baris, Bulan di kolom, dan jumlah Total di nilai langsung menunjukkan penjualan setiap cabang per bulan. Dengan dua klik, Anda bisa menggantinya menjadi penjualan per produk.",
              "Tips penggunaan:",
              "- Pastikan data sumber berbentuk tabel rapi tanpa baris kosong.\n- Kelompokkan tanggal menjadi bulan atau triwulan dengan fitur Group.\n- Tampilkan nilai sebagai persentase dari total untuk melihat kontribusi setiap kategori.\n- Segarkan (Refresh) tabel pivot setiap kali data sumber berubah; di Excel tabel pivot tidak otomatis diperbarui.",
              'Tabel pivot juga membantu menemukan data kotor: jika muncul "Jember" dan "Jember " sebagai dua baris berbeda, berarti data perlu dibersihkan.',
            ),
            p(
              "A pivot table is the fastest way to summarise thousands of rows without writing formulas. You simply drag column names into the available areas.",
              "The four pivot table areas:",
              "- Rows: the category to break down, such as Branch.\n- Columns: a comparison category, such as Month.\n- Values: the numbers to summarise, such as Total, using Sum, Count or Average.\n- Filters: to narrow the data, such as only the fertiliser category.",
              "Example: from 5,000 rows of farm-shop transactions, a pivot table with Branch in rows, Month in columns and the sum of Total in values instantly shows each branch's sales per month. With two clicks you can switch it to sales per product.",
              "Usage tips:",
              "- Make sure the source is a tidy table with no blank rows.\n- Group dates into months or quarters with the Group feature.\n- Show values as a percentage of the total to see each category's contribution.\n- Refresh the pivot table whenever the source data changes; in Excel pivot tables do not update automatically.",
              'Pivot tables also reveal dirty data: if "Jember" and "Jember " appear as two separate rows, the data needs cleaning.',
            ),
          ),
        },
        {
          title: t(
            "Memilih Grafik yang Tepat untuk Visualisasi Data",
            "Choosing the Right Chart for Data Visualisation",
          ),
          body: t(
            p(
              "Grafik yang tepat membuat pola terlihat dalam hitungan detik; grafik yang salah bisa menyesatkan.",
              "Panduan memilih grafik:",
              "- Grafik garis: perubahan dari waktu ke waktu, misalnya kunjungan puskesmas per bulan.\n- Grafik batang: membandingkan kategori, misalnya penjualan per cabang. Urutkan dari terbesar ke terkecil agar mudah dibaca.\n- Grafik batang bertumpuk: komposisi dalam setiap kategori, tetapi jangan terlalu banyak bagian.\n- Grafik lingkaran: proporsi dari keseluruhan, hanya jika bagiannya sedikit (misalnya dua sampai empat).\n- Diagram pencar (scatter): hubungan dua variabel numerik, misalnya luas lahan dan hasil panen.",
              "Prinsip visualisasi yang jujur dan jelas:",
              '- Judul berupa kesimpulan: "Cabang Lumajang tumbuh paling cepat".\n- Sumbu nilai grafik batang dimulai dari nol, agar perbedaan tidak terlihat lebih besar dari kenyataan.\n- Hindari efek 3D dan warna berlebihan; gunakan satu warna kuat untuk menyorot bagian penting.\n- Beri label satuan dan sumber data.',
              "Contoh: dinas kesehatan kabupaten menampilkan cakupan imunisasi per kecamatan dalam grafik batang terurut dengan garis target. Kecamatan di bawah target langsung terlihat dan menjadi fokus pembahasan rapat.",
            ),
            p(
              "The right chart makes a pattern visible in seconds; the wrong one can mislead.",
              "A guide to choosing charts:",
              "- Line chart: change over time, such as monthly health-centre visits.\n- Bar chart: comparing categories, such as sales by branch. Sort from largest to smallest for easy reading.\n- Stacked bar chart: composition within each category, but not with too many parts.\n- Pie chart: shares of a whole, only with few parts (say two to four).\n- Scatter plot: the relationship between two numerical variables, such as farm size and harvest.",
              "Principles for honest, clear visuals:",
              '- A conclusion as the title: "Lumajang branch grew fastest".\n- Start bar-chart value axes at zero so differences do not look bigger than they are.\n- Avoid 3D effects and excess colours; use one strong colour to highlight what matters.\n- Label units and the data source.',
              "Example: a regency health office shows immunisation coverage by sub-district in a sorted bar chart with a target line. Sub-districts below target stand out at once and become the focus of the meeting.",
            ),
          ),
        },
        {
          title: t(
            "Membuat Dasbor dan Laporan Rutin Sederhana",
            "Building a Simple Dashboard and Routine Report",
          ),
          body: t(
            p(
              "Dasbor adalah satu halaman yang menampilkan angka-angka terpenting sehingga pimpinan bisa memantau kinerja dengan cepat. Dasbor sederhana bisa dibuat di Excel atau Google Sheets dengan menggabungkan pelajaran sebelumnya.",
              "Langkah membuat dasbor:",
              "- Tentukan pengguna dan pertanyaannya. Dasbor untuk manajer cabang berbeda dengan dasbor direktur.\n- Pilih tiga sampai enam indikator utama, misalnya total penjualan bulan ini, pertumbuhan dibanding bulan lalu, lima produk terlaris, dan penjualan per cabang.\n- Siapkan lembar data mentah yang rapi, lalu lembar perhitungan dengan rumus atau tabel pivot.\n- Susun lembar dasbor: angka utama di bagian atas, grafik di bawahnya, dan filter seperti slicer untuk memilih bulan atau cabang.\n- Bandingkan dengan target agar angka punya makna.",
              "Jaga dasbor tetap sederhana. Dasbor dengan puluhan grafik membuat orang bingung apa yang penting.",
              "Agar laporan rutin tidak memakan waktu, buat templat: setiap bulan cukup menempelkan data baru ke lembar mentah, lalu menyegarkan pivot. Contoh: admin koperasi di Sidoarjo yang dulu menghabiskan dua hari menyusun laporan bulanan kini cukup satu jam karena seluruh perhitungan sudah otomatis, sehingga sisa waktunya dipakai untuk menindaklanjuti anggota yang menunggak.",
            ),
            p(
              "A dashboard is a single page showing the most important numbers so managers can monitor performance quickly. A simple dashboard can be built in Excel or Google Sheets by combining the previous lessons.",
              "Steps to build a dashboard:",
              "- Define the users and their questions. A branch manager's dashboard differs from a director's.\n- Choose three to six key indicators, such as total sales this month, growth versus last month, the top five products and sales by branch.\n- Prepare a tidy raw-data sheet, then a calculation sheet with formulas or pivot tables.\n- Lay out the dashboard sheet: headline numbers at the top, charts below, and filters such as slicers to choose the month or branch.\n- Compare against targets so the numbers have meaning.",
              "Keep dashboards simple. A dashboard with dozens of charts leaves people unsure what matters.",
              "To keep routine reports quick, build a template: each month you just paste new data into the raw sheet and refresh the pivots. Example: a cooperative administrator in Sidoarjo who used to spend two days on the monthly report now needs an hour because every calculation is automatic, and uses the time saved to follow up members in arrears.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "multiple",
          prompt: t("Mana aturan tabel data yang rapi?", "Which are rules of a tidy data table?"),
          options: [
            o(false, "Menggabungkan sel agar tampilan lebih menarik", "Merging cells for a nicer look"),
            o(false, "Menyisipkan subtotal di tengah data", "Inserting subtotals within the data"),
            o(true, "Satu baris untuk satu catatan", "One row per record"),
            o(true, "Satu kolom untuk satu jenis informasi", "One column per kind of information"),
          ],
          explanation: t(
            "Sel yang digabung dan subtotal di tengah data menyulitkan rumus dan pivot.",
            "Merged cells and subtotals inside the data break formulas and pivots.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            '"Jember " (dengan spasi) dan "Jember" terhitung sebagai dua nilai berbeda. Fungsi apa yang membantu?',
            '"Jember " (with a space) and "Jember" count as two values. Which function helps?',
          ),
          options: [o(false, "SUM", "SUM"), o(false, "MAX", "MAX"), o(true, "TRIM", "TRIM")],
          explanation: t(
            "TRIM menghapus spasi berlebih di awal, akhir, dan antar kata.",
            "TRIM removes extra spaces at the start, end and between words.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Rumus mana yang menjumlahkan total penjualan (kolom G) khusus cabang Jember (kolom B)?",
            "Which formula sums total sales (column G) for the Jember branch only (column B)?",
          ),
          options: [
            o(false, '=COUNTIF(B:B,"Jember")', '=COUNTIF(B:B,"Jember")'),
            o(true, '=SUMIF(B:B,"Jember",G:G)', '=SUMIF(B:B,"Jember",G:G)'),
            o(false, "=SUM(B:B)", "=SUM(B:B)"),
          ],
          explanation: t(
            "SUMIF menjumlahkan nilai di G yang barisnya memenuhi syarat di B; COUNTIF hanya menghitung banyaknya baris.",
            "SUMIF sums values in G where column B meets the condition; COUNTIF only counts rows.",
          ),
        },
        {
          kind: "single",
          prompt: t("Apa arti argumen FALSE pada VLOOKUP?", "What does the FALSE argument in VLOOKUP mean?"),
          options: [
            o(true, "Mencari nilai yang persis sama", "Look for an exact match"),
            o(false, "Mengabaikan kolom pertama", "Ignore the first column"),
            o(false, "Menampilkan nilai salah jika tidak ditemukan", "Show a wrong value when not found"),
          ],
          explanation: t(
            "FALSE memaksa pencocokan persis; tanpa itu VLOOKUP bisa memberi hasil perkiraan yang salah tanpa peringatan.",
            "FALSE forces an exact match; without it VLOOKUP may return a wrong approximate result without warning.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Apa kelebihan XLOOKUP dibanding VLOOKUP?",
            "What advantages does XLOOKUP have over VLOOKUP?",
          ),
          options: [
            o(false, "Tidak pernah menghasilkan #N/A", "It never returns #N/A"),
            o(true, "Kolom kunci tidak harus berada paling kiri", "The key column need not be leftmost"),
            o(true, "Tidak perlu menghitung nomor kolom", "No column number to count"),
          ],
          explanation: t(
            "XLOOKUP lebih fleksibel, tetapi tetap menghasilkan #N/A jika nilai tidak ditemukan, misalnya karena data kotor.",
            "XLOOKUP is more flexible but still returns #N/A when the value is not found, for example due to dirty data.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Data sumber tabel pivot di Excel baru saja ditambah. Apa yang harus dilakukan?",
            "An Excel pivot table's source data has just grown. What must you do?",
          ),
          options: [
            o(false, "Menghapus dan mengetik ulang semua data", "Delete and retype all data"),
            o(
              false,
              "Tidak perlu apa-apa karena pivot selalu otomatis",
              "Nothing; pivots always update automatically",
            ),
            o(true, "Menyegarkan (Refresh) tabel pivot", "Refresh the pivot table"),
          ],
          explanation: t(
            "Tabel pivot Excel tidak otomatis diperbarui; perlu Refresh setelah data sumber berubah.",
            "Excel pivot tables do not update automatically; they need a Refresh after the source changes.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Grafik apa yang paling tepat untuk melihat hubungan luas lahan dan hasil panen?",
            "Which chart best shows the relationship between farm size and harvest?",
          ),
          options: [
            o(false, "Grafik lingkaran", "Pie chart"),
            o(true, "Diagram pencar (scatter)", "Scatter plot"),
            o(false, "Grafik batang bertumpuk", "Stacked bar chart"),
          ],
          explanation: t(
            "Diagram pencar menunjukkan hubungan antara dua variabel numerik.",
            "A scatter plot shows the relationship between two numerical variables.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana prinsip dasbor yang baik?", "Which are principles of a good dashboard?"),
          options: [
            o(false, "Menampilkan sebanyak mungkin grafik", "Showing as many charts as possible"),
            o(
              true,
              "Disesuaikan dengan pengguna dan pertanyaannya",
              "Tailored to its users and their questions",
            ),
            o(true, "Tiga sampai enam indikator utama", "Three to six key indicators"),
            o(true, "Dibandingkan dengan target", "Compared against targets"),
          ],
          explanation: t(
            "Dasbor yang sederhana, terarah pada pengguna, dan memiliki pembanding target lebih mudah dipahami.",
            "Simple, user-focused dashboards with target comparisons are easier to understand.",
          ),
        },
      ],
    },
    {
      key: "intro-data-science",
      title: t(
        "Pengantar Sains Data dan Machine Learning",
        "Introduction to Data Science and Machine Learning",
      ),
      description: t(
        "Pahami cara kerja sains data, dari merumuskan masalah sampai mengevaluasi model prediksi. Anda belajar proses proyek data, sampel dan survei, uji A/B, regresi, dasar machine learning, evaluasi model, serta etika data.",
        "Understand how data science works, from framing the problem to evaluating predictive models. You learn the data project process, sampling and surveys, A/B testing, regression, machine learning basics, model evaluation and data ethics.",
      ),
      skills: [
        t("Proses proyek sains data", "The data science project process"),
        t("Sampling dan margin of error", "Sampling and margin of error"),
        t("Uji A/B dan signifikansi", "A/B testing and significance"),
        t("Dasar regresi", "Regression basics"),
        t("Evaluasi model klasifikasi", "Classification model evaluation"),
        t("Etika dan privasi data", "Data ethics and privacy"),
      ],
      lessons: [
        {
          title: t("Proses Proyek Sains Data", "The Data Science Project Process"),
          body: t(
            p(
              "Sains data menggabungkan statistik, pemrograman, dan pemahaman bidang untuk menarik wawasan dan membuat prediksi dari data. Proyek sains data yang berhasil jarang dimulai dari algoritma; ia dimulai dari masalah.",
              "Kerangka yang banyak dipakai adalah CRISP-DM, dengan enam tahap:",
              "- Pemahaman bisnis: apa masalahnya dan bagaimana keberhasilan diukur?\n- Pemahaman data: data apa yang tersedia dan bagaimana kualitasnya?\n- Persiapan data: membersihkan, menggabungkan, dan membentuk variabel.\n- Pemodelan: memilih dan melatih model.\n- Evaluasi: apakah model benar-benar menjawab masalah bisnis?\n- Penerapan: memakai model dalam pekerjaan nyata dan memantaunya.",
              "Tahapannya tidak lurus; tim sering kembali ke tahap sebelumnya. Dalam praktik, persiapan data biasanya memakan porsi waktu yang besar.",
              "Contoh: sebuah koperasi simpan pinjam di Yogyakarta ingin mengurangi kredit macet. Pada tahap pemahaman bisnis, pengurus menyepakati tujuannya adalah mengenali anggota yang berisiko menunggak agar bisa didampingi lebih awal, bukan untuk menolak anggota. Tujuan ini memengaruhi semua tahap berikutnya, termasuk data yang boleh dipakai dan cara model digunakan.",
              "Selalu tanyakan di awal: jika model ini berhasil, keputusan apa yang akan berubah?",
            ),
            p(
              "Data science combines statistics, programming and domain understanding to draw insights and make predictions from data. Successful data science projects rarely start from an algorithm; they start from a problem.",
              "A widely used framework is CRISP-DM, with six phases:",
              "- Business understanding: what is the problem and how will success be measured?\n- Data understanding: what data exists and what is its quality?\n- Data preparation: cleaning, combining and shaping variables.\n- Modelling: choosing and training models.\n- Evaluation: does the model really answer the business problem?\n- Deployment: using the model in real work and monitoring it.",
              "The phases are not a straight line; teams often loop back. In practice, data preparation usually takes a large share of the time.",
              "Example: a savings and loan cooperative in Yogyakarta wants to reduce bad loans. During business understanding, the board agrees the aim is to identify members at risk of falling behind so they can be supported early, not to reject members. This aim shapes every later phase, including which data may be used and how the model is applied.",
              "Always ask at the start: if this model works, which decision will change?",
            ),
          ),
        },
        {
          title: t("Sampel, Survei, dan Margin of Error", "Samples, Surveys and Margin of Error"),
          body: t(
            p(
              "Sering kali kita tidak bisa mengumpulkan data dari seluruh populasi, misalnya semua warga kabupaten atau semua pelanggan. Kita lalu mengambil sampel, yaitu sebagian populasi, untuk menarik kesimpulan tentang keseluruhan.",
              "Sampel yang baik harus mewakili populasi. Cara terbaik adalah pengambilan sampel acak, di mana setiap anggota populasi punya peluang yang sama untuk terpilih. Sampel yang hanya diambil dari orang yang mudah dijangkau, misalnya survei daring untuk warga desa yang sebagian besar belum memakai internet, bisa menghasilkan kesimpulan yang bias.",
              "Hasil dari sampel selalu mengandung ketidakpastian yang dinyatakan dengan margin of error. Untuk sampel acak sederhana sekitar 400 orang, margin of error pada tingkat kepercayaan 95% untuk sebuah proporsi kira-kira ±5 poin persentase. Jika 60% responden puas, proporsi sebenarnya kemungkinan berada di kisaran 55–65%.",
              "Beberapa hal penting:",
              "- Memperbesar sampel mengecilkan margin of error, tetapi tidak memperbaiki bias. Sampel besar yang tidak acak tetap bisa menyesatkan.\n- Cara bertanya memengaruhi jawaban; gunakan pertanyaan netral.\n- Tingkat respons yang rendah bisa menimbulkan bias, karena yang menjawab mungkin berbeda dari yang tidak menjawab.",
            ),
            p(
              "Often we cannot collect data from an entire population, such as every resident of a regency or every customer. Instead we take a sample, part of the population, to draw conclusions about the whole.",
              "A good sample must represent the population. The best approach is random sampling, where every member of the population has an equal chance of being chosen. A sample taken only from people who are easy to reach, such as an online survey of villagers most of whom do not yet use the internet, can produce biased conclusions.",
              "Results from a sample always carry uncertainty, expressed as a margin of error. For a simple random sample of about 400 people, the margin of error at 95% confidence for a proportion is roughly ±5 percentage points. If 60% of respondents are satisfied, the true proportion probably lies between about 55% and 65%.",
              "Some important points:",
              "- A larger sample shrinks the margin of error but does not fix bias. A large non-random sample can still mislead.\n- How you ask affects the answers; use neutral questions.\n- Low response rates can create bias, because those who answer may differ from those who do not.",
            ),
          ),
        },
        {
          title: t("Uji A/B dan Signifikansi Statistik", "A/B Testing and Statistical Significance"),
          body: t(
            p(
              "Uji A/B membandingkan dua versi untuk melihat mana yang lebih baik, misalnya dua judul halaman produk, dua desain formulir pendaftaran, atau dua isi pesan pengingat tagihan. Pengunjung atau pelanggan dibagi secara acak ke versi A dan versi B, lalu hasilnya dibandingkan.",
              "Pembagian acak penting agar perbedaan hasil disebabkan oleh versi, bukan oleh perbedaan kelompok.",
              "Contoh: toko daring di Surabaya menguji dua tampilan halaman. Versi A dilihat 1.000 pengunjung dengan 30 pembelian (3,0%). Versi B dilihat 1.000 pengunjung dengan 45 pembelian (4,5%). Versi B tampak lebih baik, tetapi apakah perbedaan itu bisa terjadi karena kebetulan?",
              "Uji statistik untuk dua proporsi pada data ini menghasilkan p-value sekitar 0,08. Banyak tim memakai batas 0,05; karena 0,08 lebih besar, perbedaan ini belum cukup kuat untuk disimpulkan sebagai signifikan secara statistik. Pilihannya adalah melanjutkan uji dengan lebih banyak pengunjung.",
              "Prinsip uji A/B yang baik:",
              "- Tentukan ukuran keberhasilan dan jumlah sampel sebelum uji dimulai.\n- Ubah satu hal saja agar penyebabnya jelas.\n- Jangan menghentikan uji begitu hasilnya terlihat bagus; hal ini meningkatkan risiko kesimpulan palsu.\n- Perhatikan juga besarnya dampak, bukan hanya signifikansinya.",
            ),
            p(
              "An A/B test compares two versions to see which performs better, such as two product page titles, two sign-up form designs or two payment reminder messages. Visitors or customers are split at random between version A and version B, and the results are compared.",
              "Random assignment matters so that differences in outcome come from the version, not from differences between the groups.",
              "Example: an online shop in Surabaya tests two page layouts. Version A is seen by 1,000 visitors with 30 purchases (3.0%). Version B is seen by 1,000 visitors with 45 purchases (4.5%). B looks better, but could the difference be chance?",
              "A statistical test for two proportions on this data gives a p-value of about 0.08. Many teams use a 0.05 threshold; since 0.08 is larger, the difference is not yet strong enough to call statistically significant. The option is to continue the test with more visitors.",
              "Principles of good A/B testing:",
              "- Decide the success metric and sample size before the test starts.\n- Change only one thing so the cause is clear.\n- Do not stop the test the moment results look good; doing so raises the risk of false conclusions.\n- Look at the size of the effect too, not only its significance.",
            ),
          ),
        },
        {
          title: t(
            "Dasar Regresi: Memahami Hubungan dan Membuat Perkiraan",
            "Regression Basics: Understanding Relationships and Making Estimates",
          ),
          body: t(
            p(
              "Regresi adalah metode untuk memodelkan hubungan antara satu variabel yang ingin diperkirakan (variabel target) dan satu atau lebih variabel penjelas. Regresi linear sederhana menggambar garis lurus yang paling sesuai dengan titik-titik data.",
              "Contoh ilustrasi: sebuah UMKM di Makassar mencatat biaya iklan media sosial dan penjualan bulanan selama dua tahun. Regresi menghasilkan persamaan: penjualan = Rp40 juta + 3 × biaya iklan. Artinya, dalam data tersebut setiap tambahan Rp1 juta biaya iklan berkaitan dengan tambahan penjualan sekitar Rp3 juta, dan tanpa iklan penjualan dasar sekitar Rp40 juta.",
              "Cara membaca regresi dengan hati-hati:",
              "- Koefisien menunjukkan hubungan, belum tentu sebab-akibat. Mungkin UMKM itu memasang lebih banyak iklan saat musim ramai, sehingga efek musim ikut terbawa.\n- R-kuadrat menunjukkan seberapa banyak variasi target yang dijelaskan model; nilainya antara 0 dan 1.\n- Jangan memperkirakan jauh di luar rentang data. Jika biaya iklan selama ini Rp1–5 juta, persamaan itu belum tentu berlaku untuk Rp50 juta.\n- Periksa pencilan yang bisa menarik garis secara berlebihan.",
              "Regresi bisa dicoba langsung di spreadsheet: buat diagram pencar, lalu tambahkan garis tren beserta persamaannya.",
            ),
            p(
              "Regression is a method for modelling the relationship between a variable you want to estimate (the target) and one or more explanatory variables. Simple linear regression draws the straight line that best fits the data points.",
              "An illustration: an MSME in Makassar records social-media ad spend and monthly sales for two years. Regression gives the equation: sales = Rp40 million + 3 × ad spend. In that data, every extra Rp1 million of ad spend is associated with about Rp3 million more in sales, and baseline sales without ads are about Rp40 million.",
              "Read regression carefully:",
              "- Coefficients show association, not necessarily cause. Perhaps the business advertised more during busy seasons, so the seasonal effect is mixed in.\n- R-squared shows how much of the target's variation the model explains; it ranges from 0 to 1.\n- Do not predict far outside the data's range. If ad spend has been Rp1–5 million, the equation may not hold at Rp50 million.\n- Check for outliers that can pull the line too far.",
              "You can try regression directly in a spreadsheet: make a scatter plot, then add a trendline and display its equation.",
            ),
          ),
        },
        {
          title: t(
            "Pengantar Machine Learning: Klasifikasi dan Prediksi",
            "Introduction to Machine Learning: Classification and Prediction",
          ),
          body: t(
            p(
              "Machine learning adalah cara membuat komputer belajar pola dari contoh data, bukan dari aturan yang ditulis satu per satu. Dalam pembelajaran terarah (supervised learning), model dilatih dengan data yang sudah memiliki jawaban (label).",
              "Dua jenis tugas utama:",
              "- Klasifikasi: memperkirakan kategori, misalnya apakah transaksi wajar atau mencurigakan, atau apakah anggota koperasi berisiko menunggak.\n- Regresi: memperkirakan angka, misalnya perkiraan penjualan minggu depan atau hasil panen.",
              "Ada juga pembelajaran tanpa label (unsupervised learning), misalnya pengelompokan (clustering) pelanggan berdasarkan pola belanja.",
              "Prinsip penting dalam melatih model adalah memisahkan data latih dan data uji. Model dilatih dengan sebagian data, misalnya 80%, lalu diuji dengan 20% sisanya yang belum pernah dilihat. Jika model sangat bagus di data latih tetapi buruk di data uji, model mengalami overfitting: ia menghafal data, bukan mempelajari pola umum.",
              "Contoh: startup agritech di Bandung memperkirakan hasil panen berdasarkan data cuaca, jenis pupuk, dan luas lahan. Model diuji pada musim tanam yang tidak dipakai dalam pelatihan, agar terlihat apakah model benar-benar bisa memperkirakan musim baru.",
              "Ingat, model hanya sebaik data pelatihannya. Pola yang tidak ada di data tidak akan dipelajari.",
            ),
            p(
              "Machine learning is a way of making computers learn patterns from example data rather than from hand-written rules. In supervised learning, a model is trained on data that already has the answers (labels).",
              "Two main kinds of task:",
              "- Classification: predicting a category, such as whether a transaction is normal or suspicious, or whether a cooperative member is at risk of arrears.\n- Regression: predicting a number, such as next week's sales or a harvest yield.",
              "There is also unsupervised learning, without labels, such as clustering customers by buying patterns.",
              "A key principle in training is separating training and test data. The model is trained on part of the data, say 80%, then tested on the remaining 20% it has never seen. If a model does very well on training data but poorly on test data, it is overfitting: it memorised the data instead of learning general patterns.",
              "Example: an agritech startup in Bandung predicts harvests from weather data, fertiliser type and field size. The model is tested on a planting season not used in training, to see whether it can really predict a new season.",
              "Remember, a model is only as good as its training data. Patterns absent from the data will not be learned.",
            ),
          ),
        },
        {
          title: t(
            "Mengevaluasi Model: Akurasi, Presisi, dan Recall",
            "Evaluating Models: Accuracy, Precision and Recall",
          ),
          body: t(
            p(
              "Akurasi, yaitu persentase prediksi yang benar, sering menyesatkan jika kelas datanya tidak seimbang.",
              'Contoh: dari 1.000 transaksi di sebuah bank, 20 adalah penipuan. Model yang selalu menebak "bukan penipuan" sudah mencapai akurasi 98%, padahal tidak menemukan satu penipuan pun.',
              "Karena itu dipakai ukuran lain. Misalkan sebuah model menandai 30 transaksi sebagai penipuan, dan 15 di antaranya benar penipuan:",
              "- Presisi: dari yang ditandai penipuan, berapa yang benar? 15 ÷ 30 = 50%.\n- Recall: dari semua penipuan yang ada, berapa yang tertangkap? 15 ÷ 20 = 75%.\n- Akurasi: 15 penipuan tertangkap ditambah 965 transaksi wajar yang benar ditebak wajar, yaitu 980 ÷ 1.000 = 98%, sama dengan model yang tidak berguna tadi.",
              "Pilihan ukuran bergantung pada biaya kesalahan. Untuk deteksi penipuan atau skrining penyakit, recall tinggi sering lebih penting karena melewatkan kasus sangat merugikan. Untuk penolakan pengajuan kredit, presisi penting agar orang yang layak tidak ditolak keliru.",
              "Ada pertukaran di antara keduanya: menurunkan ambang batas biasanya menaikkan recall tetapi menurunkan presisi. Diskusikan ambang ini dengan pengguna bisnis, bukan hanya tim data.",
            ),
            p(
              "Accuracy, the share of correct predictions, is often misleading when classes are imbalanced.",
              'Example: of 1,000 transactions at a bank, 20 are fraud. A model that always guesses "not fraud" already reaches 98% accuracy, yet finds no fraud at all.',
              "Other measures are therefore used. Suppose a model flags 30 transactions as fraud and 15 of them really are:",
              "- Precision: of those flagged, how many are correct? 15 ÷ 30 = 50%.\n- Recall: of all fraud cases, how many were caught? 15 ÷ 20 = 75%.\n- Accuracy: 15 fraud cases caught plus 965 normal transactions correctly called normal, 980 ÷ 1,000 = 98%, the same as the useless model.",
              "The choice of measure depends on the cost of mistakes. For fraud detection or disease screening, high recall often matters more because missing a case is very costly. For rejecting loan applications, precision matters so that eligible people are not wrongly refused.",
              "There is a trade-off: lowering the threshold usually raises recall but lowers precision. Discuss the threshold with business users, not only the data team.",
            ),
          ),
        },
        {
          title: t("Etika Data, Privasi, dan Keadilan Model", "Data Ethics, Privacy and Model Fairness"),
          body: t(
            p(
              "Sains data menyentuh kehidupan orang: siapa yang mendapat kredit, bantuan, atau panggilan wawancara. Karena itu etika bukan tambahan, melainkan bagian inti dari setiap proyek.",
              "Privasi: Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi mengatur pemrosesan data pribadi, termasuk kewajiban memiliki dasar pemrosesan yang sah, seperti persetujuan, dan menjaga keamanan data. Praktik yang dianjurkan:",
              "- Kumpulkan dan gunakan data seperlunya untuk tujuan yang jelas.\n- Hapus atau samarkan identitas langsung, seperti nama dan NIK, saat analisis tidak membutuhkannya.\n- Batasi akses dan simpan data dengan aman.",
              "Keadilan: model bisa meniru ketidakadilan dalam data historis. Jika dulu pinjaman jarang diberikan kepada pelaku usaha di daerah tertentu, model bisa belajar menolak mereka, padahal penyebabnya bukan kemampuan membayar. Periksa kinerja model untuk kelompok yang berbeda, seperti daerah, jenis kelamin, atau usia.",
              "Transparansi dan akuntabilitas: orang yang terdampak berhak mendapat penjelasan yang masuk akal. Keputusan penting sebaiknya tetap melibatkan manusia yang dapat meninjau hasil model.",
              "Contoh: dinas sosial yang memakai model untuk memprioritaskan verifikasi penerima bantuan tetap melakukan verifikasi lapangan dan menyediakan jalur keberatan bagi warga.",
            ),
            p(
              "Data science touches people's lives: who gets credit, assistance or a job interview. Ethics is therefore not an extra but a core part of every project.",
              "Privacy: Law Number 27 of 2022 on Personal Data Protection governs personal data processing, including having a lawful basis such as consent and keeping data secure. Recommended practices:",
              "- Collect and use only the data needed for a clear purpose.\n- Remove or mask direct identifiers, such as names and national ID numbers, when the analysis does not need them.\n- Restrict access and store data securely.",
              "Fairness: models can reproduce unfairness in historical data. If loans were rarely given to businesses in certain areas in the past, a model may learn to reject them even though the cause was not their ability to repay. Check model performance across groups such as region, gender or age.",
              "Transparency and accountability: people affected deserve a reasonable explanation. Important decisions should still involve people who can review the model's output.",
              "Example: a social affairs office using a model to prioritise verification of aid recipients still carries out field checks and offers residents a way to appeal.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Tahap pertama kerangka CRISP-DM adalah...",
            "The first phase of the CRISP-DM framework is...",
          ),
          options: [
            o(true, "Pemahaman bisnis", "Business understanding"),
            o(false, "Penerapan", "Deployment"),
            o(false, "Pemodelan", "Modelling"),
          ],
          explanation: t(
            "Proyek dimulai dengan memahami masalah bisnis dan ukuran keberhasilannya, bukan dari algoritma.",
            "Projects start by understanding the business problem and success measure, not from an algorithm.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa yang terjadi jika ukuran sampel diperbesar tetapi cara pengambilannya tetap tidak acak?",
            "What happens if the sample gets larger but is still not random?",
          ),
          options: [
            o(false, "Bias otomatis hilang", "Bias disappears automatically"),
            o(false, "Hasil pasti sama dengan populasi", "Results must equal the population"),
            o(
              true,
              "Margin of error mengecil, tetapi bias tidak hilang",
              "The margin of error shrinks, but bias remains",
            ),
          ],
          explanation: t(
            "Sampel besar mengurangi ketidakpastian acak, tetapi tidak memperbaiki sampel yang tidak mewakili populasi.",
            "A large sample reduces random uncertainty but does not fix a sample that does not represent the population.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Uji A/B menghasilkan p-value sekitar 0,08 dengan batas 0,05. Kesimpulan yang tepat adalah...",
            "An A/B test gives a p-value of about 0.08 against a 0.05 threshold. The right conclusion is...",
          ),
          options: [
            o(false, "Versi B terbukti lebih baik", "Version B is proven better"),
            o(
              true,
              "Perbedaan belum signifikan secara statistik; perlu data lebih banyak",
              "The difference is not yet statistically significant; more data is needed",
            ),
            o(false, "Versi A terbukti lebih baik", "Version A is proven better"),
          ],
          explanation: t(
            "P-value di atas batas berarti perbedaan masih mungkin terjadi karena kebetulan.",
            "A p-value above the threshold means the difference could still be due to chance.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana prinsip uji A/B yang baik?", "Which are principles of good A/B testing?"),
          options: [
            o(false, "Menghentikan uji begitu hasil terlihat bagus", "Stopping as soon as results look good"),
            o(true, "Mengubah satu hal saja", "Changing only one thing"),
            o(true, "Membagi peserta secara acak", "Assigning participants at random"),
            o(
              true,
              "Menentukan ukuran keberhasilan sebelum uji dimulai",
              "Setting the success metric before starting",
            ),
          ],
          explanation: t(
            "Menghentikan uji lebih awal saat hasil tampak bagus meningkatkan risiko kesimpulan palsu.",
            "Stopping early when results look good raises the risk of false conclusions.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Biaya iklan selama ini Rp1–5 juta. Mengapa persamaan regresi tidak boleh langsung dipakai untuk biaya Rp50 juta?",
            "Ad spend has ranged Rp1–5 million. Why shouldn't the regression equation be used directly for Rp50 million?",
          ),
          options: [
            o(
              true,
              "Karena nilai itu jauh di luar rentang data yang dipakai membangun model",
              "Because that value is far outside the range of data used to build the model",
            ),
            o(
              false,
              "Karena regresi hanya bisa dipakai untuk data kategorik",
              "Because regression only works with categorical data",
            ),
            o(false, "Karena R-kuadrat selalu nol", "Because R-squared is always zero"),
          ],
          explanation: t(
            "Hubungan yang berlaku di rentang data belum tentu berlaku jauh di luar rentang tersebut.",
            "A relationship that holds within the data range may not hold far beyond it.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Model sangat bagus di data latih tetapi buruk di data uji. Ini disebut...",
            "A model does very well on training data but poorly on test data. This is called...",
          ),
          options: [
            o(false, "Clustering", "Clustering"),
            o(false, "Sampling acak", "Random sampling"),
            o(true, "Overfitting", "Overfitting"),
          ],
          explanation: t(
            "Overfitting berarti model menghafal data latih, bukan mempelajari pola yang berlaku umum.",
            "Overfitting means the model memorised the training data instead of learning general patterns.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Ada 20 penipuan dari 1.000 transaksi. Model menandai 30 transaksi, 15 di antaranya benar penipuan. Berapa recall-nya?",
            "There are 20 frauds in 1,000 transactions. A model flags 30, of which 15 are fraud. What is its recall?",
          ),
          options: [o(false, "50%", "50%"), o(true, "75%", "75%"), o(false, "98%", "98%")],
          explanation: t(
            "Recall = penipuan yang tertangkap ÷ seluruh penipuan = 15 ÷ 20 = 75%. Presisinya 15 ÷ 30 = 50%.",
            "Recall = frauds caught ÷ all frauds = 15 ÷ 20 = 75%. Precision is 15 ÷ 30 = 50%.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Praktik mana yang sesuai dengan etika data?", "Which practices follow data ethics?"),
          options: [
            o(
              false,
              "Menyerahkan keputusan bantuan sepenuhnya kepada model tanpa jalur keberatan",
              "Leaving aid decisions fully to a model with no appeal route",
            ),
            o(true, "Membatasi akses ke data pribadi", "Restricting access to personal data"),
            o(
              true,
              "Menyamarkan nama dan NIK jika analisis tidak membutuhkannya",
              "Masking names and ID numbers when the analysis does not need them",
            ),
            o(
              true,
              "Memeriksa kinerja model untuk berbagai kelompok",
              "Checking model performance across groups",
            ),
          ],
          explanation: t(
            "Keputusan penting tentang orang perlu melibatkan manusia dan jalur keberatan; privasi dan keadilan harus dijaga.",
            "Important decisions about people need human involvement and an appeal route; privacy and fairness must be protected.",
          ),
        },
      ],
    },
  ],
};

export default content;
