import { Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { voucherChanges, type Voucher } from '@/contract/vouchers';
import { addressId } from '@/src/lib/addressId';
import type { AppDataProvider } from '@/dataProvider';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormCancelButton } from '@/src/ui/form/FormCancelButton';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageLink } from '@/src/ui/ImageLink';
import { ImagePicker } from '@/src/ui/ImagePicker';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { usePopup } from '@/src/ui/PopupProvider';
import { Section } from '@/src/ui/Section';
import { useConfirmedDelete } from '@/src/ui/useConfirmedDelete';
import { displayValue, formatDate, formatNumber, isoDateInIndia } from '@/src/lib/format';
import { serverMessageOf } from '@/src/lib/errors';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { VoucherCodes } from './VoucherCodes';
import { VoucherFields, voucherFieldNames, voucherPayload, type VoucherValues } from './voucherFields';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { voucherPaths } from './paths';

/** The voucher detail logo is compressed to 600 px (spec, section 9). */
const logoSide = 600;

const linesOf = (text: unknown) =>
  String(text ?? '')
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(Boolean);

const formValues = (voucher: Voucher): VoucherValues => ({
  offer_name: voucher.offer_name ?? '',
  company_name: voucher.company_name ?? '',
  points_required: String(voucher.points_required ?? ''),
  validity: voucher.validity ?? '',
  is_scheme: !!voucher.is_scheme,
  description: voucher.description ?? '',
  redeem_instruction: voucher.redeem_instruction ?? '',
});

function VoucherEditForm({ voucher, onDone }: { voucher: Voucher; onDone: () => void }) {
  const translate = useTranslate();
  const popup = usePopup();
  const [update] = useUpdate();
  // Today is India's; the voucher's own expiry is kept even once it is past.
  const current: string | undefined = voucher.validity;
  const schema = useMemo(() => voucherChanges(() => isoDateInIndia(), current), [current]);
  const save = useOneSave(async (values: VoucherValues) => {
    try {
      const data = { ...voucherPayload(values), voucher_code: voucher.voucher_code, status: voucher.status };
      await update(
        'vouchers',
        { id: voucher.id, data, previousData: voucher },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      popup.showSuccess(translate('app.vouchers.updated'));
      onDone();
    } catch (error) {
      // The spec's default for this update, whatever the data provider's own default.
      popup.showError(serverMessageOf(error) || translate('app.vouchers.update_error'));
      return submissionErrors(error, voucherFieldNames);
    }
  });
  return (
    <AppForm defaultValues={formValues(voucher)} schema={schema} onSubmit={save}>
      <FormCard>
        <VoucherFields />
        <FormActions>
          <FormCancelButton onCancel={onDone} />
          <SubmitButton label={translate('app.vouchers.save_changes')} />
        </FormActions>
      </FormCard>
    </AppForm>
  );
}

function LogoUpdate({ voucher }: { voucher: Voucher }) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!logo) return;
    setBusy(true);
    try {
      await dataProvider.updateVoucherImages(voucher.id, { company_logo: logo });
      setLogo(null);
      await queryClient.invalidateQueries();
      popup.showSuccess(translate('app.vouchers.updated'));
    } catch (error) {
      popup.showError(errorText(error, 'app.vouchers.update_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ImageLink
        src={voucher.company_logo}
        alt={translate('app.vouchers.company_logo')}
        openLabel={translate('app.vouchers.company_logo')}
        maxHeight={96}
      />
      <ImagePicker
        label={translate('app.vouchers.company_logo')}
        value={logo}
        onChange={setLogo}
        maxSide={logoSide}
        onBusyChange={setBusy}
      />
      <Button variant="outlined" onClick={send} disabled={!logo || busy}>
        {translate('app.vouchers.update_logo')}
      </Button>
    </Stack>
  );
}

/** /vouchers/voucher-detail/{id}: the voucher, edited in place, its codes, logo and soft delete. */
export default function VoucherDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const errorText = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === '1';
  const setEditing = (on: boolean) => setSearchParams(on ? { edit: '1' } : {}, { replace: true });
  const { data: voucher, isPending, error } = useGetOne<Voucher>('vouchers', { id: addressId<Voucher>(id) });
  const deletion = useConfirmedDelete({
    resource: 'vouchers',
    deletedKey: 'app.vouchers.deleted',
    failedKey: 'app.vouchers.delete_failed',
    onDeleted: () => navigate(voucherPaths.voucherList),
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.vouchers.${key}`, options);

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !voucher)
    return (
      <RecordPageMessage title={t('detail_title')} message={errorText(error, 'app.vouchers.fetch_details_failed')} />
    );

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <PageHeader title={voucher.offer_name || t('detail_title')}>
        {voucher.is_scheme && <Chip color="primary" label={t('scheme_badge')} />}
        {!editing && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {translate('app.common.edit')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => deletion.ask(voucher)}>
          {translate('app.common.delete')}
        </Button>
      </PageHeader>
      <ImageLink src={voucher.banner_image} alt={t('banner')} openLabel={t('banner')} maxHeight={200} />
      {editing ? (
        <VoucherEditForm voucher={voucher} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Section title={t('detail_title')}>
            <DetailGrid
              items={[
                { label: t('offer_name'), value: displayValue(voucher.offer_name) },
                { label: t('code'), value: displayValue(voucher.voucher_code) },
                { label: t('company'), value: displayValue(voucher.company_name) },
                { label: t('points_required'), value: `${formatNumber(voucher.points_required)} PTS` },
                { label: t('expiry_date'), value: formatDate(voucher.validity) },
              ]}
            />
          </Section>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Section title={t('about_the_voucher')}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{displayValue(voucher.description)}</Typography>
            </Section>
            <Section title={t('redeem_title')}>
              <Box component="ul" sx={{ pl: 3, m: 0 }}>
                {linesOf(voucher.redeem_instruction).map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </Box>
            </Section>
          </Box>
        </>
      )}
      <Section title={t('company_logo')}>
        <LogoUpdate voucher={voucher} />
      </Section>
      <VoucherCodes voucherId={voucher.id} />
      <HistoryPanel targetType="voucher" targetId={voucher.id} />
      {deletion.dialog}
    </Box>
  );
}
