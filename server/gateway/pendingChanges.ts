import type { LiveChange } from '@/contract/team/live';
import type { LiveHub } from '../live/hub';
import type { Resource } from '../team/permissions';
import type { ListItems } from './pendingPages';

/** A change found between two reads of a pending list. */
export interface FoundChange {
  action: 'create' | 'edit';
  id: number;
}

/** The changes between two reads of a list: an item that appeared is `create`d, one that left or changed status `edit`ed. */
export function differences(before: ListItems, after: ListItems): FoundChange[] {
  const changes: FoundChange[] = [];
  for (const [id, status] of after) {
    if (!before.has(id)) changes.push({ action: 'create', id });
    else if (before.get(id) !== status) changes.push({ action: 'edit', id });
  }
  for (const id of before.keys()) if (!after.has(id)) changes.push({ action: 'edit', id });
  return changes;
}

/** Tells every open tab the changes found in a list of `resource`, made elsewhere (`by` null). */
export function publishFound(live: LiveHub, resource: Resource, changes: readonly FoundChange[], at: Date): void {
  for (const { action, id } of changes) {
    const change: LiveChange = { resource, action, id, by: null, at: at.toISOString() };
    live.publish(change);
  }
}
