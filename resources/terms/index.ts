import GavelIcon from '@mui/icons-material/Gavel';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { permissionsOn, type Area } from '@/src/area';
import { listPathOf } from './legalKinds';
import { termsRoutes } from './routes';
import { termsEndpoints } from './endpoints';
import { termsPaths } from './paths';

/** Terms and privacy texts, at the spec's /terms&condition-… and /privacy&policy-… paths (reached from Settings). */
export const termsArea: Area = {
  name: 'terms',
  resources: [
    {
      name: 'terms',
      icon: GavelIcon,
      options: { label: 'app.resources.terms' },
      recordRepresentation: 'title',
      addresses: { list: termsPaths.termsList, create: termsPaths.termsCreate },
    },
    {
      name: 'privacy',
      icon: PrivacyTipIcon,
      options: { label: 'app.resources.privacy' },
      recordRepresentation: 'title',
      addresses: { list: listPathOf('privacy'), create: termsPaths.privacyCreate },
    },
  ],
  routes: termsRoutes,
  endpoints: termsEndpoints,
  messages: () => import('./messages'),
  paths: termsPaths,
  pages: { terms: termsPaths.termsList },
  permissions: ['terms', 'privacy'].flatMap(resource => permissionsOn(resource, 'list', 'create', 'edit', 'delete')),
};
