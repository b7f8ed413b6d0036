import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { roleMay } from '@/contract/team/roles';
import { bearerOf } from '../callParts';
import type { Db } from '../db/connection';
import type { Resource } from '../team/permissions';
import { gatewayAdmin, roleOf } from './signIns';

/** The expiry (seconds since the epoch) an access token states, or null. */
export function expiryOf(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** An administrator's token the polling may read with, and when it expires. */
export interface KeptToken {
  token: string;
  exp: number;
}

/**
 * The tokens the polling reads the upstream with, the gateway having no account of its own there:
 * each administrator's latest, seen on a signed-in request the gateway let through (the stream's
 * own included); one is dropped when it expires, when its administrator is disabled, or when the
 * upstream refuses it. Tokens are never logged.
 */
export class PollingTokens {
  /** By administrator: their latest token. */
  private readonly kept = new Map<number, KeptToken>();

  constructor(private readonly options: { db: Db; owners: readonly string[]; now: () => Date }) {}

  /** A `preHandler` for every route: keeps the bearer token of a signed-in request the gateway let through. */
  readonly seen = async (request: FastifyRequest): Promise<void> => {
    if (!request.routeOptions.config.signedIn || !request.grantedPermission) return;
    const token = bearerOf(request);
    const kept = this.kept.get(request.userId);
    if (!token || kept?.token === token) return;
    const exp = expiryOf(token);
    // Another tab's older token does not replace a later one.
    if (exp === null || (kept && kept.exp >= exp)) return;
    this.kept.delete(request.userId);
    this.kept.set(request.userId, { token, exp });
  };

  /** The kept tokens of administrators whose role may list `resource`, latest first; the expired and the disabled dropped. */
  readersOf(resource: Resource): [number, KeptToken][] {
    const { db, owners, now } = this.options;
    // A token about to expire would not last the read.
    const soon = now().getTime() / 1000 + 5;
    const readers: [number, KeptToken][] = [];
    for (const [adminId, kept] of this.kept) {
      const admin = gatewayAdmin(db, adminId);
      const role = admin && admin.admin_disabled_at === null ? roleOf(admin, owners) : null;
      if (kept.exp <= soon || role === null) this.kept.delete(adminId);
      else if (roleMay(role, resource, 'list')) readers.push([adminId, kept]);
    }
    return readers.sort(([, left], [, right]) => right.exp - left.exp);
  }

  /** The upstream refused `token`: dropped, unless a later one of the administrator replaced it meanwhile. */
  refused(adminId: number, token: KeptToken): void {
    if (this.kept.get(adminId) === token) this.kept.delete(adminId);
  }

  clear(): void {
    this.kept.clear();
  }
}
