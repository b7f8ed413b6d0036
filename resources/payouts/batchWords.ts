import type { AdminName } from '@/contract/payouts/records';
import { formatDateTime } from '@/src/lib/format';

/** "Farah Mehta, 07-12-2026 10:30": who did it, and when. */
export const byAt = (admin: AdminName | null, at: string | null) =>
  admin ? [admin.name, at && formatDateTime(at)].filter(Boolean).join(', ') : '';
