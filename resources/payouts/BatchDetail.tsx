import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useRefresh, useTranslate } from 'react-admin';
import { readUserId } from '@/authProvider';
import type { AnswerPreview, BatchLine, PayoutBatch } from '@/contract/payouts/records';
import type { AppDataProvider } from '@/dataProvider';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { addressId } from '@/src/lib/addressId';
import { saveBlob } from '@/src/lib/download';
import { formatNumber, formatRupees } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { Section } from '@/src/ui/Section';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { AnswerDialog } from './AnswerDialog';
import { BatchLines, type LineDecisions } from './BatchLines';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { ReleaseDialog } from './ReleaseDialog';
import { BatchStatusChip } from './StatusChips';
import { TotalsTable } from './TotalsTable';
import { byAt } from './batchWords';
import { payoutPaths } from './paths';
import { useFormats } from './useFormats';

/** Whether a line's payout is reopened: the bank failed it or sent it back. */
const reopens = (line: BatchLine) => line.status === 'failed' || line.status === 'returned';

/** Whether the signed-in administrator built the batch: its maker may not release it. */
const builtByMe = (batch: PayoutBatch) => String(batch.created_by.id) === readUserId();

/**
 * /payouts/batches/{id}: a batch's totals by mode and its held count above its lines; a draft's
 * Release (another administrator than its maker, after its totals and warnings) and Discard; a
 * released batch's bank file and the bank's answer read back; a held line kept by an owner, a
 * failed or returned line cancelled where the backend credits cash back (else paid again, as the page says).
 */
