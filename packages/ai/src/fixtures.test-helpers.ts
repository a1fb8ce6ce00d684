// A small course in both languages for the package's tests: two lessons, each with a list of definitions,
// a worked figure and plain prose, cut into passages the way the API will.
import { passagesFromLesson } from "./passages";
import type { Locale, Passage } from "./types";

const LESSONS: Record<Locale, { title: string; body: string }[]> = {
  id: [
    {
      title: "Menyusun Anggaran Usaha",
      body: [
        "Anggaran adalah rencana pemasukan dan pengeluaran usaha untuk satu periode. Anggaran membantu pemilik usaha melihat apakah kas cukup sebelum uang benar-benar keluar.",
        "Tiga jenis biaya dalam anggaran:",
        "- Biaya tetap: biaya yang jumlahnya sama setiap bulan, berapa pun penjualannya.\n- Biaya variabel: biaya yang naik turun mengikuti jumlah produksi.\n- Biaya tak terduga: cadangan untuk kebutuhan mendadak seperti perbaikan alat.",
        "Contoh: warung kopi di Yogyakarta membayar sewa tempat Rp2 juta per bulan dan bahan baku sekitar Rp3 juta. Total pengeluaran bulanan warung itu menjadi Rp5 juta.",
        "Tinjau anggaran setiap bulan dan bandingkan dengan pengeluaran nyata, lalu perbaiki rencana bulan berikutnya.",
      ].join("\n\n"),
    },
    {
      title: "Membaca Laporan Arus Kas",
      body: [
        "Laporan arus kas mencatat uang yang masuk dan keluar dari usaha. Laba di atas kertas belum tentu berarti kas tersedia.",
        "Tiga bagian laporan arus kas:",
        "- Arus kas operasi: uang dari kegiatan utama usaha sehari-hari.\n- Arus kas investasi: uang untuk membeli atau menjual aset jangka panjang.\n- Arus kas pendanaan: uang dari pinjaman, setoran modal, atau pembayaran utang.",
        "Usaha yang sehat biasanya memiliki arus kas operasi yang positif selama paling sedikit 6 bulan berturut-turut.",
      ].join("\n\n"),
    },
  ],
  en: [
    {
      title: "Building a Business Budget",
      body: [
        "A budget is a plan of a business's income and spending for one period. A budget helps the owner see whether cash is enough before money actually goes out.",
        "Three kinds of cost in a budget:",
        "- Fixed costs: costs that stay the same every month, whatever the sales.\n- Variable costs: costs that rise and fall with the amount produced.\n- Contingency costs: a reserve for sudden needs such as repairing equipment.",
        "Example: a coffee stall in Yogyakarta pays Rp2 million a month in rent and spends Rp3 million on ingredients. The stall's total monthly spending comes to Rp5 million.",
        "Review the budget every month, compare it with actual spending, and improve the plan for the next month.",
      ].join("\n\n"),
    },
    {
      title: "Reading a Cash Flow Statement",
      body: [
        "A cash flow statement records the money coming into and going out of a business. Profit on paper does not always mean cash is available.",
        "Three parts of a cash flow statement:",
        "- Operating cash flow: money from the business's main daily activities.\n- Investing cash flow: money for buying or selling long-term assets.\n- Financing cash flow: money from loans, owners' capital or repaying debt.",
        "A healthy business usually has positive operating cash flow for at least 6 months in a row.",
      ].join("\n\n"),
    },
  ],
};

export function coursePassages(locale: Locale): Passage[] {
  return LESSONS[locale].flatMap((l, i) =>
    passagesFromLesson({ lessonId: `lesson-${i + 1}`, lessonTitle: l.title, body: l.body, locale }),
  );
}

export const bothLanguages = (): Passage[] =>
  [...coursePassages("id"), ...coursePassages("en")].map((p) => ({
    ...p,
    id: `${p.locale}:${p.id}`,
  }));

export async function readAll(stream: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const part of stream) text += part;
  return text;
}
