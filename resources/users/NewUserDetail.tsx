import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { User } from '@/contract/users';
import { addressId } from '@/src/lib/addressId';
import { useGoBack } from '@/src/lib/useGoBack';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageWithDownload } from '@/src/ui/ImageWithDownload';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { displayValue, formatDate } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { BeingReviewedNotice } from '@/src/live/BeingReviewedNotice';
import { usePresence } from '@/src/live/usePresence';
import { useNewUserDecision } from './useNewUserDecision';
import { userPaths } from './paths';

/** /user/new-user-detail/{id}: review a sign-up, then approve it with a role or reject it. */
export default function NewUserDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const goBack = useGoBack(userPaths.userList);
  const errorText = useErrorMessage();
  const { data: user, isPending, error } = useGetOne<User>('newUsers', { id: addressId<User>(id) });
  const decision = useNewUserDecision(goBack);
  usePresence('newUsers', id);

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !user)
    return (
      <RecordPageMessage title={translate('app.new_user.title')} message={errorText(error, 'app.users.load_failed')} />
    );

  const name = personName(user);

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={translate('app.new_user.title')}
        documentTitle={translate('app.document_title.new_user', { name })}
      >
        <Button
          variant="contained"
          color="success"
          onClick={() => decision.ask(user, 'approve')}
          disabled={decision.verifying}
        >
          {translate('app.new_user.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => decision.ask(user, 'reject')}
          disabled={decision.rejecting}
        >
          {translate('app.new_user.reject')}
        </Button>
      </PageHeader>
      <BeingReviewedNotice resource="newUsers" id={user.id} sx={{ mb: 2 }} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
            <Box sx={{ minWidth: 200 }}>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {translate('app.new_user.photo')}
              </Typography>
              <ImageWithDownload
                src={user.photo}
                alt={name}
                fileName="profile_picture.jpg"
                downloadLabel={translate('app.new_user.download_photo')}
                emptyText={translate('app.common.no_photo')}
                maxHeight={200}
              />
            </Box>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h2" gutterBottom>
                {displayValue(name)}
              </Typography>
              <DetailGrid
                items={[
                  {
                    label: translate('app.new_user.referred_by'),
                    value: user.referred_by || translate('app.common.dash'),
                  },
                  {
                    label: translate('app.new_user.referral_code'),
                    value: user.referral_code || translate('app.common.dash'),
                  },
                  { label: translate('app.new_user.email'), value: displayValue(user.email) },
                  { label: translate('app.new_user.phone'), value: displayValue(user.phone) },
                  { label: translate('app.new_user.gender'), value: displayValue(titleCase(user.gender)) },
                  { label: translate('app.new_user.date_of_birth'), value: formatDate(user.date_of_birth) },
                  { label: translate('app.new_user.address'), value: displayValue(user.address) },
                  { label: translate('app.new_user.firm_name'), value: displayValue(user.firm_name) },
                  {
                    label: translate('app.new_user.firm_type'),
                    value: displayValue(user.firm_type_display ?? titleCase(user.firm_type)),
                  },
                  {
                    label: translate('app.new_user.user_type'),
                    value: displayValue(user.user_type_display ?? titleCase(user.user_type)),
                  },
                  { label: translate('app.new_user.dealer_type'), value: displayValue(titleCase(user.dealer_type)) },
                  {
                    label: translate('app.new_user.status'),
                    value: titleCase(user.status) || translate('app.new_user.pending'),
                  },
                ]}
              />
            </Box>
          </Stack>
          {user.visiting_card_front && (
            <Box sx={{ mt: 4 }}>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {translate('app.new_user.visiting_card_front')}
              </Typography>
              <ImageWithDownload
                src={user.visiting_card_front}
                alt={translate('app.new_user.visiting_card_front')}
                fileName="visiting_card_front.jpg"
                downloadLabel={translate('app.new_user.download_card')}
                maxHeight={200}
              />
            </Box>
          )}
        </CardContent>
      </Card>

      {decision.dialogs}
    </Box>
  );
}
