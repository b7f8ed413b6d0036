import type { Approval } from '../../dataProvider/approvalKinds';
import { paths } from '../../src/routes';
import { reachedFromPendingList } from '../../src/lib/pendingRequestLink';

export interface ItemPage {
  to: string;
  /** Router state the page reads (a voucher request learns it is pending). */
  state?: unknown;
}

/**
 * Where an item is read and decided: its spec page. An email edit has none; the Users page's
 * Edit Requests tab, searched for the member, is where it is decided.
 */
export function itemPage({ kind, itemId, email, member }: Approval): ItemPage {
  switch (kind) {
    case 'newUser':
      return { to: paths.newUserDetail(itemId) };
    case 'profileEdit':
      return { to: paths.editRequestDetail(itemId) };
    case 'emailEdit':
      return { to: paths.editRequestsOf(typeof email === 'string' && email ? email : member) };
    case 'bill':
      return { to: paths.billRequestDetail(itemId) };
    case 'voucherRequest':
      return { to: paths.voucherRequestDetail(itemId), state: reachedFromPendingList };
    case 'payout':
      return { to: paths.paymentRequestDetail(itemId) };
  }
}
