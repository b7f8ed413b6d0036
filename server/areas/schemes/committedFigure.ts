import type { Committed } from '@/contract/programme/committed';
import type { Db } from '@/server/db/connection';
import { prepared } from '@/server/paging/sql';

/** The last figure worked out (migration 022's committed_figure): what it was worked out from, and when. */
export interface StoredFigure extends Committed {
  /** The inputs' version, with what the figure reads beyond the database (the gateway's catalogue). */
  inputs: string;
  as_of: string;
}

/** The version of what the figure reads in the database, raised by triggers at every write to it. */
export const inputsVersion = (db: Db): number =>
  prepared(db, 'SELECT version FROM committed_inputs WHERE id = 1').pluck().get() as number;

/** The last figure worked out; undefined before the first. */
export const storedFigure = (db: Db): StoredFigure | undefined =>
  prepared(db, 'SELECT inputs, points, cash_paise, bills, as_of FROM committed_figure WHERE id = 1').get() as
    StoredFigure | undefined;

/** Keeps a figure worked out, in place of the last. */
export function storeFigure(db: Db, { inputs, points, cash_paise, bills, as_of }: StoredFigure): void {
  prepared(
    db,
    `INSERT INTO committed_figure (id, inputs, points, cash_paise, bills, as_of) VALUES (1, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET inputs = excluded.inputs, points = excluded.points,
       cash_paise = excluded.cash_paise, bills = excluded.bills, as_of = excluded.as_of`,
  ).run(inputs, points, cash_paise, bills, as_of);
}
