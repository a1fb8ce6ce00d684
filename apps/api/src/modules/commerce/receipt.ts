import type { Locale } from "@gk/contracts";
import type { Transaction } from "@gk/db";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { t } from "../../i18n";
import { winAnsi } from "../certificates/pdf";
import { rupiah } from "./promo";

const PURPLE = rgb(0x88 / 255, 0x3c / 255, 0xff / 255);
const INK = rgb(0.12, 0.12, 0.16);
const MUTED = rgb(0.4, 0.4, 0.45);
const LINE = rgb(0.85, 0.85, 0.88);

export interface ReceiptContent {
  siteName: string;
  learnerName: string;
  tx: Pick<
    Transaction,
    | "orderId"
    | "status"
    | "itemNameId"
    | "itemNameEn"
    | "listPrice"
    | "discount"
    | "total"
    | "promoCode"
    | "provider"
    | "paymentMethod"
    | "paidAt"
  >;
}

const PROVIDER_NAMES: Record<Transaction["provider"], { id: string; en: string }> = {
  sandbox: { id: "Sandbox GuruKita (uji coba)", en: "GuruKita sandbox (test)" },
  midtrans: { id: "Midtrans", en: "Midtrans" },
  xendit: { id: "Xendit", en: "Xendit" },
  none: { id: "Tanpa pembayaran (promo 100%)", en: "No payment (100% promo)" },
};

/** The payment time in Jakarta, with the hour: "23 November 2026, 21.47 WIB" / "23 November 2026, 21:47 WIB". */
export function formatPaidAt(date: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Asia/Jakarta",
  }).format(date);
  return `${text} WIB`;
}

/** A payment method as providers write it ("bank_transfer") made readable ("Bank transfer"). */
const readable = (method: string) => {
  const words = method.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function text(page: PDFPage, s: string, x: number, y: number, font: PDFFont, size: number, color = INK) {
  page.drawText(winAnsi(s), { x, y, size, font, color });
}

function right(
  page: PDFPage,
  s: string,
  xRight: number,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
) {
  const safe = winAnsi(s);
  page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font, color });
}

/** Breaks a long item name into lines that fit `width`. */
function wrap(s: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsi(s).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** An A4 receipt of a paid (or refunded) transaction: who paid what for which upgrade, when and how. */
export async function renderReceiptPdf(c: ReceiptContent, locale: Locale): Promise<Uint8Array> {
  const { tx } = c;
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${t(locale, "commerce.receipt.title")} ${tx.orderId}`));
  doc.setAuthor(winAnsi(c.siteName));
  if (tx.paidAt) {
    doc.setCreationDate(tx.paidAt);
    doc.setModificationDate(tx.paidAt);
  }
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const edge = 539;

  page.drawRectangle({ x: 0, y: 770, width: 595, height: 72, color: PURPLE });
  text(page, c.siteName, left, 798, bold, 22, rgb(1, 1, 1));
  right(page, t(locale, "commerce.receipt.title"), edge, 798, bold, 22, rgb(1, 1, 1));

  let y = 730;
  const field = (label: string, value: string) => {
    text(page, label, left, y, regular, 10, MUTED);
    text(page, value, left + 150, y, bold, 11);
    y -= 22;
  };
  field(t(locale, "commerce.receipt.orderId"), tx.orderId);
  field(t(locale, "commerce.receipt.learner"), c.learnerName);
  if (tx.paidAt) field(t(locale, "commerce.receipt.paidAt"), formatPaidAt(tx.paidAt, locale));
  field(t(locale, "commerce.receipt.provider"), PROVIDER_NAMES[tx.provider][locale]);
  if (tx.paymentMethod) field(t(locale, "commerce.receipt.method"), readable(tx.paymentMethod));

  y -= 14;
  page.drawLine({ start: { x: left, y }, end: { x: edge, y }, thickness: 1, color: LINE });
  y -= 24;
  text(page, t(locale, "commerce.receipt.item"), left, y, regular, 10, MUTED);
  right(page, t(locale, "commerce.receipt.listPrice"), edge, y, regular, 10, MUTED);
  y -= 20;
  const item = wrap(locale === "en" ? tx.itemNameEn : tx.itemNameId, bold, 12, 340);
  right(page, rupiah(tx.listPrice), edge, y, regular, 12);
  for (const line of item) {
    text(page, line, left, y, bold, 12);
    y -= 16;
  }
  if (tx.discount > 0) {
    y -= 6;
    const label = `${t(locale, "commerce.receipt.discount")}${tx.promoCode ? ` (${tx.promoCode})` : ""}`;
    text(page, label, left, y, regular, 12);
    right(page, `-${rupiah(tx.discount)}`, edge, y, regular, 12);
    y -= 16;
  }
  y -= 10;
  page.drawLine({ start: { x: left, y }, end: { x: edge, y }, thickness: 1, color: LINE });
  y -= 26;
  text(page, t(locale, "commerce.receipt.total"), left, y, bold, 14);
  right(page, rupiah(tx.total), edge, y, bold, 16, PURPLE);

  if (tx.status === "refunded") {
    y -= 40;
    text(page, t(locale, "commerce.receipt.refunded"), left, y, bold, 12, rgb(0.7, 0.1, 0.1));
  }
  text(page, t(locale, "commerce.receipt.footer"), left, 60, regular, 9, MUTED);
  return doc.save();
}
