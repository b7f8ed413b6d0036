import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the stand-in takes. */
export const STAND_IN_KEYS = { clientId: 'CF-TEST-ID', clientSecret: 'cf-test-secret' };

/**
 * What the stand-in answers, by the PAN's digits or the account number's last digit, in the shapes of
 * Cashfree's API reference (POST /pan, POST /bank-account/sync):
 * PAN digits 0000 invalid, 9999 not linked to Aadhaar (R), 5000 a 500, 4220 a 422, 7777 no answer in time;
 * an account ending in 0 INVALID, 5 a 500, 7 no answer in time; otherwise valid, with the name set for the
 * PAN or account in `registeredNames`, else the name sent in capitals.
 */
export interface CashfreeStandIn {
  baseUrl: string;
  registeredNames: Map<string, string>;
  /** While set, every check answers so: a 503, or nothing in time. */
  outage: 'down' | 'timeout' | null;
  /** Runs as a request arrives, before it is answered: what changes while Cashfree is asked. */
  meanwhile: (() => void) | null;
  /** What each request sent: its path, headers and body. */
  received: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  close: () => Promise<void>;
}

const HANG_MS = 5_000;

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const error = (message: string, code: string, type: string) => ({ message, code, type });

export async function startCashfreeStandIn(): Promise<CashfreeStandIn> {
  const hanging = new Set<NodeJS.Timeout>();
  const standIn: CashfreeStandIn = {
    baseUrl: '',
    registeredNames: new Map(),
    outage: null,
    meanwhile: null,
    received: [],
    close: () => {
      for (const timer of hanging) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise(resolve => server.close(() => resolve()));
    },
  };
  const { registeredNames, received } = standIn;
  let reference = 100;

  const hang = (response: ServerResponse) => void hanging.add(setTimeout(() => send(response, 200, {}), HANG_MS));

  const answer = (path: string, body: Record<string, unknown>, response: ServerResponse) => {
    reference += 1;
    if (standIn.outage === 'timeout') return hang(response);
    if (standIn.outage === 'down')
      return send(response, 503, error('Service unavailable', 'service_unavailable', 'api_error'));
    const name = String(body.name ?? '').toUpperCase();
    if (path === '/pan') {
      const pan = String(body.pan ?? '');
      const digits = pan.slice(5, 9);
      if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
        return send(response, 400, error('Enter valid PAN.', 'pan_invalid', 'validation_error'));
      if (digits === '5000')
        return send(
          response,
          500,
          error('something went wrong, please try after some time', 'internal_error', 'api_error'),
        );
      if (digits === '4220')
        return send(
          response,
          422,
          error('Insufficient balance to process this request.', 'insufficient_balance', 'validation_error'),
        );
      if (digits === '7777') return hang(response);
      if (digits === '0000') {
        return send(response, 200, {
          pan,
          reference_id: reference,
          valid: false,
          pan_status: 'INVALID',
          message: 'Invalid PAN',
          name_provided: name,
        });
      }
      const registered = registeredNames.get(pan) ?? name;
      const linked = digits !== '9999';
      return send(response, 200, {
        pan,
        type: 'Individual',
        reference_id: reference,
        name_provided: name,
        registered_name: registered,
        valid: true,
        father_name: '',
        message: 'PAN verified successfully',
        name_match_score: registered === name ? '100.00' : '40.00',
        name_match_result: registered === name ? 'DIRECT_MATCH' : 'POOR_PARTIAL_MATCH',
        aadhaar_seeding_status: linked ? 'Y' : 'R',
        aadhaar_seeding_status_desc: linked ? 'Aadhaar is linked to PAN' : 'Aadhaar is not linked to PAN',
        last_updated_at: '01/01/2024',
        name_pan_card: registered,
        pan_status: 'VALID',
      });
    }
    if (path === '/bank-account/sync') {
      const account = String(body.bank_account ?? '');
      const last = account.slice(-1);
      if (last === '5')
        return send(response, 500, error('Unable to validate, please retry later', 'internal_error', 'api_error'));
      if (last === '7') return hang(response);
      if (last === '0') {
        return send(response, 200, {
          reference_id: reference,
          account_status: 'INVALID',
          account_status_code: 'INVALID_ACCOUNT_FAIL',
        });
      }
      const atBank = registeredNames.get(account) ?? name;
      return send(response, 200, {
        reference_id: reference,
        name_at_bank: atBank,
        bank_name: 'YES BANK',
        city: 'MUMBAI',
        branch: 'SANTACRUZ, MUMBAI',
        micr: 400532038,
        name_match_score: atBank === name ? '100.00' : '35.00',
        name_match_result: atBank === name ? 'DIRECT_MATCH' : 'NO_MATCH',
        account_status: 'VALID',
        account_status_code: 'ACCOUNT_IS_VALID',
        utr: `4042232418${reference}`,
      });
    }
    return send(response, 404, error('Not found', 'not_found', 'invalid_request_error'));
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', chunk => (raw += chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(
          response,
          400,
          error('Bad request, please check API documentation', 'bad_request', 'validation_error'),
        );
      }
      received.push({ path, headers: request.headers, body });
      standIn.meanwhile?.();
      if (
        request.headers['x-client-id'] !== STAND_IN_KEYS.clientId ||
        request.headers['x-client-secret'] !== STAND_IN_KEYS.clientSecret
      ) {
        return send(
          response,
          401,
          error('Invalid clientId and clientSecret combination', 'authentication_failed', 'authentication_error'),
        );
      }
      answer(path, body, response);
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.baseUrl = `http://127.0.0.1:${port}`;
  return standIn;
}
