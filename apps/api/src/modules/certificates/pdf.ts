import type { Locale } from "@gk/contracts";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { t } from "../../i18n";

export interface CertificateContent {
  code: string;
  fullName: string;
  course: string;
  institution: string;
  issuedAt: Date;
  verifyUrl: string;
}

const PURPLE = rgb(0x88 / 255, 0x3c / 255, 0xff / 255);
const INK = rgb(0.12, 0.12, 0.16);
const MUTED = rgb(0.4, 0.4, 0.45);

/**
 * The standard PDF fonts only encode WinAnsi: letters with accents are kept when Latin-1 has them, other
 * marks are stripped, and anything else becomes "?" rather than failing the whole document. (Plus Jakarta
 * Sans ships as WOFF2 only in node_modules, which pdf-lib cannot embed without fontkit.)
 */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .normalize("NFC")
    .split("")
    .map((ch) =>
      /[\x20-\x7e\xa0-\xff]/.test(ch) ? ch : ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""),
    )
    .join("")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Jakarta",
  }).format(date);
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const safe = winAnsi(text);
  // long course names shrink to fit the page width rather than run off it
  let s = size;
  while (s > 10 && font.widthOfTextAtSize(safe, s) > page.getWidth() - 120) s -= 1;
  page.drawText(safe, {
    x: (page.getWidth() - font.widthOfTextAtSize(safe, s)) / 2,
    y,
    size: s,
    font,
    color,
  });
}

/** Draws the QR code as vector squares: sharp at any zoom and nothing rasterised inside the PDF. */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c))
        page.drawRectangle({
          x: x + (c + 4) * cell,
          y: y + size - (r + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
    }
  }
}

/** A4 landscape certificate: learner, course, institution, date, verification code and a QR code to the public page. */
export async function renderCertificatePdf(c: CertificateContent, locale: Locale): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${t(locale, "certificate.title")} - ${c.fullName}`));
  doc.setAuthor("GuruKita");
  doc.setSubject(winAnsi(c.course));
  doc.setCreationDate(c.issuedAt);
  doc.setModificationDate(c.issuedAt);
  const page = doc.addPage([842, 595]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: PURPLE, borderWidth: 4 });
  page.drawRectangle({ x: 34, y: 34, width: 774, height: 527, borderColor: PURPLE, borderWidth: 1 });
  centred(page, "GuruKita", 500, bold, 22, PURPLE);
  centred(page, t(locale, "certificate.title"), 452, bold, 34);
  centred(page, t(locale, "certificate.awardedTo"), 410, regular, 14, MUTED);
  centred(page, c.fullName, 370, bold, 30);
  centred(page, t(locale, "certificate.forCompleting"), 332, regular, 14, MUTED);
  centred(page, c.course, 298, bold, 20);
  centred(page, `${t(locale, "certificate.issuedBy")} ${c.institution}`, 262, regular, 14);
  centred(
    page,
    `${t(locale, "certificate.date")}: ${formatDate(c.issuedAt, locale)}`,
    238,
    regular,
    12,
    MUTED,
  );
  drawQr(page, c.verifyUrl, 64, 60, 120);
  page.drawText(winAnsi(t(locale, "certificate.scan")), {
    x: 64,
    y: 48,
    size: 9,
    font: regular,
    color: MUTED,
  });
  page.drawText(winAnsi(`${t(locale, "certificate.code")}: ${c.code}`), {
    x: 200,
    y: 84,
    size: 11,
    font: bold,
    color: INK,
  });
  page.drawText(winAnsi(c.verifyUrl), { x: 200, y: 66, size: 9, font: regular, color: MUTED });
  return doc.save();
}
