/** The side menu's entries, as the demo's owner sees them. */
export const menuItems = {
  /** The spec's nine, in its order. */
  spec: ['Dashboard', 'Products', 'Vouchers', 'Users', 'Directory', 'Bills', 'Payments', 'Notifications', 'Settings'],
  /** Those beyond the spec, under "More". */
  more: ['Approvals', 'Schemes', 'Payouts', 'KYC', 'Programme', 'Tax register (194R)', 'Team', 'Audit log'],
};
