import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { payoutSettings, type PayoutSettings } from '@/contract/payouts/input';
import type { AppDataProvider } from '@/dataProvider';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { formatDateTime, formatRupees } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';

const settingsKey = ['payouts', 'settings'];
const RUPEES = ['upi_limit', 'imps_limit', 'rtgs_from'] as const;
const OTHERS = ['name_match_threshold', 'debit_account_number', 'debit_account_name', 'debit_ifsc'] as const;
type Field = (typeof RUPEES)[number] | (typeof OTHERS)[number];
type Values = Record<Field, string> & { paid_outside_before: string | null };

const asText = (settings: PayoutSettings): Values => ({
  ...(Object.fromEntries([...RUPEES, ...OTHERS].map(field => [field, String(settings[field])])) as Record<
    Field,
    string
  >),
  paid_outside_before: settings.paid_outside_before,
});

/**
 * /payouts/settings: the limits that choose a line's mode (UPI and IMPS up to theirs, RTGS from
 * its), how close an account holder's name must be to the member's, and the programme's account
 * the batches pay from; changed by the owner, checked by the contract before sending, read by finance.
 */
export default function PayoutSettingsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const mayEdit = useMayAccess({ resource: 'payoutSettings', action: 'edit' });
  const { data: settings, error } = useQuery({
    queryKey: settingsKey,
    queryFn: () => dataProvider.getPayoutSettings(),
  });

  const onSubmit = useOneSave(async (values: Values) => {
    try {
      const saved = await dataProvider.updatePayoutSettings(payoutSettings.parse(values));
      queryClient.setQueryData(settingsKey, saved);
      void popup.showSuccess(t('settings_saved'));
    } catch (failure) {
      popup.showError(errorText(failure, 'app.payouts.settings_save_failed'));
      return submissionErrors(failure, [...RUPEES, ...OTHERS]);
    }
  });

  const label = (field: Field) => t(`settings_${field}`);
  const shown = (field: Field) =>
    settings &&
    ((RUPEES as readonly string[]).includes(field) ? formatRupees(settings[field]) : String(settings[field]));
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('settings_title')} />
      <Card component="section" aria-label={t('settings_title')} sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: 3, display: 'grid', gap: 2 }}>
          {!settings && !error && <CircularProgress size={24} aria-label={translate('app.common.loading')} />}
          {!!error && <Alert severity="error">{errorText(error, 'app.payouts.settings_failed')}</Alert>}
          {settings?.paid_outside_before && (
            <Alert severity="info">
              {t('settings_paid_outside', { at: formatDateTime(settings.paid_outside_before) })}
            </Alert>
          )}
          {settings && mayEdit === false && (
            <DetailGrid items={[...RUPEES, ...OTHERS].map(field => ({ label: label(field), value: shown(field) }))} />
          )}
          {settings && mayEdit && (
            <AppForm
              key={JSON.stringify(settings)}
              defaultValues={asText(settings)}
              schema={payoutSettings}
              onSubmit={onSubmit}
              label={t('settings_title')}
            >
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {[...RUPEES, ...OTHERS].map(field => (
                  <FormTextField<Values>
                    key={field}
                    name={field}
                    label={label(field)}
                    inputMode={field === 'debit_account_name' || field === 'debit_ifsc' ? 'text' : 'decimal'}
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
