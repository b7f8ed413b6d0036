import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Admin, Resource, type DataProvider } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';
import { drfDataProvider } from './drfDataProvider';
import { UserList } from './UserList';

/** Where the list's users come from, as the bench writes it beside the page (tests/bench/referenceList.ts). */
type Source = { kind: 'whole' } | { kind: 'paging'; credentials: { email: string; password: string } };

const source: Source = await fetch('/source.json').then(response => response.json());
const dataProvider: DataProvider =
  source.kind === 'paging'
    ? // The paging server, behind the page's own address (Vite's preview proxies /api/).
      drfDataProvider('/api/v1/', source.credentials)
    : fakeDataProvider({ users: await fetch('/users.json').then(response => response.json()) });

// In the browser's own router, as the app is: the list's params are in `location.search`.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="users" list={UserList} />
    </Admin>
  </BrowserRouter>,
);
