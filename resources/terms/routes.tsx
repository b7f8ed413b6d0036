import { Navigate, Route } from 'react-router-dom';
import { termsScreens } from './screens';
import { legacyListPaths, listPathOf } from './legalKinds';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { termsPaths } from './paths';

/**
 * The area's screens at the spec's paths, mounted inside the layout by the App. Every
 * spelling of the return targets reaches the list on the matching tab.
 */
export const termsRoutes = (
  <>
    {guardedRoutes([
      { path: termsPaths.termsList, screen: termsScreens.LegalList, resource: ['terms', 'privacy'], action: 'list' },
      { path: termsPaths.termsCreate, screen: termsScreens.CreateTerms, resource: 'terms', action: 'create' },
      { path: termsPaths.privacyCreate, screen: termsScreens.CreatePrivacy, resource: 'privacy', action: 'create' },
    ])}
    <Route path={termsPaths.privacyList} element={<Navigate to={listPathOf('privacy')} replace />} />
    <Route path={legacyListPaths.terms} element={<Navigate to={listPathOf('terms')} replace />} />
    <Route path={legacyListPaths.privacy} element={<Navigate to={listPathOf('privacy')} replace />} />
  </>
);
