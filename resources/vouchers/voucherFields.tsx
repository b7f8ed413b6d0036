import { useTranslate } from 'react-admin';
import { FormCheckbox } from '@/src/ui/form/FormCheckbox';
import { FormTextField } from '@/src/ui/form/FormTextField';

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
 * The fields of a voucher in the surrounding react-admin <Form>, checked by the form's contract
 * schema (newVoucherForm, voucherChanges): offer, points, expiry, about and how to redeem are required.
 */
export function VoucherFields() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.vouchers.${key}`);
  return (
    <>
      <FormTextField name="offer_name" label={t('offer_name')} required />
      <FormTextField name="company_name" label={t('company_name')} />
      <FormTextField
        name="points_required"
        type="number"
        label={t('points_required')}
        required
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <FormTextField
        name="validity"
        type="date"
        label={t('expiry_date')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField name="description" label={t('about')} required multiline minRows={3} />
      <FormTextField name="redeem_instruction" label={t('how_to_redeem')} required multiline minRows={3} />
      <FormCheckbox name="is_scheme" label={t('is_scheme')} />
    </>
  );
}
