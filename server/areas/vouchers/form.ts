import { checkFields } from '@/contract/fieldErrors';
import { voucherChanges } from '@/contract/vouchers';
import { definedOnly, type Row } from '@/server/db/rows';
import { invalidInput } from '@/server/errors';
import { anyFields, parseInput } from '@/server/input';
import { checkImages, mediaUrl, type Upload } from '@/server/media';

export type { NewVoucher } from '@/contract/vouchers';

/** The voucher's values the update's rules depend on; images as stored paths. */
export interface CurrentVoucher {
  validity: string;
  company_logo: string | null;
  banner_image: string | null;
}

/** What a valid update changes: vouchers columns, and images still to be saved (their columns are set then). */
export interface VoucherChanges {
  columns: Row;
  uploads: Record<string, Upload>;
}

const IMAGE_FIELDS = ['company_logo', 'banner_image'] as const;

/**
 * Checks an update of a voucher, a JSON body or a multipart form's text fields and files.
 * Only the fields sent change; a validity in the past is kept only if it is the current
 * one. An image field as a file replaces the image, as empty text clears it and as the
 * stored image's own address keeps it. 400 with every field's error; 415 for images
 * that are not JPEG, PNG or WebP.
 */
export async function parseVoucherChanges(
  input: unknown,
  files: Record<string, Buffer>,
  today: string,
  current: CurrentVoucher,
): Promise<VoucherChanges> {
  const fields = parseInput(anyFields, input);
  const { value, errors } = checkFields(
    voucherChanges(() => today, current.validity),
    fields,
  );
  const images: Record<string, Buffer> = {};
  const clearedImages: Row = {};
  for (const field of IMAGE_FIELDS) {
    const text = fields[field];
    if (files[field] !== undefined) images[field] = files[field];
    else if (text === null || (typeof text === 'string' && text.trim() === '')) clearedImages[field] = null;
    else if (text !== undefined && text !== mediaUrl(current[field])) {
      errors[field] = ['The submitted data was not a file.'];
    }
  }
  if (value === undefined || Object.keys(errors).length > 0) throw invalidInput(errors);
  const columns = definedOnly({ ...value, company_name: value.company_name === null ? '' : value.company_name });
  return { columns: { ...columns, ...clearedImages }, uploads: await checkImages(images) };
}
