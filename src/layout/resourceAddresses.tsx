import type { Identifier } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { NotFoundPage } from './notFoundPage';

/** Where react-admin's own addresses of a resource lead: the screens at the spec's paths. */
export interface ResourceAddresses {
  /** The list (on its tab) that `/{name}` opens. */
  list: string;
  /** A record's page, that `/{name}/{id}` and `/{name}/{id}/show` open. */
  record?: (id: Identifier) => string;
  /** The add form that `/{name}/create` opens. */
  create?: string;
}

const RECORD_ID = /^[1-9]\d*$/;

function RecordRedirect({ to }: { to: (id: Identifier) => string }) {
  const { id = '' } = useParams();
  return RECORD_ID.test(id) ? <Navigate to={to(id)} replace /> : <NotFoundPage />;
}

/**
 * Child routes of a `<Resource>` for react-admin's own addresses of it (`/users`,
 * `/users/1`, `/users/create`, which its links and redirects build): each leads to the
 * screen at the spec's path, and any other address under `/{name}/` is "Page not found",
 * never an empty frame. A resource whose list is registered keeps `/{name}` for it.
 */
export function resourceAddressRoutes(addresses: ResourceAddresses, hasList: boolean) {
  const { list, record, create } = addresses;
  return (
    <>
      {!hasList && <Route index element={<Navigate to={list} replace />} />}
      {create && <Route path="create" element={<Navigate to={create} replace />} />}
      {record && <Route path=":id" element={<RecordRedirect to={record} />} />}
      {record && <Route path=":id/show" element={<RecordRedirect to={record} />} />}
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}
