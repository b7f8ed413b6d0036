import { useTranslate } from 'react-admin';
import { FormCheckbox } from '../../src/ui/form/FormCheckbox';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { isoDateInIndia } from '../../src/lib/format';

export interface VoucherValues {
  offer_name: string;
  company_name: string;
  points_required: string;
  validity: string;
  is_scheme: boolean;
  description: string;
  redeem_instruction: string;
}

export const voucherFieldNames = [
  'offer_name',
  'company_name',
  'points_required',
  'validity',
  'is_scheme',
  'description',
  'redeem_instruction',
];

/** The body of a voucher create or update from the form's values. */
export const voucherPayload = (values: VoucherValues) => ({
  offer_name: values.offer_name.trim(),
  company_name: values.company_name.trim(),
  points_required: Number(values.points_required),
  validity: values.validity,
  is_scheme: values.is_scheme,
  description: values.description,
  redeem_instruction: values.redeem_instruction,
});

/**
 * The fields of a voucher in the surrounding react-admin <Form>, checked as the spec says:
 * offer, points, expiry, about and how to redeem are required.
 */
export function VoucherFields({ allowPastExpiry }: { allowPastExpiry?: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.vouchers.${key}`);
  const required = { value: true, message: translate('app.common.required') };
  return (
    <>
      <FormTextField name="offer_name" label={t('offer_name')} rules={{ required }} />
      <FormTextField name="company_name" label={t('company_name')} />
      <FormTextField
        name="points_required"
        type="number"
        label={t('points_required')}
        rules={{
          required,
          validate: value => (Number.isInteger(Number(value)) && Number(value) > 0) || t('points_positive'),
        }}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <FormTextField
        name="validity"
        type="date"
        label={t('expiry_date')}
        rules={{
          required,
          validate: value => value === allowPastExpiry || String(value) >= isoDateInIndia() || t('expiry_past'),
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField name="description" label={t('about')} rules={{ required }} multiline minRows={3} />
      <FormTextField name="redeem_instruction" label={t('how_to_redeem')} rules={{ required }} multiline minRows={3} />
      <FormCheckbox name="is_scheme" label={t('is_scheme')} />
    </>
  );
}
