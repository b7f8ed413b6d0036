import GavelIcon from '@mui/icons-material/Gavel';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { paths } from '../../src/routes';
import { listPathOf } from './legalKinds';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { termsRoutes } from './routes';

/** Terms and privacy texts, at the spec's /terms&condition-… and /privacy&policy-… paths. */
export const terms: ResourceDefinition = {
  name: 'terms',
  icon: GavelIcon,
  options: { label: 'app.resources.terms' },
  recordRepresentation: 'title',
  customRoutes: termsRoutes,
  addresses: { list: paths.termsList, create: paths.termsCreate },
};

export const privacy: ResourceDefinition = {
  name: 'privacy',
  icon: PrivacyTipIcon,
  options: { label: 'app.resources.privacy' },
  recordRepresentation: 'title',
  addresses: { list: listPathOf('privacy'), create: paths.privacyCreate },
};
