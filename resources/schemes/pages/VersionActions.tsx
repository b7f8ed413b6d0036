import { Box, Button, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { readUserId } from '@/authProvider';
import type { SchemeRecord, SchemeVersionRecord } from '@/contract/schemes/record';
import type { AppDataProvider } from '@/dataProvider';
import { useMayAccess } from '@/src/auth/useMayAccess';
import { formatDate } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import type { ConfirmedAction } from '@/src/ui/useConfirmedAction';
import { schemePaths } from '../paths';

interface VersionActionsProps {
  scheme: SchemeRecord;
  version: SchemeVersionRecord;
  /** Opens the confirmation of an action (useConfirmedAction's `ask`). */
  ask: (action: ConfirmedAction) => void;
}

/** Whether the signed-in administrator drafted the version, where the answer says who did (`drafted_by_id`). */
const isOwnDraft = (version: SchemeVersionRecord) =>
  version.drafted_by_id != null && String(version.drafted_by_id) === readUserId();

/**
 * A draft version's Approve (a second administrator's, of a role that may: disabled with the
 * reason otherwise), Discard, and Edit for a scheme never live.
 */
export function VersionActions({ scheme, version, ask }: VersionActionsProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorText = useErrorMessage();
  const mayApprove = useMayAccess({ resource: 'schemes', action: 'approve' });
  const mayEdit = useMayAccess({ resource: 'schemes', action: 'edit' });
  const ownDraft = isOwnDraft(version);
  const why = mayApprove === false ? t('may_not_approve') : ownDraft ? t('own_draft') : null;
  const whyId = `scheme-${scheme.id}-version-${version.version}-why`;
  const navigate = useNavigate();
  const failureText = (key: string) => (error: unknown) => errorText(error, key);
  // A scheme never live is only its draft: discarding it deletes the scheme.
  const discardDraft = async () => {
    if (scheme.status === 'live') return dataProvider.discardSchemeVersion(scheme.id, version.version);
    await dataProvider.delete('schemes', { id: scheme.id, previousData: scheme });
    navigate(schemePaths.schemeList);
  };

  const approve = () =>
    ask({
      title: t('approve_title', { version: version.version, name: scheme.name }),
      text: t('approve_text', { from: formatDate(version.valid_from) }),
      confirmLabel: t('approve'),
      tone: 'primary',
      run: () => dataProvider.approveSchemeVersion(scheme.id, version.version),
      successText: t('approved'),
      failureText: failureText('app.schemes.approve_failed'),
    });
  const discard = () =>
    ask({
      title: t('discard_title', { version: version.version }),
      text: t('discard_text'),
      confirmLabel: t('discard'),
      tone: 'warning',
      run: discardDraft,
      successText: t('discarded'),
      failureText: failureText('app.schemes.discard_failed'),
    });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="contained"
        color="success"
        onClick={approve}
        disabled={mayApprove !== true || ownDraft}
        aria-label={t('approve_version', { version: version.version })}
        aria-describedby={why ? whyId : undefined}
      >
        {t('approve')}
      </Button>
      {mayEdit && scheme.status === 'draft' && (
        <Button variant="outlined" component={Link} to={schemePaths.editScheme(scheme.id)}>
          {t('edit_draft')}
        </Button>
      )}
      {mayEdit && (
        <Button
          variant="outlined"
          color="error"
          onClick={discard}
          aria-label={t('discard_version', { version: version.version })}
        >
          {t('discard')}
        </Button>
      )}
      {why && (
        <Typography id={whyId} variant="body2" color="text.secondary">
          {why}
        </Typography>
      )}
    </Box>
  );
}
