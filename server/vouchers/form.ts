import { definedOnly, type Row } from '../db/rows';
import { invalidInput, type FieldErrors } from '../errors';
import { checkImages, mediaUrl, type Upload } from '../media';
import { checkInput, clearable, ifPresent, objectInput } from '../validation';
import {
  checkNewVoucherFields,
  validityField,
  voucherFields as fields,
  type NewVoucher,
} from '../../contract/imports/voucherSheet';

export type { NewVoucher } from '../../contract/imports/voucherSheet';

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

const valueOf = (input: unknown, field: string): unknown =>
  typeof input === 'object' && input !== null && Object.hasOwn(input, field)
    ? (input as Record<string, unknown>)[field]
    : undefined;

/** Checks a new voucher (a JSON body; a spreadsheet row's rules are the same): the values, and every field's error. */
export function checkNewVoucher(input: unknown, today: string): { values: NewVoucher; errors: FieldErrors } {
  return checkNewVoucherFields(objectInput(input), today);
}

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
  const { values, errors } = checkInput(
    {
      offer_name: ifPresent(fields.offer_name),
      voucher_code: clearable(fields.voucher_code),
      company_name: clearable(fields.company_name),
      points_required: ifPresent(fields.points_required),
      validity: ifPresent(validityField(today, current.validity)),
      description: ifPresent(fields.description),
      redeem_instruction: ifPresent(fields.redeem_instruction),
      is_scheme: ifPresent(fields.is_scheme),
      status: ifPresent(fields.status),
    },
    input,
  );
  const columns = definedOnly({ ...values, company_name: values.company_name === null ? '' : values.company_name });
  const images: Record<string, Buffer> = {};
  for (const field of IMAGE_FIELDS) {
    const text = valueOf(input, field);
    if (files[field] !== undefined) images[field] = files[field];
    else if (text === null || (typeof text === 'string' && text.trim() === '')) columns[field] = null;
    else if (text !== undefined && text !== mediaUrl(current[field])) {
      errors[field] = ['The submitted data was not a file.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return { columns, uploads: await checkImages(images) };
}
