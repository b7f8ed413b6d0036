import { routesOf } from '@/server/area';
import { checkRoutes } from './checkRoutes';
import { memberRoutes } from './memberRoutes';
import { reportRoutes } from './reportRoutes';

/** KYC: the members' PAN and payout account, checked, recorded by hand and confirmed, and what members share. */
export const kycRoutes = routesOf(memberRoutes, checkRoutes, reportRoutes);
