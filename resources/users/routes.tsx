import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { userScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const userRoutes = (
  <>
    <Route path={paths.userList} element={<userScreens.UserList />} />
    <Route path={paths.addUser} element={<userScreens.AddUser />} />
    <Route path={paths.newUserDetail(':id')} element={<userScreens.NewUserDetail />} />
    <Route path={paths.userDetail(':id')} element={<userScreens.UserDetail />} />
    <Route path={paths.editRequestDetail(':id')} element={<userScreens.EditRequestDetail />} />
  </>
);
