import { z } from 'zod';
import { choice } from './fields/choices';
import { calendarDate } from './fields/dates';
import { email } from './fields/email';
import type { Answered, Decimal } from './fields/answered';
import { id } from './fields/ids';
import { clearable } from './fields/presence';
import { pattern, text } from './fields/text';
import { noProblemYet } from './fields/when';

/** What the user form's choices depend on: India's date, and the user and firm types the server lists. */
export interface UserFormChoices {
  today: () => string;
  userTypes: readonly string[];
  firmTypes: readonly string[];
}

const firstName = () => text({ maxLength: 150 });
const lastName = () => text({ maxLength: 150 });
const panCardNumber = () => pattern(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'Enter a valid PAN card number.', { upperCase: true });

/**
 * The text fields of the user form that edits a member: only the fields sent change, a blank
 * optional one is cleared. Its files (photo, PAN card, visiting cards) are judged by the server.
 */
export const userChanges = ({ today, userTypes, firmTypes }: UserFormChoices) =>
  z.object({
    first_name: firstName().optional(),
    last_name: lastName().optional(),
    pan_card_number: panCardNumber().optional(),
    email: clearable(email()),
    phone: clearable(pattern(/^\d{10}$/, 'Enter a valid 10-digit phone number.')),
    gender: clearable(choice(['male', 'female', 'other'])),
    date_of_birth: clearable(
      calendarDate().refine(date => date <= today(), {
        message: 'The date cannot be in the future.',
        when: noProblemYet,
      }),
    ),
    address: clearable(text({ multiline: true })),
    pincode: clearable(pattern(/^\d{6}$/, 'Enter a valid 6-digit pincode.')),
    country: clearable(id()),
    state: clearable(id()),
    user_type: clearable(choice(userTypes)),
    firm_type: clearable(choice(firmTypes)),
    firm_name: clearable(text({ maxLength: 255 })),
    dealer_type: clearable(text({ maxLength: 100 })),
  });

/** The text fields of the add-user form: the names and the PAN card number are required. */
export const newUser = (choices: UserFormChoices) =>
  userChanges(choices).extend({ first_name: firstName(), last_name: lastName(), pan_card_number: panCardNumber() });

/** Approving a new user: the role they get. */
export const userApproval = z.object({ role: id() });

export type UserStatus = 'pending' | 'approved' | 'rejected';

/** A member's loyalty balances: points, and cash in rupees. */
export type LoyaltyBalances = { balance_points: number; balance_cash: Decimal };

/** The user form's text fields as a member's answer carries them (a field the form may clear is null). */
type UserFields = Answered<z.output<ReturnType<typeof userChanges>>> &
  Pick<z.output<ReturnType<typeof newUser>>, 'first_name' | 'last_name'>;

/**
 * A member (new or approved) as the API answers it (spec part 1 section 3, part 2's user detail):
 * the user form's fields, the files and the referral; the join date under one of three names.
 */
export type User = UserFields & {
  id: number;
  status: UserStatus;
  photo: string | null;
  pan_card: string | null;
  visiting_card_front: string | null;
  visiting_card_back: string | null;
  /** The code the member signed up with. */
  referral_code: string | null;
  /** Whoever owns that code, else the code itself. */
  referred_by: string | null;
  date_joined?: string;
  created_at?: string;
  date_added?: string;
  loyalty?: LoyaltyBalances;
  /** Added by the reference server. */
  country_name?: string | null;
  state_name?: string | null;
  user_type_display?: string | null;
  firm_type_display?: string | null;
  role?: number | null;
  role_name?: string | null;
};

/** The fields of a profile edit request's proposed changes. */
export type ProposedChanges = Record<'firm_name' | 'firm_type' | 'user_type', string | null>;

/**
 * A profile or email edit request as the API answers it: the member's fields; a profile request's
 * proposed changes, an email request's new address (the reference server's `new_email`).
 */
export type EditRequestAnswer = Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'firm_name'> & {
  proposed_changes?: ProposedChanges;
  /** Added by the reference server: the member's id, their types, the new email, the request's status and time. */
  user?: number;
  firm_type?: string | null;
  user_type?: string | null;
  new_email?: string | null;
  status?: string;
  created_at?: string;
};

export type TransactionType =
  'cash_earned' | 'cash_reversal' | 'cash_redeemed' | 'points_earned' | 'points_refunded' | 'points_redeemed';

/** An item of a member's transaction history: whole points for points kinds, rupees for cash kinds. */
export type TransactionItem = {
  date: string;
  type: TransactionType;
  amount: Decimal;
  /** Added by the reference server: the entry's id, and what made it. */
  id?: number;
  source_type?: string;
  source_id?: number;
};

/** A member's balance in the list of every member's (spec part 2): whose, and their points; the rest is the reference server's. */
export type LoyaltyBalance = {
  user: Pick<User, 'id'> & Partial<Pick<User, 'first_name' | 'last_name'>>;
  balance_points: number;
  balance_cash?: Decimal;
};
