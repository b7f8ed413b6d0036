import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimits } from '../config';
import { Limiter, tooManyRequests } from '../rateLimit';

const MAX_DELAY_MS = 8000;

/**
 * Limits on signing in. Each attempt is reserved before its password is checked, so a
 * parallel burst gets no more checks than the limits: per client address (any email) and
 * per address and email, both answering 429 once reached. Per email from any address,
 * failures past a higher ceiling only slow each attempt (doubling delays, at most 8 s), so a
 * stranger's burst cannot lock the owner out from their own address.
 */
export class LoginThrottle {
  private readonly attemptsByAddress: Limiter;
  private readonly failuresByAddressAndEmail: Limiter;
  private readonly failuresByEmail: Limiter;

  constructor(private readonly limits: RateLimits) {
    this.attemptsByAddress = new Limiter(limits.loginAttemptsPerAddress, limits.windowSeconds);
    this.failuresByAddressAndEmail = new Limiter(limits.loginFailuresPerEmail, limits.windowSeconds);
    this.failuresByEmail = new Limiter(Number.MAX_SAFE_INTEGER, limits.windowSeconds);
  }

  /** Reserves one attempt (counted as a failure until `forgive`): 429 over a limit, else waits the email's delay. */
  async reserve(address: string, email: string): Promise<void> {
    const wait =
      (await this.failuresByAddressAndEmail.hit(`${address}|${email}`)) ?? (await this.attemptsByAddress.hit(address));
    if (wait !== null) throw tooManyRequests('login attempts', wait);
    const delay = this.delayFor(await this.failuresByEmail.count(email));
    await this.failuresByEmail.hit(email);
    if (delay > 0) await sleep(delay);
  }

  private delayFor(failures: number): number {
    const over = failures - this.limits.loginSlowdownAfterFailures;
    return over < 0 ? 0 : Math.min(this.limits.loginDelayStepMs * 2 ** Math.min(over, 16), MAX_DELAY_MS);
  }

  /** Forgets the failures of this email (from this address): once its password was right, or reset. */
  async forgive(address: string, email: string): Promise<void> {
    await this.failuresByAddressAndEmail.reset(`${address}|${email}`);
    await this.failuresByEmail.reset(email);
  }
}
