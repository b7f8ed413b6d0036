import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Decision, EditRequest } from './userCalls';
import { personName } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useDecisionFailureText } from '@/src/live/useDecisionFailureText';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { usePopup } from '@/src/ui/PopupProvider';

export interface EditRequestChoice {
  request: EditRequest;
  decision: Decision;
}

/**
 * Allowing or rejecting a profile or email edit request after a confirmation; `ask(choice)`
 * opens it. One request goes out; then the spec's pop-up, the lists reload and `onDone` runs.
 */
export function useEditRequestDecision(onDone?: () => void) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const failureText = useDecisionFailureText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const once = useSingleFlight();
  const [pending, setPending] = useState<EditRequestChoice | null>(null);

  const decide = useMutation({
    mutationFn: ({ request, decision }: EditRequestChoice) =>
      dataProvider.decideEditRequest(request.requestKind, request.requestId, decision),
    onSuccess: (_, { decision }) => {
      setPending(null);
      refresh();
      popup.showSuccess(translate(decision === 'allow' ? 'app.users.allowed' : 'app.users.rejected'));
      onDone?.();
    },
    onError: (error, { request }) => {
      setPending(null);
      refresh();
      popup.showError(failureText({ resource: 'editRequests', id: request.requestId }, errorText(error)));
    },
  });

  const allow = pending?.decision === 'allow';
  const wording = pending && { name: personName(pending.request), type: pending.request.requestType.toLowerCase() };
  const dialog = (
    <Confirm
      isOpen={!!pending}
      loading={decide.isPending}
      title={translate(allow ? 'app.users.allow_title' : 'app.users.reject_title')}
      content={wording ? translate(allow ? 'app.users.allow_text' : 'app.users.reject_text', wording) : ''}
      confirm={translate(allow ? 'app.common.approve' : 'app.common.reject')}
      cancel={translate('app.common.cancel')}
      confirmColor={allow ? 'primary' : 'warning'}
      onConfirm={() => once(() => pending && decide.mutateAsync(pending).catch(() => undefined))}
      onClose={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
