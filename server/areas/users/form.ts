import { checkFields } from '@/contract/fieldErrors';
import { whenValid } from '@/contract/fields/when';
import { newUser, userChanges, type UserFormChoices } from '@/contract/users';
import { todayInIndia } from '@/server/calendar';
import type { Db } from '@/server/db/connection';
import { definedOnly, type Row } from '@/server/db/rows';
import { invalidInput } from '@/server/errors';
import { checkImages, isAddressOf, type Upload } from '@/server/media';
import type { MultipartForm } from '@/server/multipart';
import type { Contacts } from './contacts';
import { choiceKeys } from '@/server/members/choices';

const FILE_FIELDS = ['photo', 'pan_card', 'visiting_card_front', 'visiting_card_back'] as const;
const CARD_FIELDS = ['visiting_card_front', 'visiting_card_back'];

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

/** The problem of a country that does not exist, or of a state (sent or kept) outside the country (sent or kept). */
function placeProblem(
  db: Db,
  country: number | null | undefined,
  state: number | null | undefined,
  current?: CurrentUser,
): [field: string, message: string] | undefined {
  const countryId = country === undefined ? (current?.country_id ?? null) : country;
  const stateId = state === undefined ? (current?.state_id ?? null) : state;
  if (country && !db.prepare('SELECT 1 FROM countries WHERE id = ?').get(country)) {
    return ['country', 'Select a valid country.'];
  }
  if (stateId !== null && !db.prepare('SELECT 1 FROM states WHERE id = ? AND country_id = ?').get(stateId, countryId)) {
    return ['state', 'Select a valid state of the chosen country.'];
  }
  return undefined;
}

/** The user form's choices: India's date, and the user and firm types of the database. */
export const userFormChoices = (db: Db, now: Date): UserFormChoices => ({
  today: () => todayInIndia(now),
  userTypes: choiceKeys(db, 'user_types'),
  firmTypes: choiceKeys(db, 'firm_types'),
});

/** The form's text fields checked against the database: its choices, and the place it names. */
function userInput(db: Db, now: Date, current?: CurrentUser) {
  const choices = userFormChoices(db, now);
  return (current ? userChanges(choices) : newUser(choices)).superRefine(
    ({ country, state }, context) => {
      const problem = placeProblem(db, country, state, current);
      if (problem) context.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
    },
    { when: whenValid('country', 'state') },
  );
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
  const rules = userInput(db, now, current);
  const { value, errors } = checkFields(rules, form.fields);
  const fileColumns: Row = {};
  for (const field of FILE_FIELDS) {
    const text = form.fields[field]?.trim();
    if (form.files[field] !== undefined || text === undefined) continue;
    if (text === '') fileColumns[field] = null;
    else if (!current || !isAddressOf(text, current[field])) errors[field] = ['The submitted data was not a file.'];
  }
  // The user type sent (null when cleared), when it is valid; else the stored one.
  const sentType = rules.shape.user_type.safeParse(form.fields.user_type).data;
  const userType = sentType === undefined ? (current?.user_type ?? null) : sentType;
  for (const field of CARD_FIELDS) {
    if (userType !== 'architect' && form.files[field] !== undefined) {
      errors[field] = ['Visiting cards are only accepted for architects.'];
    }
  }
  if (value === undefined || Object.keys(errors).length > 0) throw invalidInput(errors);

  const { country, state, ...fields } = value;
  const columns = { ...definedOnly(fields), ...fileColumns };
  if (country !== undefined) columns.country_id = country;
  if (state !== undefined) columns.state_id = state;
  const files = Object.fromEntries(
    Object.entries(form.files).filter(([field]) => (FILE_FIELDS as readonly string[]).includes(field)),
  );
  return { columns, contacts: { email: value.email, phone: value.phone }, uploads: await checkImages(files) };
}
