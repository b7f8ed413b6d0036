import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Approval } from '@/dataProvider/approvalKinds';
import { areaEndpoints } from '@/src/appDataProvider';
import { i18nProvider } from '@/src/i18n';
import { liveStore } from '@/src/live/liveStore';
import { areas } from '@/src/areas';
import { AreasContext } from '@/src/areasContext';
import { isBeingReviewed as beingReviewedIn, RowReviewers } from './reviewedRows';
import { skipping } from './useInboxSelection';

const row = (id: number, kind: Approval['kind'] = 'payout'): Approval =>
  ({ id: `${kind}-${id}`, kind, itemId: id, member: 'M', submitted_at: null, item: {} }) as Approval;

afterEach(() => liveStore.reset());

/** The permission resource of each approval kind, as the areas declare them. */
const kindResources = Object.fromEntries(
  areas.flatMap(area => area.approvalKinds ?? []).map(({ kind, resource }) => [kind, resource]),
);
const isBeingReviewed = beingReviewedIn(new Map(Object.entries(kindResources)));

describe('rows another administrator has open', () => {
  it("name each kind's decision by its pending list's resource, as the server names its changes", () => {
    const pending = Object.fromEntries(
      areaEndpoints
        .flatMap(endpoints => endpoints.pending ?? [])
        .map(({ kind, resource }) => [kind.name, resource]),
    );
    expect(kindResources).toEqual(pending);
  });

  it('say who has them open, and j/k pass over them', () => {
    liveStore.opened();
    liveStore.setPresences([{ resource: 'pendingPayments', id: 2, by: { id: 3, name: 'Vikram Shah' }, tab: 'v' }]);
    const rows = [row(1), row(2), row(3), row(2, 'bill')];
    expect(rows.map(isBeingReviewed)).toEqual([false, true, false, false]);
    expect(skipping(rows, 1, 1, isBeingReviewed)).toBe(2);
    expect(skipping(rows, 1, -1, isBeingReviewed)).toBe(0);
    expect(skipping([row(2)], 0, 1, isBeingReviewed)).toBe(1);
    render(
      <AreasContext.Provider value={areas}>
        <AdminContext i18nProvider={i18nProvider}>
          <RowReviewers approval={rows[1]} />
        </AdminContext>
      </AreasContext.Provider>,
    );
    expect(screen.getByText('Being reviewed by Vikram Shah')).toBeInTheDocument();
  });
});
