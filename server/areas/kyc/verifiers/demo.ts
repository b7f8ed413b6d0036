import { normalisePan, panHolderKind } from '@/contract/kyc/pan';
import { byName, type Verifier } from './verifier';

/**
 * The demo's verifier, answering at once by rules the demo tour names: an account number ending in 0
 * fails the penny drop; a PAN whose fourth letter is not P is invalid (not a person's), one whose
 * digits are 9999 inoperative (not linked to Aadhaar); otherwise the holder's name as entered on the
 * latest payout (else the member's) is scored against the member's name.
 */
export const demoVerifier: Verifier = {
  name: 'demo',
  pan: async ({ pan, memberName, holder }, threshold) => {
    const number = normalisePan(pan);
    const request = { pan: number };
    const kind = panHolderKind(number);
    if (kind !== 'person') {
      const reason = kind
        ? `Not a person's PAN: its fourth letter, ${number[3]}, names a ${kind}.`
        : 'Not a PAN a person holds: five letters, four digits and a letter, the fourth a P.';
      return { state: 'invalid', name: null, match: null, reason, request, answer: { rule: 'fourth letter not P' } };
    }
    if (number.slice(5, 9) === '9999') {
      const reason = 'The PAN is inoperative: it is not linked to Aadhaar.';
      return { state: 'inoperative', name: null, match: null, reason, request, answer: { rule: 'digits 9999' } };
    }
    const verdict = byName(holder ?? memberName, memberName, threshold);
    return { ...verdict, request, answer: { rule: 'name as entered', name: verdict.name, match: verdict.match } };
  },
  account: async ({ accountNumber, ifsc, holder, memberName }, threshold) => {
    const request = { account_number: accountNumber, ifsc, name: holder };
    if (accountNumber.endsWith('0')) {
      const reason = 'The penny drop failed: the bank has no such account.';
      return { state: 'failed', name: null, match: null, reason, request, answer: { rule: 'number ends in 0' } };
    }
    const verdict = byName(holder, memberName, threshold);
    return { ...verdict, request, answer: { rule: 'name as entered', name: verdict.name, match: verdict.match } };
  },
};
