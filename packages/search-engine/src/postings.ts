/** Sorted posting lists of document sequence numbers and the bitmaps built from them. */

export function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds seq keeping the list sorted; appends in O(1) when seq is the largest (the bulk-import case). */
export function insertSorted(list: number[], seq: number): void {
  const n = list.length;
  if (n === 0 || list[n - 1]! < seq) {
    list.push(seq);
    return;
  }
  const at = lowerBound(list, seq);
  if (list[at] !== seq) list.splice(at, 0, seq);
}

export function removeSorted(list: number[], seq: number): void {
  const at = lowerBound(list, seq);
  if (list[at] === seq) list.splice(at, 1);
}

export function addToMap(map: Map<string, number[]>, key: string, seq: number): boolean {
  const list = map.get(key);
  if (list) {
    insertSorted(list, seq);
    return false;
  }
  map.set(key, [seq]);
  return true;
}

/** Removes seq from key's list; answers true when the key disappeared (its list became empty). */
export function removeFromMap(map: Map<string, number[]>, key: string, seq: number): boolean {
  const list = map.get(key);
  if (!list) return false;
  removeSorted(list, seq);
  if (list.length === 0) {
    map.delete(key);
    return true;
  }
  return false;
}

export function bitmapOf(size: number, lists: Iterable<readonly number[]>): Uint8Array {
  const out = new Uint8Array(size);
  for (const list of lists) for (const seq of list) out[seq] = 1;
  return out;
}

/** Smallest index ≥ value in a sorted array of strings (prefix ranges of the term dictionary). */
export function lowerBoundString(list: readonly string[], value: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
