/**
 * The messages of the paid upgrade, promo codes and transactions, in Indonesian (default) and English; merged
 * into the API's one catalogue by messages.ts.
 */
export const commerceId = {
  "commerce.upgradeRequired":
    "Bagian ini termasuk dalam upgrade berbayar kursus ini. Upgrade untuk membuka seluruh materi dan sertifikat.",
  "commerce.providerUnavailable": "Pembayaran sedang tidak tersedia. Silakan coba lagi beberapa saat lagi.",
  "commerce.paymentsOff": "Situs ini tidak menerima pembayaran.",
  "commerce.courseFree": "Kursus ini gratis; tidak perlu upgrade.",
  "commerce.alreadyUpgraded": "Anda sudah memiliki upgrade kursus ini.",
  "commerce.transactionNotFound": "Transaksi tidak ditemukan.",
  "commerce.idempotencyKeyReused":
    "Permintaan pembayaran ini sudah dipakai untuk kursus lain. Muat ulang halaman lalu coba lagi.",
  "commerce.receipt.title": "Kuitansi",
  "commerce.receipt.notPaid": "Kuitansi hanya tersedia untuk transaksi yang sudah dibayar.",
  "commerce.receipt.learner": "Pembeli",
  "commerce.receipt.item": "Item",
  "commerce.receipt.listPrice": "Harga",
  "commerce.receipt.discount": "Diskon",
  "commerce.receipt.total": "Total dibayar",
  "commerce.receipt.paidAt": "Dibayar pada",
  "commerce.receipt.refunded": "Dana transaksi ini telah dikembalikan.",
  "commerce.receipt.footer": "Kuitansi ini dibuat secara otomatis dan sah tanpa tanda tangan.",
  "commerce.promo.unknown": "Kode promo tidak ditemukan. Periksa kembali penulisannya.",
  "commerce.promo.notStarted": "Kode promo ini belum berlaku. Berlaku mulai {date}.",
  "commerce.promo.ended": "Kode promo ini sudah tidak berlaku sejak {date}.",
  "commerce.promo.usedUp": "Kuota kode promo ini sudah habis.",
  "commerce.promo.usedByYou": "Anda sudah memakai kode promo ini.",
  "commerce.promo.notForCourse": "Kode promo ini tidak berlaku untuk kursus ini.",
  "commerce.promo.notForSite": "Kode promo ini tidak berlaku di situs ini.",
  "commerce.promo.notForYou": "Kode promo ini hanya berlaku untuk anggota organisasi tertentu.",
  "commerce.notification.badSignature": "Tanda tangan notifikasi tidak valid.",
  "commerce.notification.amountMismatch": "Jumlah pembayaran tidak sesuai dengan transaksi.",
  "commerce.sandbox.notPending": "Pesanan ini sudah tidak menunggu pembayaran.",
} as const;

export type CommerceMessageKey = keyof typeof commerceId;

export const commerceEn: Record<CommerceMessageKey, string> = {
  "commerce.upgradeRequired":
    "This part is included in the course's paid upgrade. Upgrade to open all the material and the certificate.",
  "commerce.providerUnavailable": "Payment is not available right now. Please try again in a moment.",
  "commerce.paymentsOff": "This site does not take payments.",
  "commerce.courseFree": "This course is free; no upgrade is needed.",
  "commerce.alreadyUpgraded": "You already have this course's upgrade.",
  "commerce.transactionNotFound": "Transaction not found.",
  "commerce.idempotencyKeyReused":
    "This payment request was already used for another course. Reload the page and try again.",
  "commerce.receipt.title": "Receipt",
  "commerce.receipt.notPaid": "A receipt is only available for a paid transaction.",
  "commerce.receipt.learner": "Bought by",
  "commerce.receipt.item": "Item",
  "commerce.receipt.listPrice": "Price",
  "commerce.receipt.discount": "Discount",
  "commerce.receipt.total": "Total paid",
  "commerce.receipt.paidAt": "Paid on",
  "commerce.receipt.refunded": "This transaction has been refunded.",
  "commerce.receipt.footer": "This receipt was generated automatically and is valid without a signature.",
  "commerce.promo.unknown": "Promo code not found. Check how it is spelled.",
  "commerce.promo.notStarted": "This promo code is not valid yet. It starts on {date}.",
  "commerce.promo.ended": "This promo code has not been valid since {date}.",
  "commerce.promo.usedUp": "This promo code has been used up.",
  "commerce.promo.usedByYou": "You have already used this promo code.",
  "commerce.promo.notForCourse": "This promo code does not apply to this course.",
  "commerce.promo.notForSite": "This promo code does not apply on this site.",
  "commerce.promo.notForYou": "This promo code is only for members of a particular organisation.",
  "commerce.notification.badSignature": "The notification's signature is not valid.",
  "commerce.notification.amountMismatch": "The payment amount does not match the transaction.",
  "commerce.sandbox.notPending": "This order is no longer waiting for payment.",
};
