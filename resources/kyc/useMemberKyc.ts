import { useGetOne } from 'react-admin';
import type { KycMember } from '@/contract/kyc/records';
import { useMayAccess } from '@/src/auth/useMayAccess';

/** A member's KYC for another area's screen: undefined where the role may not read KYC, the backend keeps none, or while it comes. */
export function useMemberKyc(memberId: KycMember['id']): KycMember | undefined {
  const mayRead = useMayAccess({ resource: 'kyc', action: 'show' });
  const { data } = useGetOne<KycMember>('kyc', { id: memberId }, { enabled: !!mayRead, retry: false });
  return mayRead ? data : undefined;
}
