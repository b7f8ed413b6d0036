import { documentTitleMessages } from './documentTitles';

/**
 * The messages of the pages a person sees before signing in (and of the shell around every
 * page): the first load of /login carries these only, the rest come with the signed-in layout.
 */
export const signedOutMessages = {
  name: 'Loyalty Admin',
  format: {
    empty: 'N/A',
    invalid_date: 'Invalid Date',
  },
  errors: {
    network: 'Network error. Please check your connection.',
    unexpected: 'Something went wrong. Please try again.',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  login: {
    title: 'ADMIN LOGIN',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    submitting: 'Logging in...',
    forgot: 'Forgot Password?',
    success: 'Login successful: %{message}',
    welcome: 'Welcome!',
    error: 'Error: %{message}',
    failed: 'Login failed.',
    unreachable: 'Something went wrong. Please try again.',
  },
  awaiting_access: {
    title: 'Ask an owner for access',
    signed_in_as: 'Your sign-in as %{email} worked.',
    back_to_login: 'Back to login',
  },
  session: {
    expired_title: 'Session Expired',
    expired_text: 'Please log in again.',
    ok: 'OK',
  },
  forgot_password: {
    title: 'Forgot Password',
    intro: 'Enter the email of your admin account and we will send you a verification link.',
    email: 'Email',
    submit: 'Continue',
    submitting: 'Sending...',
    success: 'Success: %{message}',
    error: 'Error: %{message}',
    unknown_error: 'Unknown error',
    unreachable: 'Something went wrong. Please try again.',
    back_to_login: 'Back to login',
  },
  email_verification: {
    title: 'Email Verification',
    waiting:
      'We sent a verification link to %{email}. Open it to continue; this page moves on by itself once your email is verified.',
    checking: 'Waiting for verification...',
    verified: 'Verified!',
    missing_email: 'No email to verify. Start again from Forgot Password.',
    expired: 'This verification link has expired. Start again from Forgot Password.',
  },
  change_password: {
    title: 'Change Password',
    new_password: 'New Password',
    confirm_password: 'Confirm Password',
    submit: 'Update Password',
    submitting: 'Updating...',
    success: 'Password changed successfully!',
    error: 'Error: %{message}',
    unknown_error: 'Unknown error',
    unreachable: 'Something went wrong. Please try again.',
    back_to_login: 'Back to login',
  },
  document_title: documentTitleMessages,
  not_found: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Go to the dashboard',
  },
};
