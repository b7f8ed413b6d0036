import { SettingsVerification } from './SettingsVerification';

/** The verification wrapper before the phone change. */
export default function VerifyPhoneChange() {
  return <SettingsVerification purpose="phone" />;
}
