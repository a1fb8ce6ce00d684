/**
 * What the OpenAPI document promises a caller, per call, at the level that must not change when only the way
 * routes are registered changes: where it takes input (path, query, body), which answers it documents and
 * whether its success answer has a schema. Field names and schemas are left to the contract table, which
 * other work extends on purpose.
 */
export type OpenApiSummary = Record<
  string,
  { parameters: string[]; requestBody: boolean; responses: string[]; success: boolean }
>;

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  security?: unknown;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

export function operations(doc: OpenApiDocument): [string, OpenApiOperation][] {
  const out: [string, OpenApiOperation][] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    for (const method of METHODS) {
      const op = doc.paths[path]![method];
      if (op) out.push([`${method.toUpperCase()} ${path}`, op]);
    }
  }
  return out;
}

export function summariseOpenApi(doc: OpenApiDocument): OpenApiSummary {
  const out: OpenApiSummary = {};
  for (const [call, op] of operations(doc)) {
    const responses = Object.keys(op.responses ?? {}).sort();
    const ok = responses.find((s) => /^2\d\d$/.test(s));
    out[call] = {
      parameters: [...new Set((op.parameters ?? []).map((p) => p.in))].sort(),
      requestBody: op.requestBody !== undefined,
      responses,
      success: ok !== undefined && op.responses![ok]!.content?.["application/json"]?.schema !== undefined,
    };
  }
  return out;
}

/** The names of a call's inputs as the document gives them: path and query parameters, body properties. */
export function inputsOf(op: OpenApiOperation): { path: string[]; query: string[]; body: string[] } {
  const names = (where: string) =>
    (op.parameters ?? [])
      .filter((p) => p.in === where)
      .map((p) => p.name)
      .sort();
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  return { path: names("path"), query: names("query"), body: Object.keys(schema?.properties ?? {}).sort() };
}
