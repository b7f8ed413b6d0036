import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { directoryScreens } from '.';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const directoryRoutes = (
  <>
    <Route path={paths.directoryList} element={<directoryScreens.DirectoryList />} />
    <Route path={paths.addSalesman} element={<directoryScreens.AddSalesman />} />
    <Route path={paths.addArchitect} element={<directoryScreens.AddArchitect />} />
    <Route path={paths.editSalesman(':id')} element={<directoryScreens.EditSalesman />} />
    <Route path={paths.editArchitect(':id')} element={<directoryScreens.EditArchitect />} />
    <Route path={paths.directoryDetail(':id')} element={<directoryScreens.DirectoryDetail />} />
  </>
);
