import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { programmeSettings, type ProgrammeSettings } from '@/contract/programme/settings';
import { FOUR_EYES_SETTINGS } from '@/contract/team/fourEyes';
import type { AppDataProvider } from '@/dataProvider';
import { formatRupees } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { percentText } from '@/src/ui/programme/percent';
import { programmeSettingsKey, useProgrammeSettings } from '@/src/ui/programme/useProgrammeSettings';

/** Every setting, in the contract's order. */
const fields = Object.keys(programmeSettings.shape) as (keyof ProgrammeSettings)[];
type Field = keyof ProgrammeSettings;
type Values = Record<Field, string>;

/** The four-eyes thresholds: shown and sent only when the backend answers them. */
const FOUR_EYES_FIELDS: readonly Field[] = Object.values(FOUR_EYES_SETTINGS);
const withoutFourEyes = programmeSettings.omit({
  [FOUR_EYES_SETTINGS.payout]: true,
  [FOUR_EYES_SETTINGS.billCash]: true,
  [FOUR_EYES_SETTINGS.billPoints]: true,
});
const RUPEE_FIELDS: readonly Field[] = [
  'point_value',
  'tax_194r_threshold',
  'risk_amount_30_days',
  FOUR_EYES_SETTINGS.payout,
  FOUR_EYES_SETTINGS.billCash,
];

/** How a setting reads: rupees with the rupee sign, rates in percent, counts, days and multiples as numbers. */
const kindOf = (field: Field) =>
  field.includes('rate')
    ? 'percent'
    : RUPEE_FIELDS.includes(field)
      ? 'rupees'
      : field === 'risk_usual_multiple'
        ? 'decimal'
        : 'whole';

const asText = (settings: ProgrammeSettings): Values =>
  Object.fromEntries(fields.map(field => [field, String(settings[field])])) as Values;

/** The settings as they read: rupees with the rupee sign, rates in percent. */
function ReadOnlySettings({ settings, listed }: { settings: ProgrammeSettings; listed: readonly Field[] }) {
  const translate = useTranslate();
  const shown = (field: Field) => {
    const kind = kindOf(field);
    if (kind === 'percent') return translate('app.programme.rate', { rate: percentText(settings[field]) });
    return kind === 'rupees' ? formatRupees(settings[field]) : String(settings[field]);
  };
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {listed.map(field => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {translate(`app.settings.programme_fields.${field}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {shown(field)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Settings' "Programme" card: the rupee value of a point, section 194R's threshold and rates, and
 * the risk rules' thresholds (contract/programme/risk.ts) and, on a backend with four eyes, the
 * thresholds of a second approval (contract/team/fourEyes.ts), checked by the contract's schema and
 * saved with PUT; a failed save keeps what was typed. A backend without these settings shows the
 * defaults, read only.
 */
export function ProgrammeSettingsCard() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.settings.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const { settings, kept, answered, error } = useProgrammeSettings();
  // A backend without four eyes (the spec's, or one from before it) answers no thresholds: none is shown or sent.
  const fourEyes = FOUR_EYES_FIELDS.every(field => answered.has(field));
  const shown = fourEyes ? fields : fields.filter(field => !FOUR_EYES_FIELDS.includes(field));

  const onSubmit = useOneSave(async (values: Values) => {
    try {
      const sent = programmeSettings.parse(values);
      // Without four eyes the backend is sent only the settings it has.
      const saved = await dataProvider.updateProgrammeSettings(
        fourEyes ? sent : (withoutFourEyes.parse(sent) as ProgrammeSettings),
      );
      queryClient.setQueryData(programmeSettingsKey, typeof saved === 'object' && saved !== null ? saved : sent);
      await queryClient.invalidateQueries({ queryKey: ['tax194r'] });
      popup.showSuccess(t('programme_saved'));
    } catch (failure) {
      popup.showError(errorText(failure, 'app.programme.save_failed'));
      return submissionErrors(failure, [...fields]);
    }
  });

  return (
    <Card sx={{ maxWidth: 640, mt: 3 }} component="section" aria-labelledby="settings-programme">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" id="settings-programme" gutterBottom>
          {t('programme')}
        </Typography>
        {!settings && !error && <CircularProgress size={24} aria-label={translate('app.common.loading')} />}
        {!!error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(error, 'app.programme.settings_failed')}
          </Alert>
        )}
        {settings && kept === false && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('programme_read_only')}
            </Alert>
            <ReadOnlySettings settings={settings} listed={shown} />
          </>
        )}
        {settings && kept && (
          <AppForm
            key={JSON.stringify([settings, fourEyes])}
            defaultValues={asText(settings)}
            schema={programmeSettings}
            onSubmit={onSubmit}
            label={t('programme')}
          >
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {shown.map(field => (
                <FormTextField<Values>
                  key={field}
                  name={field}
                  label={t(`programme_fields.${field}`)}
                  inputMode={kindOf(field) === 'whole' ? 'numeric' : 'decimal'}
                  required
                />
              ))}
            </Box>
            <SubmitButton label={t('programme_save')} submittingLabel={t('programme_saving')} sx={{ mt: 2 }} />
          </AppForm>
        )}
      </CardContent>
    </Card>
  );
}
