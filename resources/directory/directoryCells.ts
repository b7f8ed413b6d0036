import type { TranslateFunction } from 'react-admin';
import type { DirectoryEntry } from '@/contract/directory';
import { typedColumns } from '@/src/lib/typedColumns';
import { displayValue } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { exportRows } from '@/src/lib/exportRows';
import { salesmanTypes } from './directoryKinds';

/** A salesman's type in the forms' words (Flexible, Non-Flexible); an architect's type, title-cased. */
export const userTypeText = (translate: TranslateFunction) => (entry: Pick<DirectoryEntry, 'user_type'>) => {
  const choice = salesmanTypes.find(type => type.id === entry.user_type);
  return choice ? translate(choice.name) : displayValue(titleCase(entry.user_type));
};

/** The selected entries as a spreadsheet, with the list's headings. */
export function directoryExporter(translate: TranslateFunction, resource: string) {
  const t = (key: string) => translate(`app.directory.${key}`);
  return exportRows(
    resource,
    typedColumns<DirectoryEntry>([
      [t('name'), personName],
      [t('email'), entry => entry.email],
      [t('mobile'), entry => entry.phone],
      [t('user_type'), userTypeText(translate)],
      [t('referral_code'), entry => entry.referral_code],
      [t('referrals'), entry => entry.referral_count],
    ]),
  );
}
