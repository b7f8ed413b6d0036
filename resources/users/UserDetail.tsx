import { Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { User } from '@/contract/users';
import { addressId } from '@/src/lib/addressId';
import { personName } from '@/src/lib/text';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { statusOf } from '@/src/lib/errors';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { TdsCertificates } from './TdsCertificates';
import { Tax194rPanel } from './Tax194rPanel';
import { TransactionHistory } from './TransactionHistory';
import { UserEditForm } from './UserEditForm';
import { UserProfile } from './UserProfile';
import { VoucherHistory } from './VoucherHistory';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { Allowed } from '@/src/auth/Allowed';
import { useMemberSlots } from '@/src/areasContext';

/** /user/user-detail/{id}: a user's profile and its edit, TDS certificates, section 194R figures, other areas' sections (KYC), and both histories. */
export default function UserDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const { memberPanel: MemberPanel } = useMemberSlots();
  const { data: user, isPending, error } = useGetOne<User>('users', { id: addressId<User>(id) }, { retry: false });

  const title = translate('app.user_detail.title');
  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  // The retrieve answers the signed-in administrator's own id with contact details only: not a member.
  if (statusOf(error) === 404 || (user && !user.loyalty))
    return <RecordPageMessage title={title} severity="warning" message={translate('app.user_detail.not_found')} />;
  if (error || !user)
    return <RecordPageMessage title={title} message={errorText(error, 'app.user_detail.load_failed')} />;

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={title} documentTitle={translate('app.document_title.user', { name: personName(user) })}>
        <Allowed resource="users" action="edit">
          <Button
            variant={editing ? 'outlined' : 'contained'}
            startIcon={editing ? undefined : <EditIcon />}
            onClick={() => setEditing(!editing)}
          >
            {translate(editing ? 'app.user_detail.cancel_edit' : 'app.user_detail.edit')}
          </Button>
        </Allowed>
      </PageHeader>
      <Stack spacing={3}>
        <Card component="section" aria-label={translate('app.user_detail.profile')}>
          <CardContent>
            {editing ? (
              <UserEditForm user={user} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
            ) : (
              <UserProfile user={user} />
            )}
          </CardContent>
        </Card>
        <TdsCertificates userId={user.id} />
        <Allowed resource="tax194r" action="list">
          <Tax194rPanel user={user} />
        </Allowed>
        {MemberPanel && (
          <Suspense fallback={null}>
            <MemberPanel memberId={user.id} />
          </Suspense>
        )}
        <TransactionHistory userId={user.id} />
        <VoucherHistory userId={user.id} />
        <HistoryPanel targetType="user" targetId={user.id} />
      </Stack>
    </Box>
  );
}
