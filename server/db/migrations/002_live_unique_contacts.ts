import type { Migration } from './migration';

// Emails and phone numbers were unique across every user, deleted ones included, so a
// deleted user's email could never be used again. SQLite cannot drop a column's UNIQUE,
// so the table is rebuilt with the uniqueness limited to users who are not deleted.
const sql = `
CREATE TABLE users_rebuilt (
  id INTEGER PRIMARY KEY,
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  password_hash TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  email TEXT COLLATE NOCASE,
  phone TEXT,
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
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  role_id INTEGER REFERENCES roles (id),
  referred_by TEXT,
  referral_code TEXT UNIQUE,
  date_joined TEXT NOT NULL,
  deleted_at TEXT,
  FOREIGN KEY (state_id, country_id) REFERENCES states (id, country_id)
);
INSERT INTO users_rebuilt SELECT * FROM users;
DROP TABLE users;
ALTER TABLE users_rebuilt RENAME TO users;
CREATE INDEX users_status ON users (status);
CREATE INDEX users_referred_by ON users (referred_by);
CREATE UNIQUE INDEX users_live_email ON users (email) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_live_phone ON users (phone) WHERE deleted_at IS NULL;
`;

export const liveUniqueContacts: Migration = { version: 2, name: 'live_unique_contacts', sql, rebuildsTables: true };
