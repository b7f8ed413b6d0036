/** A pragmatic email check, the same the browser's type="email" applies. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
