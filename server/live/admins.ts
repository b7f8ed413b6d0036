import type { LiveAdmin } from '@/contract/team/live';
import type { Db } from '../db/connection';
import { fullName } from '../members/records';

/** An administrator as changes and presences name them: their id and full name. */
export function liveAdmin(db: Db, id: number): LiveAdmin {
  const name = db
    .prepare(`SELECT ${fullName('u')} FROM users u WHERE u.id = ?`)
    .pluck()
    .get(id) as string | undefined;
  return { id, name: name ?? '' };
}
