/**
 * A notification as the API answers it (spec part 2 section 3): the related voucher with its
 * logo, the other relations as ids. `is_read`, the voucher's other fields and `group` are the
 * reference server's.
 */
export type Notification = {
  id: number;
  title: string;
  message: string;
  user_name: string | null;
  created_at: string;
  action_url: string | null;
  related_user: number | null;
  related_bill: number | null;
  related_payment: number | null;
  related_voucher: {
    company_logo: string | null;
    id?: number;
    offer_name?: string | null;
    company_name?: string | null;
  } | null;
  is_read?: boolean;
  /** The time group of a paged list's item. */
  group?: 'today' | 'yesterday' | 'this_week' | 'last_week';
};
