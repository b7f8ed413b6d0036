import type { KycPart, KycState, VerifierName } from '@/contract/kyc/states';
import type { MemberFigures } from '../current';
import { cashfreeVerifier } from './cashfree';
import { cashfreeConfigOf } from './cashfreeConfig';
import { demoVerifier } from './demo';
import { manualVerifier } from './manual';
import type { Verdict, Verifier } from './verifier';

/** The verifier of this name, Cashfree's with its keys as the environment holds them now. */
export function verifierNamed(name: VerifierName, env: Record<string, string | undefined> = process.env): Verifier {
  if (name === 'cashfree') return cashfreeVerifier(cashfreeConfigOf(env));
  return name === 'demo' ? demoVerifier : manualVerifier;
}

/** The verifier's verdict on a member's part, as on record now (`number`: the PAN, or the account number and IFSC). */
export function verdictOn(
  verifier: Verifier,
  part: KycPart,
  {
    figures,
    number,
    threshold,
  }: { figures: MemberFigures; number: { number: string; ifsc: string | null }; threshold: number },
): Promise<Verdict<KycState>> {
  const memberName = figures.member_name;
  if (part === 'pan') return verifier.pan({ pan: number.number, memberName, holder: figures.holder }, threshold);
  return verifier.account(
    { accountNumber: number.number, ifsc: number.ifsc ?? '', holder: figures.holder ?? '', memberName },
    threshold,
  );
}
