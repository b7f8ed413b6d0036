import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** The Cancel of a form shown in place (edit cards): disabled while the form is being saved. */
export function FormCancelButton({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onCancel} disabled={isSubmitting}>
      {translate('app.common.cancel')}
    </Button>
  );
}
