/**
 * Sales Excellence: consultative selling, pipeline management and negotiation/B2B selling, written for
 * Indonesian small businesses, sales teams and cooperatives.
 */
import { o, p, b as t } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "sales-excellence",
  tracks: [
    {
      key: "consultative-selling",
      title: t("Dasar Penjualan Konsultatif", "Consultative Selling Fundamentals"),
      description: t(
        "Pelajari cara menjual dengan memahami masalah pelanggan terlebih dahulu, bukan sekadar menawarkan produk. Anda berlatih mencari prospek, bertanya dengan terarah, menyampaikan nilai, menangani keberatan, dan menutup penjualan secara etis.",
        "Learn to sell by understanding the customer's problem first instead of just pushing a product. You practise prospecting, purposeful questioning, presenting value, handling objections and closing ethically.",
      ),
      skills: [
        t("Pola pikir penjualan konsultatif", "Consultative selling mindset"),
        t("Kualifikasi prospek", "Lead qualification"),
        t("Teknik bertanya SPIN", "SPIN questioning"),
        t("Penyampaian nilai produk", "Value presentation"),
        t("Penanganan keberatan", "Objection handling"),
        t("Penutupan dan tindak lanjut penjualan", "Closing and sales follow-up"),
      ],
      lessons: [
        {
          title: t("Apa Itu Penjualan Konsultatif?", "What Is Consultative Selling?"),
          body: t(
            p(
              'Penjualan konsultatif adalah pendekatan di mana penjual berperan seperti penasihat: ia memahami kebutuhan pelanggan dulu, baru menawarkan solusi yang cocok. Fokusnya bukan "bagaimana produk saya terjual hari ini", melainkan "masalah apa yang bisa saya bantu selesaikan".',
              "Bandingkan dua penjual mesin fotokopi di Surabaya. Penjual pertama langsung menyebut spesifikasi dan harga. Penjual kedua bertanya berapa lembar yang dicetak tiap bulan, siapa yang memakai mesin, dan apa keluhan terbesar dengan mesin lama. Penjual kedua bisa saja merekomendasikan sewa, bukan beli, karena volume cetaknya kecil. Pelanggan merasa dibantu, dan kepercayaan itu sering berbuah pembelian ulang serta rekomendasi.",
              "Ciri utama penjualan konsultatif:",
              "- Lebih banyak mendengar daripada berbicara.\n- Jujur jika produk tidak cocok, bahkan menyarankan alternatif.\n- Berorientasi pada hubungan jangka panjang, bukan transaksi sekali.\n- Menggunakan bahasa pelanggan, bukan istilah teknis penjual.",
              "Pendekatan ini cocok untuk produk bernilai tinggi atau rumit, seperti asuransi, perangkat lunak, alat pertanian, atau layanan katering kantor.",
            ),
            p(
              'Consultative selling is an approach in which the seller acts like an adviser: they understand the customer\'s needs first and only then offer a suitable solution. The focus is not "how do I sell my product today" but "which problem can I help solve".',
              "Compare two photocopier sellers in Surabaya. The first immediately lists specifications and the price. The second asks how many pages are printed each month, who uses the machine and what the biggest complaint about the old one is. The second seller may even recommend renting instead of buying because the print volume is small. The customer feels helped, and that trust often turns into repeat purchases and referrals.",
              "Key traits of consultative selling:",
              "- Listening more than talking.\n- Being honest when the product does not fit, even suggesting an alternative.\n- Aiming for a long-term relationship, not a one-off transaction.\n- Using the customer's language, not the seller's jargon.",
              "The approach suits high-value or complex products such as insurance, software, farm equipment or office catering services.",
            ),
          ),
        },
        {
          title: t("Mencari dan Mengkualifikasi Prospek", "Prospecting and Qualifying Leads"),
          body: t(
            p(
              "Prospek adalah calon pelanggan yang mungkin membutuhkan produk Anda. Sumbernya bisa dari rekomendasi pelanggan lama, pameran UMKM, grup komunitas, media sosial, atau daftar usaha di kawasan industri. Namun tidak semua prospek layak dikejar dengan tenaga yang sama.",
              "Kualifikasi membantu Anda memilah prospek. Kerangka sederhana yang banyak dipakai adalah BANT:",
              "- Budget: apakah mereka punya anggaran?\n- Authority: apakah Anda berbicara dengan pengambil keputusan?\n- Need: apakah kebutuhannya nyata dan mendesak?\n- Timeline: kapan mereka berencana membeli?",
              "Contoh: seorang penjual sistem kasir untuk rumah makan di Makassar mendapat 40 kontak dari pameran. Setelah menelepon singkat, ia menemukan 12 pemilik yang memang ingin mengganti kasir manual dalam tiga bulan ke depan. Dua belas prospek inilah yang ia kunjungi lebih dulu.",
              "Mengkualifikasi bukan berarti meremehkan prospek lain. Prospek yang belum siap tetap dicatat dan dihubungi lagi kelak. Intinya, waktu penjual terbatas, jadi gunakan untuk prospek yang paling mungkin membeli.",
            ),
            p(
              "A prospect is a potential customer who may need your product. Sources include referrals from existing customers, MSME exhibitions, community groups, social media or business listings in an industrial estate. But not every prospect deserves the same effort.",
              "Qualification helps you sort prospects. A simple, widely used framework is BANT:",
              "- Budget: do they have the money?\n- Authority: are you talking to the decision maker?\n- Need: is the need real and pressing?\n- Timeline: when do they plan to buy?",
              "Example: a seller of point-of-sale systems for restaurants in Makassar collects 40 contacts at an exhibition. After short phone calls he finds 12 owners who genuinely want to replace their manual cash register within the next three months. He visits those twelve first.",
              "Qualifying does not mean dismissing the others. Prospects who are not ready are still recorded and contacted again later. The point is that a seller's time is limited, so spend it on the prospects most likely to buy.",
            ),
          ),
        },
        {
          title: t("Menggali Kebutuhan dengan Teknik Bertanya SPIN", "Uncovering Needs with SPIN Questions"),
          body: t(
            p(
              "Pertanyaan yang baik membuat pelanggan menyadari sendiri pentingnya solusi. Teknik SPIN membagi pertanyaan menjadi empat jenis, diajukan kira-kira berurutan:",
              '- Situation: fakta keadaan saat ini. "Berapa karyawan yang mengurus stok?"\n- Problem: kesulitan yang dialami. "Seberapa sering stok di catatan tidak cocok dengan gudang?"\n- Implication: akibat dari masalah itu. "Kalau stok selisih, apa dampaknya ke pesanan pelanggan?"\n- Need-payoff: manfaat jika masalah selesai. "Jika stok bisa dicek real-time, berapa waktu yang bisa dihemat?"',
              "Pertanyaan situasi perlu, tetapi jangan terlalu banyak karena terasa seperti interogasi. Pertanyaan implikasi dan manfaat biasanya yang paling menggerakkan keputusan, karena pelanggan sendiri yang mengucapkan nilai solusi.",
              'Contoh di koperasi simpan pinjam: pengurus mengeluh rekap angsuran anggota memakan tiga hari tiap akhir bulan. Pertanyaan implikasi menggali bahwa keterlambatan rekap membuat laporan ke rapat anggota sering mundur. Saat pengurus berkata, "Kalau rekap selesai sehari, kami bisa fokus menagih tunggakan," kebutuhan itu kini miliknya, bukan klaim penjual.',
            ),
            p(
              "Good questions let customers realise for themselves why a solution matters. The SPIN technique sorts questions into four types, asked roughly in order:",
              '- Situation: facts about the current state. "How many staff handle stock?"\n- Problem: difficulties they face. "How often do your records not match the warehouse?"\n- Implication: consequences of the problem. "When stock is off, what happens to customer orders?"\n- Need-payoff: the benefit of solving it. "If stock could be checked in real time, how much time would you save?"',
              "Situation questions are necessary, but too many feel like an interrogation. Implication and need-payoff questions usually move the decision most, because the customer states the value of the solution in their own words.",
              "Example at a savings and loan cooperative: the board complains that reconciling members' instalments takes three days at every month end. Implication questions reveal that the delay often pushes back reports to the members' meeting. When the chairman says, \"If the recap took one day, we could focus on collecting arrears,\" the need is now his own, not the seller's claim.",
            ),
          ),
        },
        {
          title: t(
            "Menyampaikan Nilai: Fitur, Keunggulan, Manfaat",
            "Presenting Value: Features, Advantages, Benefits",
          ),
          body: t(
            p(
              "Setelah kebutuhan jelas, sampaikan solusi dengan bahasa manfaat. Kerangka FAB membantu menyusunnya:",
              '- Fitur: apa yang dimiliki produk. "Freezer ini punya panel surya cadangan."\n- Keunggulan: apa yang bisa dilakukan fitur itu. "Tetap dingin saat listrik padam."\n- Manfaat: apa artinya bagi pelanggan ini. "Ikan hasil tangkapan Bapak tidak rusak ketika pemadaman bergilir, jadi tidak ada kerugian jutaan rupiah."',
              "Pelanggan membeli manfaat, bukan fitur. Manfaat yang kuat selalu terkait dengan masalah yang tadi mereka sebutkan sendiri. Karena itu, presentasi yang baik berbeda untuk setiap pelanggan, meskipun produknya sama.",
              "Tips praktis:",
              '- Pilih dua atau tiga manfaat paling relevan; jangan membacakan seluruh brosur.\n- Gunakan angka bila ada: hemat waktu, biaya, atau risiko dalam rupiah.\n- Tunjukkan bukti: demonstrasi, testimoni pelanggan serupa, atau masa uji coba.\n- Periksa pemahaman: "Apakah ini menjawab masalah stok yang Ibu ceritakan?"',
              "Presentasi yang terhubung dengan kebutuhan membuat harga terasa wajar karena dibandingkan dengan nilai yang diterima.",
            ),
            p(
              "Once the need is clear, present the solution in the language of benefits. The FAB framework helps structure it:",
              '- Feature: what the product has. "This freezer has a backup solar panel."\n- Advantage: what the feature does. "It stays cold during power cuts."\n- Benefit: what that means for this customer. "Your catch does not spoil during rolling blackouts, so you avoid losses of millions of rupiah."',
              "Customers buy benefits, not features. A strong benefit always links to a problem they mentioned themselves. That is why a good presentation differs for each customer even when the product is the same.",
              "Practical tips:",
              '- Choose the two or three most relevant benefits; do not read out the whole brochure.\n- Use numbers where you can: time, cost or risk saved in rupiah.\n- Show proof: a demonstration, a testimonial from a similar customer, or a trial period.\n- Check understanding: "Does this address the stock problem you described?"',
              "A presentation tied to needs makes the price feel reasonable because it is compared with the value received.",
            ),
          ),
        },
        {
          title: t("Menangani Keberatan Pelanggan", "Handling Customer Objections"),
          body: t(
            p(
              'Keberatan seperti "terlalu mahal", "nanti dulu", atau "sudah punya pemasok" adalah hal wajar. Keberatan sering berarti pelanggan tertarik tetapi masih ragu. Jangan berdebat; pahami dulu.',
              "Langkah yang bisa dipakai:",
              '- Dengarkan sampai selesai tanpa memotong.\n- Akui perasaannya: "Wajar Bapak mempertimbangkan harga."\n- Gali lebih dalam: "Mahal dibandingkan dengan apa?"\n- Jawab dengan fakta atau nilai yang relevan.\n- Konfirmasi: "Apakah itu menjawab kekhawatiran Bapak?"',
              'Contoh: pemilik toko bangunan di Bandung menolak aplikasi pembukuan karena "karyawan saya tidak paham teknologi". Setelah digali, kekhawatiran sebenarnya adalah waktu pelatihan. Penjual menawarkan pelatihan dua jam di toko dan pendampingan lewat WhatsApp selama sebulan. Keberatan selesai karena akar masalahnya dijawab.',
              "Catat keberatan yang sering muncul beserta jawaban terbaiknya, lalu bagikan ke tim. Jika keberatan menunjukkan produk memang tidak cocok, akui dengan jujur; kejujuran itu menjaga reputasi Anda untuk penjualan berikutnya.",
            ),
            p(
              'Objections such as "too expensive", "maybe later" or "we already have a supplier" are normal. An objection often means the customer is interested but still unsure. Do not argue; understand first.',
              "Steps you can use:",
              '- Listen to the end without interrupting.\n- Acknowledge the feeling: "It makes sense to weigh the price."\n- Dig deeper: "Expensive compared with what?"\n- Answer with relevant facts or value.\n- Confirm: "Does that address your concern?"',
              'Example: the owner of a hardware store in Bandung rejects a bookkeeping app because "my staff don\'t understand technology". Digging reveals the real worry is training time. The seller offers two hours of training in the store and a month of support over WhatsApp. The objection disappears because its root cause was answered.',
              "Record the objections you hear often with the best answers and share them with the team. If an objection shows the product really does not fit, admit it honestly; that honesty protects your reputation for the next sale.",
            ),
          ),
        },
        {
          title: t("Menutup Penjualan dan Meminta Komitmen", "Closing the Sale and Asking for Commitment"),
          body: t(
            p(
              "Banyak penjual gagal bukan karena presentasinya buruk, melainkan karena tidak pernah meminta keputusan. Menutup penjualan berarti mengajak pelanggan mengambil langkah berikutnya secara jelas.",
              'Perhatikan sinyal membeli: pelanggan bertanya soal waktu pengiriman, cara pembayaran, garansi, atau mulai membayangkan pemakaian ("kalau dipasang di gudang belakang..."). Saat sinyal muncul, ringkas manfaat yang sudah disepakati lalu ajukan pertanyaan penutup.',
              "Beberapa cara menutup yang sopan:",
              '- Langsung: "Apakah kita bisa mulai minggu depan?"\n- Pilihan: "Ibu lebih suka paket 50 atau 100 porsi per hari?"\n- Ringkasan: "Kita sepakat ini menghemat dua hari kerja per bulan; boleh saya siapkan kontraknya?"',
              'Hindari tekanan palsu seperti "promo hanya hari ini" bila tidak benar; cara itu merusak kepercayaan. Jika pelanggan belum siap, sepakati langkah kecil yang konkret, misalnya uji coba seminggu atau pertemuan dengan direktur pada tanggal tertentu. Penjualan yang sehat selalu berakhir dengan kejelasan: ya, tidak, atau langkah berikutnya yang terjadwal.',
            ),
            p(
              "Many sellers fail not because their presentation is weak but because they never ask for a decision. Closing means inviting the customer to take a clear next step.",
              'Watch for buying signals: the customer asks about delivery time, payment methods or warranty, or starts imagining use ("if we put it in the back warehouse..."). When signals appear, summarise the agreed benefits and ask a closing question.',
              "Some polite ways to close:",
              '- Direct: "Can we start next week?"\n- Choice: "Would you prefer the 50 or the 100 meals-per-day package?"\n- Summary: "We agreed this saves two working days a month; may I prepare the contract?"',
              'Avoid false pressure such as "the promo is only today" when it is not true; it destroys trust. If the customer is not ready, agree on a small concrete step, such as a one-week trial or a meeting with the director on a set date. A healthy sale always ends in clarity: yes, no, or a scheduled next step.',
            ),
          ),
        },
        {
          title: t("Tindak Lanjut dan Membangun Pelanggan Setia", "Follow-Up and Building Loyal Customers"),
          body: t(
            p(
              "Penjualan tidak selesai saat pembayaran diterima. Mendapatkan pelanggan baru umumnya jauh lebih mahal daripada mempertahankan pelanggan lama, dan pelanggan puas adalah sumber rekomendasi terbaik.",
              "Rutinitas tindak lanjut yang sederhana:",
              "- Hari pertama: ucapkan terima kasih dan pastikan barang atau layanan diterima dengan baik.\n- Minggu pertama: tanyakan apakah ada kendala pemakaian.\n- Bulan pertama: tanyakan hasilnya dan minta masukan.\n- Berkala: kabari produk baru yang relevan, bukan sekadar promosi massal.",
              "Contoh: distributor pupuk di Jember mencatat tanggal tanam setiap kelompok tani pelanggannya. Menjelang musim pemupukan berikutnya, ia menghubungi ketua kelompok untuk memastikan stok tersedia. Petani merasa diperhatikan, dan distributor mendapat pesanan sebelum pesaing datang.",
              'Saat pelanggan puas, mintalah rekomendasi secara spesifik: "Apakah ada rekan usaha Bapak yang punya masalah serupa?" Catat semua interaksi di buku pelanggan atau aplikasi CRM agar tidak ada janji yang terlupa.',
            ),
            p(
              "A sale does not end when payment arrives. Winning a new customer is generally far more expensive than keeping an existing one, and satisfied customers are the best source of referrals.",
              "A simple follow-up routine:",
              "- Day one: say thank you and make sure the goods or service arrived well.\n- First week: ask whether there are any problems using it.\n- First month: ask about results and request feedback.\n- Periodically: share relevant new products, not just mass promotions.",
              "Example: a fertiliser distributor in Jember records the planting dates of every farmer group he supplies. Before the next fertilising season he contacts each group leader to make sure stock is ready. The farmers feel cared for, and the distributor gets orders before competitors arrive.",
              'When customers are happy, ask for referrals specifically: "Do any of your business contacts have a similar problem?" Record every interaction in a customer book or CRM app so no promise is forgotten.',
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Apa fokus utama penjualan konsultatif?",
            "What is the main focus of consultative selling?",
          ),
          options: [
            o(
              false,
              "Menyebutkan spesifikasi produk selengkap mungkin",
              "Listing product specifications as fully as possible",
            ),
            o(
              true,
              "Memahami masalah pelanggan sebelum menawarkan solusi",
              "Understanding the customer's problem before offering a solution",
            ),
            o(false, "Memberi diskon terbesar dibanding pesaing", "Giving bigger discounts than competitors"),
            o(false, "Menutup penjualan secepat mungkin", "Closing the sale as fast as possible"),
          ],
          explanation: t(
            "Penjual konsultatif berperan seperti penasihat: memahami kebutuhan dulu, lalu menawarkan solusi yang cocok, bahkan alternatif jika produknya tidak sesuai.",
            "A consultative seller acts as an adviser: understand the need first, then offer a fitting solution, even an alternative if the product does not fit.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Unsur mana saja yang termasuk kerangka kualifikasi BANT?",
            "Which elements belong to the BANT qualification framework?",
          ),
          options: [
            o(false, "Merek pesaing yang dipakai", "Competitor brand in use"),
            o(true, "Waktu rencana pembelian (Timeline)", "Purchase timeline"),
            o(true, "Anggaran (Budget)", "Budget"),
            o(true, "Wewenang mengambil keputusan (Authority)", "Decision authority"),
          ],
          explanation: t(
            "BANT terdiri atas Budget, Authority, Need, dan Timeline. Merek pesaing berguna diketahui, tetapi bukan bagian dari BANT.",
            "BANT stands for Budget, Authority, Need and Timeline. A competitor's brand is useful to know but is not part of BANT.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            '"Kalau stok selisih, apa dampaknya ke pesanan pelanggan?" termasuk jenis pertanyaan SPIN apa?',
            '"When stock is off, what happens to customer orders?" is which type of SPIN question?',
          ),
          options: [
            o(false, "Need-payoff", "Need-payoff"),
            o(false, "Situation", "Situation"),
            o(false, "Problem", "Problem"),
            o(true, "Implication", "Implication"),
          ],
          explanation: t(
            "Pertanyaan implikasi menggali akibat dari sebuah masalah, sehingga pelanggan melihat seberapa penting masalah itu diselesaikan.",
            "Implication questions explore the consequences of a problem, so the customer sees how important it is to solve.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam kerangka FAB, kalimat mana yang merupakan manfaat (benefit)?",
            "In the FAB framework, which sentence is a benefit?",
          ),
          options: [
            o(false, "Freezer ini punya panel surya cadangan.", "This freezer has a backup solar panel."),
            o(false, "Freezer tetap dingin saat listrik padam.", "The freezer stays cold during power cuts."),
            o(
              true,
              "Ikan hasil tangkapan Bapak tidak rusak saat pemadaman, jadi Bapak terhindar dari kerugian.",
              "Your catch does not spoil during blackouts, so you avoid losses.",
            ),
          ],
          explanation: t(
            "Manfaat menjelaskan arti fitur bagi pelanggan tertentu dan terkait dengan masalahnya; panel surya adalah fitur, tetap dingin adalah keunggulan.",
            "A benefit explains what a feature means for this particular customer and ties to their problem; the solar panel is a feature, staying cold is an advantage.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Langkah mana yang dianjurkan saat menghadapi keberatan?",
            "Which steps are recommended when facing an objection?",
          ),
          options: [
            o(
              false,
              "Segera membantah agar pelanggan tidak ragu",
              "Rebutting at once so the customer stops doubting",
            ),
            o(
              true,
              "Mengonfirmasi apakah jawaban sudah menjawab kekhawatiran",
              "Confirming whether the answer addressed the concern",
            ),
            o(
              true,
              "Mendengarkan sampai pelanggan selesai bicara",
              "Listening until the customer has finished",
            ),
            o(
              true,
              'Menggali akar keberatan, misalnya "mahal dibandingkan dengan apa?"',
              'Digging for the root, e.g. "expensive compared with what?"',
            ),
          ],
          explanation: t(
            "Keberatan ditangani dengan mendengar, mengakui, menggali, menjawab, dan mengonfirmasi. Berdebat justru membuat pelanggan bertahan pada penolakannya.",
            "Objections are handled by listening, acknowledging, probing, answering and confirming. Arguing makes the customer hold on to the refusal.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Mana yang termasuk sinyal membeli?", "Which of these are buying signals?"),
          options: [
            o(
              false,
              "Pelanggan terus mengalihkan pembicaraan ke topik lain",
              "The customer keeps changing the subject",
            ),
            o(
              true,
              "Pelanggan membayangkan di mana produk akan dipasang",
              "The customer imagines where the product will be installed",
            ),
            o(true, "Pelanggan bertanya tentang waktu pengiriman", "The customer asks about delivery time"),
            o(
              true,
              "Pelanggan menanyakan cara pembayaran dan garansi",
              "The customer asks about payment methods and warranty",
            ),
          ],
          explanation: t(
            "Pertanyaan tentang pengiriman, pembayaran, garansi, dan bayangan pemakaian menunjukkan pelanggan mulai mempertimbangkan pembelian secara serius.",
            "Questions about delivery, payment, warranty and imagined use show the customer is seriously considering the purchase.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Pelanggan belum siap memutuskan. Apa tindakan terbaik menurut materi?",
            "The customer is not ready to decide. What is the best action according to the lesson?",
          ),
          options: [
            o(
              false,
              "Mengatakan promo hanya berlaku hari ini meskipun tidak benar",
              "Saying the promo ends today even though it does not",
            ),
            o(
              true,
              "Menyepakati langkah kecil yang konkret dan terjadwal, seperti uji coba seminggu",
              "Agreeing a small, concrete, scheduled step such as a one-week trial",
            ),
            o(false, "Berhenti menghubungi pelanggan itu", "Stop contacting that customer"),
          ],
          explanation: t(
            "Penjualan yang sehat berakhir dengan kejelasan: ya, tidak, atau langkah berikutnya yang terjadwal. Tekanan palsu merusak kepercayaan.",
            "A healthy sale ends in clarity: yes, no, or a scheduled next step. False pressure destroys trust.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Mengapa distributor pupuk di Jember mencatat tanggal tanam kelompok tani?",
            "Why does the fertiliser distributor in Jember record farmer groups' planting dates?",
          ),
          options: [
            o(
              true,
              "Agar bisa menghubungi mereka tepat waktu sebelum musim pemupukan berikutnya",
              "To contact them at the right time before the next fertilising season",
            ),
            o(false, "Karena diwajibkan oleh bank", "Because the bank requires it"),
            o(
              false,
              "Untuk menaikkan harga menjelang musim tanam",
              "To raise prices before the planting season",
            ),
          ],
          explanation: t(
            "Tindak lanjut yang terencana membuat pelanggan merasa diperhatikan dan membantu penjual mendapat pesanan sebelum pesaing.",
            "Planned follow-up makes customers feel cared for and helps the seller secure orders before competitors do.",
          ),
        },
      ],
    },
    {
      key: "sales-pipeline-management",
      title: t("Manajemen Pipeline Penjualan dan Target", "Sales Pipeline and Target Management"),
      description: t(
        "Kelola penjualan sebagai proses yang terukur, dari prospek pertama sampai kesepakatan. Anda belajar menyusun tahapan pipeline, menetapkan target, membaca metrik, membuat prakiraan, dan memimpin rapat pipeline mingguan.",
        "Manage sales as a measurable process from first lead to signed deal. You learn to define pipeline stages, set targets, read metrics, forecast and run a weekly pipeline review.",
      ),
      skills: [
        t("Perancangan tahapan pipeline", "Pipeline stage design"),
        t("Penetapan target penjualan", "Sales target setting"),
        t("Analisis metrik penjualan", "Sales metrics analysis"),
        t("Prakiraan penjualan", "Sales forecasting"),
        t("Pengelolaan CRM", "CRM discipline"),
      ],
      lessons: [
        {
          title: t("Memahami Corong dan Pipeline Penjualan", "Understanding the Sales Funnel and Pipeline"),
          body: t(
            p(
              "Corong penjualan (sales funnel) menggambarkan bagaimana banyak calon pelanggan menyusut menjadi sedikit pembeli. Di bagian atas ada banyak orang yang sekadar tahu produk Anda; di bagian bawah hanya mereka yang benar-benar membeli.",
              'Pipeline penjualan adalah daftar peluang nyata yang sedang Anda kerjakan, masing-masing berada di tahap tertentu. Jika corong menjawab "berapa banyak yang menyusut", pipeline menjawab "peluang mana yang sedang berjalan dan apa langkah berikutnya".',
              "Contoh tahapan untuk usaha jasa katering kantor di Jakarta:",
              "- Prospek: perusahaan yang dihubungi.\n- Kebutuhan terkonfirmasi: sudah diskusi jumlah porsi dan jadwal.\n- Penawaran terkirim: proposal harga sudah dikirim.\n- Negosiasi: membahas menu, harga, dan termin.\n- Menang atau kalah: kontrak ditandatangani atau ditolak.",
              "Dengan pipeline, pemilik usaha tidak lagi menebak-nebak. Ia tahu ada berapa peluang, nilainya berapa rupiah, dan di tahap mana sebagian besar peluang macet. Informasi ini menjadi dasar untuk semua pelajaran berikutnya.",
            ),
            p(
              "A sales funnel shows how many potential customers narrow down to a few buyers. At the top are many people who merely know your product; at the bottom are only those who actually buy.",
              'A sales pipeline is the list of real opportunities you are working on, each at a particular stage. Where the funnel answers "how many drop out", the pipeline answers "which deals are in progress and what is the next step".',
              "Example stages for an office catering business in Jakarta:",
              "- Lead: companies contacted.\n- Need confirmed: portion numbers and schedule discussed.\n- Proposal sent: a price proposal has been delivered.\n- Negotiation: menu, price and payment terms under discussion.\n- Won or lost: contract signed or declined.",
              "With a pipeline the owner no longer guesses. She knows how many opportunities exist, what they are worth in rupiah and at which stage most deals get stuck. That information is the basis for every later lesson.",
            ),
          ),
        },
        {
          title: t("Menetapkan Tahapan dan Kriteria Keluar", "Defining Stages and Exit Criteria"),
          body: t(
            p(
              "Pipeline hanya berguna jika setiap orang di tim memaknai tahapan dengan cara yang sama. Karena itu setiap tahap perlu kriteria keluar: bukti objektif yang harus ada sebelum peluang boleh dipindah ke tahap berikutnya.",
              "Contoh kriteria keluar untuk penjual alat kesehatan ke klinik dan puskesmas:",
              "- Dari Prospek ke Kebutuhan Terkonfirmasi: sudah bertemu penanggung jawab dan mencatat kebutuhan alat.\n- Dari Kebutuhan ke Penawaran: spesifikasi dan jumlah disepakati tertulis.\n- Dari Penawaran ke Negosiasi: pelanggan memberi tanggapan atas harga.\n- Dari Negosiasi ke Menang: pesanan atau kontrak diterima.",
              'Tanpa kriteria, penjual cenderung optimistis: satu telepon ramah langsung dianggap "hampir deal". Akibatnya pipeline terlihat besar padahal rapuh.',
              "Jaga jumlah tahap tetap sedikit, biasanya lima sampai tujuh. Terlalu banyak tahap membuat pencatatan merepotkan dan tim malas memperbarui data. Tuliskan definisi tahap di satu halaman, bagikan ke seluruh tim, dan tinjau kembali setiap beberapa bulan.",
            ),
            p(
              "A pipeline is only useful if everyone on the team reads the stages the same way. That is why each stage needs exit criteria: objective evidence that must exist before a deal may move to the next stage.",
              "Example exit criteria for a seller of medical equipment to clinics and community health centres:",
              "- Lead to Need Confirmed: met the person in charge and recorded the equipment need.\n- Need to Proposal: specification and quantity agreed in writing.\n- Proposal to Negotiation: the customer has responded to the price.\n- Negotiation to Won: purchase order or contract received.",
              'Without criteria, sellers tend to be optimistic: one friendly phone call is treated as "almost closed". The pipeline then looks large but is fragile.',
              "Keep the number of stages small, usually five to seven. Too many stages make record-keeping tedious and the team stops updating the data. Write the stage definitions on one page, share them with the whole team and review them every few months.",
            ),
          ),
        },
        {
          title: t("Menyusun Target Penjualan yang Realistis", "Setting Realistic Sales Targets"),
          body: t(
            p(
              "Target penjualan yang baik menantang tetapi masuk akal. Cara paling sederhana adalah menghitung mundur dari target omzet ke aktivitas yang dibutuhkan.",
              "Contoh: sebuah UMKM furnitur di Jepara menargetkan omzet Rp300 juta per bulan dari pesanan hotel dan kafe. Rata-rata nilai pesanan Rp15 juta, jadi dibutuhkan 20 pesanan. Jika dari pengalaman 1 dari 4 penawaran berhasil, perlu 80 penawaran. Jika hanya separuh prospek yang cukup serius untuk diberi penawaran, tim harus menghubungi sekitar 160 prospek per bulan.",
              "Perhitungan ini menunjukkan apakah target realistis. Jika tim hanya mampu menghubungi 100 prospek, ada tiga pilihan: menambah tenaga, menaikkan tingkat keberhasilan, atau menaikkan nilai pesanan rata-rata.",
              "Prinsip menetapkan target:",
              "- Dasarkan pada data masa lalu, bukan harapan saja.\n- Pecah menjadi target mingguan agar bisa dipantau.\n- Sertakan target aktivitas (kunjungan, penawaran), bukan hanya omzet.\n- Libatkan tim saat menyusunnya agar target dipahami dan diterima.",
            ),
            p(
              "A good sales target is challenging yet reasonable. The simplest method is to work backwards from the revenue goal to the activity required.",
              "Example: a furniture MSME in Jepara targets Rp300 million in monthly revenue from hotel and café orders. The average order is Rp15 million, so 20 orders are needed. If experience shows 1 in 4 proposals succeeds, 80 proposals are required. If only half of the leads are serious enough to receive a proposal, the team must contact about 160 leads a month.",
              "This calculation shows whether the target is realistic. If the team can only contact 100 leads, there are three options: add people, raise the win rate, or raise the average order value.",
              "Principles for setting targets:",
              "- Base them on past data, not hope alone.\n- Break them into weekly targets so they can be tracked.\n- Include activity targets (visits, proposals), not only revenue.\n- Involve the team in setting them so the targets are understood and accepted.",
            ),
          ),
        },
        {
          title: t("Metrik Penjualan yang Perlu Dipantau", "Sales Metrics Worth Tracking"),
          body: t(
            p(
              "Empat metrik dasar menjelaskan sebagian besar kesehatan penjualan:",
              "- Tingkat konversi antar tahap: berapa persen peluang berpindah dari satu tahap ke tahap berikutnya.\n- Win rate: persentase peluang yang dimenangkan dari seluruh peluang yang sudah diputuskan (menang atau kalah).\n- Nilai transaksi rata-rata: total nilai penjualan dibagi jumlah transaksi.\n- Siklus penjualan: rata-rata hari dari prospek pertama sampai transaksi.",
              "Contoh: sebuah startup perangkat lunak kasir di Surabaya memenangkan 12 dari 40 peluang yang sudah diputuskan kuartal lalu, sehingga win rate-nya 30%. Total penjualannya Rp96 juta, jadi nilai rata-rata Rp8 juta per transaksi.",
              "Metrik paling berguna jika dibandingkan: antarbulan, antarpenjual, atau antarsegmen pelanggan. Jika konversi dari penawaran ke negosiasi jatuh, mungkin harga atau isi proposal bermasalah. Jika siklus penjualan memanjang, mungkin pengambil keputusan belum dilibatkan sejak awal.",
              "Pilih sedikit metrik dan pantau secara konsisten. Laporan dengan puluhan angka jarang dibaca, apalagi ditindaklanjuti.",
            ),
            p(
              "Four basic metrics explain most of a sales operation's health:",
              "- Stage conversion rate: the percentage of deals moving from one stage to the next.\n- Win rate: the percentage of deals won out of all deals already decided (won or lost).\n- Average deal size: total sales value divided by the number of deals.\n- Sales cycle: the average number of days from first contact to closed deal.",
              "Example: a point-of-sale software startup in Surabaya won 12 of the 40 deals decided last quarter, a 30% win rate. Total sales were Rp96 million, so the average deal was Rp8 million.",
              "Metrics are most useful when compared: month to month, seller to seller or across customer segments. If conversion from proposal to negotiation falls, the price or the proposal content may be the problem. If the sales cycle lengthens, the decision maker may not have been involved early enough.",
              "Choose a few metrics and track them consistently. Reports with dozens of numbers are rarely read, let alone acted upon.",
            ),
          ),
        },
        {
          title: t("Membuat Prakiraan Penjualan", "Building a Sales Forecast"),
          body: t(
            p(
              "Prakiraan penjualan (sales forecast) memperkirakan berapa omzet yang akan masuk dalam periode tertentu. Prakiraan dibutuhkan untuk merencanakan stok bahan baku, arus kas, dan jumlah tenaga kerja.",
              "Metode sederhana adalah prakiraan berbobot: kalikan nilai setiap peluang dengan peluang menang sesuai tahapnya, lalu jumlahkan. Bobot sebaiknya diambil dari data konversi historis Anda sendiri.",
              "Contoh dengan bobot Penawaran 25% dan Negosiasi 60%:",
              "- Tiga peluang di tahap Penawaran, total Rp40 juta: 25% × Rp40 juta = Rp10 juta.\n- Dua peluang di tahap Negosiasi, total Rp30 juta: 60% × Rp30 juta = Rp18 juta.\n- Prakiraan bulan ini: Rp28 juta.",
              "Prakiraan berbobot lebih jujur daripada menjumlahkan semua peluang seolah pasti menang. Namun tetap ada ketidakpastian, sehingga banyak tim juga menyebut kisaran: skenario pesimis, paling mungkin, dan optimis.",
              "Bandingkan prakiraan dengan hasil nyata setiap bulan. Jika selalu meleset jauh, perbaiki bobot tahapan atau kriteria keluar, karena masalahnya biasanya ada pada data pipeline, bukan rumusnya.",
            ),
            p(
              "A sales forecast estimates how much revenue will come in during a given period. It is needed to plan raw-material stock, cash flow and staffing.",
              "A simple method is the weighted forecast: multiply each deal's value by the win probability of its stage, then add them up. The weights should come from your own historical conversion data.",
              "Example with weights of 25% for Proposal and 60% for Negotiation:",
              "- Three deals at Proposal totalling Rp40 million: 25% × Rp40 million = Rp10 million.\n- Two deals at Negotiation totalling Rp30 million: 60% × Rp30 million = Rp18 million.\n- Forecast for this month: Rp28 million.",
              "A weighted forecast is more honest than adding up every deal as if it were certain. Uncertainty remains, so many teams also give a range: pessimistic, most likely and optimistic scenarios.",
              "Compare the forecast with actual results every month. If it is always far off, fix the stage weights or the exit criteria, because the problem usually lies in the pipeline data, not the formula.",
            ),
          ),
        },
        {
          title: t("Disiplin CRM untuk Tim Penjualan", "CRM Discipline for Sales Teams"),
          body: t(
            p(
              "CRM (Customer Relationship Management) adalah sistem untuk mencatat pelanggan, peluang, dan setiap interaksi. Bentuknya bisa aplikasi khusus, tetapi untuk UMKM spreadsheet bersama pun sudah cukup asalkan diisi dengan disiplin.",
              "Data minimal untuk setiap peluang:",
              "- Nama pelanggan dan kontak pengambil keputusan.\n- Tahap pipeline dan nilai perkiraan dalam rupiah.\n- Tanggal interaksi terakhir dan ringkasannya.\n- Langkah berikutnya beserta tanggalnya.\n- Alasan menang atau kalah saat peluang ditutup.",
              'Kolom "langkah berikutnya" adalah yang paling penting. Peluang tanpa langkah berikutnya biasanya sedang mati pelan-pelan.',
              "Agar tim mau mengisi CRM, buat manfaatnya terasa bagi penjual sendiri: pengingat tindak lanjut otomatis, riwayat pelanggan yang mudah dicari saat penjual berganti, dan rapat yang lebih singkat karena data sudah tersedia. Hindari kolom yang tidak pernah dipakai. Pimpinan juga harus memakai data CRM saat rapat; jika rapat tetap mengandalkan laporan lisan, tim akan menganggap CRM tidak penting.",
            ),
            p(
              "A CRM (Customer Relationship Management) system records customers, deals and every interaction. It can be a dedicated app, but for an MSME a shared spreadsheet is enough as long as it is filled in with discipline.",
              "Minimum data for each deal:",
              "- Customer name and the decision maker's contact.\n- Pipeline stage and estimated value in rupiah.\n- Date and summary of the last interaction.\n- Next step and its date.\n- Reason for winning or losing when the deal closes.",
              'The "next step" column matters most. A deal without a next step is usually dying slowly.',
              "To get the team to use the CRM, make the benefit felt by sellers themselves: automatic follow-up reminders, customer history that is easy to find when a seller changes, and shorter meetings because the data is already there. Avoid fields nobody uses. Managers must also use CRM data in meetings; if meetings still rely on verbal reports, the team will conclude the CRM does not matter.",
            ),
          ),
        },
        {
          title: t("Memimpin Rapat Pipeline Mingguan", "Running the Weekly Pipeline Review"),
          body: t(
            p(
              "Rapat pipeline mingguan menyatukan semua pelajaran sebelumnya. Tujuannya bukan menginterogasi penjual, melainkan membantu mereka memenangkan peluang dan menjaga prakiraan tetap akurat.",
              "Susunan rapat 45 menit yang efektif:",
              "- 10 menit: angka utama — pencapaian terhadap target, prakiraan, dan perubahan sejak minggu lalu.\n- 25 menit: bahas peluang besar atau yang macet lebih dari dua minggu di tahap yang sama.\n- 10 menit: sepakati tindakan, penanggung jawab, dan tenggat.",
              'Pertanyaan yang membantu: "Apa langkah berikutnya dan kapan?", "Siapa pengambil keputusan dan apakah kita sudah bertemu?", "Apa yang bisa membuat peluang ini kalah?"',
              "Contoh: manajer penjualan distributor air minum kemasan di Medan menemukan lima peluang minimarket macet di tahap penawaran. Setelah dibahas, ternyata semuanya menunggu persetujuan kantor pusat yang sama. Tim lalu menjadwalkan satu presentasi di kantor pusat, bukan lima kunjungan terpisah.",
              "Akhiri rapat dengan daftar tindakan tertulis, lalu buka daftar itu di awal rapat berikutnya.",
            ),
            p(
              "The weekly pipeline review brings all previous lessons together. Its purpose is not to interrogate sellers but to help them win deals and keep the forecast accurate.",
              "An effective 45-minute agenda:",
              "- 10 minutes: headline numbers — progress against target, the forecast and changes since last week.\n- 25 minutes: discuss large deals or those stuck at the same stage for more than two weeks.\n- 10 minutes: agree actions, owners and deadlines.",
              'Helpful questions: "What is the next step and when?", "Who is the decision maker and have we met them?", "What could make us lose this deal?"',
              "Example: the sales manager of a bottled-water distributor in Medan notices five minimarket deals stuck at the proposal stage. Discussion reveals they all await approval from the same head office. The team schedules one presentation at head office instead of five separate visits.",
              "End the meeting with a written action list, and open that list at the start of the next meeting.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t(
            "Apa perbedaan utama pipeline dengan corong penjualan?",
            "What is the main difference between a pipeline and a sales funnel?",
          ),
          options: [
            o(
              false,
              "Corong penjualan mengukur kepuasan pelanggan",
              "A funnel measures customer satisfaction",
            ),
            o(false, "Pipeline hanya dipakai perusahaan besar", "A pipeline is used only by large companies"),
            o(
              true,
              "Pipeline mendaftar peluang nyata yang sedang dikerjakan beserta tahap dan langkah berikutnya",
              "A pipeline lists real deals in progress with their stage and next step",
            ),
          ],
          explanation: t(
            "Corong menggambarkan penyusutan jumlah calon pelanggan, sedangkan pipeline adalah daftar peluang aktif di tahap tertentu.",
            "The funnel shows how numbers shrink; the pipeline is the list of active deals at particular stages.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa fungsi kriteria keluar pada setiap tahap pipeline?",
            "What is the purpose of exit criteria at each pipeline stage?",
          ),
          options: [
            o(false, "Menghapus peluang yang nilainya kecil", "To delete low-value deals"),
            o(
              true,
              "Memberi bukti objektif sebelum peluang dipindah ke tahap berikutnya",
              "To require objective evidence before a deal moves to the next stage",
            ),
            o(
              false,
              "Menentukan kapan penjual boleh berhenti bekerja",
              "To decide when sellers may stop working",
            ),
          ],
          explanation: t(
            "Kriteria keluar membuat semua anggota tim memaknai tahap dengan sama dan mencegah pipeline terlihat besar padahal rapuh.",
            "Exit criteria make everyone read stages the same way and stop the pipeline looking big while being fragile.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Target omzet Rp300 juta, nilai pesanan rata-rata Rp15 juta, dan 1 dari 4 penawaran berhasil. Berapa penawaran yang dibutuhkan?",
            "Revenue target Rp300 million, average order Rp15 million, and 1 in 4 proposals succeeds. How many proposals are needed?",
          ),
          options: [o(false, "160", "160"), o(false, "20", "20"), o(false, "60", "60"), o(true, "80", "80")],
          explanation: t(
            "Rp300 juta ÷ Rp15 juta = 20 pesanan; dengan tingkat keberhasilan 1 dari 4, dibutuhkan 20 × 4 = 80 penawaran.",
            "Rp300 million ÷ Rp15 million = 20 orders; with a 1-in-4 success rate, 20 × 4 = 80 proposals are needed.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Tim memenangkan 12 dari 40 peluang yang sudah diputuskan. Berapa win rate-nya?",
            "A team won 12 of 40 decided deals. What is its win rate?",
          ),
          options: [
            o(false, "12%", "12%"),
            o(true, "30%", "30%"),
            o(false, "40%", "40%"),
            o(false, "52%", "52%"),
          ],
          explanation: t("12 ÷ 40 = 0,30 atau 30%.", "12 ÷ 40 = 0.30, or 30%."),
        },
        {
          kind: "single",
          prompt: t(
            "Tiga peluang di tahap Penawaran (bobot 25%) bernilai total Rp40 juta. Berapa kontribusinya pada prakiraan berbobot?",
            "Three deals at Proposal (25% weight) total Rp40 million. What do they contribute to the weighted forecast?",
          ),
          options: [
            o(false, "Rp40 juta", "Rp40 million"),
            o(true, "Rp10 juta", "Rp10 million"),
            o(false, "Rp25 juta", "Rp25 million"),
          ],
          explanation: t("25% × Rp40 juta = Rp10 juta.", "25% × Rp40 million = Rp10 million."),
        },
        {
          kind: "multiple",
          prompt: t(
            "Data mana yang termasuk data minimal sebuah peluang di CRM?",
            "Which items are part of the minimum data for a deal in the CRM?",
          ),
          options: [
            o(false, "Hobi pribadi penjual", "The seller's personal hobbies"),
            o(true, "Alasan menang atau kalah saat ditutup", "Reason for winning or losing at close"),
            o(true, "Tahap pipeline dan nilai perkiraan", "Pipeline stage and estimated value"),
            o(true, "Langkah berikutnya beserta tanggalnya", "The next step and its date"),
          ],
          explanation: t(
            "Data minimal mencakup kontak pengambil keputusan, tahap dan nilai, interaksi terakhir, langkah berikutnya, serta alasan menang atau kalah.",
            "The minimum covers the decision maker's contact, stage and value, last interaction, next step, and the win or loss reason.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Apa yang membuat tim penjualan lebih mau mengisi CRM?",
            "What makes a sales team more willing to fill in the CRM?",
          ),
          options: [
            o(false, "Menambah sebanyak mungkin kolom isian", "Adding as many fields as possible"),
            o(
              false,
              "Tetap mengandalkan laporan lisan di rapat",
              "Still relying on verbal reports in meetings",
            ),
            o(
              true,
              "Pengingat tindak lanjut yang membantu penjual sendiri",
              "Follow-up reminders that help the sellers themselves",
            ),
            o(true, "Pimpinan memakai data CRM dalam rapat", "Managers using CRM data in meetings"),
          ],
          explanation: t(
            "CRM dipakai bila manfaatnya terasa bagi penjual dan datanya benar-benar digunakan pimpinan; kolom berlebihan justru membuat tim malas mengisi.",
            "A CRM gets used when sellers feel the benefit and managers actually use the data; excess fields make the team stop filling it in.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam rapat pipeline mingguan, peluang mana yang sebaiknya dibahas paling mendalam?",
            "In the weekly pipeline review, which deals deserve the deepest discussion?",
          ),
          options: [
            o(
              true,
              "Peluang besar dan peluang yang macet lebih dari dua minggu di tahap yang sama",
              "Large deals and deals stuck at the same stage for more than two weeks",
            ),
            o(false, "Hanya peluang yang sudah menang", "Only deals already won"),
            o(false, "Semua peluang secara merata satu per satu", "Every deal equally, one by one"),
          ],
          explanation: t(
            "Waktu rapat terbatas, jadi difokuskan pada peluang yang paling berpengaruh pada target dan yang membutuhkan bantuan untuk bergerak.",
            "Meeting time is limited, so it goes to the deals that most affect the target and those that need help to move.",
          ),
        },
      ],
    },
    {
      key: "sales-negotiation-b2b",
      title: t("Negosiasi Penjualan dan Penjualan B2B", "Sales Negotiation and B2B Selling"),
      description: t(
        "Kuasai negosiasi harga dan penjualan antarbisnis tanpa mengorbankan margin. Anda belajar menyiapkan negosiasi, mengelola konsesi, memetakan pengambil keputusan, menulis proposal, dan mengelola pelanggan kunci.",
        "Master price negotiation and business-to-business selling without giving away your margin. You learn to prepare a negotiation, manage concessions, map decision makers, write proposals and manage key accounts.",
      ),
      skills: [
        t("Persiapan negosiasi dan BATNA", "Negotiation preparation and BATNA"),
        t("Pengelolaan konsesi", "Concession management"),
        t("Perlindungan margin dari diskon", "Protecting margin from discounts"),
        t("Pemetaan pengambil keputusan B2B", "B2B decision-maker mapping"),
        t("Penulisan proposal penjualan", "Sales proposal writing"),
        t("Manajemen pelanggan kunci", "Key account management"),
      ],
      lessons: [
        {
          title: t(
            "Menyiapkan Negosiasi Penjualan: BATNA dan Batas",
            "Preparing a Sales Negotiation: BATNA and Limits",
          ),
          body: t(
            p(
              "Negosiasi yang baik dimenangkan sebelum pertemuan dimulai, yaitu saat persiapan. Konsep terpenting adalah BATNA (Best Alternative to a Negotiated Agreement): pilihan terbaik Anda jika kesepakatan gagal.",
              "Contoh: produsen keripik di Malang bernegosiasi dengan jaringan toko oleh-oleh. Jika gagal, BATNA-nya adalah tetap menjual lewat marketplace dengan margin 35%. Karena itu ia tahu tidak perlu menerima harga yang membuat marginnya di bawah angka tersebut, kecuali ada keuntungan lain seperti volume besar yang pasti.",
              "Siapkan hal-hal berikut:",
              "- BATNA Anda dan perkiraan BATNA pihak lain.\n- Harga target (yang Anda harapkan) dan batas bawah (titik Anda lebih baik mundur).\n- Daftar hal yang bisa dipertukarkan selain harga: termin pembayaran, volume, lama kontrak, pengiriman, kemasan.\n- Kepentingan pihak lain: apa yang sebenarnya mereka kejar?",
              "Semakin kuat BATNA Anda, semakin tenang Anda bernegosiasi. Memperbaiki BATNA, misalnya dengan punya beberapa calon pembeli, sering lebih efektif daripada teknik bicara apa pun.",
            ),
            p(
              "A good negotiation is won before the meeting starts, during preparation. The most important concept is BATNA (Best Alternative to a Negotiated Agreement): your best option if the deal fails.",
              "Example: a chips producer in Malang negotiates with a chain of souvenir shops. If talks fail, her BATNA is to keep selling through online marketplaces at a 35% margin. So she knows she need not accept a price that pushes her margin below that, unless there is another gain such as a large guaranteed volume.",
              "Prepare the following:",
              "- Your BATNA and an estimate of the other side's.\n- Your target price (what you hope for) and walk-away point (where you are better off leaving).\n- Things you can trade besides price: payment terms, volume, contract length, delivery, packaging.\n- The other side's interests: what are they really after?",
              "The stronger your BATNA, the calmer you negotiate. Improving it, for example by having several potential buyers, is often more effective than any talking technique.",
            ),
          ),
        },
        {
          title: t("Penjangkaran dan Pengelolaan Konsesi", "Anchoring and Managing Concessions"),
          body: t(
            p(
              "Angka pertama yang disebut dalam negosiasi sering menjadi jangkar (anchor) yang memengaruhi hasil akhir. Jika Anda memahami pasar dengan baik, membuka dengan penawaran yang ambisius tetapi bisa dijelaskan alasannya biasanya menguntungkan.",
              "Konsesi adalah pengorbanan yang Anda berikan. Aturan praktis dalam mengelolanya:",
              '- Jangan memberi konsesi tanpa meminta imbalan: "Kami bisa turunkan harga 3% jika pembayaran dipercepat menjadi 14 hari."\n- Buat konsesi makin kecil: misalnya 5%, lalu 2%, lalu 1%; pola ini memberi sinyal Anda mendekati batas.\n- Berikan konsesi perlahan; konsesi besar yang cepat membuat pihak lain meminta lebih.\n- Catat setiap konsesi dan rangkum di akhir.',
              "Contoh: penyedia jasa kebersihan gedung di Jakarta diminta turun harga 10%. Alih-alih langsung setuju, ia menawarkan 4% dengan syarat kontrak diperpanjang dari satu menjadi dua tahun. Klien mendapat penghematan, penyedia mendapat kepastian pendapatan.",
              "Ingat, tujuan negosiasi bukan mengalahkan pelanggan. Kesepakatan yang terlalu merugikan salah satu pihak jarang bertahan lama.",
            ),
            p(
              "The first number mentioned in a negotiation often becomes an anchor that shapes the final outcome. If you know the market well, opening with an ambitious offer whose reasoning you can explain usually works in your favour.",
              "A concession is something you give up. Practical rules for managing concessions:",
              '- Never give without getting: "We can reduce the price by 3% if payment is brought forward to 14 days."\n- Make concessions shrink: say 5%, then 2%, then 1%; the pattern signals you are nearing your limit.\n- Concede slowly; large, quick concessions invite demands for more.\n- Record every concession and summarise them at the end.',
              "Example: a building-cleaning contractor in Jakarta is asked to cut its price by 10%. Instead of agreeing at once, it offers 4% on condition the contract is extended from one to two years. The client saves money and the contractor gains income certainty.",
              "Remember, the goal is not to defeat the customer. A deal that hurts one side too much rarely lasts.",
            ),
          ),
        },
        {
          title: t("Harga, Diskon, dan Dampaknya pada Margin", "Price, Discounts and Their Effect on Margin"),
          body: t(
            p(
              "Diskon terlihat kecil di mata penjual, tetapi dampaknya pada laba bisa besar. Margin kotor adalah selisih harga jual dan harga pokok, dinyatakan sebagai persentase harga jual.",
              "Contoh: sebuah toko bahan kue menjual produk seharga Rp100.000 dengan harga pokok Rp70.000. Margin kotornya Rp30.000 atau 30%. Jika diberi diskon 10%, harga menjadi Rp90.000 dan margin tinggal Rp20.000. Untuk mendapatkan total laba kotor yang sama, toko harus menjual 1,5 kali lebih banyak, atau naik 50%.",
              "Karena itu, sebelum memberi diskon, tanyakan:",
              "- Apakah diskon benar-benar menentukan keputusan pelanggan, atau mereka hanya menguji?\n- Apakah ada hal lain yang bisa ditawarkan, seperti bonus pengiriman atau pelatihan, yang biayanya lebih kecil bagi Anda tetapi bernilai bagi pelanggan?\n- Apakah diskon ini akan menjadi patokan harga untuk pesanan berikutnya?",
              "Jual berdasarkan nilai. Jika pelanggan memahami manfaat dalam rupiah, misalnya penghematan biaya listrik Rp2 juta per bulan, harga yang lebih tinggi dari pesaing masih bisa diterima.",
            ),
            p(
              "A discount looks small to a seller, but its effect on profit can be large. Gross margin is the difference between selling price and cost of goods, expressed as a percentage of the selling price.",
              "Example: a baking-supplies shop sells a product for Rp100,000 that costs Rp70,000. Its gross margin is Rp30,000, or 30%. With a 10% discount the price becomes Rp90,000 and the margin only Rp20,000. To earn the same total gross profit, the shop must sell 1.5 times as much, an increase of 50%.",
              "So before discounting, ask:",
              "- Does the discount really decide the purchase, or is the customer just testing?\n- Can you offer something else, such as free delivery or training, that costs you less but is valuable to the customer?\n- Will this discount become the reference price for future orders?",
              "Sell on value. If the customer understands the benefit in rupiah, for example saving Rp2 million a month on electricity, a price above the competitor's can still be accepted.",
            ),
          ),
        },
        {
          title: t(
            "Memetakan Pengambil Keputusan dalam Penjualan B2B",
            "Mapping Decision Makers in B2B Sales",
          ),
          body: t(
            p(
              "Dalam penjualan antarbisnis (B2B), keputusan jarang diambil satu orang. Biasanya ada beberapa peran yang sering disebut kelompok pembeli (buying center):",
              "- Pengguna: orang yang akan memakai produk sehari-hari.\n- Pemberi pengaruh: ahli teknis atau konsultan yang memberi rekomendasi.\n- Pembeli: bagian pengadaan yang mengurus harga dan kontrak.\n- Pengambil keputusan: pihak yang memberi persetujuan akhir, misalnya direktur.\n- Penjaga gerbang: orang yang mengatur akses informasi, seperti sekretaris.",
              "Contoh: menjual mesin pengemas ke pabrik makanan di Sidoarjo. Operator produksi peduli kemudahan pemakaian, kepala teknik peduli suku cadang dan servis, bagian pengadaan peduli harga dan termin, sedangkan direktur peduli peningkatan kapasitas dan waktu balik modal.",
              "Buat peta sederhana: siapa saja mereka, apa kepentingan masing-masing, dan bagaimana sikapnya terhadap Anda (mendukung, netral, menolak). Carilah satu pendukung internal yang bisa menjelaskan proses keputusan. Kesalahan umum adalah hanya akrab dengan pengguna, lalu kaget ketika direktur memilih pesaing.",
            ),
            p(
              "In business-to-business (B2B) selling, decisions are rarely made by one person. There are usually several roles, often called the buying center:",
              "- Users: people who will use the product daily.\n- Influencers: technical experts or consultants who make recommendations.\n- Buyers: the procurement function handling price and contract.\n- Deciders: whoever gives final approval, such as a director.\n- Gatekeepers: people who control access to information, such as a secretary.",
              "Example: selling a packaging machine to a food factory in Sidoarjo. Production operators care about ease of use, the chief engineer about spare parts and service, procurement about price and payment terms, and the director about added capacity and payback period.",
              "Draw a simple map: who they are, what each one cares about and how they view you (supportive, neutral, opposed). Find an internal champion who can explain the decision process. A common mistake is being close only to the users and then being surprised when the director picks a competitor.",
            ),
          ),
        },
        {
          title: t("Menulis Proposal Penjualan yang Meyakinkan", "Writing a Persuasive Sales Proposal"),
          body: t(
            p(
              'Proposal penjualan sering dibaca oleh orang yang tidak hadir saat presentasi, misalnya direktur atau bagian keuangan. Karena itu proposal harus bisa "menjual sendiri".',
              "Struktur yang terbukti jelas:",
              "- Ringkasan eksekutif: masalah pelanggan, solusi, dan hasil yang diharapkan dalam satu halaman.\n- Pemahaman kebutuhan: tuliskan ulang kebutuhan dengan bahasa pelanggan.\n- Solusi yang ditawarkan: apa yang dikerjakan, oleh siapa, dan kapan.\n- Manfaat terukur: penghematan atau peningkatan dalam angka yang bisa dipertanggungjawabkan.\n- Harga dan termin: rinci, tanpa biaya tersembunyi.\n- Bukti: pengalaman dengan klien serupa, sertifikasi, atau jaminan.\n- Langkah berikutnya: tanggal keputusan dan mulai kerja.",
              "Contoh: konsultan pelatihan di Yogyakarta menawarkan program layanan pelanggan ke sebuah bank daerah. Alih-alih membuka dengan profil perusahaannya, ia membuka dengan keluhan nasabah yang disampaikan bank saat diskusi, lalu menunjukkan bagaimana pelatihan menjawabnya.",
              "Periksa angka, ejaan, dan nama pelanggan dengan teliti. Satu kesalahan nama perusahaan bisa merusak kesan profesional.",
            ),
            p(
              'A sales proposal is often read by people who were not at the presentation, such as a director or the finance team. It must therefore be able to "sell on its own".',
              "A structure that proves clear:",
              "- Executive summary: the customer's problem, the solution and expected results on one page.\n- Understanding of needs: restate the needs in the customer's words.\n- Proposed solution: what will be done, by whom and when.\n- Measurable benefits: savings or improvements in figures you can justify.\n- Price and terms: detailed, with no hidden costs.\n- Proof: experience with similar clients, certifications or guarantees.\n- Next steps: decision date and start date.",
              "Example: a training consultant in Yogyakarta proposes a customer-service programme to a regional bank. Instead of opening with his company profile, he opens with the customer complaints the bank shared during discussions, then shows how the training addresses them.",
              "Check numbers, spelling and the customer's name carefully. One misspelt company name can ruin a professional impression.",
            ),
          ),
        },
        {
          title: t(
            "Menjual ke Instansi dan Mengikuti Pengadaan",
            "Selling to Institutions and Taking Part in Procurement",
          ),
          body: t(
            p(
              "Menjual ke instansi pemerintah, BUMN, atau perusahaan besar biasanya melalui proses pengadaan yang formal. Pembelian pemerintah diatur oleh peraturan pengadaan barang/jasa, dan banyak dilakukan secara elektronik, misalnya melalui katalog elektronik yang dikelola LKPP.",
              "Hal yang perlu disiapkan penjual:",
              "- Legalitas usaha yang lengkap, seperti NIB dan NPWP, karena ini syarat dasar hampir semua pengadaan.\n- Dokumen perusahaan dan pengalaman kerja yang rapi dan mutakhir.\n- Pemahaman jadwal anggaran: kebutuhan instansi direncanakan jauh sebelum pembelian.\n- Kepatuhan penuh terhadap spesifikasi dan tenggat dokumen.",
              "Etika sangat penting. Memberi hadiah atau imbalan kepada pejabat pengadaan untuk memengaruhi keputusan adalah gratifikasi atau suap yang dilarang hukum dan dapat berujung pidana. Bangun hubungan dengan cara yang sah: presentasi produk terbuka, informasi yang jujur, dan layanan purnajual yang baik.",
              "Untuk UMKM, pengadaan bisa menjadi pasar yang stabil. Mulailah dari pengadaan bernilai kecil, penuhi semua syarat dengan disiplin, dan jaga reputasi pengiriman tepat waktu.",
            ),
            p(
              "Selling to government agencies, state-owned enterprises or large corporations usually goes through a formal procurement process. Government purchasing is governed by procurement regulations and much of it is electronic, for example through the electronic catalogue managed by LKPP, the national procurement agency.",
              "What a seller needs to prepare:",
              "- Complete business licences, such as the NIB business identification number and NPWP tax number, since these are basic requirements for almost all procurement.\n- Tidy, up-to-date company documents and work experience.\n- Understanding of budget cycles: agencies plan needs long before buying.\n- Full compliance with specifications and document deadlines.",
              "Ethics are essential. Giving gifts or rewards to procurement officials to influence a decision is gratification or bribery, which the law forbids and which can lead to criminal charges. Build relationships legitimately: open product presentations, honest information and good after-sales service.",
              "For MSMEs, procurement can be a stable market. Start with small-value procurements, meet every requirement with discipline and protect your reputation for on-time delivery.",
            ),
          ),
        },
        {
          title: t("Manajemen Pelanggan Kunci (Key Account Management)", "Key Account Management"),
          body: t(
            p(
              "Pada banyak usaha, sebagian kecil pelanggan menyumbang sebagian besar omzet. Pelanggan seperti ini disebut pelanggan kunci (key account) dan perlu dikelola dengan rencana khusus, bukan sekadar dilayani saat memesan.",
              "Contoh: pemasok sayur di Makassar mendapati tiga hotel menyumbang lebih dari separuh penjualannya. Kehilangan satu hotel saja akan mengguncang arus kas.",
              "Unsur rencana pelanggan kunci:",
              "- Profil: tujuan bisnis pelanggan, pengambil keputusan, dan rencana mereka tahun ini.\n- Riwayat: volume, keluhan, dan kinerja pengiriman Anda.\n- Peluang tumbuh: produk lain yang bisa dipasok, misalnya buah atau bumbu.\n- Risiko: pesaing yang mendekat, pergantian manajer pembelian, atau keterlambatan pembayaran.\n- Agenda pertemuan rutin, misalnya evaluasi triwulanan.",
              "Dalam evaluasi, bawa data: ketepatan pengiriman, mutu, dan usulan perbaikan. Tujuannya menjadi mitra yang membantu pelanggan sukses, bukan sekadar pemasok termurah. Pada saat yang sama, terus cari pelanggan baru agar ketergantungan pada segelintir pelanggan tidak terlalu besar.",
            ),
            p(
              "In many businesses a small share of customers brings in most of the revenue. These are key accounts, and they need a dedicated plan, not just service when they place an order.",
              "Example: a vegetable supplier in Makassar finds that three hotels account for more than half of his sales. Losing just one would shake his cash flow.",
              "Elements of a key account plan:",
              "- Profile: the customer's business goals, decision makers and plans for this year.\n- History: volumes, complaints and your delivery performance.\n- Growth opportunities: other products you could supply, such as fruit or spices.\n- Risks: competitors approaching, a change of purchasing manager, or late payments.\n- A regular meeting agenda, such as a quarterly review.",
              "Bring data to each review: delivery punctuality, quality and proposals for improvement. The aim is to be a partner who helps the customer succeed, not just the cheapest supplier. At the same time keep finding new customers so that dependence on a handful of accounts does not grow too large.",
            ),
          ),
        },
      ],
      quiz: [
        {
          kind: "single",
          prompt: t("Apa yang dimaksud dengan BATNA?", "What does BATNA mean?"),
          options: [
            o(false, "Diskon maksimum yang diizinkan atasan", "The maximum discount the manager allows"),
            o(false, "Harga tertinggi yang diminta penjual", "The highest price the seller asks"),
            o(
              true,
              "Alternatif terbaik Anda jika kesepakatan gagal",
              "Your best alternative if the deal fails",
            ),
          ],
          explanation: t(
            "BATNA adalah Best Alternative to a Negotiated Agreement. Mengetahuinya menentukan kapan Anda lebih baik mundur dari negosiasi.",
            "BATNA is the Best Alternative to a Negotiated Agreement. Knowing it tells you when you are better off walking away.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Mana aturan pengelolaan konsesi yang dianjurkan?",
            "Which concession rules are recommended?",
          ),
          options: [
            o(
              false,
              "Memberi konsesi besar di awal agar cepat sepakat",
              "Give a big concession early to agree fast",
            ),
            o(true, "Mencatat dan merangkum semua konsesi", "Record and summarise all concessions"),
            o(
              true,
              "Meminta imbalan untuk setiap konsesi",
              "Ask for something in return for every concession",
            ),
            o(true, "Membuat konsesi semakin kecil", "Make concessions progressively smaller"),
          ],
          explanation: t(
            "Konsesi yang besar dan cepat membuat pihak lain meminta lebih. Konsesi yang ditukar, mengecil, dan dicatat menjaga nilai kesepakatan.",
            "Large, quick concessions invite more demands. Traded, shrinking and recorded concessions protect the deal's value.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Margin kotor 30% dan diberi diskon 10%. Berapa kenaikan volume yang dibutuhkan agar laba kotor total tetap sama?",
            "Gross margin is 30% and a 10% discount is given. What volume increase keeps total gross profit the same?",
          ),
          options: [
            o(false, "30%", "30%"),
            o(true, "50%", "50%"),
            o(false, "100%", "100%"),
            o(false, "10%", "10%"),
          ],
          explanation: t(
            "Margin per unit turun dari Rp30.000 ke Rp20.000, sehingga dibutuhkan 30.000 ÷ 20.000 = 1,5 kali volume, atau naik 50%.",
            "Unit margin falls from Rp30,000 to Rp20,000, so 30,000 ÷ 20,000 = 1.5 times the volume is needed, a 50% increase.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Dalam kelompok pembeli B2B, siapa yang biasanya memberi persetujuan akhir?",
            "In a B2B buying center, who usually gives final approval?",
          ),
          options: [
            o(false, "Pemberi pengaruh", "Influencer"),
            o(false, "Pengguna", "User"),
            o(false, "Penjaga gerbang", "Gatekeeper"),
            o(true, "Pengambil keputusan, misalnya direktur", "Decider, such as a director"),
          ],
          explanation: t(
            "Pengambil keputusan memberi persetujuan akhir; peran lain memengaruhi, mengurus kontrak, atau mengatur akses informasi.",
            "The decider gives final approval; the other roles influence, handle contracts or control information access.",
          ),
        },
        {
          kind: "multiple",
          prompt: t(
            "Bagian mana yang sebaiknya ada dalam proposal penjualan?",
            "Which sections should a sales proposal contain?",
          ),
          options: [
            o(true, "Langkah berikutnya beserta tanggal", "Next steps with dates"),
            o(false, "Daftar kelemahan pesaing secara lengkap", "A full list of competitors' weaknesses"),
            o(true, "Ringkasan eksekutif satu halaman", "A one-page executive summary"),
            o(
              true,
              "Harga dan termin yang rinci tanpa biaya tersembunyi",
              "Detailed price and terms with no hidden costs",
            ),
          ],
          explanation: t(
            "Proposal harus bisa menjual sendiri: ringkasan, kebutuhan, solusi, manfaat terukur, harga dan termin, bukti, serta langkah berikutnya.",
            "A proposal must sell on its own: summary, needs, solution, measurable benefits, price and terms, proof, and next steps.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Seorang penjual ingin memenangkan pengadaan instansi. Tindakan mana yang sah dan dianjurkan?",
            "A seller wants to win an agency procurement. Which action is legitimate and recommended?",
          ),
          options: [
            o(
              false,
              "Mengabaikan spesifikasi jika harga lebih murah",
              "Ignoring specifications if the price is lower",
            ),
            o(
              false,
              "Memberi hadiah kepada pejabat pengadaan agar dipilih",
              "Giving gifts to procurement officials to be chosen",
            ),
            o(
              true,
              "Melengkapi legalitas usaha dan memenuhi spesifikasi serta tenggat dokumen",
              "Completing business licences and meeting specifications and document deadlines",
            ),
          ],
          explanation: t(
            "Hadiah untuk memengaruhi keputusan pengadaan adalah gratifikasi atau suap yang dilarang hukum. Cara yang sah adalah kelengkapan dokumen dan kepatuhan pada syarat.",
            "Gifts to influence procurement are gratification or bribery, which the law forbids. The legitimate way is complete documents and compliance with requirements.",
          ),
        },
        {
          kind: "multiple",
          prompt: t("Apa saja isi rencana pelanggan kunci?", "What belongs in a key account plan?"),
          options: [
            o(true, "Peluang memasok produk lain", "Opportunities to supply other products"),
            o(false, "Janji diskon tetap setiap bulan", "A promise of a fixed monthly discount"),
            o(
              true,
              "Tujuan bisnis dan pengambil keputusan pelanggan",
              "The customer's business goals and decision makers",
            ),
            o(true, "Risiko seperti pesaing yang mendekat", "Risks such as approaching competitors"),
          ],
          explanation: t(
            "Rencana pelanggan kunci memuat profil, riwayat, peluang tumbuh, risiko, dan agenda pertemuan rutin; diskon otomatis tidak termasuk.",
            "A key account plan covers profile, history, growth opportunities, risks and a meeting agenda; automatic discounts are not part of it.",
          ),
        },
        {
          kind: "single",
          prompt: t(
            "Apa cara yang sering paling efektif untuk memperkuat posisi negosiasi?",
            "What is often the most effective way to strengthen your negotiating position?",
          ),
          options: [
            o(
              false,
              "Menyembunyikan harga sampai akhir pertemuan",
              "Hiding the price until the end of the meeting",
            ),
            o(
              true,
              "Memperbaiki BATNA, misalnya punya beberapa calon pembeli",
              "Improving your BATNA, for example having several potential buyers",
            ),
            o(false, "Berbicara lebih keras dan cepat", "Speaking louder and faster"),
          ],
          explanation: t(
            "BATNA yang kuat membuat Anda tidak tergantung pada satu kesepakatan, sehingga bisa bernegosiasi dengan tenang.",
            "A strong BATNA means you do not depend on one deal, so you can negotiate calmly.",
          ),
        },
      ],
    },
  ],
};

export default content;
