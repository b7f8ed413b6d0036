import type { Migration } from './migration';

// The administrator is notified by the database itself when a member registers (a pending
// user), uploads a bill, or asks for a voucher or a payout: whichever code inserts the row
// (the API, a seed, a test), the notification is written in the same transaction, dated
// when the event happened and pointing at the admin's own detail route. A later migration
// that rebuilds users, bills, voucher_requests or payment_requests must create these again.
const NAME = (alias: string) => `TRIM(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** An amount in paise (never negative) as rupees with India's grouping: ₹12,34,567.89, for up to 15 digits. */
function rupees(paise: string): string {
  const whole = `CAST(${paise} / 100 AS TEXT)`;
  const cases = Array.from({ length: 7 }, (_, pairs) => {
    const head = pairs === 0 ? whole : `substr(${whole}, 1, length(${whole}) - ${1 + 2 * pairs})`;
    const middle = Array.from({ length: Math.max(0, pairs - 1) }, (_, index) => {
      const fromEnd = 3 + 2 * (pairs - 1 - index);
      return `substr(${whole}, -${fromEnd}, 2)`;
    });
    const parts = pairs === 0 ? [head] : [head, ...middle, `substr(${whole}, -3)`];
    return `WHEN length(${whole}) <= ${3 + 2 * pairs} THEN ${parts.join(" || ',' || ")}`;
  });
  return `'₹' || CASE ${cases.join(' ')} ELSE ${whole} END || printf('.%02d', ${paise} % 100)`;
}

const sql = `
CREATE TRIGGER notify_new_user AFTER INSERT ON users
WHEN NEW.status = 'pending' AND NEW.is_admin = 0
BEGIN
  INSERT INTO notifications (title, message, user_name, created_at, action_url, related_user_id)
  VALUES (
    'New user registration',
    ${NAME('NEW')} || ' registered as '
      || COALESCE((SELECT value FROM user_types WHERE key = NEW.user_type), 'a member') || ' and is waiting for approval.',
    ${NAME('NEW')},
    NEW.date_joined,
    '/user/new-user-detail/' || NEW.id,
    NEW.id
  );
END;

CREATE TRIGGER notify_new_bill AFTER INSERT ON bills
BEGIN
  INSERT INTO notifications (title, message, user_name, created_at, action_url, related_user_id, related_bill_id)
  SELECT
    'New bill uploaded',
    ${NAME('u')} || ' uploaded bill ' || NEW.invoice_number || ' of ' || ${rupees('NEW.amount_paise')} || ' for approval.',
    ${NAME('u')},
    NEW.date_added,
    '/bills/request/detail/' || NEW.id,
    NEW.user_id,
    NEW.id
  FROM users u WHERE u.id = NEW.user_id;
END;

CREATE TRIGGER notify_new_voucher_request AFTER INSERT ON voucher_requests
BEGIN
  INSERT INTO notifications (title, message, user_name, created_at, action_url, related_user_id, related_voucher_id)
  SELECT
    'New voucher request',
    ${NAME('u')} || ' requested ' || v.offer_name || ' for ' || NEW.points || ' points.',
    ${NAME('u')},
    NEW.requested_on,
    '/vouchers/voucher-request-detail/' || NEW.id,
    NEW.user_id,
    NEW.voucher_id
  FROM users u, vouchers v WHERE u.id = NEW.user_id AND v.id = NEW.voucher_id;
END;

CREATE TRIGGER notify_new_payment_request AFTER INSERT ON payment_requests
BEGIN
  INSERT INTO notifications (title, message, user_name, created_at, action_url, related_user_id, related_payment_id)
  SELECT
    'New payment request',
    ${NAME('u')} || ' requested a payout of ' || ${rupees('NEW.amount_paise')} || '.',
    ${NAME('u')},
    NEW.requested_at,
    '/payments/request-detail/' || NEW.id,
    NEW.user_id,
    NEW.id
  FROM users u WHERE u.id = NEW.user_id;
END;
`;

export const notificationTriggers: Migration = { version: 4, name: 'notification_triggers', sql };
