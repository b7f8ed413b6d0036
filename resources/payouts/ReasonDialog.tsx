import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { lineReason } from '@/contract/payouts/input';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { schemaResolver } from '@/src/ui/form/schemaResolver';
import { FormDialog } from '@/src/ui/form/FormDialog';

const resolver = schemaResolver<{ reason: string }>(lineReason);

/** What a line's decision asks for, in words. */
export interface ReasonRequest {
  title: string;
  text: string;
  confirmLabel: string;
  tone: 'primary' | 'error';
  /** i18n key of the failure's words when the server gives none. */
  failedKey: string;
  send: (reason: string) => Promise<unknown>;
}

interface ReasonDialogProps {
  request: ReasonRequest;
  onClose: () => void;
  onDone: () => void;
}

/** A decision on a line that says why (keep a held line, cancel a failed one). */
export function ReasonDialog({ request, onClose, onDone }: ReasonDialogProps) {
  const translate = useTranslate();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });
  return (
    <FormDialog
      {...request}
      form={form}
      fields={['reason']}
      send={({ reason }) => request.send(reason.trim())}
      onClose={onClose}
      onDone={onDone}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={translate('app.payouts.reason')}
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
