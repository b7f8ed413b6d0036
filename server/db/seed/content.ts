import type { SeedContext } from './context';
import { insert } from '../rows';
import { daysBefore } from './dates';
import { PRIVACY, TERMS } from './vocabulary';

/** The demo's terms and conditions and privacy policy. (Notifications are written by the database's triggers.) */
export function seedLegalTexts({ db, now }: SeedContext): void {
  for (const [kind, entries] of [
    ['terms', TERMS],
    ['privacy', PRIVACY],
  ] as const) {
    entries.forEach(([section, title, content], index) => {
      const createdAt = daysBefore(now, 300 - index);
      insert(db, 'legal_entries', {
        kind,
        title,
        section,
        content,
        display_order: index + 1,
        is_active: true,
        created_at: createdAt,
        updated_at: createdAt,
      });
    });
  }
}
