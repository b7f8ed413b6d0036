import type { TranslateFunction } from 'react-admin';
import type { User } from '@/contract/users';
import { displayValue } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';

/** A member's user type as the lists show it: the server's label, else the key title-cased. */
export const userType = (user: User) => displayValue(user.user_type_display ?? titleCase(user.user_type));

/** The export columns every list of members starts with: name, email, mobile, firm. */
export const memberColumns = (translate: TranslateFunction): [string, (user: User) => unknown][] => [
  [translate('app.users.user_name'), personName],
  [translate('app.users.email'), user => user.email],
  [translate('app.users.mobile'), user => user.phone],
  [translate('app.users.firm_dealer'), user => user.firm_name],
];
