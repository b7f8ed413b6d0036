import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormTextField, type Choice } from '@/src/ui/form/FormTextField';
import { TargetPicker } from './TargetPicker';
import { emptyRule, type RuleValues, type TermsValues } from './schemeFormValues';

const KINDS: RuleValues['kind'][] = ['per_unit', 'per_hundred_rupees', 'multiplier'];

/** A select whose change does more than set its own value. */
function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField select fullWidth label={label} value={value} onChange={event => onChange(event.target.value)}>
      {choices.map(choice => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One rule: its kind, what it covers, and its points, cash or ×. */
function RuleCard({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const { setValue } = useFormContext<TermsValues>();
  const rule = useWatch<TermsValues, `rules.${number}`>({ name: `rules.${index}` });
  const name = (field: keyof RuleValues) => `rules.${index}.${field}` as const;
  const title = t('rule_number', { number: index + 1 });
  const overChoices = [
    ...(rule.kind === 'multiplier' ? [{ value: 'bill', label: t('over_bill') }] : []),
    { value: 'product', label: t('over_product') },
    { value: 'brand', label: t('over_brand') },
    { value: 'category', label: t('over_category') },
  ];
  return (
    <Card
      variant="outlined"
      component="fieldset"
      aria-label={title}
      sx={{ m: 0, p: 0, border: 1, borderColor: 'divider' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gridColumn: '1 / -1' }}>
          <Typography component="legend" variant="subtitle1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {onRemove && (
            <IconButton aria-label={t('remove_rule', { number: index + 1 })} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
        <ChoiceField
          label={t('rule_kind')}
          value={rule.kind}
          choices={KINDS.map(kind => ({ value: kind, label: t(`kind_${kind}`) }))}
          onChange={kind => setValue(`rules.${index}`, emptyRule(kind as RuleValues['kind']), { shouldDirty: true })}
        />
        {rule.kind !== 'per_hundred_rupees' && (
          <ChoiceField
            label={t(rule.kind === 'multiplier' ? 'over_multiplier' : 'over')}
            value={rule.over}
            choices={overChoices}
            onChange={over => {
              setValue(name('over'), over as RuleValues['over'], { shouldDirty: true });
              setValue(name('target'), null);
            }}
          />
        )}
        {rule.kind !== 'per_hundred_rupees' && rule.over !== 'bill' && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              name={name('target')}
              render={({ field, fieldState }) => (
                <TargetPicker
                  key={rule.over}
                  kind={rule.over as Exclude<RuleValues['over'], 'bill'>}
                  label={t(`target_${rule.over}`)}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
        )}
        {rule.kind === 'per_unit' && (
          <>
            <FormTextField
              name={name('points')}
              type="number"
              label={t('points_per_unit')}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            <FormTextField
              name={name('cash')}
              type="number"
              label={t('cash_per_unit')}
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
          </>
        )}
        {rule.kind === 'per_hundred_rupees' && (
          <FormTextField
            name={name('points')}
            type="number"
            label={t('points_per_hundred')}
            required
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        )}
        {rule.kind === 'multiplier' && (
          <FormTextField
            name={name('factor')}
            type="number"
            label={t('factor')}
            helperText={t('factor_help')}
            required
            slotProps={{ htmlInput: { min: 1.01, max: 10, step: 0.01 } }}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The version's rules, one card each, added and removed, and what the form adds beside "Add a rule". */
export function RuleFields({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<TermsValues, 'rules'>({ name: 'rules' });
  const { errors } = useFormState<TermsValues>({ name: 'rules' });
  const problem = errors.rules?.root?.message ?? errors.rules?.message;
  return (
    <Stack spacing={2} sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="h6" component="h2">
        {translate('app.schemes.rules')}
      </Typography>
      {fields.map((field, index) => (
        <RuleCard key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      {problem && (
        <Typography color="error" role="alert">
          {problem}
        </Typography>
      )}
      <Box>
        <Button variant="outlined" onClick={() => append(emptyRule())}>
          {translate('app.schemes.add_rule')}
        </Button>
      </Box>
      {children}
    </Stack>
  );
}
