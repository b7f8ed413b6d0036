import type { Area } from './area';
import { adminsArea } from '@/resources/admins';
import { approvalsArea } from '@/resources/approvals';
import { auditArea } from '@/resources/audit';
import { billsArea } from '@/resources/bills';
import { directoryArea } from '@/resources/directory';
import { kycArea } from '@/resources/kyc';
import { notificationsArea } from '@/resources/notifications';
import { paymentsArea } from '@/resources/payments';
import { payoutsArea } from '@/resources/payouts';
import { productsArea } from '@/resources/products';
import { programmeArea } from '@/resources/programme';
import { schemesArea } from '@/resources/schemes';
import { settingsArea } from '@/resources/settings';
import { taxArea } from '@/resources/tax';
import { termsArea } from '@/resources/terms';
import { usersArea } from '@/resources/users';
import { vouchersArea } from '@/resources/vouchers';

/**
 * Every area of the admin, in the side menu's order after the dashboard (the spec's entries, then
 * the others, menu.ts): the shell's one list of them.
 */
export const areas: Area[] = [
  productsArea,
  vouchersArea,
  usersArea,
  directoryArea,
  billsArea,
  paymentsArea,
  notificationsArea,
  settingsArea,
  termsArea,
  approvalsArea,
  schemesArea,
  payoutsArea,
  kycArea,
  programmeArea,
  taxArea,
  adminsArea,
  auditArea,
];
