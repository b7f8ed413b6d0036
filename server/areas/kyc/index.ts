import type { ServerArea } from '@/server/area';
import { accountStateSql, accountStateSqlOf, panStateSql, panStateSqlOf } from './current';
import { kycGatewayRoutes } from './gatewayRoutes';
import { GATEWAY_KYC_TABLES } from './gatewaySource';
import { kycRoutes } from './routes';

/**
 * KYC: each member's PAN and payout account checked by the verifier the owner chooses (by hand with a
 * second administrator, the demo's rules, or Cashfree's Verification Suite), and the accounts and PANs
 * members share; at the gateway, of the upstream's members, kept in the gateway's own database. Section
 * 194R's register reads the PAN's state, and payout batches hold a payout until its member's PAN and
 * account are verified, through `payeeStates`.
 */
export const kycArea: ServerArea = {
  name: 'kyc',
  routes: kycRoutes,
  referenceOnly: true,
  gatewayRoutes: kycGatewayRoutes,
  payeeStates: {
    reference: { pan: panStateSql, account: accountStateSql },
    gateway: { pan: panStateSqlOf(GATEWAY_KYC_TABLES), account: accountStateSqlOf(GATEWAY_KYC_TABLES) },
  },
};
