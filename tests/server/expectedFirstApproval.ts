import type { FirstApproval } from '@/contract/team/fourEyes';
import type { TestServer } from './helpers';

type Row = Record<string, string | number | null>;

/** A bill's or payout request's `awaiting_second_approval`, worked out from its row (migration 016) by plain queries. */
export function expectedFirstApproval(
  server: Pick<TestServer, 'db'>,
  row: Row,
  figures: boolean,
): FirstApproval | null {
  if (row.first_approved_by === null) return null;
  const admin = server
    .db()
    .prepare('SELECT id, first_name, last_name FROM users WHERE id = ?')
    .get(row.first_approved_by) as Row;
  return {
    by: { id: admin.id as number, name: `${admin.first_name} ${admin.last_name}` },
    at: row.first_approved_at as string,
    ...(figures && {
      points_earned: row.first_points_earned as number,
      cash_earned: (row.first_cash_earned_paise as number) / 100,
    }),
  };
}
