/**
 * Design & Creativity: graphic design fundamentals, creative thinking and ideation, and visual identity with
 * content design — practical for UMKM owners, public-sector communicators, students and young creatives.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "design-creativity",
  tracks: [
    {
      key: "graphic-design-fundamentals",
      title: b("Dasar-Dasar Desain Grafis", "Graphic Design Fundamentals"),
      description: b(
        "Pelajari prinsip desain grafis yang membuat poster, unggahan media sosial, dan materi cetak tampil jelas dan profesional. Kursus ini membahas prinsip tata letak, warna, tipografi, grid, foto produk, desain untuk media sosial, dan persiapan file cetak.",
        "Learn the graphic design principles that make posters, social media posts and printed materials look clear and professional. The track covers layout principles, colour, typography, grids, product photos, designing for social media and preparing print files.",
      ),
      skills: [
        b(
          "Menerapkan prinsip kontras, perataan, pengulangan, dan kedekatan",
          "Applying contrast, alignment, repetition and proximity",
        ),
        b("Memilih dan memadukan warna", "Choosing and combining colours"),
        b("Memilih dan memasangkan huruf", "Choosing and pairing typefaces"),
        b(
          "Menyusun tata letak dengan grid dan hierarki visual",
          "Building layouts with grids and visual hierarchy",
        ),
        b("Menyiapkan desain untuk layar dan cetak", "Preparing designs for screen and print"),
      ],
      lessons: [
        {
          title: b(
            "Empat Prinsip Dasar Desain: Kontras, Perataan, Pengulangan, Kedekatan",
            "Four Basic Design Principles: Contrast, Alignment, Repetition, Proximity",
          ),
          body: b(
            "Banyak desain terlihat \u201cberantakan\u201d bukan karena kurang hiasan, tetapi karena mengabaikan prinsip dasar. Empat prinsip yang dipopulerkan oleh desainer Robin Williams ini mudah diingat dan langsung bisa diterapkan.\n\n- Kontras: bedakan elemen yang berbeda dengan tegas, melalui ukuran, ketebalan huruf, atau warna. Judul harus jelas lebih besar daripada isi. Perbedaan yang setengah-setengah terlihat seperti kesalahan.\n- Perataan (alignment): setiap elemen sebaiknya sejajar dengan sesuatu. Pilih satu garis rata, misalnya rata kiri, dan konsisten. Menaruh elemen di sembarang tempat membuat desain tampak asal-asalan.\n- Pengulangan (repetition): ulangi gaya yang sama untuk hal yang sama, seperti warna judul, bentuk ikon, dan jenis huruf. Pengulangan menciptakan kesatuan, terutama pada materi beberapa halaman atau seri unggahan.\n- Kedekatan (proximity): kelompokkan informasi yang berhubungan. Tanggal, jam, dan tempat acara sebaiknya berdekatan, terpisah dari informasi pendaftaran.\n\nContoh: poster pelatihan UMKM di kantor kecamatan awalnya memuat tujuh jenis huruf, teks di tengah semua, dan informasi tersebar. Setelah diperbaiki dengan satu huruf untuk judul dan satu untuk isi, rata kiri, serta informasi acara dikelompokkan dalam satu blok, poster jauh lebih mudah dibaca dari kejauhan.",
            "Many designs look \u201cmessy\u201d not from a lack of decoration but because they ignore basic principles. These four principles, popularised by designer Robin Williams, are easy to remember and apply straight away.\n\n- Contrast: make different elements clearly different, through size, weight or colour. The heading must be clearly bigger than the body. Half-hearted differences look like mistakes.\n- Alignment: every element should line up with something. Choose one alignment, for example left-aligned, and be consistent. Placing elements anywhere makes a design look careless.\n- Repetition: repeat the same style for the same things, such as heading colour, icon shape and typeface. Repetition creates unity, especially across multi-page materials or a series of posts.\n- Proximity: group related information. The event's date, time and venue should sit together, separate from registration details.\n\nExample: a poster for UMKM training at a sub-district office originally used seven typefaces, centred all text and scattered the information. After revision, with one typeface for headings and one for body, left alignment and event details grouped in one block, the poster became far easier to read from a distance.",
          ),
        },
        {
          title: b(
            "Teori Warna: Roda Warna, Harmoni, dan Makna",
            "Colour Theory: The Colour Wheel, Harmony and Meaning",
          ),
          body: b(
            "Warna memengaruhi perhatian, suasana, dan keterbacaan. Memahami dasar teori warna membantu Anda memilih kombinasi yang enak dilihat dan tepat tujuan.\n\nRoda warna menyusun warna secara melingkar. Dari sana lahir beberapa skema harmoni:\n- Monokromatik: satu warna dengan berbagai tingkat terang dan gelap. Aman dan elegan.\n- Analog: warna yang bersebelahan, misalnya kuning, oranye, dan merah. Terasa selaras dan hangat.\n- Komplementer: warna yang berseberangan, misalnya biru dan oranye. Kontras kuat, cocok untuk menonjolkan tombol atau harga promo, tetapi gunakan secukupnya.\n\nPanduan praktis proporsi 60\u201330\u201310: sekitar 60% warna dominan, misalnya latar, 30% warna pendukung, dan 10% warna aksen untuk hal terpenting seperti ajakan bertindak.\n\nMakna warna dipengaruhi budaya dan konteks. Hijau sering diasosiasikan dengan alam dan kesehatan, biru dengan kepercayaan sehingga banyak dipakai bank, dan merah dengan semangat atau peringatan. Jangan menganggap makna ini mutlak; lihat juga warna pesaing dan karakter merek Anda.\n\nYang paling penting adalah keterbacaan. Teks harus kontras dengan latarnya. Hindari teks kuning di atas latar putih atau teks merah di atas latar hijau, yang juga menyulitkan orang dengan buta warna. Periksa desain dalam mode hitam putih: jika informasi masih terbaca, kontras Anda sudah cukup.",
            "Colour affects attention, mood and readability. Understanding basic colour theory helps you choose combinations that look good and serve the purpose.\n\nThe colour wheel arranges colours in a circle. Several harmony schemes come from it:\n- Monochromatic: one colour in various lighter and darker shades. Safe and elegant.\n- Analogous: neighbouring colours, such as yellow, orange and red. Harmonious and warm.\n- Complementary: opposite colours, such as blue and orange. Strong contrast, good for highlighting a button or promo price, but use sparingly.\n\nA practical proportion guide is 60\u201330\u201310: about 60% dominant colour, such as the background, 30% supporting colour and 10% accent colour for the most important element, such as the call to action.\n\nColour meaning depends on culture and context. Green is often associated with nature and health, blue with trust, which is why many banks use it, and red with energy or warning. Do not treat these meanings as absolute; also look at competitors' colours and your brand's character.\n\nMost important of all is readability. Text must contrast with its background. Avoid yellow text on white or red text on green, which also troubles people with colour blindness. Check the design in black and white: if the information is still readable, your contrast is sufficient.",
          ),
        },
        {
          title: b("Tipografi: Memilih dan Memadukan Huruf", "Typography: Choosing and Pairing Typefaces"),
          body: b(
            "Tipografi adalah seni menata huruf agar pesan mudah dibaca dan memiliki karakter. Huruf yang tepat membuat desain tampak profesional, sedangkan huruf yang salah dapat merusak pesan sebagus apa pun.\n\nKelompok huruf utama:\n- Serif: memiliki kait kecil di ujung huruf, seperti Times New Roman atau Georgia. Berkesan klasik, formal, dan tepercaya.\n- Sans serif: tanpa kait, seperti Arial, Roboto, atau Inter. Berkesan modern dan bersih, sangat baik untuk layar.\n- Script: meniru tulisan tangan. Cocok untuk aksen singkat, misalnya undangan, tetapi sulit dibaca untuk teks panjang.\n- Display: huruf dekoratif untuk judul besar, bukan untuk isi.\n\nPanduan praktis:\n- Batasi dua jenis huruf per desain, misalnya satu untuk judul dan satu untuk isi. Variasi cukup dibuat dengan ukuran dan ketebalan.\n- Pasangkan huruf yang kontras tetapi serasi, misalnya judul serif dengan isi sans serif.\n- Buat hierarki ukuran yang jelas: judul, subjudul, isi, keterangan.\n- Beri jarak antarbaris yang lega, kira-kira 1,4 sampai 1,6 kali ukuran huruf untuk teks isi.\n- Hindari menulis paragraf panjang dengan huruf kapital semua.\n\nPerhatikan lisensi. Tidak semua huruf gratis boleh dipakai untuk keperluan komersial. Gunakan huruf berlisensi terbuka, misalnya dari Google Fonts, atau beli lisensinya bila diperlukan.",
            "Typography is the art of arranging type so messages are easy to read and have character. The right typeface makes a design look professional, while the wrong one can ruin even a great message.\n\nMain type groups:\n- Serif: small strokes at the ends of letters, like Times New Roman or Georgia. Classic, formal and trustworthy.\n- Sans serif: no strokes, like Arial, Roboto or Inter. Modern and clean, excellent on screens.\n- Script: imitates handwriting. Good for short accents, such as invitations, but hard to read in long text.\n- Display: decorative type for large headings, not body text.\n\nPractical guidelines:\n- Limit yourself to two typefaces per design, for example one for headings and one for body. Create variety with size and weight.\n- Pair typefaces that contrast yet harmonise, such as serif headings with sans-serif body text.\n- Build a clear size hierarchy: heading, subheading, body, caption.\n- Give generous line spacing, roughly 1.4 to 1.6 times the font size for body text.\n- Avoid setting long paragraphs in all capitals.\n\nMind the licence. Not every free font may be used commercially. Use openly licensed fonts, for example from Google Fonts, or buy a licence when needed.",
          ),
        },
        {
          title: b("Tata Letak, Grid, dan Hierarki Visual", "Layout, Grids and Visual Hierarchy"),
          body: b(
            "Tata letak adalah cara menyusun elemen dalam satu bidang. Tata letak yang baik menuntun mata pembaca dari informasi terpenting ke informasi pendukung tanpa membuatnya bingung.\n\nHierarki visual menentukan urutan baca. Tanyakan: apa satu hal yang harus dilihat pertama kali? Untuk brosur promo, mungkin harga diskon; untuk pengumuman desa, mungkin judul kegiatan dan tanggalnya. Buat elemen itu paling menonjol lewat ukuran, warna, atau posisi.\n\nGrid adalah kerangka garis bantu yang membagi bidang menjadi kolom dan baris. Grid membuat elemen sejajar dan jarak antarelemen konsisten. Untuk unggahan media sosial, grid dua atau tiga kolom sederhana sudah cukup; untuk majalah atau laporan tahunan, biasanya dipakai lebih banyak kolom.\n\nPrinsip lain yang perlu diperhatikan:\n- Ruang kosong (white space) bukan ruang terbuang. Ruang kosong memberi napas dan membuat elemen penting lebih menonjol.\n- Pola baca. Pembaca dengan bahasa yang ditulis dari kiri ke kanan cenderung memindai dari kiri atas. Letakkan informasi penting di jalur itu.\n- Margin yang cukup agar teks tidak terlalu dekat dengan tepi.\n\nContoh: laporan kegiatan posyandu yang sebelumnya padat teks diperbaiki dengan grid dua kolom, judul bagian yang konsisten, foto dengan ukuran seragam, dan ruang kosong di antara bagian. Isinya sama, tetapi pembaca lebih cepat menemukan data yang dicari.",
            "Layout is how elements are arranged in a space. A good layout guides the reader's eye from the most important information to supporting details without confusion.\n\nVisual hierarchy sets the reading order. Ask: what is the one thing that must be seen first? For a promo brochure, perhaps the discounted price; for a village announcement, perhaps the event title and date. Make that element stand out most through size, colour or position.\n\nA grid is a framework of guide lines dividing the space into columns and rows. Grids keep elements aligned and spacing consistent. For social media posts, a simple two- or three-column grid is enough; magazines or annual reports usually use more columns.\n\nOther principles to consider:\n- White space is not wasted space. It gives breathing room and makes important elements stand out.\n- Reading patterns. Readers of left-to-right languages tend to scan from the top left. Put key information along that path.\n- Adequate margins so text is not too close to the edges.\n\nExample: a posyandu activity report that used to be dense with text was improved with a two-column grid, consistent section headings, photos of uniform size and white space between sections. The content stayed the same, but readers found the data they needed faster.",
          ),
        },
        {
          title: b("Foto Produk yang Menarik dengan Ponsel", "Attractive Product Photos with a Phone"),
          body: b(
            "Bagi UMKM yang berjualan daring, foto produk sering menjadi satu-satunya cara pembeli \u201cmelihat\u201d barang. Kabar baiknya, foto yang bagus tidak selalu memerlukan kamera mahal; ponsel sudah cukup jika memperhatikan beberapa hal.\n\n- Cahaya: gunakan cahaya alami dari jendela pada pagi atau sore hari. Hindari sinar matahari langsung yang keras dan lampu kuning yang mengubah warna produk. Gunakan kertas putih atau styrofoam sebagai pemantul untuk menerangi sisi yang gelap.\n- Latar: pilih latar polos dan bersih, seperti kertas karton putih atau kain berwarna netral, agar produk menjadi fokus.\n- Komposisi: gunakan garis bantu (grid) di kamera dan terapkan aturan sepertiga, yaitu menaruh produk di titik pertemuan garis, bukan selalu tepat di tengah.\n- Sudut: ambil beberapa sudut, seperti tampak depan, samping, atas (flat lay), dan detail tekstur. Untuk makanan, sudut atas cocok untuk hidangan di piring, sedangkan sudut samping cocok untuk minuman dan kue bertingkat.\n- Konteks: tunjukkan produk saat dipakai, misalnya tas dipakai model atau sambal di samping nasi hangat, agar pembeli membayangkan manfaatnya.\n\nJaga kejujuran. Sunting secukupnya untuk kecerahan dan kontras, tetapi jangan mengubah warna atau ukuran sehingga menyesatkan pembeli. Foto yang tidak sesuai kenyataan memicu keluhan dan ulasan buruk.",
            "For UMKM selling online, product photos are often the only way buyers \u201csee\u201d the goods. Great photos do not need an expensive camera; a phone is enough if you mind a few things.\n\n- Light: use natural light from a window in the morning or late afternoon. Avoid harsh direct sunlight and yellow lamps that change the product's colour. Use white paper or styrofoam as a reflector to light the dark side.\n- Background: choose a plain, clean background, such as white card or neutral fabric, so the product is the focus.\n- Composition: turn on the camera grid and apply the rule of thirds, placing the product where lines meet rather than always dead centre.\n- Angles: shoot several angles, such as front, side, top-down (flat lay) and texture details. For food, top-down suits dishes on a plate, while a side angle suits drinks and layered cakes.\n- Context: show the product in use, such as a bag worn by a model or chilli sauce next to warm rice, so buyers imagine its benefit.\n\nStay honest. Edit modestly for brightness and contrast, but never change colour or size in a way that misleads buyers. Photos that do not match reality lead to complaints and bad reviews.",
          ),
        },
        {
          title: b("Mendesain Konten untuk Media Sosial", "Designing Content for Social Media"),
          body: b(
            "Konten media sosial dilihat sekilas saat orang menggulir layar ponsel. Desain harus menarik perhatian dalam satu atau dua detik dan tetap terbaca di layar kecil.\n\nPerhatikan format dan ukuran. Setiap platform memiliki rasio yang dianjurkan, misalnya unggahan feed Instagram berbentuk persegi 1:1 atau potret 4:5, sedangkan Stories dan video pendek memakai rasio vertikal 9:16. Ukuran yang disarankan dapat berubah, jadi periksa panduan terbaru platform sebelum membuat template.\n\nPrinsip desain konten:\n- Satu pesan utama per unggahan. Jika informasinya banyak, gunakan format carousel dengan beberapa slide berurutan.\n- Teks singkat dan besar. Teks yang terbaca di layar laptop belum tentu terbaca di ponsel. Uji tampilan di ponsel sebelum diunggah.\n- Hindari menaruh teks penting terlalu dekat tepi, karena bisa tertutup elemen antarmuka seperti nama akun atau tombol.\n- Konsisten dengan identitas merek: warna, huruf, dan gaya foto yang sama membuat akun mudah dikenali.\n- Sertakan ajakan bertindak yang jelas, misalnya \u201cPesan lewat WhatsApp\u201d atau \u201cDaftar sebelum 20 Mei\u201d.\n\nBuat template untuk jenis konten yang rutin, misalnya promo mingguan, testimoni pelanggan, dan tips. Template membantu tim kecil atau pemilik UMKM bekerja lebih cepat dan tetap konsisten. Untuk aksesibilitas, tambahkan teks alternatif pada gambar bila platform menyediakan fiturnya.",
            "Social media content is glimpsed as people scroll on their phones. A design must grab attention in a second or two and still be readable on a small screen.\n\nMind the format and size. Each platform has recommended ratios, such as square 1:1 or portrait 4:5 for Instagram feed posts, while Stories and short videos use a vertical 9:16 ratio. Recommended sizes can change, so check the platform's latest guidance before building templates.\n\nContent design principles:\n- One main message per post. If there is a lot of information, use a carousel with several slides in sequence.\n- Short, large text. Text readable on a laptop is not necessarily readable on a phone. Preview on a phone before posting.\n- Avoid placing important text too close to the edges, where interface elements such as the account name or buttons may cover it.\n- Stay consistent with the brand identity: the same colours, fonts and photo style make the account easy to recognise.\n- Include a clear call to action, such as \u201cOrder via WhatsApp\u201d or \u201cRegister before 20 May\u201d.\n\nCreate templates for recurring content types, such as weekly promos, customer testimonials and tips. Templates help a small team or UMKM owner work faster and stay consistent. For accessibility, add alternative text to images when the platform offers the feature.",
          ),
        },
        {
          title: b("Menyiapkan File Desain untuk Cetak", "Preparing Design Files for Print"),
          body: b(
            "Desain yang tampak bagus di layar bisa mengecewakan saat dicetak jika file tidak disiapkan dengan benar. Pahami beberapa istilah percetakan berikut.\n\n- RGB dan CMYK: layar menampilkan warna dengan cahaya merah, hijau, dan biru (RGB), sedangkan mesin cetak memakai tinta cyan, magenta, kuning, dan hitam (CMYK). Beberapa warna RGB yang sangat terang tidak dapat dicetak persis, sehingga hasilnya tampak lebih kusam. Minta bukti cetak (proof) untuk warna penting.\n- Resolusi: untuk cetak, gambar umumnya memerlukan sekitar 300 dpi pada ukuran cetak sebenarnya. Gambar yang diambil dari media sosial biasanya terlalu kecil dan akan pecah bila dicetak besar.\n- Bleed: perpanjangan latar atau gambar di luar garis potong, umumnya sekitar 3 mm, agar tidak muncul garis putih di tepi setelah dipotong. Tanyakan ketentuan pastinya kepada percetakan.\n- Area aman: jaga teks dan logo beberapa milimeter di dalam garis potong agar tidak ikut terpotong.\n- Format file: kirim PDF siap cetak dengan huruf tertanam (embedded) atau teks yang sudah diubah menjadi outline, sesuai permintaan percetakan.\n\nSebelum mencetak dalam jumlah besar, misalnya 1.000 lembar brosur atau label kemasan, cetak satu contoh terlebih dahulu. Periksa warna, ukuran huruf, ejaan, nomor telepon, dan keterbacaan kode QR. Kesalahan kecil yang lolos di tahap ini bisa menjadi kerugian besar.",
            "A design that looks great on screen can disappoint in print if the file is not prepared properly. Understand these printing terms.\n\n- RGB and CMYK: screens display colour with red, green and blue light (RGB), while printers use cyan, magenta, yellow and black ink (CMYK). Some very bright RGB colours cannot be printed exactly, so they look duller. Ask for a proof for important colours.\n- Resolution: for print, images generally need about 300 dpi at the actual printed size. Images taken from social media are usually too small and will pixelate when printed large.\n- Bleed: extending the background or image beyond the trim line, commonly about 3 mm, so no white line appears at the edge after cutting. Ask the printer for its exact requirements.\n- Safe area: keep text and logos a few millimetres inside the trim line so they are not cut off.\n- File format: send a print-ready PDF with fonts embedded or text converted to outlines, as the printer requests.\n\nBefore printing in bulk, such as 1,000 brochures or packaging labels, print one sample first. Check colours, font sizes, spelling, phone numbers and whether the QR code scans. A small mistake that slips through here can become a big loss.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Prinsip desain mana yang berarti mengelompokkan informasi yang saling berhubungan?",
            "Which design principle means grouping related information?",
          ),
          [
            o(false, "Kontras", "Contrast"),
            o(false, "Pengulangan", "Repetition"),
            o(true, "Kedekatan (proximity)", "Proximity"),
            o(false, "Perataan", "Alignment"),
          ],
          b(
            "Kedekatan menunjukkan hubungan: informasi yang berkaitan diletakkan berdekatan.",
            "Proximity signals relationship: related information is placed together.",
          ),
        ),
        q(
          "single",
          b(
            "Skema warna mana yang memakai warna berseberangan di roda warna, seperti biru dan oranye?",
            "Which colour scheme uses opposite colours on the wheel, such as blue and orange?",
          ),
          [
            o(false, "Monokromatik", "Monochromatic"),
            o(false, "Analog", "Analogous"),
            o(true, "Komplementer", "Complementary"),
          ],
          b(
            "Warna komplementer berseberangan dan menghasilkan kontras kuat.",
            "Complementary colours sit opposite each other and create strong contrast.",
          ),
        ),
        q(
          "multiple",
          b("Manakah panduan tipografi yang baik?", "Which are good typography guidelines?"),
          [
            o(true, "Membatasi dua jenis huruf per desain", "Limiting a design to two typefaces"),
            o(true, "Membuat hierarki ukuran yang jelas", "Creating a clear size hierarchy"),
            o(
              false,
              "Menulis paragraf panjang dengan huruf script",
              "Setting long paragraphs in a script typeface",
            ),
            o(
              true,
              "Memeriksa lisensi huruf untuk penggunaan komersial",
              "Checking font licences for commercial use",
            ),
          ],
          b(
            "Huruf script sulit dibaca untuk teks panjang dan sebaiknya hanya untuk aksen singkat.",
            "Script typefaces are hard to read in long text and are best for short accents.",
          ),
        ),
        q(
          "single",
          b(
            "Apa fungsi ruang kosong (white space) dalam tata letak?",
            "What is the role of white space in a layout?",
          ),
          [
            o(
              true,
              "Memberi napas dan membuat elemen penting lebih menonjol",
              "It gives breathing room and makes key elements stand out",
            ),
            o(
              false,
              "Ruang terbuang yang sebaiknya selalu diisi",
              "It is wasted space that should always be filled",
            ),
            o(false, "Tempat untuk menaruh semua logo sponsor", "It is where all sponsor logos should go"),
          ],
          b(
            "Ruang kosong membantu hierarki visual dan keterbacaan.",
            "White space supports visual hierarchy and readability.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah praktik foto produk yang baik dengan ponsel?",
            "Which are good practices for product photos with a phone?",
          ),
          [
            o(true, "Memakai cahaya alami dari jendela", "Using natural light from a window"),
            o(true, "Memakai latar polos dan bersih", "Using a plain, clean background"),
            o(
              false,
              "Mengubah warna produk agar tampak lebih bagus dari aslinya",
              "Changing the product's colour to look better than reality",
            ),
            o(true, "Memotret dari beberapa sudut", "Shooting from several angles"),
          ],
          b(
            "Penyuntingan yang mengubah warna atau ukuran hingga menyesatkan pembeli memicu keluhan.",
            "Edits that change colour or size to the point of misleading buyers lead to complaints.",
          ),
        ),
        q(
          "single",
          b(
            "Jika informasi sebuah unggahan terlalu banyak, apa solusi yang dianjurkan?",
            "If a post has too much information, what is the recommended solution?",
          ),
          [
            o(
              true,
              "Memakai format carousel dengan beberapa slide",
              "Use a carousel format with several slides",
            ),
            o(
              false,
              "Memperkecil semua teks agar muat dalam satu gambar",
              "Shrink all text to fit one image",
            ),
            o(false, "Menghapus ajakan bertindak", "Remove the call to action"),
          ],
          b(
            "Satu pesan utama per slide menjaga keterbacaan di layar ponsel.",
            "One main message per slide keeps content readable on a phone.",
          ),
        ),
        q(
          "single",
          b("Apa itu bleed dalam persiapan file cetak?", "What is bleed when preparing a print file?"),
          [
            o(
              true,
              "Perpanjangan latar atau gambar di luar garis potong",
              "Extending the background or image beyond the trim line",
            ),
            o(false, "Warna yang luntur setelah dicetak", "Colour that fades after printing"),
            o(false, "Resolusi gambar untuk layar", "Image resolution for screens"),
          ],
          b(
            "Bleed mencegah munculnya garis putih di tepi hasil cetak setelah dipotong.",
            "Bleed prevents white lines at the edges after trimming.",
          ),
        ),
        q(
          "multiple",
          b(
            "Pernyataan mana yang benar tentang warna dan resolusi untuk cetak?",
            "Which statements about colour and resolution for print are true?",
          ),
          [
            o(true, "Mesin cetak memakai tinta CMYK", "Printers use CMYK inks"),
            o(
              true,
              "Gambar cetak umumnya memerlukan sekitar 300 dpi pada ukuran sebenarnya",
              "Print images generally need about 300 dpi at actual size",
            ),
            o(
              false,
              "Gambar dari media sosial selalu cukup tajam untuk baliho",
              "Images from social media are always sharp enough for billboards",
            ),
            o(
              true,
              "Beberapa warna RGB terang tampak lebih kusam saat dicetak",
              "Some bright RGB colours look duller in print",
            ),
          ],
          b(
            "Gambar media sosial biasanya beresolusi rendah dan akan pecah bila dicetak besar.",
            "Social media images are usually low-resolution and pixelate when printed large.",
          ),
        ),
      ],
    },
    {
      key: "creative-thinking-ideation",
      title: b("Berpikir Kreatif dan Teknik Ideasi", "Creative Thinking and Ideation Techniques"),
      description: b(
        "Kembangkan kemampuan menghasilkan dan menyaring ide baru untuk memecahkan masalah di pekerjaan maupun usaha. Kursus ini membahas mitos kreativitas, berpikir divergen dan konvergen, brainstorming, SCAMPER, peta pikiran, mengatasi kebuntuan, menilai ide, dan menyampaikan ide.",
        "Develop the ability to generate and filter new ideas to solve problems at work and in business. The track covers creativity myths, divergent and convergent thinking, brainstorming, SCAMPER, mind mapping, overcoming blocks, evaluating ideas and pitching them.",
      ),
      skills: [
        b("Membedakan berpikir divergen dan konvergen", "Distinguishing divergent and convergent thinking"),
        b(
          "Memfasilitasi sesi brainstorming yang produktif",
          "Facilitating productive brainstorming sessions",
        ),
        b("Memakai teknik SCAMPER dan peta pikiran", "Using SCAMPER and mind mapping"),
        b("Mengatasi kebuntuan kreatif", "Overcoming creative blocks"),
        b("Menilai dan menyampaikan ide secara meyakinkan", "Evaluating and pitching ideas convincingly"),
      ],
      lessons: [
        {
          title: b("Memahami Kreativitas: Mitos dan Fakta", "Understanding Creativity: Myths and Facts"),
          body: b(
            "Banyak orang berkata, \u201cSaya bukan orang kreatif.\u201d Padahal kreativitas bukan bakat langka milik seniman saja, melainkan kemampuan menghasilkan ide baru yang berguna, dan kemampuan ini dapat dilatih.\n\nBeberapa mitos yang perlu diluruskan:\n- Mitos: kreativitas hanya untuk bidang seni. Fakta: bendahara koperasi yang menemukan cara penagihan yang lebih ramah, atau perawat yang menata ulang alur pasien agar antrean lebih pendek, juga sedang berpikir kreatif.\n- Mitos: ide bagus datang tiba-tiba. Fakta: \u201cilham\u201d biasanya muncul setelah seseorang lama menggeluti masalah, mengumpulkan informasi, lalu memberi waktu jeda.\n- Mitos: kreativitas butuh kebebasan tanpa batas. Fakta: batasan yang jelas, seperti anggaran Rp500.000 atau waktu satu minggu, sering justru memicu solusi cerdik.\n- Mitos: ide harus benar-benar baru. Fakta: banyak inovasi adalah gabungan ide lama dengan cara baru, misalnya warung kelontong yang menerima pesanan lewat WhatsApp dan pembayaran QRIS.\n\nKreativitas tumbuh dari kebiasaan: rasa ingin tahu, banyak mengamati, berani mencoba, dan tidak takut ide pertama terlihat konyol. Lingkungan juga berpengaruh. Tim yang anggotanya merasa aman menyampaikan ide tanpa diejek cenderung menghasilkan lebih banyak gagasan.",
            "Many people say, \u201cI'm not a creative person.\u201d Yet creativity is not a rare gift reserved for artists; it is the ability to produce new, useful ideas, and it can be trained.\n\nSome myths to correct:\n- Myth: creativity is only for the arts. Fact: a cooperative treasurer who finds a friendlier way to collect payments, or a nurse who rearranges the patient flow to shorten queues, is also thinking creatively.\n- Myth: good ideas arrive suddenly. Fact: \u201cinspiration\u201d usually comes after someone has wrestled with a problem for a long time, gathered information and then taken a break.\n- Myth: creativity needs unlimited freedom. Fact: clear constraints, such as a Rp500,000 budget or one week's time, often spark clever solutions.\n- Myth: ideas must be completely new. Fact: many innovations combine old ideas in new ways, such as a neighbourhood shop taking orders via WhatsApp and payment via QRIS.\n\nCreativity grows from habits: curiosity, close observation, willingness to try and not fearing that first ideas look silly. Environment matters too. Teams whose members feel safe sharing ideas without ridicule tend to produce more of them.",
          ),
        },
        {
          title: b("Berpikir Divergen dan Konvergen", "Divergent and Convergent Thinking"),
          body: b(
            "Proses kreatif melibatkan dua cara berpikir yang berbeda dan sebaiknya tidak dicampur pada saat yang sama.\n\nBerpikir divergen adalah memperluas kemungkinan: menghasilkan sebanyak mungkin ide, dari berbagai sudut, tanpa langsung menilai. Pertanyaannya: \u201cApa saja yang mungkin?\u201d\n\nBerpikir konvergen adalah menyempitkan pilihan: menilai, membandingkan, dan memilih ide terbaik berdasarkan kriteria. Pertanyaannya: \u201cMana yang paling layak?\u201d\n\nMasalah umum dalam rapat adalah mencampur keduanya. Begitu satu ide muncul, orang langsung berkomentar \u201citu mahal\u201d atau \u201cdulu sudah pernah dicoba\u201d. Akibatnya, peserta berhenti menyampaikan ide dan diskusi berputar pada sedikit pilihan yang aman.\n\nCara memisahkannya:\n- Umumkan fase dengan jelas: \u201c20 menit pertama kita hanya mengumpulkan ide, penilaian nanti.\u201d\n- Pada fase divergen, kejar jumlah. Ide ke-30 sering lebih segar daripada ide ke-3.\n- Pada fase konvergen, gunakan kriteria yang disepakati, misalnya dampak, biaya, dan kecepatan penerapan.\n\nContoh: pengurus BUMDes wisata mencari cara menambah kunjungan di hari kerja. Fase divergen menghasilkan 40 ide, dari paket sekolah hingga kerja sama dengan kantor untuk acara gathering. Fase konvergen memilih tiga ide untuk diuji selama satu bulan. Pola buka\u2013tutup ini dapat diulang beberapa kali sepanjang proyek.",
            "The creative process involves two different ways of thinking that should not be mixed at the same moment.\n\nDivergent thinking expands possibilities: producing as many ideas as possible, from many angles, without judging them immediately. Its question: \u201cWhat could be possible?\u201d\n\nConvergent thinking narrows choices: evaluating, comparing and selecting the best ideas against criteria. Its question: \u201cWhich is most feasible?\u201d\n\nA common problem in meetings is mixing the two. As soon as one idea is voiced, someone says \u201cthat's expensive\u201d or \u201cwe tried that before\u201d. As a result, people stop sharing ideas and the discussion circles around a few safe options.\n\nHow to separate them:\n- Announce the phases clearly: \u201cFor the first 20 minutes we only collect ideas; judging comes later.\u201d\n- In the divergent phase, go for quantity. Idea number 30 is often fresher than idea number 3.\n- In the convergent phase, use agreed criteria, such as impact, cost and speed of implementation.\n\nExample: managers of a tourism BUMDes look for ways to increase weekday visits. The divergent phase produces 40 ideas, from school packages to partnerships with offices for staff gatherings. The convergent phase picks three ideas to test for a month. This open\u2013close pattern can repeat several times over a project.",
          ),
        },
        {
          title: b("Brainstorming yang Efektif", "Effective Brainstorming"),
          body: b(
            "Brainstorming dipopulerkan oleh Alex Osborn pada pertengahan abad ke-20. Tekniknya sederhana, tetapi sering dijalankan dengan keliru sehingga hasilnya mengecewakan.\n\nAturan dasar brainstorming:\n- Tunda penilaian. Tidak ada kritik selama sesi mengumpulkan ide.\n- Kejar kuantitas. Semakin banyak ide, semakin besar peluang menemukan yang bagus.\n- Sambut ide yang tidak biasa. Ide \u201cliar\u201d dapat dijinakkan belakangan.\n- Kembangkan ide orang lain dengan prinsip \u201cya, dan...\u201d, bukan \u201cya, tetapi...\u201d.\n\nTips fasilitasi:\n- Rumuskan pertanyaan yang spesifik, misalnya \u201cBagaimana kita bisa membuat warga lansia lebih mudah mendaftar di puskesmas?\u201d, bukan \u201cBagaimana memperbaiki layanan?\u201d\n- Mulai dengan beberapa menit menulis ide sendiri-sendiri di kertas tempel sebelum berbagi. Cara ini, sering disebut brainwriting, mencegah ide didominasi orang yang paling vokal atau paling senior.\n- Tempelkan semua ide di dinding, lalu kelompokkan yang mirip.\n- Batasi waktu agar energi tetap tinggi, misalnya 15\u201320 menit per putaran.\n- Libatkan orang dari latar berbeda, termasuk yang berhadapan langsung dengan pelanggan.\n\nDi budaya kerja yang hierarkis, peserta muda sering sungkan bicara di depan atasan. Pemimpin sebaiknya menyampaikan idenya paling akhir agar tidak menggiring peserta lain.",
            "Brainstorming was popularised by Alex Osborn in the mid-20th century. The technique is simple but often run wrongly, with disappointing results.\n\nBasic brainstorming rules:\n- Defer judgement. No criticism while collecting ideas.\n- Go for quantity. The more ideas, the better the chance of finding a good one.\n- Welcome unusual ideas. \u201cWild\u201d ideas can be tamed later.\n- Build on others' ideas with \u201cyes, and...\u201d, not \u201cyes, but...\u201d.\n\nFacilitation tips:\n- Frame a specific question, such as \u201cHow might we make it easier for elderly residents to register at the puskesmas?\u201d rather than \u201cHow do we improve service?\u201d\n- Start with a few minutes of everyone writing ideas alone on sticky notes before sharing. This, often called brainwriting, stops ideas being dominated by the loudest or most senior person.\n- Stick all ideas on the wall, then group similar ones.\n- Time-box to keep energy high, for example 15\u201320 minutes per round.\n- Involve people from different backgrounds, including those who deal directly with customers.\n\nIn hierarchical work cultures, younger participants often hesitate to speak in front of superiors. Leaders should share their own ideas last so they do not steer the others.",
          ),
        },
        {
          title: b("Teknik SCAMPER untuk Mengembangkan Ide", "The SCAMPER Technique for Developing Ideas"),
          body: b(
            "SCAMPER adalah daftar pertanyaan pemicu untuk mengembangkan produk, layanan, atau proses yang sudah ada. Teknik ini dikembangkan oleh Bob Eberle berdasarkan daftar pertanyaan Alex Osborn. Setiap huruf mewakili satu cara berpikir:\n\n- Substitute (ganti): apa yang bisa diganti? Bahan, pemasok, atau saluran penjualan. Contoh: mengganti gula pasir dengan gula aren untuk kue tradisional.\n- Combine (gabungkan): apa yang bisa digabung? Contoh: kedai kopi yang juga menjadi ruang kerja bersama.\n- Adapt (adaptasi): ide dari bidang lain apa yang bisa ditiru? Contoh: sistem antrean bank diterapkan di kantor desa.\n- Modify (ubah): apa yang bisa diperbesar, diperkecil, atau diubah bentuknya? Contoh: kemasan keripik ukuran sekali makan untuk anak sekolah.\n- Put to another use (fungsi lain): bisakah produk atau sisa produksi dipakai untuk hal lain? Contoh: ampas kopi diolah menjadi scrub atau pupuk.\n- Eliminate (hilangkan): apa yang bisa dihapus tanpa mengurangi nilai? Contoh: menghapus formulir kertas yang datanya sudah ada di sistem.\n- Reverse atau rearrange (balik atau susun ulang): bagaimana jika urutannya dibalik? Contoh: pelanggan membayar dan memilih menu lewat ponsel sebelum tiba, sehingga antrean di kasir berkurang.\n\nGunakan SCAMPER dalam sesi kelompok dengan membahas satu huruf selama beberapa menit. Tidak semua huruf menghasilkan ide bagus, tetapi daftar ini memaksa kita melihat dari sudut yang biasanya terlewat.",
            "SCAMPER is a list of trigger questions for developing existing products, services or processes. It was developed by Bob Eberle from Alex Osborn's question list. Each letter represents one way of thinking:\n\n- Substitute: what can be replaced? Materials, suppliers or sales channels. Example: replacing white sugar with palm sugar in traditional cakes.\n- Combine: what can be merged? Example: a coffee shop that is also a co-working space.\n- Adapt: which ideas from other fields can be borrowed? Example: a bank's queuing system applied at a village office.\n- Modify: what can be made bigger, smaller or reshaped? Example: single-serving chip packs for schoolchildren.\n- Put to another use: can the product or its by-products serve another purpose? Example: coffee grounds turned into body scrub or fertiliser.\n- Eliminate: what can be removed without losing value? Example: dropping a paper form whose data is already in the system.\n- Reverse or rearrange: what if the order were reversed? Example: customers choose and pay by phone before arriving, so queues at the till shrink.\n\nUse SCAMPER in a group session by spending a few minutes on each letter. Not every letter yields a good idea, but the list forces us to look from angles we usually miss.",
          ),
        },
        {
          title: b(
            "Peta Pikiran (Mind Mapping) untuk Mengeksplorasi Gagasan",
            "Mind Mapping to Explore Ideas",
          ),
          body: b(
            "Peta pikiran adalah diagram yang menempatkan satu topik di tengah, lalu mengembangkan cabang-cabang gagasan ke segala arah. Teknik ini dipopulerkan oleh Tony Buzan dan cocok untuk mengeksplorasi topik, merencanakan proyek, atau menyusun kerangka tulisan.\n\nCara membuat peta pikiran:\n1. Tulis topik utama di tengah kertas yang diletakkan mendatar, misalnya \u201cPeluncuran produk sambal baru\u201d.\n2. Buat cabang utama untuk aspek besar: produk, harga, kemasan, promosi, distribusi.\n3. Kembangkan setiap cabang menjadi ranting yang lebih rinci. Dari \u201cpromosi\u201d, misalnya: video resep, sampel gratis di pasar, kerja sama dengan warung makan.\n4. Gunakan kata kunci singkat, bukan kalimat panjang.\n5. Tambahkan warna, ikon, atau gambar sederhana agar mudah diingat.\n6. Tarik garis penghubung antarcabang bila menemukan keterkaitan.\n\nKelebihan peta pikiran dibanding daftar biasa adalah bentuknya yang tidak linear. Otak dapat melompat ke cabang mana pun ketika ide muncul, dan hubungan antargagasan terlihat jelas. Misalnya, saat menulis cabang \u201ckemasan\u201d, muncul ide \u201cbotol kaca bisa dikembalikan\u201d yang terhubung dengan cabang \u201charga\u201d sebagai potongan untuk pelanggan setia.\n\nPeta pikiran dapat dibuat di kertas, papan tulis, atau aplikasi digital. Setelah selesai, gunakan hasilnya untuk memilih prioritas dan menyusun rencana tindakan.",
            "A mind map is a diagram that puts one topic in the centre and grows branches of ideas in every direction. Popularised by Tony Buzan, the technique suits exploring a topic, planning a project or outlining a piece of writing.\n\nHow to make a mind map:\n1. Write the main topic in the centre of a sheet in landscape orientation, for example \u201cLaunching a new chilli sauce\u201d.\n2. Draw main branches for the big aspects: product, price, packaging, promotion, distribution.\n3. Grow each branch into more detailed twigs. From \u201cpromotion\u201d, for example: recipe videos, free samples at the market, partnerships with food stalls.\n4. Use short keywords, not long sentences.\n5. Add colours, icons or simple drawings to aid memory.\n6. Draw connecting lines between branches when you spot links.\n\nThe advantage over an ordinary list is its non-linear shape. The mind can jump to any branch when an idea pops up, and links between ideas become visible. For instance, while writing the \u201cpackaging\u201d branch, the idea \u201creturnable glass jars\u201d appears and connects to the \u201cprice\u201d branch as a discount for loyal customers.\n\nMind maps can be drawn on paper, a whiteboard or in a digital app. Once finished, use the result to pick priorities and draft an action plan.",
          ),
        },
        {
          title: b(
            "Mengatasi Kebuntuan Kreatif dan Membangun Kebiasaan",
            "Overcoming Creative Blocks and Building Habits",
          ),
          body: b(
            "Setiap orang pernah mengalami kebuntuan: menatap layar kosong tanpa tahu harus mulai dari mana. Kebuntuan biasanya bukan tanda tidak berbakat, melainkan tanda perlu mengubah cara kerja.\n\nPenyebab umum dan cara mengatasinya:\n- Takut hasilnya jelek. Izinkan diri membuat draf buruk terlebih dahulu. Draf pertama bertugas ada, bukan sempurna.\n- Masalah terlalu besar. Pecah menjadi bagian kecil. Daripada \u201cmembuat kampanye tahunan\u201d, mulailah dari \u201cmenulis lima judul unggahan untuk minggu depan\u201d.\n- Kurang masukan. Kreativitas membutuhkan bahan. Amati pelanggan, kunjungi pasar, baca hal di luar bidang Anda, dan lihat karya orang lain sebagai inspirasi, bukan untuk dijiplak.\n- Kelelahan. Istirahat, berjalan kaki, atau beralih ke tugas lain. Banyak ide muncul justru saat pikiran santai.\n- Terlalu banyak gangguan. Sisihkan waktu fokus tanpa notifikasi ponsel.\n\nKebiasaan yang menumbuhkan kreativitas:\n- Bawa buku catatan atau aplikasi catatan untuk menangkap ide kapan saja.\n- Tetapkan waktu rutin untuk berkarya, meskipun singkat.\n- Ajukan pertanyaan \u201cbagaimana jika...?\u201d tentang hal sehari-hari.\n- Minta umpan balik lebih awal, sebelum terlalu jauh.\n\nContoh: desainer lepas di Yogyakarta menyisihkan 30 menit setiap pagi untuk membuat sketsa bebas. Kumpulan sketsa itu menjadi \u201cbank ide\u201d yang ia buka ketika mendapat proyek dengan tenggat ketat.",
            "Everyone experiences creative blocks: staring at a blank screen not knowing where to start. A block is usually not a sign of lacking talent but a sign to change how you work.\n\nCommon causes and remedies:\n- Fear that the result will be bad. Allow yourself to make a bad first draft. A first draft's job is to exist, not to be perfect.\n- The problem is too big. Break it into small pieces. Instead of \u201ccreate a year-long campaign\u201d, start with \u201cwrite five post headlines for next week\u201d.\n- Too little input. Creativity needs raw material. Observe customers, visit markets, read outside your field, and look at others' work for inspiration, not to copy.\n- Fatigue. Rest, take a walk or switch tasks. Many ideas arrive precisely when the mind is relaxed.\n- Too many distractions. Set aside focus time without phone notifications.\n\nHabits that nurture creativity:\n- Carry a notebook or notes app to capture ideas anytime.\n- Set a regular time to create, even if short.\n- Ask \u201cwhat if...?\u201d about everyday things.\n- Seek feedback early, before going too far.\n\nExample: a freelance designer in Yogyakarta spends 30 minutes every morning on free sketching. The collection of sketches becomes an \u201cidea bank\u201d she opens when a project arrives with a tight deadline.",
          ),
        },
        {
          title: b("Menilai, Menguji, dan Menyampaikan Ide", "Evaluating, Testing and Pitching Ideas"),
          body: b(
            "Ide baru bernilai jika dijalankan. Gunakan proses penilaian yang jelas dan sampaikan ide dengan meyakinkan.\n\nMenilai ide:\n- Sepakati kriteria sebelum menilai, misalnya dampak bagi pengguna, biaya, waktu penerapan, dan risiko.\n- Gunakan matriks dampak\u2013usaha: ide berdampak tinggi dengan usaha rendah menjadi prioritas pertama.\n- Gunakan pemungutan suara bertitik (dot voting): setiap peserta mendapat beberapa stiker untuk ditempel pada ide favorit, sehingga pilihan kelompok terlihat cepat.\n\nMenguji ide:\n- Buat versi kecil yang murah, seperti contoh produk, gambar sketsa, atau uji coba satu minggu.\n- Tentukan apa yang ingin dipelajari dan ukurannya sebelum menguji.\n\nMenyampaikan ide kepada atasan, investor, atau mitra:\n- Mulai dari masalah yang dirasakan pendengar, bukan dari solusi Anda.\n- Jelaskan ide dalam satu kalimat sederhana.\n- Tunjukkan bukti, misalnya hasil uji coba atau masukan pelanggan.\n- Sampaikan kebutuhan secara konkret: anggaran, waktu, atau dukungan apa yang diminta.\n- Antisipasi keberatan dan siapkan jawaban.\n\nContoh: staf kelurahan mengusulkan layanan antar dokumen untuk lansia. Ia membuka dengan data jumlah lansia yang kesulitan datang, menjelaskan uji coba dua minggu yang sudah dilakukan, lalu meminta persetujuan untuk menjalankannya selama tiga bulan. Terima juga kritik sebagai masukan untuk memperbaiki ide, bukan sebagai serangan pribadi.",
            "A new idea has value only if it is put into action. Use a clear evaluation process and pitch convincingly.\n\nEvaluating ideas:\n- Agree on criteria before judging, such as user impact, cost, time to implement and risk.\n- Use an impact\u2013effort matrix: high-impact, low-effort ideas come first.\n- Use dot voting: each participant gets a few stickers to place on favourite ideas, so the group's preferences show quickly.\n\nTesting ideas:\n- Build a small, cheap version, such as a product sample, a sketch or a one-week pilot.\n- Decide what you want to learn and how to measure it before testing.\n\nPitching ideas to managers, investors or partners:\n- Start with the problem your listeners feel, not with your solution.\n- Explain the idea in one simple sentence.\n- Show evidence, such as pilot results or customer feedback.\n- State your needs concretely: what budget, time or support you are asking for.\n- Anticipate objections and prepare answers.\n\nExample: a sub-district staff member proposes a document delivery service for elderly residents. She opens with data on how many elderly residents struggle to come in, explains the two-week pilot already run, then asks for approval to run it for three months. Treat criticism as input to improve the idea, not as a personal attack.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Menurut pelajaran, apa yang dimaksud kreativitas?",
            "According to the lesson, what is creativity?",
          ),
          [
            o(
              true,
              "Kemampuan menghasilkan ide baru yang berguna, yang dapat dilatih",
              "The trainable ability to produce new, useful ideas",
            ),
            o(false, "Bakat langka yang hanya dimiliki seniman", "A rare talent only artists have"),
            o(false, "Kebebasan tanpa batasan apa pun", "Freedom without any constraints"),
          ],
          b(
            "Kreativitas ada di semua bidang dan tumbuh dari kebiasaan serta latihan.",
            "Creativity exists in every field and grows through habits and practice.",
          ),
        ),
        q(
          "single",
          b(
            "Apa yang sebaiknya dilakukan pada fase berpikir divergen?",
            "What should happen during the divergent thinking phase?",
          ),
          [
            o(
              true,
              "Menghasilkan sebanyak mungkin ide tanpa langsung menilai",
              "Generate as many ideas as possible without judging immediately",
            ),
            o(
              false,
              "Memilih satu ide terbaik secepatnya",
              "Pick the single best idea as quickly as possible",
            ),
            o(false, "Mengkritik setiap ide yang muncul", "Criticise every idea that appears"),
          ],
          b(
            "Divergen memperluas kemungkinan; penilaian dilakukan pada fase konvergen.",
            "Divergent thinking expands possibilities; judging happens in the convergent phase.",
          ),
        ),
        q(
          "multiple",
          b("Manakah aturan brainstorming yang benar?", "Which are correct brainstorming rules?"),
          [
            o(true, "Tunda penilaian", "Defer judgement"),
            o(true, "Kejar kuantitas", "Go for quantity"),
            o(
              false,
              "Pemimpin menyampaikan idenya pertama kali agar peserta punya arah",
              "The leader shares ideas first so participants have direction",
            ),
            o(
              true,
              "Kembangkan ide orang lain dengan \u201cya, dan...\u201d",
              "Build on others' ideas with \u201cyes, and...\u201d",
            ),
          ],
          b(
            "Pemimpin sebaiknya berbicara terakhir agar tidak menggiring ide peserta lain.",
            "Leaders should speak last so they do not steer others' ideas.",
          ),
        ),
        q(
          "single",
          b(
            "Mengubah ampas kopi menjadi pupuk termasuk huruf SCAMPER yang mana?",
            "Turning coffee grounds into fertiliser is which SCAMPER letter?",
          ),
          [
            o(false, "Substitute", "Substitute"),
            o(false, "Combine", "Combine"),
            o(true, "Put to another use", "Put to another use"),
            o(false, "Eliminate", "Eliminate"),
          ],
          b(
            "Memakai sisa produksi untuk fungsi lain adalah Put to another use.",
            "Using by-products for another purpose is Put to another use.",
          ),
        ),
        q(
          "multiple",
          b("Manakah cara membuat peta pikiran yang benar?", "Which are correct ways to make a mind map?"),
          [
            o(true, "Menulis topik utama di tengah", "Writing the main topic in the centre"),
            o(true, "Memakai kata kunci singkat", "Using short keywords"),
            o(false, "Menulis kalimat panjang di setiap cabang", "Writing long sentences on every branch"),
            o(
              true,
              "Menarik garis penghubung antarcabang yang berkaitan",
              "Drawing lines between related branches",
            ),
          ],
          b(
            "Kata kunci singkat membuat peta ringkas dan mudah dikembangkan.",
            "Short keywords keep the map compact and easy to extend.",
          ),
        ),
        q(
          "single",
          b(
            "Anda buntu menghadapi tugas \u201cmembuat kampanye tahunan\u201d. Langkah apa yang dianjurkan?",
            "You are stuck on the task \u201ccreate a year-long campaign\u201d. What is recommended?",
          ),
          [
            o(
              true,
              "Memecahnya menjadi bagian kecil, misalnya lima judul unggahan untuk minggu depan",
              "Break it into small pieces, such as five post headlines for next week",
            ),
            o(false, "Menunggu ilham datang dengan sendirinya", "Wait for inspiration to arrive by itself"),
            o(false, "Menjiplak kampanye pesaing", "Copy a competitor's campaign"),
          ],
          b(
            "Masalah yang terlalu besar melumpuhkan; langkah kecil membuat pekerjaan bisa dimulai.",
            "Overly large problems paralyse; small steps let work begin.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam matriks dampak\u2013usaha, ide mana yang menjadi prioritas pertama?",
            "In an impact\u2013effort matrix, which ideas come first?",
          ),
          [
            o(true, "Dampak tinggi, usaha rendah", "High impact, low effort"),
            o(false, "Dampak rendah, usaha tinggi", "Low impact, high effort"),
            o(false, "Dampak rendah, usaha rendah", "Low impact, low effort"),
          ],
          b(
            "Ide berdampak tinggi dengan usaha rendah memberi hasil terbesar dengan sumber daya paling sedikit.",
            "High-impact, low-effort ideas deliver the most with the fewest resources.",
          ),
        ),
        q(
          "multiple",
          b("Apa saja unsur penyampaian ide yang meyakinkan?", "What makes an idea pitch convincing?"),
          [
            o(
              true,
              "Mulai dari masalah yang dirasakan pendengar",
              "Starting from the problem listeners feel",
            ),
            o(true, "Menunjukkan bukti seperti hasil uji coba", "Showing evidence such as pilot results"),
            o(true, "Menyampaikan kebutuhan secara konkret", "Stating needs concretely"),
            o(false, "Menghindari membahas keberatan yang mungkin muncul", "Avoiding any likely objections"),
          ],
          b(
            "Mengantisipasi keberatan justru menambah kepercayaan pendengar.",
            "Anticipating objections increases listeners' confidence.",
          ),
        ),
      ],
    },
    {
      key: "visual-identity-branding-design",
      title: b(
        "Desain Identitas Visual dan Kemasan untuk Merek",
        "Visual Identity and Packaging Design for Brands",
      ),
      description: b(
        "Pelajari cara membangun identitas visual yang konsisten untuk usaha atau lembaga, mulai dari logo, palet warna, dan panduan merek hingga desain kemasan dan presentasi. Kursus ini juga membahas cara bekerja sama dengan desainer melalui creative brief serta dasar hak cipta dan merek.",
        "Learn to build a consistent visual identity for a business or institution, from logo, colour palette and brand guidelines to packaging and presentation design. The track also covers working with designers through a creative brief and the basics of copyright and trademarks.",
      ),
      skills: [
        b(
          "Memahami unsur identitas visual dan jenis logo",
          "Understanding visual identity elements and logo types",
        ),
        b("Menyusun panduan merek sederhana", "Writing simple brand guidelines"),
        b("Merancang kemasan yang informatif dan menarik", "Designing informative, attractive packaging"),
        b("Mendesain slide presentasi yang jelas", "Designing clear presentation slides"),
        b("Menulis creative brief untuk desainer", "Writing a creative brief for designers"),
        b(
          "Memahami dasar hak cipta dan pendaftaran merek",
          "Understanding copyright and trademark registration basics",
        ),
      ],
      lessons: [
        {
          title: b("Identitas Visual: Lebih dari Sekadar Logo", "Visual Identity: More Than a Logo"),
          body: b(
            "Identitas visual adalah kumpulan elemen yang membuat merek mudah dikenali: logo, warna, huruf, gaya foto, ilustrasi, dan pola grafis. Logo hanyalah salah satu bagian. Merek yang kuat dikenali bahkan ketika logonya tidak terlihat, karena warna dan gayanya konsisten.\n\nJenis logo yang umum:\n- Wordmark: nama merek dalam huruf yang khas. Cocok jika nama pendek dan mudah diucapkan.\n- Lettermark: singkatan atau inisial, cocok untuk nama panjang.\n- Simbol atau ikon: gambar yang mewakili merek.\n- Kombinasi: simbol dan nama bersama, paling banyak dipakai UMKM.\n- Emblem: nama berada di dalam bentuk, seperti lencana atau stempel.\n\nCiri logo yang baik:\n- Sederhana, sehingga tetap jelas saat dikecilkan di stiker kemasan atau ikon media sosial.\n- Tetap terbaca dalam satu warna, misalnya saat dicetak hitam putih atau disablon.\n- Relevan dengan karakter usaha tanpa harus menggambarkan produknya secara harfiah.\n- Orisinal, tidak meniru merek lain.\n\nContoh: UMKM kopi bubuk dari Toraja memilih logo kombinasi dengan simbol sederhana motif ukiran setempat, warna cokelat tua dan krem, serta satu jenis huruf serif untuk semua materi. Konsistensi ini membuat produknya mudah dikenali di rak toko oleh-oleh maupun di marketplace.",
            "A visual identity is the set of elements that makes a brand recognisable: logo, colours, typefaces, photo style, illustrations and graphic patterns. The logo is only one part. A strong brand is recognised even when its logo is not visible, because its colours and style are consistent.\n\nCommon logo types:\n- Wordmark: the brand name in distinctive lettering. Good when the name is short and easy to say.\n- Lettermark: an abbreviation or initials, good for long names.\n- Symbol or icon: an image representing the brand.\n- Combination: symbol and name together, the most common choice for UMKM.\n- Emblem: the name sits inside a shape, such as a badge or seal.\n\nA good logo is:\n- Simple, so it stays clear when shrunk onto a packaging sticker or a social media icon.\n- Readable in one colour, for example when printed in black and white or screen-printed.\n- Relevant to the business's character without having to depict the product literally.\n- Original, not imitating another brand.\n\nExample: a ground-coffee UMKM from Toraja chooses a combination logo with a simple symbol based on local carving motifs, dark brown and cream colours, and a single serif typeface for all materials. This consistency makes its product easy to spot on souvenir shop shelves and on marketplaces.",
          ),
        },
        {
          title: b("Menyusun Panduan Merek (Brand Guidelines)", "Creating Brand Guidelines"),
          body: b(
            "Panduan merek adalah dokumen yang menjelaskan cara memakai elemen identitas visual dengan benar. Tanpa panduan, setiap orang, dari staf, percetakan, hingga desainer lepas, akan menafsirkan sendiri, sehingga tampilan merek menjadi tidak konsisten.\n\nIsi panduan merek sederhana:\n- Logo: versi utama, versi alternatif (misalnya horizontal dan vertikal), versi satu warna, ukuran minimum, dan ruang kosong di sekitar logo.\n- Contoh pemakaian yang salah: logo diregangkan, diputar, diberi bayangan, atau warnanya diganti.\n- Palet warna: kode warna untuk layar (HEX atau RGB) dan untuk cetak (CMYK), agar warna sama di semua media.\n- Tipografi: huruf untuk judul dan isi, beserta ukuran dan ketebalan yang dianjurkan.\n- Gaya foto dan ilustrasi: misalnya foto bercahaya alami dengan latar polos.\n- Nada bahasa: apakah merek berbicara formal, hangat, atau santai.\n- Contoh penerapan: kartu nama, kop surat, unggahan media sosial, spanduk, dan kemasan.\n\nPanduan tidak harus tebal. Bagi UMKM atau kantor desa, lima sampai sepuluh halaman PDF sudah sangat membantu. Simpan file logo dalam berbagai format di folder bersama, seperti PNG berlatar transparan untuk layar dan format vektor (SVG, AI, atau PDF) untuk cetak ukuran besar, agar tidak ada lagi logo buram hasil tangkapan layar.",
            "Brand guidelines are a document explaining how to use visual identity elements correctly. Without them, everyone, from staff and printers to freelance designers, interprets things their own way and the brand looks inconsistent.\n\nContents of simple brand guidelines:\n- Logo: the main version, alternative versions (such as horizontal and vertical), a one-colour version, minimum size and clear space around the logo.\n- Examples of incorrect use: stretched, rotated, shadowed or recoloured logos.\n- Colour palette: colour codes for screen (HEX or RGB) and for print (CMYK), so colours match across media.\n- Typography: typefaces for headings and body, with recommended sizes and weights.\n- Photo and illustration style: for example naturally lit photos with plain backgrounds.\n- Tone of voice: whether the brand speaks formally, warmly or casually.\n- Application examples: business cards, letterheads, social media posts, banners and packaging.\n\nThe guidelines need not be thick. For an UMKM or a village office, a five- to ten-page PDF already helps a lot. Keep logo files in several formats in a shared folder, such as PNG with a transparent background for screens and vector formats (SVG, AI or PDF) for large prints, so there are no more blurry logos taken from screenshots.",
          ),
        },
        {
          title: b("Desain Kemasan Produk UMKM", "Packaging Design for UMKM Products"),
          body: b(
            "Kemasan adalah \u201cpenjual diam\u201d di rak toko. Dalam beberapa detik, kemasan harus menarik perhatian, menjelaskan isi, dan meyakinkan pembeli. Kemasan juga melindungi produk dan memuat informasi yang diwajibkan.\n\nUnsur desain kemasan yang efektif:\n- Hierarki informasi: merek dan nama produk paling menonjol, lalu varian atau rasa, kemudian manfaat utama.\n- Pembeda di rak: lihat kemasan pesaing, lalu pilih warna atau bentuk yang membuat produk Anda menonjol di antara mereka.\n- Kode warna varian: misalnya merah untuk pedas dan hijau untuk original, agar pembeli cepat menemukan pilihannya.\n- Keterbacaan: huruf cukup besar dan kontras, terutama untuk informasi wajib.\n\nInformasi yang umumnya harus dicantumkan pada label pangan olahan meliputi nama produk, daftar bahan atau komposisi, berat bersih atau isi bersih, nama dan alamat produsen, tanggal kedaluwarsa, serta nomor izin edar seperti P-IRT atau BPOM MD sesuai jenis produknya. Produk bersertifikat halal mencantumkan logo halal resmi. Pastikan detailnya sesuai ketentuan terbaru dari instansi berwenang.\n\nPertimbangkan juga fungsi: mudah dibuka dan ditutup kembali, tahan selama pengiriman daring, dan sebisa mungkin mudah didaur ulang. Uji contoh kemasan di tangan calon pembeli dan di rak sebenarnya sebelum mencetak dalam jumlah besar.",
            "Packaging is the \u201csilent salesperson\u201d on the shelf. In a few seconds it must catch attention, explain what is inside and convince buyers. Packaging also protects the product and carries mandatory information.\n\nElements of effective packaging design:\n- Information hierarchy: brand and product name most prominent, then variant or flavour, then the key benefit.\n- Shelf differentiation: look at competitors' packaging, then choose colours or shapes that make yours stand out among them.\n- Variant colour coding: for example red for spicy and green for original, so buyers find their choice quickly.\n- Readability: type large and contrasting enough, especially for mandatory information.\n\nInformation generally required on processed food labels includes the product name, ingredients or composition, net weight or net contents, the producer's name and address, expiry date, and a distribution permit number such as P-IRT or BPOM MD depending on the product type. Halal-certified products display the official halal logo. Make sure the details follow the latest rules from the authorities concerned.\n\nConsider function too: easy to open and reseal, sturdy enough for online delivery and, where possible, easy to recycle. Test sample packaging in prospective buyers' hands and on a real shelf before printing in bulk.",
          ),
        },
        {
          title: b("Desain Slide Presentasi yang Jelas", "Designing Clear Presentation Slides"),
          body: b(
            "Slide presentasi sering dipenuhi paragraf panjang yang dibacakan ulang oleh pembicara. Akibatnya, audiens sibuk membaca dan berhenti mendengarkan. Slide yang baik mendukung pembicara, bukan menggantikannya.\n\nPrinsip desain slide:\n- Satu gagasan per slide. Judul slide sebaiknya berupa kesimpulan, misalnya \u201cPenjualan naik 20% setelah promo QRIS\u201d, bukan sekadar \u201cData Penjualan\u201d.\n- Sedikit teks. Gunakan kata kunci atau poin singkat; penjelasan lengkap disampaikan secara lisan.\n- Huruf besar. Teks harus terbaca dari kursi paling belakang. Hindari ukuran yang terlalu kecil.\n- Visual yang bermakna: grafik sederhana, foto nyata kegiatan, atau diagram alur, bukan gambar hiasan yang tidak berhubungan.\n- Grafik yang bersih: hapus garis dan label yang tidak perlu, dan beri warna menonjol hanya pada data yang sedang dibahas.\n- Konsisten: gunakan template dengan warna dan huruf sesuai identitas lembaga.\n\nContoh: kepala puskesmas mempresentasikan capaian imunisasi di forum kecamatan. Alih-alih tabel penuh angka dari semua desa, ia menampilkan grafik batang dengan desa yang capaiannya di bawah target diberi warna berbeda, dan judul slide \u201cTiga desa perlu pendampingan tambahan\u201d. Tabel lengkap dibagikan sebagai lampiran.\n\nSebelum tampil, uji slide di proyektor atau layar yang akan dipakai, karena warna dan kontras bisa berbeda dari layar laptop.",
            "Presentation slides are often packed with long paragraphs that the speaker reads aloud. The audience ends up reading and stops listening. Good slides support the speaker rather than replace them.\n\nSlide design principles:\n- One idea per slide. The slide title should be a conclusion, such as \u201cSales rose 20% after the QRIS promotion\u201d, not just \u201cSales Data\u201d.\n- Little text. Use keywords or short points; the full explanation is spoken.\n- Large type. Text must be readable from the back row. Avoid sizes that are too small.\n- Meaningful visuals: simple charts, real photos of activities or flow diagrams, not unrelated decorative pictures.\n- Clean charts: remove unnecessary lines and labels, and use a highlight colour only for the data being discussed.\n- Consistency: use a template with the institution's identity colours and fonts.\n\nExample: a puskesmas head presents immunisation results at a sub-district forum. Instead of a table full of figures for every village, she shows a bar chart with villages below target in a different colour, under the slide title \u201cThree villages need extra support\u201d. The full table is handed out as an appendix.\n\nBefore presenting, test the slides on the projector or screen you will use, because colours and contrast may differ from the laptop screen.",
          ),
        },
        {
          title: b(
            "Menulis Creative Brief dan Bekerja dengan Desainer",
            "Writing a Creative Brief and Working with Designers",
          ),
          body: b(
            "Banyak proyek desain gagal karena permintaannya tidak jelas. \u201cBuatkan logo yang bagus dan modern\u201d bisa ditafsirkan dengan seribu cara. Creative brief adalah dokumen singkat yang menyamakan pemahaman sebelum pekerjaan dimulai.\n\nIsi creative brief:\n- Latar belakang: siapa Anda, apa usaha atau lembaganya, dan mengapa proyek ini dibuat.\n- Tujuan: apa yang ingin dicapai, misalnya meningkatkan pendaftaran peserta pelatihan atau membuat produk tampak lebih premium.\n- Sasaran audiens: siapa mereka, usia, kebiasaan, dan apa yang mereka pedulikan.\n- Pesan utama: satu hal yang harus ditangkap audiens.\n- Keluaran: apa saja yang harus dibuat, ukuran, format, dan jumlahnya.\n- Batasan dan acuan: panduan merek, informasi wajib, contoh yang disukai maupun tidak disukai beserta alasannya.\n- Anggaran, tenggat, dan jumlah revisi yang disepakati.\n\nTips bekerja sama:\n- Beri umpan balik yang spesifik dan berkaitan dengan tujuan. \u201cHarga kurang menonjol untuk pembeli yang mencari promo\u201d lebih berguna daripada \u201ckurang sreg\u201d.\n- Kumpulkan masukan dari semua pengambil keputusan menjadi satu, agar desainer tidak menerima instruksi yang bertentangan.\n- Sepakati secara tertulis hak penggunaan hasil desain dan serahkan file sumbernya sesuai perjanjian.\n- Hargai waktu dan keahlian desainer; revisi tanpa batas dan pembayaran yang tertunda merusak kerja sama.",
            "Many design projects fail because the request was unclear. \u201cMake a nice, modern logo\u201d can be interpreted a thousand ways. A creative brief is a short document that aligns understanding before work begins.\n\nContents of a creative brief:\n- Background: who you are, what the business or institution does and why this project exists.\n- Objective: what you want to achieve, such as more training registrations or making a product look more premium.\n- Target audience: who they are, their age, habits and what they care about.\n- Key message: the one thing the audience must take away.\n- Deliverables: what must be produced, sizes, formats and quantities.\n- Constraints and references: brand guidelines, mandatory information, examples you like and dislike with reasons.\n- Budget, deadline and the agreed number of revisions.\n\nTips for working together:\n- Give feedback that is specific and tied to the objective. \u201cThe price does not stand out enough for bargain-hunting buyers\u201d is more useful than \u201cit doesn't feel right\u201d.\n- Consolidate input from all decision-makers into one, so the designer does not receive conflicting instructions.\n- Agree in writing on usage rights for the design and the handover of source files as contracted.\n- Respect the designer's time and expertise; unlimited revisions and late payments damage the relationship.",
          ),
        },
        {
          title: b(
            "Hak Cipta, Lisensi, dan Pendaftaran Merek",
            "Copyright, Licensing and Trademark Registration",
          ),
          body: b(
            "Dalam desain, kita sering memakai foto, ilustrasi, huruf, dan musik karya orang lain. Memahami dasar hukumnya melindungi Anda dari sengketa sekaligus melindungi karya Anda sendiri.\n\nHak cipta di Indonesia diatur dalam Undang-Undang Nomor 28 Tahun 2014 tentang Hak Cipta. Hak cipta timbul secara otomatis ketika sebuah karya diwujudkan dalam bentuk nyata, tanpa harus didaftarkan terlebih dahulu, meskipun pencatatan dapat membantu sebagai bukti. Artinya, foto atau ilustrasi yang Anda temukan di internet tidak otomatis bebas dipakai.\n\nPraktik aman:\n- Gunakan foto dan ilustrasi dari situs bebas royalti dan baca syarat lisensinya, termasuk apakah boleh untuk kepentingan komersial dan apakah perlu mencantumkan nama pembuat.\n- Periksa lisensi huruf sebelum dipakai pada logo atau kemasan.\n- Simpan bukti lisensi atau pembelian.\n- Jangan mengambil desain pesaing lalu sekadar mengubah warnanya.\n\nLogo dan nama usaha dilindungi melalui pendaftaran merek, yang diatur dalam Undang-Undang Nomor 20 Tahun 2016 tentang Merek dan Indikasi Geografis. Berbeda dengan hak cipta, perlindungan merek diperoleh melalui pendaftaran di Direktorat Jenderal Kekayaan Intelektual (DJKI). Sebelum mencetak kemasan dan spanduk dalam jumlah besar, telusuri dulu apakah nama atau logo serupa sudah terdaftar, lalu daftarkan merek Anda. Ini mencegah kerugian jika kelak harus mengganti nama karena digugat pemilik merek terdaftar.",
            "In design we often use photos, illustrations, fonts and music created by others. Understanding the legal basics protects you from disputes and also protects your own work.\n\nCopyright in Indonesia is governed by Law Number 28 of 2014 on Copyright. Copyright arises automatically when a work is expressed in tangible form, without prior registration, although recording it can help as evidence. This means a photo or illustration you find online is not automatically free to use.\n\nSafe practices:\n- Use photos and illustrations from royalty-free sites and read the licence terms, including whether commercial use is allowed and whether the creator must be credited.\n- Check font licences before using them in a logo or on packaging.\n- Keep proof of licences or purchases.\n- Never take a competitor's design and merely change its colours.\n\nLogos and business names are protected through trademark registration, governed by Law Number 20 of 2016 on Marks and Geographical Indications. Unlike copyright, trademark protection is obtained through registration with the Directorate General of Intellectual Property (DJKI). Before printing packaging and banners in bulk, first search whether a similar name or logo is already registered, then register your mark. This avoids losses if you later have to rename because the owner of a registered mark objects.",
          ),
        },
        {
          title: b(
            "Menjaga Konsistensi Merek di Semua Titik Sentuh",
            "Keeping the Brand Consistent Across Every Touchpoint",
          ),
          body: b(
            "Identitas visual yang sudah dirancang dengan baik akan sia-sia jika tidak diterapkan secara konsisten. Pelanggan bertemu merek di banyak titik sentuh: papan nama toko, kemasan, seragam, nota, akun media sosial, halaman marketplace, stiker ojek daring, hingga pesan WhatsApp.\n\nLangkah menjaga konsistensi:\n- Audit titik sentuh. Kumpulkan foto semua materi yang beredar, tempel berdampingan, lalu tandai yang warnanya, logonya, atau gaya bahasanya tidak sesuai panduan.\n- Sediakan template siap pakai untuk materi yang sering dibuat: unggahan promo, spanduk acara, kop surat, sertifikat, dan slide presentasi.\n- Tetapkan penanggung jawab yang memeriksa materi sebelum dicetak atau diunggah.\n- Berikan panduan singkat kepada mitra, seperti reseller dan percetakan, lengkap dengan file logo yang benar.\n- Ganti materi lama secara bertahap, dimulai dari yang paling sering dilihat pelanggan.\n\nKonsistensi tidak berarti monoton. Anda tetap bisa membuat desain yang segar untuk kampanye musiman, misalnya Ramadan atau HUT Kemerdekaan, selama tetap memakai warna, huruf, dan logo sesuai panduan.\n\nContoh: jaringan kedai bakso dengan lima cabang di Surabaya menemukan bahwa setiap cabang mencetak menu dan spanduk sendiri dengan logo yang berbeda-beda. Setelah membuat template bersama dan satu pemeriksa desain di kantor pusat, tampilan semua cabang seragam dan pelanggan lebih mudah mengenali merek tersebut.",
            "A well-designed visual identity is wasted if it is not applied consistently. Customers meet a brand at many touchpoints: shop signs, packaging, uniforms, receipts, social media accounts, marketplace pages, ride-hailing stickers and even WhatsApp messages.\n\nSteps to keep it consistent:\n- Audit touchpoints. Collect photos of every material in circulation, lay them side by side, and mark those whose colours, logos or tone do not follow the guidelines.\n- Provide ready-to-use templates for frequently made materials: promo posts, event banners, letterheads, certificates and presentation slides.\n- Appoint someone to check materials before they are printed or posted.\n- Give partners, such as resellers and printers, a short guide with the correct logo files.\n- Replace old materials gradually, starting with those customers see most.\n\nConsistency does not mean monotony. You can still create fresh designs for seasonal campaigns, such as Ramadan or Independence Day, as long as they use the colours, fonts and logo in the guidelines.\n\nExample: a meatball-soup chain with five branches in Surabaya found that each branch printed its own menus and banners with different logos. After creating shared templates and one design checker at head office, all branches looked the same and customers recognised the brand more easily.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Logo yang terdiri atas simbol dan nama merek bersama-sama disebut...",
            "A logo made of a symbol and the brand name together is called...",
          ),
          [
            o(false, "Wordmark", "Wordmark"),
            o(false, "Lettermark", "Lettermark"),
            o(true, "Logo kombinasi", "Combination mark"),
            o(false, "Emblem", "Emblem"),
          ],
          b(
            "Logo kombinasi menggabungkan simbol dan nama, pilihan yang paling umum bagi UMKM.",
            "A combination mark joins symbol and name, the most common choice for UMKM.",
          ),
        ),
        q(
          "multiple",
          b("Manakah ciri logo yang baik?", "Which are characteristics of a good logo?"),
          [
            o(true, "Tetap jelas saat dikecilkan", "Stays clear when shrunk"),
            o(true, "Tetap terbaca dalam satu warna", "Remains readable in one colour"),
            o(
              false,
              "Meniru logo merek terkenal agar cepat dikenal",
              "Imitates a famous brand's logo to gain recognition",
            ),
            o(true, "Relevan dengan karakter usaha", "Relevant to the business's character"),
          ],
          b(
            "Logo harus orisinal; meniru merek lain berisiko hukum dan membingungkan pelanggan.",
            "A logo must be original; imitating others is legally risky and confuses customers.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa panduan merek mencantumkan kode warna HEX/RGB dan CMYK?",
            "Why do brand guidelines list both HEX/RGB and CMYK colour codes?",
          ),
          [
            o(true, "Agar warna sama di layar dan di hasil cetak", "So colours match on screen and in print"),
            o(
              false,
              "Agar desainer bebas memilih warna lain",
              "So designers can freely choose other colours",
            ),
            o(false, "Karena CMYK hanya untuk media sosial", "Because CMYK is only for social media"),
          ],
          b(
            "RGB/HEX untuk layar dan CMYK untuk cetak; keduanya diperlukan agar warna konsisten.",
            "RGB/HEX is for screens and CMYK for print; both are needed for consistent colour.",
          ),
        ),
        q(
          "multiple",
          b(
            "Informasi apa yang umumnya wajib ada pada label pangan olahan?",
            "Which information is generally required on processed food labels?",
          ),
          [
            o(true, "Daftar bahan atau komposisi", "Ingredients or composition"),
            o(true, "Berat bersih", "Net weight"),
            o(true, "Tanggal kedaluwarsa", "Expiry date"),
            o(false, "Nama desainer kemasan", "The packaging designer's name"),
          ],
          b(
            "Label pangan memuat informasi untuk konsumen dan pengawasan, bukan nama desainer.",
            "Food labels carry information for consumers and regulators, not the designer's name.",
          ),
        ),
        q(
          "single",
          b("Judul slide mana yang paling efektif?", "Which slide title is most effective?"),
          [
            o(false, "\u201cData Imunisasi\u201d", "\u201cImmunisation Data\u201d"),
            o(
              true,
              "\u201cTiga desa perlu pendampingan tambahan\u201d",
              "\u201cThree villages need extra support\u201d",
            ),
            o(false, "\u201cSlide 5\u201d", "\u201cSlide 5\u201d"),
          ],
          b(
            "Judul berupa kesimpulan langsung menyampaikan pesan utama slide.",
            "A conclusion-style title delivers the slide's key message directly.",
          ),
        ),
        q(
          "multiple",
          b("Apa saja isi creative brief?", "What goes into a creative brief?"),
          [
            o(true, "Tujuan proyek", "The project objective"),
            o(true, "Sasaran audiens", "The target audience"),
            o(true, "Tenggat dan jumlah revisi", "Deadline and number of revisions"),
            o(
              false,
              "Instruksi \u201cbuat saja yang bagus\u201d tanpa penjelasan lain",
              "The instruction \u201cjust make it nice\u201d with nothing else",
            ),
          ],
          b(
            "Brief yang jelas menyamakan pemahaman; instruksi samar menghasilkan banyak revisi.",
            "A clear brief aligns understanding; vague instructions cause many revisions.",
          ),
        ),
        q(
          "single",
          b(
            "Menurut UU Nomor 28 Tahun 2014, kapan hak cipta timbul?",
            "Under Law Number 28 of 2014, when does copyright arise?",
          ),
          [
            o(
              true,
              "Secara otomatis saat karya diwujudkan dalam bentuk nyata",
              "Automatically when a work is expressed in tangible form",
            ),
            o(
              false,
              "Hanya setelah karya didaftarkan ke DJKI",
              "Only after the work is registered with DJKI",
            ),
            o(
              false,
              "Setelah karya dipakai selama lima tahun",
              "After the work has been used for five years",
            ),
          ],
          b(
            "Hak cipta timbul otomatis; pencatatan hanya membantu pembuktian. Merek, sebaliknya, dilindungi melalui pendaftaran.",
            "Copyright arises automatically; recording only helps as evidence. Trademarks, by contrast, are protected through registration.",
          ),
        ),
        q(
          "single",
          b(
            "Apa langkah pertama menjaga konsistensi merek di banyak cabang?",
            "What is the first step to keep a brand consistent across many branches?",
          ),
          [
            o(
              true,
              "Mengaudit semua materi yang beredar dan menandai yang tidak sesuai panduan",
              "Audit all materials in circulation and mark those not following the guidelines",
            ),
            o(
              false,
              "Membiarkan setiap cabang membuat desain sendiri",
              "Let each branch make its own designs",
            ),
            o(false, "Mengganti logo setiap bulan", "Change the logo every month"),
          ],
          b(
            "Audit menunjukkan di mana ketidakkonsistenan terjadi sehingga perbaikan bisa diprioritaskan.",
            "An audit reveals where inconsistencies occur so fixes can be prioritised.",
          ),
        ),
      ],
    },
  ],
};

export default content;
