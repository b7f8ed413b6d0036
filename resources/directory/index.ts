import ContactsIcon from '@mui/icons-material/Contacts';
import { permissionsOn, type Area } from '@/src/area';
import type { ResourceDefinition } from '@/src/resourceDefinition';
import { personName } from '@/src/lib/text';
import { directoryRoutes } from './routes';
import { directoryScreens } from './screens';
import { directoryEndpoints } from './endpoints';
import { directorySearchSources } from './searchSources';
import { directoryPaths } from './paths';

const entry = { icon: ContactsIcon, options: { label: 'app.resources.directory' }, recordRepresentation: personName };

/** The directory's screens under /directory/; its records come from two lists, salesmen and architects. */
const directory: ResourceDefinition = {
  ...entry,
  name: 'directory',
  routes: directoryRoutes,
  addresses: { list: directoryPaths.directoryList, record: directoryPaths.directoryDetail },
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
        list: `${directoryPaths.directoryList}?tab=salesman`,
        record: directoryPaths.directoryDetail,
        create: directoryPaths.addSalesman,
      },
    },
    {
      ...entry,
      name: 'architects',
      addresses: {
        list: `${directoryPaths.directoryList}?tab=architect`,
        record: directoryPaths.directoryDetail,
        create: directoryPaths.addArchitect,
      },
    },
  ],
  quickActions: [
    {
      order: 4,
      label: 'app.dashboard.new_salesman',
      to: directoryPaths.addSalesman,
      access: { resource: 'salesmen', action: 'create' },
    },
    {
      order: 5,
      label: 'app.dashboard.new_dealer',
      to: directoryPaths.addArchitect,
      access: { resource: 'architects', action: 'create' },
    },
  ],
  menu: {
    key: 'directory',
    label: 'app.menu.directory',
    icon: ContactsIcon,
    to: directoryPaths.directoryList,
    prefixes: ['/directory/'],
    screen: directoryScreens.DirectoryList,
    access: { resource: ['salesmen', 'architects'], action: 'list' },
    inSpec: true,
  },
  searchSources: directorySearchSources,
  endpoints: directoryEndpoints,
  messages: () => import('./messages'),
  paths: directoryPaths,
  permissions: ['salesmen', 'architects'].flatMap(resource =>
    permissionsOn(resource, 'list', 'show', 'create', 'edit', 'delete', 'export'),
  ),
};
