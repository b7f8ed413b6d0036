import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import { usePaletteSearch } from '@/src/search/usePaletteSearch';

interface Call {
  resource: string;
  text: string;
  signal?: AbortSignal;
  answer: (names: string[]) => void;
}

/** A data provider whose every search waits until the test answers it. */
function waitingDataProvider() {
  const calls: Call[] = [];
  const ask = (resource: string, text: string, signal?: AbortSignal) =>
    new Promise<string[]>(resolve => calls.push({ resource, text, signal, answer: resolve }));
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      const names = await ask(resource, params.filter.q, params.signal);
      return { data: names.map((name, id) => ({ id, first_name: name, last_name: '' })), total: names.length };
    },
    searchCatalogue: async (query: string, signal?: AbortSignal) => {
      await ask('catalogue', query, signal);
      return { brands: [], categories: [], products: [] };
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as never} i18nProvider={i18nProvider}>
        {children}
      </AdminContext>
    </MemoryRouter>
  );
  const answerAll = (text: string, names: string[]) =>
    calls.filter(call => call.text === text).forEach(call => call.answer(names));
  return { calls, wrapper, answerAll };
}

const memberNames = (groups: ReturnType<typeof usePaletteSearch>['groups']) =>
  groups.find(group => group.kind === 'members')?.hits.map(hit => hit.primary) ?? [];

describe('the palette search', () => {
  it('aborts a superseded search and never shows its late answers over the newer ones', async () => {
    const { calls, wrapper, answerAll } = waitingDataProvider();
    const { result, rerender } = renderHook(({ typed }) => usePaletteSearch(typed), {
      wrapper,
      initialProps: { typed: 'ravi' },
    });
    await waitFor(() => expect(calls.some(call => call.text === 'ravi')).toBe(true));
    expect(result.current.searching).toBe(true);

    rerender({ typed: 'ravi kumar' });
    await waitFor(() => expect(calls.some(call => call.text === 'ravi kumar')).toBe(true));
    // The lists' calls are aborted; the catalogue search, shared through the list cache, runs on unheeded.
    const lists = calls.filter(call => call.text === 'ravi' && call.resource !== 'catalogue');
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every(call => call.signal?.aborted === true)).toBe(true);

    answerAll('ravi kumar', ['Ravi Kumar']);
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(memberNames(result.current.groups)).toEqual(['Ravi Kumar', 'Ravi Kumar']);

    answerAll('ravi', ['Ravindra', 'Ravi Shankar']);
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(memberNames(result.current.groups)).toEqual(['Ravi Kumar', 'Ravi Kumar']);
  });

  it('asks nothing for one character, and says when nothing was found', async () => {
    const { calls, wrapper, answerAll } = waitingDataProvider();
    const { result, rerender } = renderHook(({ typed }) => usePaletteSearch(typed), {
      wrapper,
      initialProps: { typed: 'z' },
    });
    await new Promise(resolve => setTimeout(resolve, 400));
    // Only the probe of the audit trail, which decides the "Audit log" line.
    expect(calls.map(call => call.resource)).toEqual(['audit']);
    expect(result.current.searching).toBe(false);

    rerender({ typed: 'zzqx' });
    await waitFor(() => expect(calls.filter(call => call.text === 'zzqx')).toHaveLength(7));
    answerAll('zzqx', []);
    await waitFor(() => expect(result.current.nothingFound).toBe(true));
    expect(result.current.groups).toEqual([]);
  });
});
