import type { SeedContext } from './context';
import { insert } from '../rows';
import { daysBefore } from './dates';
import type { Activity } from './loyalty';
import { fullName } from './people';
import { PRIVACY, TERMS } from './vocabulary';

const NOTIFICATION_COUNT = 15;

/** Up to fifteen notifications, newest first, spread evenly over the recent activity. */
export function seedNotifications({ db }: SeedContext, activities: Activity[]): void {
  const newestFirst = [...activities].sort((a, b) => b.date.getTime() - a.date.getTime());
  const step = newestFirst.length > NOTIFICATION_COUNT ? (newestFirst.length - 1) / (NOTIFICATION_COUNT - 1) : 1;
  const chosen =
    newestFirst.length > NOTIFICATION_COUNT
      ? Array.from({ length: NOTIFICATION_COUNT }, (_, index) => newestFirst[Math.round(index * step)])
      : newestFirst;
  for (const activity of chosen) {
    insert(db, 'notifications', {
      title: activity.title,
      message: activity.message,
      user_name: fullName(activity.member),
      created_at: activity.date,
      action_url: activity.actionUrl,
      related_user_id: activity.member.id,
      ...activity.related,
    });
  }
}

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
