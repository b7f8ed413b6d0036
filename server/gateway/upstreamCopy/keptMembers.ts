import { isRecord } from '../../callParts';
import type { Db } from '../../db/connection';
import { timeTextOf, upstreamIdOf } from './upstreamValues';

/** A member of an answer (a members' list's item, a bill's `user_list`): what the register shows, and the join date. */
export function keptMemberOf(member: unknown) {
  if (!isRecord(member)) return null;
  const id = upstreamIdOf(member.id);
  if (id === null) return null;
  const text = (name: string) => (typeof member[name] === 'string' ? (member[name] as string) : null);
  return {
    id,
    first_name: text('first_name') ?? '',
    last_name: text('last_name') ?? '',
    firm_name: text('firm_name'),
    user_type: text('user_type'),
    phone: text('phone'),
    email: text('email'),
    pan_card_number: text('pan_card_number'),
    date_joined: timeTextOf(member.date_joined ?? member.created_at ?? member.date_added),
  };
}

/** Keeps a member of an answer: what it leaves out stays as it was kept. */
export const KEEP_MEMBER = `INSERT INTO upstream_members
    (id, first_name, last_name, firm_name, user_type, phone, email, pan_card_number, date_joined)
  VALUES (@id, @first_name, @last_name, @firm_name, @user_type, @phone, @email, @pan_card_number, @date_joined)
  ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
    firm_name = COALESCE(excluded.firm_name, firm_name), user_type = COALESCE(excluded.user_type, user_type),
    phone = COALESCE(excluded.phone, phone), email = COALESCE(excluded.email, email),
    pan_card_number = COALESCE(excluded.pan_card_number, pan_card_number),
    date_joined = COALESCE(excluded.date_joined, date_joined)`;

/** Keeps the members of an upstream's answer (`user/users/`, `user/new-users/`): a fill's page, a pending list's. */
export function keepMembers(db: Db, items: readonly unknown[]): void {
  const keepMember = db.prepare(KEEP_MEMBER);
  db.transaction(() => {
    for (const item of items) {
      const member = keptMemberOf(item);
      if (member) keepMember.run(member);
    }
  })();
}
