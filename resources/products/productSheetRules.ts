import { judgeProductSheet } from '@/contract/imports/productSheet';
import { previewOf } from '@/src/ui/import/previewModel';
import type { SheetJudge } from '@/src/ui/import/sheetImport';
import { catalogueLookup, type CatalogueNames } from './catalogueLookup';

/** A product sheet's rows by the server's rules, against the catalogue's brands and categories. */
export const judgeProductRows: SheetJudge<CatalogueNames> = (sheet, catalogue) =>
  previewOf(judgeProductSheet(sheet, catalogueLookup(catalogue)), product => `${product.name} (${product.code})`);
