import ContactsIcon from '@mui/icons-material/Contacts';
import { permissionsOn, type Area } from '../../src/area';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { personName } from '../../src/lib/text';
import { paths } from '../../src/routes';
import { directoryRoutes } from './routes';
import { directoryScreens } from './screens';
import { directoryEndpoints } from './endpoints';
import { directorySearchSources } from './searchSources';

const entry = { icon: ContactsIcon, options: { label: 'app.resources.directory' }, recordRepresentation: personName };

/** The directory's screens under /directory/; its records come from two lists, salesmen and architects. */
const directory: ResourceDefinition = {
  ...entry,
  name: 'directory',
  routes: directoryRoutes,
  addresses: { list: paths.directoryList, record: paths.directoryDetail },
};

/** The directory of salesmen and architects, who refer members by their codes. */
export const directoryArea: Area = {
  name: 'directory',
  resources: [
    directory,
    {
      ...entry,
      name: 'salesmen',
      addresses: {
        list: `${paths.directoryList}?tab=salesman`,
        record: paths.directoryDetail,
        create: paths.addSalesman,
      },
    },
    {
      ...entry,
      name: 'architects',
      addresses: {
        list: `${paths.directoryList}?tab=architect`,
        record: paths.directoryDetail,
        create: paths.addArchitect,
      },
    },
  ],
  quickActions: [
    {
      order: 4,
      label: 'app.dashboard.new_salesman',
      to: paths.addSalesman,
      access: { resource: 'salesmen', action: 'create' },
    },
    {
      order: 5,
      label: 'app.dashboard.new_dealer',
      to: paths.addArchitect,
      access: { resource: 'architects', action: 'create' },
    },
  ],
  menu: {
    key: 'directory',
    label: 'app.menu.directory',
    icon: ContactsIcon,
    to: paths.directoryList,
    prefixes: ['/directory/'],
    screen: directoryScreens.DirectoryList,
    access: { resource: ['salesmen', 'architects'], action: 'list' },
  },
  searchSources: directorySearchSources,
  endpoints: directoryEndpoints,
  messages: () => import('./messages'),
  permissions: ['salesmen', 'architects'].flatMap(resource =>
    permissionsOn(resource, 'list', 'show', 'create', 'edit', 'delete', 'export'),
  ),
};
