import type { ResourceDefinition } from './resourceDefinition';
import { editRequests, newUsers, users } from '../resources/users';
import { architects, directory, salesmen } from '../resources/directory';
import { brands, categories } from '../resources/catalogue';
import { products } from '../resources/products';
import { voucherRequests, vouchers } from '../resources/vouchers';
import { billRequests, bills } from '../resources/bills';
import { payments, pendingPayments } from '../resources/payments';
import { notifications } from '../resources/notifications';
import { privacy, terms } from '../resources/terms';
import { approvals } from '../resources/approvals';
import { audit } from '../resources/audit';

/** Every resource of the app, each declared by its folder's index; src/App.tsx registers each. */
export const declared = {
  users,
  newUsers,
  editRequests,
  directory,
  salesmen,
  architects,
  products,
  brands,
  categories,
  vouchers,
  voucherRequests,
  bills,
  billRequests,
  payments,
  pendingPayments,
  notifications,
  terms,
  privacy,
  approvals,
  audit,
} satisfies Record<string, ResourceDefinition>;
