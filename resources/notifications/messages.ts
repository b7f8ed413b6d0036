/** Strings of the notifications page, word for word as the spec gives them. */
export const notificationMessages = {
  title: 'Notifications',
  today: 'Today',
  yesterday: 'Yesterday',
  this_week: 'This week',
  last_week: 'Last week',
  view: 'View',
  view_label: 'View notification: %{title}',
  empty: 'No notifications found',
  load_failed: 'Failed to load notifications',
  from: 'From',
  date: 'Date',
  link: 'Link',
  open_link: 'Open',
  close: 'Close',
  voucher_logo: 'Voucher logo',
  type_bill: 'Bill',
  type_payment: 'Payment',
  type_user: 'User',
  type_other: 'Notification',
};

/** The area's strings, under `app.notifications`. */
export default { notifications: notificationMessages };
