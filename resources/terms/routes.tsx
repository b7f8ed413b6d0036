import { Navigate, Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { termsScreens } from './screens';
import { legacyListPaths, listPathOf } from './legalKinds';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/**
 * The area's screens at the spec's paths, mounted inside the layout by the App. Every
 * spelling of the return targets reaches the list on the matching tab.
 */
export const termsRoutes = (
  <>
    {guardedRoutes([
      { path: paths.termsList, screen: termsScreens.LegalList, resource: ['terms', 'privacy'], action: 'list' },
      { path: paths.termsCreate, screen: termsScreens.CreateTerms, resource: 'terms', action: 'create' },
      { path: paths.privacyCreate, screen: termsScreens.CreatePrivacy, resource: 'privacy', action: 'create' },
    ])}
    <Route path={paths.privacyList} element={<Navigate to={listPathOf('privacy')} replace />} />
    <Route path={legacyListPaths.terms} element={<Navigate to={listPathOf('terms')} replace />} />
    <Route path={legacyListPaths.privacy} element={<Navigate to={listPathOf('privacy')} replace />} />
  </>
);
