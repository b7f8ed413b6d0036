import type { ReactElement } from 'react';
import { fakeServer, type RecordedCall } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { monsoonCost, monsoonScheme } from './schemeFixtures';

// The reference server and the page the area's screen tests share.

const brands = [{ id: 4, name: 'Asian Paints' }];

/** The reference server: schemes paged, the catalogue's brands, no categories, and `extra` for the rest. */
export const schemesServer = (
  extra: (call: RecordedCall) => { status?: number; body?: unknown } | undefined = () => undefined,
) =>
  fakeServer(call => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === 'schemes/') return { body: { count: 1, next: null, previous: null, results: [monsoonScheme] } };
    if (call.path === 'schemes/3/') return { body: monsoonScheme };
    if (call.path === 'schemes/3/cost/') return { body: monsoonCost };
    if (call.path === 'product/brand/list/') return { body: brands };
    if (call.path === 'product/category/list/') return { body: [] };
    if (call.path.endsWith('choice/') || call.path.endsWith('choices/') || call.path === 'main/countries/')
      return { body: [] };
    return { status: 404, body: { detail: 'Not found.' } };
  });

/** A screen at `path`, matched by `route`, with the pop-ups. */
export const at = (path: string, route: string, page: ReactElement) =>
  renderScreen(path, route, <PopupProvider>{page}</PopupProvider>);
