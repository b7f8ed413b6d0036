import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import type { SortPayload } from 'react-admin';
import { PageHeader } from '../PageHeader';
import { useEndpointAvailable } from '../useEndpointAvailable';

interface KeptListPageProps {
  title: string;
  /** The resource whose list the spec's backend may not answer, asked one row in `sort`'s order. */
  resource: string;
  sort: SortPayload;
  /** The header's buttons, shown unless the backend keeps none of the resource. */
  actions?: ReactNode;
  /** What the page says where the backend keeps none. */
  notKeptText: string;
  /** The list. */
  children: ReactNode;
}

/** A list page of what the spec's backend does not keep: its list and header's buttons, or, where the backend answers 404, a note saying so. */
export function KeptListPage({ title, resource, sort, actions, notKeptText, children }: KeptListPageProps) {
  const kept = useEndpointAvailable(resource, sort);
  return (
    <>
      <PageHeader title={title}>{kept !== false && actions}</PageHeader>
      {kept === false ? <Alert severity="info">{notKeptText}</Alert> : children}
    </>
  );
}
