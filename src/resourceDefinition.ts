import type { ComponentType, ReactNode } from 'react';
import type { RecordToStringFunction } from 'react-admin';
import type { ResourceAddresses } from './layout/resourceAddresses';

/**
 * A react-admin resource an area declares, spread into `<Resource>` by the App. `routes` are
 * its screens under `/{name}/`; the area's own `routes` hold the spec's paths that do not
 * start with a resource's name (`/user/...` for users).
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
  /** Where react-admin's own addresses of the resource lead (`/{name}` to its list, unless it registers one). */
  addresses: ResourceAddresses;
}
