import type { Migration } from './migration';

// What the live schemes have committed to the pending bills, kept off the request path.
//
// committed_inputs: one row whose version goes up with every write the figure depends on, by the
// triggers below, whoever writes (the server, a seeder, another process): the pending bills, their
// lines and members, the catalogue, the live versions of the schemes, what they credited, and the
// point's value; at the gateway, its kept copy of the upstream's bills, their facts, and its fills.
//
// committed_figure: the last figure worked out (no row before the first), with the inputs it was
// worked out from (the version, and at the gateway its catalogue's digest) and when.
//
// upstream_bill_facts: at the gateway, what the schemes read of a bill that upstream_bills does not
// keep, as the upstream's answers last said it: its invoice date, its member's audience fields
// (JSON: user_type, firm_type, state) and its product lines (JSON: product_name, quantity); a
// member or lines an answer did not carry stay as the last one said them (NULL: never said).

const BUMP = 'UPDATE committed_inputs SET version = version + 1 WHERE id = 1;';

/** A trigger bumping the inputs' version after `event` on `table` when `when` holds. */
const bump = (name: string, event: string, table: string, when?: string) => `
CREATE TRIGGER committed_inputs_${name} AFTER ${event} ON ${table}${when ? ` WHEN ${when}` : ''}
BEGIN ${BUMP} END;`;

const pendingBill = (bills: string, id: string) =>
  `EXISTS (SELECT 1 FROM ${bills} WHERE id = ${id} AND status = 'pending')`;

/** A pending bill of `bills` added or removed, or changed in `columns` (what the figure reads of it). */
function billTriggers(bills: string, columns: string[]): string {
  const row = (name: string) => `(${['status', ...columns].map(column => `${name}.${column}`).join(', ')})`;
  return `${bump(`${bills}_insert`, 'INSERT', bills, "NEW.status = 'pending'")}
${bump(`${bills}_delete`, 'DELETE', bills, "OLD.status = 'pending'")}
${bump(
  `${bills}_update`,
  `UPDATE OF ${['status', ...columns].join(', ')}`,
  bills,
  `(OLD.status = 'pending' OR NEW.status = 'pending') AND ${row('OLD')} IS NOT ${row('NEW')}`,
)}`;
}

/** Any change to `table`'s rows of a pending bill of `bills` (its lines, its facts). */
const ofPendingBill = (table: string, bills: string) => `
${bump(`${table}_insert`, 'INSERT', table, pendingBill(bills, 'NEW.bill_id'))}
${bump(`${table}_delete`, 'DELETE', table, pendingBill(bills, 'OLD.bill_id'))}
${bump(`${table}_update`, 'UPDATE', table, `${pendingBill(bills, 'OLD.bill_id')} OR ${pendingBill(bills, 'NEW.bill_id')}`)}`;

/** Any change to `table`. */
const anyChange = (table: string) =>
  ['INSERT', 'DELETE', 'UPDATE'].map(event => bump(`${table}_${event.toLowerCase()}`, event, table)).join('\n');

const sql = `
CREATE TABLE committed_inputs (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO committed_inputs VALUES (1, 0);

CREATE TABLE committed_figure (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  inputs TEXT NOT NULL,
  points INTEGER NOT NULL,
  cash_paise INTEGER NOT NULL,
  bills INTEGER NOT NULL,
  as_of TEXT NOT NULL
);

CREATE TABLE upstream_bill_facts (
  bill_id INTEGER PRIMARY KEY,
  invoice_date TEXT NOT NULL,
  member TEXT CHECK (member IS NULL OR (json_valid(member) AND json_type(member) = 'object')),
  lines TEXT CHECK (lines IS NULL OR (json_valid(lines) AND json_type(lines) = 'array'))
);
${billTriggers('bills', ['user_id', 'amount_paise', 'invoice_date'])}
${ofPendingBill('bill_products', 'bills')}
${bump(
  'users_update',
  'UPDATE OF user_type, firm_type, state_id',
  'users',
  `(OLD.user_type, OLD.firm_type, OLD.state_id) IS NOT (NEW.user_type, NEW.firm_type, NEW.state_id)
    AND EXISTS (SELECT 1 FROM bills WHERE user_id = NEW.id AND status = 'pending')`,
)}
${bump('products_insert', 'INSERT', 'products')}
${bump('products_delete', 'DELETE', 'products')}
${bump(
  'products_update',
  'UPDATE OF name, brand_id, category_id',
  'products',
  '(OLD.name, OLD.brand_id, OLD.category_id) IS NOT (NEW.name, NEW.brand_id, NEW.category_id)',
)}
${bump('scheme_versions_insert', 'INSERT', 'scheme_versions', "NEW.status = 'live'")}
${bump('scheme_versions_delete', 'DELETE', 'scheme_versions', "OLD.status = 'live'")}
${bump('scheme_versions_update', 'UPDATE', 'scheme_versions', "OLD.status = 'live' OR NEW.status = 'live'")}
${anyChange('scheme_credits')}
${bump(
  'programme_settings_update',
  'UPDATE OF point_value_paise',
  'programme_settings',
  'OLD.point_value_paise IS NOT NEW.point_value_paise',
)}
${billTriggers('upstream_bills', ['user_id', 'amount_paise'])}
${ofPendingBill('upstream_bill_facts', 'upstream_bills')}
${anyChange('upstream_fills')}
`;

export const committedFigure: Migration = { version: 22, name: 'committed figure', sql };
