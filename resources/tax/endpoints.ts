import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import { fullName } from '@/dataProvider/personName';

/**
 * Section 194R's register, beyond the spec: the members over the threshold, or within 10% below
 * it, in a financial year, answered in DRF pages by the server (`financial_year`, `band`, `pan`,
 * `certificates`, `search`, `ordering`). A backend without it answers 404; the screen says so.
 */
const resources: EndpointTable = {
  tax194r: {
    list: 'programme/tax-194r/',
    searchFields: [fullName, 'firm_name', 'phone', 'email'],
    messages: { list: 'app.tax.fetch_failed' },
  },
};

export const taxEndpoints = defineEndpoints({ resources });
