import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCreate, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { paths } from '../../src/routes';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { ImagePicker } from '../../src/ui/ImagePicker';
import { PageHeader } from '../../src/ui/PageHeader';
import { usePopup } from '../../src/ui/PopupProvider';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useGoBack } from '../../src/lib/useGoBack';
import { VoucherCodesInput } from './VoucherCodesInput';
import { VoucherFields, voucherFieldNames, voucherPayload, type VoucherValues } from './voucherFields';

/** Voucher images: longest side 800 px (spec, section 9). */
const voucherImageSide = 800;

/** /vouchers/add-voucher: a voucher with its codes, then its banner and logo. */
export default function AddVoucher() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate();
  const goBack = useGoBack(paths.voucherList);
  const [codes, setCodes] = useState<string[]>([]);
  const [banner, setBanner] = useState<File | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(0);
  const form = useForm<VoucherValues>({
    defaultValues: {
      offer_name: '',
      company_name: '',
      points_required: '',
      validity: '',
      is_scheme: false,
      description: '',
      redeem_instruction: '',
    },
    mode: 'onTouched',
  });
  const submitting = form.formState.isSubmitting;
  const busy = (started: boolean) => setCompressing(count => count + (started ? 1 : -1));

  const save = async (values: VoucherValues) => {
    try {
      const created = await create(
        'vouchers',
        { data: { ...voucherPayload(values), codes: codes.map(code => ({ code })) } },
        { returnPromise: true },
      );
      const images = { ...(banner && { banner_image: banner }), ...(logo && { company_logo: logo }) };
      if (Object.keys(images).length) await dataProvider.updateVoucherImages(created.id, images);
      popup.showSuccess(translate('app.vouchers.created'));
      navigate(paths.voucherList);
    } catch (error) {
      applyServerErrors(error, voucherFieldNames, form.setError);
      popup.showError(errorText(error, 'app.vouchers.create_failed'));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.vouchers.add_title')} />
      <Card component="form" noValidate onSubmit={form.handleSubmit(save)}>
        <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <VoucherFields control={form.control} />
          <ImagePicker
            label={translate('app.vouchers.banner')}
            value={banner}
            onChange={setBanner}
            maxSide={voucherImageSide}
            onBusyChange={busy}
          />
          <ImagePicker
            label={translate('app.vouchers.company_logo')}
            value={logo}
            onChange={setLogo}
            maxSide={voucherImageSide}
            onBusyChange={busy}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <VoucherCodesInput codes={codes} onChange={setCodes} />
          </Box>
          <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
            <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={submitting || compressing > 0}>
              {translate(submitting ? 'app.vouchers.submitting' : 'app.vouchers.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
