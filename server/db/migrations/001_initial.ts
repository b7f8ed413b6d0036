import type { Migration } from './migration';

// Reference data every database needs (not demo data): choices, roles, places, legal sections.
const USER_TYPES = [
  ['dealer', 'Dealer'],
  ['architect', 'Architect'],
  ['flexible_salesperson', 'Flexible Salesperson'],
  ['non_flexible_salesperson', 'Non-Flexible Salesperson'],
  ['salesman', 'Salesman'],
  ['contractor', 'Contractor'],
];
const FIRM_TYPES = [
  ['proprietorship', 'Proprietorship'],
  ['partnership', 'Partnership'],
  ['private_limited', 'Private Limited'],
  ['public_limited', 'Public Limited'],
  ['llp', 'Limited Liability Partnership'],
  ['individual', 'Individual'],
];
const ROLES = ['architect', 'flexible_salesperson', 'non_flexible_salesperson'];
const COUNTRIES: [string, string, string[]][] = [
  [
    'India',
    'IN',
    [
      'Andaman and Nicobar Islands',
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Assam',
      'Bihar',
      'Chandigarh',
      'Chhattisgarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Goa',
      'Gujarat',
      'Haryana',
      'Himachal Pradesh',
      'Jammu and Kashmir',
      'Jharkhand',
      'Karnataka',
      'Kerala',
      'Ladakh',
      'Lakshadweep',
      'Madhya Pradesh',
      'Maharashtra',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Odisha',
      'Puducherry',
      'Punjab',
      'Rajasthan',
      'Sikkim',
      'Tamil Nadu',
      'Telangana',
      'Tripura',
      'Uttar Pradesh',
      'Uttarakhand',
      'West Bengal',
    ],
  ],
  [
    'United Arab Emirates',
    'AE',
    ['Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain'],
  ],
  [
    'Saudi Arabia',
    'SA',
    ['Riyadh', 'Makkah', 'Madinah', 'Eastern Province', 'Qassim', 'Asir', 'Tabuk', 'Hail', 'Jazan'],
  ],
  ['Qatar', 'QA', ['Doha', 'Al Rayyan', 'Al Wakrah', 'Al Khor', 'Umm Salal', 'Al Daayen', 'Al Shamal', 'Al Shahaniya']],
];
const LEGAL_SECTIONS: [string, string, string][] = [
  ['terms', 'applicability', 'Applicability'],
  ['terms', 'user_conduct', 'User Conduct'],
  ['terms', 'account_creation', 'Account Creation'],
  ['terms', 'product_information', 'Product Information'],
  ['terms', 'limitation_liability', 'Limitation of Liability'],
  ['terms', 'modification_terms', 'Modification of Terms'],
  ['privacy', 'information_collection', 'Information We Collect'],
  ['privacy', 'use_of_information', 'How We Use Information'],
  ['privacy', 'information_sharing', 'Sharing of Information'],
  ['privacy', 'data_security', 'Data Security'],
  ['privacy', 'user_rights', 'Your Rights'],
  ['privacy', 'policy_changes', 'Changes to This Policy'],
];

const quote = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
const rows = (values: (string | number)[][]) => values.map(row => `(${row.map(quote).join(', ')})`).join(',\n  ');

const STATUS = `status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected'))`;

