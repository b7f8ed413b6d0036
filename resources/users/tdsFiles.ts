/** Spec, section 9: TDS certificates are pdf, jpg, jpeg or png, each name at most 30 characters. */
export const tdsExtensions = ['pdf', 'jpg', 'jpeg', 'png'];
export const tdsAccept = tdsExtensions.map(extension => `.${extension}`).join(',');
export const maxTdsNameLength = 30;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why these files cannot be sent, as an i18n key and the file it is about; null when they can. */
export function tdsProblem(files: File[]): { key: string; name?: string } | null {
  if (files.length === 0) return { key: 'select_files' };
  const tooLong = files.find(file => [...file.name].length > maxTdsNameLength);
  if (tooLong) return { key: 'name_too_long', name: tooLong.name };
  const wrongType = files.find(file => !tdsExtensions.includes(extensionOf(file.name)));
  if (wrongType) return { key: 'invalid_type', name: wrongType.name };
  return null;
}

/** The type of a stored certificate, from its server-made name such as tds/3f2a….pdf: PDF, JPG or PNG. */
export const fileTypeOf = (path: unknown) => (typeof path === 'string' ? extensionOf(path).toUpperCase() : '');
