import type { ServerArea } from '@/server/area';
import { auditRoutes } from './routes';

/** The audit log (the trail every area writes is the shell's: server/audit/trail.ts). */
export const auditArea: ServerArea = { name: 'audit', routes: auditRoutes, gatewayRoutes: auditRoutes };
