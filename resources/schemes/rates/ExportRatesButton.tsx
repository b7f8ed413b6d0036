import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { saveRows } from '@/src/ui/export/saveRows';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { usePopup } from '@/src/ui/PopupProvider';
import { productRules } from './applyRates';
import { rateColumns, type RateRecord } from './rateExport';
import type { RateProduct } from './rateSheet';
import type { TermsValues } from '../form/schemeFormValues';

/** "Export rates": the form's per-product rules as a sheet, each product's code read from the catalogue. */
export function ExportRatesButton() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const { getValues } = useFormContext<TermsValues>();
  const [busy, setBusy] = useState(false);

  const product = (id: number) =>
    queryClient.fetchQuery({
      queryKey: ['schemeProducts', 'getOne', { id: String(id) }],
      queryFn: () => dataProvider.getOne<RateProduct>('schemeProducts', { id }),
      staleTime: 60_000,
    });

  const exportRates = async () => {
    const rules = productRules(getValues('rules'));
    if (rules.length === 0) return popup.showWarning({ title: t('rates_export'), text: t('rates_none') });
    setBusy(true);
    try {
      const records = await Promise.all(
        rules.map(async ({ target, points, cash }): Promise<RateRecord> => {
          const { data } = await product(target.id);
          return { id: target.id, code: data.code, name: data.name, points, cash };
        }),
      );
      await saveRows('scheme-rates', rateColumns, records);
    } catch (error) {
      popup.showError(errorText(error, 'app.schemes.rates_export_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportRates} disabled={busy}>
      {t(busy ? 'rates_exporting' : 'rates_export')}
    </Button>
  );
}
