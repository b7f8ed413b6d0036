import ReceiptIcon from '@mui/icons-material/RequestQuote';
import { permissionsOn, type Area } from '../../src/area';
import { personName } from '../../src/lib/text';
import { taxRoutes } from './routes';
import { taxScreens } from './screens';
import { taxEndpoints } from './endpoints';
import { taxPaths } from './paths';

/**
 * Section 194R's register at /tax/194r (beyond the spec: not in the side menu; reached by Ctrl+K
 * and from a member's page): who is over or near the threshold in a financial year.
 */
export const taxArea: Area = {
  name: 'tax',
  resources: [
    {
      name: 'tax194r',
      icon: ReceiptIcon,
      options: { label: 'app.tax.title' },
      recordRepresentation: personName,
      addresses: { list: taxPaths.tax194r },
    },
  ],
  routes: taxRoutes,
  preload: [{ at: [taxPaths.tax194r], screen: taxScreens.TaxRegister }],
  goTo: [
    { key: 'tax194r', label: 'app.tax.title', to: taxPaths.tax194r, access: { resource: 'tax194r', action: 'list' } },
  ],
  endpoints: taxEndpoints,
  messages: () => import('./messages'),
  paths: taxPaths,
  pages: { tax194r: taxPaths.tax194r },
  permissions: permissionsOn('tax194r', 'list', 'export'),
};
