/**
 * react-admin's own words (ra-language-english) that can show before sign-in: its notifications,
 * its loading and error pages. The rest of ra-language-english comes with the signed-in layout
 * (src/i18n/en.ts), keeping the first load of /login small; a test holds these to the library's.
 */
export const signedOutFrameworkMessages = {
  ra: {
    action: { undo: 'Undo', close: 'Close', back: 'Go Back' },
    auth: { auth_check_error: 'Please login to continue', logout: 'Logout' },
    page: { loading: 'Loading', error: 'Something went wrong', not_found: 'Not Found' },
    message: {
      loading: 'Please wait',
      error: "A client error occurred and your request couldn't be completed.",
      not_found: 'Either you typed a wrong URL, or you followed a bad link.',
    },
    notification: {
      data_provider_error: 'dataProvider error. Check the console for details.',
      not_authorized: "You're not authorized to access this resource.",
      logged_out: 'Your session has ended, please reconnect.',
      http_error: 'Server communication error',
    },
  },
};
