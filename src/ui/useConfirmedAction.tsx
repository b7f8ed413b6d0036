import { useState, type ReactNode } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useDecisionErrorMessage } from '../lib/useDecisionErrorMessage';
import { useDecisionFailureText, type DecidedRecord } from '../live/useDecisionFailureText';
import { useSingleFlight } from '../lib/useSingleFlight';
import { usePopup } from './PopupProvider';
import { awaitsSecondApproval } from './fourEyes/firstApproval';

export interface ConfirmedAction {
  title: string;
  text: string;
  /** What else the decider should see under the text (the member's KYC). */
  detail?: ReactNode;
  confirmLabel: string;
  tone: 'primary' | 'warning';
  run: () => Promise<unknown>;
  successText: string;
  /** The spec's text when it fails for a reason other than the request (400, 401, 403). */
  failedText?: string;
  /** The record decided, so that a failure can name another administrator who decided it a moment ago. */
  record?: DecidedRecord;
  /** The words of a failure, where they are not a decision's (a scheme's approval shows the server's 403 message). */
  failureText?: (error: unknown) => string;
}

/**
 * An approve or reject that asks first: `ask(action)` opens the dialog; one request goes
 * out however often it is confirmed; then a pop-up says how it went and every list reloads.
 */
export function useConfirmedAction(onDone?: () => void) {
  const translate = useTranslate();
  const popup = usePopup();
  const decisionError = useDecisionErrorMessage();
  const failureText = useDecisionFailureText();
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = () =>
    once(async () => {
      if (!action) return;
      setBusy(true);
      try {
        const answer = await action.run();
        // Above the four-eyes threshold, an approval waits for a second administrator's.
        popup.showSuccess(awaitsSecondApproval(answer) ? translate('app.four_eyes.first_done') : action.successText);
        onDone?.();
      } catch (error) {
        popup.showError(
          action.failureText?.(error) ?? failureText(action.record, decisionError(error, action.failedText)),
        );
      } finally {
        setBusy(false);
        setAction(null);
        await queryClient.invalidateQueries();
      }
    });

  const dialog = (
    <Confirm
      isOpen={!!action}
      loading={busy}
      title={action?.title ?? ''}
      content={
        action?.detail ? (
          <Stack spacing={2}>
            <DialogContentText>{action.text}</DialogContentText>
            {action.detail}
          </Stack>
        ) : (
          (action?.text ?? '')
        )
      }
      confirm={action?.confirmLabel ?? ''}
      cancel={translate('app.common.cancel')}
      confirmColor={action?.tone ?? 'primary'}
      onConfirm={confirm}
      onClose={() => setAction(null)}
    />
  );
  return { ask: setAction, dialog };
}
