import { SettingsVerification } from './SettingsVerification';

/** The verification wrapper before the email change. */
export default function VerifyEmailChange() {
  return <SettingsVerification purpose="email" />;
}
