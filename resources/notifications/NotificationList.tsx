import { Box, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { AdminNotification } from './notificationCalls';
import { FailureAlert } from '@/src/ui/FailureAlert';
import { PageHeader } from '@/src/ui/PageHeader';
import { ListPager } from '@/src/ui/list/ListPager';
import { listPageSize } from '@/src/ui/list/ResourceList';
import { RovingRows } from '@/src/ui/list/RovingRows';
import { NotificationDialog } from './NotificationDialog';
import { NotificationGroups } from './NotificationGroups';
import { NotificationListSource, notificationsResource, useReloadNotifications } from './NotificationListSource';

const newestFirst = { field: 'created_at', order: 'DESC' as const };
// The failure is shown in the page (one call, no silent retries), not also as a toast.
const queryOptions = { retry: false, onError: () => {} };

/** The list's content: loading, its failure, its empty text, or the page of notifications with the pager. */
function NotificationsPage() {
  const translate = useTranslate();
  const { isPending, error, total = 0, perPage } = useListContext();
  const reload = useReloadNotifications();
  // The last one viewed stays in the modal while it fades out; `open` says whether it is shown.
  const [viewed, setViewed] = useState<AdminNotification | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      {isPending && <CircularProgress aria-label={translate('app.common.loading')} />}
      {error && <FailureAlert error={error} messageKey="app.notifications.load_failed" />}
      {!isPending && !error && total === 0 && (
        <Typography color="text.secondary">{translate('app.notifications.empty')}</Typography>
      )}
      <RovingRows>
        <NotificationGroups
          onView={notification => {
            setViewed(notification);
            setOpen(true);
          }}
        />
      </RovingRows>
      {total > perPage && <ListPager />}
      <NotificationDialog
        notification={viewed}
        open={open}
        onClose={() => {
          setOpen(false);
          // Viewing marks it read; a list that shrank under the shown page goes back to its last page.
          void reload();
        }}
      />
    </>
  );
}

/** /notifications: Today, Yesterday, This week and Last week, 20 to a page (the page in the URL), each with a View modal. */
export default function NotificationList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.notifications.title')} />
      <NotificationListSource>
        <ListBase
          resource={notificationsResource}
          storeKey={notificationsResource}
          sort={newestFirst}
          perPage={listPageSize}
          queryOptions={queryOptions}
        >
          <NotificationsPage />
        </ListBase>
      </NotificationListSource>
    </Box>
  );
}
