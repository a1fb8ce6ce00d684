import { badRequest } from "./errors";

/**
 * The filter_by grammar of Typesense:
 *   expr   := and ("||" and)*
 *   and    := unary ("&&" unary)*
 *   unary  := "(" expr ")" | clause
 *   clause := field ":" ["=" | "!=" | "!"] values
 *   values := item | "[" item ("," item)* "]"
 *   item   := [">" | ">=" | "<" | "<="] literal | literal ".." literal
 *   literal:= `backtick quoted` | bare text up to one of  && || ) , ]
 */
export type Op = "=" | ">" | ">=" | "<" | "<=";
export type Item = { op: Op; value: string } | { op: "range"; lo: string; hi: string };
export type FilterNode =
  | { kind: "and" | "or"; left: FilterNode; right: FilterNode }
  | { kind: "clause"; field: string; exact: boolean; negate: boolean; items: Item[] };

const fail = (why: string) => badRequest(`Could not parse the filter query: ${why}.`);

export function parseFilter(input: string): FilterNode | null {
  const src = input;
  let pos = 0;
  const ws = () => {
    while (pos < src.length && /\s/.test(src[pos]!)) pos++;
  };
  const peek = (s: string) => src.startsWith(s, pos);

  function expr(): FilterNode {
    let left = and();
    ws();
    while (peek("||")) {
      pos += 2;
      left = { kind: "or", left, right: and() };
      ws();
    }
    return left;
  }
  function and(): FilterNode {
    let left = unary();
    ws();
    while (peek("&&")) {
      pos += 2;
      left = { kind: "and", left, right: unary() };
      ws();
    }
    return left;
  }
  function unary(): FilterNode {
    ws();
    if (peek("(")) {
      pos++;
      const inner = expr();
      ws();
      if (!peek(")")) throw fail("a parenthesis is not closed");
      pos++;
      return inner;
    }
    return clause();
  }
  function clause(): FilterNode {
    const colon = src.indexOf(":", pos);
    if (colon < 0) throw fail(`no ':' after a field name at ${pos}`);
    const field = src.slice(pos, colon).trim();
    if (!/^[^\s()&|:]+$/.test(field)) throw fail(`bad field name "${field}"`);
    pos = colon + 1;
    let exact = false;
    let negate = false;
    if (peek("!=")) {
      exact = negate = true;
      pos += 2;
    } else if (peek("=")) {
      exact = true;
      pos += 1;
    } else if (peek("!")) {
      negate = true;
      pos += 1;
    }
    ws();
    const items: Item[] = [];
    if (peek("[")) {
      pos++;
      for (;;) {
        items.push(item());
        ws();
        if (peek(",")) {
          pos++;
          continue;
        }
        if (peek("]")) {
          pos++;
          break;
        }
        throw fail("a list is not closed with ']'");
      }
    } else items.push(item());
    return { kind: "clause", field, exact, negate, items };
  }
  function item(): Item {
    ws();
    let op: Op = "=";
    for (const o of [">=", "<=", ">", "<", "="] as const) {
      if (peek(o)) {
        op = o;
        pos += o.length;
        break;
      }
    }
    const first = literal();
    ws();
    if (op === "=" && peek("..")) {
      pos += 2;
      return { op: "range", lo: first, hi: literal() };
    }
    return { op, value: first };
  }
  function literal(): string {
    ws();
    if (peek("`")) {
      const end = src.indexOf("`", pos + 1);
      if (end < 0) throw fail("a backtick literal is not closed");
      const v = src.slice(pos + 1, end);
      pos = end + 1;
      return v;
    }
    const start = pos;
    while (pos < src.length) {
      if (peek("&&") || peek("||") || peek("..")) break;
      const c = src[pos]!;
      if (c === ")" || c === "," || c === "]") break;
      pos++;
    }
    const v = src.slice(start, pos).trim();
    if (v === "") throw fail(`a value is missing at ${start}`);
    return v;
  }

  ws();
  if (pos >= src.length) return null;
  let tree: FilterNode;
  try {
    tree = expr();
  } catch (e) {
    // thousands of nested parentheses exhaust the stack: a bad filter, not a server fault
    if (e instanceof RangeError) throw fail("nested too deeply");
    throw e;
  }
  ws();
  if (pos < src.length) throw fail(`unexpected "${src.slice(pos, pos + 10)}"`);
  return tree;
}

/**
 * Joins filters with AND, each parenthesised, skipping empty ones (scoped keys, multi_search). Each part must
 * parse on its own first: otherwise a browser could send `a:1) || (b:2` and escape its parentheses to widen
 * a scoped key's filter.
 */
export function andFilters(...filters: (string | undefined | null)[]): string {
  const parts = filters.filter((f): f is string => typeof f === "string" && f.trim() !== "");
  for (const part of parts) parseFilter(part);
  if (parts.length <= 1) return parts[0] ?? "";
  return parts.map((p) => `(${p})`).join(" && ");
}
