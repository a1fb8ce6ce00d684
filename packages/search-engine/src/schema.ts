import { badRequest } from "./errors";

export type FieldType = "string" | "string[]" | "int32" | "int64" | "float" | "bool";
export const FIELD_TYPES: readonly FieldType[] = ["string", "string[]", "int32", "int64", "float", "bool"];

export interface FieldInput {
  name: string;
  type: FieldType;
  facet?: boolean;
  optional?: boolean;
  sort?: boolean;
  index?: boolean;
}

export interface SchemaInput {
  name: string;
  fields: FieldInput[];
  default_sorting_field?: string;
}

/** A field with every flag resolved the way Typesense resolves it (numbers and bools sort by default). */
export interface Field {
  name: string;
  type: FieldType;
  facet: boolean;
  optional: boolean;
  sort: boolean;
  index: boolean;
}

export interface Schema {
  name: string;
  fields: Field[];
  default_sorting_field: string;
}

export const isNumeric = (t: FieldType) => t === "int32" || t === "int64" || t === "float" || t === "bool";
export const isText = (t: FieldType) => t === "string" || t === "string[]";

const NAME = /^[^\s/]{1,128}$/;

export function resolveField(input: unknown): Field {
  if (typeof input !== "object" || input === null)
    throw badRequest("Wrong format for `fields`. It should be an array of objects.");
  const f = input as Record<string, unknown>;
  if (typeof f.name !== "string" || f.name.length === 0)
    throw badRequest("Field `name` must be a non-empty string.");
  if (f.name === "id") throw badRequest("Field `id` is reserved: every document has a string `id`.");
  if (!FIELD_TYPES.includes(f.type as FieldType))
    throw badRequest(`Field \`${f.name}\` has an invalid data type.`);
  for (const flag of ["facet", "optional", "sort", "index"]) {
    if (f[flag] !== undefined && typeof f[flag] !== "boolean")
      throw badRequest(`The \`${flag}\` property of the field \`${f.name}\` should be a boolean.`);
  }
  const type = f.type as FieldType;
  return {
    name: f.name,
    type,
    facet: f.facet === true,
    optional: f.optional === true,
    sort: typeof f.sort === "boolean" ? f.sort : isNumeric(type),
    index: f.index !== false,
  };
}

export function resolveSchema(input: unknown): Schema {
  if (typeof input !== "object" || input === null) throw badRequest("Bad JSON.");
  const s = input as Record<string, unknown>;
  if (typeof s.name !== "string" || !NAME.test(s.name))
    throw badRequest("Parameter `name` is required and must be a string without spaces or slashes.");
  if (!Array.isArray(s.fields)) throw badRequest("Parameter `fields` is required.");
  const fields = s.fields.map(resolveField);
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.name)) throw badRequest(`There are duplicate field names in the schema: \`${f.name}\`.`);
    seen.add(f.name);
  }
  const dsf = s.default_sorting_field ?? "";
  if (typeof dsf !== "string") throw badRequest("`default_sorting_field` should be a string.");
  if (dsf !== "") {
    const f = fields.find((x) => x.name === dsf);
    if (!f)
      throw badRequest(`Default sorting field is defined as \`${dsf}\` but is not found in the schema.`);
    if (!isNumeric(f.type) && !(f.type === "string" && f.sort))
      throw badRequest(`Default sorting field \`${dsf}\` is not a sortable type.`);
    if (f.optional) throw badRequest(`Default sorting field \`${dsf}\` cannot be an optional field.`);
  }
  return { name: s.name, fields, default_sorting_field: dsf };
}

export type Value = string | number | boolean | string[];
export type Doc = Record<string, unknown> & { id: string };

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * Checks and coerces one field of a document (Typesense's default `coerce_or_reject`): numbers given as
 * strings become numbers, a number or bool given for a string becomes its text; anything else is rejected.
 */
export function coerceValue(field: Field, raw: unknown): Value {
  const fail = (what: string) => badRequest(`Field \`${field.name}\` must be ${what}.`);
  switch (field.type) {
    case "string":
      if (typeof raw === "string") return raw;
      if (typeof raw === "number" || typeof raw === "boolean") return String(raw);
      throw fail("a string");
    case "string[]": {
      if (!Array.isArray(raw)) throw fail("an array");
      return raw.map((v) => {
        if (typeof v === "string") return v;
        if (typeof v === "number" || typeof v === "boolean") return String(v);
        throw fail("an array of strings");
      });
    }
    case "bool":
      if (typeof raw === "boolean") return raw;
      if (raw === "true" || raw === 1) return true;
      if (raw === "false" || raw === 0) return false;
      throw fail("a bool");
    case "int32":
    case "int64": {
      const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof n !== "number" || !Number.isFinite(n))
        throw fail(field.type === "int32" ? "an int32" : "an int64");
      const i = Math.trunc(n);
      if (field.type === "int32" && (i < INT32_MIN || i > INT32_MAX)) throw fail("an int32");
      return i;
    }
    case "float": {
      const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof n !== "number" || !Number.isFinite(n)) throw fail("a float");
      return n;
    }
  }
}

/** Validates a whole document against the schema, returning the stored copy (ids are strings). */
export function coerceDocument(schema: Schema, input: unknown, autoId: () => string): Doc {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw badRequest("Bad JSON: the document must be an object.");
  const raw = input as Record<string, unknown>;
  let id: string;
  if (raw.id === undefined || raw.id === null) id = autoId();
  else if (typeof raw.id === "string" && raw.id.length > 0) id = raw.id;
  else if (typeof raw.id === "number") id = String(raw.id);
  else throw badRequest("Document's `id` field should be a string.");
  const doc: Doc = { ...raw, id };
  for (const f of schema.fields) {
    const v = raw[f.name];
    if (v === undefined || v === null) {
      if (!f.optional)
        throw badRequest(
          `Field \`${f.name}\` has been declared in the schema, but is not found in the document.`,
        );
      delete doc[f.name];
      continue;
    }
    doc[f.name] = coerceValue(f, v);
  }
  return doc;
}
