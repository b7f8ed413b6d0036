/** The spec's lists of pending work, one per kind of the approvals inbox. */
export const pendingLists = {
  newUser: 'user/new-users/',
  profileEdit: 'user/profile-update/requests/',
  emailEdit: 'user/email-update/requests/',
  bill: 'bill/approve-requests/',
  voucherRequest: 'loyalty/voucher-requests/',
  payout: 'loyalty/payment/pending/list/',
};
