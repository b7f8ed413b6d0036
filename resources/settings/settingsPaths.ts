const segment = (value: string) => encodeURIComponent(value);

const SETTINGS = '/settings';

/** The settings routes (spec, part 1 route table); builders and route patterns. */
export const settingsPaths = {
  settings: SETTINGS,
  changePhoneVerification: (email: string) => `${SETTINGS}/change-phone-number/${segment(email)}`,
  changePhone: `${SETTINGS}/change-phone-number/`,
  otp: (phone: string) => `${SETTINGS}/change-phone-number/otp/${segment(phone)}`,
  otpRoute: `${SETTINGS}/change-phone-number/otp`,
  changeEmailVerification: (email: string) => `${SETTINGS}/change-email/verification/${segment(email)}`,
  changeEmail: `${SETTINGS}/change-email`,
  verifyNewEmail: (email: string) => `${SETTINGS}/verify-email/verification/${segment(email)}`,
  changePasswordVerification: (email: string) => `${SETTINGS}/change-password/verification/${segment(email)}`,
  changePassword: `${SETTINGS}/change-password`,
};

/** What each verification wrapper leads to once the current email is verified. */
export const verificationTargets = {
  phone: { route: settingsPaths.changePhoneVerification, target: settingsPaths.changePhone },
  email: { route: settingsPaths.changeEmailVerification, target: settingsPaths.changeEmail },
  password: { route: settingsPaths.changePasswordVerification, target: settingsPaths.changePassword },
} as const;

export type VerificationPurpose = keyof typeof verificationTargets;
