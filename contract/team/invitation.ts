// Kept apart from the team's zod rules: the first load of every page reads INVITATION_PATH.

/** An invitation link works this long after it is sent. */
export const INVITATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** Where an invitation's emailed link leads in the app: `{origin}{INVITATION_PATH}?token=…`. */
export const INVITATION_PATH = '/accept-invitation';
