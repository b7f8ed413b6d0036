import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { permissionsOn, type Area } from '@/src/area';
import { kycEndpoints } from './endpoints';
import { KYC_BY_NAME, kycPaths } from './paths';
import { kycRoutes } from './routes';
import { kycScreens, kycSlots } from './screens';

/**
 * Know who is paid: each member's PAN and payout account checked by the configured verifier, or by
 * hand and confirmed by a second administrator, at /kyc; and the accounts, UPI IDs and PANs that
 * more than one member shares.
 */
export const kycArea: Area = {
  name: 'kyc',
  resources: [
    {
      name: 'kyc',
      icon: VerifiedUserIcon,
      options: { label: 'app.kyc.title' },
      recordRepresentation: 'member_name',
      list: kycScreens.KycList,
      routes: kycRoutes,
      addresses: { list: kycPaths.list, record: kycPaths.member },
    },
  ],
  menu: {
    key: 'kyc',
    label: 'app.kyc.menu',
    title: 'app.kyc.title',
    icon: VerifiedUserIcon,
    to: kycPaths.list,
    prefixes: [kycPaths.list],
    screen: kycScreens.KycList,
    access: { resource: 'kyc', action: 'list' },
    needsList: { resource: 'kyc', sort: KYC_BY_NAME },
  },
  preload: [{ at: [kycPaths.member('')], screen: kycScreens.MemberKyc }],
  memberPanel: kycSlots.MemberKycPanel,
  payeeNote: kycSlots.PayeeKycNote,
  endpoints: kycEndpoints,
  messages: () => import('./messages'),
  paths: kycPaths,
  pages: { kyc: kycPaths.list, kycShared: kycPaths.shared },
  permissions: [
    ...permissionsOn('kyc', 'list', 'show', 'create', 'edit', 'approve'),
    ...permissionsOn('kycSettings', 'show', 'edit'),
  ],
};
