import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { LIVE_MEMBER, USER_NOT_FOUND, type UserStatus } from '@/server/members/records';
import { newReferralCode } from '@/server/referralCodes';
import type { CurrentUser } from './form';

/** A member as the routes that change one read it: its status, and what the form's rules depend on. */
export type Member = CurrentUser & { id: number; status: UserStatus };

/** The members not deleted, by id: `find` answers undefined for none, `get` refuses it as not found. */
export function liveMembers(db: Db) {
  const query = db.prepare(
    `SELECT u.id, u.status, u.country_id, u.state_id, u.user_type, u.photo, u.pan_card, u.visiting_card_front,
       u.visiting_card_back
     FROM users u WHERE u.id = ? AND ${LIVE_MEMBER}`,
  );
  const find = (id: number) => query.get(id) as Member | undefined;
  const get = (id: number): Member => {
    const member = find(id);
    if (!member) throw notFound(USER_NOT_FOUND);
    return member;
  };
  return { find, get };
}

/** A new member's referral code, with the members' prefix. */
export const newMemberCode = (db: Db): string => newReferralCode(db, 'LP');
