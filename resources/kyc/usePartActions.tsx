import { Alert, Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { readUserId } from '@/authProvider';
import type { KycMember, KycPartState } from '@/contract/kyc/records';
import type { KycPart } from '@/contract/kyc/states';
import type { AppDataProvider } from '@/dataProvider';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { formatDateTime } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { usePopup } from '@/src/ui/PopupProvider';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { ManualDialog } from './ManualDialog';

/** What a part of a member's KYC offers: its buttons, what waits on it, and its dialogs. */
export interface PartActions {
  actions: ReactNode;
  notices: ReactNode;
  dialogs: ReactNode;
}

/**
 * A part's Check, where a number is on record (the configured verifier; a refusal or a verifier down says so in the server's
 * words, the state unchanged), its manual outcome recorded, and its Confirm, offered to another
 * administrator than the one who recorded it.
 */
export function usePartActions(member: KycMember, part: KycPart): PartActions {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const mayCheck = useMayAccess({ resource: 'kyc', action: 'create' });
  const mayRecord = useMayAccess({ resource: 'kyc', action: 'edit' });
  const mayConfirm = useMayAccess({ resource: 'kyc', action: 'approve' });
  const { ask, dialog } = useConfirmedAction();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const state: KycPartState = member[part];
  const first = state.state === 'awaiting_confirmation' ? state.first_by : undefined;
  const recordedByMe = !!first && String(first.id) === readUserId();
  const onRecord = state.number !== null;
  const outcomeWord = (verified: boolean) => t(verified ? 'outcome_word_verified' : 'outcome_word_not_verified');

  const check = () =>
    once(async () => {
      setFailure(null);
      setChecking(true);
      try {
        const checked = await dataProvider.checkKyc(member.id, part);
        void popup.showSuccess(t('checked', { state: t(`state_${checked[part].state}`) }));
      } catch (error) {
        setFailure(errorText(error, 'app.kyc.check_failed'));
      } finally {
        setChecking(false);
        await queryClient.invalidateQueries();
      }
    });

  const confirm = () =>
    first &&
    ask({
      title: t(`confirm_title_${part}`, { name: member.member_name }),
      text: t('confirm_text', { name: first.name, outcome: outcomeWord(first.verified), reason: state.reason ?? '' }),
      confirmLabel: t('confirm'),
      tone: 'primary',
      run: () => dataProvider.confirmKycOutcome(member.id, part),
      successText: t('confirmed'),
      failureText: error => errorText(error, 'app.kyc.confirm_failed'),
    });

  const partName = t(`part_${part}`);
  const actions = (
    <>
      {mayCheck && onRecord && member.verifier !== 'manual' && (
        <Button variant="contained" onClick={check} disabled={checking}>
          {checking ? t('checking') : t(part === 'pan' ? 'check_pan' : 'check_account')}
        </Button>
      )}
      {mayRecord && onRecord && (
        <Button
          variant="outlined"
          onClick={() => setRecording(true)}
          aria-label={t('record_manual_of', { part: partName })}
        >
          {t('record_manual')}
        </Button>
      )}
      {first && mayConfirm && !recordedByMe && (
        <Button variant="contained" color="success" onClick={confirm} aria-label={t('confirm_of', { part: partName })}>
          {t('confirm')}
        </Button>
      )}
    </>
  );
  const notices = (
    <>
      {first && (
        <Alert severity="info">
          {recordedByMe
            ? t('awaiting_yours')
            : t('awaiting', { name: first.name, at: formatDateTime(first.at), outcome: outcomeWord(first.verified) })}
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </>
  );
  const dialogs = (
    <>
      {recording && (
        <ManualDialog
          part={part}
          memberName={member.member_name}
          send={outcome => dataProvider.recordKycOutcome(member.id, part, outcome)}
          onClose={() => setRecording(false)}
          onRecorded={() => {
            setRecording(false);
            void popup.showSuccess(t('recorded'));
            void queryClient.invalidateQueries();
          }}
        />
      )}
      {dialog}
    </>
  );
  return { actions, notices, dialogs };
}
