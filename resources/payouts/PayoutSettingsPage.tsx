import { Alert, Box } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { payoutSettings, type PayoutSettings } from '@/contract/payouts/input';
import type { AppDataProvider } from '@/dataProvider';
import { formatDateTime, formatRupees } from '@/src/lib/format';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SettingsPage } from '@/src/ui/form/SettingsPage';

const RUPEES = ['upi_limit', 'imps_limit', 'rtgs_from'] as const;
const OTHERS = ['name_match_threshold', 'debit_account_number', 'debit_account_name', 'debit_ifsc'] as const;
const FIELDS = [...RUPEES, ...OTHERS] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { paid_outside_before: string | null };

const asText = (settings: PayoutSettings): Values => ({
  ...(Object.fromEntries(FIELDS.map(field => [field, String(settings[field])])) as Record<Field, string>),
  paid_outside_before: settings.paid_outside_before,
});

const words = {
  loadFailed: 'app.payouts.settings_failed',
  saveFailed: 'app.payouts.settings_save_failed',
  saved: 'app.payouts.settings_saved',
  save: 'app.payouts.settings_save',
  saving: 'app.payouts.settings_saving',
};

/**
 * /payouts/settings: the limits that choose a line's mode (UPI and IMPS up to theirs, RTGS from
 * its), how close an account holder's name must be to the member's, and the programme's account
 * the batches pay from; changed by the owner, checked by the contract before sending, read by finance.
 */
export default function PayoutSettingsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const label = (field: Field) => t(`settings_${field}`);
  const shown = (settings: PayoutSettings, field: Field) =>
    (RUPEES as readonly string[]).includes(field) ? formatRupees(settings[field]) : String(settings[field]);
  return (
    <SettingsPage<PayoutSettings, Values>
      title={t('settings_title')}
      queryKey={['payouts', 'settings']}
      load={() => dataProvider.getPayoutSettings()}
      save={values => dataProvider.updatePayoutSettings(payoutSettings.parse(values))}
      editResource="payoutSettings"
      schema={payoutSettings}
      toValues={asText}
      fields={FIELDS}
      readOnly={settings => FIELDS.map(field => ({ label: label(field), value: shown(settings, field) }))}
      notice={settings =>
        settings.paid_outside_before && (
          <Alert severity="info">
            {t('settings_paid_outside', { at: formatDateTime(settings.paid_outside_before) })}
          </Alert>
        )
      }
      words={words}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map(field => (
          <FormTextField<Values>
            key={field}
            name={field}
            label={label(field)}
            inputMode={field === 'debit_account_name' || field === 'debit_ifsc' ? 'text' : 'decimal'}
            required
          />
        ))}
      </Box>
    </SettingsPage>
  );
}
