import { Box, Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCreate, useDataProvider, useTranslate } from 'react-admin';
import { newVoucherForm } from '@/contract/vouchers';
import type { AppDataProvider } from '@/dataProvider';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormImagePicker } from '@/src/ui/form/FormImagePicker';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { isoDateInIndia } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { VoucherCodesInput } from './VoucherCodesInput';
import { VoucherFields, voucherFieldNames, voucherPayload, type VoucherValues } from './voucherFields';
import { voucherPaths } from './paths';

/** Voucher images: longest side 800 px (spec, section 9). */
const voucherImageSide = 800;

/** The add form's values: the voucher's fields, its codes, and the banner and logo picked. */
type AddVoucherValues = VoucherValues & { codes: string[]; banner_image: File | null; company_logo: File | null };

const emptyVoucher: AddVoucherValues = {
  offer_name: '',
  company_name: '',
  points_required: '',
  validity: '',
  is_scheme: false,
  description: '',
  redeem_instruction: '',
  codes: [],
  banner_image: null,
  company_logo: null,
};

/** /vouchers/add-voucher: a voucher with its codes, then its banner and logo. */
export default function AddVoucher() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate();
  const goBack = useGoBack(voucherPaths.voucherList);
  const [compressing, setCompressing] = useState(0);
  const busy = (started: boolean) => setCompressing(count => count + (started ? 1 : -1));
  // The expiry may not be before today in India.
  const schema = useMemo(() => newVoucherForm(() => isoDateInIndia()), []);

  const save = useOneSave(async ({ codes, banner_image, company_logo, ...values }: AddVoucherValues) => {
    try {
      const created = await create(
        'vouchers',
        { data: { ...voucherPayload(values), codes: codes.map(code => ({ code })) } },
        { returnPromise: true },
      );
      const images = { ...(banner_image && { banner_image }), ...(company_logo && { company_logo }) };
      if (Object.keys(images).length) await dataProvider.updateVoucherImages(created.id, images);
      popup.showSuccess(translate('app.vouchers.created'));
      navigate(voucherPaths.voucherList);
    } catch (error) {
      popup.showError(errorText(error, 'app.vouchers.create_failed'));
      return submissionErrors(error, [...voucherFieldNames, 'codes']);
    }
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.vouchers.add_title')} />
      <AppForm defaultValues={emptyVoucher} schema={schema} onSubmit={save}>
        <FormCard>
          <VoucherFields />
          <FormImagePicker
            name="banner_image"
            label={translate('app.vouchers.banner')}
            maxSide={voucherImageSide}
            onBusyChange={busy}
          />
          <FormImagePicker
            name="company_logo"
            label={translate('app.vouchers.company_logo')}
            maxSide={voucherImageSide}
            onBusyChange={busy}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              name="codes"
              render={({ field, fieldState }) => (
                <VoucherCodesInput codes={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
          </Box>
          <FormActions>
            <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
            <SubmitButton
              label={translate('app.vouchers.submit')}
              submittingLabel={translate('app.vouchers.submitting')}
              waiting={compressing > 0}
            />
          </FormActions>
        </FormCard>
      </AppForm>
    </Box>
  );
}
