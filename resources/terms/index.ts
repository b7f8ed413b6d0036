import GavelIcon from '@mui/icons-material/Gavel';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { termsRoutes } from './routes';

/** Terms and privacy texts, at the spec's /terms&condition-… and /privacy&policy-… paths. */
export const terms: ResourceDefinition = {
  name: 'terms',
  icon: GavelIcon,
  options: { label: 'app.resources.terms' },
  recordRepresentation: 'title',
  customRoutes: termsRoutes,
};

export const privacy: ResourceDefinition = {
  name: 'privacy',
  icon: PrivacyTipIcon,
  options: { label: 'app.resources.privacy' },
  recordRepresentation: 'title',
};
