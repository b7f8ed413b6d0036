import { normalisePan } from '@/contract/kyc/pan';
import { CASHFREE_NOT_CONFIGURED, type CashfreeConfig } from './cashfreeConfig';
import { byName, VerifierDown, type Verifier } from './verifier';

/** The API version whose PAN answers say whether the PAN is linked to Aadhaar. */
const API_VERSION = '2023-12-18';

type Answer = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * POSTs `body` to Cashfree's `path` with the keys in headers (never kept): its JSON answer on a 200; a
 * VerifierDown on a timeout, a network failure, a 5xx (503) or another error it answered (502).
 */
async function post(config: CashfreeConfig, request: { path: string; body: Answer }): Promise<Answer> {
  const { path, body } = request;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-id': config.clientId,
        'x-client-secret': config.clientSecret,
        'x-api-version': API_VERSION,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const words = timedOut ? `did not answer within ${config.timeoutMs / 1000} s` : 'could not be reached';
    throw new VerifierDown(`Cashfree ${words}: nothing was recorded, try again later.`, 503, request, {
      error: timedOut ? 'timeout' : 'unreachable',
    });
  }
  const raw = await response.text().catch(() => '');
  let answer: Answer;
  try {
    const parsed: unknown = JSON.parse(raw);
    answer =
      parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answer) : { body: raw };
  } catch {
    answer = { body: raw.slice(0, 500) };
  }
  const kept = { status: response.status, ...answer };
  if (response.status === 200) return answer;
  const said = (text(answer.message) ?? `HTTP ${response.status}`).replace(/\.+$/, '');
  if (response.status >= 500) {
    throw new VerifierDown(`Cashfree is down (${said}): nothing was recorded, try again later.`, 503, request, kept);
  }
  throw new VerifierDown(`Cashfree refused the check: ${said}. Nothing was recorded.`, 502, request, kept);
}

/**
 * Cashfree's Verification Suite: PAN verification (`POST /pan`) and bank account verification by penny
 * drop (`POST /bank-account/sync`), as its API reference documents them. The holder's name it returns is
 * scored against the member's by the KYC settings' threshold, as every verifier's is; Cashfree's own
 * score is kept in the answer.
 */
export function cashfreeVerifier(config: CashfreeConfig | null): Verifier {
  const configured = (request: Answer) => {
    if (!config) throw new VerifierDown(CASHFREE_NOT_CONFIGURED, 503, request, { error: 'not configured' });
    return config;
  };
  return {
    name: 'cashfree',
    pan: async ({ pan, memberName }, threshold) => {
      const request = { path: '/pan', body: { pan: normalisePan(pan), name: memberName } };
      const answer = await post(configured(request), request);
      const name = text(answer.registered_name);
      if (answer.valid !== true || text(answer.pan_status) !== 'VALID') {
        const reason = `Cashfree: ${text(answer.message) ?? 'the PAN is not valid'} (${text(answer.pan_status) ?? 'INVALID'}).`;
        return { state: 'invalid', name, match: null, reason, request, answer };
      }
      if (answer.aadhaar_seeding_status === 'R') {
        const reason = `Cashfree: the PAN is inoperative (${text(answer.aadhaar_seeding_status_desc) ?? 'Aadhaar is not linked to PAN'}).`;
        return { state: 'inoperative', name, match: null, reason, request, answer };
      }
      if (!name) {
        throw new VerifierDown(
          'Cashfree answered without the registered name: nothing was recorded.',
          502,
          request,
          answer,
        );
      }
      return { ...byName(name, memberName, threshold), request, answer };
    },
    account: async ({ accountNumber, ifsc, holder, memberName }, threshold) => {
      const request = { path: '/bank-account/sync', body: { bank_account: accountNumber, ifsc, name: holder } };
      const answer = await post(configured(request), request);
      const status = text(answer.account_status);
      const name = text(answer.name_at_bank);
      if (status === 'INVALID') {
        const reason = `Cashfree: the penny drop failed (${text(answer.account_status_code) ?? 'INVALID'}).`;
        return { state: 'failed', name, match: null, reason, request, answer };
      }
      if (status !== 'VALID' || !name) {
        throw new VerifierDown(
          `Cashfree has no verdict yet (${status ?? 'no account status'}): nothing was recorded, try again later.`,
          502,
          request,
          answer,
        );
      }
      return { ...byName(name, memberName, threshold), request, answer };
    },
  };
}
