import {
  PRESENCE_TTL_MS,
  type LiveAdmin,
  type OpenRecord,
  type Presence,
  type PresenceList,
} from '@/contract/team/live';

interface Entry {
  presence: Presence;
  reportedAt: number;
}

/** What each (administrator, tab) has open, by the key of `tabKey`. */
export class Presences {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => Date) {}

  list(): PresenceList {
    return { presences: [...this.entries.values()].map(entry => entry.presence) };
  }

  /** Records what a tab has open (`null`: nothing); whether the list changed. */
  report(key: string, by: LiveAdmin, tab: string, record: OpenRecord | null): boolean {
    if (record === null) return this.forget(key);
    const before = this.entries.get(key)?.presence;
    const changed = before?.resource !== record.resource || before.id !== record.id || before.by.name !== by.name;
    this.entries.set(key, { presence: { resource: record.resource, id: record.id, by, tab }, reportedAt: this.time() });
    return changed;
  }

  /** Forgets a tab; whether it had a record open. */
  forget(key: string): boolean {
    return this.entries.delete(key);
  }

  /** Forgets the tabs silent for PRESENCE_TTL_MS; whether any had a record open. */
  sweep(): boolean {
    const oldest = this.time() - PRESENCE_TTL_MS;
    let changed = false;
    for (const [key, entry] of this.entries) {
      if (entry.reportedAt < oldest) changed = this.entries.delete(key) || changed;
    }
    return changed;
  }

  clear(): void {
    this.entries.clear();
  }

  private time(): number {
    return this.now().getTime();
  }
}

/** A tab, named by its administrator and its own name (two administrators may pick the same one). */
export const tabKey = (adminId: number, tab: string): string => `${adminId}/${tab}`;
