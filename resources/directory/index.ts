import ContactsIcon from '@mui/icons-material/Contacts';
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
};

export const salesmen: ResourceDefinition = { ...directory, name: 'salesmen', routes: undefined };
export const architects: ResourceDefinition = { ...directory, name: 'architects', routes: undefined };
