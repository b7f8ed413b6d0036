import type { Role } from '@/contract/team/roles';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../connection';
import { insert } from '../rows';
import { daysBefore } from './dates';

/** The demo's administrators besides the owner from the config: one of each other role. */
export const TEAM_ADMINS: readonly {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Exclude<Role, 'owner'>;
}[] = [
  { email: 'finance@loyalty.test', password: 'Finance@12345', firstName: 'Farah', lastName: 'Mehta', role: 'finance' },
  {
    email: 'catalogue@loyalty.test',
    password: 'Catalogue@12345',
    firstName: 'Kabir',
    lastName: 'Nair',
    role: 'catalogue',
  },
  { email: 'support@loyalty.test', password: 'Support@12345', firstName: 'Sana', lastName: 'Iyer', role: 'support' },
];

/** The team admins' password hashes, made ahead (scrypt is slow) so that the seed's transaction stays synchronous. */
export const hashTeamPasswords = (): Promise<string[]> =>
  Promise.all(TEAM_ADMINS.map(admin => hashPassword(admin.password)));

/**
 * Inserts the team's administrators, after the demo data so that the members' ids stay as they
 * were; one whose email the config's owner took is left out.
 */
export function seedTeam(
  db: Db,
  { now, passwordHashes, ownerEmail }: { now: Date; passwordHashes: string[]; ownerEmail: string },
) {
  TEAM_ADMINS.forEach((admin, index) => {
    if (admin.email === ownerEmail) return;
    insert(db, 'users', {
      is_admin: true,
      admin_role: admin.role,
      password_hash: passwordHashes[index],
      first_name: admin.firstName,
      last_name: admin.lastName,
      email: admin.email,
      phone: `900000000${index + 1}`,
      status: 'approved',
      date_joined: daysBefore(now, 400 - 100 * index),
    });
  });
}
