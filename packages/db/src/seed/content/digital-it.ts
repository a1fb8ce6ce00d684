/**
 * Digital & IT: cybersecurity hygiene, everyday cloud and spreadsheet tools, and office network basics —
 * the three IT needs most common in Indonesian offices, puskesmas, kantor desa and UMKM.
 */
import { b, o, q } from "./builders";
import type { CategoryContent } from "./types";

const content: CategoryContent = {
  category: "digital-it",
  tracks: [
    {
      key: "cybersecurity-basics",
      title: b(
        "Dasar Keamanan Siber untuk Kantor dan UMKM",
        "Cybersecurity Basics for Offices and Small Businesses",
      ),
      description: b(
        "Pelajari kebiasaan keamanan siber yang melindungi akun, perangkat, dan data kantor atau usaha Anda. Kursus ini membahas kata sandi, phishing, malware, backup, perlindungan data pribadi, dan cara merespons insiden.",
        "Learn the cybersecurity habits that protect the accounts, devices and data of your office or business. The track covers passwords, phishing, malware, backups, personal data protection and how to respond to incidents.",
      ),
      skills: [
        b(
          "Membuat kata sandi kuat dan mengaktifkan autentikasi dua faktor",
          "Creating strong passwords and enabling two-factor authentication",
        ),
        b("Mengenali pesan phishing dan penipuan digital", "Recognising phishing messages and digital scams"),
        b("Menerapkan backup data dengan aturan 3-2-1", "Applying the 3-2-1 backup rule"),
        b("Melindungi data pribadi pelanggan", "Protecting customers' personal data"),
        b(
          "Merespons insiden keamanan siber dengan tenang dan terarah",
          "Responding to security incidents calmly and methodically",
        ),
      ],
      lessons: [
        {
          title: b(
            "Pengantar Keamanan Siber: Kerahasiaan, Integritas, Ketersediaan",
            "Introduction to Cybersecurity: Confidentiality, Integrity, Availability",
          ),
          body: b(
            "Keamanan siber adalah upaya melindungi sistem, perangkat, dan data dari akses atau kerusakan yang tidak diinginkan. Para ahli meringkas tujuannya dalam tiga kata yang dikenal sebagai CIA triad.\n\n- Kerahasiaan (confidentiality): data hanya dapat dibaca oleh orang yang berhak, misalnya data rekam medis pasien puskesmas.\n- Integritas (integrity): data tidak diubah tanpa izin, misalnya angka saldo simpanan anggota koperasi.\n- Ketersediaan (availability): sistem dan data bisa dipakai saat dibutuhkan, misalnya aplikasi kasir toko tetap berjalan saat jam ramai.\n\nSetiap ancaman menyerang salah satu atau beberapa tujuan ini. Pencurian kata sandi mengancam kerahasiaan, virus yang mengubah file mengancam integritas, dan ransomware yang mengunci komputer mengancam ketersediaan.\n\nBanyak pemilik UMKM merasa usahanya terlalu kecil untuk diserang. Kenyataannya, banyak serangan dilakukan secara otomatis dan massal, sehingga siapa pun yang lengah bisa menjadi korban. Karena itu, langkah sederhana seperti kata sandi kuat, pembaruan perangkat lunak, dan backup rutin sudah memberi perlindungan besar. Di pelajaran berikutnya kita akan membahas langkah-langkah itu satu per satu.",
            "Cybersecurity is the effort to protect systems, devices and data from unwanted access or damage. Experts summarise its goals in three words known as the CIA triad.\n\n- Confidentiality: only authorised people can read the data, for example patient medical records at a puskesmas.\n- Integrity: data is not changed without permission, for example the savings balances of cooperative members.\n- Availability: systems and data can be used when needed, for example a shop's point-of-sale app keeps running at peak hours.\n\nEvery threat attacks one or more of these goals. A stolen password threatens confidentiality, a virus that alters files threatens integrity, and ransomware that locks a computer threatens availability.\n\nMany small-business owners feel their business is too small to be attacked. In reality, many attacks are automated and run at scale, so anyone who is careless can become a victim. That is why simple steps such as strong passwords, software updates and regular backups already give strong protection. The following lessons cover those steps one by one.",
          ),
        },
        {
          title: b(
            "Kata Sandi Kuat dan Autentikasi Dua Faktor (2FA)",
            "Strong Passwords and Two-Factor Authentication (2FA)",
          ),
          body: b(
            "Kata sandi adalah kunci pertama akun email, mobile banking, dan aplikasi kantor. Kata sandi yang lemah, seperti tanggal lahir atau \u201cadmin123\u201d, mudah ditebak oleh program otomatis.\n\nCiri kata sandi yang baik:\n- Panjang, minimal 12 karakter. Frasa seperti \u201ckopi-susu-pagi-di-Makassar\u201d lebih kuat dan lebih mudah diingat daripada \u201cKp#9\u201d.\n- Unik untuk setiap akun. Jika satu situs bocor, akun lain tetap aman.\n- Tidak dibagikan lewat chat atau ditempel di monitor.\n\nAgar tidak perlu menghafal puluhan kata sandi, gunakan pengelola kata sandi (password manager) yang menyimpannya secara terenkripsi. Anda cukup mengingat satu kata sandi utama yang kuat.\n\nLapisan kedua adalah autentikasi dua faktor (2FA). Selain kata sandi, Anda harus memasukkan kode dari aplikasi autentikator, SMS, atau kunci keamanan. Jadi, walaupun kata sandi bocor, penyerang tetap tidak bisa masuk tanpa faktor kedua. Aktifkan 2FA terutama pada email, WhatsApp (verifikasi dua langkah), dan akun media sosial usaha.\n\nIngat: jangan pernah memberikan kode OTP kepada siapa pun, termasuk orang yang mengaku petugas bank. Petugas resmi tidak akan memintanya.",
            "A password is the first key to your email, mobile banking and office applications. Weak passwords, such as a birth date or \u201cadmin123\u201d, are easily guessed by automated programs.\n\nSigns of a good password:\n- Long, at least 12 characters. A phrase like \u201ckopi-susu-pagi-di-Makassar\u201d is stronger and easier to remember than \u201cKp#9\u201d.\n- Unique for every account. If one site leaks, your other accounts stay safe.\n- Never shared over chat or stuck on the monitor.\n\nTo avoid memorising dozens of passwords, use a password manager that stores them encrypted. You only need to remember one strong master password.\n\nThe second layer is two-factor authentication (2FA). Besides the password, you must enter a code from an authenticator app, an SMS or a security key. So even if the password leaks, an attacker still cannot log in without the second factor. Enable 2FA especially on email, WhatsApp (two-step verification) and your business's social media accounts.\n\nRemember: never give an OTP code to anyone, including someone claiming to be a bank officer. Genuine staff will never ask for it.",
          ),
        },
        {
          title: b("Mengenali Phishing dan Penipuan Digital", "Recognising Phishing and Digital Scams"),
          body: b(
            "Phishing adalah upaya menipu korban agar menyerahkan data rahasia atau memasang program jahat, biasanya dengan menyamar sebagai pihak tepercaya. Di Indonesia, modusnya sering datang lewat WhatsApp, SMS, atau email.\n\nContoh yang sering terjadi:\n- File berakhiran .apk yang dikirim sebagai \u201cundangan pernikahan\u201d, \u201cresi paket\u201d, atau \u201ctagihan\u201d. Jika dipasang, aplikasi ini dapat membaca SMS, termasuk kode OTP bank.\n- Pesan yang mengaku dari bank tentang perubahan tarif transfer, lalu meminta korban mengisi formulir berisi nomor kartu dan PIN.\n- Email palsu dari \u201cpimpinan\u201d yang meminta staf keuangan segera mentransfer dana.\n\nTanda bahaya yang perlu diwaspadai: rasa mendesak (\u201chari ini juga\u201d), tawaran terlalu bagus, alamat pengirim atau tautan yang sedikit berbeda dari aslinya, dan permintaan data rahasia.\n\nKebiasaan aman:\n- Jangan memasang aplikasi dari luar toko aplikasi resmi.\n- Periksa kebenaran pesan lewat saluran resmi, misalnya menelepon nomor bank yang tertera di kartu.\n- Untuk permintaan transfer, konfirmasi langsung kepada orang yang bersangkutan melalui nomor yang sudah Anda kenal.",
            "Phishing is an attempt to trick victims into handing over secret data or installing malicious software, usually by posing as a trusted party. In Indonesia it often arrives via WhatsApp, SMS or email.\n\nCommon examples:\n- A file ending in .apk sent as a \u201cwedding invitation\u201d, \u201cparcel receipt\u201d or \u201cbill\u201d. Once installed, such an app can read text messages, including bank OTP codes.\n- A message claiming to be from a bank about new transfer fees, asking the victim to fill in a form with card number and PIN.\n- A fake email from the \u201cboss\u201d asking finance staff to transfer money urgently.\n\nWarning signs: urgency (\u201ctoday, right now\u201d), offers that are too good, a sender address or link that differs slightly from the real one, and requests for secret data.\n\nSafe habits:\n- Do not install apps from outside the official app stores.\n- Verify messages through an official channel, for example by calling the bank number printed on your card.\n- For transfer requests, confirm directly with the person concerned using a number you already know.",
          ),
        },
        {
          title: b(
            "Pembaruan Perangkat Lunak dan Perlindungan dari Malware",
            "Software Updates and Protection from Malware",
          ),
          body: b(
            "Malware adalah perangkat lunak jahat, misalnya virus, spyware yang mencuri data, dan ransomware yang mengunci file lalu meminta tebusan. Malware biasanya masuk melalui celah keamanan pada perangkat lunak yang belum diperbarui, lampiran email, flashdisk, atau aplikasi bajakan.\n\nLangkah perlindungan utama:\n- Aktifkan pembaruan otomatis untuk sistem operasi, browser, dan aplikasi. Pembaruan sering berisi perbaikan celah keamanan yang sudah diketahui penyerang.\n- Gunakan antivirus yang aktif. Windows sudah memiliki Microsoft Defender bawaan yang memadai untuk kebanyakan kantor kecil.\n- Hindari perangkat lunak bajakan. Selain melanggar hukum, file crack sering disisipi malware.\n- Pindai flashdisk sebelum dibuka, terutama di kantor yang banyak menerima file dari warga atau mitra.\n- Gunakan akun pengguna biasa untuk pekerjaan harian, bukan akun administrator, agar malware tidak mudah mengubah sistem.\n\nContoh: sebuah kantor desa menunda pembaruan Windows berbulan-bulan karena takut mengganggu pekerjaan. Lebih baik jadwalkan pembaruan di luar jam layanan, misalnya Jumat sore, daripada membiarkan komputer terbuka terhadap serangan yang sudah dikenal.",
            "Malware is malicious software, such as viruses, spyware that steals data, and ransomware that locks files and demands a ransom. It usually gets in through security holes in outdated software, email attachments, USB drives or pirated applications.\n\nKey protective steps:\n- Turn on automatic updates for the operating system, browser and apps. Updates often fix security holes that attackers already know about.\n- Use active antivirus protection. Windows already includes Microsoft Defender, which is adequate for most small offices.\n- Avoid pirated software. Besides being illegal, crack files are often bundled with malware.\n- Scan USB drives before opening them, especially in offices that receive many files from residents or partners.\n- Use a standard user account for daily work, not an administrator account, so malware cannot easily change the system.\n\nExample: a village office postponed Windows updates for months for fear of disrupting work. It is better to schedule updates outside service hours, for example on Friday afternoon, than to leave computers exposed to well-known attacks.",
          ),
        },
        {
          title: b("Backup Data dengan Aturan 3-2-1", "Backing Up Data with the 3-2-1 Rule"),
          body: b(
            "Backup adalah salinan data yang bisa dipakai untuk memulihkan pekerjaan ketika laptop rusak, hilang, atau terkena ransomware. Tanpa backup, data penjualan bertahun-tahun atau arsip surat desa bisa lenyap dalam sekejap.\n\nPedoman yang mudah diingat adalah aturan 3-2-1:\n- 3 salinan data: satu data asli dan dua cadangan.\n- 2 media berbeda, misalnya hard disk eksternal dan penyimpanan cloud.\n- 1 salinan disimpan di lokasi lain (offsite), sehingga tetap aman jika kantor kebanjiran atau kebakaran.\n\nBeberapa tips praktis:\n- Tentukan data penting terlebih dahulu: pembukuan, database pelanggan, dokumen legal, dan foto produk.\n- Jadwalkan backup otomatis, misalnya setiap malam untuk data transaksi dan setiap minggu untuk arsip.\n- Lepaskan hard disk backup dari komputer setelah selesai. Ransomware dapat ikut mengenkripsi drive yang selalu tersambung.\n- Uji pemulihan secara berkala. Backup yang tidak pernah dicoba dipulihkan belum tentu bisa dipakai.\n\nContoh: pemilik toko bangunan di Surabaya menyimpan file pembukuan di laptop, menyalinnya setiap Sabtu ke hard disk eksternal, dan menyinkronkannya otomatis ke cloud. Ketika laptop dicuri, usaha tetap berjalan keesokan harinya.",
            "A backup is a copy of data that can restore your work when a laptop breaks, gets lost or is hit by ransomware. Without backups, years of sales data or village correspondence archives can vanish in an instant.\n\nAn easy guideline to remember is the 3-2-1 rule:\n- 3 copies of the data: the original and two backups.\n- 2 different media, for example an external hard drive and cloud storage.\n- 1 copy kept in another location (offsite), so it stays safe if the office floods or burns.\n\nPractical tips:\n- First decide which data matters: bookkeeping, customer database, legal documents and product photos.\n- Schedule automatic backups, for example nightly for transaction data and weekly for archives.\n- Disconnect the backup drive after use. Ransomware can also encrypt drives that are always attached.\n- Test restoring regularly. A backup that has never been restored may not actually work.\n\nExample: the owner of a building-supply shop in Surabaya keeps the books on a laptop, copies them every Saturday to an external drive and syncs them automatically to the cloud. When the laptop was stolen, the business kept running the next day.",
          ),
        },
        {
          title: b(
            "Melindungi Data Pribadi Pelanggan dan Warga",
            "Protecting the Personal Data of Customers and Citizens",
          ),
          body: b(
            "Kantor dan usaha mengumpulkan banyak data pribadi: nama, NIK, nomor telepon, alamat, hingga data kesehatan. Di Indonesia, hal ini diatur dalam Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP). Undang-undang ini mewajibkan pihak yang mengelola data untuk memprosesnya secara sah, terbatas sesuai tujuan, dan menjaga keamanannya.\n\nPrinsip praktis yang bisa langsung diterapkan:\n- Kumpulkan seperlunya. Toko daring tidak perlu meminta foto KTP hanya untuk mengirim paket.\n- Jelaskan tujuan. Sampaikan kepada pelanggan untuk apa data dipakai, misalnya pengiriman dan garansi.\n- Batasi akses. Hanya staf yang membutuhkan yang boleh membuka data, dan gunakan akun masing-masing, bukan akun bersama.\n- Simpan dengan aman. Jangan menyebarkan spreadsheet berisi NIK warga di grup WhatsApp.\n- Hapus bila tidak lagi diperlukan sesuai kebijakan retensi.\n\nContoh: petugas puskesmas yang membagikan daftar pasien beserta diagnosis ke grup umum telah membuka data sensitif. Cara yang benar adalah berbagi melalui sistem resmi dengan hak akses terbatas. Menjaga data pribadi bukan hanya kewajiban hukum, tetapi juga cara membangun kepercayaan pelanggan dan warga.",
            "Offices and businesses collect a lot of personal data: names, national ID numbers (NIK), phone numbers, addresses and even health data. In Indonesia this is governed by Law Number 27 of 2022 on Personal Data Protection (UU PDP). The law requires those who manage data to process it lawfully, limited to its purpose, and to keep it secure.\n\nPractical principles you can apply right away:\n- Collect only what is needed. An online shop does not need a photo of an ID card just to ship a parcel.\n- Explain the purpose. Tell customers what the data is used for, such as delivery and warranty.\n- Limit access. Only staff who need the data should open it, each with their own account rather than a shared one.\n- Store it safely. Never spread a spreadsheet of residents' NIK numbers in a WhatsApp group.\n- Delete it when no longer needed, following a retention policy.\n\nExample: a puskesmas officer who shares a patient list with diagnoses in a general group has exposed sensitive data. The right way is to share through the official system with restricted access. Protecting personal data is not only a legal duty; it also builds the trust of customers and citizens.",
          ),
        },
        {
          title: b("Menangani Insiden Keamanan Siber", "Handling a Cybersecurity Incident"),
          body: b(
            "Meski sudah berhati-hati, insiden tetap bisa terjadi: akun media sosial usaha diambil alih, komputer terkena ransomware, atau staf tidak sengaja mengklik tautan phishing. Yang penting adalah merespons cepat dan terarah.\n\nLangkah dasar penanganan insiden:\n- Tahan penyebaran. Putuskan komputer yang terinfeksi dari jaringan atau Wi-Fi, tetapi jangan langsung menghapus apa pun.\n- Amankan akun. Ganti kata sandi dari perangkat lain yang bersih, aktifkan 2FA, dan keluarkan semua sesi yang aktif.\n- Laporkan. Beri tahu atasan atau penanggung jawab TI. Jika menyangkut rekening, segera hubungi bank melalui nomor resmi agar transaksi dapat diblokir.\n- Catat. Tulis kronologi: waktu, apa yang diklik, pesan yang muncul. Simpan tangkapan layar sebagai bukti.\n- Pulihkan dari backup yang bersih setelah sumber masalah dipastikan hilang.\n- Evaluasi. Apa penyebabnya dan kebiasaan apa yang perlu diubah?\n\nSiapkan rencana sederhana sebelum terjadi: daftar kontak darurat, lokasi backup, dan siapa yang berwenang mengambil keputusan. Budaya tanpa menyalahkan juga penting, karena staf yang takut dimarahi cenderung menyembunyikan kesalahan sehingga kerusakan makin besar.",
            "Even with care, incidents can happen: the business's social media account is taken over, a computer gets ransomware, or a staff member accidentally clicks a phishing link. What matters is responding quickly and methodically.\n\nBasic incident-handling steps:\n- Contain the spread. Disconnect the infected computer from the network or Wi-Fi, but do not delete anything yet.\n- Secure accounts. Change passwords from another clean device, enable 2FA and sign out all active sessions.\n- Report. Tell your manager or the person responsible for IT. If bank accounts are involved, call the bank immediately on its official number so transactions can be blocked.\n- Record. Write down a timeline: time, what was clicked, which messages appeared. Keep screenshots as evidence.\n- Restore from a clean backup once you are sure the cause is gone.\n- Review. What caused it, and which habits need to change?\n\nPrepare a simple plan before anything happens: an emergency contact list, backup locations and who has authority to decide. A no-blame culture also matters, because staff who fear being scolded tend to hide mistakes, making the damage worse.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Ransomware yang mengunci seluruh komputer kasir sehingga toko tidak bisa berjualan terutama mengancam tujuan keamanan yang mana?",
            "Ransomware that locks all the cashier computers so the shop cannot sell mainly threatens which security goal?",
          ),
          [
            o(false, "Kerahasiaan", "Confidentiality"),
            o(false, "Integritas", "Integrity"),
            o(true, "Ketersediaan", "Availability"),
          ],
          b(
            "Ketersediaan berarti sistem dan data bisa dipakai saat dibutuhkan. Komputer yang terkunci tidak tersedia untuk berjualan.",
            "Availability means systems and data can be used when needed. A locked computer is not available for selling.",
          ),
        ),
        q(
          "multiple",
          b(
            "Manakah ciri kata sandi yang baik menurut pelajaran ini?",
            "Which are characteristics of a good password according to the lesson?",
          ),
          [
            o(true, "Panjang, minimal 12 karakter", "Long, at least 12 characters"),
            o(true, "Berbeda untuk setiap akun", "Different for every account"),
            o(
              false,
              "Memakai tanggal lahir agar mudah diingat",
              "Based on a birth date so it is easy to remember",
            ),
            o(
              false,
              "Dibagikan ke rekan kerja lewat chat agar praktis",
              "Shared with colleagues over chat for convenience",
            ),
          ],
          b(
            "Kata sandi kuat itu panjang dan unik. Tanggal lahir mudah ditebak, dan membagikannya lewat chat membuka risiko kebocoran.",
            "Strong passwords are long and unique. Birth dates are easy to guess, and sharing over chat creates leak risks.",
          ),
        ),
        q(
          "single",
          b(
            "Seseorang mengaku petugas bank dan meminta kode OTP Anda untuk \u201cmembatalkan transaksi\u201d. Apa tindakan yang tepat?",
            "Someone claiming to be a bank officer asks for your OTP code to \u201ccancel a transaction\u201d. What is the right action?",
          ),
          [
            o(false, "Memberikan kode karena ia tahu nama Anda", "Give the code because they know your name"),
            o(
              true,
              "Menolak dan menghubungi bank melalui nomor resmi",
              "Refuse and contact the bank through its official number",
            ),
            o(false, "Memberikan separuh kode saja", "Give only half of the code"),
          ],
          b(
            "Petugas resmi tidak pernah meminta OTP. Verifikasi selalu melalui saluran resmi bank.",
            "Genuine staff never ask for an OTP. Always verify through the bank's official channel.",
          ),
        ),
        q(
          "multiple",
          b("Manakah tanda bahaya pesan phishing?", "Which are warning signs of a phishing message?"),
          [
            o(true, "Mendesak agar segera bertindak", "Pressure to act immediately"),
            o(
              true,
              "Lampiran .apk yang disebut undangan atau resi",
              "An .apk attachment described as an invitation or receipt",
            ),
            o(true, "Meminta PIN atau nomor kartu", "A request for a PIN or card number"),
            o(
              false,
              "Dikirim oleh rekan yang Anda telepon untuk konfirmasi dan membenarkannya",
              "Sent by a colleague whom you phoned to confirm and who confirmed it",
            ),
          ],
          b(
            "Desakan, file .apk, dan permintaan data rahasia adalah tanda phishing. Pesan yang sudah dikonfirmasi lewat telepon ke nomor yang dikenal adalah verifikasi yang dianjurkan.",
            "Urgency, .apk files and requests for secret data are phishing signs. A message confirmed by calling a known number is the recommended verification.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa pembaruan perangkat lunak penting untuk keamanan?",
            "Why are software updates important for security?",
          ),
          [
            o(
              true,
              "Pembaruan menutup celah keamanan yang sudah diketahui penyerang",
              "Updates close security holes that attackers already know about",
            ),
            o(
              false,
              "Pembaruan selalu membuat komputer lebih cepat",
              "Updates always make the computer faster",
            ),
            o(false, "Pembaruan menggantikan kebutuhan akan backup", "Updates replace the need for backups"),
          ],
          b(
            "Banyak pembaruan berisi perbaikan keamanan. Pembaruan tidak menggantikan backup.",
            "Many updates contain security fixes. Updates do not replace backups.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam aturan backup 3-2-1, angka 1 berarti...",
            "In the 3-2-1 backup rule, the number 1 means...",
          ),
          [
            o(false, "Satu kali backup per tahun", "One backup per year"),
            o(true, "Satu salinan disimpan di lokasi lain", "One copy is kept in another location"),
            o(false, "Satu hard disk untuk semua data", "One hard drive for all data"),
            o(false, "Satu orang yang boleh mengakses backup", "One person allowed to access the backup"),
          ],
          b(
            "Satu salinan offsite melindungi data dari bencana di lokasi kantor, seperti banjir atau kebakaran.",
            "One offsite copy protects data from disasters at the office, such as floods or fires.",
          ),
        ),
        q(
          "multiple",
          b(
            "Praktik mana yang sesuai dengan prinsip pelindungan data pribadi?",
            "Which practices follow personal data protection principles?",
          ),
          [
            o(
              true,
              "Hanya mengumpulkan data yang diperlukan untuk tujuan layanan",
              "Collecting only the data needed for the service",
            ),
            o(
              true,
              "Memberi akses data hanya kepada staf yang membutuhkan",
              "Giving data access only to staff who need it",
            ),
            o(
              false,
              "Membagikan daftar NIK warga di grup WhatsApp umum",
              "Sharing a list of residents' NIK numbers in a general WhatsApp group",
            ),
            o(true, "Menghapus data yang tidak lagi diperlukan", "Deleting data that is no longer needed"),
          ],
          b(
            "UU PDP menekankan pemrosesan yang terbatas sesuai tujuan dan aman. Menyebarkan NIK di grup umum melanggar prinsip itu.",
            "The PDP Law stresses purpose-limited and secure processing. Spreading NIK numbers in a general group breaks that principle.",
          ),
        ),
        q(
          "single",
          b(
            "Komputer staf terkena ransomware. Apa langkah pertama yang paling tepat?",
            "A staff computer is hit by ransomware. What is the most appropriate first step?",
          ),
          [
            o(false, "Langsung memformat komputer", "Format the computer immediately"),
            o(
              true,
              "Memutus komputer dari jaringan untuk menahan penyebaran",
              "Disconnect the computer from the network to contain the spread",
            ),
            o(false, "Membayar tebusan secepatnya", "Pay the ransom as soon as possible"),
            o(false, "Merahasiakan kejadian agar tidak ditegur", "Keep it secret to avoid being reprimanded"),
          ],
          b(
            "Menahan penyebaran adalah langkah awal. Menghapus data dulu menghilangkan bukti, dan menyembunyikan insiden memperbesar kerusakan.",
            "Containment comes first. Wiping first destroys evidence, and hiding the incident makes the damage worse.",
          ),
        ),
      ],
    },
    {
      key: "cloud-productivity-tools",
      title: b(
        "Literasi Digital: Cloud, Spreadsheet, dan Kolaborasi Online",
        "Digital Literacy: Cloud, Spreadsheets and Online Collaboration",
      ),
      description: b(
        "Kuasai alat kerja digital sehari-hari yang dipakai di kantor modern. Kursus ini membahas komputasi awan, pengelolaan file, rumus spreadsheet, kolaborasi dokumen, rapat online, dan otomasi sederhana.",
        "Master the everyday digital tools used in modern offices. The track covers cloud computing, file management, spreadsheet formulas, document collaboration, online meetings and simple automation.",
      ),
      skills: [
        b(
          "Memahami model layanan cloud (SaaS, PaaS, IaaS)",
          "Understanding cloud service models (SaaS, PaaS, IaaS)",
        ),
        b(
          "Mengatur file dan hak akses di penyimpanan cloud",
          "Organising files and access rights in cloud storage",
        ),
        b(
          "Menggunakan rumus spreadsheet, lookup, dan pivot table",
          "Using spreadsheet formulas, lookups and pivot tables",
        ),
        b("Berkolaborasi pada dokumen dan rapat online", "Collaborating on documents and in online meetings"),
        b("Mengotomasi pendataan dengan formulir online", "Automating data collection with online forms"),
      ],
      lessons: [
        {
          title: b("Memahami Komputasi Awan (Cloud Computing)", "Understanding Cloud Computing"),
          body: b(
            "Komputasi awan (cloud computing) berarti memakai sumber daya komputer, seperti penyimpanan, server, atau aplikasi, melalui internet dari penyedia layanan, bukan dari perangkat milik sendiri. Anda membayar atau memakai sesuai kebutuhan, dan penyedia yang mengurus perangkat kerasnya.\n\nAda tiga model layanan utama:\n- SaaS (Software as a Service): aplikasi siap pakai lewat browser, misalnya Gmail, Google Docs, Microsoft 365, atau aplikasi kasir berbasis langganan.\n- PaaS (Platform as a Service): platform bagi pengembang untuk menjalankan aplikasi tanpa mengurus server.\n- IaaS (Infrastructure as a Service): menyewa server virtual dan penyimpanan, cocok bagi startup yang membangun sistem sendiri.\n\nKeuntungan cloud bagi UMKM dan kantor: data bisa diakses dari mana saja, tidak perlu membeli server mahal, dan mudah menambah kapasitas. Namun, ada hal yang perlu diperhatikan: ketergantungan pada koneksi internet, biaya langganan yang terus berjalan, serta keamanan akun. Jika akun cloud diambil alih, semua data ikut terancam, sehingga 2FA wajib diaktifkan.\n\nSebelum memilih layanan, tanyakan: data apa yang akan disimpan, siapa yang mengakses, berapa biaya per bulan, dan bagaimana cara mengekspor data jika suatu saat ingin pindah layanan.",
            "Cloud computing means using computing resources such as storage, servers or applications over the internet from a service provider, rather than from your own devices. You pay or use as needed, and the provider takes care of the hardware.\n\nThere are three main service models:\n- SaaS (Software as a Service): ready-to-use applications in the browser, such as Gmail, Google Docs, Microsoft 365 or a subscription point-of-sale app.\n- PaaS (Platform as a Service): a platform for developers to run applications without managing servers.\n- IaaS (Infrastructure as a Service): renting virtual servers and storage, suitable for startups building their own systems.\n\nBenefits of the cloud for small businesses and offices: data is accessible from anywhere, there is no need to buy expensive servers, and capacity is easy to add. But keep some things in mind: dependence on an internet connection, ongoing subscription costs, and account security. If a cloud account is taken over, all the data is at risk, so 2FA is a must.\n\nBefore choosing a service, ask: what data will be stored, who will access it, what it costs per month, and how to export the data if you ever want to switch services.",
          ),
        },
        {
          title: b(
            "Mengelola File dan Hak Akses di Penyimpanan Cloud",
            "Managing Files and Access Rights in Cloud Storage",
          ),
          body: b(
            "Penyimpanan cloud seperti Google Drive, OneDrive, atau Dropbox memudahkan tim berbagi file. Tanpa aturan, folder cepat menjadi berantakan: file bernama \u201cfinal_revisi_fix2.docx\u201d tersebar di mana-mana dan tidak jelas mana versi terbaru.\n\nBuat struktur dan konvensi sederhana:\n- Susun folder berdasarkan fungsi atau tahun, misalnya \u201c2026 > Keuangan > Laporan Bulanan\u201d.\n- Gunakan pola nama file yang konsisten, misalnya \u201c2026-03_LaporanPenjualan_TokoCabangMakassar\u201d. Format tanggal tahun-bulan di depan membuat file otomatis terurut.\n- Simpan satu versi di cloud dan manfaatkan riwayat versi, alih-alih menyimpan banyak salinan.\n\nAtur hak akses dengan prinsip akses seminimal mungkin:\n- Lihat (viewer) untuk yang hanya perlu membaca.\n- Komentar (commenter) untuk pemberi masukan.\n- Edit (editor) hanya untuk yang benar-benar mengubah isi.\n\nHati-hati dengan opsi \u201csiapa saja yang memiliki link\u201d. Tautan seperti itu bisa diteruskan ke orang lain tanpa Anda ketahui. Untuk dokumen berisi data pribadi atau keuangan, bagikan hanya ke akun tertentu. Saat staf pindah atau berhenti, pindahkan kepemilikan file kantor dan cabut aksesnya.",
            "Cloud storage such as Google Drive, OneDrive or Dropbox makes it easy for teams to share files. Without rules, folders quickly become messy: files named \u201cfinal_revision_fix2.docx\u201d are scattered everywhere and nobody knows which is the latest.\n\nCreate a simple structure and conventions:\n- Organise folders by function or year, for example \u201c2026 > Finance > Monthly Reports\u201d.\n- Use a consistent file-naming pattern, for example \u201c2026-03_SalesReport_MakassarBranch\u201d. Putting the date first as year-month makes files sort automatically.\n- Keep one version in the cloud and use version history instead of saving many copies.\n\nSet access rights on the principle of least access:\n- Viewer for those who only need to read.\n- Commenter for those giving feedback.\n- Editor only for those who actually change the content.\n\nBe careful with the \u201canyone with the link\u201d option. Such links can be forwarded to others without your knowledge. For documents with personal or financial data, share only with specific accounts. When staff move or leave, transfer ownership of office files and revoke their access.",
          ),
        },
        {
          title: b(
            "Dasar Spreadsheet: Rumus SUM, AVERAGE, dan IF",
            "Spreadsheet Basics: SUM, AVERAGE and IF Formulas",
          ),
          body: b(
            'Spreadsheet seperti Microsoft Excel atau Google Sheets adalah alat andalan untuk mencatat penjualan, stok, dan anggaran. Kekuatan utamanya ada pada rumus, yang selalu diawali tanda sama dengan (=).\n\nRumus dasar yang paling sering dipakai:\n- =SUM(B2:B31) menjumlahkan penjualan harian dari baris 2 sampai 31.\n- =AVERAGE(B2:B31) menghitung rata-rata penjualan per hari.\n- =COUNT(B2:B31) menghitung berapa sel yang berisi angka.\n- =IF(C2>=5000000;"Target tercapai";"Belum") menampilkan teks sesuai kondisi.\n\nPerhatikan pemisah argumen. Pada komputer dengan pengaturan regional Indonesia, Excel biasanya memakai titik koma (;) karena koma dipakai sebagai tanda desimal. Pada pengaturan bahasa Inggris, pemisahnya koma (,).\n\nKenali juga referensi sel. B2 adalah referensi relatif yang bergeser saat rumus disalin. $B$1 adalah referensi absolut yang tetap, misalnya untuk sel berisi tarif PPN atau persentase komisi.\n\nKebiasaan baik: satu kolom untuk satu jenis data, judul kolom di baris pertama, tanpa sel gabungan (merge) di area data, dan angka disimpan sebagai angka, bukan teks seperti \u201cRp 50.000\u201d. Format rupiah cukup diatur lewat format sel.',
            'Spreadsheets such as Microsoft Excel or Google Sheets are the go-to tool for recording sales, stock and budgets. Their main power lies in formulas, which always start with an equals sign (=).\n\nThe most used basic formulas:\n- =SUM(B2:B31) adds daily sales from row 2 to 31.\n- =AVERAGE(B2:B31) calculates average sales per day.\n- =COUNT(B2:B31) counts how many cells contain numbers.\n- =IF(C2>=5000000,"Target met","Not yet") shows text depending on a condition.\n\nWatch the argument separator. On computers with Indonesian regional settings, Excel usually uses a semicolon (;) because the comma is the decimal mark. With English settings, the separator is a comma (,).\n\nKnow your cell references too. B2 is a relative reference that shifts when the formula is copied. $B$1 is an absolute reference that stays fixed, for example for a cell holding the VAT rate or a commission percentage.\n\nGood habits: one column per type of data, column headings in the first row, no merged cells in the data area, and numbers stored as numbers, not as text like \u201cRp 50.000\u201d. The rupiah format is set through cell formatting.',
          ),
        },
        {
          title: b(
            "Spreadsheet Lanjutan: VLOOKUP, XLOOKUP, dan Pivot Table",
            "Intermediate Spreadsheets: VLOOKUP, XLOOKUP and Pivot Tables",
          ),
          body: b(
            "Setelah menguasai rumus dasar, dua keterampilan berikut akan menghemat banyak waktu: mencari data dari tabel lain dan meringkas data dalam jumlah besar.\n\nFungsi lookup mencari nilai di tabel referensi. Misalnya sheet \u201cProduk\u201d berisi kode barang di kolom A dan harga di kolom C. Di sheet transaksi, rumus =VLOOKUP(A2;Produk!A:C;3;FALSE) mengambil harga untuk kode di sel A2. Argumen FALSE berarti harus cocok persis, yang hampir selalu Anda butuhkan. Di Excel versi terbaru dan Google Sheets tersedia XLOOKUP yang lebih fleksibel, misalnya =XLOOKUP(A2;Produk!A:A;Produk!C:C), karena kolom hasil boleh berada di kiri kolom kunci.\n\nPivot table meringkas ribuan baris tanpa rumus. Contoh: koperasi memiliki data transaksi berisi tanggal, unit usaha, dan nilai. Dengan pivot table, Anda bisa menampilkan total penjualan per unit usaha per bulan hanya dengan menyeret kolom ke area Rows, Columns, dan Values.\n\nTips agar hasil benar:\n- Pastikan data rapi: tidak ada baris kosong dan judul kolom unik.\n- Ubah data menjadi Tabel (Ctrl+T) agar rentang otomatis bertambah.\n- Perbarui (refresh) pivot table setelah data berubah.",
            "Once you know the basic formulas, two skills will save a lot of time: looking up data from another table and summarising large amounts of data.\n\nLookup functions search for a value in a reference table. Say a \u201cProducts\u201d sheet has item codes in column A and prices in column C. On the transactions sheet, =VLOOKUP(A2,Products!A:C,3,FALSE) fetches the price for the code in cell A2. The FALSE argument means an exact match, which is almost always what you need. Newer Excel versions and Google Sheets offer XLOOKUP, which is more flexible, for example =XLOOKUP(A2,Products!A:A,Products!C:C), because the result column may sit to the left of the key column.\n\nPivot tables summarise thousands of rows without formulas. Example: a cooperative has transaction data with date, business unit and amount. With a pivot table you can show total sales per business unit per month just by dragging columns into the Rows, Columns and Values areas.\n\nTips for correct results:\n- Keep data tidy: no blank rows and unique column headings.\n- Convert the data into a Table (Ctrl+T) so the range grows automatically.\n- Refresh the pivot table after the data changes.",
          ),
        },
        {
          title: b("Kolaborasi Dokumen Online", "Online Document Collaboration"),
          body: b(
            "Dengan Google Docs, Google Sheets, atau Microsoft 365, beberapa orang dapat mengedit dokumen yang sama secara bersamaan. Ini menghilangkan kebiasaan mengirim lampiran bolak-balik lewat email yang sering menghasilkan banyak versi berbeda.\n\nFitur yang perlu dikuasai:\n- Komentar dan mention: sorot teks, tambahkan komentar, dan ketik @nama untuk menugaskan seseorang. Orang tersebut akan mendapat notifikasi.\n- Mode saran (suggesting): perubahan ditampilkan sebagai usulan yang bisa diterima atau ditolak pemilik dokumen, mirip track changes.\n- Riwayat versi: melihat siapa mengubah apa dan kapan, serta mengembalikan versi sebelumnya bila terjadi kesalahan.\n- Mode offline: tetap bekerja saat sinyal lemah, lalu tersinkron saat terhubung kembali.\n\nContoh: staf kantor desa menyusun laporan realisasi kegiatan. Sekretaris desa membuat kerangka, kepala urusan mengisi bagiannya masing-masing, lalu kepala desa memberi komentar langsung di dokumen. Tidak ada lagi pertanyaan \u201cfile mana yang terbaru?\u201d.\n\nAgar kolaborasi tertib, tetapkan satu pemilik dokumen, gunakan judul bagian yang jelas, selesaikan (resolve) komentar yang sudah ditangani, dan sepakati tenggat waktu pengisian.",
            "With Google Docs, Google Sheets or Microsoft 365, several people can edit the same document at the same time. This ends the habit of emailing attachments back and forth, which often produces many different versions.\n\nFeatures to master:\n- Comments and mentions: highlight text, add a comment and type @name to assign someone. That person gets a notification.\n- Suggesting mode: changes appear as proposals that the document owner can accept or reject, similar to track changes.\n- Version history: see who changed what and when, and restore an earlier version if something goes wrong.\n- Offline mode: keep working when the signal is weak, then sync when connected again.\n\nExample: village office staff prepare an activity report. The village secretary creates the outline, each section head fills in their part, and the village head comments directly in the document. No more asking \u201cwhich file is the latest?\u201d.\n\nTo keep collaboration orderly, appoint one document owner, use clear section headings, resolve comments that have been handled, and agree on deadlines for filling in each part.",
          ),
        },
        {
          title: b(
            "Rapat Online dan Komunikasi Tim Digital",
            "Online Meetings and Digital Team Communication",
          ),
          body: b(
            "Rapat lewat Zoom, Google Meet, atau Microsoft Teams kini menjadi hal biasa, termasuk koordinasi antara kantor pusat di Jakarta dan cabang di daerah. Agar efektif, rapat online butuh persiapan yang sedikit berbeda dari rapat tatap muka.\n\nSebelum rapat:\n- Kirim agenda dan bahan beberapa waktu sebelumnya.\n- Uji kamera, mikrofon, dan koneksi. Jika sinyal lemah, matikan video agar suara tetap jelas.\n- Pilih tempat yang tenang dengan cahaya dari depan, bukan dari belakang.\n\nSelama rapat:\n- Matikan mikrofon saat tidak berbicara untuk mengurangi gangguan suara.\n- Gunakan fitur angkat tangan dan chat agar giliran bicara tertib.\n- Bagikan layar hanya jendela yang diperlukan agar notifikasi pribadi tidak terlihat.\n- Tunjuk pencatat untuk menulis keputusan dan tindak lanjut.\n\nSetelah rapat, kirim notulen singkat: keputusan, siapa mengerjakan apa, dan tenggatnya.\n\nUntuk komunikasi harian, bedakan saluran sesuai kebutuhan. Pesan singkat cocok untuk hal mendesak, email untuk hal resmi dan terdokumentasi, sedangkan dokumen bersama untuk pembahasan panjang. Hormati jam kerja dan hindari mengirim instruksi penting hanya di grup yang ramai karena mudah tenggelam.",
            "Meetings over Zoom, Google Meet or Microsoft Teams are now common, including coordination between a head office in Jakarta and regional branches. To be effective, online meetings need slightly different preparation from face-to-face ones.\n\nBefore the meeting:\n- Send the agenda and materials in advance.\n- Test camera, microphone and connection. If the signal is weak, turn off video so your voice stays clear.\n- Choose a quiet place with light in front of you, not behind you.\n\nDuring the meeting:\n- Mute when you are not speaking to reduce noise.\n- Use raise-hand and chat features so turns stay orderly.\n- Share only the window you need so personal notifications are not visible.\n- Appoint a note-taker to record decisions and follow-ups.\n\nAfter the meeting, send short minutes: decisions, who does what, and deadlines.\n\nFor daily communication, match the channel to the need. Instant messages suit urgent matters, email suits formal and documented matters, and shared documents suit long discussions. Respect working hours and avoid giving important instructions only in a busy group, where they are easily buried.",
          ),
        },
        {
          title: b(
            "Otomasi Sederhana dengan Formulir Online dan Template",
            "Simple Automation with Online Forms and Templates",
          ),
          body: b(
            "Banyak pekerjaan administrasi berulang bisa dipercepat tanpa kemampuan pemrograman. Dua alat paling mudah adalah formulir online dan template.\n\nFormulir online seperti Google Forms atau Microsoft Forms mengumpulkan data langsung ke spreadsheet. Contohnya:\n- Pendaftaran peserta pelatihan UMKM di dinas koperasi.\n- Survei kepuasan pasien puskesmas.\n- Pemesanan produk katering dengan pilihan menu dan tanggal kirim.\n\nKeuntungannya: data tidak perlu diketik ulang, format jawaban seragam, dan rekap bisa langsung dianalisis dengan pivot table. Gunakan validasi jawaban, misalnya nomor HP hanya angka dan pilihan ganda untuk kategori, agar data bersih sejak awal. Jangan meminta data sensitif seperti PIN atau foto KTP jika tidak benar-benar diperlukan.\n\nTemplate menghemat waktu untuk dokumen yang sering dibuat: surat keterangan, invoice, atau laporan bulanan. Simpan template di folder bersama dan kunci bagian yang tidak boleh diubah. Fitur mail merge dapat membuat puluhan surat atau sertifikat bernama berbeda dari satu daftar spreadsheet.\n\nMulailah dari satu proses yang paling sering dikeluhkan tim, otomasikan, ukur waktu yang dihemat, lalu lanjutkan ke proses berikutnya.",
            "Many repetitive administrative tasks can be sped up without programming skills. The two easiest tools are online forms and templates.\n\nOnline forms such as Google Forms or Microsoft Forms collect data directly into a spreadsheet. Examples:\n- Registration for small-business training at the cooperatives office.\n- A patient satisfaction survey at a puskesmas.\n- Catering orders with menu choices and delivery dates.\n\nThe benefits: no retyping, uniform answer formats, and a summary you can analyse right away with a pivot table. Use response validation, such as numbers only for phone numbers and multiple choice for categories, so data is clean from the start. Do not ask for sensitive data such as PINs or ID-card photos unless truly necessary.\n\nTemplates save time for documents you produce often: certificates of residence, invoices or monthly reports. Keep templates in a shared folder and lock the parts that must not change. Mail merge can produce dozens of letters or certificates with different names from a single spreadsheet list.\n\nStart with the one process your team complains about most, automate it, measure the time saved, then move on to the next process.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Aplikasi kasir berbasis langganan yang dipakai lewat browser termasuk model layanan cloud apa?",
            "A subscription point-of-sale app used in the browser belongs to which cloud service model?",
          ),
          [o(true, "SaaS", "SaaS"), o(false, "PaaS", "PaaS"), o(false, "IaaS", "IaaS")],
          b(
            "SaaS adalah aplikasi siap pakai yang diakses lewat internet; pengguna tidak mengurus server atau platformnya.",
            "SaaS is a ready-to-use application accessed over the internet; the user manages neither servers nor platform.",
          ),
        ),
        q(
          "multiple",
          b(
            "Hal apa yang perlu dipertimbangkan sebelum memilih layanan cloud?",
            "What should you consider before choosing a cloud service?",
          ),
          [
            o(true, "Biaya langganan per bulan", "The monthly subscription cost"),
            o(
              true,
              "Cara mengekspor data jika ingin pindah layanan",
              "How to export data if you want to switch",
            ),
            o(true, "Keamanan akun, misalnya dukungan 2FA", "Account security, such as 2FA support"),
            o(false, "Warna logo penyedia layanan", "The colour of the provider's logo"),
          ],
          b(
            "Biaya, kemudahan keluar, dan keamanan akun adalah pertimbangan utama yang dibahas dalam pelajaran.",
            "Cost, ease of leaving and account security are the key considerations discussed in the lesson.",
          ),
        ),
        q(
          "single",
          b(
            "Anda ingin rekan memberi masukan pada draf tanpa mengubah isinya. Hak akses apa yang paling tepat?",
            "You want a colleague to give feedback on a draft without changing it. Which access right fits best?",
          ),
          [
            o(false, "Editor", "Editor"),
            o(true, "Komentar (commenter)", "Commenter"),
            o(false, "Pemilik (owner)", "Owner"),
          ],
          b(
            "Prinsip akses seminimal mungkin: pemberi masukan cukup diberi hak komentar.",
            "Least access principle: a reviewer only needs commenter rights.",
          ),
        ),
        q(
          "single",
          b(
            "Rumus mana yang menjumlahkan nilai di sel B2 sampai B31?",
            "Which formula adds the values in cells B2 to B31?",
          ),
          [
            o(false, "=AVERAGE(B2:B31)", "=AVERAGE(B2:B31)"),
            o(true, "=SUM(B2:B31)", "=SUM(B2:B31)"),
            o(false, "=COUNT(B2:B31)", "=COUNT(B2:B31)"),
            o(false, "=IF(B2:B31)", "=IF(B2:B31)"),
          ],
          b(
            "SUM menjumlahkan, AVERAGE menghitung rata-rata, dan COUNT menghitung banyaknya sel berisi angka.",
            "SUM adds, AVERAGE averages and COUNT counts how many cells contain numbers.",
          ),
        ),
        q(
          "single",
          b(
            "Mengapa sel berisi tarif PPN dirujuk dengan $B$1 dalam rumus yang akan disalin ke banyak baris?",
            "Why is the cell holding the VAT rate referenced as $B$1 in a formula that will be copied to many rows?",
          ),
          [
            o(
              true,
              "Agar referensinya tetap dan tidak bergeser saat disalin",
              "So the reference stays fixed and does not shift when copied",
            ),
            o(
              false,
              "Agar hasilnya otomatis dalam format rupiah",
              "So the result is automatically in rupiah format",
            ),
            o(false, "Agar sel tersebut terkunci dari pengeditan", "So the cell is locked against editing"),
          ],
          b(
            "Tanda $ membuat referensi absolut. Format mata uang dan penguncian sel diatur dengan fitur lain.",
            "The $ sign makes the reference absolute. Currency format and cell locking are set with other features.",
          ),
        ),
        q(
          "multiple",
          b(
            "Pernyataan mana yang benar tentang VLOOKUP dan pivot table?",
            "Which statements about VLOOKUP and pivot tables are true?",
          ),
          [
            o(
              true,
              "Argumen FALSE pada VLOOKUP berarti mencari kecocokan persis",
              "The FALSE argument in VLOOKUP means an exact match",
            ),
            o(
              true,
              "Pivot table dapat meringkas total penjualan per unit per bulan tanpa menulis rumus",
              "A pivot table can summarise total sales per unit per month without formulas",
            ),
            o(
              false,
              "Pivot table otomatis diperbarui tanpa perlu refresh dalam semua kasus",
              "A pivot table always updates automatically without a refresh",
            ),
            o(
              false,
              "VLOOKUP dapat mengambil kolom hasil yang berada di kiri kolom kunci",
              "VLOOKUP can return a result column located to the left of the key column",
            ),
          ],
          b(
            "FALSE berarti cocok persis dan pivot table meringkas tanpa rumus. Pivot table perlu di-refresh setelah data berubah, dan XLOOKUP-lah yang bisa mengambil kolom di kiri kunci.",
            "FALSE means exact match and pivot tables summarise without formulas. Pivot tables need a refresh after data changes, and it is XLOOKUP that can return a column left of the key.",
          ),
        ),
        q(
          "multiple",
          b("Manakah praktik rapat online yang baik?", "Which are good online meeting practices?"),
          [
            o(true, "Mengirim agenda sebelum rapat", "Sending the agenda before the meeting"),
            o(true, "Mematikan mikrofon saat tidak berbicara", "Muting when not speaking"),
            o(
              false,
              "Membagikan seluruh layar beserta notifikasi pribadi",
              "Sharing the whole screen including personal notifications",
            ),
            o(
              true,
              "Mengirim notulen berisi keputusan dan tindak lanjut",
              "Sending minutes with decisions and follow-ups",
            ),
          ],
          b(
            "Agenda, disiplin mikrofon, dan notulen membuat rapat efektif. Sebaiknya bagikan hanya jendela yang diperlukan.",
            "Agendas, microphone discipline and minutes make meetings effective. Share only the window you need.",
          ),
        ),
        q(
          "single",
          b(
            "Apa manfaat utama validasi jawaban pada formulir online?",
            "What is the main benefit of response validation in an online form?",
          ),
          [
            o(false, "Membuat formulir terlihat lebih menarik", "It makes the form look more attractive"),
            o(
              true,
              "Data yang masuk bersih dan seragam sejak awal",
              "Incoming data is clean and uniform from the start",
            ),
            o(
              false,
              "Menghapus kebutuhan untuk menganalisis data",
              "It removes the need to analyse the data",
            ),
          ],
          b(
            "Validasi mencegah format salah, misalnya huruf di kolom nomor HP, sehingga data siap dianalisis.",
            "Validation prevents wrong formats, such as letters in a phone-number field, so data is ready for analysis.",
          ),
        ),
      ],
    },
    {
      key: "office-network-it-infrastructure",
      title: b(
        "Dasar Jaringan Komputer dan Infrastruktur TI Kantor",
        "Computer Network and Office IT Infrastructure Basics",
      ),
      description: b(
        "Pahami cara kerja jaringan dan perangkat TI yang menopang layanan kantor, puskesmas, sekolah, dan usaha. Anda akan belajar komponen jaringan, alamat IP, Wi-Fi aman, pemecahan masalah koneksi, pengelolaan aset, hingga perencanaan digitalisasi layanan.",
        "Understand how the networks and IT equipment behind offices, health centres, schools and businesses work. You will learn network components, IP addressing, secure Wi-Fi, connection troubleshooting, asset management and planning the digitalisation of services.",
      ),
      skills: [
        b(
          "Mengenali fungsi modem, router, switch, dan access point",
          "Identifying the roles of modems, routers, switches and access points",
        ),
        b("Memahami alamat IP, DHCP, dan DNS", "Understanding IP addresses, DHCP and DNS"),
        b("Mengamankan jaringan Wi-Fi kantor", "Securing the office Wi-Fi network"),
        b("Memecahkan masalah koneksi secara sistematis", "Troubleshooting connections systematically"),
        b("Mengelola aset TI dan akun pengguna", "Managing IT assets and user accounts"),
        b(
          "Merencanakan digitalisasi layanan secara bertahap",
          "Planning the digitalisation of services step by step",
        ),
      ],
      lessons: [
        {
          title: b(
            "Komponen Jaringan Komputer: Modem, Router, Switch, dan Access Point",
            "Computer Network Components: Modem, Router, Switch and Access Point",
          ),
          body: b(
            "Jaringan komputer menghubungkan perangkat agar bisa saling bertukar data dan mengakses internet. Di kantor kecil, semua perangkat jaringan kadang berada dalam satu kotak, tetapi fungsinya tetap berbeda.\n\n- Modem atau ONT: menghubungkan kantor ke penyedia layanan internet (ISP). Pada layanan fiber optik, perangkat ini disebut ONT dan biasanya dipasang oleh teknisi ISP.\n- Router: mengatur lalu lintas antara jaringan lokal (LAN) dan internet, membagikan alamat IP, dan sering dilengkapi firewall dasar.\n- Switch: menambah jumlah port kabel LAN sehingga lebih banyak komputer, printer, atau CCTV bisa tersambung.\n- Access point: memancarkan sinyal Wi-Fi. Di gedung besar, beberapa access point dipasang agar sinyal merata.\n\nContoh: puskesmas dengan ruang pendaftaran, apotek, dan ruang dokter di lantai berbeda. Router utama di ruang server, switch menyambungkan komputer berkabel di setiap ruangan, dan access point di tiap lantai untuk perangkat nirkabel.\n\nKoneksi berkabel umumnya lebih stabil daripada Wi-Fi, sehingga cocok untuk komputer yang selalu di tempat, seperti komputer pendaftaran pasien. Wi-Fi cocok untuk laptop dan ponsel yang berpindah-pindah.",
            "A computer network connects devices so they can exchange data and reach the internet. In a small office, all the network equipment sometimes sits in a single box, but the functions remain distinct.\n\n- Modem or ONT: connects the office to the internet service provider (ISP). On fibre-optic services this device is called an ONT and is usually installed by the ISP technician.\n- Router: directs traffic between the local network (LAN) and the internet, hands out IP addresses, and often includes a basic firewall.\n- Switch: adds more LAN cable ports so more computers, printers or CCTV cameras can connect.\n- Access point: broadcasts the Wi-Fi signal. In large buildings several access points are installed so coverage is even.\n\nExample: a puskesmas with the registration desk, pharmacy and doctors' rooms on different floors. The main router sits in the server room, switches connect wired computers in each room, and an access point on each floor serves wireless devices.\n\nWired connections are generally more stable than Wi-Fi, so they suit computers that stay in one place, such as the patient registration PC. Wi-Fi suits laptops and phones that move around.",
          ),
        },
        {
          title: b("Alamat IP, DHCP, dan DNS", "IP Addresses, DHCP and DNS"),
          body: b(
            "Setiap perangkat di jaringan membutuhkan alamat agar data sampai ke tujuan yang benar. Alamat ini disebut alamat IP (Internet Protocol).\n\nDi jaringan kantor, perangkat biasanya memakai alamat IP privat, misalnya 192.168.1.10. Router lalu menerjemahkan alamat-alamat privat ini ke satu alamat IP publik dari ISP saat mengakses internet. Teknik ini disebut NAT.\n\nDHCP adalah layanan, biasanya di router, yang memberikan alamat IP secara otomatis kepada perangkat yang tersambung. Tanpa DHCP, setiap alamat harus diatur manual. Namun, perangkat yang perlu selalu ditemukan di alamat yang sama, seperti printer jaringan, lebih baik diberi alamat tetap (static) atau reservasi DHCP.\n\nDNS (Domain Name System) menerjemahkan nama domain seperti kemkes.go.id menjadi alamat IP. Jika internet terasa \u201cnyambung tapi situs tidak bisa dibuka\u201d, masalahnya sering ada di DNS.\n\nContoh praktis: printer di kantor desa tiba-tiba tidak bisa dipakai dari komputer staf setelah router dinyalakan ulang. Penyebabnya, printer mendapat alamat IP baru dari DHCP. Solusinya adalah membuat reservasi DHCP untuk printer tersebut, lalu memperbarui pengaturan printer di komputer.",
            "Every device on a network needs an address so data reaches the right destination. This is called an IP (Internet Protocol) address.\n\nOn an office network, devices usually use private IP addresses, such as 192.168.1.10. The router then translates these private addresses into a single public IP address from the ISP when accessing the internet. This technique is called NAT.\n\nDHCP is a service, usually on the router, that assigns IP addresses automatically to connected devices. Without DHCP, every address would have to be set manually. However, devices that must always be found at the same address, such as a network printer, are better given a fixed (static) address or a DHCP reservation.\n\nDNS (Domain Name System) translates domain names such as kemkes.go.id into IP addresses. When the internet seems \u201cconnected but websites won't open\u201d, the problem is often DNS.\n\nA practical example: the printer at a village office suddenly cannot be used from staff computers after the router is restarted. The cause is that the printer received a new IP address from DHCP. The fix is to create a DHCP reservation for the printer, then update the printer settings on the computers.",
          ),
        },
        {
          title: b("Mengatur Wi-Fi Kantor yang Aman", "Setting Up Secure Office Wi-Fi"),
          body: b(
            "Wi-Fi yang tidak diamankan memungkinkan orang luar memakai kuota internet kantor, atau lebih buruk lagi, mengakses komputer dan printer di jaringan yang sama. Beberapa pengaturan sederhana di router sudah memberi perlindungan yang berarti.\n\nDaftar periksa Wi-Fi aman:\n- Ganti kata sandi admin router bawaan pabrik. Kata sandi bawaan sering sama untuk semua unit dan mudah ditemukan di internet.\n- Gunakan enkripsi WPA2 atau WPA3. Hindari WEP atau jaringan terbuka tanpa kata sandi.\n- Buat kata sandi Wi-Fi yang panjang dan gantilah saat ada staf yang berhenti.\n- Matikan fitur WPS yang memiliki kelemahan keamanan yang sudah dikenal.\n- Perbarui firmware router secara berkala.\n\nPisahkan jaringan tamu. Banyak router menyediakan fitur guest network. Warga yang menunggu layanan di kantor desa atau pelanggan kafe dapat memakai jaringan tamu, sementara komputer administrasi berada di jaringan internal yang terpisah. Dengan begitu, tamu hanya mendapat akses internet dan tidak bisa melihat perangkat kantor.\n\nUntuk kafe atau toko, pertimbangkan juga pembatasan bandwidth per pengguna agar satu orang yang mengunduh file besar tidak membuat koneksi mesin kasir atau pembayaran QRIS menjadi lambat.",
            "Unsecured Wi-Fi lets outsiders use the office's internet quota or, worse, reach computers and printers on the same network. A few simple router settings already give meaningful protection.\n\nSecure Wi-Fi checklist:\n- Change the router's factory-default admin password. Default passwords are often identical across units and easy to find online.\n- Use WPA2 or WPA3 encryption. Avoid WEP or open networks with no password.\n- Create a long Wi-Fi password and change it when staff leave.\n- Turn off WPS, which has well-known security weaknesses.\n- Update the router firmware regularly.\n\nSeparate the guest network. Many routers offer a guest network feature. Residents waiting for service at the village office or café customers can use the guest network, while administration computers sit on a separate internal network. That way guests get internet access only and cannot see office devices.\n\nFor a café or shop, also consider limiting bandwidth per user so one person downloading a large file does not slow down the cashier machine or QRIS payments.",
          ),
        },
        {
          title: b(
            "Troubleshooting Koneksi Internet Langkah demi Langkah",
            "Troubleshooting Internet Connections Step by Step",
          ),
          body: b(
            "Saat internet bermasalah, banyak orang langsung menelepon ISP atau menyalakan ulang semua perangkat secara acak. Pendekatan yang lebih efektif adalah memeriksa dari yang terdekat ke yang terjauh.\n\n1. Perangkat sendiri: apakah hanya satu komputer yang bermasalah? Periksa kabel LAN, mode pesawat, atau apakah Wi-Fi yang tersambung benar.\n2. Jaringan lokal: jalankan ipconfig (Windows) untuk melihat alamat IP. Alamat yang diawali 169.254 berarti komputer tidak mendapat IP dari DHCP.\n3. Router: perintah ping ke alamat router, misalnya ping 192.168.1.1. Jika tidak ada balasan, masalah ada di antara komputer dan router.\n4. Internet: ping ke alamat IP publik seperti 8.8.8.8. Jika berhasil tetapi situs tidak terbuka, kemungkinan masalah DNS.\n5. ISP: periksa lampu indikator pada modem atau ONT. Lampu LOS berwarna merah biasanya menandakan gangguan pada kabel fiber dan perlu dilaporkan ke ISP.\n\nCatat setiap gangguan: waktu, gejala, langkah yang dicoba, dan hasilnya. Catatan ini mempercepat penanganan oleh teknisi dan membantu melihat pola, misalnya gangguan yang selalu terjadi saat hujan deras. Menyalakan ulang router memang sering membantu, tetapi lakukan setelah mencatat gejala.",
            "When the internet fails, many people immediately call the ISP or restart every device at random. A more effective approach is to check from the nearest point to the farthest.\n\n1. Your own device: is only one computer affected? Check the LAN cable, airplane mode, or whether you are on the right Wi-Fi.\n2. Local network: run ipconfig (Windows) to see the IP address. An address starting with 169.254 means the computer did not get an IP from DHCP.\n3. Router: ping the router's address, for example ping 192.168.1.1. If there is no reply, the problem lies between the computer and the router.\n4. Internet: ping a public IP address such as 8.8.8.8. If that works but websites won't open, DNS is the likely problem.\n5. ISP: check the indicator lights on the modem or ONT. A red LOS light usually signals a fibre cable fault that must be reported to the ISP.\n\nLog every outage: time, symptoms, steps tried and results. This speeds up the technician's work and helps spot patterns, such as outages that always happen during heavy rain. Restarting the router often helps, but do it after noting the symptoms.",
          ),
        },
        {
          title: b(
            "Memilih Layanan Internet dan Perangkat TI",
            "Choosing Internet Services and IT Equipment",
          ),
          body: b(
            "Keputusan membeli layanan internet dan perangkat TI sebaiknya didasarkan pada kebutuhan nyata, bukan sekadar harga termurah atau spesifikasi tertinggi.\n\nSaat memilih paket internet, perhatikan:\n- Kecepatan dalam Mbps (megabit per detik). Hitung kebutuhan: berapa pengguna bersamaan dan aktivitasnya, misalnya rapat video, unggah laporan, atau sekadar email.\n- Kecepatan unggah (upload). Kantor yang sering mengirim file besar atau rapat video membutuhkan upload yang memadai, bukan hanya download.\n- Layanan purnajual dan SLA (service level agreement): berapa lama janji waktu perbaikan bila terjadi gangguan.\n- Cadangan koneksi. Untuk layanan penting seperti pembayaran QRIS atau aplikasi pendaftaran pasien, siapkan koneksi cadangan, misalnya modem seluler dari operator berbeda.\n\nSaat membeli perangkat:\n- Sesuaikan spesifikasi dengan tugas. Staf administrasi tidak memerlukan laptop gaming, tetapi SSD dan RAM yang cukup membuat kerja jauh lebih lancar.\n- Perhitungkan biaya total kepemilikan: harga beli, lisensi perangkat lunak, perawatan, dan umur pakai.\n- Pilih merek dengan pusat servis resmi yang mudah dijangkau, terutama untuk kantor di luar kota besar.\n\nUntuk pengadaan di instansi pemerintah, ikuti aturan pengadaan barang dan jasa yang berlaku.",
            "Decisions on internet services and IT equipment should be based on real needs, not just the cheapest price or the highest specification.\n\nWhen choosing an internet plan, consider:\n- Speed in Mbps (megabits per second). Estimate your needs: how many simultaneous users and what they do, such as video meetings, uploading reports or just email.\n- Upload speed. Offices that often send large files or hold video meetings need adequate upload, not just download.\n- After-sales service and the SLA (service level agreement): how quickly repairs are promised when there is an outage.\n- A backup connection. For critical services such as QRIS payments or a patient registration app, prepare a backup link, for example a cellular modem from a different operator.\n\nWhen buying equipment:\n- Match the specification to the task. Administrative staff do not need a gaming laptop, but an SSD and enough RAM make work much smoother.\n- Consider the total cost of ownership: purchase price, software licences, maintenance and service life.\n- Choose brands with an authorised service centre within easy reach, especially for offices outside big cities.\n\nFor procurement in government agencies, follow the applicable goods and services procurement rules.",
          ),
        },
        {
          title: b("Mengelola Aset TI dan Akun Pengguna", "Managing IT Assets and User Accounts"),
          body: b(
            "Kantor yang tumbuh cepat sering kehilangan jejak: laptop siapa yang rusak, lisensi apa yang hampir habis, dan akun siapa yang masih aktif padahal orangnya sudah keluar. Pengelolaan aset dan akun mencegah pemborosan sekaligus risiko keamanan.\n\nDaftar aset TI cukup dimulai dari spreadsheet dengan kolom:\n- Nama perangkat dan nomor seri.\n- Pengguna atau lokasi.\n- Tanggal pembelian dan masa garansi.\n- Kondisi dan riwayat perbaikan.\n- Lisensi perangkat lunak beserta tanggal kedaluwarsa.\n\nTempelkan label kode aset pada setiap perangkat dan perbarui daftar setiap kali ada mutasi.\n\nUntuk akun pengguna, terapkan siklus yang jelas:\n- Onboarding: buat akun pribadi untuk pegawai baru dengan hak akses sesuai tugasnya.\n- Perubahan: saat pegawai pindah bagian, sesuaikan hak aksesnya, jangan hanya menambah.\n- Offboarding: pada hari terakhir kerja, nonaktifkan akun, ambil kembali perangkat, dan alihkan file penting.\n\nHindari akun bersama seperti \u201cadmin_kantor\u201d yang dipakai banyak orang. Akun bersama membuat tidak jelas siapa melakukan apa dan kata sandinya jarang diganti. Tinjau daftar akun aktif minimal setiap tiga bulan.",
            "Fast-growing offices often lose track: whose laptop is broken, which licence is about to expire, and whose account is still active even though the person has left. Managing assets and accounts prevents waste as well as security risks.\n\nAn IT asset register can start as a spreadsheet with columns for:\n- Device name and serial number.\n- User or location.\n- Purchase date and warranty period.\n- Condition and repair history.\n- Software licences and their expiry dates.\n\nStick an asset code label on each device and update the register whenever something moves.\n\nFor user accounts, apply a clear lifecycle:\n- Onboarding: create a personal account for each new employee with access matching their duties.\n- Changes: when an employee moves to another unit, adjust their access rather than just adding more.\n- Offboarding: on the last working day, disable the account, collect devices and transfer important files.\n\nAvoid shared accounts such as \u201coffice_admin\u201d used by many people. Shared accounts obscure who did what, and their passwords are rarely changed. Review the list of active accounts at least every three months.",
          ),
        },
        {
          title: b(
            "Merencanakan Transformasi Digital Layanan Secara Bertahap",
            "Planning the Digital Transformation of Services Step by Step",
          ),
          body: b(
            "Transformasi digital bukan sekadar membeli komputer atau membuat aplikasi. Intinya adalah memperbaiki cara layanan diberikan dengan bantuan teknologi. Banyak proyek gagal karena langsung membangun sistem besar tanpa memahami masalah pengguna.\n\nLangkah bertahap yang realistis:\n1. Petakan proses saat ini. Misalnya pembuatan surat pengantar di kantor desa: warga datang, mengisi buku, menunggu sekretaris mengetik, lalu menunggu tanda tangan.\n2. Temukan titik masalah: antrean panjang, data diketik berulang, atau dokumen hilang.\n3. Pilih solusi sederhana yang paling berdampak, misalnya formulir online dan template surat, sebelum membangun aplikasi khusus.\n4. Uji coba kecil selama beberapa minggu, ukur hasilnya seperti waktu tunggu rata-rata, lalu perbaiki.\n5. Latih petugas dan siapkan jalur manual sebagai cadangan saat listrik atau internet padam.\n6. Perluas ke layanan lain setelah terbukti berhasil.\n\nPerhatikan juga warga atau pelanggan yang belum terbiasa dengan teknologi. Sediakan pendampingan di loket dan tetap layani mereka yang datang langsung. Bagi instansi pemerintah, upaya ini sejalan dengan kebijakan Sistem Pemerintahan Berbasis Elektronik (SPBE). Keberhasilan diukur dari layanan yang lebih cepat dan mudah, bukan dari jumlah aplikasi yang dibuat.",
            "Digital transformation is not just buying computers or building apps. Its core is improving how services are delivered with the help of technology. Many projects fail because they build a large system straight away without understanding users' problems.\n\nRealistic step-by-step approach:\n1. Map the current process. For example, issuing a cover letter at a village office: residents come, fill in a book, wait for the secretary to type, then wait for a signature.\n2. Find the pain points: long queues, data typed repeatedly, or lost documents.\n3. Choose the simplest solution with the most impact, such as an online form and letter templates, before building a custom app.\n4. Run a small pilot for a few weeks, measure results such as average waiting time, then improve.\n5. Train staff and keep a manual fallback for power or internet outages.\n6. Expand to other services once it has proven successful.\n\nAlso consider residents or customers who are not yet used to technology. Provide assistance at the counter and keep serving those who come in person. For government agencies, this effort is in line with the Electronic-Based Government System (SPBE) policy. Success is measured by faster, easier services, not by the number of apps built.",
          ),
        },
      ],
      quiz: [
        q(
          "single",
          b(
            "Perangkat mana yang berfungsi menambah jumlah port kabel LAN di sebuah ruangan?",
            "Which device adds more LAN cable ports in a room?",
          ),
          [
            o(false, "Modem", "Modem"),
            o(true, "Switch", "Switch"),
            o(false, "Access point", "Access point"),
            o(false, "ONT", "ONT"),
          ],
          b(
            "Switch menyediakan port tambahan agar lebih banyak perangkat berkabel bisa tersambung.",
            "A switch provides extra ports so more wired devices can connect.",
          ),
        ),
        q(
          "single",
          b(
            "Komputer menampilkan alamat IP 169.254.x.x. Apa artinya?",
            "A computer shows an IP address of 169.254.x.x. What does this mean?",
          ),
          [
            o(
              true,
              "Komputer tidak mendapat alamat IP dari DHCP",
              "The computer did not get an IP address from DHCP",
            ),
            o(
              false,
              "Komputer sudah terhubung ke internet dengan baik",
              "The computer is properly connected to the internet",
            ),
            o(false, "DNS sedang bekerja normal", "DNS is working normally"),
          ],
          b(
            "Alamat 169.254 dibuat otomatis oleh sistem ketika tidak ada balasan dari server DHCP.",
            "A 169.254 address is self-assigned when no DHCP server replies.",
          ),
        ),
        q(
          "single",
          b(
            "Printer jaringan sering \u201chilang\u201d setelah router dinyalakan ulang. Solusi yang tepat adalah...",
            "A network printer often \u201cdisappears\u201d after the router restarts. The right fix is...",
          ),
          [
            o(false, "Mengganti printer dengan model baru", "Replace the printer with a new model"),
            o(
              true,
              "Memberi printer alamat IP tetap atau reservasi DHCP",
              "Give the printer a static IP or a DHCP reservation",
            ),
            o(false, "Mematikan DHCP untuk semua perangkat", "Turn off DHCP for all devices"),
          ],
          b(
            "Alamat tetap membuat printer selalu ditemukan di alamat yang sama tanpa mengorbankan DHCP bagi perangkat lain.",
            "A fixed address keeps the printer at the same address without giving up DHCP for other devices.",
          ),
        ),
        q(
          "multiple",
          b("Manakah langkah untuk mengamankan Wi-Fi kantor?", "Which steps secure an office Wi-Fi network?"),
          [
            o(
              true,
              "Mengganti kata sandi admin bawaan router",
              "Changing the router's default admin password",
            ),
            o(true, "Menggunakan enkripsi WPA2 atau WPA3", "Using WPA2 or WPA3 encryption"),
            o(
              false,
              "Mengaktifkan WEP agar kompatibel dengan semua perangkat",
              "Enabling WEP for compatibility with all devices",
            ),
            o(
              true,
              "Memisahkan jaringan tamu dari jaringan internal",
              "Separating the guest network from the internal network",
            ),
          ],
          b(
            "WEP sudah usang dan tidak aman. Kata sandi admin baru, WPA2/WPA3, dan jaringan tamu terpisah adalah praktik yang dianjurkan.",
            "WEP is obsolete and insecure. A new admin password, WPA2/WPA3 and a separate guest network are recommended.",
          ),
        ),
        q(
          "single",
          b(
            "Ping ke 8.8.8.8 berhasil, tetapi situs web tidak bisa dibuka. Masalah yang paling mungkin adalah...",
            "Pinging 8.8.8.8 works, but websites won't open. The most likely problem is...",
          ),
          [
            o(false, "Kabel LAN putus", "A broken LAN cable"),
            o(true, "DNS", "DNS"),
            o(false, "Kabel fiber ISP terputus", "A cut ISP fibre cable"),
            o(false, "Komputer mati", "The computer is off"),
          ],
          b(
            "Jika IP publik bisa dijangkau, koneksi fisik dan internet berfungsi; kegagalan menerjemahkan nama domain menunjuk ke DNS.",
            "If a public IP is reachable, the physical link and internet work; failing to resolve names points to DNS.",
          ),
        ),
        q(
          "multiple",
          b(
            "Apa yang perlu diperhatikan saat memilih paket internet untuk kantor yang sering rapat video?",
            "What should you consider when choosing an internet plan for an office with frequent video meetings?",
          ),
          [
            o(true, "Kecepatan unggah (upload) yang memadai", "Adequate upload speed"),
            o(true, "Janji waktu perbaikan dalam SLA", "The repair time promised in the SLA"),
            o(true, "Jumlah pengguna yang memakai internet bersamaan", "The number of simultaneous users"),
            o(false, "Hanya memilih harga termurah", "Choosing only the cheapest price"),
          ],
          b(
            "Kebutuhan nyata, upload, dan SLA lebih menentukan daripada harga semata.",
            "Real needs, upload and the SLA matter more than price alone.",
          ),
        ),
        q(
          "single",
          b(
            "Seorang pegawai berhenti bekerja hari ini. Apa yang seharusnya dilakukan terhadap akunnya?",
            "An employee leaves today. What should happen to their account?",
          ),
          [
            o(
              false,
              "Dibiarkan aktif jika sewaktu-waktu ia kembali",
              "Leave it active in case they come back",
            ),
            o(
              true,
              "Dinonaktifkan, perangkat diambil kembali, dan file penting dialihkan",
              "Disable it, collect the devices and transfer important files",
            ),
            o(false, "Kata sandinya dibagikan ke seluruh tim", "Share its password with the whole team"),
          ],
          b(
            "Offboarding yang benar menutup akses, mengamankan perangkat, dan menjaga kesinambungan pekerjaan.",
            "Proper offboarding closes access, secures devices and keeps work continuous.",
          ),
        ),
        q(
          "single",
          b(
            "Dalam transformasi digital layanan, langkah apa yang sebaiknya dilakukan pertama kali?",
            "In digitally transforming a service, what should be done first?",
          ),
          [
            o(
              false,
              "Membangun aplikasi besar untuk semua layanan sekaligus",
              "Build a large app for all services at once",
            ),
            o(
              true,
              "Memetakan proses saat ini dan menemukan titik masalah",
              "Map the current process and find the pain points",
            ),
            o(false, "Menghentikan layanan tatap muka", "Stop in-person services"),
            o(false, "Membeli komputer baru untuk semua staf", "Buy new computers for all staff"),
          ],
          b(
            "Memahami proses dan masalah pengguna mencegah pembangunan sistem yang tidak menjawab kebutuhan.",
            "Understanding the process and users' problems prevents building systems that miss real needs.",
          ),
        ),
      ],
    },
  ],
};

export default content;
