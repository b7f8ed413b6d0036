import ContactsIcon from '@mui/icons-material/Contacts';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { personName } from '../../src/lib/text';
import { directoryRoutes } from './routes';

/** The directory's screens under /directory/; its records come from two lists, salesmen and architects. */
export const directory: ResourceDefinition = {
  name: 'directory',
  icon: ContactsIcon,
  options: { label: 'app.resources.directory' },
  recordRepresentation: personName,
  routes: directoryRoutes,
  addresses: { list: paths.directoryList, record: paths.directoryDetail },
};

export const salesmen: ResourceDefinition = {
  ...directory,
  name: 'salesmen',
  routes: undefined,
  addresses: { list: `${paths.directoryList}?tab=salesman`, record: paths.directoryDetail, create: paths.addSalesman },
};
export const architects: ResourceDefinition = {
  ...directory,
  name: 'architects',
  routes: undefined,
  addresses: {
    list: `${paths.directoryList}?tab=architect`,
    record: paths.directoryDetail,
    create: paths.addArchitect,
  },
};
