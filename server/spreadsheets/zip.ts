import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/** A part of a zip archive, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** As the central directory declares it: an archive may lie. */
  declaredSize: number;
  localHeaderOffset: number;
}

const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_LENGTH = 22;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_LENGTH = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_LENGTH = 30;
const STORED = 0;
const DEFLATED = 8;

const inflate = promisify(inflateRaw);

/**
 * Where the central directory is and how many entries it has, from the last end record,
 * the one zip readers use; undefined when there is none.
 */
export function zipDirectory(data: Buffer): { count: number; offset: number } | undefined {
  const end = data.lastIndexOf(END_SIGNATURE);
  if (end < 0 || end + END_LENGTH > data.length) return undefined;
  return { count: data.readUInt16LE(end + 8), offset: data.readUInt32LE(end + 16) };
}

/** The entries of the central directory; undefined when it runs outside the data. */
export function zipEntries(data: Buffer, directory: { count: number; offset: number }): ZipEntry[] | undefined {
  const entries: ZipEntry[] = [];
  let at = directory.offset;
  for (let index = 0; index < directory.count; index += 1) {
    if (at + ENTRY_LENGTH > data.length || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + ENTRY_LENGTH + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > data.length) return undefined;
    entries.push({
      name: data.toString('latin1', at + ENTRY_LENGTH, at + ENTRY_LENGTH + nameLength),
      declaredSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/**
 * What the entry really unpacks to, inflating at most `limit` + 1 bytes of it (so more
 * than `limit` means too much); undefined when it cannot be unpacked. Readers inflate
 * from the local header to the end of the deflate stream, whatever sizes are declared,
 * and so does this.
 */
export async function unpackedSize(data: Buffer, entry: ZipEntry, limit: number): Promise<number | undefined> {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_LENGTH > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) return undefined;
  const start = at + LOCAL_LENGTH + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const method = data.readUInt16LE(at + 8);
  if (method === STORED) return Math.min(data.readUInt32LE(at + 18), Math.max(0, data.length - start));
  if (method !== DEFLATED || start > data.length) return undefined;
  try {
    return (await inflate(data.subarray(start), { maxOutputLength: limit + 1 })).length;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? limit + 1 : undefined;
  }
}
