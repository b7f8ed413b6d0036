import { userDetailMessages } from './userDetailMessages';

/** Strings of the add-user form, word for word as the spec gives them. */
const addUserMessages = {
  title: 'Add User',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  pan_card_number: 'PAN Card Number',
  photo: 'Photo',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  other: 'Other',
  date_of_birth: 'Date of Birth',
  address: 'Address',
  pincode: 'Pincode',
  country: 'Country',
  state: 'State',
  user_type: 'User Type',
  firm_type: 'Firm Type',
  firm_name: 'Firm Name',
  dealer_type: 'Dealer Type',
  visiting_card_front: 'Visiting Card Front',
  visiting_card_back: 'Visiting Card Back',
  none: 'None',
  submit: 'Add User',
  submitting: 'Adding...',
  created: 'User created successfully',
  create_failed: 'Failed to create user',
  server_error_title: 'The server could not confirm the new user',
  server_error_text: 'It may have been created anyway. Check the user list before trying again.',
  open_user_list: 'Open the user list',
};

/** The area's strings, under `app.add_user` and `app.user_detail`. */
export default { add_user: addUserMessages, user_detail: userDetailMessages };
