export { Collection, type WriteAction } from "./collection";
export { SearchError } from "./errors";
export { andFilters, parseFilter, type FilterNode } from "./filter";
export { fold, tokenize, words } from "./normalize";
export { resolveSchema, type Doc, type Field, type FieldType, type Schema, type SchemaInput } from "./schema";
export { resultJson } from "./json";
export { search, type Hit, type SearchResult } from "./search";
export type { RawParams } from "./params";
export { distances } from "./typo";
