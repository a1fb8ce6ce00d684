// Vitest 5 calls Map.groupBy (Node 21+) when it reports failures; on Node 20 the report itself would crash
// and hide the real error. Loaded by the preset, i.e. in vitest's main process.
if (typeof Map.groupBy !== "function") {
  Map.groupBy = function groupBy(items, key) {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = map.get(k);
      if (list) list.push(item);
      else map.set(k, [item]);
    }
    return map;
  };
}
if (typeof Object.groupBy !== "function") {
  Object.groupBy = function groupBy(items, key) {
    return Object.fromEntries(Map.groupBy(items, key));
  };
}
