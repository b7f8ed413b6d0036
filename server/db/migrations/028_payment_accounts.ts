import type { Migration } from './migration';

// The payout requests by account number as the requests are compared (trimmed), so that a payout's
// answer finds the other members paid into the same account without reading every request.

const sql = `
CREATE INDEX payment_requests_account ON payment_requests (TRIM(account_number), user_id);
`;

export const paymentAccounts: Migration = { version: 28, name: 'payment accounts', sql };
