import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '@/dataProvider';
import type { AdminNotification } from './notificationCalls';
import { appPath } from '@/src/lib/appPath';
import { displayValue, formatDateTime } from '@/src/lib/format';
import { FailureAlert } from '@/src/ui/FailureAlert';
import { useRoutePatterns } from '@/src/areasContext';
import { NotificationAvatar } from './NotificationAvatar';

interface NotificationDialogProps {
  /** The notification as listed: shown at once, then replaced by the detail call's answer. */
  notification: AdminNotification | null;
  open: boolean;
  onClose: () => void;
}

/** The action URL as a link only when it is a path of this app; anything else stays plain text. */
function ActionLink({ url, onFollow }: { url: string | null; onFollow: () => void }) {
  const translate = useTranslate();
  const path = appPath(url, useRoutePatterns());
  if (path) {
    return (
      <Link component={RouterLink} to={path} onClick={onFollow}>
        {translate('app.notifications.open_link')}
      </Link>
    );
  }
  return <Typography sx={{ overflowWrap: 'anywhere' }}>{displayValue(url)}</Typography>;
}

/** View: one notification with who, when and where it points. */
export function NotificationDialog({ notification, open, onClose }: NotificationDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = (key: string) => translate(`app.notifications.${key}`);
  const detail = useQuery({
    queryKey: ['notifications', 'detail', notification?.id],
    queryFn: () => dataProvider.getNotification(notification!.id),
    enabled: notification !== null,
    // A failure is shown at once (the Refresh button asks again), not after three silent retries.
    retry: false,
  });
  const shown = detail.data ?? notification;

  return (
    <Dialog
      open={open && notification !== null}
      onClose={onClose}
      aria-labelledby="notification-title"
      fullWidth
      maxWidth="sm"
    >
      {shown && (
        <>
          <DialogTitle id="notification-heading" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <NotificationAvatar notification={shown} />
            <span id="notification-title">{shown.title}</span>
          </DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{shown.message}</Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
            >
              <Typography component="dt" color="text.secondary">
                {t('from')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {displayValue(shown.user_name)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('date')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(shown.created_at)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('link')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <ActionLink url={shown.action_url} onFollow={onClose} />
              </Box>
            </Box>
            {detail.isFetching && (
              <Stack direction="row" sx={{ mt: 2 }}>
                <CircularProgress size={20} aria-label={translate('app.common.loading')} />
              </Stack>
            )}
            {detail.error && (
              <FailureAlert error={detail.error} messageKey="app.notifications.load_failed" sx={{ mt: 2 }} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
