import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Admin, Resource } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';
import { UserList } from './UserList';

/** The users the bench hands over beside the page (tests/bench/referenceList.ts). */
const users: unknown[] = await fetch('/users.json').then(response => response.json());

// In the browser's own router, as the app is: the list's params are in `location.search`.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Admin dataProvider={fakeDataProvider({ users })} disableTelemetry>
      <Resource name="users" list={UserList} />
    </Admin>
  </BrowserRouter>,
);
