import { SettingsVerification } from './SettingsVerification';

/** The verification wrapper before the password change. */
export default function VerifyPasswordChange() {
  return <SettingsVerification purpose="password" />;
}
