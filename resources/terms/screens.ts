import { lazyPage } from '@/src/lib/lazyPage';

/** Terms and privacy: the tabbed list with inline edits, and a create form for each kind. */
export const termsScreens = {
  LegalList: lazyPage(() => import('./LegalList')),
  CreateTerms: lazyPage(() => import('./CreateLegalEntry').then(module => ({ default: module.CreateTerms }))),
  CreatePrivacy: lazyPage(() => import('./CreateLegalEntry').then(module => ({ default: module.CreatePrivacy }))),
};
