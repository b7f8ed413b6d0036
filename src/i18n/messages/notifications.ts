/** Strings of the notifications page, word for word as the spec gives them. */
export const notificationMessages = {};
