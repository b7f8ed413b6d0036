import { Box, Button, Card, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { notificationGroups, type AdminNotification, type NotificationGroup } from './notificationCalls';
import { formatDateTime } from '@/src/lib/format';
import { NotificationAvatar } from './NotificationAvatar';

export type ListedNotification = AdminNotification & { group: NotificationGroup };

/** The shown page of notifications under its day headings (Today, Yesterday, This week, Last week). */
export function NotificationGroups({ onView }: { onView: (notification: AdminNotification) => void }) {
  const translate = useTranslate();
  const { data = [] } = useListContext<ListedNotification>();
  const t = (key: string, options?: object) => translate(`app.notifications.${key}`, options);
  const groupsShown = notificationGroups
    .map(group => ({ group, items: data.filter(item => item.group === group) }))
    .filter(({ items }) => items.length > 0);

  return groupsShown.map(({ group, items }) => (
    <Box component="section" key={group} aria-labelledby={`notifications-${group}`} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id={`notifications-${group}`} sx={{ mb: 1 }}>
        {t(group)}
      </Typography>
      <Card>
        <List disablePadding>
          {items.map((notification, index) => (
            <ListItem
              key={notification.id}
              divider={index < items.length - 1}
              secondaryAction={
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => onView(notification)}
                  data-row-open
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
  ));
}
