import { required, SelectInput, useTranslate } from 'react-admin';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { financialYearChoices } from './financialYears';

/** A filter shown at once over choices already in words. */
const choiceFilter = (source: string, choices: Array<{ id: string; name: string }>) => (
  <SelectInput
    key={source}
    source={source}
    label={`app.tax.${source}`}
    choices={choices}
    translateChoice={false}
    alwaysOn
  />
);

/** The register's financial year (always one), search, and filters by band, PAN and certificates, kept in the URL. */
export function useTaxFilters() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tax.${key}`);
  return [
    <SelectInput
      key="financial_year"
      source="financial_year"
      label="app.tax.financial_year"
      choices={financialYearChoices()}
      translateChoice={false}
      validate={required()}
      alwaysOn
    />,
    searchFilter(t('search')),
    choiceFilter('band', [
      { id: 'over', name: translate('app.programme.band_over') },
      { id: 'near', name: translate('app.programme.band_near') },
    ]),
    choiceFilter('pan', [
      { id: 'yes', name: t('pan_on_record') },
      { id: 'no', name: t('pan_none') },
    ]),
    choiceFilter('certificates', [
      { id: 'yes', name: t('certificates_uploaded') },
      { id: 'no', name: t('certificates_none') },
    ]),
  ];
}
