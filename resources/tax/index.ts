import ReceiptIcon from '@mui/icons-material/RequestQuote';
import { permissionsOn, type Area } from '../../src/area';
import { personName } from '../../src/lib/text';
import { paths } from '../../src/routes';
import { taxRoutes } from './routes';
import { taxScreens } from './screens';
import { taxEndpoints } from './endpoints';

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
      addresses: { list: paths.tax194r, record: paths.userDetail },
    },
  ],
  routes: taxRoutes,
  preload: [{ at: [paths.tax194r], screen: taxScreens.TaxRegister }],
  goTo: [
    { key: 'tax194r', label: 'app.tax.title', to: paths.tax194r, access: { resource: 'tax194r', action: 'list' } },
  ],
  endpoints: taxEndpoints,
  messages: () => import('./messages'),
  permissions: permissionsOn('tax194r', 'list', 'export'),
};
