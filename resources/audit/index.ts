import HistoryIcon from '@mui/icons-material/History';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { auditScreens } from './screens';

/** The audit trail at /audit (beyond the spec: not in the side menu; reached by the search and its link). */
export const audit: ResourceDefinition = {
  name: 'audit',
  icon: HistoryIcon,
  options: { label: 'app.audit.title' },
  recordRepresentation: 'summary',
  list: auditScreens.AuditList,
  addresses: { list: paths.audit },
};
