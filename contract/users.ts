import { z } from 'zod';
import { choice } from './fields/choices';
import { calendarDate } from './fields/dates';
import { email } from './fields/email';
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
