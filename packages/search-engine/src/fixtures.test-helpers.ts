import { Collection } from "./collection";
import { resolveSchema } from "./schema";

/** A small catalogue in both languages, the shape the product indexes. */
export function courses(): Collection {
  const c = new Collection(
    resolveSchema({
      name: "courses",
      fields: [
        { name: "title", type: "string" },
        { name: "description", type: "string", optional: true },
        { name: "category", type: "string", facet: true },
        { name: "institution", type: "string", facet: true },
        { name: "skills", type: "string[]", facet: true, optional: true },
        { name: "rating", type: "float", facet: true },
        { name: "popularity", type: "int32" },
        { name: "release_date", type: "int64" },
        { name: "is_free", type: "bool", facet: true },
      ],
      default_sorting_field: "popularity",
    }),
  );
  const rows: [string, string, string, string, string[], number, number, number, boolean][] = [
    [
      "1",
      "Dasar-Dasar Kepemimpinan",
      "Leadership & Management",
      "Universitas Indonesia",
      ["kepemimpinan", "tim"],
      4.5,
      120,
      1700000000,
      true,
    ],
    [
      "2",
      "Kepemimpinan Strategis di Era Digital",
      "Leadership & Management",
      "Institut Teknologi Bandung",
      ["strategi"],
      4.8,
      300,
      1710000000,
      false,
    ],
    [
      "3",
      "Public Speaking for Beginners",
      "Communication & Public Speaking",
      "Universitas Gadjah Mada",
      ["komunikasi"],
      4.1,
      80,
      1720000000,
      true,
    ],
    [
      "4",
      "Analisis Data dengan Python",
      "Data Analytics & Science",
      "Institut Teknologi Bandung",
      ["python", "data"],
      4.9,
      500,
      1690000000,
      false,
    ],
    [
      "5",
      "Manajemen Keuangan Pribadi",
      "Economics & Finance",
      "Universitas Indonesia",
      ["keuangan"],
      3.9,
      60,
      1730000000,
      true,
    ],
    [
      "6",
      "Leadership Communication",
      "Leadership & Management",
      "Universitas Gadjah Mada",
      [],
      4.2,
      90,
      1725000000,
      false,
    ],
    [
      "7",
      "Pemasaran Digital untuk UMKM",
      "Marketing & Branding",
      "Universitas Brawijaya",
      ["pemasaran", "digital"],
      4.4,
      250,
      1715000000,
      true,
    ],
  ];
  for (const [id, title, category, institution, skills, rating, popularity, release_date, is_free] of rows) {
    c.write({ id, title, category, institution, skills, rating, popularity, release_date, is_free });
  }
  return c;
}
