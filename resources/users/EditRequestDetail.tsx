import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { BeingReviewedNotice } from '@/src/live/BeingReviewedNotice';
import { usePresence } from '@/src/live/usePresence';
import { displayValue } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { userPaths } from './paths';

const changedFields = ['firm_name', 'firm_type', 'user_type'] as const;
const logOnly = { onError: (error: unknown) => console.error(error) };

/** /user/edit-request/detail/{id}: each proposed change beside the current value; approve or reject, then the list. */
export default function EditRequestDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.edit_request.${key}`, options);
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const request = useQuery({
    queryKey: ['proposedProfileUpdate', id],
    queryFn: () => dataProvider.getProposedProfileUpdate(id),
    retry: false,
  });
  const goBack = useGoBack(userPaths.userList);
  const action = useConfirmedAction(goBack);
  usePresence('editRequests', id);
  const userTypes = useGetList('userTypes', {}, logOnly);
  const firmTypes = useGetList('firmTypes', {}, logOnly);

  if (request.isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (request.error || !request.data) {
    return (
      <RecordPageMessage
        title={t('title')}
        message={errorText(request.error, 'app.user_detail.edit_request.request_failed')}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
          {translate('app.common.back')}
        </Button>
      </RecordPageMessage>
    );
  }

  const { proposed_changes: proposed = {}, user: member, status } = request.data;
  // Approved or rejected already: it can be read, not decided again.
  const pending = status === undefined || status === 'pending';
  const current = typeof member === 'object' && member !== null ? member : {};
  const name = personName(current);
  /** Types by their label in the choice lists, else title-cased; the firm name as it is. */
  const shown = (field: (typeof changedFields)[number], value: unknown) => {
    if (field === 'firm_name') return displayValue(value);
    const labels = field === 'user_type' ? userTypes : firmTypes;
    return displayValue(labels.data?.find(choice => choice.id === value)?.value ?? titleCase(value));
  };

  const decide = (decision: 'allow' | 'reject') =>
    action.ask({
      title: t(decision === 'allow' ? 'approve_title' : 'reject_title'),
      text: t(decision === 'allow' ? 'approve_text' : 'reject_text', { name }),
      confirmLabel: t(decision === 'allow' ? 'approve' : 'reject'),
      tone: decision === 'allow' ? 'primary' : 'warning',
      successText: t(decision === 'allow' ? 'allowed' : 'rejected'),
      run: () => dataProvider.decideEditRequest('profile', id, decision),
      record: { resource: 'editRequests', id },
    });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')} documentTitle={translate('app.document_title.edit_request', { name })}>
        <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
          {translate('app.common.back')}
        </Button>
        {pending && (
          <>
            <Button variant="contained" color="success" onClick={() => decide('allow')}>
              {t('approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => decide('reject')}>
              {t('reject')}
            </Button>
          </>
        )}
      </PageHeader>
      {pending && <BeingReviewedNotice resource="editRequests" id={id} sx={{ mb: 2 }} />}
      {!pending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('decided')}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {displayValue(name)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {[current.email, current.phone].filter(Boolean).join(' · ')}
          </Typography>
          <Table size="small" aria-label={t('changes')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('field')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('current')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('proposed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changedFields.map(field => {
                const value = proposed[field];
                const unchanged = value === null || value === undefined || value === current[field];
                return (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {translate(`app.user_detail.${field}`)}
                    </TableCell>
                    <TableCell>{shown(field, current[field])}</TableCell>
                    <TableCell sx={{ fontWeight: unchanged ? 400 : 700 }}>
                      {value === null || value === undefined ? t('unchanged') : shown(field, value)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {action.dialog}
    </Box>
  );
}
