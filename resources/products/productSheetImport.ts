import type { SheetImport } from '@/src/ui/import/sheetImport';
import type { CatalogueNames } from './catalogueLookup';
import { fetchCatalogueNames } from './fetchCatalogueNames';

/** The product sheet, previewed by its worker against the catalogue's names; codes are the server's to check. */
export const productSheetImport: SheetImport<CatalogueNames> = {
  worker: () => new Worker(new URL('./productSheet.worker.ts', import.meta.url), { type: 'module' }),
  context: fetchCatalogueNames,
  note: 'app.imports.product_codes',
};
