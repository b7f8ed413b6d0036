import { useTranslate } from 'react-admin';
import type { LiveAdmin } from '@/contract/team/live';
import { beingReviewedBy, useLiveState } from './liveStore';

/** "A", "A and B", "A, B and C". */
export function joinNames(names: string[], translate: (key: string, options?: object) => string) {
  if (names.length < 2) return names[0] ?? '';
  return translate('app.live.names', { names: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** "Being reviewed by A and B" while other administrators have the record open; null otherwise or without the live stream. */
export function useBeingReviewedText(resource: string, id: unknown): string | null {
  const translate = useTranslate();
  const live = useLiveState();
  if (!live.available) return null;
  const admins: LiveAdmin[] = beingReviewedBy(resource, id, live);
  if (admins.length === 0) return null;
  return translate('app.live.being_reviewed', {
    name: joinNames(
      admins.map(admin => admin.name),
      translate,
    ),
  });
}
