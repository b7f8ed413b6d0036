import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { notificationScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const notificationRoutes = (
  <Route path={paths.notifications} element={<notificationScreens.NotificationList />} />
);
