import GavelIcon from '@mui/icons-material/Gavel';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { listPathOf } from './legalKinds';
import { termsRoutes } from './routes';
import { termsEndpoints } from './endpoints';

/** Terms and privacy texts, at the spec's /terms&condition-… and /privacy&policy-… paths (reached from Settings). */
export const termsArea: Area = {
  name: 'terms',
  resources: [
    {
      name: 'terms',
      icon: GavelIcon,
      options: { label: 'app.resources.terms' },
      recordRepresentation: 'title',
      addresses: { list: paths.termsList, create: paths.termsCreate },
    },
    {
      name: 'privacy',
      icon: PrivacyTipIcon,
      options: { label: 'app.resources.privacy' },
      recordRepresentation: 'title',
      addresses: { list: listPathOf('privacy'), create: paths.privacyCreate },
    },
  ],
  routes: termsRoutes,
  endpoints: termsEndpoints,
  messages: () => import('./messages'),
  permissions: ['terms', 'privacy'].flatMap(resource => permissionsOn(resource, 'list', 'create', 'edit', 'delete')),
};
