import { routesOf } from '@/server/area';
import { checkRoutes } from './checkRoutes';
import { memberRoutes } from './memberRoutes';
import { reportRoutes } from './reportRoutes';
import { REFERENCE_KYC, type KycSource } from './source';

/** KYC of the members `source` keeps: their PAN and payout account, checked, recorded by hand and confirmed, and what they share. */
export const kycRoutesOf = (source: KycSource) =>
  routesOf(memberRoutes(source), checkRoutes(source), reportRoutes(source));

/** KYC on the reference server, of its own members and payouts. */
export const kycRoutes = kycRoutesOf(REFERENCE_KYC);
