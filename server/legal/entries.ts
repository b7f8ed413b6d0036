import type { Db } from '../db/connection';
import { notFound } from '../errors';
import { insert, updateRow } from '../db/rows';
import { choiceField, idParam, optional, parseInput, textField, type Rule } from '../validation';

/** The two legal texts, each with its own list of sections (reference data of the schema). */
export type LegalKind = 'terms' | 'privacy';

export const ENTRY_NOT_FOUND = 'Entry not found.';
const MAX_CONTENT = 50_000;

const ok = <T>(value: T) => ({ ok: true as const, value });
const fail = (error: string) => ({ ok: false as const, error });

/** A whole number, 0 or more, given as a number or digits. */
function displayOrderField(): Rule<number> {
  return raw => {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      return fail('This field is required.');
    }
    const value = typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw;
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < 1e9
      ? ok(value)
      : fail('A valid integer is required.');
  };
}

/** true or false, as JSON sends them. */
function booleanValue(): Rule<boolean> {
  return raw => (typeof raw === 'boolean' ? ok(raw) : fail('Must be a valid boolean.'));
}

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

const toRecord = ({ is_active, ...row }: EntryRow) => ({ ...row, is_active: is_active === 1 });
export type LegalEntry = ReturnType<typeof toRecord>;

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

  create(body: unknown, now: Date): LegalEntry {
    const values = parseInput(
      {
        title: textField({ maxLength: 255 }),
        section: choiceField(this.sections().map(section => section.key)),
        content: textField({ trim: false, maxLength: MAX_CONTENT, multiline: true }),
        display_order: displayOrderField(),
        is_active: optional(booleanValue()),
      },
      body,
    );
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
  updateContent(rawId: string, body: unknown, now: Date): LegalEntry {
    const id = this.existingId(rawId);
    const { content } = parseInput(
      { content: textField({ trim: false, maxLength: MAX_CONTENT, multiline: true }) },
      body,
    );
    updateRow(this.db, 'legal_entries', id, { content, updated_at: now });
    return this.get(id);
  }

  private existingId(rawId: string): number {
    const id = idParam(rawId, ENTRY_NOT_FOUND);
    if (!this.db.prepare('SELECT 1 FROM legal_entries WHERE id = ? AND kind = ?').get(id, this.kind)) {
      throw notFound(ENTRY_NOT_FOUND);
    }
    return id;
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
