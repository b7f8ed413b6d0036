import { HttpError } from '../errors';
import { megabytes } from '../uploadLimits';
import { NOT_EXCEL, UNREADABLE } from '@/contract/imports/sheet';
import type { SpreadsheetLimits } from './limits';
import { unpackedSize, zipDirectory, zipEntries, type ZipEntry } from './zip';

/** An uploaded file, with the name the client gave it. */
export interface SpreadsheetFile {
  name: string;
  data: Buffer;
}

export { NOT_EXCEL, UNREADABLE };

// An .xlsx is a zip archive; an .xls a compound file (CFB).
const SIGNATURES: Record<string, Buffer> = {
  xlsx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  xls: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};

export const unreadable = (): HttpError => new HttpError(400, UNREADABLE);

/**
 * A workbook in Office Open XML lists its parts in [Content_Types].xml. Without it, or with
 * an Apple Numbers index, the parser reads the archive as another format, nested zips included.
 */
function isOfficeOpenXml(entries: ZipEntry[]): boolean {
  const names = new Set(entries.map(entry => entry.name.toLowerCase()));
  return names.has('[content_types].xml') && !names.has('index/document.iwa');
}

/** Refuses zip bombs before any parsing: too many parts, or parts that unpack to too much. */
async function checkZip(data: Buffer, limits: SpreadsheetLimits): Promise<void> {
  const directory = zipDirectory(data);
  if (!directory) throw unreadable();
  if (directory.count > limits.maxParts) {
    throw new HttpError(400, `The spreadsheet has more than ${limits.maxParts} parts.`);
  }
  const entries = zipEntries(data, directory);
  if (!entries || !isOfficeOpenXml(entries)) throw unreadable();
  const tooLarge = new HttpError(400, `The spreadsheet unpacks to more than ${megabytes(limits.maxUnpackedBytes)} MB.`);
  if (entries.reduce((total, entry) => total + entry.declaredSize, 0) > limits.maxUnpackedBytes) throw tooLarge;
  let total = 0;
  for (const entry of entries) {
    const size = await unpackedSize(data, entry, limits.maxUnpackedBytes - total);
    if (size === undefined) throw unreadable();
    total += size;
    if (total > limits.maxUnpackedBytes) throw tooLarge;
  }
}

/** 400 unless the file is an .xlsx or .xls by its name and by its content, and safe to parse. */
export async function checkSpreadsheetFile(file: SpreadsheetFile, limits: SpreadsheetLimits): Promise<void> {
  const kind = /\.(xlsx|xls)$/i.exec(file.name)?.[1].toLowerCase();
  const signature = kind === undefined ? undefined : SIGNATURES[kind];
  if (!signature || !file.data.subarray(0, signature.length).equals(signature)) throw new HttpError(400, NOT_EXCEL);
  if (kind === 'xlsx') await checkZip(file.data, limits);
}
