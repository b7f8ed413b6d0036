import type { LegalKind } from './termsCalls';
import { termsPaths } from './paths';

/** Return targets of the old client, in its other spelling; each reaches the matching list. */
export const legacyListPaths = {
  terms: '/terms-conditions/list',
  privacy: '/privacy-policy/list',
} as const;

/** The list, on the tab of this kind (the kind is kept in ?tab=, terms being the default). */
export const listPathOf = (kind: LegalKind) =>
  kind === 'terms' ? termsPaths.termsList : `${termsPaths.termsList}?tab=privacy`;

export const kindOfTab = (tab: string | null): LegalKind => (tab === 'privacy' ? 'privacy' : 'terms');

/** What differs between the two legal texts: i18n keys under app.terms and where their create page is. */
export const legalKinds: Record<
  LegalKind,
  { tab: string; createTitle: string; createFailed: string; listFailed: string; createPath: string }
> = {
  terms: {
    tab: 'terms_tab',
    createTitle: 'create_terms_title',
    createFailed: 'app.terms.create_terms_failed',
    listFailed: 'app.terms.fetch_terms_failed',
    createPath: termsPaths.termsCreate,
  },
  privacy: {
    tab: 'privacy_tab',
    createTitle: 'create_privacy_title',
    createFailed: 'app.terms.create_privacy_failed',
    listFailed: 'app.terms.fetch_privacy_failed',
    createPath: termsPaths.privacyCreate,
  },
};

export const legalQueryKeys = {
  sections: (kind: LegalKind) => ['legal', kind, 'sections'],
  entries: (kind: LegalKind) => ['legal', kind, 'entries'],
};
