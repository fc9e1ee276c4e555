/** Distinct strings of one column, numbered in order of first appearance. */
export class Dictionary {
  readonly values: string[] = [];
  readonly ids = new Map<string, number>();
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

/** A list column (authors, themes) in CSR form: product p's value ids are `ids[start[p]..start[p+1]]`. */
export interface ListColumn {
  start: Uint32Array;
  ids: Int32Array;
  dictionary: Dictionary;
}
