import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { Collection, resolveSchema, SearchError, type Doc } from "@gk/search-engine";
import { Aliases } from "./aliases";

/** One logged change: a document as stored after the write, or a deletion by id. */
type Op = { u: Doc } | { d: string };

interface Meta {
  schema: unknown;
  created_at: number;
}

/**
 * Collections on disk, one folder each: meta.json (schema), snapshot.jsonl (documents) and log.jsonl
 * (changes since the snapshot, appended synchronously before a write is answered, so an acknowledged write
 * survives a crash). Loading replays the log over the snapshot; the log is folded into a fresh snapshot once
 * it grows past the collection's size, so a restart never replays more than about twice the data.
 */
export class Store {
  readonly collections = new Map<string, Collection>();
  private readonly logged = new Map<string, number>();
  private readonly root: string;
  readonly aliases: Aliases;

  constructor(dataDir: string) {
    this.root = join(dataDir, "collections");
    this.aliases = new Aliases(dataDir);
    mkdirSync(this.root, { recursive: true });
    for (const dir of readdirSync(this.root)) {
      const folder = join(this.root, dir);
      if (!existsSync(join(folder, "meta.json"))) continue;
      this.load(folder);
    }
  }

  private folder(name: string): string {
    return join(this.root, encodeURIComponent(name));
  }

  private load(folder: string): void {
    const meta = JSON.parse(readFileSync(join(folder, "meta.json"), "utf8")) as Meta;
    const c = new Collection(resolveSchema(meta.schema), meta.created_at);
    for (const line of readLines(join(folder, "snapshot.jsonl"))) c.write(JSON.parse(line), "upsert");
    let ops = 0;
    for (const line of readLines(join(folder, "log.jsonl"))) {
      let op: Op;
      try {
        op = JSON.parse(line) as Op;
      } catch {
        continue; // a torn last line from a crash mid-append: the write was never acknowledged
      }
      ops++;
      if ("u" in op) c.write(op.u, "upsert");
      else if (c.has(op.d)) c.remove(op.d);
    }
    this.collections.set(c.name, c);
    this.logged.set(c.name, ops);
  }

  /** A collection by its name or an alias of it. */
  find(name: string): Collection | undefined {
    return this.collections.get(name) ?? this.collections.get(this.aliases.resolve(name));
  }

  get(name: string): Collection {
    const c = this.find(name);
    if (!c) throw new SearchError(404, `Collection \`${name}\` not found.`);
    return c;
  }

  create(input: unknown): Collection {
    const schema = resolveSchema(input);
    if (this.collections.has(schema.name))
      throw new SearchError(409, `A collection with name \`${schema.name}\` already exists.`);
    const c = new Collection(schema);
    const folder = this.folder(schema.name);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    this.writeMeta(c);
    this.collections.set(schema.name, c);
    this.logged.set(schema.name, 0);
    return c;
  }

  drop(name: string): Collection {
    const c = this.get(name);
    this.collections.delete(c.name);
    rmSync(this.folder(c.name), { recursive: true, force: true });
    return c;
  }

  /** After a schema change every document may have been re-coerced: write everything afresh. */
  altered(c: Collection): void {
    this.writeMeta(c);
    this.snapshot(c);
  }

  /** Records changes already applied to the collection in memory. */
  append(c: Collection, ops: Op[]): void {
    if (ops.length === 0) return;
    const name = c.name;
    appendFileSync(join(this.folder(name), "log.jsonl"), ops.map((o) => JSON.stringify(o)).join("\n") + "\n");
    const n = (this.logged.get(name) ?? 0) + ops.length;
    this.logged.set(name, n);
    if (n > Math.max(1000, c.count)) this.snapshot(c);
  }

  snapshot(c: Collection): void {
    const folder = this.folder(c.name);
    const tmp = join(folder, "snapshot.jsonl.tmp");
    const lines: string[] = [];
    for (const d of c.documents()) lines.push(JSON.stringify(d));
    writeFileSync(tmp, lines.join("\n") + (lines.length ? "\n" : ""));
    renameSync(tmp, join(folder, "snapshot.jsonl"));
    writeFileSync(join(folder, "log.jsonl"), "");
    this.logged.set(c.name, 0);
  }

  private writeMeta(c: Collection): void {
    const folder = this.folder(c.name);
    const meta: Meta = { schema: c.schema, created_at: c.createdAt };
    writeFileSync(join(folder, "meta.json.tmp"), JSON.stringify(meta));
    renameSync(join(folder, "meta.json.tmp"), join(folder, "meta.json"));
  }
}

function* readLines(file: string): IterableIterator<string> {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split("\n")) if (line.trim() !== "") yield line;
}

export type { Op };
