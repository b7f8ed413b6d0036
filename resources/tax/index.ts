import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { permissionsOn, type Area } from '@/src/area';
import { personName } from '@/src/lib/text';
import { taxRoutes } from './routes';
import { taxScreens } from './screens';
import { taxEndpoints } from './endpoints';
import { taxPaths } from './paths';

/**
 * Section 194R's register at /tax/194r (beyond the spec; also reached from a member's page): who
 * is over or near the threshold in a financial year.
 */
export const taxArea: Area = {
  name: 'tax',
  resources: [
    {
      name: 'tax194r',
      icon: RequestQuoteIcon,
      options: { label: 'app.tax.title' },
      recordRepresentation: personName,
      addresses: { list: taxPaths.tax194r },
    },
  ],
  routes: taxRoutes,
  menu: {
    key: 'tax194r',
    label: 'app.tax.menu',
    title: 'app.tax.title',
    icon: RequestQuoteIcon,
    to: taxPaths.tax194r,
    prefixes: ['/tax/'],
    screen: taxScreens.TaxRegister,
    access: { resource: 'tax194r', action: 'list' },
  },
  endpoints: taxEndpoints,
  messages: () => import('./messages'),
  paths: taxPaths,
  pages: { tax194r: taxPaths.tax194r },
  permissions: permissionsOn('tax194r', 'list', 'export'),
};
