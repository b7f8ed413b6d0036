import { Route } from 'react-router-dom';
import { settingsScreens as screens } from './screens';
import { settingsPaths } from './settingsPaths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const settingsRoutes = (
  <>
    <Route path={settingsPaths.settings} element={<screens.SettingsPage />} />
    <Route path={settingsPaths.changePhone} element={<screens.ChangePhonePage />} />
    <Route path={`${settingsPaths.otpRoute}/:phoneNumber`} element={<screens.OtpPage />} />
    <Route path={settingsPaths.otpRoute} element={<screens.OtpPage />} />
    <Route path={`${settingsPaths.changePhone}:email`} element={<screens.VerifyPhoneChange />} />
    <Route path={settingsPaths.changeEmail} element={<screens.ChangeEmailPage />} />
    <Route path={`${settingsPaths.changeEmail}/verification/:email`} element={<screens.VerifyEmailChange />} />
    <Route
      path={`${settingsPaths.settings}/verify-email/verification/:email`}
      element={<screens.VerifyNewEmailPage />}
    />
    <Route path={settingsPaths.changePassword} element={<screens.ChangePasswordPage />} />
    <Route path={`${settingsPaths.changePassword}/verification/:email`} element={<screens.VerifyPasswordChange />} />
  </>
);
