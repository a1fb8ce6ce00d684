/** A repeatable query key as a list: repeated keys arrive as an array, a single one as a string, none as undefined. */
export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
