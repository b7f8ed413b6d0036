import type { z } from 'zod';
import type { LegalEntry as Entry, legalEntry } from '@/contract/legal';
import type { Served } from '@/contract/fields/answered';
import type { Db } from '@/server/db/connection';
import { insert, updateRow } from '@/server/db/rows';

/** The two legal texts, each with its own list of sections (reference data of the schema). */
export type LegalKind = 'terms' | 'privacy';

export const ENTRY_NOT_FOUND = 'Entry not found.';

interface EntryRow {
  id: number;
  title: string;
  section: string;
  content: string;
  display_order: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** An entry as the API answers it (contract/legal.ts), with its times. */
export type LegalEntry = Served<Entry, 'created_at' | 'updated_at'>;

const toRecord = ({ is_active, ...row }: EntryRow): LegalEntry => ({ ...row, is_active: is_active === 1 });

/** One kind's sections, its entries, and their creation and edit. */
export class LegalTexts {
  constructor(
    private readonly db: Db,
    private readonly kind: LegalKind,
  ) {}

  sections(): { key: string; value: string }[] {
    return this.db
      .prepare('SELECT key, value FROM legal_sections WHERE kind = ? ORDER BY display_order, key')
      .all(this.kind) as { key: string; value: string }[];
  }

  /** Every entry, active or not, keyed by section in the sections' order, each by display order. */
  listBySection(): Record<string, LegalEntry[]> {
    const rows = this.db
      .prepare(
        `SELECT e.id, e.title, e.section, e.content, e.display_order, e.is_active, e.created_at, e.updated_at
         FROM legal_entries e JOIN legal_sections s ON s.kind = e.kind AND s.key = e.section
         WHERE e.kind = ? ORDER BY s.display_order, e.display_order, e.id`,
      )
      .all(this.kind) as EntryRow[];
    const groups: Record<string, LegalEntry[]> = {};
    for (const row of rows) (groups[row.section] ??= []).push(toRecord(row));
    return groups;
  }

  create(values: z.output<ReturnType<typeof legalEntry>>, now: Date): LegalEntry {
    const id = insert(this.db, 'legal_entries', {
      kind: this.kind,
      ...values,
      is_active: values.is_active ?? true,
      created_at: now,
      updated_at: now,
    });
    return this.get(id);
  }

  /** Replaces an entry's content. */
  updateContent(id: number, content: string, now: Date): LegalEntry {
    updateRow(this.db, 'legal_entries', id, { content, updated_at: now });
    return this.get(id);
  }

  /** Whether this kind has an entry with this id. */
  has(id: number): boolean {
    return this.db.prepare('SELECT 1 FROM legal_entries WHERE id = ? AND kind = ?').get(id, this.kind) !== undefined;
  }

  private get(id: number): LegalEntry {
    return toRecord(
      this.db
        .prepare(
          `SELECT id, title, section, content, display_order, is_active, created_at, updated_at
           FROM legal_entries WHERE id = ?`,
        )
        .get(id) as EntryRow,
    );
  }
}
