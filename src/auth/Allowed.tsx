import type { ComponentType, ReactNode } from 'react';
import { AccessDeniedPage } from '../layout/accessDeniedPage';
import { useMayAccess, type Access } from './useMayAccess';

interface AllowedProps extends Pick<Access, 'action'> {
  /** Several: any of them; none: the resource of the list or record around. */
  resource?: Access['resource'];
  children: ReactNode;
  /** What shows instead when the role may not: nothing by default (a button, an entry, a tab). */
  denied?: ReactNode;
}

/** Its children when the signed-in administrator's role allows the action (react-admin's `canAccess`), else `denied`. */
export function Allowed({ children, denied = null, ...access }: AllowedProps) {
  const allowed = useMayAccess(access);
  if (allowed === undefined) return null;
  return allowed ? children : denied;
}

/** A screen the role may open, else the "Not allowed" page (never a blank one). */
export function RequireAccess({ children, ...access }: Omit<AllowedProps, 'denied'>) {
  return (
    <Allowed {...access} denied={<AccessDeniedPage />}>
      {children}
    </Allowed>
  );
}

/** `Screen` behind `RequireAccess`: a resource's list, create, edit or show screen, given to react-admin. */
export function requiringAccess(Screen: ComponentType, resource: string, action: Access['action']): ComponentType {
  const Guarded = () => (
    <RequireAccess resource={resource} action={action}>
      <Screen />
    </RequireAccess>
  );
  Guarded.displayName = `RequireAccess(${resource}.${action})`;
  return Guarded;
}
