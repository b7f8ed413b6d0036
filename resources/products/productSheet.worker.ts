// The product import's preview worker: `xlsx` is bundled here, so the app loads it only when a file is chosen.
import * as XLSX from 'xlsx';
import { servePreview } from '@/src/ui/import/servePreview';
import { judgeProductRows } from './productSheetRules';

servePreview(XLSX, judgeProductRows);
