import type { Identifier } from 'react-admin';
import type { KycSettings, ManualOutcome } from '@/contract/kyc/input';
import type { KycMember, SharedReport } from '@/contract/kyc/records';
import type { KycPart } from '@/contract/kyc/states';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

const partPath = (member: Identifier, part: KycPart) => `kyc/members/${encodeURIComponent(String(member))}/${part}/`;

/** The KYC calls beside its list and a member's record: checks, manual outcomes and their confirmation, the report, the settings. */
export function createKycActions(cache: ListCache) {
  const mutate = createMutate(cache);
  return {
    /** The configured verifier run on the member's PAN or account; answers the member's KYC. */
    checkKyc: (member: Identifier, part: KycPart) =>
      mutate<KycMember>(`${partPath(member, part)}check/`, { method: 'POST', fallbackMessage: 'app.kyc.check_failed' }),

    /** An administrator's outcome of looking at the card or the cheque, awaiting another's confirmation. */
    recordKycOutcome: (member: Identifier, part: KycPart, outcome: ManualOutcome) =>
      mutate<KycMember>(`${partPath(member, part)}manual/`, {
        method: 'POST',
        body: outcome,
        fallbackMessage: 'app.kyc.manual_failed',
      }),

    /** Another administrator than its recorder applies a manual outcome. */
    confirmKycOutcome: (member: Identifier, part: KycPart) =>
      mutate<KycMember>(`${partPath(member, part)}confirm/`, {
        method: 'POST',
        fallbackMessage: 'app.kyc.confirm_failed',
      }),

    /** Accounts, UPI IDs and PANs shared by more than one member, and the members whose names disagree. */
    getKycShared: () => request<SharedReport>('kyc/shared/', { fallbackMessage: 'app.kyc.shared_failed' }),

    getKycSettings: () => request<KycSettings>('kyc/settings/', { fallbackMessage: 'app.kyc.settings_failed' }),

    /** The verifier and the checks' limits changed (the owner's). */
    updateKycSettings: (settings: KycSettings) =>
      mutate<KycSettings>('kyc/settings/', {
        method: 'PUT',
        body: settings,
        fallbackMessage: 'app.kyc.settings_save_failed',
      }),
  };
}
