// Large JSON files (the search index and records of a 3,000-page site are 26 and 57 MB) are
// written as a series of pieces, so the whole text never exists as one string next to the objects
// it was made from. The pieces join to exactly what JSON.stringify would print.

/** `JSON.stringify(items.map(map))` in pieces of about `batch` items each (each item is mapped
 *  only as its piece is made). */
export function* jsonArrayChunks<T>(items: readonly T[], map: (item: T) => unknown = (x) => x, batch = 500): Generator<string> {
  yield '[';
  for (let i = 0; i < items.length; i += batch) {
    // One stringify per piece, its brackets cut off: no string per item to join.
    const part = JSON.stringify(items.slice(i, i + batch).map((x) => map(x))).slice(1, -1);
    yield i === 0 ? part : `,${part}`;
  }
  yield ']';
}

/** `JSON.stringify(object)` for an object whose large array fields are given separately, in
 *  order, after its small fields. */
export function* jsonObjectChunks(small: Record<string, unknown>, arrays: [string, readonly unknown[]][]): Generator<string> {
  const head = JSON.stringify(small);
  yield head.slice(0, -1);
  let first = head === '{}';
  for (const [key, items] of arrays) {
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonArrayChunks(items);
  }
  yield '}';
}
