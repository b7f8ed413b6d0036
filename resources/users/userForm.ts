import type { User } from '@/contract/users';

/** The values of the add-user and edit-user forms; images are new files to send, or null. */
export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pan_card_number: string;
  gender: string;
  date_of_birth: string;
  address: string;
  pincode: string;
  country: string;
  state: string;
  user_type: string;
  firm_type: string;
  firm_name: string;
  dealer_type: string;
  photo: File | null;
  pan_card: File | null;
  visiting_card_front: File | null;
  visiting_card_back: File | null;
}

export type ImageField = 'photo' | 'pan_card' | 'visiting_card_front' | 'visiting_card_back';

export const emptyUser: UserValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  pan_card_number: '',
  gender: '',
  date_of_birth: '',
  address: '',
  pincode: '',
  country: '',
  state: '',
  user_type: '',
  firm_type: '',
  firm_name: '',
  dealer_type: '',
  photo: null,
  pan_card: null,
  visiting_card_front: null,
  visiting_card_back: null,
};

export const userFields = Object.keys(emptyUser);

const isCard = (field: string) => field.startsWith('visiting_card');

/** The form's values of a stored user: text as it is, ids as text, no new image. */
export function valuesOf(user: User): UserValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const values = { ...emptyUser };
  for (const field of userFields as (keyof UserValues)[]) {
    if (emptyUser[field] === null) continue;
    (values as Record<string, unknown>)[field] = text(user[field]);
  }
  return values;
}

/** What the add form sends: only what was filled in; visiting cards only for architects. */
export function createPayload(values: UserValues) {
  const isArchitect = values.user_type === 'architect';
  return Object.fromEntries(
    Object.entries({ ...values, pan_card_number: values.pan_card_number.toUpperCase() }).filter(
      ([field, value]) => value !== '' && value !== null && (isArchitect || !isCard(field)),
    ),
  );
}

/**
 * What the edit form sends: every text field (a blank one clears it on the server), and
 * only the images newly chosen; visiting cards only for architects.
 */
export function updatePayload(values: UserValues) {
  const isArchitect = values.user_type === 'architect';
  return Object.fromEntries(
    Object.entries({ ...values, pan_card_number: values.pan_card_number.toUpperCase() }).filter(
      ([field, value]) => value !== null && (isArchitect || !isCard(field)),
    ),
  );
}
