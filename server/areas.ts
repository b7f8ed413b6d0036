import type { ServerArea } from './area';
import { adminsArea } from './areas/admins';
import { auditArea } from './areas/audit';
import { billsArea } from './areas/bills';
import { directoryArea } from './areas/directory';
import { kycArea } from './areas/kyc';
import { notificationsArea } from './areas/notifications';
import { paymentsArea } from './areas/payments';
import { payoutsArea } from './areas/payouts';
import { productsArea } from './areas/products';
import { programmeArea } from './areas/programme';
import { schemesArea } from './areas/schemes';
import { settingsArea } from './areas/settings';
import { taxArea } from './areas/tax';
import { termsArea } from './areas/terms';
import { usersArea } from './areas/users';
import { vouchersArea } from './areas/vouchers';

/**
 * The server's areas, the one list of them (as src/areas.ts is the app's), in the order their
 * routes are registered. Removing an area is its folder, server/areas/<area>/, and its line here.
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  usersArea,
  directoryArea,
  productsArea,
  vouchersArea,
  billsArea,
  schemesArea,
  paymentsArea,
  payoutsArea,
  kycArea,
  settingsArea,
  notificationsArea,
  termsArea,
  auditArea,
  programmeArea,
  taxArea,
  adminsArea,
];
