import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A file of a zip archive, its content given piece by piece. */
export interface ZipEntry {
  name: string;
  content: Iterable<string>;
}

/** Pieces of an entry's content are deflated together once they reach this size. */
const SEGMENT = 256 * 1024;
const MAX_SIZE = 0xffffffff;
/** Sizes follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  packed: number;
  size: number;
}

function header(fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((total, [, bytes]) => total + bytes, 0));
  let at = 0;
  for (const [value, bytes] of fields)
    at = bytes === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value, at);
  return buffer;
}

/** Text pieces joined into segments of about `SEGMENT` bytes. */
function* segments(content: Iterable<string>): Generator<Buffer> {
  let pieces: string[] = [];
  let length = 0;
  for (const piece of content) {
    pieces.push(piece);
    length += piece.length;
    if (length >= SEGMENT) {
      yield Buffer.from(pieces.join(''));
      [pieces, length] = [[], 0];
    }
  }
  if (length > 0) yield Buffer.from(pieces.join(''));
}

/**
 * A zip archive of deflated entries, made as it is read: each segment of content is deflated
 * on its own and flushed to a byte boundary, so the segments join into one deflate stream
 * without holding the entry in memory. Entries up to 4 GB (no zip64).
 */
export function* zipArchive(entries: Iterable<ZipEntry>): Generator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.concat([
      header([
        [0x04034b50, 4],
        [VERSION, 2],
        [FLAGS, 2],
        [DEFLATE, 2],
        [0, 2],
        [0, 2],
        [0, 4],
        [0, 4],
        [0, 4],
        [name.length, 2],
        [0, 2],
      ]),
      name,
    ]);
    yield local;
    const item: Written = { name, offset, crc: 0, packed: 0, size: 0 };
    for (const segment of segments(entry.content)) {
      const packed = deflateRawSync(segment, { finishFlush: constants.Z_SYNC_FLUSH });
      item.crc = crc32(segment, item.crc);
      item.size += segment.length;
      item.packed += packed.length;
      yield packed;
    }
    const end = deflateRawSync(Buffer.alloc(0));
    item.packed += end.length;
    if (item.size > MAX_SIZE || item.packed > MAX_SIZE) throw new Error(`${entry.name} is over 4 GB.`);
    yield end;
    const descriptor = header([
      [0x08074b50, 4],
      [item.crc, 4],
      [item.packed, 4],
      [item.size, 4],
    ]);
    yield descriptor;
    offset += local.length + item.packed + descriptor.length;
    written.push(item);
  }
  const directory = Buffer.concat(
    written.flatMap(item => [
      header([
        [0x02014b50, 4],
        [VERSION, 2],
        [VERSION, 2],
        [FLAGS, 2],
        [DEFLATE, 2],
        [0, 2],
        [0, 2],
        [item.crc, 4],
        [item.packed, 4],
        [item.size, 4],
        [item.name.length, 2],
        [0, 2],
        [0, 2],
        [0, 2],
        [0, 2],
        [0, 4],
        [item.offset, 4],
      ]),
      item.name,
    ]),
  );
  yield directory;
  yield header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [written.length, 2],
    [written.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
}
