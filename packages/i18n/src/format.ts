/**
 * The ICU message subset the product's messages use, formatted without a runtime ICU parser: `{arg}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`, `{x, select, a {…}
 * other {…}}`, rich tags `<tag>…</tag>`, and ICU apostrophe quoting. client.tsx uses it in the browser, so
 * client components do not ship intl-messageformat; format.test.ts checks every message of both languages
 * against next-intl's own translator.
 */
export type Values = Record<string, unknown>;

type Node =
  | string
  | { kind: "arg"; name: string }
  | { kind: "pound" }
  | { kind: "plural" | "select"; name: string; options: Record<string, Node[]> }
  | { kind: "tag"; name: string; children: Node[] };

const cache = new Map<string, Node[]>();

export function parse(message: string): Node[] {
  let nodes = cache.get(message);
  if (!nodes) {
    nodes = new Parser(message).nodes(false, null);
    cache.set(message, nodes);
  }
  return nodes;
}

class Parser {
  i = 0;
  constructor(readonly s: string) {}

  nodes(inPlural: boolean, closeTag: string | null): Node[] {
    const out: Node[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (c === "'") {
        // ICU quoting: '' is one apostrophe; '{…' or '}…' or '#…' or '<…' starts a literal run up to the next lone '
        const next = this.s[this.i + 1];
        if (next === "'") {
          text += "'";
          this.i += 2;
        } else if (
          next === "{" ||
          next === "}" ||
          next === "<" ||
          next === ">" ||
          (inPlural && next === "#")
        ) {
          const end = this.s.indexOf("'", this.i + 1);
          const stop = end < 0 ? this.s.length : end;
          text += this.s.slice(this.i + 1, stop).replace(/''/g, "'");
          this.i = stop + 1;
        } else {
          text += c;
          this.i++;
        }
      } else if (c === "{") {
        flush();
        out.push(this.argument());
      } else if (c === "}") {
        break;
      } else if (c === "#" && inPlural) {
        flush();
        out.push({ kind: "pound" });
        this.i++;
      } else if (c === "<" && this.s[this.i + 1] === "/" && closeTag !== null) {
        const end = this.s.indexOf(">", this.i);
        this.i = end + 1;
        break;
      } else if (c === "<" && /^<[A-Za-z][\w-]*>/.test(this.s.slice(this.i))) {
        flush();
        const end = this.s.indexOf(">", this.i);
        const name = this.s.slice(this.i + 1, end);
        this.i = end + 1;
        out.push({ kind: "tag", name, children: this.nodes(inPlural, name) });
      } else {
        text += c;
        this.i++;
      }
    }
    flush();
    return out;
  }

  argument(): Node {
    this.i++; // {
    const close = this.s.indexOf("}", this.i);
    const comma = this.s.indexOf(",", this.i);
    if (comma < 0 || comma > close) {
      const name = this.s.slice(this.i, close).trim();
      this.i = close + 1;
      return { kind: "arg", name };
    }
    const name = this.s.slice(this.i, comma).trim();
    this.i = comma + 1;
    const comma2 = this.s.indexOf(",", this.i);
    const type = this.s.slice(this.i, comma2).trim();
    if (type !== "plural" && type !== "select")
      throw new Error(`unsupported ICU argument type "${type}" in: ${this.s}`);
    this.i = comma2 + 1;
    const options: Record<string, Node[]> = {};
    for (;;) {
      while (/\s/.test(this.s[this.i] ?? "")) this.i++;
      if (this.s[this.i] === "}") {
        this.i++;
        break;
      }
      const open = this.s.indexOf("{", this.i);
      const key = this.s.slice(this.i, open).trim();
      this.i = open + 1;
      options[key] = this.nodes(type === "plural", null);
      this.i++; // the option's }
    }
    return { kind: type, name, options };
  }
}

export interface FormatContext {
  locale: string;
  /** rich tags: the chunks of `<tag>…</tag>` are handed to values[tag] */
  rich?: boolean;
}

/** Formats parsed nodes; returns an array of strings and whatever rich tag functions returned. */
export function formatNodes(nodes: Node[], values: Values, ctx: FormatContext, pound?: number): unknown[] {
  const out: unknown[] = [];
  const number = (n: number) => new Intl.NumberFormat(ctx.locale).format(n);
  for (const node of nodes) {
    if (typeof node === "string") out.push(node);
    else if (node.kind === "pound") out.push(number(pound ?? 0));
    else if (node.kind === "arg") {
      const v = values[node.name];
      // a simple argument is written as it is (intl-messageformat formats only `#` and typed arguments)
      out.push(
        typeof v === "number"
          ? String(v)
          : v instanceof Date
            ? new Intl.DateTimeFormat(ctx.locale).format(v)
            : v,
      );
    } else if (node.kind === "plural") {
      const n = Number(values[node.name]);
      const exact = node.options[`=${n}`];
      const category = new Intl.PluralRules(ctx.locale).select(n);
      const chosen = exact ?? node.options[category] ?? node.options.other ?? [];
      out.push(...formatNodes(chosen, values, ctx, n));
    } else if (node.kind === "select") {
      const chosen = node.options[String(values[node.name])] ?? node.options.other ?? [];
      out.push(...formatNodes(chosen, values, ctx, pound));
    } else if (node.kind === "tag") {
      const fn = values[node.name];
      const children = formatNodes(node.children, values, ctx, pound);
      out.push(typeof fn === "function" ? (fn as (chunks: unknown[]) => unknown)(children) : children);
    }
  }
  return out;
}

/** A plain-text message (no rich tags), as next-intl's `t(key, values)` returns it. */
export function formatMessage(message: string, values: Values, locale: string): string {
  return formatNodes(parse(message), values, { locale }).join("");
}
