import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '@/contract/users';
import { Confirm, useDataProvider, useDelete, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { NamedChoice } from './userCalls';
import { personName } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useDecisionFailureText } from '@/src/live/useDecisionFailureText';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { usePopup } from '@/src/ui/PopupProvider';
import { RoleDialog } from './RoleDialog';

/** Role id an architect is verified with (spec, section 9). */
const architectRoleId = 1;

type Step = 'confirmArchitect' | 'chooseRole' | 'reject';

/** A new user is rejected by deleting the account (`DELETE user/user/delete/{id}/`, a `users` route). */
const REJECTED_BY_DELETION = [{ resource: 'users', action: 'delete' }];
/**
 * Approving a sign-up (an architect after a confirmation, anyone else with a chosen role) or
 * rejecting it (deleting the account) after a confirmation; `ask(user, decision)` opens the
 * dialog, `dialogs` renders them. One request goes out; then the spec's pop-up and `onDone`.
 */
export function useNewUserDecision(onDone: () => void) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const failureText = useDecisionFailureText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const once = useSingleFlight();
  // The user stays while a dialog closes, so its text does not change as it fades.
  const [subject, setSubject] = useState<{ user: User; step: Step | null } | null>(null);
  const closeDialog = () => setSubject(current => current && { ...current, step: null });
  const { data: roles = [] } = useGetList<NamedChoice>('roles', {}, { onError: error => console.error(error) });
  const [deleteUser, { isPending: rejecting }] = useDelete();

  const verify = useMutation({
    mutationFn: ({ id, role }: { id: User['id']; role: number }) => dataProvider.verifyUser(id, role),
    onSuccess: () => {
      closeDialog();
      popup.showSuccess(translate('app.new_user.verified'));
      onDone();
    },
    onError: (failure, { id }) => {
      closeDialog();
      popup.showError(
        failureText(
          { resource: 'newUsers', id, alsoDecidedBy: REJECTED_BY_DELETION },
          errorText(failure, 'app.new_user.verify_failed'),
        ),
      );
    },
  });

  const user = subject?.user;
  const step = subject?.step ?? null;
  const name = user ? personName(user) : '';

  const reject = () =>
    once(async () => {
      if (!user) return;
      try {
        await deleteUser('newUsers', { id: user.id, previousData: user }, { returnPromise: true });
        popup.showSuccess(translate('app.new_user.rejected'), translate('app.common.rejected_title'));
        onDone();
      } catch (failure) {
        popup.showError(
          failureText(
            { resource: 'newUsers', id: user.id, alsoDecidedBy: REJECTED_BY_DELETION },
            errorText(failure, 'app.new_user.reject_failed'),
          ),
        );
      } finally {
        closeDialog();
      }
    });

  const approveWith = (role: number) =>
    once(() => user && verify.mutateAsync({ id: user.id, role }).catch(() => undefined));

  const ask = (candidate: User, decision: 'approve' | 'reject') => {
    const approveStep = candidate.user_type === 'architect' ? 'confirmArchitect' : 'chooseRole';
    setSubject({ user: candidate, step: decision === 'approve' ? approveStep : 'reject' });
  };

  const dialogs = (
    <>
      <Confirm
        isOpen={step === 'confirmArchitect'}
        loading={verify.isPending}
        title={translate('app.new_user.confirm_title')}
        content={translate('app.new_user.confirm_text', { name })}
        confirm={translate('app.new_user.approve')}
        cancel={translate('app.common.cancel')}
        onConfirm={() => approveWith(architectRoleId)}
        onClose={closeDialog}
      />
      <RoleDialog
        key={user?.id}
        open={step === 'chooseRole'}
        name={name}
        roles={roles}
        busy={verify.isPending}
        onConfirm={approveWith}
        onClose={closeDialog}
      />
      <Confirm
        isOpen={step === 'reject'}
        loading={rejecting}
        title={translate('app.new_user.reject_title')}
        content={translate('app.new_user.reject_text')}
        confirm={translate('app.new_user.reject')}
        cancel={translate('app.common.cancel')}
        confirmColor="warning"
        onConfirm={reject}
        onClose={closeDialog}
      />
    </>
  );
  return { ask, dialogs, verifying: verify.isPending, rejecting };
}
