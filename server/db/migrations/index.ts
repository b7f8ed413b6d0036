import type { Migration } from './migration';
import { initial } from './001_initial';
import { liveUniqueContacts } from './002_live_unique_contacts';
import { singleUse } from './003_single_use';
import { notificationTriggers } from './004_notification_triggers';
import { tdsCertificateNames } from './005_tds_certificate_names';
import { privateDocumentsAndSessions } from './006_private_documents_and_sessions';
import { listPaging } from './007_list_paging';
import { auditLog } from './008_audit_log';
import { billDuplicates } from './009_bill_duplicates';
import { memberSearchDocuments } from './010_member_search_documents';
import { sortByFullName } from './011_sort_by_full_name';
import { programme } from './012_programme';
import { billRisk } from './013_bill_risk';
import { movement } from './014_movement';
import { team } from './015_team';
import { fourEyes } from './016_four_eyes';
import { forwardedAudit } from './017_forwarded_audit';
import { gatewayFirstApprovals } from './018_gateway_first_approvals';
import { gatewayFigures } from './019_gateway_figures';
import { schemes } from './020_schemes';
import { gatewaySchemes } from './021_gateway_schemes';
import { committedFigure } from './022_committed_figure';
import { memberCount } from './023_member_count';
import { payouts } from './024_payouts';
import { gatewayPayouts } from './025_gateway_payouts';
import { kyc } from './026_kyc';
import { gatewayKyc } from './027_gateway_kyc';
import { paymentAccounts } from './028_payment_accounts';

export const migrations: Migration[] = [
  initial,
  liveUniqueContacts,
  singleUse,
  notificationTriggers,
  tdsCertificateNames,
  privateDocumentsAndSessions,
  listPaging,
  auditLog,
  billDuplicates,
  memberSearchDocuments,
  sortByFullName,
  programme,
  billRisk,
  movement,
  team,
  fourEyes,
  forwardedAudit,
  gatewayFirstApprovals,
  gatewayFigures,
  schemes,
  gatewaySchemes,
  committedFigure,
  memberCount,
  payouts,
  gatewayPayouts,
  kyc,
  gatewayKyc,
  paymentAccounts,
];
