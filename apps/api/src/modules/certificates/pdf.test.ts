import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderCertificatePdf, winAnsi } from "./pdf";

const content = {
  code: "GK-ABCD-EFGH-JKLM",
  fullName: "Siti Aminah Nasution",
  course: "Analisis Data dengan Spreadsheet: Excel dan Google Sheets",
  institution: "Universitas Gadjah Mada",
  issuedAt: new Date("2026-11-22T03:00:00Z"),
  verifyUrl: "https://gurukita.id/certificates/GK-ABCD-EFGH-JKLM",
};

describe("certificate PDF", () => {
  it("renders to an image and reads back the learner, course, institution, date and code (Indonesian)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gk-cert-"));
    const file = join(dir, "certificate.pdf");
    writeFileSync(file, await renderCertificatePdf(content, "id"));
    execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", file, join(dir, "page")]);
    const png = readFileSync(join(dir, "page.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // A4 landscape at 60 dpi
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([702, 496]);
    expect(statSync(join(dir, "page.png")).size).toBeGreaterThan(10_000);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
    for (const s of [
      "Sertifikat Penyelesaian",
      "Siti Aminah Nasution",
      content.course,
      "Diterbitkan oleh Universitas Gadjah Mada",
      "22 November 2026",
      content.code,
      content.verifyUrl,
    ]) {
      expect(text).toContain(s);
    }
  });

  it("speaks English when asked", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gk-cert-"));
    const file = join(dir, "c.pdf");
    writeFileSync(file, await renderCertificatePdf(content, "en"));
    const text = execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("Date: 22 November 2026");
  });

  it("keeps names printable in the standard fonts", () => {
    expect(winAnsi("José Ñúñez — Ǆ")).toBe("José Ñúñez - DZ");
    expect(winAnsi("日本")).toBe("??");
  });
});
