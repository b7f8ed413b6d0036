import { describe, expect, it } from 'vitest';
import { retryRead } from '@/src/queryClient';

const failure = (status?: number) => Object.assign(new Error('failed'), status === undefined ? {} : { status });

describe('reads tried again', () => {
  it('never after a refusal: a record not found shows its message at once', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(retryRead(0, failure(status))).toBe(false);
  });

  it('up to three times after a server error or a network failure', () => {
    for (const error of [failure(500), failure(502), failure()]) {
      expect([0, 1, 2, 3].map(failures => retryRead(failures, error))).toEqual([true, true, true, false]);
    }
  });
});
