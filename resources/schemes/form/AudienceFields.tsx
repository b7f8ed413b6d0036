import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { Choice } from '@/src/ui/form/FormTextField';
import { labelIn, useLookupChoices } from './useLookupChoices';

/** A multiple choice of a form's field, empty meaning all. */
function ManyField({ name, label, choices }: { name: string; label: string; choices: Choice[] }) {
  const translate = useTranslate();
  const labelOf = labelIn(choices);
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          value={(field.value as Array<string | number>).map(String)}
          onChange={(_event, values) => field.onChange(name === 'states' ? values.map(Number) : values)}
          options={choices.map(choice => choice.value)}
          getOptionLabel={labelOf}
          renderInput={params => (
            <TextField
              {...params}
              label={label}
              placeholder={field.value.length === 0 ? translate('app.schemes.all') : undefined}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** Who a version applies to: user types, firm types and states, each empty for all. */
export function AudienceFields() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  const choices = useLookupChoices();
  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('audience')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('audience_help')}
      </Typography>
      <ManyField name="user_types" label={t('user_types')} choices={choices.userTypes} />
      <ManyField name="firm_types" label={t('firm_types')} choices={choices.firmTypes} />
      <ManyField name="states" label={t('states')} choices={choices.states} />
    </Box>
  );
}
