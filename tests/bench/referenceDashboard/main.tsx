import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Admin, Resource } from 'react-admin';
import { Dashboard, pendingLists } from './Dashboard';
import { authProvider, dataProvider } from './providers';

// The four lists are declared as resources with no views: an <Admin> with no resources shows
// react-admin's welcome page in place of the dashboard.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Admin dataProvider={dataProvider} authProvider={authProvider} dashboard={Dashboard} disableTelemetry>
      {pendingLists.map(({ resource }) => (
        <Resource key={resource} name={resource} />
      ))}
    </Admin>
  </BrowserRouter>,
);
