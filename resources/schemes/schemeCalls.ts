import type { Identifier } from 'react-admin';
import type { SchemeCost, SchemeRecord } from '@/contract/schemes/record';
import type { Earnings } from '@/contract/schemes/earnings';
import type { ProductMatches } from '@/contract/schemes/matchProducts';
import type { WhatIfResult } from '@/contract/schemes/whatIf';
import type { Product } from '@/contract/catalogue/products';
import type { Committed } from '@/contract/programme/committed';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

/** A live scheme's change: new terms from a date, as `schemeNewVersion` (contract/schemes/input.ts) checks it. */
export interface SchemeNewVersion {
  valid_from: string;
  terms: Record<string, unknown>;
}

/** "What if" (`schemes/:id/what-if/`): what a version would have given over the days from `from` to `to`. */
export type WhatIfAnswer = WhatIfResult & { from: string; to: string };

/** A state of a country, as the spec's lookup answers it. */
export interface SchemeState {
  id: number;
  name: string;
}

const schemePath = (id: Identifier) => `schemes/${encodeURIComponent(String(id))}/`;

/** The schemes' calls beside create, read, update and delete (docs/schemes.md). */
export function createSchemeActions(cache: ListCache) {
  const mutate = createMutate(cache);
  return {
    /** Makes a draft version live: a second administrator's approval (403 for the drafter's own). */
    approveSchemeVersion: (id: Identifier, version: number) =>
      mutate<SchemeRecord>(`${schemePath(id)}approve/`, {
        method: 'POST',
        body: { version },
        fallbackMessage: 'app.schemes.approve_failed',
      }),

    /** A live scheme's change: a draft version of new terms from `valid_from`. */
    draftSchemeVersion: (id: Identifier, change: SchemeNewVersion) =>
      mutate<SchemeRecord>(`${schemePath(id)}versions/`, {
        method: 'POST',
        body: change,
        fallbackMessage: 'app.schemes.version_failed',
      }),

    discardSchemeVersion: (id: Identifier, version: number) =>
      mutate<void>(`${schemePath(id)}versions/${version}/`, {
        method: 'DELETE',
        fallbackMessage: 'app.schemes.discard_failed',
      }),

    /** What a scheme has cost so far: in all, against its budget, by member type and by week. */
    getSchemeCost: (id: Identifier) =>
      request<SchemeCost>(`${schemePath(id)}cost/`, { fallbackMessage: 'app.schemes.cost_failed' }),

    /** What the live schemes would credit the pending bills, approved in invoice-date order (the liability card's line). */
    getSchemesCommitted: (signal?: AbortSignal) =>
      request<Committed>('schemes/committed/', { signal, fallbackMessage: 'app.schemes.committed_failed' }),

    /** A version replayed over the last 90 days' approved bills, beside the live schemes. */
    whatIfSchemeVersion: (id: Identifier, version: number) =>
      request<WhatIfAnswer>(`${schemePath(id)}what-if/`, {
        method: 'POST',
        body: { version },
        fallbackMessage: 'app.schemes.what_if_failed',
      }),

    /** What a pending bill earns now under the live schemes, the lines matched by hand counted. */
    workOutBillEarnings: (billId: Identifier, productMatches: ProductMatches = {}, signal?: AbortSignal) =>
      request<Earnings>('schemes/work-out/', {
        method: 'POST',
        body: { bill_id: billId, ...(Object.keys(productMatches).length > 0 && { product_matches: productMatches }) },
        signal,
        fallbackMessage: 'app.schemes.work_out_failed',
      }),

    /** Catalogue products whose name or code holds `query` (the spec's catalogue search), for a rule or a bill's line. */
    findSchemeProducts: (query: string, signal?: AbortSignal) =>
      request<{ products: Product[] }>('product/search/', {
        query: { query },
        signal,
        fallbackMessage: 'app.schemes.products_failed',
      }).then(answer => answer.products ?? []),

    /** The products of a brand's category (the spec's product list by brand and category), for a long rates sheet. */
    getSchemeCategoryProducts: (brandId: Identifier, categoryId: Identifier, signal?: AbortSignal) =>
      request<Product[]>(`product/product/brand/${brandId}/category/${categoryId}/`, {
        signal,
        fallbackMessage: 'app.schemes.products_failed',
      }),

    /** The states of a country, for a scheme's audience. */
    getSchemeStates: (countryId: Identifier) =>
      request<SchemeState[]>(`main/states/${countryId}/`, { fallbackMessage: 'app.schemes.states_failed' }),
  };
}
