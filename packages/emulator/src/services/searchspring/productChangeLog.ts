import type { Queryable } from '../../db/database';
import type { BucketDates } from './facets';

/**
 * The products table's change log (`product_changes`, written by triggers, migration 24) as the search index reads
 * it, and its pruning (migration 25). Entries are numbered by `seq`; `product_changes_pruned.through_seq` is the
 * newest entry ever deleted. Several emulators may share one database, each with its own index and its own place in
 * the log, so the log is pruned as a window: an index deletes entries only once it has read them and only beyond the
 * newest `keep`, leaving every other index that many changes to catch up on. An index that still falls behind the
 * pruned part sees that its place is below `through_seq` and rebuilds from the table instead of patching.
 */

/** Where the catalogue stands: its newest change (or pruning), the pruned part, and the day's date thresholds. */
export interface CatalogState {
  seq: number;
  prunedThrough: number;
  dates: BucketDates;
}

// Has the catalogue changed, and PostgreSQL's day thresholds for the date facets (one row; catalogRead.ts reads it
// along with the rest of a search's data).
export const STATE_SQL = `SELECT greatest(coalesce((SELECT max(seq) FROM product_changes), 0), through_seq)::text AS seq,
  through_seq::text AS pruned,
  (current_date - DATE '1970-01-01') - 30 AS last30,
  (current_date - interval '3 months')::date - DATE '1970-01-01' AS last3,
  (current_date - interval '12 months')::date - DATE '1970-01-01' AS last12
  FROM product_changes_pruned`;

/** The columns `STATE_SQL` answers. */
export interface StateColumns {
  seq: string;
  pruned: string;
  last30: number;
  last3: number;
  last12: number;
}

export async function catalogState(db: Queryable): Promise<CatalogState> {
  const { rows } = await db.query<StateColumns>(STATE_SQL);
  return stateOf(rows[0]);
}

/** The catalogue state from `STATE_SQL`'s row. */
export function stateOf(row: StateColumns | undefined): CatalogState {
  if (!row) throw new Error('product_changes_pruned has no row: the database is not migrated');
  return {
    seq: Number(row.seq),
    prunedThrough: Number(row.pruned),
    dates: { last30Days: row.last30, last3Months: row.last3, last12Months: row.last12 },
  };
}

/** The changes after `from` up to `to`, or undefined when some of them were pruned (the reader must rebuild). */
export async function changesSince(
  db: Queryable,
  from: number,
  to: number,
): Promise<{ productId: string | null; structural: boolean }[] | undefined> {
  // One statement, so the entries and the pruned mark come from the same snapshot.
  const { rows } = await db.query<{ product_id: string | null; structural: boolean | null; pruned: string }>(
    `SELECT c.product_id, c.structural, p.through_seq::text AS pruned
       FROM product_changes_pruned AS p LEFT JOIN product_changes AS c ON c.seq > $1 AND c.seq <= $2`,
    [from, to],
  );
  if (Number(rows[0]?.pruned ?? 0) > from) return undefined;
  return rows.flatMap((row) =>
    row.structural === null ? [] : [{ productId: row.product_id, structural: row.structural }],
  );
}

/**
 * Deletes the entries up to `through` and marks them pruned, in one statement. The newest structural entry stays:
 * `structuralVersion` reads it.
 */
export async function pruneChanges(db: Queryable, through: number): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM product_changes
        WHERE seq <= $1 AND seq <> (SELECT coalesce(max(seq), 0) FROM product_changes WHERE structural)
        RETURNING seq),
     marked AS (
       UPDATE product_changes_pruned SET through_seq = greatest(through_seq, (SELECT max(seq) FROM gone))
        WHERE EXISTS (SELECT 1 FROM gone))
     SELECT count(*)::int AS deleted FROM gone`,
    [through],
  );
  return rows[0]?.deleted ?? 0;
}

/** The newest structural change of the catalogue (new, deleted or re-worded products): what the vocabulary depends on. */
export async function structuralVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ seq: string | null }>(
    'SELECT max(seq)::text AS seq FROM product_changes WHERE structural',
  );
  return Number(rows[0]?.seq ?? 0);
}
