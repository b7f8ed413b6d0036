import type { Shape } from './project';

/*
 * The entities of the spec's "Entities and their fields" (part 1 and part 2), as shapes.
 * Where the spec names a person by first_name, last_name goes with it (the app shows full names).
 */

export const dashboardSummary: Shape = ['total_products', 'total_users', 'total_balance_points', 'total_balance_cash'];

const userFields = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'date_of_birth',
  'address',
  'pincode',
  'country',
  'state',
  'photo',
  'firm_name',
  'firm_type',
  'user_type',
  'dealer_type',
  'status',
  'referred_by',
  'referral_code',
  'visiting_card_front',
  'visiting_card_back',
  'pan_card_number',
  'pan_card',
  'date_joined',
  'created_at',
  'date_added',
] as const;

export const user: Shape = [...userFields, { loyalty: ['balance_points', 'balance_cash'] }];

export const editRequest: Shape = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'firm_name',
  { proposed_changes: ['firm_name', 'firm_type', 'user_type'] },
];

export const profileUpdateProposal: Shape = ['id', { proposed_changes: ['firm_name', 'firm_type', 'user_type'] }];

export const directoryEntry: Shape = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'user_type',
  'referral_code',
  'referral_count',
];

export const role: Shape = ['id', 'name'];
export const choice: Shape = ['key', 'value'];

export const brand: Shape = ['id', 'name', 'logo', 'color', 'description'];
export const category: Shape = ['id', 'name', 'brand', 'brand_name'];
export const product: Shape = [
  'id',
  'name',
  'code',
  'brand',
  'category',
  'brand_name',
  'category_name',
  'description',
  'features',
  'price_in_inr',
  'price_in_aed',
  'price_in_sar',
  'price_in_qar',
  'price_in_usd',
  'product_pdf',
  'is_featured',
];
export const productMedia: Shape = ['id', 'image', 'site_installed_images', 'uploaded_at'];

export const voucher: Shape = [
  'id',
  'offer_name',
  'voucher_code',
  'points_required',
  'validity',
  'company_name',
  'company_logo',
  'banner_image',
  'description',
  'redeem_instruction',
  'status',
  'total_codes',
  'available_codes',
  'available_codes_count',
  'is_scheme',
  'is_deleted',
];
export const voucherCode: Shape = ['code', 'is_assigned'];

export const voucherRequest: Shape = [
  'id',
  'requested_on',
  {
    user_details: ['id', 'first_name', 'last_name', 'firm_name', 'user_type'],
    voucher_details: ['offer_name', 'company_name', 'validity', 'points_required', 'banner_image', 'available_codes'],
  },
];

export const loyaltyBalance: Shape = [{ user: ['id'] }, 'balance_points'];

export const bill: Shape = [
  'id',
  'image',
  'bill_image',
  'date_added',
  'user_name',
  'invoice_number',
  'invoice_date',
  'amount',
  'status',
  'dealer',
  { user_list: user, bill_products: ['product_name', 'quantity'] },
];

export const payment: Shape = [
  'id',
  'date',
  'amount',
  'status',
  'account_holders_name',
  'account_number',
  'bank_name',
  'ifsc_code',
  { user_list: user },
];

export const transaction: Shape = ['date', 'type', 'amount'];
export const userVoucher: Shape = ['voucher_code', 'status', { voucher_details: voucher }];
export const tdsCertificate: Shape = ['id', 'certificate_file', 'certificate_file_url', 'uploaded_at'];

export const notification: Shape = [
  'id',
  'title',
  'message',
  'user_name',
  'created_at',
  'action_url',
  'related_user',
  'related_bill',
  'related_payment',
  { related_voucher: ['company_logo'] },
];

export const legalEntry: Shape = ['id', 'title', 'section', 'content', 'display_order', 'is_active'];

/** A grouped answer: every group (by time, by section) a list of `item`. */
export const groupedBy = (item: Shape): Shape => [{ '*': item }];
