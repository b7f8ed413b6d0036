import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { AudienceFields } from './AudienceFields';
import { CapFields } from './CapFields';
import { RuleFields } from './RuleFields';

const dateProps = { inputLabel: { shrink: true } };

/** A version's terms in the surrounding form: period, audience, stacking, rules (then `afterRules`) and caps. */
export function TermsFields({ afterRules }: { afterRules?: ReactNode }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  return (
    <>
      <FormTextField name="starts_on" type="date" label={t('starts_on')} required slotProps={dateProps} />
      <FormTextField name="ends_on" type="date" label={t('ends_on')} required slotProps={dateProps} />
      <FormTextField
        name="stacking"
        label={t('stacking')}
        choices={[
          { value: 'adds', label: t('stacking_adds') },
          { value: 'best_of', label: t('stacking_best_of') },
        ]}
      />
      <AudienceFields />
      <RuleFields>{afterRules}</RuleFields>
      <CapFields />
    </>
  );
}
