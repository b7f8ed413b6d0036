import { useErrorMessage } from '@/src/lib/useErrorMessage';
import type { SaveResult } from '@/src/ui/form/AppForm';
import { serverFieldErrors, submissionErrors } from '@/src/ui/form/applyServerErrors';
import { usePopup } from '@/src/ui/PopupProvider';

/**
 * A refused change of the admin's own account: to the verification wrapper when the proof
 * of the mailbox is missing (`handleStepUpError`), else the server's field errors under
 * their fields, or, without any, the reason in a popup.
 */
export function useSettingsFailure(handleStepUpError: (error: unknown) => boolean) {
  const popup = usePopup();
  const errorText = useErrorMessage();
  return (error: unknown, fields: string[], fallbackKey: string): SaveResult => {
    if (handleStepUpError(error)) return undefined;
    if (!Object.keys(serverFieldErrors(error, fields)).length) popup.showError(errorText(error, fallbackKey));
    return submissionErrors(error, fields);
  };
}
