import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { programmeScreens } from './screens';

/** The programme at a glance at /programme, mounted inside the layout by the App. */
export const programmeRoutes = <Route path={paths.programme} element={<programmeScreens.MovementPage />} />;
