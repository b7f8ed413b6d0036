import { Navigate, Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { termsScreens } from './screens';
import { legacyListPaths, listPathOf } from './legalKinds';

/**
 * The area's screens at the spec's paths, mounted inside the layout by the App. Every
 * spelling of the return targets reaches the list on the matching tab.
 */
export const termsRoutes = (
  <>
    <Route path={paths.termsList} element={<termsScreens.LegalList />} />
    <Route path={paths.termsCreate} element={<termsScreens.CreateTerms />} />
    <Route path={paths.privacyCreate} element={<termsScreens.CreatePrivacy />} />
    <Route path={paths.privacyList} element={<Navigate to={listPathOf('privacy')} replace />} />
    <Route path={legacyListPaths.terms} element={<Navigate to={listPathOf('terms')} replace />} />
    <Route path={legacyListPaths.privacy} element={<Navigate to={listPathOf('privacy')} replace />} />
  </>
);
