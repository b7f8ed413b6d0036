import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '@/dataProvider';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { ImportPreviewDialog, type PreviewState } from '@/src/ui/import/ImportPreviewDialog';
import { SheetFileInput } from '@/src/ui/import/SheetFileInput';
import { usePopup } from '@/src/ui/PopupProvider';
import { applyRates } from './applyRates';
import { previewRates } from './previewRates';
import { rateProductSource } from './rateProductSource';
import type { Rate } from './rateSheet';
import type { TermsValues } from '../form/schemeFormValues';

const applies = { buttonKey: 'app.schemes.rates_apply', closingKey: 'app.schemes.rates_apply_note' };

/**
 * "Import rates": a sheet of per-product rates, previewed row by row against the catalogue, its
 * fine rows put in the form's rules once confirmed (nothing is sent until the draft is saved).
 */
export function ImportRatesButton() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const { getValues, setValue, clearErrors } = useFormContext<TermsValues>();
  const input = useRef<HTMLInputElement>(null);
  const previewing = useRef<AbortController | null>(null);
  const [fileName, setFileName] = useState('');
  const [state, setState] = useState<PreviewState | null>(null);
  const [rates, setRates] = useState<Rate[]>([]);

  const choose = async (file: File) => {
    const controller = new AbortController();
    previewing.current = controller;
    setFileName(file.name);
    setState({ status: 'reading' });
    try {
      const read = await previewRates(
        await file.arrayBuffer(),
        rateProductSource(dataProvider, controller.signal),
        t,
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setRates(read.rates);
      setState({ status: 'ready', preview: read.preview });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'failed', message: errorText(error) });
    }
  };

  const close = () => {
    previewing.current?.abort();
    previewing.current = null;
    setState(null);
  };

  const apply = () => {
    setValue('rules', applyRates(getValues('rules'), rates), { shouldDirty: true });
    clearErrors('rules');
    close();
    popup.showSuccess(t('rates_applied', { smart_count: rates.length }));
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
        {t('rates_import')}
      </Button>
      <SheetFileInput
        ref={input}
        label={t('rates_import')}
        onChoose={file => void choose(file)}
        onWrongFile={() => popup.showError(t('rates_file_invalid'))}
      />
      <ImportPreviewDialog fileName={fileName} state={state} applies={applies} onImport={apply} onCancel={close} />
    </>
  );
}
