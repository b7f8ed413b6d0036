import {
  Box,
  Button,
  Card,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { notificationGroups, type AdminNotification, type NotificationGroup } from '../../dataProvider/notifications';
import { formatDateTime } from '../../src/lib/format';
import { FailureAlert } from '../../src/ui/FailureAlert';
import { PageHeader } from '../../src/ui/PageHeader';
import { Pager } from '../../src/ui/Pager';
import { pageSize } from '../../src/ui/usePagedList';
import { NotificationAvatar } from './NotificationAvatar';
import { NotificationDialog } from './NotificationDialog';

interface Listed {
  group: NotificationGroup;
  notification: AdminNotification;
}

/** /notifications: Today, Yesterday, This week and Last week, 20 to a page, each with a View modal. */
export default function NotificationList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  // The last one viewed stays in the modal while it fades out; `open` says whether it is shown.
  const [viewed, setViewed] = useState<AdminNotification | null>(null);
  const [open, setOpen] = useState(false);
  const t = (key: string, options?: object) => translate(`app.notifications.${key}`, options);
  const { data, error, isPending } = useQuery({
    queryKey: ['notifications', 'grouped'],
    queryFn: () => dataProvider.getGroupedNotifications(),
    // A failure is shown at once (the Refresh button asks again), not after three silent retries.
    retry: false,
  });

  const listed: Listed[] = notificationGroups.flatMap(group =>
    (data?.[group] ?? []).map(notification => ({ group, notification })),
  );
  const pageCount = Math.max(1, Math.ceil(listed.length / pageSize));
  // A refresh can shorten the list (older notifications leave it): never stay on a page that is gone.
  const current = Math.min(page, pageCount);
  const shown = listed.slice((current - 1) * pageSize, current * pageSize);
  const groupsShown = notificationGroups
    .map(group => ({ group, items: shown.filter(item => item.group === group) }))
    .filter(({ items }) => items.length > 0);

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')} />
      {isPending && <CircularProgress aria-label={translate('app.common.loading')} />}
      {error && <FailureAlert error={error} messageKey="app.notifications.load_failed" />}
      {data && listed.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      {groupsShown.map(({ group, items }) => (
        <Box component="section" key={group} aria-labelledby={`notifications-${group}`} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" id={`notifications-${group}`} sx={{ mb: 1 }}>
            {t(group)}
          </Typography>
          <Card>
            <List disablePadding>
              {items.map(({ notification }, index) => (
                <ListItem
                  key={notification.id}
                  divider={index < items.length - 1}
                  secondaryAction={
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => {
                        setViewed(notification);
                        setOpen(true);
                      }}
                      aria-label={t('view_label', { title: notification.title })}
                    >
                      {t('view')}
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemAvatar>
                    <NotificationAvatar notification={notification} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={notification.title}
                    secondary={
                      <>
                        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                          {notification.message}
                        </Typography>
                        <Typography component="span" variant="caption" color="text.secondary">
                          {formatDateTime(notification.created_at)}
                        </Typography>
                      </>
                    }
                    slotProps={{ primary: { fontWeight: notification.is_read ? 400 : 600 } }}
                  />
                </ListItem>
              ))}
            </List>
          </Card>
        </Box>
      ))}
      {pageCount > 1 && (
        <Pager page={current} pageCount={pageCount} hasNext={current < pageCount} onPageChange={setPage} />
      )}
      <NotificationDialog
        notification={viewed}
        open={open}
        onClose={() => {
          setOpen(false);
          // Viewing marks it read.
          void queryClient.invalidateQueries({ queryKey: ['notifications', 'grouped'] });
        }}
      />
    </Box>
  );
}
