import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { verificationWindowMs, type SentVerification } from './verificationStore';

export const verificationPollMs = 5000;
export const verifiedMessageMs = 1500;

/** Waiting for the link, verified through it, or its link has expired unopened (polling stopped). */
export type VerificationState = 'waiting' | 'verified' | 'expired';

/** True once the link of `sent` has expired, re-rendering when that moment comes. */
function useLinkExpired(sent: SentVerification | undefined): boolean {
  const [mountedAt] = useState(() => Date.now());
  const [expiredId, setExpiredId] = useState<string>();
  const expiresAt = sent ? sent.sentAt + verificationWindowMs : Infinity;
  const expiredBeforeMount = expiresAt <= mountedAt;
  useEffect(() => {
    if (!sent || expiredBeforeMount) return;
    const timer = setTimeout(() => setExpiredId(sent.id), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [sent, expiresAt, expiredBeforeMount]);
  return expiredBeforeMount || (!!sent && expiredId === sent.id);
}

/**
 * Whether the verification `sent` for `email` was verified through its link: checked at once,
 * then every 5 s, always with its verification id; polling stops once verified or once the link's
 * 15 minutes are over ('expired'). Nothing is asked without a sent verification.
 */
export function useVerificationStatus(email: string, sent: SentVerification | undefined): VerificationState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const expired = useLinkExpired(sent);
  const { data } = useQuery({
    queryKey: ['emailVerificationStatus', email, sent?.id],
    queryFn: () => dataProvider.getEmailVerificationStatus(email, sent!.id),
    enabled: !!email && !!sent && !expired,
    refetchInterval: query => (query.state.data?.is_email_verified ? false : verificationPollMs),
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  if (data?.is_email_verified === true) return 'verified';
  return expired ? 'expired' : 'waiting';
}
