import type { SchemeRecord } from '@/contract/schemes/record';
import { monsoonScheme, monsoonTerms } from './schemeFixtures';

// A draft never live, and the catalogue products its tests name (answers of the reference server).

/** Royale 20 L and Bliss Shower, as the catalogue's retrieve and search answer them. */
export const royale = { id: 12, name: 'Royale 20 L', code: 'RY-20' };
export const bliss = { id: 15, name: 'Bliss Shower', code: 'BL-1' };

/** Pipes: a draft of 150 points and ₹2.50 a unit of Royale 20 L, drafted by administrator 9. */
export const pipesDraft: SchemeRecord = {
  id: 5,
  name: 'Pipes',
  status: 'draft',
  in_force: null,
  created_at: '2026-06-20T10:00:00Z',
  versions: [
    {
      ...monsoonScheme.versions[1],
      version: 1,
      valid_from: '2026-07-01',
      terms: {
        ...monsoonTerms,
        rules: [{ kind: 'per_unit', target: { product: royale.id }, points: 150, cash_paise: 250 }],
        caps: {},
      },
    },
  ],
};
