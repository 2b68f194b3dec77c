/** Translation trees: one JSON file per area and language, merged into one namespace. */
export type Tree = { [key: string]: string | Tree };

/** Deep-merges translation trees; a later tree adds keys (and may not silently replace one). */
export function mergeTrees(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (typeof value === 'object' && typeof existing === 'object') out[key] = mergeTrees(existing, value);
      else if (existing !== undefined) throw new Error(`translation key defined twice: ${key}`);
      else out[key] = value;
    }
  }
  return out;
}

/** `mergeTrees` over a list: one argument, so a call of it marked pure can be dropped when unused (a spread argument cannot: it runs an iterator). */
export function mergeAll(parts: readonly Tree[]): Tree {
  return mergeTrees(...parts);
}
