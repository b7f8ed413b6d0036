import { Box } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { kycSettings, type KycSettings } from '@/contract/kyc/input';
import { VERIFIERS } from '@/contract/kyc/states';
import type { AppDataProvider } from '@/dataProvider';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SettingsPage } from '@/src/ui/form/SettingsPage';

const NUMBERS = ['name_match_threshold', 'checks_per_window', 'window_minutes'] as const;
const FIELDS = ['verifier', ...NUMBERS] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const asText = (settings: KycSettings): Values =>
  Object.fromEntries(FIELDS.map(field => [field, String(settings[field])])) as Values;

const words = {
  loadFailed: 'app.kyc.settings_failed',
  saveFailed: 'app.kyc.settings_save_failed',
  saved: 'app.kyc.settings_saved',
  save: 'app.kyc.settings_save',
  saving: 'app.kyc.settings_saving',
};

/**
 * /kyc/settings: the verifier every check runs (by hand, the demo's rules, or Cashfree), how close
 * a returned name must be to the member's, and how many checks a member's KYC takes in a window;
 * the owner's to change.
 */
export default function KycSettingsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.kyc.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const verifierChoices = VERIFIERS.map(verifier => ({ value: verifier, label: t(`verifier_${verifier}`) }));
  return (
    <SettingsPage<KycSettings, Values>
      title={t('settings_title')}
      queryKey={['kyc', 'settings']}
      load={() => dataProvider.getKycSettings()}
      save={values => dataProvider.updateKycSettings(kycSettings.parse(values))}
      editResource="kycSettings"
      schema={kycSettings}
      toValues={asText}
      fields={FIELDS}
      readOnly={settings => [
        { label: t('settings_verifier'), value: t(`verifier_${settings.verifier}`) },
        ...NUMBERS.map(field => ({ label: t(`settings_${field}`), value: String(settings[field]) })),
      ]}
      words={words}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField<Values> name="verifier" label={t('settings_verifier')} choices={verifierChoices} required />
        {NUMBERS.map(field => (
          <FormTextField<Values> key={field} name={field} label={t(`settings_${field}`)} inputMode="numeric" required />
        ))}
      </Box>
    </SettingsPage>
  );
}
