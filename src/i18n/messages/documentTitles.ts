/** Browser tab titles: "{page} · Loyalty Admin", the page part naming the record on detail pages. */
export const documentTitleMessages = {
  pattern: '%{page} · %{app}',
  bill: 'Bill #%{id}',
  payment: 'Payment #%{id}',
  payment_request: 'Payment Request #%{id}',
  voucher_request: 'Voucher Request #%{id}',
  edit_request: 'Edit Request of %{name}',
  new_user: 'New User %{name}',
  user: 'User %{name}',
  directory_entry: '%{name}',
  edit: 'Edit %{name}',
};
