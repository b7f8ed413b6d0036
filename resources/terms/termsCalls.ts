import type { Identifier } from 'react-admin';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';
import type { LegalEntry } from '@/contract/legal';

/** The two legal texts; each has its own sections and entries. */
export type LegalKind = 'terms' | 'privacy';

export interface LegalSection {
  key: string;
  value: string;
}

/** An entry as the API answers it (contract/legal.ts). */
export type { LegalEntry };

export type LegalEntryInput = Omit<LegalEntry, 'id' | 'created_at' | 'updated_at'>;

const bases: Record<LegalKind, string> = {
  terms: 'main/terms-and-conditions',
  privacy: 'main/privacy-policy',
};

const listFailed: Record<LegalKind, string> = {
  terms: 'app.terms.fetch_terms_failed',
  privacy: 'app.terms.fetch_privacy_failed',
};

const createFailed: Record<LegalKind, string> = {
  terms: 'app.terms.create_terms_failed',
  privacy: 'app.terms.create_privacy_failed',
};

/** Terms and conditions and the privacy policy: sections, entries by section, create, and content edits. */
export function createTermsActions(cache: ListCache) {
  const mutate = createMutate(cache);

  return {
    getLegalSections: (kind: LegalKind) =>
      request<LegalSection[]>(`${bases[kind]}/sections/`, { fallbackMessage: 'app.terms.sections_failed' }),

    /** Entries keyed by section. */
    getLegalEntries: (kind: LegalKind) =>
      request<Record<string, LegalEntry[]>>(`${bases[kind]}/list/`, { fallbackMessage: listFailed[kind] }),

    createLegalEntry: (kind: LegalKind, data: LegalEntryInput) =>
      mutate<LegalEntry>(`${bases[kind]}/`, { method: 'POST', body: data, fallbackMessage: createFailed[kind] }),

    updateLegalContent: (kind: LegalKind, id: Identifier, content: string) =>
      mutate<LegalEntry>(`${bases[kind]}/${id}/`, {
        method: 'PUT',
        body: { content },
        fallbackMessage: 'app.terms.update_failed',
      }),
  };
}
