import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { adminMessages } from './messages';

type InvitationKey = keyof typeof adminMessages.invitation;

/**
 * The invitation page's strings. It is opened signed out, before the areas' strings are loaded
 * (src/i18n/: the signed-out pages carry only their own): each key falls back to this area's
 * text, which comes with the page's own code.
 */
export function useInvitationText() {
  const translate = useTranslate();
  return useCallback(
    (key: InvitationKey, options?: Record<string, unknown>) =>
      translate(`app.admins.invitation.${key}`, { _: adminMessages.invitation[key], ...options }),
    [translate],
  );
}
