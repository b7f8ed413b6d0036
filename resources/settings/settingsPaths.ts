import { paths } from '../../src/routes';

const segment = (value: string) => encodeURIComponent(value);

/** The settings routes beyond `paths.settings` (spec, part 1 route table); builders and route patterns. */
export const settingsPaths = {
  changePhoneVerification: (email: string) => `${paths.settings}/change-phone-number/${segment(email)}`,
  changePhone: `${paths.settings}/change-phone-number/`,
  otp: (phone: string) => `${paths.settings}/change-phone-number/otp/${segment(phone)}`,
  otpRoute: `${paths.settings}/change-phone-number/otp`,
  changeEmailVerification: (email: string) => `${paths.settings}/change-email/verification/${segment(email)}`,
  changeEmail: `${paths.settings}/change-email`,
  verifyNewEmail: (email: string) => `${paths.settings}/verify-email/verification/${segment(email)}`,
  changePasswordVerification: (email: string) => `${paths.settings}/change-password/verification/${segment(email)}`,
  changePassword: `${paths.settings}/change-password`,
};

/** What each verification wrapper leads to once the current email is verified. */
export const verificationTargets = {
  phone: { route: settingsPaths.changePhoneVerification, target: settingsPaths.changePhone },
  email: { route: settingsPaths.changeEmailVerification, target: settingsPaths.changeEmail },
  password: { route: settingsPaths.changePasswordVerification, target: settingsPaths.changePassword },
} as const;

export type VerificationPurpose = keyof typeof verificationTargets;
