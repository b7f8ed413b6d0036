import { todayInIndia } from '../calendar';
import type { Db } from '../db/connection';
import { definedOnly, type Row } from '../db/rows';
import { invalidInput, type FieldErrors } from '../errors';
import { checkImages, isAddressOf, type Upload } from '../media';
import type { MultipartForm } from '../multipart';
import {
  checkInput,
  choiceField,
  clearable,
  dateField,
  emailField,
  idField,
  ifPresent,
  patternField,
  textField,
} from '../validation';
import type { Contacts } from './contacts';

const FILE_FIELDS = ['photo', 'pan_card', 'visiting_card_front', 'visiting_card_back'] as const;
const CARD_FIELDS = ['visiting_card_front', 'visiting_card_back'];
const REQUIRED_ON_CREATE = { first_name: '', last_name: '', pan_card_number: '' };

type FileField = (typeof FILE_FIELDS)[number];

/** The user's values the form's rules depend on, when it updates a user; files as stored paths. */
export type CurrentUser = Record<FileField, string | null> & {
  country_id: number | null;
  state_id: number | null;
  user_type: string | null;
};

/** What a valid form changes: users columns, and images still to be saved (their columns are set then). */
export interface UserChanges {
  columns: Row;
  /** The email and phone it sets, to be checked as free just before they are written. */
  contacts: Contacts;
  uploads: Record<string, Upload>;
}

// The programme's calendar day is India's.

const keysOf = (db: Db, table: string) =>
  db.prepare(`SELECT key FROM ${table} ORDER BY display_order`).pluck().all() as string[];

/** The error of a country that does not exist, or of a state (sent or kept) outside the country (sent or kept). */
function placeErrors(
  db: Db,
  country: number | null | undefined,
  state: number | null | undefined,
  current?: CurrentUser,
) {
  const countryId = country === undefined ? (current?.country_id ?? null) : country;
  const stateId = state === undefined ? (current?.state_id ?? null) : state;
  const errors: FieldErrors = {};
  if (country && !db.prepare('SELECT 1 FROM countries WHERE id = ?').get(country)) {
    errors.country = ['Select a valid country.'];
  } else if (
    stateId !== null &&
    !db.prepare('SELECT 1 FROM states WHERE id = ? AND country_id = ?').get(stateId, countryId)
  ) {
    errors.state = ['Select a valid state of the chosen country.'];
  }
  return errors;
}

function userRules(db: Db, now: Date) {
  return {
    first_name: ifPresent(textField({ maxLength: 150 })),
    last_name: ifPresent(textField({ maxLength: 150 })),
    pan_card_number: ifPresent(
      patternField(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'Enter a valid PAN card number.', { upperCase: true }),
    ),
    email: clearable(emailField()),
    phone: clearable(patternField(/^\d{10}$/, 'Enter a valid 10-digit phone number.')),
    gender: clearable(choiceField(['male', 'female', 'other'])),
    date_of_birth: clearable(dateField({ notAfter: todayInIndia(now) })),
    address: clearable(textField({ multiline: true })),
    pincode: clearable(patternField(/^\d{6}$/, 'Enter a valid 6-digit pincode.')),
    country: clearable(idField()),
    state: clearable(idField()),
    user_type: clearable(choiceField(keysOf(db, 'user_types'))),
    firm_type: clearable(choiceField(keysOf(db, 'firm_types'))),
    firm_name: clearable(textField({ maxLength: 255 })),
    dealer_type: clearable(textField({ maxLength: 100 })),
  };
}

/**
 * Checks the multipart form that creates a user (no `current`) or updates one. Only the
 * fields sent change: a blank optional field is cleared, a file replaces the stored one,
 * an empty text in a file field clears it and the stored file's own address keeps it.
 * 400 with every field's error; 415 for files that are not JPEG, PNG or WebP images.
 */
export async function parseUserForm(
  db: Db,
  form: MultipartForm,
  now: Date,
  current?: CurrentUser,
): Promise<UserChanges> {
  const input = current ? form.fields : { ...REQUIRED_ON_CREATE, ...form.fields };
  const { values, errors } = checkInput(userRules(db, now), input);
  const { country, state, ...fields } = values;
  const columns = definedOnly(fields);
  if (country !== undefined) columns.country_id = country;
  if (state !== undefined) columns.state_id = state;

  if (!errors.country && !errors.state) Object.assign(errors, placeErrors(db, country, state, current));

  for (const field of FILE_FIELDS) {
    const text = form.fields[field]?.trim();
    if (form.files[field] !== undefined || text === undefined) continue;
    if (text === '') columns[field] = null;
    else if (!current || !isAddressOf(text, current[field])) errors[field] = ['The submitted data was not a file.'];
  }
  const userType = values.user_type === undefined ? (current?.user_type ?? null) : values.user_type;
  for (const field of CARD_FIELDS) {
    if (userType !== 'architect' && form.files[field] !== undefined) {
      errors[field] = ['Visiting cards are only accepted for architects.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);

  const files = Object.fromEntries(
    Object.entries(form.files).filter(([field]) => (FILE_FIELDS as readonly string[]).includes(field)),
  );
  return { columns, contacts: { email: values.email, phone: values.phone }, uploads: await checkImages(files) };
}
