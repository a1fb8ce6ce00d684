/**
 * Agriculture: sustainable crop cultivation, farm business management, and small-scale fish and livestock
 * farming — written for Indonesian farmers, extension workers, farmer groups, BUMDes and agri-students.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "agriculture",
  tracks: [
    {
      key: "sustainable-crop-cultivation",
      title: b("Budidaya Tanaman Pangan Berkelanjutan", "Sustainable Food Crop Cultivation"),
      description: b(
        "Pelajari praktik budidaya yang meningkatkan hasil panen sambil menjaga kesehatan tanah dan lingkungan. Kursus ini membahas kesehatan tanah, pemupukan berimbang, pupuk organik, benih dan cara tanam, pengelolaan air, pengendalian hama terpadu, serta panen dan pascapanen.",
        "Learn cultivation practices that raise yields while keeping soil and the environment healthy. The track covers soil health, balanced fertilisation, organic fertiliser, seeds and planting methods, water management, integrated pest management, and harvest and post-harvest handling.",
      ),
      skills: [
        b("Menilai kesehatan tanah dan memahami pH tanah", "Assessing soil health and understanding soil pH"),
        b("Menghitung kebutuhan pupuk secara berimbang", "Calculating balanced fertiliser needs"),
        b("Membuat dan memakai pupuk organik", "Making and using organic fertiliser"),
        b(
          "Menerapkan cara tanam dan pengairan yang efisien",
          "Applying efficient planting and irrigation methods",
        ),
        b("Menjalankan pengendalian hama terpadu (PHT)", "Practising integrated pest management (IPM)"),
        b(
          "Menangani panen dan pascapanen untuk menekan kehilangan hasil",
          "Handling harvest and post-harvest to reduce losses",
        ),
      ],
      lessons: [
        {
          title: b(
            "Kesehatan Tanah: Fondasi Pertanian yang Produktif",
            "Soil Health: The Foundation of Productive Farming",
          ),
          body: b(
            "Tanah bukan sekadar tempat berdiri tanaman. Tanah yang sehat menyimpan air dan unsur hara, menjadi rumah bagi cacing dan mikroorganisme yang menguraikan bahan organik, serta memiliki struktur gembur sehingga akar mudah tumbuh.\n\nTanda-tanda tanah sehat:\n- Berwarna gelap dan berbau segar seperti tanah hutan, menandakan bahan organik cukup.\n- Gembur dan tidak cepat memadat atau retak saat kering.\n- Banyak cacing tanah dan sisa akar yang terurai.\n- Air hujan cepat meresap, tidak menggenang lama atau mengalir membawa lapisan atas tanah.\n\nSalah satu sifat tanah terpenting adalah pH, yaitu tingkat keasaman. Sebagian besar tanaman pangan tumbuh baik pada tanah agak masam hingga netral. Pada tanah yang terlalu masam, banyak unsur hara sulit diserap meskipun pupuk sudah diberikan. Tanah masam dapat diperbaiki dengan pengapuran, misalnya memakai kapur pertanian atau dolomit sesuai hasil uji tanah.\n\nUji tanah sebaiknya dilakukan sebelum menentukan pupuk. Petani dapat memakai perangkat uji tanah sawah atau uji tanah kering yang tersedia di penyuluh pertanian, atau mengirim sampel ke laboratorium tanah. Ambil sampel dari beberapa titik di lahan, campurkan, lalu uji. Hasilnya menunjukkan unsur hara apa yang kurang, sehingga pupuk tidak dibeli secara berlebihan.",
            "Soil is not just where plants stand. Healthy soil stores water and nutrients, is home to earthworms and microorganisms that break down organic matter, and has a crumbly structure so roots grow easily.\n\nSigns of healthy soil:\n- Dark in colour and smelling fresh like forest soil, showing enough organic matter.\n- Crumbly, not quick to compact or crack when dry.\n- Plenty of earthworms and decomposing root remains.\n- Rainwater soaks in quickly instead of pooling for long or running off with the topsoil.\n\nOne of the most important soil properties is pH, its level of acidity. Most food crops grow well in slightly acidic to neutral soil. In soil that is too acidic, many nutrients are hard for plants to take up even after fertiliser is applied. Acidic soil can be corrected by liming, for example with agricultural lime or dolomite according to soil test results.\n\nSoil testing should come before choosing fertiliser. Farmers can use paddy-soil or dry-land soil test kits available through extension workers, or send samples to a soil laboratory. Take samples from several points in the field, mix them, then test. The results show which nutrients are lacking, so fertiliser is not bought in excess.",
          ),
        },
        {
          title: b(
            "Pemupukan Berimbang dan Prinsip Tepat",
            "Balanced Fertilisation and the Right-Practice Principles",
          ),
          body: b(
            "Tanaman membutuhkan unsur hara makro utama, yaitu nitrogen (N), fosfor (P), dan kalium (K), serta unsur lain dalam jumlah lebih kecil. Pemupukan berimbang berarti memberi unsur yang kurang sesuai kebutuhan tanaman dan kondisi tanah, bukan sekadar menambah urea sebanyak-banyaknya.\n\nKelebihan nitrogen membuat daun hijau subur tetapi batang lemah, mudah rebah, dan lebih disukai hama. Kekurangan kalium membuat tanaman kurang tahan penyakit dan bulir kurang bernas.\n\nKenali kadar hara pupuk tunggal yang umum:\n- Urea mengandung sekitar 46% N.\n- SP-36 mengandung sekitar 36% P2O5.\n- KCl mengandung sekitar 60% K2O.\n\nContoh perhitungan: jika rekomendasi hasil uji tanah untuk lahan Anda adalah 92 kg N per hektare, kebutuhan urea adalah 92 \u00f7 0,46 = 200 kg per hektare. Untuk lahan 0,25 hektare, cukup 50 kg.\n\nPenyuluh sering menyampaikan prinsip \u201ctepat\u201d dalam pemupukan:\n- Tepat jenis: sesuai unsur yang kurang.\n- Tepat dosis: sesuai rekomendasi, tidak berlebihan.\n- Tepat waktu: sesuai fase pertumbuhan. Nitrogen biasanya diberikan bertahap, tidak sekaligus.\n- Tepat cara: misalnya dibenamkan atau disebar merata saat kondisi tanah sesuai.\n\nPemupukan yang tepat menghemat biaya dan mengurangi pencemaran air oleh sisa pupuk yang terbuang.",
            "Plants need the main macronutrients, nitrogen (N), phosphorus (P) and potassium (K), plus other elements in smaller amounts. Balanced fertilisation means supplying the lacking nutrients according to crop needs and soil conditions, not just adding as much urea as possible.\n\nExcess nitrogen makes leaves lush and green but stems weak, prone to lodging and more attractive to pests. Potassium deficiency makes plants less disease-resistant and grains less well filled.\n\nKnow the nutrient content of common straight fertilisers:\n- Urea contains about 46% N.\n- SP-36 contains about 36% P2O5.\n- KCl contains about 60% K2O.\n\nA worked example: if the soil-test recommendation for your field is 92 kg N per hectare, the urea needed is 92 \u00f7 0.46 = 200 kg per hectare. For a 0.25-hectare plot, 50 kg is enough.\n\nExtension workers often teach the \u201cright\u201d principles of fertilising:\n- Right type: matching the lacking nutrient.\n- Right dose: as recommended, not excessive.\n- Right time: matching the growth stage. Nitrogen is usually split into several applications rather than given at once.\n- Right method: for example incorporated or spread evenly when soil conditions suit.\n\nCorrect fertilising saves money and reduces water pollution from wasted fertiliser.",
          ),
        },
        {
          title: b(
            "Pupuk Organik dan Pengembalian Bahan Organik",
            "Organic Fertiliser and Returning Organic Matter",
          ),
          body: b(
            "Pupuk kimia menyediakan hara dengan cepat, tetapi tidak memperbaiki struktur tanah. Bahan organik, seperti kompos, pupuk kandang, dan sisa tanaman, memperbaiki kegemburan, meningkatkan kemampuan tanah menahan air dan hara, serta memberi makan mikroorganisme tanah. Keduanya saling melengkapi.\n\nSumber bahan organik di desa:\n- Jerami padi. Alih-alih dibakar, jerami dapat dikomposkan atau dibenamkan ke tanah. Pembakaran jerami menghilangkan bahan organik dan sebagian hara, serta mencemari udara.\n- Kotoran ternak sapi, kambing, atau ayam, sebaiknya dikomposkan terlebih dahulu agar matang, tidak panas, dan tidak membawa biji gulma.\n- Sisa sayuran dan daun dari kebun atau pasar.\n\nMembuat kompos sederhana dari jerami dan kotoran ternak:\n1. Susun berlapis bahan kering seperti jerami yang dicacah dan bahan basah seperti kotoran ternak.\n2. Siram hingga lembap, tidak becek. Dekomposer mikroba dapat ditambahkan untuk mempercepat proses.\n3. Tutup agar tidak terkena hujan langsung dan balik tumpukan secara berkala agar mendapat udara.\n4. Kompos matang berwarna cokelat kehitaman, gembur, tidak berbau menyengat, dan suhunya sudah tidak panas.\n\nGunakan kompos saat pengolahan lahan. Kelompok tani dapat membuat rumah kompos bersama sehingga bahan lebih banyak terkumpul dan biaya pembuatan lebih ringan.",
            "Chemical fertilisers supply nutrients quickly but do not improve soil structure. Organic matter, such as compost, manure and crop residues, improves crumbliness, increases the soil's capacity to hold water and nutrients, and feeds soil microorganisms. The two complement each other.\n\nSources of organic matter in villages:\n- Rice straw. Instead of being burned, straw can be composted or worked into the soil. Burning straw destroys organic matter and some nutrients, and pollutes the air.\n- Cattle, goat or chicken manure, best composted first so it is mature, no longer hot and free of weed seeds.\n- Vegetable and leaf waste from gardens or markets.\n\nMaking simple compost from straw and manure:\n1. Stack layers of dry material, such as chopped straw, and wet material, such as manure.\n2. Water until damp, not soggy. A microbial decomposer can be added to speed things up.\n3. Cover the heap against direct rain and turn it regularly so it gets air.\n4. Mature compost is dark brown to black, crumbly, without a sharp smell, and no longer hot.\n\nApply compost during land preparation. A farmer group can build a shared compost house so more material is collected and production costs are lighter.",
          ),
        },
        {
          title: b(
            "Benih Unggul dan Cara Tanam Jajar Legowo",
            "Quality Seed and the Jajar Legowo Planting System",
          ),
          body: b(
            "Benih menentukan potensi hasil sejak awal. Pupuk dan perawatan terbaik tidak dapat menutupi kerugian akibat benih yang buruk.\n\nMemilih benih:\n- Gunakan benih bersertifikat dengan label resmi yang mencantumkan varietas, daya tumbuh, dan tanggal kedaluwarsa pengujian.\n- Pilih varietas yang sesuai kondisi setempat: tahan genangan untuk daerah rawan banjir, umur genjah bila air terbatas, atau tahan hama tertentu yang sering menyerang di wilayah Anda. Tanyakan kepada penyuluh pertanian.\n- Lakukan uji daya tumbuh sederhana: semai 100 butir di atas kertas atau kain lembap, lalu hitung yang berkecambah setelah beberapa hari.\n- Untuk padi, rendam benih dalam air dan buang benih yang mengapung karena biasanya hampa.\n\nPada padi sawah, sistem tanam jajar legowo banyak dianjurkan di Indonesia. Pada legowo 2:1, setiap dua baris tanaman diselingi satu lorong kosong yang lebih lebar. Manfaatnya:\n- Lebih banyak tanaman berada di pinggir barisan sehingga mendapat cahaya matahari lebih baik (efek tanaman pinggir).\n- Lorong memudahkan pemupukan, penyiangan, dan pengamatan hama.\n- Sirkulasi udara lebih baik sehingga kelembapan di sekitar tanaman berkurang.\n\nGunakan bibit muda dan sehat, tanam dengan jumlah bibit per lubang yang dianjurkan, dan jaga jarak tanam tetap teratur dengan alat bantu tali atau caplak.",
            "Seed determines yield potential from the start. The best fertiliser and care cannot make up for the losses caused by poor seed.\n\nChoosing seed:\n- Use certified seed with an official label stating the variety, germination rate and test expiry date.\n- Choose varieties suited to local conditions: flood-tolerant for flood-prone areas, early-maturing where water is limited, or resistant to pests common in your region. Ask your extension worker.\n- Do a simple germination test: place 100 seeds on damp paper or cloth, then count how many sprout after a few days.\n- For rice, soak seeds in water and discard those that float, as they are usually empty.\n\nFor lowland rice, the jajar legowo planting system is widely recommended in Indonesia. In legowo 2:1, every two rows of plants are followed by one wider empty alley. Its benefits:\n- More plants sit at the edge of a row and receive better sunlight (the border effect).\n- The alleys make fertilising, weeding and pest scouting easier.\n- Better air circulation lowers humidity around the plants.\n\nUse young, healthy seedlings, plant the recommended number of seedlings per hill, and keep spacing regular using a string line or a marking tool (caplak).",
          ),
        },
        {
          title: b("Pengelolaan Air dan Pengairan Berselang", "Water Management and Intermittent Irrigation"),
          body: b(
            "Air adalah input penting yang semakin terbatas, terutama saat kemarau dan di daerah yang jauh dari sumber irigasi. Banyak petani mengira padi harus selalu tergenang, padahal tanaman padi tidak memerlukan genangan terus-menerus sepanjang musim.\n\nPengairan berselang, dikenal juga sebagai alternate wetting and drying (AWD), adalah cara mengairi sawah secara bergantian antara tergenang dan kering macak-macak. Caranya:\n- Pasang pipa paralon berlubang yang ditanam sebagian di tanah sawah untuk memantau tinggi muka air di bawah permukaan.\n- Biarkan air surut hingga berada sekitar 15 cm di bawah permukaan tanah, lalu airi kembali.\n- Pertahankan genangan pada fase yang peka kekurangan air, terutama sekitar masa berbunga.\n\nManfaat pengairan berselang:\n- Menghemat air irigasi sehingga air dapat dibagi ke lebih banyak petak.\n- Akar tumbuh lebih dalam dan kuat.\n- Mengurangi emisi gas metana dari sawah yang terus tergenang.\n\nUntuk tanaman hortikultura seperti cabai dan tomat, irigasi tetes dan mulsa plastik atau jerami membantu menghemat air dan menekan gulma.\n\nPengelolaan air juga memerlukan kerja sama. Perkumpulan petani pemakai air (P3A) mengatur jadwal giliran air, memelihara saluran, dan menyelesaikan perselisihan. Saluran yang bersih dan jadwal yang disepakati membuat air sampai ke petak paling ujung.",
            "Water is a vital input that is increasingly scarce, especially in the dry season and in areas far from irrigation sources. Many farmers believe rice must always be flooded, yet rice does not need continuous flooding throughout the season.\n\nIntermittent irrigation, also known as alternate wetting and drying (AWD), alternates the field between flooded and damp but unflooded. How it works:\n- Install a perforated PVC pipe partly buried in the paddy soil to monitor the water level below the surface.\n- Let the water recede until it is about 15 cm below the soil surface, then irrigate again.\n- Keep the field flooded during stages sensitive to water shortage, especially around flowering.\n\nBenefits of intermittent irrigation:\n- Saves irrigation water so it can be shared with more plots.\n- Roots grow deeper and stronger.\n- Reduces methane emissions from continuously flooded fields.\n\nFor horticultural crops such as chilli and tomato, drip irrigation and plastic or straw mulch help save water and suppress weeds.\n\nWater management also requires cooperation. Water user associations (P3A) set irrigation rotations, maintain channels and settle disputes. Clean channels and an agreed schedule ensure water reaches even the farthest plots.",
          ),
        },
        {
          title: b("Pengendalian Hama Terpadu (PHT)", "Integrated Pest Management (IPM)"),
          body: b(
            "Pengendalian hama terpadu (PHT) adalah pendekatan yang mengutamakan pencegahan dan pengamatan, sedangkan pestisida kimia dipakai sebagai pilihan terakhir secara bijaksana. Indonesia termasuk negara yang sejak lama menerapkan PHT melalui sekolah lapang bagi petani.\n\nPrinsip PHT:\n- Budidaya tanaman sehat: benih bermutu, pemupukan berimbang, dan jarak tanam yang baik membuat tanaman lebih tahan serangan.\n- Pengamatan rutin: periksa lahan setiap minggu, hitung populasi hama dan musuh alaminya. Tidak setiap serangga adalah hama.\n- Melestarikan musuh alami: laba-laba, kumbang predator, dan capung memangsa hama. Penyemprotan insektisida sembarangan justru membunuh mereka sehingga hama dapat meledak kembali.\n- Petani sebagai ahli di lahannya sendiri, yang mengambil keputusan berdasarkan pengamatan.\n\nCara pengendalian tanpa kimia:\n- Tanam serempak dalam satu hamparan dan pergiliran tanaman untuk memutus siklus hidup hama.\n- Sanitasi: buang dan musnahkan bagian tanaman yang sakit.\n- Perangkap, seperti perangkap lampu atau perangkap berperekat kuning.\n- Agens hayati, misalnya jamur Trichoderma atau Beauveria sesuai anjuran.\n\nJika pestisida diperlukan, pilih yang terdaftar resmi, baca label, gunakan dosis dan waktu yang tepat, pakai alat pelindung diri, dan jangan mencuci peralatan semprot di sungai atau saluran air.",
            "Integrated pest management (IPM) is an approach that puts prevention and observation first, using chemical pesticides wisely and only as a last resort. Indonesia is among the countries that have long applied IPM through farmer field schools.\n\nIPM principles:\n- Grow a healthy crop: quality seed, balanced fertilisation and good spacing make plants more resistant to attack.\n- Regular observation: check the field every week, counting pests and their natural enemies. Not every insect is a pest.\n- Conserve natural enemies: spiders, predatory beetles and dragonflies eat pests. Indiscriminate insecticide spraying kills them, so pest populations can explode again.\n- Farmers as experts in their own fields, making decisions based on observation.\n\nNon-chemical control methods:\n- Synchronised planting across an area and crop rotation to break pest life cycles.\n- Sanitation: remove and destroy diseased plant parts.\n- Traps, such as light traps or yellow sticky traps.\n- Biological agents, such as Trichoderma or Beauveria fungi as recommended.\n\nIf pesticides are needed, choose officially registered products, read the label, use the right dose and timing, wear protective equipment, and never wash spraying equipment in rivers or irrigation channels.",
          ),
        },
        {
          title: b("Panen dan Penanganan Pascapanen", "Harvest and Post-Harvest Handling"),
          body: b(
            "Kerja keras selama satu musim bisa berkurang nilainya karena panen yang terlambat atau penanganan pascapanen yang buruk. Kehilangan hasil dapat terjadi saat memotong, merontokkan, mengangkut, mengeringkan, dan menyimpan.\n\nPada padi, panen dilakukan saat sebagian besar gabah di malai sudah menguning. Panen terlalu awal menghasilkan banyak butir hijau dan kapur, sedangkan panen terlambat membuat gabah mudah rontok di sawah. Penggunaan mesin pemanen atau perontok yang disetel dengan benar mengurangi gabah yang tercecer.\n\nPengeringan adalah langkah kritis. Gabah yang baru dipanen masih berkadar air tinggi dan mudah berjamur serta menguning bila ditumpuk terlalu lama. Keringkan secepatnya hingga mencapai standar gabah kering giling, yaitu kadar air sekitar 14% atau kurang, agar aman disimpan dan menghasilkan beras dengan sedikit butir patah. Gunakan alas terpal atau lantai jemur yang bersih, balik gabah secara berkala, dan lindungi dari hujan. Mesin pengering (dryer) milik kelompok tani atau BUMDes sangat membantu di musim hujan.\n\nSimpan hasil panen di tempat kering, berventilasi baik, beralas palet agar tidak bersentuhan langsung dengan lantai, dan terlindung dari tikus.\n\nUntuk sayur dan buah, panen pada pagi atau sore hari saat suhu lebih rendah, letakkan di tempat teduh, sortir berdasarkan ukuran dan mutu, lalu kemas dalam wadah yang tidak menekan produk. Produk yang disortir rapi biasanya mendapat harga lebih baik.",
            "A whole season's hard work can lose value through late harvesting or poor post-harvest handling. Losses can occur during cutting, threshing, transport, drying and storage.\n\nFor rice, harvest when most of the grains on the panicle have turned yellow. Harvesting too early produces many green and chalky grains, while harvesting late makes grains shatter in the field. Properly adjusted combine harvesters or threshers reduce scattered grain.\n\nDrying is a critical step. Freshly harvested paddy still has high moisture and quickly turns mouldy and yellow if piled too long. Dry it as soon as possible to the dry milled-grain standard, a moisture content of about 14% or less, so it stores safely and mills into rice with few broken grains. Use clean tarpaulins or drying floors, turn the grain regularly and protect it from rain. A mechanical dryer owned by a farmer group or BUMDes helps greatly in the rainy season.\n\nStore the harvest in a dry, well-ventilated place, on pallets so it does not touch the floor, and protected from rats.\n\nFor vegetables and fruit, harvest in the cooler morning or late afternoon, keep produce in the shade, sort by size and quality, and pack in containers that do not crush the produce. Neatly graded produce usually fetches a better price.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Mengapa pH tanah yang terlalu masam merugikan tanaman?",
            "Why does overly acidic soil harm crops?",
          ),
          [
            o(
              true,
              "Banyak unsur hara sulit diserap meskipun pupuk sudah diberikan",
              "Many nutrients become hard to take up even after fertilising",
            ),
            o(
              false,
              "Tanah masam selalu mengandung terlalu banyak cacing",
              "Acidic soil always has too many earthworms",
            ),
            o(false, "Tanaman tumbuh terlalu cepat", "Plants grow too fast"),
          ],
          b(
            "Keasaman tinggi mengganggu ketersediaan hara; pengapuran sesuai uji tanah dapat memperbaikinya.",
            "High acidity impairs nutrient availability; liming according to soil tests can correct it.",
          ),
        ),
        q(
          "single",
          b(
            "Rekomendasi pemupukan adalah 46 kg N per hektare. Berapa urea (46% N) yang dibutuhkan per hektare?",
            "The recommendation is 46 kg N per hectare. How much urea (46% N) is needed per hectare?",
          ),
          [
            o(false, "46 kg", "46 kg"),
            o(true, "100 kg", "100 kg"),
            o(false, "21 kg", "21 kg"),
            o(false, "200 kg", "200 kg"),
          ],
          b("46 \u00f7 0,46 = 100 kg urea.", "46 \u00f7 0.46 = 100 kg of urea."),
        ),
        q(
          "multiple",
          b("Apa akibat pemberian nitrogen berlebihan?", "What are the effects of excess nitrogen?"),
          [
            o(true, "Batang lemah dan mudah rebah", "Weak stems prone to lodging"),
            o(true, "Tanaman lebih disukai hama", "Plants become more attractive to pests"),
            o(false, "Tanaman otomatis tahan semua penyakit", "Plants automatically resist all diseases"),
            o(
              true,
              "Biaya pupuk terbuang dan berisiko mencemari air",
              "Wasted fertiliser cost and risk of water pollution",
            ),
          ],
          b(
            "Nitrogen berlebih tidak membuat tanaman tahan penyakit; justru melemahkan tanaman dan memboroskan biaya.",
            "Excess nitrogen does not make plants disease-resistant; it weakens them and wastes money.",
          ),
        ),
        q(
          "single",
          b("Mengapa jerami padi sebaiknya tidak dibakar?", "Why should rice straw not be burned?"),
          [
            o(
              true,
              "Pembakaran menghilangkan bahan organik dan sebagian hara serta mencemari udara",
              "Burning destroys organic matter and some nutrients and pollutes the air",
            ),
            o(false, "Jerami tidak bisa dikomposkan", "Straw cannot be composted"),
            o(false, "Abu jerami beracun bagi semua tanaman", "Straw ash is toxic to all plants"),
          ],
          b(
            "Jerami lebih bermanfaat bila dikomposkan atau dibenamkan untuk mengembalikan bahan organik ke tanah.",
            "Straw is more useful composted or incorporated to return organic matter to the soil.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa manfaat sistem tanam jajar legowo 2:1?",
            "What are the benefits of the jajar legowo 2:1 planting system?",
          ),
          [
            o(
              true,
              "Lebih banyak tanaman mendapat efek tanaman pinggir",
              "More plants benefit from the border effect",
            ),
            o(
              true,
              "Lorong memudahkan pemupukan dan pengamatan hama",
              "The alleys make fertilising and pest scouting easier",
            ),
            o(true, "Sirkulasi udara lebih baik", "Better air circulation"),
            o(false, "Tidak memerlukan benih sama sekali", "It requires no seed at all"),
          ],
          b(
            "Legowo memanfaatkan efek pinggir, memudahkan perawatan, dan memperbaiki sirkulasi udara.",
            "Legowo uses the border effect, eases crop care and improves air circulation.",
          ),
        ),
        q(
          "single",
          b(
            "Pada pengairan berselang (AWD), kapan sawah diairi kembali?",
            "In alternate wetting and drying (AWD), when is the field irrigated again?",
          ),
          [
            o(
              true,
              "Saat muka air turun sekitar 15 cm di bawah permukaan tanah",
              "When the water level falls about 15 cm below the soil surface",
            ),
            o(false, "Setiap hari tanpa memantau air", "Every day without monitoring the water"),
            o(false, "Hanya setelah tanaman layu parah", "Only after the plants wilt badly"),
          ],
          b(
            "Pipa pemantau membantu menentukan kapan air perlu diberikan kembali; genangan dipertahankan pada fase peka seperti berbunga.",
            "A monitoring pipe shows when to irrigate again; flooding is kept during sensitive stages such as flowering.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah prinsip pengendalian hama terpadu (PHT)?",
            "Which are principles of integrated pest management (IPM)?",
          ),
          [
            o(true, "Pengamatan lahan secara rutin", "Regular field observation"),
            o(
              true,
              "Melestarikan musuh alami seperti laba-laba",
              "Conserving natural enemies such as spiders",
            ),
            o(
              false,
              "Menyemprot insektisida terjadwal meskipun tidak ada hama",
              "Spraying insecticide on a fixed schedule even without pests",
            ),
            o(true, "Budidaya tanaman sehat", "Growing a healthy crop"),
          ],
          b(
            "PHT memakai pestisida sebagai pilihan terakhir berdasarkan pengamatan, bukan jadwal tetap.",
            "IPM uses pesticides as a last resort based on observation, not a fixed schedule.",
          ),
        ),
        q(
          "single",
          b(
            "Berapa kadar air standar gabah kering giling agar aman disimpan?",
            "What is the standard moisture content of dry milled-grain paddy for safe storage?",
          ),
          [
            o(false, "Sekitar 25%", "About 25%"),
            o(false, "Sekitar 20%", "About 20%"),
            o(true, "Sekitar 14% atau kurang", "About 14% or less"),
            o(false, "Tepat 0%", "Exactly 0%"),
          ],
          b(
            "Gabah dengan kadar air sekitar 14% atau kurang lebih tahan jamur dan menghasilkan beras lebih baik.",
            "Paddy at about 14% moisture or less resists mould and mills into better rice.",
          ),
        ),
      ],
    },
    {
      key: "agribusiness-farm-management",
      title: b("Agribisnis dan Manajemen Usaha Tani", "Agribusiness and Farm Business Management"),
      description: b(
        "Kelola usaha tani sebagai bisnis yang menguntungkan. Kursus ini membahas pencatatan usaha tani, analisis biaya dan keuntungan, titik impas, pemasaran dan rantai nilai, pengolahan hasil untuk nilai tambah, kelembagaan petani, serta akses pembiayaan dan asuransi.",
        "Manage farming as a profitable business. The track covers farm record keeping, cost and profit analysis, break-even points, marketing and value chains, processing for added value, farmer institutions, and access to finance and insurance.",
      ),
      skills: [
        b("Mencatat biaya dan hasil usaha tani", "Recording farm costs and outputs"),
        b(
          "Menghitung keuntungan, R/C ratio, dan titik impas",
          "Calculating profit, R/C ratio and break-even points",
        ),
        b(
          "Memahami rantai nilai dan strategi pemasaran hasil pertanian",
          "Understanding value chains and agricultural marketing strategies",
        ),
        b("Menilai peluang pengolahan hasil", "Assessing processing opportunities"),
        b("Memanfaatkan kelompok tani dan koperasi", "Making use of farmer groups and cooperatives"),
        b("Mengakses pembiayaan dan asuransi pertanian", "Accessing agricultural finance and insurance"),
      ],
      lessons: [
        {
          title: b("Memandang Usaha Tani sebagai Bisnis", "Seeing Farming as a Business"),
          body: b(
            "Banyak petani bekerja keras tetapi tidak tahu pasti apakah usaha taninya untung atau rugi. Agribisnis memandang pertanian sebagai rangkaian usaha, mulai dari penyediaan sarana produksi, budidaya, pengolahan, hingga pemasaran, yang semuanya harus dikelola dengan perhitungan.\n\nPola pikir bisnis dalam bertani berarti:\n- Memulai dari pasar. Sebelum menanam, tanyakan siapa pembelinya, berapa kira-kira harganya saat panen, dan mutu seperti apa yang diminta.\n- Menghitung biaya dan keuntungan setiap musim, bukan hanya melihat besarnya uang saat panen.\n- Mengelola risiko, seperti cuaca, hama, dan harga, dengan diversifikasi tanaman, asuransi, atau kontrak penjualan.\n- Terus belajar dan membandingkan hasil antarmusim.\n\nContoh: dua petani cabai di Jawa Tengah sama-sama memanen 1 ton. Petani pertama menanam karena ikut-ikutan dan panen bersamaan dengan panen raya sehingga harga jatuh. Petani kedua mengatur waktu tanam agar panen di luar puncak panen raya dan sudah menjalin kesepakatan dengan pedagang di kota. Dengan hasil yang sama, pendapatan keduanya bisa sangat berbeda.\n\nUsaha tani juga menjadi peluang bagi generasi muda. Dengan pencatatan rapi, pemanfaatan teknologi, dan akses pasar yang lebih luas, bertani dapat menjadi usaha yang menjanjikan.",
            "Many farmers work hard yet do not know for sure whether their farm makes a profit or a loss. Agribusiness sees agriculture as a chain of businesses, from input supply, cultivation and processing to marketing, all of which must be managed with careful calculation.\n\nA business mindset in farming means:\n- Starting from the market. Before planting, ask who the buyers are, roughly what the price will be at harvest and what quality is demanded.\n- Calculating costs and profit every season, not just looking at the cash received at harvest.\n- Managing risks such as weather, pests and prices through crop diversification, insurance or sales contracts.\n- Continually learning and comparing results between seasons.\n\nExample: two chilli farmers in Central Java each harvest 1 tonne. The first planted because everyone else did and harvested during the main harvest, when prices crashed. The second timed planting to harvest outside the peak and had already agreed terms with a trader in the city. With the same output, their incomes can be very different.\n\nFarming is also an opportunity for young people. With tidy records, use of technology and wider market access, farming can be a promising business.",
          ),
        },
        {
          title: b("Pencatatan Usaha Tani", "Farm Record Keeping"),
          body: b(
            "Tanpa catatan, petani sulit mengetahui ke mana uangnya pergi, dan sulit pula meyakinkan bank atau mitra untuk bekerja sama. Pencatatan tidak harus rumit; buku tulis atau aplikasi catatan di ponsel sudah cukup.\n\nApa yang perlu dicatat setiap musim tanam:\n- Identitas lahan: lokasi, luas, status (milik, sewa, atau bagi hasil), dan komoditas yang ditanam.\n- Kegiatan dan tanggalnya: pengolahan lahan, tanam, pemupukan, penyemprotan, dan panen.\n- Biaya sarana produksi: benih, pupuk, pestisida, dan kapur, lengkap dengan jumlah dan harga.\n- Biaya tenaga kerja: upah harian, borongan, atau sewa traktor dan alat panen. Catat juga tenaga kerja keluarga untuk mengetahui nilai kerja yang sebenarnya.\n- Biaya lain: sewa lahan, iuran air, transportasi, dan bunga pinjaman.\n- Hasil: jumlah panen, mutu, harga jual, dan pembeli.\n- Kejadian penting: serangan hama, banjir, atau kekeringan.\n\nSimpan nota pembelian di satu map. Setelah panen, jumlahkan semua biaya dan pendapatan untuk menghitung keuntungan.\n\nContoh manfaat: setelah dua musim mencatat, seorang petani jagung di Sulawesi Selatan menyadari biaya pestisidanya jauh lebih tinggi daripada tetangga yang hasilnya sama. Ia lalu ikut sekolah lapang PHT dan berhasil menekan biaya tanpa menurunkan hasil.",
            "Without records, farmers struggle to know where their money goes, and struggle to convince banks or partners to work with them. Record keeping need not be complicated; a notebook or a notes app on a phone is enough.\n\nWhat to record each growing season:\n- Field details: location, area, status (owned, rented or sharecropped) and the crop grown.\n- Activities and dates: land preparation, planting, fertilising, spraying and harvest.\n- Input costs: seed, fertiliser, pesticides and lime, with quantities and prices.\n- Labour costs: daily wages, piece-rate work, or tractor and harvester rental. Also record family labour to know the true value of work.\n- Other costs: land rent, water fees, transport and loan interest.\n- Output: harvest quantity, quality, selling price and buyer.\n- Key events: pest attacks, floods or droughts.\n\nKeep purchase receipts in one folder. After harvest, total all costs and revenue to calculate profit.\n\nA practical benefit: after two seasons of record keeping, a maize farmer in South Sulawesi realised his pesticide costs were far higher than those of a neighbour with the same yield. He joined an IPM field school and cut costs without reducing yield.",
          ),
        },
        {
          title: b("Analisis Biaya, Keuntungan, dan Titik Impas", "Analysing Costs, Profit and Break-Even"),
          body: b(
            "Dengan catatan yang lengkap, petani dapat menghitung kelayakan usaha taninya menggunakan beberapa ukuran sederhana.\n\n- Penerimaan = jumlah produksi \u00d7 harga jual.\n- Keuntungan = penerimaan \u2212 total biaya.\n- R/C ratio = penerimaan \u00f7 total biaya. Nilai di atas 1 berarti usaha menguntungkan; semakin besar semakin baik.\n- Titik impas harga = total biaya \u00f7 jumlah produksi. Ini adalah harga terendah agar tidak rugi.\n- Titik impas produksi = total biaya \u00f7 harga jual. Ini adalah hasil panen minimal agar tidak rugi.\n\nContoh perhitungan untuk padi satu hektare (angka ilustrasi):\n- Total biaya, termasuk sewa lahan dan tenaga kerja, Rp20.000.000.\n- Produksi 6.000 kg gabah kering panen, dijual Rp6.000 per kg.\n- Penerimaan = 6.000 \u00d7 Rp6.000 = Rp36.000.000.\n- Keuntungan = Rp36.000.000 \u2212 Rp20.000.000 = Rp16.000.000.\n- R/C ratio = 36 \u00f7 20 = 1,8.\n- Titik impas harga = Rp20.000.000 \u00f7 6.000 kg \u2248 Rp3.333 per kg.\n- Titik impas produksi = Rp20.000.000 \u00f7 Rp6.000 \u2248 3.333 kg.\n\nAngka ini membantu keputusan: apakah menyewa lahan tambahan layak, berapa harga terendah yang masih dapat diterima saat menawar dengan pedagang, dan komoditas mana yang lebih menguntungkan. Gunakan angka dari catatan Anda sendiri karena biaya dan harga berbeda di setiap daerah dan musim.",
            "With complete records, farmers can assess their farm's viability using a few simple measures.\n\n- Revenue = quantity produced \u00d7 selling price.\n- Profit = revenue \u2212 total cost.\n- R/C ratio = revenue \u00f7 total cost. A value above 1 means the farm is profitable; the higher the better.\n- Break-even price = total cost \u00f7 quantity produced. This is the lowest price that avoids a loss.\n- Break-even output = total cost \u00f7 selling price. This is the minimum harvest that avoids a loss.\n\nA worked example for one hectare of rice (illustrative figures):\n- Total cost, including land rent and labour, Rp20,000,000.\n- Output of 6,000 kg of freshly harvested paddy, sold at Rp6,000 per kg.\n- Revenue = 6,000 \u00d7 Rp6,000 = Rp36,000,000.\n- Profit = Rp36,000,000 \u2212 Rp20,000,000 = Rp16,000,000.\n- R/C ratio = 36 \u00f7 20 = 1.8.\n- Break-even price = Rp20,000,000 \u00f7 6,000 kg \u2248 Rp3,333 per kg.\n- Break-even output = Rp20,000,000 \u00f7 Rp6,000 \u2248 3,333 kg.\n\nThese numbers support decisions: whether renting extra land is worthwhile, the lowest acceptable price when bargaining with traders, and which crop is more profitable. Use figures from your own records, because costs and prices differ by region and season.",
          ),
        },
        {
          title: b(
            "Pemasaran Hasil Pertanian dan Rantai Nilai",
            "Marketing Farm Produce and the Value Chain",
          ),
          body: b(
            "Rantai nilai adalah jalur yang dilalui produk dari petani hingga konsumen akhir, misalnya petani, pengepul desa, pedagang besar, pasar induk, pengecer, lalu konsumen. Setiap pelaku menambah biaya dan mengambil margin. Memahami rantai ini membantu petani mencari posisi tawar yang lebih baik.\n\nStrategi pemasaran yang dapat dicoba:\n- Jual bersama melalui kelompok tani. Volume yang besar dan mutu yang seragam menarik pembeli besar dan memperkuat posisi tawar.\n- Perbaiki mutu dan sortasi. Produk yang dipilah berdasarkan ukuran dan mutu dapat dijual dengan harga berbeda sesuai kelasnya, sehingga produk terbaik tidak dihargai sama dengan produk rendah.\n- Atur waktu panen untuk menghindari puncak panen raya bila memungkinkan.\n- Jalin kemitraan atau kontrak dengan pembeli tetap, seperti pabrik pengolahan, hotel, restoran, katering, atau pasar modern. Kontrak memberi kepastian harga dan volume, tetapi menuntut konsistensi mutu dan ketepatan pengiriman.\n- Manfaatkan pemasaran digital, misalnya grup WhatsApp pelanggan, media sosial, atau platform penjualan hasil pertanian, untuk menjual langsung ke konsumen.\n\nPerhatikan pula informasi harga. Pantau harga di pasar induk atau sumber informasi harga resmi dari pemerintah daerah agar tidak mudah menerima harga yang terlalu rendah.\n\nPedagang perantara tidak selalu merugikan; mereka menyediakan modal, transportasi, dan akses pasar. Tujuannya adalah hubungan yang adil dan transparan.",
            "A value chain is the path a product follows from the farmer to the final consumer, for example farmer, village collector, wholesaler, central market, retailer, then consumer. Each actor adds cost and takes a margin. Understanding the chain helps farmers find a stronger bargaining position.\n\nMarketing strategies to try:\n- Sell collectively through the farmer group. Large volumes and uniform quality attract big buyers and strengthen bargaining power.\n- Improve quality and grading. Produce sorted by size and quality can be sold at different prices by grade, so the best produce is not priced the same as low-grade produce.\n- Time the harvest to avoid the main harvest peak where possible.\n- Form partnerships or contracts with regular buyers, such as processing plants, hotels, restaurants, caterers or modern retailers. Contracts give certainty of price and volume but demand consistent quality and punctual delivery.\n- Use digital marketing, such as customer WhatsApp groups, social media or agricultural sales platforms, to sell directly to consumers.\n\nWatch price information too. Track prices at central markets or official price information from the regional government so you do not readily accept prices that are too low.\n\nMiddlemen are not always harmful; they provide capital, transport and market access. The goal is a fair and transparent relationship.",
          ),
        },
        {
          title: b(
            "Pengolahan Hasil Pertanian untuk Nilai Tambah",
            "Processing Farm Produce for Added Value",
          ),
          body: b(
            "Menjual hasil panen dalam bentuk segar sering berarti menerima harga paling rendah, apalagi saat panen raya. Pengolahan dapat meningkatkan nilai jual, memperpanjang daya simpan, dan membuka lapangan kerja di desa.\n\nContoh pengolahan sederhana:\n- Cabai menjadi sambal kemasan atau cabai kering.\n- Singkong menjadi tepung mocaf, keripik, atau tiwul instan.\n- Pisang menjadi keripik atau sale.\n- Kopi dari biji merah menjadi kopi sangrai dan bubuk dengan merek desa.\n- Susu kambing menjadi susu pasteurisasi atau kefir.\n\nSebelum memulai, lakukan analisis sederhana:\n- Pasar: siapa pembelinya dan berapa harga yang mau mereka bayar? Uji dengan produksi kecil terlebih dahulu.\n- Biaya: bahan baku, kemasan, tenaga kerja, energi, peralatan, dan perizinan. Bandingkan dengan harga jual untuk melihat margin yang realistis.\n- Pasokan: apakah bahan baku tersedia sepanjang tahun atau hanya musiman?\n- Mutu dan keamanan pangan: kebersihan tempat produksi, air bersih, dan cara pengolahan yang benar.\n- Perizinan: produk pangan olahan rumah tangga memerlukan izin seperti P-IRT, dan produk tertentu memerlukan izin BPOM atau sertifikasi halal sesuai ketentuan.\n\nPengolahan cocok dijalankan secara berkelompok, misalnya oleh kelompok wanita tani, koperasi, atau BUMDes, sehingga biaya peralatan dan perizinan ditanggung bersama dan volume produksi lebih stabil.",
            "Selling the harvest fresh often means accepting the lowest price, especially at the main harvest. Processing can raise sale value, extend shelf life and create jobs in the village.\n\nExamples of simple processing:\n- Chilli into bottled sambal or dried chilli.\n- Cassava into mocaf flour, chips or instant tiwul.\n- Banana into chips or sale (sun-dried banana).\n- Red coffee cherries into roasted and ground coffee under a village brand.\n- Goat milk into pasteurised milk or kefir.\n\nBefore starting, do a simple analysis:\n- Market: who are the buyers and what price will they pay? Test with a small production run first.\n- Costs: raw materials, packaging, labour, energy, equipment and permits. Compare with the selling price to see a realistic margin.\n- Supply: is the raw material available year-round or only seasonally?\n- Quality and food safety: a clean production area, clean water and correct processing methods.\n- Permits: home-industry processed foods need permits such as P-IRT, and certain products need BPOM registration or halal certification as the rules require.\n\nProcessing suits group operation, for example by a women farmers' group, cooperative or BUMDes, so equipment and permit costs are shared and production volume is steadier.",
          ),
        },
        {
          title: b("Kelompok Tani, Gapoktan, dan Koperasi", "Farmer Groups, Gapoktan and Cooperatives"),
          body: b(
            "Petani kecil dengan lahan sempit sulit bersaing sendirian. Bersama dalam kelembagaan petani, mereka dapat membeli sarana produksi lebih murah, menjual dengan posisi tawar lebih kuat, dan lebih mudah mengakses program pemerintah maupun pembiayaan.\n\nBentuk kelembagaan yang umum di Indonesia:\n- Kelompok tani (poktan): kumpulan petani dalam satu hamparan atau wilayah yang bekerja sama dalam kegiatan budidaya, belajar, dan mengakses bantuan.\n- Gabungan kelompok tani (gapoktan): gabungan beberapa kelompok tani, biasanya di tingkat desa, untuk skala usaha yang lebih besar.\n- Koperasi: badan usaha berbadan hukum milik anggota yang dapat menjalankan usaha simpan pinjam, pengadaan sarana produksi, pengolahan, dan pemasaran.\n\nKelompok tani juga menjadi jalur penting untuk program pemerintah. Misalnya, penyaluran pupuk bersubsidi dan bantuan alat mesin pertanian umumnya mensyaratkan petani terdaftar dalam kelompok tani sesuai ketentuan yang berlaku.\n\nAgar kelembagaan berjalan baik:\n- Pengurus dipilih secara terbuka, dengan pembagian tugas yang jelas.\n- Pertemuan rutin dengan notulen dan keputusan yang dicatat.\n- Keuangan dicatat rapi dan dilaporkan kepada anggota.\n- Aturan bersama disepakati, misalnya soal iuran, penggunaan alat bersama, dan pembagian keuntungan.\n\nKelompok yang hanya dibentuk untuk menerima bantuan biasanya bubar setelah bantuan habis. Kelompok yang kuat dibangun dari kegiatan usaha nyata yang menguntungkan anggotanya.",
            "Smallholders with little land struggle to compete alone. Together in farmer institutions, they can buy inputs more cheaply, sell with stronger bargaining power and more easily access government programmes and finance.\n\nCommon institutional forms in Indonesia:\n- Farmer group (poktan): farmers in one area or landscape cooperating on cultivation, learning and accessing assistance.\n- Farmer group association (gapoktan): a federation of several farmer groups, usually at village level, for larger-scale business.\n- Cooperative: a member-owned legal entity that can run savings and loans, input supply, processing and marketing.\n\nFarmer groups are also an important channel for government programmes. For example, distribution of subsidised fertiliser and farm machinery assistance generally requires farmers to be registered in a farmer group under the applicable rules.\n\nFor an institution to work well:\n- Leaders are chosen openly, with clear division of tasks.\n- Regular meetings with minutes and recorded decisions.\n- Finances are recorded neatly and reported to members.\n- Shared rules are agreed, for example on dues, use of shared equipment and profit sharing.\n\nGroups formed only to receive aid usually dissolve once the aid runs out. Strong groups are built on real business activities that benefit their members.",
          ),
        },
        {
          title: b("Pembiayaan dan Asuransi Pertanian", "Agricultural Finance and Insurance"),
          body: b(
            "Modal sering menjadi kendala saat awal musim tanam, ketika petani harus membeli benih, pupuk, dan membayar tenaga kerja sebelum ada pemasukan. Banyak petani lalu meminjam kepada rentenir dengan bunga sangat tinggi atau menjual hasil panen secara ijon dengan harga murah.\n\nAlternatif pembiayaan yang lebih sehat:\n- Kredit Usaha Rakyat (KUR): program pemerintah berupa kredit dengan bunga bersubsidi yang disalurkan melalui bank dan lembaga penyalur. Petani dapat mengajukan sesuai syarat yang berlaku.\n- Koperasi simpan pinjam atau lembaga keuangan mikro di desa.\n- Kemitraan dengan pembeli atau perusahaan yang menyediakan sarana produksi di awal dan dibayar saat panen, dengan perjanjian tertulis yang jelas.\n\nSebelum meminjam, hitung kemampuan membayar dari analisis usaha tani. Sesuaikan jadwal cicilan dengan waktu panen, dan pinjam hanya untuk kebutuhan produktif.\n\nRisiko gagal panen akibat banjir, kekeringan, atau serangan hama dapat dikurangi dengan asuransi pertanian. Pemerintah menyelenggarakan program Asuransi Usaha Tani Padi (AUTP), dengan sebagian besar premi dibantu pemerintah, serta asuransi ternak sapi dan kerbau. Jika terjadi kerusakan yang memenuhi syarat, petani menerima ganti rugi untuk memulai musim berikutnya. Tanyakan pendaftarannya kepada penyuluh pertanian atau dinas pertanian setempat, karena pendaftaran biasanya dilakukan melalui kelompok tani sebelum atau di awal musim tanam.",
            "Capital is often a constraint at the start of the growing season, when farmers must buy seed and fertiliser and pay labour before any income arrives. Many then borrow from moneylenders at very high interest or sell their harvest in advance (ijon) at low prices.\n\nHealthier financing alternatives:\n- People's Business Credit (KUR): a government programme of credit with subsidised interest, channelled through banks and other lenders. Farmers can apply under the applicable requirements.\n- Savings-and-loan cooperatives or village microfinance institutions.\n- Partnerships with buyers or companies that provide inputs upfront and are repaid at harvest, under a clear written agreement.\n\nBefore borrowing, calculate your repayment capacity from the farm business analysis. Match the instalment schedule to harvest time, and borrow only for productive needs.\n\nThe risk of crop failure from floods, drought or pest attacks can be reduced with agricultural insurance. The government runs the Rice Farming Insurance programme (AUTP), with most of the premium covered by the government, as well as cattle and buffalo insurance. When eligible damage occurs, farmers receive compensation to start the next season. Ask your extension worker or local agriculture office about enrolment, which is usually done through farmer groups before or at the start of the planting season.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Apa arti \u201cmemulai dari pasar\u201d dalam usaha tani?",
            "What does \u201cstarting from the market\u201d mean in farming?",
          ),
          [
            o(
              true,
              "Mengetahui pembeli, perkiraan harga, dan mutu yang diminta sebelum menanam",
              "Knowing the buyers, expected price and required quality before planting",
            ),
            o(
              false,
              "Menanam apa saja yang sedang ditanam tetangga",
              "Planting whatever the neighbours are planting",
            ),
            o(
              false,
              "Menjual semua hasil di pasar terdekat tanpa perhitungan",
              "Selling everything at the nearest market without calculation",
            ),
          ],
          b(
            "Pola pikir bisnis dimulai dari kebutuhan pembeli, bukan dari kebiasaan menanam.",
            "A business mindset starts from buyers' needs, not planting habits.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa saja yang perlu dicatat dalam pencatatan usaha tani?",
            "What should be recorded in farm records?",
          ),
          [
            o(true, "Biaya benih, pupuk, dan pestisida", "Seed, fertiliser and pesticide costs"),
            o(
              true,
              "Biaya tenaga kerja, termasuk tenaga kerja keluarga",
              "Labour costs, including family labour",
            ),
            o(true, "Jumlah panen dan harga jual", "Harvest quantity and selling price"),
            o(false, "Hanya uang yang diterima saat panen", "Only the money received at harvest"),
          ],
          b(
            "Catatan lengkap biaya dan hasil diperlukan untuk menghitung keuntungan yang sebenarnya.",
            "Complete cost and output records are needed to calculate true profit.",
          ),
        ),
        q(
          "single",
          b(
            "Penerimaan Rp30.000.000 dan total biaya Rp20.000.000. Berapa R/C ratio-nya?",
            "Revenue is Rp30,000,000 and total cost Rp20,000,000. What is the R/C ratio?",
          ),
          [o(false, "0,67", "0.67"), o(true, "1,5", "1.5"), o(false, "10", "10"), o(false, "2,5", "2.5")],
          b(
            "R/C = 30 \u00f7 20 = 1,5. Nilai di atas 1 berarti menguntungkan.",
            "R/C = 30 \u00f7 20 = 1.5. A value above 1 means profitable.",
          ),
        ),
        q(
          "single",
          b(
            "Total biaya Rp12.000.000 dan produksi 4.000 kg. Berapa titik impas harga?",
            "Total cost is Rp12,000,000 and output 4,000 kg. What is the break-even price?",
          ),
          [
            o(true, "Rp3.000 per kg", "Rp3,000 per kg"),
            o(false, "Rp4.000 per kg", "Rp4,000 per kg"),
            o(false, "Rp300 per kg", "Rp300 per kg"),
            o(false, "Rp48.000 per kg", "Rp48,000 per kg"),
          ],
          b(
            "Titik impas harga = total biaya \u00f7 produksi = Rp12.000.000 \u00f7 4.000 = Rp3.000 per kg.",
            "Break-even price = total cost \u00f7 output = Rp12,000,000 \u00f7 4,000 = Rp3,000 per kg.",
          ),
        ),
        q(
          "multiple",
          b(
            "Strategi apa yang dapat memperkuat posisi tawar petani?",
            "Which strategies can strengthen farmers' bargaining power?",
          ),
          [
            o(true, "Menjual bersama melalui kelompok tani", "Selling collectively through the farmer group"),
            o(true, "Menyortir hasil berdasarkan mutu", "Grading produce by quality"),
            o(true, "Memantau informasi harga pasar", "Tracking market price information"),
            o(
              false,
              "Menjual secara ijon jauh sebelum panen dengan harga murah",
              "Selling by ijon long before harvest at a low price",
            ),
          ],
          b(
            "Ijon biasanya menekan harga; volume bersama, sortasi, dan informasi harga memperkuat posisi tawar.",
            "Ijon usually depresses prices; pooled volume, grading and price information strengthen bargaining.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa yang perlu dianalisis sebelum memulai usaha pengolahan hasil pertanian?",
            "What should be analysed before starting agricultural processing?",
          ),
          [
            o(true, "Pasar dan harga yang mau dibayar pembeli", "The market and the price buyers will pay"),
            o(true, "Ketersediaan bahan baku sepanjang tahun", "Year-round raw material availability"),
            o(true, "Perizinan seperti P-IRT sesuai ketentuan", "Permits such as P-IRT as required"),
            o(false, "Warna seragam pekerja", "Workers' uniform colour"),
          ],
          b(
            "Pasar, pasokan, biaya, keamanan pangan, dan perizinan menentukan kelayakan usaha pengolahan.",
            "Market, supply, costs, food safety and permits determine a processing business's feasibility.",
          ),
        ),
        q(
          "single",
          b("Apa yang dimaksud gapoktan?", "What is a gapoktan?"),
          [
            o(
              true,
              "Gabungan beberapa kelompok tani, biasanya di tingkat desa",
              "A federation of several farmer groups, usually at village level",
            ),
            o(false, "Jenis pupuk bersubsidi", "A type of subsidised fertiliser"),
            o(false, "Program asuransi ternak", "A livestock insurance programme"),
          ],
          b(
            "Gapoktan menghimpun kelompok tani untuk skala usaha yang lebih besar.",
            "A gapoktan brings farmer groups together for larger-scale business.",
          ),
        ),
        q(
          "single",
          b(
            "Apa manfaat utama Asuransi Usaha Tani Padi (AUTP) bagi petani?",
            "What is the main benefit of the Rice Farming Insurance (AUTP) for farmers?",
          ),
          [
            o(
              true,
              "Ganti rugi saat gagal panen yang memenuhi syarat sehingga bisa memulai musim berikutnya",
              "Compensation for eligible crop failure so they can start the next season",
            ),
            o(false, "Menjamin harga jual gabah selalu tinggi", "Guaranteeing paddy prices always stay high"),
            o(false, "Menggantikan kebutuhan pupuk", "Replacing the need for fertiliser"),
          ],
          b(
            "AUTP melindungi dari kerugian akibat risiko seperti banjir, kekeringan, dan serangan hama.",
            "AUTP protects against losses from risks such as floods, drought and pest attacks.",
          ),
        ),
      ],
    },
    {
      key: "small-scale-fish-livestock-farming",
      title: b("Budidaya Ikan dan Ternak Skala Kecil", "Small-Scale Fish and Livestock Farming"),
      description: b(
        "Pelajari dasar budidaya ikan air tawar dan pemeliharaan ternak untuk usaha keluarga, kelompok, atau BUMDes. Kursus ini membahas perencanaan usaha, kualitas air kolam, pakan dan FCR, biosekuriti dan kesehatan ternak, pakan hijauan, pengelolaan kotoran, serta sistem pertanian terpadu.",
        "Learn the basics of freshwater fish farming and livestock rearing for family, group or BUMDes enterprises. The track covers business planning, pond water quality, feed and FCR, biosecurity and animal health, forage feed, manure management and integrated farming systems.",
      ),
      skills: [
        b("Merencanakan usaha budidaya ikan atau ternak", "Planning a fish or livestock enterprise"),
        b("Menjaga kualitas air kolam", "Maintaining pond water quality"),
        b(
          "Menghitung dan menekan rasio konversi pakan (FCR)",
          "Calculating and lowering the feed conversion ratio (FCR)",
        ),
        b("Menerapkan biosekuriti dan vaksinasi", "Applying biosecurity and vaccination"),
        b("Mengolah pakan hijauan dan kotoran ternak", "Processing forage and livestock manure"),
        b("Merancang sistem pertanian terpadu", "Designing integrated farming systems"),
      ],
      lessons: [
        {
          title: b("Merencanakan Usaha Budidaya Ikan dan Ternak", "Planning a Fish or Livestock Enterprise"),
          body: b(
            "Budidaya ikan dan ternak dapat menjadi sumber pendapatan yang lebih rutin daripada tanaman musiman. Namun, banyak usaha gagal karena dimulai tanpa perencanaan, misalnya menebar benih lele dalam jumlah besar tanpa tahu ke mana hasilnya akan dijual.\n\nPertanyaan perencanaan:\n- Komoditas apa yang cocok? Lele dan nila banyak dipilih karena relatif mudah dibudidayakan dan pasarnya luas. Ayam kampung, itik, kambing, dan sapi juga umum, masing-masing dengan kebutuhan modal dan waktu berbeda.\n- Siapa pembelinya? Pedagang pasar, warung makan, pengepul, atau konsumen langsung. Tanyakan ukuran dan jumlah yang mereka butuhkan setiap minggu.\n- Sumber daya apa yang tersedia? Lahan, air, pakan, tenaga kerja, dan modal.\n- Berapa siklus produksinya? Hitung waktu dari tebar benih atau bibit sampai panen.\n- Apa risikonya? Penyakit, kematian massal, harga pakan naik, atau banjir.\n\nMulailah dengan skala kecil untuk belajar, misalnya satu atau dua kolam terpal, lalu kembangkan setelah teknik dan pasarnya dikuasai. Atur penebaran secara bertahap agar panen dapat dilakukan bergiliran dan pasokan ke pembeli tetap.\n\nHitung juga kelayakan sederhana: biaya benih, pakan, obat, listrik, dan tenaga kerja dibandingkan dengan perkiraan hasil panen dan harga jual. Karena pakan biasanya menjadi biaya terbesar, efisiensi pakan sangat menentukan keuntungan.",
            "Fish and livestock farming can provide more regular income than seasonal crops. Yet many enterprises fail because they start without planning, such as stocking large numbers of catfish fry without knowing where the harvest will be sold.\n\nPlanning questions:\n- Which species fits? Catfish (lele) and tilapia (nila) are popular because they are relatively easy to farm and widely sold. Native chickens, ducks, goats and cattle are also common, each with different capital and time needs.\n- Who are the buyers? Market traders, food stalls, collectors or direct consumers. Ask what size and quantity they need each week.\n- What resources are available? Land, water, feed, labour and capital.\n- How long is the production cycle? Count the time from stocking fry or young animals to harvest.\n- What are the risks? Disease, mass mortality, rising feed prices or floods.\n\nStart small to learn, for example with one or two tarpaulin ponds, then grow once you have mastered the technique and the market. Stagger stocking so harvests rotate and supply to buyers is steady.\n\nAlso do a simple feasibility check: costs of fry, feed, medicine, electricity and labour compared with expected harvest and selling price. Because feed is usually the largest cost, feed efficiency largely determines profit.",
          ),
        },
        {
          title: b("Menjaga Kualitas Air Kolam", "Maintaining Pond Water Quality"),
          body: b(
            "Bagi ikan, air adalah tempat bernapas, makan, dan membuang kotoran. Kualitas air yang buruk membuat ikan stres, mudah sakit, lambat tumbuh, bahkan mati massal.\n\nParameter kualitas air yang penting:\n- Oksigen terlarut: ikan membutuhkan oksigen di dalam air. Kekurangan oksigen sering terjadi menjelang pagi atau saat cuaca mendung berhari-hari. Tandanya, ikan megap-megap di permukaan.\n- pH: sebagian besar ikan air tawar budidaya tumbuh baik pada pH mendekati netral. Perubahan pH yang tajam dapat membuat ikan stres.\n- Amonia: berasal dari sisa pakan dan kotoran ikan. Kadar amonia tinggi beracun bagi ikan.\n- Suhu: perubahan suhu mendadak, misalnya setelah hujan deras, dapat memicu penyakit.\n- Kecerahan dan warna air: air hijau kecokelatan yang wajar menandakan plankton seimbang, sedangkan air sangat pekat, berbau busuk, atau berbusa menandakan masalah.\n\nCara menjaga kualitas air:\n- Jangan memberi pakan berlebihan; sisa pakan membusuk dan menghasilkan amonia.\n- Ganti sebagian air secara berkala dan buang endapan lumpur di dasar kolam.\n- Pasang aerator atau kincir bila kepadatan tebar tinggi.\n- Jaga kepadatan tebar sesuai kemampuan kolam dan sistem yang dipakai.\n- Ukur pH dan parameter lain dengan alat uji sederhana secara rutin, lalu catat hasilnya.\n\nJika ikan tiba-tiba tidak mau makan atau banyak yang mengambang, periksa kualitas air terlebih dahulu sebelum menduga penyakit.",
            "For fish, water is where they breathe, eat and excrete. Poor water quality stresses fish, makes them prone to disease and slows growth, and can even cause mass deaths.\n\nImportant water quality parameters:\n- Dissolved oxygen: fish need oxygen in the water. Shortages often occur before dawn or during several overcast days. The sign is fish gasping at the surface.\n- pH: most farmed freshwater fish grow well at a pH close to neutral. Sharp pH swings can stress fish.\n- Ammonia: comes from leftover feed and fish waste. High ammonia levels are toxic to fish.\n- Temperature: sudden changes, for example after heavy rain, can trigger disease.\n- Clarity and colour: a moderate greenish-brown colour indicates balanced plankton, while very dense, foul-smelling or foamy water signals trouble.\n\nHow to maintain water quality:\n- Do not overfeed; leftover feed rots and produces ammonia.\n- Replace part of the water regularly and remove sludge from the pond bottom.\n- Install an aerator or paddlewheel when stocking density is high.\n- Keep stocking density within the capacity of the pond and the system used.\n- Measure pH and other parameters regularly with simple test kits, and record the results.\n\nIf fish suddenly stop eating or many float, check water quality first before suspecting disease.",
          ),
        },
        {
          title: b(
            "Manajemen Pakan dan Rasio Konversi Pakan (FCR)",
            "Feed Management and the Feed Conversion Ratio (FCR)",
          ),
          body: b(
            "Pakan umumnya merupakan komponen biaya terbesar dalam budidaya ikan dan ternak. Karena itu, cara memberi pakan sangat menentukan untung atau rugi.\n\nUkuran efisiensi pakan yang paling umum adalah rasio konversi pakan atau feed conversion ratio (FCR):\nFCR = jumlah pakan yang diberikan \u00f7 pertambahan bobot ikan atau ternak.\n\nContoh: seorang pembudidaya lele memberikan 1.200 kg pakan selama satu siklus. Bobot awal benih 50 kg dan bobot panen 1.050 kg, sehingga pertambahan bobot 1.000 kg. FCR = 1.200 \u00f7 1.000 = 1,2. Artinya, dibutuhkan 1,2 kg pakan untuk menghasilkan 1 kg daging. Semakin kecil FCR, semakin efisien.\n\nCara menekan FCR:\n- Beri pakan sesuai kebutuhan, berdasarkan perkiraan bobot dan jumlah ikan, bukan sekadar \u201csampai kenyang\u201d.\n- Amati nafsu makan. Hentikan pemberian jika pakan mulai tidak disambar.\n- Pilih ukuran butiran pakan yang sesuai dengan ukuran mulut ikan.\n- Jadwalkan pemberian pakan secara teratur.\n- Simpan pakan di tempat kering dan sejuk, di atas palet, agar tidak berjamur dan nutrisinya terjaga.\n- Jaga kualitas air dan kesehatan ikan, karena ikan yang stres makan lebih sedikit dan tumbuh lebih lambat.\n\nBeberapa pembudidaya menekan biaya dengan pakan alternatif, seperti maggot BSF atau azolla. Lakukan secara bertahap dan pantau pertumbuhan agar kebutuhan gizi tetap terpenuhi.",
            "Feed is generally the largest cost in fish and livestock farming. So how you feed largely determines profit or loss.\n\nThe most common measure of feed efficiency is the feed conversion ratio (FCR):\nFCR = feed given \u00f7 weight gained by the fish or livestock.\n\nExample: a catfish farmer feeds 1,200 kg of feed over one cycle. The fry weighed 50 kg at stocking and the harvest weighs 1,050 kg, so the weight gain is 1,000 kg. FCR = 1,200 \u00f7 1,000 = 1.2. That means 1.2 kg of feed produces 1 kg of meat. The lower the FCR, the more efficient.\n\nHow to lower FCR:\n- Feed according to need, based on estimated fish weight and numbers, not just \u201cuntil they are full\u201d.\n- Watch appetite. Stop feeding when pellets are no longer snapped up.\n- Choose pellet sizes that match the fish's mouth size.\n- Feed on a regular schedule.\n- Store feed in a dry, cool place on pallets so it does not go mouldy and keeps its nutrients.\n- Maintain water quality and fish health, because stressed fish eat less and grow more slowly.\n\nSome farmers cut costs with alternative feeds, such as BSF maggots or azolla. Introduce them gradually and monitor growth to make sure nutritional needs are still met.",
          ),
        },
        {
          title: b("Biosekuriti dan Kesehatan Ternak", "Biosecurity and Animal Health"),
          body: b(
            "Mencegah penyakit jauh lebih murah daripada mengobati. Biosekuriti adalah serangkaian tindakan untuk mencegah masuk dan menyebarnya penyakit ke peternakan atau kolam.\n\nPrinsip biosekuriti:\n- Isolasi: batasi akses orang, kendaraan, dan hewan lain ke kandang. Pasang pagar dan sediakan tempat cuci tangan serta celup kaki berisi desinfektan di pintu masuk.\n- Karantina: ternak atau ikan baru dipisahkan terlebih dahulu selama beberapa waktu dan diamati sebelum digabung dengan yang lama.\n- Sanitasi: bersihkan kandang, tempat pakan, dan tempat minum secara rutin. Setelah panen, kosongkan dan bersihkan kandang atau kolam sebelum siklus berikutnya.\n- Pengelolaan bangkai: kubur atau musnahkan bangkai dengan benar, jangan dibuang ke sungai atau dijual.\n\nVaksinasi melindungi ternak dari penyakit menular tertentu. Contohnya, peternak ayam kampung umumnya memvaksin ayamnya terhadap penyakit tetelo atau Newcastle disease (ND). Ikuti jadwal vaksinasi dari petugas kesehatan hewan atau dinas peternakan setempat.\n\nKenali tanda ternak sakit: nafsu makan turun, lesu, bulu kusam, diare, batuk, atau perubahan perilaku. Pisahkan ternak yang sakit dan segera hubungi petugas kesehatan hewan.\n\nGunakan obat hewan dan antibiotik hanya sesuai anjuran petugas, dengan dosis dan lama pemberian yang benar. Patuhi masa henti obat sebelum ternak dipotong atau produknya dijual. Pemakaian antibiotik sembarangan memicu resistansi yang membahayakan kesehatan hewan maupun manusia.",
            "Preventing disease is far cheaper than treating it. Biosecurity is the set of measures that stops diseases from entering and spreading in a farm or pond.\n\nBiosecurity principles:\n- Isolation: limit access by people, vehicles and other animals. Put up fences and provide hand-washing points and disinfectant footbaths at the entrance.\n- Quarantine: keep new animals or fish separate for a period and observe them before mixing them with existing stock.\n- Sanitation: clean pens, feeders and drinkers regularly. After harvest, empty and clean pens or ponds before the next cycle.\n- Carcass management: bury or dispose of carcasses properly, never dumping them in rivers or selling them.\n\nVaccination protects livestock against certain infectious diseases. For example, native-chicken farmers commonly vaccinate against Newcastle disease (ND), known locally as tetelo. Follow the vaccination schedule from animal health officers or the local livestock office.\n\nRecognise signs of sickness: reduced appetite, lethargy, dull feathers or coat, diarrhoea, coughing or changed behaviour. Separate sick animals and contact an animal health officer promptly.\n\nUse veterinary drugs and antibiotics only as advised by officers, with the correct dose and duration. Respect withdrawal periods before animals are slaughtered or their products sold. Indiscriminate antibiotic use drives resistance that endangers both animal and human health.",
          ),
        },
        {
          title: b(
            "Pakan Hijauan dan Silase untuk Ternak Ruminansia",
            "Forage and Silage for Ruminant Livestock",
          ),
          body: b(
            "Ternak ruminansia seperti sapi, kerbau, kambing, dan domba bergantung pada pakan hijauan. Masalah yang sering dihadapi peternak adalah kekurangan hijauan saat kemarau, sehingga ternak kurus dan produktivitas turun.\n\nSumber hijauan:\n- Rumput unggul, seperti rumput gajah atau odot, yang ditanam khusus di lahan pinggir, pematang, atau lahan kosong.\n- Leguminosa atau kacang-kacangan, seperti lamtoro, gamal, dan indigofera, yang kaya protein. Tanaman ini juga dapat ditanam sebagai pagar hidup.\n- Limbah pertanian, seperti jerami padi, jerami jagung, dan pucuk tebu. Nilai gizinya lebih rendah, tetapi dapat ditingkatkan dengan pengolahan.\n\nSilase adalah cara mengawetkan hijauan segar melalui fermentasi dalam kondisi tanpa udara. Langkah dasarnya:\n1. Cacah hijauan, misalnya rumput atau tebon jagung, menjadi potongan pendek.\n2. Layukan sebentar agar kadar airnya tidak terlalu tinggi.\n3. Tambahkan sumber karbohidrat seperti dedak atau molases bila dianjurkan.\n4. Padatkan dalam wadah tertutup, seperti drum plastik atau kantong silase, sampai tidak ada udara tersisa, lalu tutup rapat.\n5. Setelah beberapa minggu, silase yang baik berbau asam segar dan tidak berjamur.\n\nDengan membuat silase saat hijauan melimpah di musim hujan, peternak memiliki cadangan pakan untuk musim kemarau. Kelompok ternak dapat membuat silase bersama agar lebih efisien.",
            "Ruminant livestock such as cattle, buffalo, goats and sheep depend on forage. A common problem for farmers is a forage shortage in the dry season, leaving animals thin and less productive.\n\nForage sources:\n- Improved grasses, such as elephant grass or its dwarf variety (odot), grown on field margins, bunds or idle land.\n- Legumes, such as leucaena (lamtoro), gliricidia (gamal) and indigofera, which are rich in protein. These can also be grown as living fences.\n- Crop residues, such as rice straw, maize stover and sugarcane tops. Their nutritional value is lower but can be improved by processing.\n\nSilage preserves fresh forage through fermentation without air. The basic steps:\n1. Chop the forage, such as grass or green maize plants, into short pieces.\n2. Wilt it briefly so its moisture is not too high.\n3. Add a carbohydrate source such as rice bran or molasses when recommended.\n4. Pack it tightly into a sealed container, such as a plastic drum or silage bag, until no air remains, then seal it.\n5. After a few weeks, good silage smells pleasantly sour and shows no mould.\n\nBy making silage when forage is plentiful in the rainy season, farmers build a feed reserve for the dry season. Livestock groups can make silage together for greater efficiency.",
          ),
        },
        {
          title: b(
            "Mengelola Kotoran Ternak: Kompos dan Biogas",
            "Managing Livestock Manure: Compost and Biogas",
          ),
          body: b(
            "Kotoran ternak yang dibiarkan menumpuk menimbulkan bau, mengundang lalat, mencemari air, dan menjadi sumber keluhan warga. Padahal, jika dikelola dengan baik, kotoran ternak adalah sumber daya yang bernilai.\n\nPengomposan kotoran ternak:\n- Campur kotoran dengan bahan kering, seperti jerami, serbuk gergaji, atau sisa pakan, agar tidak terlalu basah.\n- Tumpuk di tempat beratap dengan alas yang tidak tembus air agar cairan tidak mencemari tanah dan sumur.\n- Balik secara berkala. Kompos matang dapat dipakai di lahan sendiri atau dijual kepada petani sayur dan pekebun.\n\nBiogas:\nKotoran sapi atau babi yang dimasukkan ke dalam reaktor biogas tertutup akan difermentasi oleh bakteri tanpa udara dan menghasilkan gas yang sebagian besar berupa metana. Gas ini dapat dipakai untuk memasak atau penerangan, sehingga menghemat pembelian LPG atau kayu bakar. Sisa olahannya (bio-slurry) merupakan pupuk organik yang baik.\n\nHal yang perlu diperhatikan pada biogas:\n- Diperlukan pasokan kotoran yang cukup dan rutin setiap hari, jadi cocok untuk peternak dengan beberapa ekor sapi atau kandang kelompok.\n- Reaktor harus dibangun dengan benar dan kedap agar gas tidak bocor.\n- Jauhkan api dari reaktor dan saluran gas, serta periksa sambungan pipa secara berkala.\n\nMenangkap metana dalam biogas juga mengurangi emisi gas rumah kaca dibanding membiarkan kotoran membusuk di udara terbuka.",
            "Manure left to pile up causes smells, attracts flies, pollutes water and triggers complaints from neighbours. Yet when well managed, livestock manure is a valuable resource.\n\nComposting manure:\n- Mix manure with dry material, such as straw, sawdust or feed leftovers, so it is not too wet.\n- Pile it under a roof on a watertight base so liquids do not contaminate soil and wells.\n- Turn it regularly. Mature compost can be used on your own fields or sold to vegetable growers and planters.\n\nBiogas:\nCattle or pig manure fed into a sealed biogas digester is fermented by bacteria without air, producing gas that is mostly methane. This gas can be used for cooking or lighting, saving on LPG or firewood. The leftover bio-slurry is a good organic fertiliser.\n\nPoints to watch with biogas:\n- It needs a sufficient, regular daily supply of manure, so it suits farmers with several cattle or a group barn.\n- The digester must be built properly and airtight so gas does not leak.\n- Keep flames away from the digester and gas lines, and check pipe joints regularly.\n\nCapturing methane in biogas also reduces greenhouse gas emissions compared with leaving manure to rot in the open.",
          ),
        },
        {
          title: b(
            "Sistem Pertanian Terpadu: Minapadi dan Integrasi Tanaman\u2013Ternak",
            "Integrated Farming: Rice\u2013Fish Culture and Crop\u2013Livestock Integration",
          ),
          body: b(
            "Sistem pertanian terpadu menggabungkan beberapa usaha, seperti tanaman, ternak, dan ikan, sehingga limbah satu usaha menjadi masukan bagi usaha lain. Hasilnya, biaya input turun, pendapatan lebih beragam, dan risiko kegagalan total berkurang.\n\nMinapadi adalah budidaya ikan di sawah bersama tanaman padi. Ikan seperti nila atau mas dipelihara di parit atau caren di sekitar petakan. Manfaatnya:\n- Ikan memakan sebagian gulma dan serangga, serta kotorannya menambah hara bagi padi.\n- Petani mendapat tambahan hasil dari ikan pada lahan yang sama.\n- Petani cenderung mengurangi pestisida kimia karena berbahaya bagi ikan.\nMinapadi memerlukan pasokan air yang cukup, pematang yang lebih tinggi dan kuat, serta pengaturan pemupukan agar aman bagi ikan.\n\nIntegrasi tanaman\u2013ternak contohnya:\n- Jerami dan limbah jagung menjadi pakan sapi atau kambing.\n- Kotoran ternak diolah menjadi kompos atau biogas untuk lahan dan dapur.\n- Leguminosa di pematang menjadi pakan ternak sekaligus penguat pematang.\n\nContoh dari Jawa Timur: kelompok tani memelihara sapi di kandang kelompok, memberi pakan dari jerami dan rumput pematang, mengolah kotorannya menjadi biogas untuk beberapa rumah, lalu memakai bio-slurry sebagai pupuk sawah. Biaya pupuk dan bahan bakar turun, dan anggota memperoleh penghasilan dari tanaman serta ternak.\n\nMulailah dari kombinasi yang paling sesuai dengan sumber daya dan keterampilan Anda.",
            "Integrated farming combines several enterprises, such as crops, livestock and fish, so one enterprise's waste becomes another's input. The result is lower input costs, more diverse income and less risk of total failure.\n\nRice\u2013fish culture (minapadi) raises fish in paddy fields together with rice. Fish such as tilapia or carp are kept in trenches around the plots. Its benefits:\n- Fish eat some weeds and insects, and their waste adds nutrients for the rice.\n- Farmers gain an additional harvest of fish from the same land.\n- Farmers tend to use fewer chemical pesticides because they harm fish.\nMinapadi needs sufficient water, higher and stronger bunds, and fertiliser management that is safe for fish.\n\nExamples of crop\u2013livestock integration:\n- Straw and maize residues become feed for cattle or goats.\n- Manure is processed into compost or biogas for fields and kitchens.\n- Legumes on the bunds feed livestock while strengthening the bunds.\n\nExample from East Java: a farmer group keeps cattle in a group barn, feeds them straw and grass from the bunds, turns the manure into biogas for several homes, then uses the bio-slurry as paddy fertiliser. Fertiliser and fuel costs fall, and members earn income from both crops and livestock.\n\nStart with the combination that best fits your resources and skills.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Mengapa usaha budidaya sebaiknya dimulai dari skala kecil?",
            "Why should a farming enterprise start small?",
          ),
          [
            o(
              true,
              "Untuk mempelajari teknik dan pasar sebelum memperbesar risiko",
              "To learn the technique and market before taking on bigger risk",
            ),
            o(
              false,
              "Karena usaha kecil tidak memerlukan perencanaan",
              "Because small enterprises need no planning",
            ),
            o(
              false,
              "Karena pasar tidak pernah menerima hasil dalam jumlah besar",
              "Because markets never accept large volumes",
            ),
          ],
          b(
            "Skala kecil memberi kesempatan belajar dengan kerugian terbatas bila terjadi kesalahan.",
            "Starting small allows learning with limited losses if mistakes happen.",
          ),
        ),
        q(
          "single",
          b(
            "Ikan megap-megap di permukaan kolam menjelang pagi. Apa penyebab yang paling mungkin?",
            "Fish are gasping at the pond surface before dawn. What is the most likely cause?",
          ),
          [
            o(true, "Kekurangan oksigen terlarut", "Low dissolved oxygen"),
            o(false, "Pakan terlalu sedikit", "Too little feed"),
            o(false, "Air terlalu jernih", "Water that is too clear"),
          ],
          b(
            "Oksigen terlarut sering paling rendah menjelang pagi; ikan naik ke permukaan untuk mencari oksigen.",
            "Dissolved oxygen is often lowest before dawn; fish rise to the surface seeking oxygen.",
          ),
        ),
        q(
          "multiple",
          b("Manakah cara menjaga kualitas air kolam?", "Which are ways to maintain pond water quality?"),
          [
            o(true, "Tidak memberi pakan berlebihan", "Not overfeeding"),
            o(true, "Mengganti sebagian air secara berkala", "Regularly replacing part of the water"),
            o(
              true,
              "Memasang aerator pada kepadatan tebar tinggi",
              "Installing an aerator at high stocking density",
            ),
            o(
              false,
              "Menambah benih sebanyak mungkin tanpa batas",
              "Adding as many fry as possible without limit",
            ),
          ],
          b(
            "Kepadatan tebar harus sesuai kemampuan kolam; kepadatan berlebih memperburuk kualitas air.",
            "Stocking density must match pond capacity; overstocking worsens water quality.",
          ),
        ),
        q(
          "single",
          b(
            "Pakan yang diberikan 900 kg dan pertambahan bobot ikan 750 kg. Berapa FCR-nya?",
            "Feed given is 900 kg and fish weight gain is 750 kg. What is the FCR?",
          ),
          [o(false, "0,83", "0.83"), o(true, "1,2", "1.2"), o(false, "1,5", "1.5"), o(false, "150", "150")],
          b("FCR = 900 \u00f7 750 = 1,2.", "FCR = 900 \u00f7 750 = 1.2."),
        ),
        q(
          "multiple",
          b("Manakah tindakan biosekuriti?", "Which are biosecurity measures?"),
          [
            o(
              true,
              "Mengarantina ternak baru sebelum digabung",
              "Quarantining new animals before mixing them in",
            ),
            o(
              true,
              "Menyediakan celup kaki berisi desinfektan di pintu kandang",
              "Providing a disinfectant footbath at the pen entrance",
            ),
            o(false, "Membuang bangkai ternak ke sungai", "Dumping carcasses in the river"),
            o(true, "Membersihkan kandang sebelum siklus berikutnya", "Cleaning pens before the next cycle"),
          ],
          b(
            "Bangkai harus dikubur atau dimusnahkan dengan benar agar penyakit tidak menyebar.",
            "Carcasses must be properly buried or destroyed so disease does not spread.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa antibiotik tidak boleh dipakai sembarangan pada ternak?",
            "Why must antibiotics not be used indiscriminately in livestock?",
          ),
          [
            o(
              true,
              "Memicu resistansi yang membahayakan kesehatan hewan dan manusia",
              "It drives resistance that endangers animal and human health",
            ),
            o(
              false,
              "Karena antibiotik membuat ternak terlalu cepat gemuk",
              "Because antibiotics make animals fatten too fast",
            ),
            o(false, "Karena antibiotik adalah vaksin", "Because antibiotics are vaccines"),
          ],
          b(
            "Gunakan antibiotik sesuai anjuran petugas dan patuhi masa henti obat.",
            "Use antibiotics as advised by officers and respect withdrawal periods.",
          ),
        ),
        q(
          "single",
          b("Apa tanda silase yang baik?", "What are the signs of good silage?"),
          [
            o(true, "Berbau asam segar dan tidak berjamur", "It smells pleasantly sour and shows no mould"),
            o(false, "Berbau busuk dan berlendir", "It smells rotten and is slimy"),
            o(false, "Berjamur putih tebal di permukaan", "It has thick white mould on top"),
          ],
          b(
            "Fermentasi tanpa udara yang berhasil menghasilkan bau asam segar; jamur menandakan udara masuk.",
            "Successful air-free fermentation gives a fresh sour smell; mould shows air got in.",
          ),
        ),
        q(
          "multiple",
          b("Apa manfaat minapadi?", "What are the benefits of rice\u2013fish culture (minapadi)?"),
          [
            o(true, "Tambahan hasil ikan dari lahan yang sama", "An extra fish harvest from the same land"),
            o(true, "Kotoran ikan menambah hara bagi padi", "Fish waste adds nutrients for the rice"),
            o(true, "Mendorong pengurangan pestisida kimia", "Encouraging reduced chemical pesticide use"),
            o(false, "Tidak memerlukan air sama sekali", "It requires no water at all"),
          ],
          b(
            "Minapadi justru memerlukan pasokan air yang cukup dan pematang yang kuat.",
            "Minapadi actually needs a sufficient water supply and strong bunds.",
          ),
        ),
      ],
    },
  ],
};

export default content;
