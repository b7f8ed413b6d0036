import { HttpError } from '../errors';

/** What the app shows when the upstream is down, slow or failing. */
export const UPSTREAM_NOT_ANSWERING = "The programme's server is not answering.";

/** Whether an error of a call to the upstream is its timeout: reply-from's 504s, or fetch's `AbortSignal.timeout`. */
const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || (error as { statusCode?: number }).statusCode === 504);

/** 504 when the upstream did not answer in time, else 502: either way in the app's words. */
export function upstreamUnavailable(error: unknown): HttpError {
  const status = isTimeout(error) ? 504 : 502;
  return new HttpError(status, UPSTREAM_NOT_ANSWERING, { extra: { detail: UPSTREAM_NOT_ANSWERING } });
}

/** The upstream's refusal of one of the gateway's own reads: its 4xx as it is, anything else as not answering. */
export const upstreamRefused = (status: number): HttpError =>
  status >= 400 && status <= 499
    ? new HttpError(status, 'The programme’s server refused the read.')
    : upstreamUnavailable(new Error(`The upstream answered ${status}.`));
