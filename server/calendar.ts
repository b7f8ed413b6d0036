/** The programme's calendar day is India's: today there as YYYY-MM-DD. */
export const todayInIndia = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
