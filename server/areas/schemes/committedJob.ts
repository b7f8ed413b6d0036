import type { Committed } from '@/contract/programme/committed';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import type { Db } from '@/server/db/connection';
import { committedTo } from './committed';
import { inputsVersion } from './committedFigure';
import { keptPendingBills } from './keptPendingBills';
import { storedPendingBills } from './storedBills';
import { catalogueOf } from './workOut';

/**
 * Whose pending bills the figure is worked out over: the reference server's own, with its
 * catalogue; or the gateway's kept copy of the upstream's, with the upstream's catalogue as read.
 */
export type CommittedJob = { bills: 'stored' } | { bills: 'kept'; catalogue: readonly SchemeProduct[] };

/** A figure worked out, with the version of the inputs it read. */
export interface WorkedOut extends Committed {
  version: number;
}

/** The figure over the database as it is at one moment (one read transaction), with the inputs' version then. */
export function workOutCommitted(db: Db, job: CommittedJob): WorkedOut {
  return db.transaction(() => {
    const version = inputsVersion(db);
    const figure =
      job.bills === 'stored'
        ? committedTo(db, storedPendingBills(db), () => catalogueOf(db))
        : committedTo(db, keptPendingBills(db), () => job.catalogue);
    return { ...figure, version };
  })();
}
