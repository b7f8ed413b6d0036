import { describe, expect, it } from 'vitest';
import { toHttpError } from '@/dataProvider/httpError';
import { fieldErrorLines } from '@/src/lib/fieldErrorLines';
import { TimeoutError, withTimeout } from '@/src/lib/withTimeout';

describe('the messages of failures', () => {
  it("writes field errors as 'field: messages' lines", () => {
    const error = toHttpError(
      400,
      { code: ['A product with this code already exists.'], name: ['Too long.', 'Odd.'] },
      'x',
    );
    expect(fieldErrorLines(error)).toBe('code: A product with this code already exists.\nname: Too long. Odd.');
    expect(fieldErrorLines(toHttpError(500, { detail: 'Boom' }, 'x'))).toBeNull();
  });
});

describe('withTimeout', () => {
  it('aborts a run that takes too long with a TimeoutError, and passes other failures on', async () => {
    const slow = (signal: AbortSignal) =>
      new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
      );
    await expect(withTimeout(10, slow)).rejects.toBeInstanceOf(TimeoutError);
    await expect(withTimeout(1000, () => Promise.reject(new Error('own')))).rejects.toThrow('own');
    await expect(withTimeout(1000, async () => 7)).resolves.toBe(7);
  });
});
