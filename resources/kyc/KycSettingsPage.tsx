import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { kycSettings, type KycSettings } from '@/contract/kyc/input';
import { VERIFIERS } from '@/contract/kyc/states';
import type { AppDataProvider } from '@/dataProvider';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';

const settingsKey = ['kyc', 'settings'];
const NUMBERS = ['name_match_threshold', 'checks_per_window', 'window_minutes'] as const;
const FIELDS = ['verifier', ...NUMBERS] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const asText = (settings: KycSettings): Values =>
  Object.fromEntries(FIELDS.map(field => [field, String(settings[field])])) as Values;

/**
 * /kyc/settings: the verifier every check runs (by hand, the demo's rules, or Cashfree), how close
 * a returned name must be to the member's, and how many checks a member's KYC takes in a window;
 * the owner's to change, checked by the contract before sending.
 */
export default function KycSettingsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const mayEdit = useMayAccess({ resource: 'kycSettings', action: 'edit' });
  const { data: settings, error } = useQuery({ queryKey: settingsKey, queryFn: () => dataProvider.getKycSettings() });

  const onSubmit = useOneSave(async (values: Values) => {
    try {
      const saved = await dataProvider.updateKycSettings(kycSettings.parse(values));
      queryClient.setQueryData(settingsKey, saved);
      void popup.showSuccess(t('settings_saved'));
    } catch (failure) {
      popup.showError(errorText(failure, 'app.kyc.settings_save_failed'));
      return submissionErrors(failure, [...FIELDS]);
    }
  });

  const verifierChoices = VERIFIERS.map(verifier => ({ value: verifier, label: t(`verifier_${verifier}`) }));
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('settings_title')} />
      <Card component="section" aria-label={t('settings_title')} sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: 3, display: 'grid', gap: 2 }}>
          {!settings && !error && <CircularProgress size={24} aria-label={translate('app.common.loading')} />}
          {!!error && <Alert severity="error">{errorText(error, 'app.kyc.settings_failed')}</Alert>}
          {settings && mayEdit === false && (
            <DetailGrid
              items={[
                { label: t('settings_verifier'), value: t(`verifier_${settings.verifier}`) },
                ...NUMBERS.map(field => ({ label: t(`settings_${field}`), value: String(settings[field]) })),
              ]}
            />
          )}
          {settings && mayEdit && (
            <AppForm
              key={JSON.stringify(settings)}
              defaultValues={asText(settings)}
              schema={kycSettings}
              onSubmit={onSubmit}
              label={t('settings_title')}
            >
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField<Values>
                  name="verifier"
                  label={t('settings_verifier')}
                  choices={verifierChoices}
                  required
                />
                {NUMBERS.map(field => (
                  <FormTextField<Values>
                    key={field}
                    name={field}
                    label={t(`settings_${field}`)}
                    inputMode="numeric"
                    required
                  />
                ))}
              </Box>
              <SubmitButton label={t('settings_save')} submittingLabel={t('settings_saving')} sx={{ mt: 2 }} />
            </AppForm>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
