import type { VerifierName } from '@/contract/kyc/states';
import { cashfreeVerifier } from './cashfree';
import { cashfreeConfigOf } from './cashfreeConfig';
import { demoVerifier } from './demo';
import { manualVerifier } from './manual';
import type { Verifier } from './verifier';

/** The verifier of this name, Cashfree's with its keys as the environment holds them now. */
export function verifierNamed(name: VerifierName, env: Record<string, string | undefined> = process.env): Verifier {
  if (name === 'cashfree') return cashfreeVerifier(cashfreeConfigOf(env));
  return name === 'demo' ? demoVerifier : manualVerifier;
}
