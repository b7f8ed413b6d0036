import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/errors';
import { checkImages, INVALID_IMAGE } from '@/server/media';
import { encodePng } from '@/server/png';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), ...Buffer.alloc(32)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

describe('checkImages', () => {
  it('accepts JPEG, PNG and WebP by content, with the extension they are stored under', async () => {
    const uploads = await checkImages({ a: JPEG, b: encodePng(2, 2, () => [0, 0, 0]), c: WEBP });
    expect(Object.fromEntries(Object.entries(uploads).map(([field, upload]) => [field, upload.extension]))).toEqual({
      a: 'jpg',
      b: 'png',
      c: 'webp',
    });
  });

  it('answers 415 naming every field whose file is another type or none', async () => {
    const error = await checkImages({ fine: JPEG, gif: GIF, text: Buffer.from('hello'), empty: Buffer.alloc(0) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 415,
      message: INVALID_IMAGE,
      details: { errors: { gif: [INVALID_IMAGE], text: [INVALID_IMAGE], empty: [INVALID_IMAGE] } },
    });
  });
});