const sql = `
CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
INSERT INTO roles (id, name) VALUES
  ${rows(ROLES.map((name, index) => [index + 1, name]))};

CREATE TABLE user_types (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  display_order INTEGER NOT NULL
);
INSERT INTO user_types (key, value, display_order) VALUES
  ${rows(USER_TYPES.map(([key, value], index) => [key, value, index + 1]))};

CREATE TABLE firm_types (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  display_order INTEGER NOT NULL
);
INSERT INTO firm_types (key, value, display_order) VALUES
  ${rows(FIRM_TYPES.map(([key, value], index) => [key, value, index + 1]))};

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE
);
INSERT INTO countries (id, name, code) VALUES
  ${rows(COUNTRIES.map(([name, code], index) => [index + 1, name, code]))};

CREATE TABLE states (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  name TEXT NOT NULL,
  UNIQUE (country_id, name),
  UNIQUE (id, country_id)
);
INSERT INTO states (country_id, name) VALUES
  ${rows(COUNTRIES.flatMap(([, , states], index) => states.map(name => [index + 1, name])))};

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  password_hash TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  email TEXT COLLATE NOCASE UNIQUE,
  phone TEXT UNIQUE,
  gender TEXT CHECK (gender IN ('male', 'female', 'other')),
  date_of_birth TEXT,
  address TEXT,
  pincode TEXT,
  country_id INTEGER REFERENCES countries (id),
  state_id INTEGER,
  user_type TEXT REFERENCES user_types (key),
  firm_type TEXT REFERENCES firm_types (key),
  firm_name TEXT,
  dealer_type TEXT,
  pan_card_number TEXT,
  pan_card TEXT,
  photo TEXT,
  visiting_card_front TEXT,
  visiting_card_back TEXT,
  ${STATUS},
  role_id INTEGER REFERENCES roles (id),
  referred_by TEXT,
  referral_code TEXT UNIQUE,
  date_joined TEXT NOT NULL,
  deleted_at TEXT,
  FOREIGN KEY (state_id, country_id) REFERENCES states (id, country_id)
);
CREATE INDEX users_status ON users (status);
CREATE INDEX users_referred_by ON users (referred_by);

CREATE TABLE directory_entries (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  email TEXT,
  phone TEXT,
  user_type TEXT NOT NULL CHECK (user_type IN ('flexible_salesperson', 'non_flexible_salesperson', 'architect')),
  referral_code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  logo TEXT,
  color TEXT NOT NULL DEFAULT '#000000',
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE,
  brand_id INTEGER NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (brand_id, name),
  UNIQUE (id, brand_id)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE UNIQUE,
  brand_id INTEGER NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  features TEXT NOT NULL DEFAULT '',
  price_in_inr REAL NOT NULL CHECK (price_in_inr > 0),
  price_in_aed REAL NOT NULL DEFAULT 0 CHECK (price_in_aed >= 0),
  price_in_sar REAL NOT NULL DEFAULT 0 CHECK (price_in_sar >= 0),
  price_in_qar REAL NOT NULL DEFAULT 0 CHECK (price_in_qar >= 0),
  price_in_usd REAL NOT NULL DEFAULT 0 CHECK (price_in_usd >= 0),
  product_pdf TEXT,
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  created_at TEXT NOT NULL,
  FOREIGN KEY (category_id, brand_id) REFERENCES categories (id, brand_id) ON DELETE CASCADE
);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE product_media (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  image TEXT,
  site_installed_images TEXT,
  uploaded_at TEXT NOT NULL,
  CHECK ((image IS NULL) <> (site_installed_images IS NULL))
);
CREATE INDEX product_media_product ON product_media (product_id);

CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  offer_name TEXT NOT NULL,
  voucher_code TEXT,
  points_required INTEGER NOT NULL CHECK (points_required > 0),
  validity TEXT NOT NULL,
  company_name TEXT NOT NULL DEFAULT '',
  company_logo TEXT,
  banner_image TEXT,
  description TEXT NOT NULL DEFAULT '',
  redeem_instruction TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'active',
  is_scheme INTEGER NOT NULL DEFAULT 0 CHECK (is_scheme IN (0, 1)),
  is_deleted INTEGER NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1)),
  created_at TEXT NOT NULL
);

CREATE TABLE voucher_codes (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  is_assigned INTEGER NOT NULL DEFAULT 0 CHECK (is_assigned IN (0, 1)),
  assigned_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  assigned_at TEXT,
  UNIQUE (voucher_id, code),
  CHECK (is_assigned = 1 OR assigned_user_id IS NULL)
);

CREATE TABLE voucher_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  voucher_code_id INTEGER REFERENCES voucher_codes (id) ON DELETE SET NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  ${STATUS},
  requested_on TEXT NOT NULL,
  decided_at TEXT,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX voucher_requests_status ON voucher_requests (status);

CREATE TABLE bills (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  image TEXT,
  invoice_number TEXT NOT NULL,
  invoice_date TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
  dealer TEXT,
  ${STATUS},
  reason TEXT,
  points_earned INTEGER CHECK (points_earned >= 0),
  cash_earned_paise INTEGER CHECK (cash_earned_paise >= 0),
  date_added TEXT NOT NULL,
  decided_at TEXT,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL),
  CHECK (status <> 'approved' OR (points_earned IS NOT NULL AND cash_earned_paise IS NOT NULL))
);
CREATE INDEX bills_status ON bills (status);

CREATE TABLE bill_products (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  product_name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0)
);
CREATE INDEX bill_products_bill ON bill_products (bill_id);

CREATE TABLE payment_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  ${STATUS},
  account_holders_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  ifsc_code TEXT NOT NULL,
  pan_card_number TEXT,
  pan_card TEXT,
  requested_at TEXT NOT NULL,
  decided_at TEXT,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX payment_requests_status ON payment_requests (status);

CREATE TABLE tds_certificates (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  certificate_file TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  is_deleted INTEGER NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1))
);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  user_name TEXT,
  created_at TEXT NOT NULL,
  action_url TEXT,
  related_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  related_voucher_id INTEGER REFERENCES vouchers (id) ON DELETE SET NULL,
  related_bill_id INTEGER REFERENCES bills (id) ON DELETE SET NULL,
  related_payment_id INTEGER REFERENCES payment_requests (id) ON DELETE SET NULL,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1))
);
CREATE INDEX notifications_created_at ON notifications (created_at);

CREATE TABLE legal_sections (
  kind TEXT NOT NULL CHECK (kind IN ('terms', 'privacy')),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  display_order INTEGER NOT NULL,
  PRIMARY KEY (kind, key)
);
INSERT INTO legal_sections (kind, key, value, display_order) VALUES
  ${rows(LEGAL_SECTIONS.map(([kind, key, value], index) => [kind, key, value, index + 1]))};

CREATE TABLE legal_entries (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  section TEXT NOT NULL,
  content TEXT NOT NULL,
  display_order INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  FOREIGN KEY (kind, section) REFERENCES legal_sections (kind, key)
);

CREATE TABLE profile_update_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  firm_name TEXT,
  firm_type TEXT REFERENCES firm_types (key),
  user_type TEXT REFERENCES user_types (key),
  ${STATUS},
  created_at TEXT NOT NULL,
  decided_at TEXT
);

CREATE TABLE email_update_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  ${STATUS},
  created_at TEXT NOT NULL,
  decided_at TEXT
);

CREATE TABLE email_verifications (
  id INTEGER PRIMARY KEY,
  verification_id TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL,
  verified_at TEXT,
  consumed_at TEXT
);
CREATE INDEX email_verifications_email ON email_verifications (email);

CREATE TABLE phone_verifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  otp_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  verified_at TEXT
);

CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Balances are sums over this table; amounts are whole points or whole paise.
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN (
    'points_earned', 'points_redeemed', 'points_refunded', 'cash_earned', 'cash_redeemed', 'cash_reversal'
  )),
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at TEXT NOT NULL,
  source_type TEXT NOT NULL CHECK (source_type IN ('bill', 'voucher_request', 'payment_request')),
  source_id INTEGER NOT NULL
);
CREATE INDEX ledger_entries_user ON ledger_entries (user_id);
CREATE INDEX ledger_entries_source ON ledger_entries (source_type, source_id);

CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'ledger entries cannot be changed');
END;

CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'ledger entries cannot be deleted');
END;
`;

export const initial: Migration = { version: 1, name: 'initial', sql };
