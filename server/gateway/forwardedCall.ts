import type { RoutePermission } from '../team/permissions';

/** A spec call as the gateway forwards it: signed out (no permission), or with the reference server's permission. */
export interface ForwardedCall {
  method: string;
  /** Below the API root, with `:name` parameters. */
  pattern: string;
  permission: RoutePermission | undefined;
}
