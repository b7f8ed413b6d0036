import type { AuditEntry, AuditTarget } from '@/contract/audit/vocabulary';
import type { Area } from '@/src/area';

/**
 * Where the entry's record can be opened: the page an area declares for its kind (`recordPages`);
 * none for a record it deleted (or a rejected new user, deleted too).
 */
export function targetPath(entry: AuditEntry, pages: NonNullable<Area['recordPages']>): string | undefined {
  const gone = entry.action === 'delete' || (entry.target_type === 'user' && entry.action === 'reject');
  if (gone || typeof entry.target_id !== 'number') return undefined;
  return pages[entry.target_type as AuditTarget]?.(entry.target_id);
}
