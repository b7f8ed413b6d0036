import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { billRoutes } from './routes';

const billNumber = (bill: { id: unknown }) => `Bill #${bill.id}`;

/** Decided bills; their screens, and the pending requests', sit under /bills/. */
export const bills: ResourceDefinition = {
  name: 'bills',
  icon: ReceiptIcon,
  options: { label: 'app.resources.bills' },
  recordRepresentation: billNumber,
  routes: billRoutes,
  addresses: { list: `${paths.billRequestList}?tab=history`, record: paths.billHistoryDetail },
};

export const billRequests: ResourceDefinition = {
  name: 'billRequests',
  icon: ReceiptIcon,
  options: { label: 'app.resources.billRequests' },
  recordRepresentation: billNumber,
  addresses: { list: paths.billRequestList, record: paths.billRequestDetail },
};
