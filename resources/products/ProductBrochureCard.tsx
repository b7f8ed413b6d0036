import { Box, Button, Link, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Product } from './catalogueTypes';
import { safeUrl } from '@/src/lib/safeUrl';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { pdfProblem } from '@/src/ui/PdfPicker';
import { usePopup } from '@/src/ui/PopupProvider';
import { Section } from '@/src/ui/Section';
import { pdfPickerTexts } from './productTexts';

/** Product Brochure: add or replace the PDF, view it in a new tab, delete it after confirming. */
export function ProductBrochureCard({ product, onSaved }: { product: Product; onSaved: () => unknown }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const link = safeUrl(product.product_pdf);

  const save = (file: File | null) =>
    once(async () => {
      setBusy(true);
      const failedKey = file ? 'app.products.brochure_failed' : 'app.products.brochure_delete_failed';
      try {
        await dataProvider.updateProductBrochure(product.id, file);
        await onSaved();
        void popup.showSuccess(t(file ? 'brochure_updated' : 'brochure_deleted'));
      } catch (error) {
        popup.showError(errorText(error, failedKey));
      } finally {
        setBusy(false);
      }
    });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = pdfProblem(file, pdfPickerTexts(translate));
    if (problem) popup.showError(problem);
    else void save(file);
  };

  return (
    <Section title={t('brochure')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {link ? (
          <Link
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
          >
            <PictureAsPdfIcon />
            {t('view_pdf')}
          </Link>
        ) : (
          <Typography color="text.secondary">{t('no_pdf')}</Typography>
        )}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {t(link ? 'update_pdf' : 'add_pdf')}
          </Button>
          {product.product_pdf && (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
              {t('delete_pdf')}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-label={t('brochure')}
          onChange={event => {
            const file = event.target.files?.[0];
            event.target.value = '';
            choose(file);
          }}
        />
      </Box>
      <Confirm
        isOpen={confirming}
        title={t('delete_pdf_title')}
        content={t('delete_pdf_text')}
        confirm={translate('app.common.delete')}
        cancel={translate('app.common.cancel')}
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          void save(null);
        }}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}
