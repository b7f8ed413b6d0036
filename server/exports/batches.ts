/** Rows an export reads at a time. */
export const BATCH = 1000;

/**
 * Every row of an ordered list, read a batch at a time, each batch after the last row of the
 * one before (undefined for the first): no statement stays open between batches, so other
 * requests use the database connection while a big export is sent.
 */
export function* inBatches<R>(read: (after: R | undefined) => R[]): Generator<R> {
  for (let batch = read(undefined); batch.length > 0; batch = read(batch[batch.length - 1])) yield* batch;
}
