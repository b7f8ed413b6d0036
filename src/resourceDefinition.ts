import type { ComponentType, ReactNode } from 'react';
import type { RecordToStringFunction } from 'react-admin';
import type { ResourceAddresses } from './layout/resourceAddresses';

/**
 * What a resource folder's index.ts declares, spread into react-admin's `<Resource>` by the
 * App. `routes` are child routes under `/{name}/`; `customRoutes` are the spec's paths that
 * do not start with the resource's name (`/user/...` for users), mounted in `<CustomRoutes>`.
 */
export interface ResourceDefinition {
  name: string;
  icon?: ComponentType;
  /** i18n key of the resource's label. */
  options?: { label: string };
  recordRepresentation?: string | RecordToStringFunction;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  routes?: ReactNode;
  customRoutes?: ReactNode;
  /** Where react-admin's own addresses of the resource lead (`/{name}` to its list, unless it registers one). */
  addresses: ResourceAddresses;
}
