import type { DropZoneTexts } from '@/src/ui/MultiImageDropZone';
import type { PdfPickerTexts } from '@/src/ui/PdfPicker';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The drop zones' strings, from the area's messages. */
export const dropZoneTexts = (translate: Translate): DropZoneTexts => ({
  hint: translate('app.products.drop_hint'),
  choose: translate('app.products.choose_images'),
  clearAll: translate('app.products.clear_all'),
  invalidOne: translate('app.products.invalid_image'),
  invalidBatch: translate('app.products.invalid_batch'),
  invalidDrop: translate('app.products.invalid_drop'),
  removeNamed: name => translate('app.products.remove_image', { name }),
  compressing: (done, total) => translate('app.products.compressing', { done, total }),
});

export const pdfPickerTexts = (translate: Translate): PdfPickerTexts => ({
  choose: translate('app.products.choose_pdf'),
  preview: translate('app.products.preview_pdf'),
  remove: translate('app.products.remove_pdf'),
  invalidType: translate('app.products.invalid_pdf'),
  tooLarge: translate('app.products.pdf_too_large'),
});