export default function BatchDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const { labelOf } = useFormats();
  // A batch of thousands of lines is taken as answered, not compared with the last answer field by field.
  const {
    data: batch,
    isPending,
    error,
  } = useGetOne<PayoutBatch>('payouts', { id: addressId<PayoutBatch>(id) }, { structuralSharing: false });
  const { ask, dialog } = useConfirmedAction();
  const mayRelease = useMayAccess({ resource: 'payouts', action: 'approve' });
  const mayDiscard = useMayAccess({ resource: 'payouts', action: 'delete' });
  const mayDownload = useMayAccess({ resource: 'payouts', action: 'export' });
  const mayReconcile = useMayAccess({ resource: 'payouts', action: 'import' });
  const mayCancel = useMayAccess({ resource: 'payouts', action: 'edit' });
  const mayKeep = useMayAccess({ resource: 'payoutHolds', action: 'approve' });
  const [releasing, setReleasing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [reasonAsked, setReasonAsked] = useState<ReasonRequest | null>(null);

  // The batches' list leaves each batch's summary in the cache, without lines: the batch is drawn once read whole.
  const partial = batch !== undefined && batch.lines === undefined && !error;
  if (isPending || partial) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  const title = t('batch_name', { id });
  if (error || !batch)
    return <RecordPageMessage title={title} message={errorText(error, 'app.payouts.fetch_one_failed')} />;

  const draft = batch.status === 'draft';
  const mine = builtByMe(batch);
  const done = (text: string) => {
    void popup.showSuccess(text);
    refresh();
  };

  const discard = () =>
    ask({
      title: t('discard_title', { id: batch.id }),
      text: t('discard_text'),
      confirmLabel: t('discard'),
      tone: 'warning',
      run: async () => {
        await dataProvider.discardPayoutBatch(batch.id);
        navigate(payoutPaths.batchList);
      },
      successText: t('discarded'),
      failureText: failure => errorText(failure, 'app.payouts.discard_failed'),
    });
  const download = () =>
    once(async () => {
      try {
        saveBlob(await dataProvider.downloadPayoutFile(batch.id), batch.file?.name ?? `batch-${batch.id}`);
      } catch (failure) {
        popup.showError(errorText(failure, 'app.payouts.download_failed'));
      }
    });
  const decisions: LineDecisions = {
    keep:
      mayKeep && draft
        ? (line: BatchLine) =>
            setReasonAsked({
              title: t('keep_title', { name: line.member.name }),
              text: t('keep_text'),
              confirmLabel: t('keep'),
              tone: 'primary',
              failedKey: 'app.payouts.keep_failed',
              send: reason => dataProvider.keepPayoutLine(line.id, reason),
            })
        : undefined,
    cancel:
      mayCancel && batch.cancellable
        ? (line: BatchLine) =>
            setReasonAsked({
              title: t('cancel_title', { name: line.member.name }),
              text: t('cancel_text', { amount: formatRupees(line.amount) }),
              confirmLabel: t('cancel_payout'),
              tone: 'error',
              failedKey: 'app.payouts.cancel_failed',
              send: reason => dataProvider.cancelPayoutLine(line.id, reason),
            })
        : undefined,
  };
  const applied = (answer: AnswerPreview) => {
    setAnswering(false);
    done(t('answer_applied', { smart_count: answer.rows.filter(row => row.changes).length }));
  };

  return (
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <PageHeader title={title}>
        <BatchStatusChip status={batch.status} />
        {draft && mayRelease && (
          <Button
            variant="contained"
            onClick={() => setReleasing(true)}
            disabled={mine}
            aria-describedby={mine ? 'release-why' : undefined}
          >
            {t('release')}
          </Button>
        )}
        {draft && mayDiscard && (
          <Button variant="outlined" color="error" onClick={discard}>
            {t('discard')}
          </Button>
        )}
        {batch.file && mayDownload && (
          <Button variant="contained" onClick={download}>
            {t('download_file')}
          </Button>
        )}
        {!draft && mayReconcile && (
          <Button variant="outlined" onClick={() => setAnswering(true)}>
            {t('upload_answer')}
          </Button>
        )}
      </PageHeader>
      {draft && mine && mayRelease && (
        <Alert id="release-why" severity="info">
          {t('release_not_maker')}
        </Alert>
      )}
      <Section title={t('summary')}>
        <DetailGrid
          items={[
            { label: t('format'), value: labelOf(batch.format) },
            { label: t('built_by'), value: byAt(batch.created_by, batch.created_at) },
            { label: t('released_by'), value: byAt(batch.released_by, batch.released_at) || t('not_released') },
            ...(batch.file
              ? [
                  { label: t('file_name'), value: batch.file.name },
                  {
                    label: t('file_sha256'),
                    value: (
                      <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
                        {batch.file.sha256}
                      </Box>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={t('totals')}>
        <TotalsTable totals={batch.totals} label={t('totals_by_mode')} />
        <Typography sx={{ mt: 2 }}>
          {t('held_count', { smart_count: batch.totals.held })}
          {batch.totals.overdue > 0 && ` · ${t('overdue_count', { smart_count: batch.totals.overdue })}`}
        </Typography>
      </Section>
      {!batch.cancellable && batch.lines.some(reopens) && <Alert severity="info">{t('paid_again_only')}</Alert>}
      <Section title={t('lines_heading', { count: formatNumber(batch.lines.length) })}>
        <BatchLines batch={batch} decisions={decisions} />
      </Section>
      {releasing && (
        <ReleaseDialog
          batch={batch}
          release={() => dataProvider.releasePayoutBatch(batch.id)}
          onClose={() => setReleasing(false)}
          onReleased={({ dropped }) => {
            setReleasing(false);
            done(dropped.length > 0 ? t('released_dropped', { smart_count: dropped.length }) : t('released'));
          }}
        />
      )}
      {answering && <AnswerDialog batch={batch} onClose={() => setAnswering(false)} onApplied={applied} />}
      {reasonAsked && (
        <ReasonDialog
          request={reasonAsked}
          onClose={() => setReasonAsked(null)}
          onDone={() => {
            setReasonAsked(null);
            done(t('line_decided'));
          }}
        />
      )}
      {dialog}
    </Box>
  );
}
