import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ReactElement } from 'react';

export type NotificationType = 'bill' | 'payment' | 'user' | 'other';

/** The spec's type of a notification: from its title containing bill, payment or user. */
export function notificationType(title: string): NotificationType {
  const lower = title.toLowerCase();
  if (lower.includes('bill')) return 'bill';
  if (lower.includes('payment')) return 'payment';
  return lower.includes('user') ? 'user' : 'other';
}

export const typeIcons: Record<NotificationType, ReactElement> = {
  bill: <ReceiptLongIcon />,
  payment: <PaymentsIcon />,
  user: <PersonIcon />,
  other: <NotificationsIcon />,
};
