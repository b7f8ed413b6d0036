import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { personName } from '../../src/lib/text';
import { userRoutes } from './routes';

/** Users live under /user/ (not /users/), so their screens are custom routes. */
export const users: ResourceDefinition = {
  name: 'users',
  icon: PeopleIcon,
  options: { label: 'app.resources.users' },
  recordRepresentation: personName,
  customRoutes: userRoutes,
  addresses: { list: paths.userList, record: paths.userDetail, create: paths.addUser },
};

export const newUsers: ResourceDefinition = {
  name: 'newUsers',
  icon: PersonAddIcon,
  options: { label: 'app.resources.newUsers' },
  recordRepresentation: personName,
  addresses: { list: `${paths.userList}?tab=new`, record: paths.newUserDetail },
};

export const editRequests: ResourceDefinition = {
  name: 'editRequests',
  icon: EditNoteIcon,
  options: { label: 'app.resources.editRequests' },
  recordRepresentation: personName,
  addresses: { list: `${paths.userList}?tab=edits`, record: paths.editRequestDetail },
};
