/** Cashfree's Verification Suite as the server reaches it: its API root, the keys, and how long a check may take. */
export interface CashfreeConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export const CASHFREE_SANDBOX = 'https://sandbox.cashfree.com/verification';

type Env = Record<string, string | undefined>;

/** Cashfree's settings from the environment (docs/kyc.md); null when its keys are not both set. */
export function cashfreeConfigOf(env: Env): CashfreeConfig | null {
  const clientId = env.CASHFREE_CLIENT_ID?.trim();
  const clientSecret = env.CASHFREE_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  const timeout = Number(env.CASHFREE_TIMEOUT_MS ?? '');
  return {
    baseUrl: (env.CASHFREE_BASE_URL?.trim() || CASHFREE_SANDBOX).replace(/\/+$/, ''),
    clientId,
    clientSecret,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 10_000,
  };
}

export const CASHFREE_NOT_CONFIGURED =
  "Cashfree's keys are not set on the server (CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET).";
