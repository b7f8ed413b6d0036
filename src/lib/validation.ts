/** A pragmatic email check, the same the browser's type="email" applies. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Ten digits, the mobile numbers of the programme. */
export const phonePattern = /^\d{10}$/;

/** An Indian PAN: five letters, four digits, a letter. */
export const panPattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const pincodePattern = /^\d{6}$/;
