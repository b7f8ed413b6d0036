import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminNotification } from './notificationCalls';
import { safeUrl } from '@/src/lib/safeUrl';
import { notificationType, typeIcons } from './notificationType';

/** The voucher's logo when the notification is about a voucher, else the icon of its type. */
export function NotificationAvatar({ notification }: { notification: AdminNotification }) {
  const translate = useTranslate();
  const logo = safeUrl(notification.related_voucher?.company_logo);
  if (logo) {
    return (
      <Avatar
        src={logo}
        alt={translate('app.notifications.voucher_logo')}
        variant="rounded"
        sx={{ bgcolor: 'white' }}
      />
    );
  }
  const type = notificationType(notification.title);
  return (
    <Avatar
      sx={{ bgcolor: 'primary.light' }}
      aria-label={translate(`app.notifications.type_${type}`)}
      role="img"
      data-type={type}
    >
      {typeIcons[type]}
    </Avatar>
  );
}
