/**
 * Administrative Operations: correspondence and records, purchasing/stock/petty cash, and SOPs with process
 * improvement — the back-office work of Indonesian offices, village governments, cooperatives and UMKM.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "administrative-operations",
  tracks: [
    {
      key: "office-administration-records",
      title: b(
        "Administrasi Perkantoran: Surat, Arsip, dan Rapat",
        "Office Administration: Correspondence, Records and Meetings",
      ),
      description: b(
        "Kuasai pekerjaan inti administrasi perkantoran yang rapi dan dapat dipertanggungjawabkan. Kursus ini membahas surat-menyurat, agenda surat, sistem penataan arsip, retensi arsip, arsip digital, notulen rapat, dan pengelolaan jadwal pimpinan.",
        "Master the core work of tidy, accountable office administration. The track covers correspondence, mail registers, filing systems, records retention, digital records, meeting minutes and managing a manager's schedule.",
      ),
      skills: [
        b(
          "Menyusun surat resmi yang jelas dan sesuai kaidah",
          "Writing clear, properly structured official letters",
        ),
        b("Mencatat surat masuk dan keluar dalam agenda", "Logging incoming and outgoing mail in a register"),
        b("Memilih sistem penataan arsip yang tepat", "Choosing the right filing system"),
        b(
          "Mengelola arsip aktif, inaktif, dan arsip digital",
          "Managing active, inactive and digital records",
        ),
        b("Membuat notulen rapat yang dapat ditindaklanjuti", "Writing actionable meeting minutes"),
      ],
      lessons: [
        {
          title: b(
            "Peran Administrasi Perkantoran dalam Organisasi",
            "The Role of Office Administration in an Organisation",
          ),
          body: b(
            "Administrasi perkantoran sering dianggap pekerjaan pendukung, padahal tanpa administrasi yang baik organisasi mudah kehilangan arah. Surat penting terlambat dibalas, dokumen kontrak tidak ditemukan saat diperiksa, dan keputusan rapat dilupakan.\n\nFungsi utama administrasi perkantoran meliputi:\n- Mengelola informasi: menerima, mencatat, menyimpan, dan menemukan kembali dokumen.\n- Mendukung komunikasi: surat-menyurat, pengumuman, dan penjadwalan.\n- Menjaga akuntabilitas: jejak tertulis siapa memutuskan apa dan kapan.\n- Mendukung kelancaran layanan: warga, pelanggan, atau anggota dilayani dengan cepat karena data tersedia.\n\nContohnya di kantor desa: permohonan surat keterangan usaha dari warga harus dicatat, diverifikasi, ditandatangani, lalu salinannya disimpan. Saat ada pemeriksaan atau warga meminta ulang, staf dapat menemukannya dalam hitungan menit.\n\nDi koperasi, administrasi yang tertib membuat laporan pada Rapat Anggota Tahunan (RAT) dapat disusun tanpa kelabakan. Di UMKM, arsip nota dan kontrak membantu saat mengajukan kredit ke bank.\n\nPrinsip kerja seorang administrator yang baik: setiap dokumen punya tempat, setiap proses punya catatan, dan setiap informasi bisa ditemukan kembali oleh orang lain, bukan hanya oleh dirinya sendiri.",
            "Office administration is often seen as a support job, yet without good administration an organisation easily loses its way. Important letters are answered late, contracts cannot be found during an audit, and meeting decisions are forgotten.\n\nThe main functions of office administration are:\n- Managing information: receiving, recording, storing and retrieving documents.\n- Supporting communication: correspondence, announcements and scheduling.\n- Maintaining accountability: a written trail of who decided what and when.\n- Keeping services running: residents, customers or members are served quickly because data is available.\n\nFor example, at a village office a resident's request for a business certificate must be logged, verified, signed and a copy filed. When there is an audit or the resident asks again, staff can find it within minutes.\n\nIn a cooperative, orderly administration means the report for the Annual Members' Meeting (RAT) can be prepared without panic. In a small business, filed receipts and contracts help when applying for bank credit.\n\nThe working principle of a good administrator: every document has a place, every process has a record, and every piece of information can be found again by others, not just by themselves.",
          ),
        },
        {
          title: b("Menyusun Surat Resmi yang Efektif", "Writing Effective Official Letters"),
          body: b(
            "Surat resmi mewakili organisasi, sehingga harus jelas, sopan, dan lengkap. Struktur umum surat resmi di Indonesia meliputi:\n\n- Kop surat: nama, alamat, dan kontak organisasi.\n- Nomor, lampiran, dan perihal. Perihal ditulis singkat dan spesifik, misalnya \u201cPermohonan Narasumber Pelatihan Pembukuan UMKM\u201d.\n- Tanggal surat.\n- Alamat tujuan: nama jabatan atau nama orang beserta alamatnya.\n- Salam pembuka, isi surat, dan salam penutup.\n- Tanda tangan, nama jelas, dan jabatan penandatangan.\n- Tembusan bila ada pihak lain yang perlu mengetahui.\n\nIsi surat sebaiknya terdiri atas tiga bagian: pembuka yang menyebut konteks atau rujukan, inti yang menjelaskan maksud secara lengkap (apa, kapan, di mana, siapa), dan penutup yang menyatakan harapan atau tindak lanjut.\n\nGunakan bahasa Indonesia baku yang lugas. Hindari kalimat berbelit seperti \u201cdengan ini kami bermaksud untuk memberitahukan bahwa\u201d; cukup \u201ckami memberitahukan bahwa\u201d. Periksa penulisan nama, gelar, tanggal, dan angka, karena kesalahan kecil mengurangi kredibilitas.\n\nInstansi pemerintah mengikuti pedoman tata naskah dinas yang berlaku di instansinya, termasuk format penomoran. Perusahaan dan koperasi sebaiknya juga memiliki template baku agar semua surat seragam.",
            "An official letter represents the organisation, so it must be clear, polite and complete. The common structure of an official letter in Indonesia includes:\n\n- Letterhead: the organisation's name, address and contacts.\n- Reference number, attachments and subject. The subject is short and specific, for example \u201cRequest for a Speaker for UMKM Bookkeeping Training\u201d.\n- Date of the letter.\n- Recipient: the position or person's name and address.\n- Opening greeting, body and closing greeting.\n- Signature, full name and position of the signatory.\n- Copies (tembusan) if other parties need to be informed.\n\nThe body should have three parts: an opening that states the context or reference, a core that fully explains the purpose (what, when, where, who), and a closing that states the hope or follow-up.\n\nUse plain standard Indonesian. Avoid convoluted phrases like \u201cwe hereby intend to inform you that\u201d; simply write \u201cwe inform you that\u201d. Check names, titles, dates and numbers, because small errors reduce credibility.\n\nGovernment agencies follow the official correspondence guidelines (tata naskah dinas) that apply to them, including numbering formats. Companies and cooperatives should also keep standard templates so all letters are consistent.",
          ),
        },
        {
          title: b("Agenda Surat Masuk dan Surat Keluar", "Registering Incoming and Outgoing Mail"),
          body: b(
            "Agenda surat adalah catatan resmi semua surat yang masuk dan keluar. Tanpa agenda, sulit membuktikan kapan surat diterima, siapa yang menanganinya, dan apakah sudah dibalas.\n\nAlur surat masuk yang tertib:\n1. Terima dan periksa kelengkapan surat beserta lampirannya.\n2. Catat di agenda: nomor urut agenda, tanggal terima, nomor dan tanggal surat, pengirim, perihal, serta kepada siapa diteruskan.\n3. Teruskan kepada pimpinan untuk diberi disposisi, yaitu instruksi tertulis tentang siapa yang menindaklanjuti dan bagaimana.\n4. Distribusikan ke unit yang ditunjuk dan pantau sampai selesai.\n5. Simpan surat asli sesuai sistem arsip.\n\nAlur surat keluar: buat konsep, periksa, minta paraf dan tanda tangan, beri nomor dari agenda surat keluar, kirim, lalu simpan salinan atau arsip digitalnya.\n\nAgenda dapat berupa buku, spreadsheet, atau aplikasi persuratan. Spreadsheet bersama sudah cukup bagi kantor kecil, asalkan kolomnya konsisten dan ada kolom status, misalnya \u201cdalam proses\u201d atau \u201cselesai\u201d.\n\nContoh manfaat: puskesmas menerima surat permintaan data imunisasi dari dinas kesehatan dengan tenggat satu minggu. Karena tercatat di agenda dengan tenggat dan penanggung jawab, surat tidak terselip di meja dan balasan terkirim tepat waktu.",
            "A mail register (agenda surat) is the official record of all incoming and outgoing letters. Without it, it is hard to prove when a letter arrived, who handled it and whether it was answered.\n\nAn orderly flow for incoming mail:\n1. Receive the letter and check that it and its attachments are complete.\n2. Log it in the register: register number, date received, letter number and date, sender, subject and to whom it was forwarded.\n3. Pass it to the manager for a disposition, a written instruction on who follows up and how.\n4. Distribute it to the assigned unit and track it until finished.\n5. File the original according to the records system.\n\nOutgoing mail flow: draft, review, obtain initials and signature, assign a number from the outgoing register, send, then file the copy or digital record.\n\nThe register can be a book, a spreadsheet or a correspondence app. A shared spreadsheet is enough for a small office, provided the columns are consistent and there is a status column, such as \u201cin progress\u201d or \u201cdone\u201d.\n\nExample: a puskesmas receives a district health office letter requesting immunisation data within a week. Because it is logged with a deadline and a person in charge, the letter does not get lost on a desk and the reply goes out on time.",
          ),
        },
        {
          title: b(
            "Sistem Penataan Arsip: Abjad, Nomor, Tanggal, dan Subjek",
            "Filing Systems: Alphabetical, Numerical, Chronological and Subject",
          ),
          body: b(
            "Sistem penataan arsip (filing) menentukan cara dokumen disusun agar mudah ditemukan kembali. Pilih sistem berdasarkan cara orang biasanya mencari dokumen tersebut.\n\n- Sistem abjad: disusun menurut nama orang atau organisasi. Cocok untuk berkas pelanggan, pemasok, atau anggota koperasi.\n- Sistem nomor: disusun menurut nomor, misalnya nomor anggota, nomor kontrak, atau nomor rekam medis pasien. Cocok untuk jumlah berkas yang besar dan menjaga kerahasiaan nama.\n- Sistem tanggal (kronologis): disusun menurut waktu. Cocok untuk nota, kuitansi, dan laporan harian.\n- Sistem subjek atau masalah: disusun menurut pokok persoalan, misalnya kepegawaian, keuangan, dan perlengkapan. Instansi pemerintah umumnya memakai klasifikasi arsip berbasis subjek dengan kode.\n- Sistem wilayah: disusun menurut daerah, cocok untuk perusahaan dengan banyak cabang atau distributor.\n\nDalam praktik, sistem sering dikombinasikan. Contoh: arsip keuangan sebuah BUMDes disusun per subjek (pendapatan, belanja), lalu per bulan, lalu per tanggal.\n\nAgar sistem berjalan, buat daftar klasifikasi tertulis, beri label jelas pada map dan ordner, gunakan lembar keluar-pinjam saat arsip dipinjam, dan tetapkan satu orang penanggung jawab. Sistem terbaik adalah sistem yang dipahami dan diikuti semua staf.",
            "A filing system determines how documents are arranged so they can be found again. Choose the system based on how people usually look for those documents.\n\n- Alphabetical: arranged by name of person or organisation. Suits customer, supplier or cooperative member files.\n- Numerical: arranged by number, such as member number, contract number or patient medical record number. Suits large volumes and keeps names confidential.\n- Chronological: arranged by date. Suits receipts, invoices and daily reports.\n- Subject: arranged by topic, such as personnel, finance and supplies. Government agencies generally use a coded, subject-based records classification.\n- Geographical: arranged by region, suitable for companies with many branches or distributors.\n\nIn practice, systems are often combined. Example: a BUMDes's financial records are arranged by subject (revenue, spending), then by month, then by date.\n\nTo make the system work, write down the classification list, label folders and binders clearly, use an out-card when a file is borrowed, and appoint one person in charge. The best system is the one every staff member understands and follows.",
          ),
        },
        {
          title: b(
            "Arsip Aktif, Inaktif, dan Jadwal Retensi Arsip",
            "Active and Inactive Records and the Records Retention Schedule",
          ),
          body: b(
            "Tidak semua dokumen perlu disimpan selamanya di meja kerja. Pengelolaan arsip membedakan arsip menurut frekuensi penggunaannya.\n\n- Arsip aktif: sering dipakai untuk pekerjaan sehari-hari, disimpan dekat unit kerja.\n- Arsip inaktif: sudah jarang dipakai tetapi masih harus disimpan untuk jangka waktu tertentu, dipindahkan ke ruang penyimpanan.\n- Arsip statis: memiliki nilai sejarah atau kepentingan jangka panjang dan disimpan permanen.\n\nDi Indonesia, pengelolaan arsip diatur antara lain dalam Undang-Undang Nomor 43 Tahun 2009 tentang Kearsipan. Instansi menggunakan Jadwal Retensi Arsip (JRA), yaitu daftar yang menentukan berapa lama setiap jenis arsip disimpan dan apa nasibnya setelah itu: dimusnahkan, dinilai kembali, atau dipermanenkan.\n\nManfaat retensi yang jelas:\n- Ruang penyimpanan tidak penuh oleh dokumen yang tidak lagi bernilai.\n- Dokumen penting tidak dimusnahkan secara sembarangan.\n- Pencarian lebih cepat karena arsip aktif tidak bercampur arsip lama.\n\nPemusnahan arsip harus mengikuti prosedur resmi, termasuk persetujuan pihak berwenang dan berita acara. Untuk usaha swasta, perhatikan juga kewajiban penyimpanan dokumen menurut ketentuan perpajakan dan peraturan lain yang berlaku. Jangan membuang dokumen keuangan hanya karena gudang penuh.",
            "Not every document needs to sit on a desk forever. Records management distinguishes records by how often they are used.\n\n- Active records: used often in daily work and kept near the work unit.\n- Inactive records: rarely used but must still be kept for a certain period, so they move to a storage room.\n- Permanent (static) records: have historical or long-term value and are kept permanently.\n\nIn Indonesia, records management is governed among others by Law Number 43 of 2009 on Archives. Agencies use a Records Retention Schedule (Jadwal Retensi Arsip, JRA), a list setting how long each type of record is kept and what happens afterwards: destruction, re-appraisal or permanent preservation.\n\nBenefits of clear retention:\n- Storage space is not filled with documents that no longer have value.\n- Important documents are not destroyed carelessly.\n- Searching is faster because active records are not mixed with old ones.\n\nDestroying records must follow an official procedure, including approval by the authorised party and an official report (berita acara). Private businesses should also note document-keeping obligations under tax rules and other applicable regulations. Never throw away financial documents just because the storeroom is full.",
          ),
        },
        {
          title: b(
            "Mengelola Arsip Digital dan Dokumen Elektronik",
            "Managing Digital Records and Electronic Documents",
          ),
          body: b(
            "Semakin banyak dokumen yang lahir dalam bentuk digital: surat elektronik, PDF bertanda tangan elektronik, dan foto nota. Arsip digital memudahkan pencarian dan berbagi, tetapi tanpa aturan bisa lebih kacau daripada arsip kertas.\n\nPrinsip pengelolaan arsip digital:\n- Struktur folder mengikuti klasifikasi arsip yang sama dengan arsip kertas, agar staf tidak bingung.\n- Penamaan file konsisten, misalnya \u201c2026-04-15_SK-Pengangkatan-Kader-Posyandu\u201d.\n- Simpan dalam format yang awet dan mudah dibuka, seperti PDF untuk dokumen final.\n- Atur hak akses: siapa boleh melihat, mengubah, dan menghapus.\n- Buat backup rutin di lokasi berbeda.\n\nSaat memindai (scan) dokumen kertas:\n- Gunakan resolusi yang cukup agar tulisan terbaca, umumnya sekitar 300 dpi untuk dokumen teks.\n- Periksa hasil pindaian sebelum menyimpan: halaman lengkap, tidak miring, tidak terpotong.\n- Jangan memusnahkan dokumen asli hanya karena sudah dipindai; ikuti ketentuan retensi, karena beberapa dokumen tetap memerlukan versi asli.\n\nContoh: koperasi simpan pinjam memindai formulir pendaftaran anggota dan menyimpannya dengan nama file berdasarkan nomor anggota. Petugas di kantor cabang dapat memeriksa data anggota tanpa menunggu kiriman fotokopi dari kantor pusat.",
            "More and more documents are born digital: emails, PDFs with electronic signatures and photos of receipts. Digital records make searching and sharing easier, but without rules they can become messier than paper.\n\nPrinciples of digital records management:\n- The folder structure follows the same records classification as paper, so staff are not confused.\n- Consistent file names, for example \u201c2026-04-15_Decree-Appointment-Posyandu-Volunteers\u201d.\n- Store in durable, widely readable formats, such as PDF for final documents.\n- Set access rights: who may view, edit and delete.\n- Make regular backups in a different location.\n\nWhen scanning paper documents:\n- Use enough resolution for legible text, generally around 300 dpi for text documents.\n- Check the scan before saving: all pages present, not skewed, not cut off.\n- Do not destroy originals just because they have been scanned; follow the retention rules, since some documents still require the original.\n\nExample: a savings-and-loan cooperative scans member registration forms and saves them with file names based on member number. Staff at a branch office can check member data without waiting for photocopies from head office.",
          ),
        },
        {
          title: b("Notulen Rapat yang Dapat Ditindaklanjuti", "Actionable Meeting Minutes"),
          body: b(
            "Notulen adalah catatan resmi jalannya rapat. Notulen yang baik bukan transkrip kata per kata, melainkan ringkasan yang membuat keputusan dan tindak lanjut jelas bagi semua peserta, termasuk yang tidak hadir.\n\nIsi notulen yang lengkap:\n- Judul rapat, hari dan tanggal, waktu, tempat atau tautan rapat online.\n- Pimpinan rapat, notulis, dan daftar hadir.\n- Agenda yang dibahas.\n- Pokok pembahasan singkat per agenda.\n- Keputusan atau kesimpulan.\n- Tindak lanjut: apa yang dikerjakan, siapa penanggung jawabnya, dan kapan tenggatnya.\n\nContoh tindak lanjut yang baik: \u201cBendahara BUMDes menyusun rincian anggaran renovasi kios sebesar Rp25.000.000 dan menyampaikannya kepada direktur paling lambat 10 Mei.\u201d Bandingkan dengan \u201cAnggaran akan disiapkan\u201d, yang tidak jelas siapa dan kapan.\n\nTips bagi notulis:\n- Siapkan template sebelum rapat berdasarkan agenda.\n- Minta pimpinan rapat menegaskan keputusan sebelum pindah ke agenda berikutnya.\n- Kirim notulen maksimal satu sampai dua hari kerja setelah rapat, selagi ingatan masih segar.\n- Buka rapat berikutnya dengan meninjau tindak lanjut dari rapat sebelumnya.\n\nDengan cara ini, rapat tidak berakhir sebagai obrolan yang dilupakan, tetapi menjadi langkah kerja yang dapat dipantau.",
            "Minutes are the official record of a meeting. Good minutes are not a word-for-word transcript but a summary that makes decisions and follow-ups clear to all participants, including those who were absent.\n\nComplete minutes contain:\n- Meeting title, day and date, time, place or online meeting link.\n- Chair, minute-taker and attendance list.\n- Agenda items discussed.\n- A brief summary of discussion per item.\n- Decisions or conclusions.\n- Follow-ups: what will be done, who is responsible and by when.\n\nAn example of a good follow-up: \u201cThe BUMDes treasurer prepares a detailed budget for the Rp25,000,000 kiosk renovation and submits it to the director by 10 May at the latest.\u201d Compare this with \u201cThe budget will be prepared\u201d, which leaves who and when unclear.\n\nTips for minute-takers:\n- Prepare a template before the meeting based on the agenda.\n- Ask the chair to confirm each decision before moving to the next item.\n- Send the minutes within one or two working days, while memories are fresh.\n- Open the next meeting by reviewing follow-ups from the previous one.\n\nThis way, meetings do not end as forgotten conversations but become work steps that can be tracked.",
          ),
        },
        {
          title: b(
            "Mengelola Jadwal Pimpinan dan Kalender Kantor",
            "Managing a Manager's Schedule and the Office Calendar",
          ),
          body: b(
            "Staf administrasi atau sekretaris sering dipercaya mengelola jadwal pimpinan. Tugas ini menuntut ketelitian, kemampuan menentukan prioritas, dan komunikasi yang baik.\n\nPraktik pengelolaan jadwal:\n- Gunakan satu kalender utama, misalnya kalender digital bersama, agar tidak ada dua versi jadwal yang bertabrakan.\n- Catat detail lengkap setiap agenda: waktu, tempat atau tautan, peserta, tujuan, dan dokumen yang perlu dibaca.\n- Sisakan jeda antaragenda, terutama bila ada perjalanan. Di kota seperti Jakarta, waktu tempuh antarlokasi harus diperhitungkan secara realistis.\n- Blok waktu untuk pekerjaan penting pimpinan, seperti menandatangani dokumen atau menyusun laporan.\n- Konfirmasi ulang agenda penting sehari sebelumnya.\n\nSaat ada permintaan bertabrakan, jangan memutuskan sendiri berdasarkan siapa yang lebih dulu menghubungi. Pahami prioritas pimpinan, lalu tawarkan alternatif waktu kepada pihak lain dengan sopan.\n\nKalender kantor juga memuat tenggat rutin: pelaporan bulanan, pembayaran tagihan, jatuh tempo pajak, perpanjangan izin, dan hari libur nasional atau cuti bersama yang ditetapkan pemerintah setiap tahun. Pasang pengingat beberapa hari sebelum tenggat.\n\nJaga kerahasiaan jadwal. Informasi agenda pimpinan tidak boleh dibagikan sembarangan kepada orang yang tidak berkepentingan.",
            "Administrative staff or secretaries are often trusted to manage a manager's schedule. The task demands precision, prioritisation and good communication.\n\nScheduling practices:\n- Use one master calendar, such as a shared digital calendar, so there are never two clashing versions.\n- Record full details for each appointment: time, place or link, participants, purpose and documents to read.\n- Leave gaps between appointments, especially when travel is involved. In a city like Jakarta, travel time between locations must be estimated realistically.\n- Block time for the manager's important work, such as signing documents or writing reports.\n- Reconfirm important appointments the day before.\n\nWhen requests clash, do not decide on your own based on who asked first. Understand the manager's priorities, then politely offer other times to the other party.\n\nThe office calendar also holds recurring deadlines: monthly reporting, bill payments, tax due dates, permit renewals, and the national holidays and collective leave days the government sets each year. Set reminders several days before each deadline.\n\nKeep the schedule confidential. Information about the manager's agenda must not be shared with people who have no business knowing it.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Apa fungsi disposisi pada surat masuk?",
            "What is the purpose of a disposition on incoming mail?",
          ),
          [
            o(
              true,
              "Instruksi tertulis pimpinan tentang siapa yang menindaklanjuti dan bagaimana",
              "A manager's written instruction on who follows up and how",
            ),
            o(false, "Nomor urut surat keluar", "The outgoing letter number"),
            o(false, "Tanda terima dari kurir", "A receipt from the courier"),
          ],
          b(
            "Disposisi mengarahkan penanganan surat kepada unit atau orang yang tepat.",
            "A disposition routes the handling of a letter to the right unit or person.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa saja yang dicatat dalam agenda surat masuk?",
            "What is recorded in the incoming mail register?",
          ),
          [
            o(true, "Tanggal terima", "Date received"),
            o(true, "Pengirim dan perihal", "Sender and subject"),
            o(true, "Kepada siapa surat diteruskan", "To whom the letter was forwarded"),
            o(false, "Pendapat pribadi staf tentang pengirim", "Staff's personal opinion of the sender"),
          ],
          b(
            "Agenda mencatat fakta penanganan surat agar dapat dilacak, bukan opini.",
            "The register records facts about handling the letter so it can be traced, not opinions.",
          ),
        ),
        q(
          "single",
          b(
            "Sistem penataan arsip apa yang paling cocok untuk rekam medis pasien dalam jumlah besar yang perlu menjaga kerahasiaan nama?",
            "Which filing system best suits large volumes of patient medical records where names must be kept confidential?",
          ),
          [
            o(false, "Sistem abjad", "Alphabetical"),
            o(true, "Sistem nomor", "Numerical"),
            o(false, "Sistem wilayah", "Geographical"),
            o(false, "Sistem tanggal", "Chronological"),
          ],
          b(
            "Sistem nomor cocok untuk volume besar dan tidak memperlihatkan nama pada label berkas.",
            "Numerical filing suits large volumes and does not expose names on file labels.",
          ),
        ),
        q(
          "single",
          b(
            "Apa fungsi Jadwal Retensi Arsip (JRA)?",
            "What is the purpose of a Records Retention Schedule (JRA)?",
          ),
          [
            o(
              true,
              "Menentukan lama penyimpanan tiap jenis arsip dan nasibnya setelah itu",
              "It sets how long each type of record is kept and what happens afterwards",
            ),
            o(
              false,
              "Menjadwalkan rapat bulanan bagian arsip",
              "It schedules the records unit's monthly meeting",
            ),
            o(false, "Mencatat surat keluar harian", "It logs daily outgoing mail"),
          ],
          b(
            "JRA mengatur jangka simpan dan tindakan akhir: musnah, dinilai kembali, atau permanen.",
            "The JRA governs retention periods and the final action: destruction, re-appraisal or permanent keeping.",
          ),
        ),
        q(
          "multiple",
          b(
            "Pernyataan mana yang benar tentang arsip digital?",
            "Which statements about digital records are true?",
          ),
          [
            o(
              true,
              "Struktur folder sebaiknya mengikuti klasifikasi arsip yang sama dengan arsip kertas",
              "Folder structure should follow the same classification as paper records",
            ),
            o(
              false,
              "Dokumen asli selalu boleh dimusnahkan setelah dipindai",
              "Originals may always be destroyed after scanning",
            ),
            o(
              true,
              "Hasil pindaian perlu diperiksa kelengkapan dan keterbacaannya",
              "Scans should be checked for completeness and legibility",
            ),
            o(
              true,
              "Backup perlu disimpan di lokasi berbeda",
              "Backups should be kept in a different location",
            ),
          ],
          b(
            "Pemusnahan dokumen asli harus mengikuti ketentuan retensi karena sebagian dokumen tetap memerlukan versi asli.",
            "Destroying originals must follow retention rules because some documents still require the original.",
          ),
        ),
        q(
          "single",
          b(
            "Manakah rumusan tindak lanjut notulen yang paling baik?",
            "Which is the best-written follow-up in meeting minutes?",
          ),
          [
            o(false, "\u201cAnggaran akan disiapkan.\u201d", "\u201cThe budget will be prepared.\u201d"),
            o(
              true,
              "\u201cBendahara menyusun rincian anggaran dan menyerahkannya kepada direktur paling lambat 10 Mei.\u201d",
              "\u201cThe treasurer prepares the budget details and submits them to the director by 10 May.\u201d",
            ),
            o(
              false,
              "\u201cSemua pihak diharapkan mendukung.\u201d",
              "\u201cAll parties are expected to support.\u201d",
            ),
          ],
          b(
            "Tindak lanjut yang baik menyebut apa, siapa, dan kapan.",
            "A good follow-up states what, who and when.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah praktik yang baik dalam mengelola jadwal pimpinan?",
            "Which are good practices for managing a manager's schedule?",
          ),
          [
            o(true, "Menggunakan satu kalender utama", "Using one master calendar"),
            o(true, "Menyisakan jeda waktu untuk perjalanan", "Leaving time for travel"),
            o(
              false,
              "Menerima permintaan yang bertabrakan berdasarkan siapa yang lebih dulu menghubungi tanpa melihat prioritas",
              "Accepting clashing requests by who asked first, regardless of priority",
            ),
            o(
              true,
              "Mengonfirmasi ulang agenda penting sehari sebelumnya",
              "Reconfirming important appointments the day before",
            ),
          ],
          b(
            "Jadwal dikelola berdasarkan prioritas pimpinan, bukan urutan permintaan semata.",
            "The schedule is managed by the manager's priorities, not just the order of requests.",
          ),
        ),
        q(
          "single",
          b(
            "Isi surat resmi sebaiknya terdiri atas bagian apa saja?",
            "What parts should the body of an official letter have?",
          ),
          [
            o(
              true,
              "Pembuka berisi konteks, inti berisi maksud lengkap, dan penutup berisi harapan atau tindak lanjut",
              "An opening with context, a core with the full purpose, and a closing with the hope or follow-up",
            ),
            o(
              false,
              "Hanya satu kalimat inti tanpa pembuka dan penutup",
              "Only one core sentence with no opening or closing",
            ),
            o(false, "Kop surat, lampiran, dan tembusan saja", "Only the letterhead, attachments and copies"),
          ],
          b(
            "Struktur tiga bagian membuat maksud surat jelas dan sopan.",
            "The three-part structure makes the letter's purpose clear and polite.",
          ),
        ),
      ],
    },
    {
      key: "procurement-inventory-petty-cash",
      title: b(
        "Operasional Pengadaan, Persediaan, dan Kas Kecil",
        "Purchasing, Inventory and Petty Cash Operations",
      ),
      description: b(
        "Pelajari cara menjalankan pengadaan barang, mengelola stok, dan mengendalikan kas kecil secara tertib dan transparan. Materi ini cocok untuk staf administrasi kantor, bendahara BUMDes atau koperasi, dan pemilik UMKM.",
        "Learn to run purchasing, manage stock and control petty cash in an orderly, transparent way. The material suits office administrators, BUMDes or cooperative treasurers and small-business owners.",
      ),
      skills: [
        b(
          "Menjalankan alur pembelian dari permintaan sampai pembayaran",
          "Running the purchasing flow from request to payment",
        ),
        b("Memilih dan mengevaluasi pemasok", "Selecting and evaluating suppliers"),
        b(
          "Mencatat persediaan dan menghitung titik pemesanan ulang",
          "Recording inventory and calculating reorder points",
        ),
        b("Melaksanakan stock opname", "Conducting a stock take"),
        b("Mengelola kas kecil dengan sistem imprest", "Managing petty cash with the imprest system"),
      ],
      lessons: [
        {
          title: b(
            "Alur Pengadaan: Dari Permintaan hingga Pembayaran",
            "The Purchasing Flow: From Request to Payment",
          ),
          body: b(
            "Pengadaan yang tertib melindungi organisasi dari pemborosan, kecurangan, dan barang yang tidak sesuai kebutuhan. Alur dasarnya sering disebut procure-to-pay:\n\n1. Permintaan pembelian (purchase requisition): unit pengguna mengajukan kebutuhan beserta spesifikasi, jumlah, dan alasan.\n2. Persetujuan anggaran oleh pejabat yang berwenang.\n3. Pemilihan pemasok: membandingkan penawaran harga.\n4. Pesanan pembelian (purchase order, PO): dokumen resmi kepada pemasok berisi barang, jumlah, harga, dan syarat pengiriman.\n5. Penerimaan barang: petugas gudang memeriksa jumlah dan kondisi, lalu membuat tanda terima atau berita acara penerimaan.\n6. Pencocokan dan pembayaran: faktur pemasok dicocokkan dengan PO dan tanda terima sebelum dibayar.\n\nLangkah keenam dikenal sebagai three-way matching. Contoh: PO pabrik roti memesan 100 sak tepung, tanda terima mencatat 95 sak datang, tetapi faktur menagih 100 sak. Pencocokan menemukan selisih sehingga pembayaran disesuaikan.\n\nPrinsip penting adalah pemisahan tugas: orang yang meminta, menyetujui, menerima barang, dan membayar sebaiknya tidak satu orang yang sama. Di usaha kecil yang stafnya terbatas, setidaknya pemilik ikut memeriksa dan menyetujui pembayaran. Instansi pemerintah wajib mengikuti peraturan pengadaan barang/jasa pemerintah yang berlaku.",
            "Orderly purchasing protects an organisation from waste, fraud and goods that do not match its needs. The basic flow is often called procure-to-pay:\n\n1. Purchase requisition: the user unit submits its need with specifications, quantity and justification.\n2. Budget approval by the authorised official.\n3. Supplier selection: comparing price quotations.\n4. Purchase order (PO): the official document to the supplier stating goods, quantity, price and delivery terms.\n5. Goods receipt: warehouse staff check quantity and condition, then issue a receipt or receiving report.\n6. Matching and payment: the supplier's invoice is matched with the PO and the receipt before payment.\n\nStep six is known as three-way matching. Example: a bakery's PO orders 100 sacks of flour, the receipt records 95 sacks delivered, but the invoice bills 100 sacks. Matching catches the difference, so payment is adjusted.\n\nA key principle is segregation of duties: the person who requests, approves, receives goods and pays should not be the same person. In a small business with few staff, at least the owner should check and approve payments. Government agencies must follow the applicable government procurement regulations.",
          ),
        },
        {
          title: b("Memilih dan Mengevaluasi Pemasok", "Selecting and Evaluating Suppliers"),
          body: b(
            "Pemasok yang tepat bukan selalu yang termurah. Harga rendah tidak berarti hemat jika barang sering terlambat, kualitasnya tidak konsisten, atau pemasok sulit dihubungi saat ada masalah.\n\nKriteria umum pemilihan pemasok:\n- Harga dan syarat pembayaran, misalnya tempo 30 hari.\n- Kualitas dan konsistensi barang.\n- Ketepatan waktu pengiriman.\n- Kelengkapan legalitas, seperti NIB, NPWP, dan faktur pajak bila diperlukan.\n- Layanan purnajual dan kemudahan komunikasi.\n- Lokasi dan biaya kirim.\n\nMintalah minimal tiga penawaran untuk pembelian yang nilainya signifikan, lalu bandingkan dalam tabel dengan bobot kriteria. Contoh: katering kantor di Makassar memberi bobot 40% kualitas, 30% harga, 20% ketepatan waktu, dan 10% layanan. Pemasok dengan skor tertinggi dipilih, dan alasannya didokumentasikan.\n\nSetelah bekerja sama, evaluasi pemasok secara berkala, misalnya setiap enam bulan, menggunakan data nyata: persentase pengiriman tepat waktu, jumlah barang yang dikembalikan, dan jumlah keluhan.\n\nHindari ketergantungan pada satu pemasok untuk barang yang sangat penting. Siapkan pemasok cadangan. Jaga juga integritas: tolak hadiah atau imbalan dari pemasok yang dapat memengaruhi keputusan pembelian, dan nyatakan bila ada hubungan keluarga dengan pemasok.",
            "The right supplier is not always the cheapest. A low price is no saving if goods are often late, quality is inconsistent, or the supplier is hard to reach when problems arise.\n\nCommon supplier selection criteria:\n- Price and payment terms, such as 30-day credit.\n- Quality and consistency of goods.\n- On-time delivery.\n- Complete legal documents, such as a business identification number (NIB), tax number (NPWP) and tax invoices where required.\n- After-sales service and ease of communication.\n- Location and shipping cost.\n\nRequest at least three quotations for purchases of significant value, then compare them in a table with weighted criteria. Example: an office caterer in Makassar weights quality 40%, price 30%, timeliness 20% and service 10%. The supplier with the highest score is chosen, and the reasons are documented.\n\nOnce working together, evaluate suppliers periodically, for example every six months, using real data: percentage of on-time deliveries, number of returned items and number of complaints.\n\nAvoid depending on a single supplier for critical items. Keep a backup supplier. Protect integrity too: refuse gifts or favours from suppliers that could influence purchasing decisions, and declare any family ties with a supplier.",
          ),
        },
        {
          title: b(
            "Pencatatan Persediaan: Kartu Stok, FIFO, dan FEFO",
            "Recording Inventory: Stock Cards, FIFO and FEFO",
          ),
          body: b(
            "Persediaan adalah uang yang berbentuk barang. Stok yang tidak tercatat dengan baik bisa hilang, rusak, atau kedaluwarsa tanpa disadari.\n\nAlat dasar pencatatan adalah kartu stok, baik di kertas maupun spreadsheet, untuk setiap jenis barang. Kolomnya meliputi tanggal, keterangan (nomor tanda terima atau permintaan), jumlah masuk, jumlah keluar, dan saldo. Setiap barang yang keluar harus didukung bukti permintaan, sehingga saldo kartu stok selalu bisa dicocokkan dengan fisik barang.\n\nDua metode pengeluaran barang yang penting:\n- FIFO (first in, first out): barang yang masuk lebih dulu dikeluarkan lebih dulu. Cocok untuk barang umum agar tidak ada stok lama yang tertinggal.\n- FEFO (first expired, first out): barang yang kedaluwarsa lebih dulu dikeluarkan lebih dulu, meskipun datangnya belakangan. Wajib diperhatikan untuk obat di puskesmas atau apotek, serta bahan makanan.\n\nAgar FIFO atau FEFO berjalan di gudang, susun rak sehingga barang lama atau yang kedaluwarsa lebih cepat berada di depan, dan tulis tanggal kedaluwarsa dengan jelas pada kemasan atau rak.\n\nPisahkan barang rusak atau kedaluwarsa ke area khusus dan catat pengeluarannya dengan berita acara. Jangan biarkan barang itu tercampur dengan stok yang layak pakai.",
            "Inventory is money in the form of goods. Poorly recorded stock can go missing, get damaged or expire without anyone noticing.\n\nThe basic recording tool is a stock card, on paper or in a spreadsheet, for each item. Its columns include date, description (receipt or request number), quantity in, quantity out and balance. Every item issued must be backed by a request document, so the card balance can always be reconciled with the physical goods.\n\nTwo important issuing methods:\n- FIFO (first in, first out): items received first are issued first. Suits general goods so no old stock is left behind.\n- FEFO (first expired, first out): items expiring first are issued first, even if they arrived later. Essential for medicines at a puskesmas or pharmacy, and for food ingredients.\n\nTo make FIFO or FEFO work in the storeroom, arrange shelves so older or sooner-expiring items sit at the front, and write expiry dates clearly on packaging or shelves.\n\nMove damaged or expired goods to a separate area and record their removal with an official report. Never let them mix with usable stock.",
          ),
        },
        {
          title: b("Menentukan Titik Pemesanan Ulang (Reorder Point)", "Setting the Reorder Point"),
          body: b(
            "Kehabisan stok membuat layanan terhenti, sedangkan stok berlebih mengikat uang dan memakan tempat. Titik pemesanan ulang (reorder point) membantu menentukan kapan harus memesan.\n\nRumus sederhananya:\nReorder point = (pemakaian rata-rata per hari \u00d7 waktu tunggu pengiriman) + stok pengaman.\n\nContoh: sebuah percetakan di Surabaya memakai rata-rata 8 rim kertas per hari. Pemasok butuh 5 hari untuk mengirim. Pemakaian selama waktu tunggu adalah 8 \u00d7 5 = 40 rim. Untuk berjaga-jaga jika pesanan melonjak atau pengiriman terlambat, ditetapkan stok pengaman 16 rim (dua hari pemakaian). Maka reorder point = 40 + 16 = 56 rim. Saat stok menyentuh 56 rim, pesanan baru harus dibuat.\n\nHal-hal yang perlu diperhatikan:\n- Gunakan data pemakaian nyata dari kartu stok, bukan perkiraan.\n- Sesuaikan dengan musim. Menjelang Lebaran atau tahun ajaran baru, pemakaian barang tertentu biasanya naik.\n- Barang kritis, seperti obat esensial, memerlukan stok pengaman lebih besar daripada alat tulis.\n- Tinjau angka reorder point secara berkala, misalnya setiap kuartal.\n\nTandai batas reorder point pada kartu stok atau buat pengingat otomatis di spreadsheet dengan rumus IF agar petugas tidak lupa memesan.",
            "Running out of stock halts service, while excess stock ties up money and space. The reorder point tells you when to order.\n\nThe simple formula:\nReorder point = (average daily usage \u00d7 delivery lead time) + safety stock.\n\nExample: a print shop in Surabaya uses an average of 8 reams of paper per day. The supplier needs 5 days to deliver. Usage during the lead time is 8 \u00d7 5 = 40 reams. To guard against demand spikes or late deliveries, the shop sets a safety stock of 16 reams (two days of use). So the reorder point = 40 + 16 = 56 reams. When stock reaches 56 reams, a new order must be placed.\n\nThings to keep in mind:\n- Use real usage data from the stock card, not guesses.\n- Adjust for seasons. Ahead of Lebaran or the new school year, usage of certain items usually rises.\n- Critical items, such as essential medicines, need a larger safety stock than stationery.\n- Review the reorder points regularly, for example every quarter.\n\nMark the reorder point on the stock card or build an automatic alert in the spreadsheet with an IF formula so staff do not forget to order.",
          ),
        },
        {
          title: b(
            "Stock Opname: Menghitung dan Mencocokkan Persediaan",
            "Stock Taking: Counting and Reconciling Inventory",
          ),
          body: b(
            "Stock opname adalah penghitungan fisik seluruh persediaan untuk dicocokkan dengan catatan. Kegiatan ini mengungkap selisih akibat salah catat, kehilangan, kerusakan, atau kecurangan.\n\nLangkah pelaksanaan:\n1. Tentukan tanggal dan hentikan sementara keluar-masuk barang selama penghitungan, atau catat transaksi yang terjadi secara terpisah.\n2. Siapkan daftar barang beserta saldo menurut catatan.\n3. Bentuk tim minimal dua orang: satu menghitung, satu mencatat. Sebaiknya salah satunya bukan penanggung jawab gudang.\n4. Hitung per rak atau per lokasi secara sistematis, tandai area yang sudah dihitung.\n5. Bandingkan hasil hitung dengan catatan dan selidiki selisih.\n6. Buat berita acara stock opname yang ditandatangani tim dan disetujui pimpinan, lalu sesuaikan catatan.\n\nContoh: stock opname di koperasi konsumen menemukan selisih 12 bungkus gula. Setelah ditelusuri, 10 bungkus ternyata keluar untuk konsumsi rapat tanpa bukti permintaan, dan 2 bungkus rusak. Perbaikannya: setiap pengeluaran wajib memakai formulir, dan barang rusak dicatat saat ditemukan.\n\nLakukan stock opname menyeluruh minimal setahun sekali, dan hitung sampel barang bernilai tinggi atau yang sering hilang lebih sering, misalnya setiap bulan.",
            "A stock take (stock opname) is a physical count of all inventory to reconcile it with the records. It reveals differences caused by recording errors, loss, damage or fraud.\n\nHow to carry it out:\n1. Set a date and pause goods movements during the count, or record any transactions separately.\n2. Prepare the item list with the recorded balances.\n3. Form a team of at least two: one counts, one records. Preferably one of them is not the storeroom keeper.\n4. Count systematically by shelf or location, marking areas already counted.\n5. Compare the count with the records and investigate differences.\n6. Prepare a stock-take report signed by the team and approved by management, then adjust the records.\n\nExample: a stock take at a consumer cooperative finds a shortfall of 12 packs of sugar. Investigation shows 10 packs went to meeting refreshments without a request slip and 2 packs were damaged. The fix: every issue requires a form, and damaged goods are recorded when found.\n\nDo a full stock take at least once a year, and count samples of high-value or frequently missing items more often, for example monthly.",
          ),
        },
        {
          title: b(
            "Mengelola Kas Kecil dengan Sistem Imprest",
            "Managing Petty Cash with the Imprest System",
          ),
          body: b(
            "Kas kecil (petty cash) adalah uang tunai dalam jumlah terbatas untuk pengeluaran kecil yang rutin, seperti fotokopi, materai, ongkos kurir, atau air minum kantor. Tanpa pengendalian, kas kecil mudah bocor sedikit demi sedikit.\n\nSistem yang dianjurkan adalah sistem imprest (dana tetap):\n- Tetapkan jumlah dana tetap, misalnya Rp2.000.000, dan satu pemegang kas kecil.\n- Setiap pengeluaran harus disertai bukti: nota atau kuitansi, ditambah formulir bon yang ditandatangani penerima dan penyetuju.\n- Setiap saat, uang tunai ditambah total bukti pengeluaran harus sama dengan dana tetap.\n- Saat uang menipis, pemegang kas mengajukan pengisian kembali sebesar total bukti pengeluaran yang sudah diperiksa, sehingga saldo kembali ke Rp2.000.000.\n\nContoh pemeriksaan: dana tetap Rp2.000.000, uang di kotak Rp650.000, dan bukti pengeluaran berjumlah Rp1.300.000. Totalnya Rp1.950.000, berarti ada selisih Rp50.000 yang harus dijelaskan.\n\nPraktik pengendalian lain:\n- Tetapkan batas maksimal per transaksi; pengeluaran di atas batas harus melalui prosedur pembelian biasa.\n- Lakukan pemeriksaan kas mendadak oleh atasan.\n- Simpan uang di kotak terkunci dan jangan dicampur dengan uang pribadi.\n- Untuk pembayaran yang bisa nontunai, seperti transfer atau QRIS, manfaatkan karena jejaknya lebih jelas.",
            "Petty cash is a limited amount of cash for small routine expenses, such as photocopies, duty stamps, courier fees or office drinking water. Without controls, petty cash leaks away bit by bit.\n\nThe recommended method is the imprest (fixed fund) system:\n- Set a fixed fund amount, for example Rp2,000,000, and one petty cash custodian.\n- Every expense must have evidence: a receipt or invoice, plus a voucher signed by the recipient and the approver.\n- At any time, cash on hand plus total expense vouchers must equal the fixed fund.\n- When cash runs low, the custodian requests a top-up equal to the total of the checked vouchers, bringing the balance back to Rp2,000,000.\n\nA check example: fixed fund Rp2,000,000, cash in the box Rp650,000, and vouchers totalling Rp1,300,000. The sum is Rp1,950,000, so there is a Rp50,000 shortfall that must be explained.\n\nOther control practices:\n- Set a maximum per transaction; spending above it must go through the normal purchasing procedure.\n- Have a supervisor do surprise cash counts.\n- Keep the cash in a locked box and never mix it with personal money.\n- Where payments can be cashless, such as transfers or QRIS, use them because the trail is clearer.",
          ),
        },
        {
          title: b("Mengelola Aset Tetap Kantor", "Managing the Office's Fixed Assets"),
          body: b(
            "Selain barang habis pakai, kantor memiliki aset tetap: komputer, kendaraan, meja, mesin, dan peralatan yang dipakai bertahun-tahun. Aset ini perlu dicatat, dirawat, dan dipertanggungjawabkan.\n\nDaftar aset (register aset) minimal memuat:\n- Kode aset dan nama barang.\n- Tanggal perolehan dan nilai perolehan.\n- Lokasi dan pemegang atau penanggung jawab.\n- Kondisi: baik, rusak ringan, atau rusak berat.\n- Riwayat perawatan dan perpindahan.\n\nTempel label kode aset pada barang dan lakukan inventarisasi fisik secara berkala untuk mencocokkan daftar dengan kenyataan.\n\nPerawatan terencana lebih murah daripada perbaikan darurat. Contoh: BUMDes yang memiliki mobil pikap untuk mengangkut hasil panen membuat jadwal servis berkala berdasarkan jarak tempuh, mencatat biaya setiap servis, dan memeriksa pajak kendaraan serta masa berlaku dokumennya. Dengan catatan ini, pengurus dapat menilai kapan kendaraan lebih ekonomis diganti daripada terus diperbaiki.\n\nGunakan berita acara serah terima saat aset dipinjamkan atau berpindah pemegang, misalnya laptop untuk pegawai baru. Saat pegawai berhenti, aset dikembalikan dengan berita acara yang sama. Untuk instansi pemerintah dan BUMDes, ikuti ketentuan pengelolaan barang milik negara atau daerah dan aset desa yang berlaku.",
            "Besides consumables, an office owns fixed assets: computers, vehicles, desks, machines and equipment used for years. These must be recorded, maintained and accounted for.\n\nAn asset register should contain at least:\n- Asset code and item name.\n- Acquisition date and acquisition value.\n- Location and the holder or person responsible.\n- Condition: good, minor damage or major damage.\n- Maintenance and transfer history.\n\nAttach asset code labels to items and carry out physical inventories periodically to reconcile the register with reality.\n\nPlanned maintenance is cheaper than emergency repair. Example: a BUMDes that owns a pickup truck for hauling harvests sets a service schedule based on mileage, records the cost of each service, and checks the vehicle tax and document validity. With these records, the managers can judge when replacing the vehicle becomes cheaper than continuing to repair it.\n\nUse a handover report when an asset is lent or changes holder, such as a laptop for a new employee. When the employee leaves, the asset is returned with the same kind of report. Government agencies and BUMDes should follow the applicable rules on managing state, regional or village assets.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Dokumen apa saja yang dicocokkan dalam three-way matching sebelum membayar pemasok?",
            "Which documents are matched in three-way matching before paying a supplier?",
          ),
          [
            o(
              true,
              "Pesanan pembelian (PO), tanda terima barang, dan faktur",
              "Purchase order (PO), goods receipt and invoice",
            ),
            o(false, "Kartu stok, kas kecil, dan notulen", "Stock card, petty cash and minutes"),
            o(
              false,
              "Surat masuk, surat keluar, dan disposisi",
              "Incoming mail, outgoing mail and disposition",
            ),
          ],
          b(
            "Pencocokan PO, penerimaan, dan faktur memastikan yang dibayar adalah yang dipesan dan benar-benar diterima.",
            "Matching PO, receipt and invoice ensures you pay for what was ordered and actually received.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa tugas meminta, menyetujui, menerima, dan membayar sebaiknya dipisahkan?",
            "Why should requesting, approving, receiving and paying be separated?",
          ),
          [
            o(
              true,
              "Untuk mengurangi risiko kesalahan dan kecurangan",
              "To reduce the risk of errors and fraud",
            ),
            o(false, "Agar proses pembelian lebih lambat", "To make purchasing slower"),
            o(
              false,
              "Agar pemasok dapat memilih sendiri penanggung jawabnya",
              "So suppliers can choose their own contact",
            ),
          ],
          b(
            "Pemisahan tugas membuat satu orang tidak dapat menguasai seluruh proses tanpa pemeriksaan pihak lain.",
            "Segregation of duties means no single person controls the whole process without someone else checking.",
          ),
        ),
        q(
          "multiple",
          b(
            "Kriteria apa yang layak dipakai dalam memilih pemasok?",
            "Which criteria are appropriate for choosing a supplier?",
          ),
          [
            o(true, "Ketepatan waktu pengiriman", "On-time delivery"),
            o(true, "Kualitas dan konsistensi barang", "Quality and consistency of goods"),
            o(
              false,
              "Besarnya hadiah pribadi kepada petugas pembelian",
              "The size of personal gifts to purchasing staff",
            ),
            o(true, "Kelengkapan legalitas usaha", "Complete business legal documents"),
          ],
          b(
            "Hadiah pribadi justru merusak integritas pengadaan dan harus ditolak.",
            "Personal gifts undermine procurement integrity and must be refused.",
          ),
        ),
        q(
          "single",
          b(
            "Metode pengeluaran barang apa yang wajib diterapkan untuk obat di puskesmas?",
            "Which issuing method is essential for medicines at a puskesmas?",
          ),
          [
            o(false, "LIFO", "LIFO"),
            o(true, "FEFO", "FEFO"),
            o(false, "Acak", "Random"),
            o(false, "Berdasarkan ukuran kemasan", "By package size"),
          ],
          b(
            "FEFO mengeluarkan barang yang kedaluwarsa lebih dulu, sehingga obat tidak terbuang karena lewat tanggal.",
            "FEFO issues the earliest-expiring items first so medicines are not wasted by expiring.",
          ),
        ),
        q(
          "single",
          b(
            "Pemakaian rata-rata 10 unit per hari, waktu tunggu 4 hari, dan stok pengaman 20 unit. Berapa reorder point-nya?",
            "Average usage is 10 units a day, lead time 4 days and safety stock 20 units. What is the reorder point?",
          ),
          [
            o(false, "40 unit", "40 units"),
            o(true, "60 unit", "60 units"),
            o(false, "34 unit", "34 units"),
            o(false, "80 unit", "80 units"),
          ],
          b("(10 \u00d7 4) + 20 = 60 unit.", "(10 \u00d7 4) + 20 = 60 units."),
        ),
        q(
          "multiple",
          b("Praktik mana yang benar dalam stock opname?", "Which are correct practices in a stock take?"),
          [
            o(
              true,
              "Tim minimal dua orang, satu menghitung dan satu mencatat",
              "A team of at least two, one counting and one recording",
            ),
            o(
              true,
              "Menyelidiki selisih antara hasil hitung dan catatan",
              "Investigating differences between the count and the records",
            ),
            o(
              false,
              "Menyesuaikan catatan tanpa berita acara agar cepat",
              "Adjusting the records without an official report to save time",
            ),
            o(true, "Menandai area yang sudah dihitung", "Marking areas already counted"),
          ],
          b(
            "Penyesuaian catatan harus didukung berita acara yang disetujui pimpinan.",
            "Record adjustments must be supported by a report approved by management.",
          ),
        ),
        q(
          "single",
          b(
            "Dana tetap kas kecil Rp1.000.000. Uang tunai Rp300.000 dan bukti pengeluaran Rp700.000. Bagaimana kondisinya?",
            "The petty cash fund is Rp1,000,000. Cash is Rp300,000 and vouchers total Rp700,000. What is the status?",
          ),
          [
            o(
              true,
              "Seimbang; dapat diajukan pengisian kembali Rp700.000",
              "Balanced; a top-up of Rp700,000 can be requested",
            ),
            o(false, "Ada selisih kurang Rp300.000", "There is a Rp300,000 shortfall"),
            o(false, "Perlu pengisian kembali Rp1.000.000", "A Rp1,000,000 top-up is needed"),
          ],
          b(
            "Uang tunai ditambah bukti sama dengan dana tetap. Pengisian kembali sebesar total bukti mengembalikan saldo ke Rp1.000.000.",
            "Cash plus vouchers equals the fixed fund. A top-up equal to the vouchers restores the balance to Rp1,000,000.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa saja yang sebaiknya tercatat dalam register aset tetap?",
            "What should be recorded in a fixed-asset register?",
          ),
          [
            o(true, "Kode aset dan tanggal perolehan", "Asset code and acquisition date"),
            o(true, "Lokasi dan penanggung jawab", "Location and person responsible"),
            o(true, "Kondisi dan riwayat perawatan", "Condition and maintenance history"),
            o(false, "Harga jual aset di toko daring setiap hari", "The asset's daily online resale price"),
          ],
          b(
            "Register aset mencatat identitas, nilai perolehan, lokasi, kondisi, dan riwayat aset.",
            "The asset register records identity, acquisition value, location, condition and history.",
          ),
        ),
      ],
    },
    {
      key: "sop-process-improvement",
      title: b("SOP dan Perbaikan Proses Operasional", "SOPs and Operational Process Improvement"),
      description: b(
        "Pelajari cara memetakan proses kerja, menulis SOP yang benar-benar dipakai, dan memperbaikinya secara berkelanjutan. Kursus ini membahas diagram alir, SOP, 5S, pemborosan Lean, indikator kinerja operasional, PDCA, dan kesinambungan layanan.",
        "Learn to map work processes, write SOPs people actually use, and improve them continuously. The track covers flowcharts, SOPs, 5S, Lean waste, operational performance indicators, PDCA and service continuity.",
      ),
      skills: [
        b("Memetakan proses dengan diagram alir", "Mapping processes with flowcharts"),
        b("Menulis SOP yang jelas dan dapat diaudit", "Writing clear, auditable SOPs"),
        b("Menerapkan 5S di tempat kerja", "Applying 5S in the workplace"),
        b("Mengenali dan mengurangi pemborosan proses", "Identifying and reducing process waste"),
        b(
          "Memantau KPI operasional dan menjalankan siklus PDCA",
          "Tracking operational KPIs and running PDCA cycles",
        ),
      ],
      lessons: [
        {
          title: b("Memetakan Proses Kerja dengan Diagram Alir", "Mapping Work Processes with Flowcharts"),
          body: b(
            "Sebelum memperbaiki proses, kita harus melihatnya dengan jelas. Diagram alir (flowchart) menggambarkan urutan langkah, keputusan, dan pihak yang terlibat dalam suatu proses.\n\nSimbol dasar diagram alir:\n- Oval: awal dan akhir proses.\n- Persegi panjang: langkah atau kegiatan.\n- Belah ketupat: keputusan dengan pilihan ya atau tidak.\n- Panah: arah aliran.\n\nUntuk proses lintas bagian, gunakan swimlane, yaitu diagram yang dibagi menjadi jalur per pihak. Dengan swimlane, terlihat jelas kapan pekerjaan berpindah tangan, dan di titik perpindahan itulah biasanya terjadi penundaan.\n\nCara memetakan proses:\n1. Tentukan batas proses: mulai dari mana dan berakhir di mana. Contoh: dari warga mengajukan permohonan surat keterangan sampai surat diterima warga.\n2. Amati proses nyata, jangan hanya membaca aturan di atas kertas. Tanyakan kepada petugas yang menjalankannya.\n3. Tulis setiap langkah, termasuk menunggu, memeriksa ulang, dan meminta tanda tangan.\n4. Catat waktu setiap langkah dan waktu tunggu di antaranya.\n\nSering kali pemetaan mengungkap hal mengejutkan: proses yang waktu kerjanya hanya 15 menit ternyata memakan dua hari karena dokumen menunggu tanda tangan. Peta proses menjadi dasar penulisan SOP dan perbaikan berikutnya.",
            "Before improving a process, we must see it clearly. A flowchart shows the sequence of steps, decisions and parties involved in a process.\n\nBasic flowchart symbols:\n- Oval: start and end of the process.\n- Rectangle: a step or activity.\n- Diamond: a decision with yes or no options.\n- Arrow: direction of flow.\n\nFor processes across departments, use swimlanes, a diagram divided into lanes per party. Swimlanes show clearly when work changes hands, and that is usually where delays occur.\n\nHow to map a process:\n1. Set the process boundaries: where it starts and ends. Example: from a resident applying for a certificate to the resident receiving it.\n2. Observe the real process, not just the rules on paper. Ask the staff who run it.\n3. Write every step, including waiting, rechecking and obtaining signatures.\n4. Record the time of each step and the waiting time between them.\n\nMapping often reveals surprises: a process with only 15 minutes of actual work turns out to take two days because documents wait for signatures. The process map becomes the basis for writing SOPs and for later improvements.",
          ),
        },
        {
          title: b(
            "Menulis SOP yang Jelas dan Benar-Benar Dipakai",
            "Writing SOPs That Are Clear and Actually Used",
          ),
          body: b(
            "Standard Operating Procedure (SOP) adalah panduan tertulis tentang cara melakukan suatu pekerjaan secara konsisten. SOP yang baik membuat kualitas layanan tidak bergantung pada siapa yang sedang bertugas dan memudahkan pelatihan pegawai baru.\n\nUnsur SOP yang lengkap:\n- Judul dan nomor SOP, tanggal berlaku, serta nomor revisi.\n- Tujuan dan ruang lingkup: proses apa dan untuk siapa.\n- Definisi istilah bila perlu.\n- Penanggung jawab setiap langkah.\n- Langkah-langkah berurutan, bisa disertai diagram alir.\n- Dokumen atau formulir yang dipakai.\n- Waktu penyelesaian atau standar mutu.\n- Pengesahan oleh pejabat berwenang.\n\nTips menulis:\n- Gunakan kalimat perintah yang singkat: \u201cPeriksa kelengkapan berkas\u201d, bukan \u201cBerkas hendaknya diperiksa kelengkapannya oleh petugas\u201d.\n- Satu langkah berisi satu tindakan.\n- Tulis bersama pegawai yang menjalankan proses, bukan hanya oleh atasan.\n- Uji SOP dengan meminta orang baru mengikutinya. Jika ia bingung, perbaiki tulisannya.\n\nContoh: SOP penerimaan pasien di puskesmas menjelaskan langkah dari pengambilan nomor antrean, verifikasi identitas dan kepesertaan BPJS Kesehatan, hingga pengantaran ke poli. Tempel ringkasan SOP di lokasi kerja agar mudah dirujuk, dan tinjau ulang minimal setahun sekali atau saat proses berubah.",
            "A Standard Operating Procedure (SOP) is a written guide on how to perform a task consistently. A good SOP means service quality does not depend on who happens to be on duty, and it makes training new staff easier.\n\nElements of a complete SOP:\n- Title and SOP number, effective date and revision number.\n- Purpose and scope: which process and for whom.\n- Definitions of terms where needed.\n- The person responsible for each step.\n- Sequential steps, optionally with a flowchart.\n- Documents or forms used.\n- Completion time or quality standard.\n- Approval by the authorised official.\n\nWriting tips:\n- Use short imperative sentences: \u201cCheck that the file is complete\u201d, not \u201cThe file should be checked for completeness by the officer\u201d.\n- One step, one action.\n- Write it together with the staff who run the process, not just the managers.\n- Test the SOP by asking a newcomer to follow it. If they get confused, fix the wording.\n\nExample: the patient reception SOP at a puskesmas explains the steps from taking a queue number, verifying identity and BPJS Kesehatan membership, to escorting the patient to the clinic room. Post a summary of the SOP at the workstation for easy reference, and review it at least once a year or whenever the process changes.",
          ),
        },
        {
          title: b("Menerapkan 5S di Tempat Kerja", "Applying 5S in the Workplace"),
          body: b(
            "5S adalah metode penataan tempat kerja yang berasal dari Jepang dan banyak dipakai di pabrik maupun kantor. Di Indonesia, 5S sering diadaptasi menjadi 5R: Ringkas, Rapi, Resik, Rawat, Rajin.\n\n- Seiri (Ringkas): pisahkan barang yang diperlukan dari yang tidak, lalu singkirkan yang tidak diperlukan. Tempel label merah pada barang yang diragukan dan putuskan dalam batas waktu tertentu.\n- Seiton (Rapi): tentukan tempat untuk setiap barang, beri label, dan letakkan barang yang sering dipakai paling dekat.\n- Seiso (Resik): bersihkan tempat kerja sekaligus memeriksa kondisi peralatan. Kebocoran oli di mesin atau kabel terkelupas sering ditemukan saat membersihkan.\n- Seiketsu (Rawat): buat standar agar tiga langkah pertama dipertahankan, misalnya foto kondisi ideal meja atau rak yang ditempel sebagai acuan.\n- Shitsuke (Rajin): jadikan kebiasaan melalui jadwal, pemeriksaan rutin, dan contoh dari pimpinan.\n\nContoh di kantor kelurahan: dalam satu hari kerja bakti 5S, tim menyingkirkan formulir lama dan printer rusak, memberi label pada lemari arsip, dan menetapkan tempat khusus untuk stempel serta formulir layanan. Waktu petugas mencari dokumen berkurang dan loket terlihat lebih profesional.\n\n5S bukan acara bersih-bersih sekali setahun. Manfaatnya baru terasa bila dipertahankan menjadi budaya kerja sehari-hari.",
            "5S is a workplace organisation method from Japan, widely used in factories and offices. In Indonesia it is often adapted as 5R: Ringkas, Rapi, Resik, Rawat, Rajin.\n\n- Seiri (Sort): separate what is needed from what is not, and remove what is not needed. Put red tags on doubtful items and decide on them within a set time.\n- Seiton (Set in order): give every item a place, label it, and keep frequently used items closest.\n- Seiso (Shine): clean the workplace while inspecting equipment. Oil leaks on a machine or frayed cables are often found during cleaning.\n- Seiketsu (Standardise): create standards so the first three steps are maintained, for example a posted photo of how a desk or shelf should look.\n- Shitsuke (Sustain): make it a habit through schedules, routine checks and leaders setting the example.\n\nExample at a sub-district office: in a one-day 5S clean-up, the team removes old forms and broken printers, labels the archive cabinets and sets a dedicated place for stamps and service forms. Staff spend less time searching for documents and the counter looks more professional.\n\n5S is not a once-a-year clean-up event. Its benefits appear only when it is maintained as an everyday work culture.",
          ),
        },
        {
          title: b("Mengenali Pemborosan dalam Proses (Lean)", "Recognising Waste in Processes (Lean)"),
          body: b(
            "Pendekatan Lean, yang berakar dari Toyota Production System, memandang setiap kegiatan dari sudut pelanggan: apakah kegiatan ini menambah nilai yang dibutuhkan pelanggan? Kegiatan yang tidak menambah nilai disebut pemborosan (muda).\n\nTujuh jenis pemborosan klasik, dengan contoh di kantor:\n- Transportasi: dokumen dibawa bolak-balik antargedung untuk tanda tangan.\n- Persediaan berlebih: tumpukan formulir cetak yang akhirnya usang karena formatnya berubah.\n- Gerakan: staf berjalan jauh ke printer bersama setiap kali mencetak.\n- Menunggu: berkas menumpuk menunggu pejabat yang sedang dinas luar.\n- Produksi berlebih: membuat laporan yang tidak dibaca siapa pun.\n- Proses berlebih: meminta fotokopi KTP padahal data sudah bisa diverifikasi secara elektronik.\n- Cacat: salah ketik nama pada surat sehingga harus dicetak dan ditandatangani ulang.\n\nBanyak praktisi menambahkan pemborosan kedelapan: bakat atau ide karyawan yang tidak dimanfaatkan.\n\nCara memulai: ambil satu proses yang sudah dipetakan, tandai setiap langkah sebagai bernilai tambah atau tidak, lalu cari cara menghilangkan, menggabungkan, atau menyederhanakan langkah yang tidak bernilai. Contohnya, delegasi kewenangan tanda tangan untuk surat rutin dapat memangkas waktu tunggu berhari-hari tanpa biaya tambahan.",
            "The Lean approach, rooted in the Toyota Production System, looks at every activity from the customer's point of view: does this activity add value the customer needs? Activities that add no value are waste (muda).\n\nThe seven classic wastes, with office examples:\n- Transport: documents carried back and forth between buildings for signatures.\n- Excess inventory: piles of printed forms that become obsolete when the format changes.\n- Motion: staff walking far to a shared printer every time they print.\n- Waiting: files piling up while an official is away on duty.\n- Overproduction: producing reports nobody reads.\n- Overprocessing: asking for a photocopy of an ID card when the data can already be verified electronically.\n- Defects: a misspelled name on a letter, so it must be reprinted and re-signed.\n\nMany practitioners add an eighth waste: employees' unused talent or ideas.\n\nHow to start: take one process that has been mapped, mark each step as value-adding or not, then look for ways to remove, combine or simplify the steps that add no value. For example, delegating signing authority for routine letters can cut days of waiting at no extra cost.",
          ),
        },
        {
          title: b("Indikator Kinerja Operasional (KPI)", "Operational Performance Indicators (KPIs)"),
          body: b(
            "Perbaikan proses perlu diukur. Key Performance Indicator (KPI) operasional adalah angka yang menunjukkan seberapa baik suatu proses berjalan.\n\nContoh KPI operasional yang umum:\n- Waktu siklus: rata-rata waktu dari permohonan diterima sampai selesai, misalnya penerbitan surat keterangan dalam satu hari kerja.\n- Ketepatan waktu: persentase pekerjaan yang selesai sesuai standar waktu.\n- Tingkat kesalahan: persentase dokumen yang harus diperbaiki atau dikembalikan.\n- Produktivitas: jumlah berkas yang diproses per petugas per hari.\n- Kepuasan pengguna: hasil survei singkat setelah layanan.\n\nCiri KPI yang baik:\n- Terkait langsung dengan tujuan layanan.\n- Jelas cara menghitungnya dan sumber datanya.\n- Dapat dipengaruhi oleh tim yang diukur.\n- Dipantau rutin, misalnya mingguan atau bulanan, dan ditampilkan secara terbuka kepada tim.\n\nHati-hati dengan efek samping. Jika hanya kecepatan yang diukur, petugas mungkin mengorbankan ketelitian. Karena itu, pasangkan KPI kecepatan dengan KPI kualitas.\n\nContoh: gudang distributor di Makassar memantau persentase pesanan yang dikirim lengkap dan tepat waktu. Angka ini menggabungkan kecepatan dan ketepatan, sehingga tim tidak bisa \u201cmenang\u201d hanya dengan mengirim cepat tetapi salah.",
            "Process improvement needs to be measured. Operational Key Performance Indicators (KPIs) are numbers that show how well a process runs.\n\nCommon operational KPIs:\n- Cycle time: average time from receiving a request to completion, for example issuing a certificate within one working day.\n- Timeliness: percentage of work finished within the time standard.\n- Error rate: percentage of documents that must be corrected or returned.\n- Productivity: number of files processed per staff member per day.\n- User satisfaction: results of a short survey after the service.\n\nA good KPI:\n- Relates directly to the purpose of the service.\n- Has a clear calculation method and data source.\n- Can be influenced by the team being measured.\n- Is monitored regularly, weekly or monthly, and shown openly to the team.\n\nBeware of side effects. If only speed is measured, staff may sacrifice accuracy. So pair speed KPIs with quality KPIs.\n\nExample: a distributor's warehouse in Makassar tracks the percentage of orders shipped complete and on time. This single number combines speed and accuracy, so the team cannot \u201cwin\u201d by shipping fast but wrong.",
          ),
        },
        {
          title: b("Siklus PDCA untuk Perbaikan Berkelanjutan", "The PDCA Cycle for Continuous Improvement"),
          body: b(
            "PDCA (Plan\u2013Do\u2013Check\u2013Act), yang dipopulerkan oleh W. Edwards Deming, adalah siklus sederhana untuk memperbaiki proses secara bertahap dan berbasis bukti.\n\n- Plan: identifikasi masalah, cari akar penyebab, dan rencanakan perubahan beserta target yang terukur.\n- Do: uji perubahan dalam skala kecil.\n- Check: bandingkan hasil dengan target dan kondisi sebelumnya.\n- Act: jika berhasil, jadikan standar baru dan perbarui SOP. Jika belum, pelajari penyebabnya dan mulai siklus lagi.\n\nUntuk mencari akar penyebab, gunakan teknik 5 Why: tanyakan \u201cmengapa\u201d berulang kali sampai menemukan penyebab yang bisa ditindaklanjuti.\n\nContoh di koperasi simpan pinjam: pencairan pinjaman rata-rata memakan 7 hari kerja. Mengapa? Berkas sering dikembalikan. Mengapa? Dokumen pendukung tidak lengkap. Mengapa? Anggota tidak tahu dokumen apa yang diperlukan. Rencana: buat daftar periksa dokumen yang dibagikan saat pengajuan. Uji coba satu bulan di satu cabang. Hasilnya, berkas yang dikembalikan berkurang dan waktu pencairan turun. Daftar periksa pun dijadikan standar di semua cabang dan dimasukkan ke SOP.\n\nKekuatan PDCA adalah ritmenya. Perbaikan kecil yang dilakukan terus-menerus sering memberi hasil lebih besar daripada satu proyek perubahan besar yang jarang dilakukan.",
            "PDCA (Plan\u2013Do\u2013Check\u2013Act), popularised by W. Edwards Deming, is a simple cycle for improving processes step by step, based on evidence.\n\n- Plan: identify the problem, find the root cause, and plan a change with a measurable target.\n- Do: test the change on a small scale.\n- Check: compare the results with the target and the previous situation.\n- Act: if it works, make it the new standard and update the SOP. If not, learn why and start the cycle again.\n\nTo find root causes, use the 5 Whys technique: ask \u201cwhy\u201d repeatedly until you reach a cause you can act on.\n\nExample at a savings-and-loan cooperative: loan disbursement takes 7 working days on average. Why? Files are often sent back. Why? Supporting documents are incomplete. Why? Members do not know which documents are required. Plan: create a document checklist handed out at application. Pilot it for one month at one branch. The result: fewer returned files and shorter disbursement time. The checklist becomes the standard at all branches and is added to the SOP.\n\nPDCA's strength is its rhythm. Small improvements made continually often deliver more than one big change project done rarely.",
          ),
        },
        {
          title: b(
            "Menjaga Kesinambungan Layanan saat Gangguan",
            "Keeping Services Running During Disruptions",
          ),
          body: b(
            "Listrik padam, banjir, sistem aplikasi tidak bisa diakses, atau petugas kunci jatuh sakit dapat menghentikan layanan. Rencana kesinambungan layanan (business continuity) menyiapkan cara agar layanan penting tetap berjalan, meskipun dalam bentuk minimal.\n\nLangkah menyusun rencana sederhana:\n1. Daftar layanan penting dan tentukan berapa lama masing-masing boleh terhenti. Misalnya, layanan gawat darurat tidak boleh berhenti, sedangkan laporan bulanan bisa ditunda beberapa hari.\n2. Identifikasi risiko yang realistis di lokasi Anda: banjir musiman, gempa, pemadaman listrik, atau gangguan internet.\n3. Siapkan alternatif untuk setiap layanan penting: formulir kertas cadangan saat aplikasi mati, genset atau UPS, koneksi internet cadangan, dan lokasi kerja sementara.\n4. Pastikan ada pengganti untuk peran kunci. Latih minimal dua orang untuk setiap tugas penting dan dokumentasikan dalam SOP.\n5. Simpan daftar kontak darurat dan salinan dokumen penting di tempat yang mudah diakses.\n6. Uji rencana, misalnya simulasi setahun sekali.\n\nContoh: toko grosir di daerah rawan banjir menyimpan stok di rak tinggi, menyalin data transaksi ke cloud setiap hari, dan menyiapkan nota manual bernomor untuk tetap berjualan saat listrik padam. Setelah listrik kembali, transaksi manual dimasukkan ke sistem agar catatan tetap lengkap.",
            "Power cuts, floods, an application outage or a key staff member falling ill can stop services. A business continuity plan prepares ways for essential services to keep running, even at a minimal level.\n\nSteps to draft a simple plan:\n1. List the essential services and decide how long each may be interrupted. For example, emergency care must never stop, while a monthly report can wait a few days.\n2. Identify realistic risks at your location: seasonal floods, earthquakes, power cuts or internet outages.\n3. Prepare alternatives for each essential service: spare paper forms when the app is down, a generator or UPS, a backup internet connection and a temporary workplace.\n4. Ensure there are backups for key roles. Train at least two people for every critical task and document it in the SOP.\n5. Keep an emergency contact list and copies of important documents where they are easy to reach.\n6. Test the plan, for example with a simulation once a year.\n\nExample: a wholesale shop in a flood-prone area keeps stock on high shelves, copies transaction data to the cloud daily and keeps numbered manual receipts so it can keep selling during power cuts. When power returns, the manual transactions are entered into the system so the records stay complete.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Dalam diagram alir, simbol belah ketupat menunjukkan...",
            "In a flowchart, the diamond symbol represents...",
          ),
          [
            o(false, "Awal proses", "The start of the process"),
            o(true, "Keputusan dengan pilihan ya atau tidak", "A decision with yes or no options"),
            o(false, "Dokumen arsip", "An archived document"),
            o(false, "Arah aliran", "Direction of flow"),
          ],
          b(
            "Belah ketupat dipakai untuk titik keputusan; oval untuk awal/akhir dan panah untuk arah.",
            "Diamonds mark decision points; ovals are start/end and arrows show direction.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa diagram swimlane berguna untuk proses lintas bagian?",
            "Why are swimlane diagrams useful for cross-department processes?",
          ),
          [
            o(
              true,
              "Memperlihatkan titik perpindahan pekerjaan antarpihak, tempat penundaan sering terjadi",
              "They show handoffs between parties, where delays often happen",
            ),
            o(false, "Menggantikan kebutuhan menulis SOP", "They replace the need to write SOPs"),
            o(false, "Menghitung gaji setiap pihak", "They calculate each party's salary"),
          ],
          b(
            "Jalur per pihak memperjelas siapa mengerjakan apa dan kapan pekerjaan berpindah tangan.",
            "Lanes per party clarify who does what and when work changes hands.",
          ),
        ),
        q(
          "multiple",
          b("Manakah praktik menulis SOP yang baik?", "Which are good SOP-writing practices?"),
          [
            o(true, "Satu langkah berisi satu tindakan", "One step, one action"),
            o(
              true,
              "Ditulis bersama pegawai yang menjalankan proses",
              "Written together with the staff who run the process",
            ),
            o(
              false,
              "Menggunakan kalimat panjang dan pasif agar terdengar resmi",
              "Using long passive sentences to sound official",
            ),
            o(true, "Diuji dengan meminta orang baru mengikutinya", "Tested by having a newcomer follow it"),
          ],
          b(
            "SOP harus lugas dan praktis; kalimat panjang dan pasif menyulitkan pemahaman.",
            "SOPs must be plain and practical; long passive sentences hinder understanding.",
          ),
        ),
        q(
          "single",
          b(
            "Langkah 5S mana yang berarti menentukan tempat untuk setiap barang dan memberinya label?",
            "Which 5S step means giving every item a place and labelling it?",
          ),
          [
            o(false, "Seiri (Ringkas)", "Seiri (Sort)"),
            o(true, "Seiton (Rapi)", "Seiton (Set in order)"),
            o(false, "Seiso (Resik)", "Seiso (Shine)"),
            o(false, "Shitsuke (Rajin)", "Shitsuke (Sustain)"),
          ],
          b(
            "Seiton menata barang yang tersisa setelah Seiri agar mudah diambil dan dikembalikan.",
            "Seiton arranges what remains after Seiri so items are easy to take and return.",
          ),
        ),
        q(
          "multiple",
          b("Manakah contoh pemborosan menurut Lean?", "Which are examples of waste in Lean terms?"),
          [
            o(
              true,
              "Berkas menunggu tanda tangan pejabat yang sedang dinas luar",
              "Files waiting for the signature of an official who is away",
            ),
            o(
              true,
              "Laporan yang dibuat tetapi tidak dibaca siapa pun",
              "Reports produced but read by nobody",
            ),
            o(
              true,
              "Surat dicetak ulang karena salah ketik nama",
              "A letter reprinted because of a misspelled name",
            ),
            o(
              false,
              "Memverifikasi identitas pemohon sesuai ketentuan layanan",
              "Verifying the applicant's identity as the service requires",
            ),
          ],
          b(
            "Menunggu, produksi berlebih, dan cacat adalah pemborosan. Verifikasi identitas yang diwajibkan adalah bagian dari nilai layanan.",
            "Waiting, overproduction and defects are waste. Required identity checks are part of the service's value.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa KPI kecepatan sebaiknya dipasangkan dengan KPI kualitas?",
            "Why should a speed KPI be paired with a quality KPI?",
          ),
          [
            o(
              true,
              "Agar petugas tidak mengorbankan ketelitian demi mengejar kecepatan",
              "So staff do not sacrifice accuracy to chase speed",
            ),
            o(false, "Agar jumlah KPI terlihat lebih banyak", "So there appear to be more KPIs"),
            o(false, "Karena KPI kecepatan tidak boleh diukur", "Because speed must not be measured"),
          ],
          b(
            "Mengukur satu sisi saja dapat menimbulkan efek samping yang merugikan pengguna.",
            "Measuring only one side can create side effects that harm users.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam siklus PDCA, apa yang dilakukan pada tahap Act jika uji coba berhasil?",
            "In the PDCA cycle, what happens at the Act stage if the pilot succeeds?",
          ),
          [
            o(
              false,
              "Menghentikan perubahan dan kembali ke cara lama",
              "Stop the change and return to the old way",
            ),
            o(
              true,
              "Menjadikan perubahan sebagai standar baru dan memperbarui SOP",
              "Make the change the new standard and update the SOP",
            ),
            o(false, "Langsung memulai uji coba tanpa target", "Start another pilot without a target"),
          ],
          b(
            "Act mengunci hasil perbaikan agar tidak hilang, lalu siklus dapat berlanjut untuk masalah berikutnya.",
            "Act locks in the improvement so it is not lost; the cycle can then continue with the next problem.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa saja unsur rencana kesinambungan layanan yang baik?",
            "What are elements of a good business continuity plan?",
          ),
          [
            o(
              true,
              "Daftar layanan penting dan batas waktu boleh terhenti",
              "A list of essential services and how long each may stop",
            ),
            o(true, "Pengganti terlatih untuk peran kunci", "Trained backups for key roles"),
            o(true, "Uji coba atau simulasi berkala", "Periodic tests or simulations"),
            o(
              false,
              "Mengandalkan satu orang yang tahu semua proses",
              "Relying on one person who knows every process",
            ),
          ],
          b(
            "Ketergantungan pada satu orang adalah risiko kesinambungan; rencana yang baik menyiapkan pengganti.",
            "Dependence on one person is a continuity risk; a good plan prepares backups.",
          ),
        ),
      ],
    },
  ],
};

export default content;
