import { lazyPage } from '@/src/lib/lazyPage';

/** The settings area: the account page, the verification wrappers and the phone, email and password changes. */
export const settingsScreens = {
  SettingsPage: lazyPage(() => import('./SettingsPage')),
  VerifyPhoneChange: lazyPage(() => import('./VerifyPhoneChange')),
  ChangePhonePage: lazyPage(() => import('./ChangePhonePage')),
  OtpPage: lazyPage(() => import('./OtpPage')),
  VerifyEmailChange: lazyPage(() => import('./VerifyEmailChange')),
  ChangeEmailPage: lazyPage(() => import('./ChangeEmailPage')),
  VerifyNewEmailPage: lazyPage(() => import('./VerifyNewEmailPage')),
  VerifyPasswordChange: lazyPage(() => import('./VerifyPasswordChange')),
  ChangePasswordPage: lazyPage(() => import('./ChangePasswordPage')),
};
