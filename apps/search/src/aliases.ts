import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SearchError } from "@gk/search-engine";

export interface Alias {
  name: string;
  collection_name: string;
}

/**
 * Collection aliases (Typesense's /aliases), kept in aliases.json: a full reindex builds a new collection
 * and then points the alias at it in one step, so searches never see a half-built index.
 */
export class Aliases {
  private readonly map = new Map<string, string>();
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, "aliases.json");
    if (existsSync(this.file))
      for (const a of JSON.parse(readFileSync(this.file, "utf8")) as Alias[])
        this.map.set(a.name, a.collection_name);
  }

  private save(): void {
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.list()));
    renameSync(`${this.file}.tmp`, this.file);
  }

  /** The collection an alias points at, or the name itself. */
  resolve(name: string): string {
    return this.map.get(name) ?? name;
  }

  upsert(name: string, body: unknown): Alias {
    const target = (body as { collection_name?: unknown } | null)?.collection_name;
    if (typeof target !== "string" || target === "")
      throw new SearchError(400, "Parameter `collection_name` is required.");
    this.map.set(name, target);
    this.save();
    return { name, collection_name: target };
  }

  get(name: string): Alias {
    const target = this.map.get(name);
    if (target === undefined) throw new SearchError(404, "Could not find that `name`.");
    return { name, collection_name: target };
  }

  delete(name: string): Alias {
    const a = this.get(name);
    this.map.delete(name);
    this.save();
    return a;
  }

  list(): Alias[] {
    return [...this.map].map(([name, collection_name]) => ({ name, collection_name }));
  }
}
