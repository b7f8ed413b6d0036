import { Route } from 'react-router-dom';
import { childPath, paths } from '../../src/routes';
import { directoryScreens } from './screens';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const directoryRoutes = (
  <>
    <Route path={childPath(paths.directoryList)} element={<directoryScreens.DirectoryList />} />
    <Route path={childPath(paths.addSalesman)} element={<directoryScreens.AddSalesman />} />
    <Route path={childPath(paths.addArchitect)} element={<directoryScreens.AddArchitect />} />
    <Route path={childPath(paths.editSalesman(':id'))} element={<directoryScreens.EditSalesman />} />
    <Route path={childPath(paths.editArchitect(':id'))} element={<directoryScreens.EditArchitect />} />
    <Route path={childPath(paths.directoryDetail(':id'))} element={<directoryScreens.DirectoryDetail />} />
  </>
);
