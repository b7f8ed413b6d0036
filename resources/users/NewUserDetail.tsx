import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Confirm, useDataProvider, useDelete, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider, NamedChoice } from '../../dataProvider';
import { paths } from '../../src/routes';
import { useGoBack } from '../../src/lib/useGoBack';
import { DetailGrid } from '../../src/ui/DetailGrid';
import { ImageWithDownload } from '../../src/ui/ImageWithDownload';
import { PageHeader } from '../../src/ui/PageHeader';
import { usePopup } from '../../src/ui/PopupProvider';
import { displayValue, formatDate } from '../../src/lib/format';
import { personName, titleCase } from '../../src/lib/text';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { RoleDialog } from './RoleDialog';

/** Role id an architect is verified with (spec, section 9). */
const architectRoleId = 1;

type Step = 'confirmArchitect' | 'chooseRole' | 'reject' | null;

/** /user/new-user-detail/{id}: review a sign-up, then approve it with a role or reject it. */
export default function NewUserDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const goBack = useGoBack(paths.userList);
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [step, setStep] = useState<Step>(null);
  const { data: user, isPending, error } = useGetOne<RaRecord>('newUsers', { id });
  const { data: roles = [] } = useGetList<NamedChoice & RaRecord>(
    'roles',
    {},
    { onError: error => console.error(error) },
  );
  const [deleteUser, { isPending: rejecting }] = useDelete();
  const once = useSingleFlight();

  const verify = useMutation({
    mutationFn: (role: number) => dataProvider.verifyUser(id, role),
    onSuccess: () => {
      setStep(null);
      popup.showSuccess(translate('app.new_user.verified'));
      goBack();
    },
    onError: failure => {
      setStep(null);
      popup.showError(errorText(failure, 'app.new_user.verify_failed'));
    },
  });

  const reject = () =>
    once(async () => {
      try {
        await deleteUser('newUsers', { id, previousData: user }, { returnPromise: true });
        popup.showSuccess(translate('app.new_user.rejected'), translate('app.common.rejected_title'));
        goBack();
      } catch (failure) {
        popup.showError(errorText(failure, 'app.new_user.reject_failed'));
      } finally {
        setStep(null);
      }
    });

  const approveWith = (role: number) => once(() => verify.mutateAsync(role).catch(() => undefined));

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !user) return <Alert severity="error">{errorText(error, 'app.users.load_failed')}</Alert>;

  const name = personName(user);
  const isArchitect = user.user_type === 'architect';
  const approve = () => setStep(isArchitect ? 'confirmArchitect' : 'chooseRole');

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={translate('app.new_user.title')}
        documentTitle={translate('app.document_title.new_user', { name })}
      >
        <Button variant="contained" color="success" onClick={approve} disabled={verify.isPending}>
          {translate('app.new_user.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setStep('reject')} disabled={rejecting}>
          {translate('app.new_user.reject')}
        </Button>
      </PageHeader>
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

      <Confirm
        isOpen={step === 'confirmArchitect'}
        loading={verify.isPending}
        title={translate('app.new_user.confirm_title')}
        content={translate('app.new_user.confirm_text', { name })}
        confirm={translate('app.new_user.approve')}
        cancel={translate('app.common.cancel')}
        onConfirm={() => approveWith(architectRoleId)}
        onClose={() => setStep(null)}
      />
      <RoleDialog
        open={step === 'chooseRole'}
        name={name}
        roles={roles}
        busy={verify.isPending}
        onConfirm={approveWith}
        onClose={() => setStep(null)}
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
        onClose={() => setStep(null)}
      />
    </Box>
  );
}
