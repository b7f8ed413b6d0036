import { afterEach, describe, expect, it } from 'vitest';
import { DECIDED_ELSEWHERE_MS, type LiveChange, type Presence } from '@/contract/team/live';
import { beingReviewedBy, decidedElsewhere, keptChanges, liveStore, tabId } from '@/src/live/liveStore';

const asha = { id: 2, name: 'Asha Rao' };
const vikram = { id: 3, name: 'Vikram Shah' };
const me = { id: 7, name: 'Me' };

const open = (by: typeof asha, tab: string, resource = 'billRequests', id = 29): Presence => ({
  resource,
  id,
  by,
  tab,
});
const change = (by: typeof asha, action: string, resource = 'billRequests', id: number | null = 29): LiveChange => ({
  resource,
  action,
  id,
  by,
  at: new Date().toISOString(),
});

afterEach(() => liveStore.reset());

describe('who is reviewing a record', () => {
  it('lists the other administrators with it open, each once, not this tab nor the signed-in administrator', () => {
    localStorage.setItem('userId', '7');
    liveStore.setPresences([
      open(asha, 'a1'),
      open(asha, 'a2'),
      open(vikram, 'v1'),
      open(me, 'my-other-tab'),
      open({ id: 9, name: 'Same tab' }, tabId),
      open(vikram, 'v2', 'billRequests', 30),
      open(vikram, 'v3', 'pendingPayments', 29),
    ]);
    expect(beingReviewedBy('billRequests', 29)).toEqual([asha, vikram]);
    expect(beingReviewedBy('billRequests', '30')).toEqual([vikram]);
    expect(beingReviewedBy('voucherRequests', 29)).toEqual([]);
  });

  it('gives the tab an id the contract accepts', () => {
    expect(tabId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});

describe('a decision made elsewhere', () => {
  it("names another administrator's approval or rejection of that record within a minute", () => {
    localStorage.setItem('userId', '7');
    const now = Date.now();
    liveStore.addChange(change(asha, 'approve'), now);
    expect(decidedElsewhere({ resource: 'billRequests', id: '29' }, now + 1_000)).toBe('Asha Rao');
    expect(decidedElsewhere({ resource: 'billRequests', id: 30 }, now + 1_000)).toBeUndefined();
    expect(decidedElsewhere({ resource: 'pendingPayments', id: 29 }, now + 1_000)).toBeUndefined();
    expect(decidedElsewhere({ resource: 'billRequests', id: 29 }, now + DECIDED_ELSEWHERE_MS)).toBeUndefined();
  });

  it("ignores the signed-in administrator's own decisions and other changes", () => {
    localStorage.setItem('userId', '7');
    const now = Date.now();
    liveStore.addChange(change(me, 'reject'), now);
    liveStore.addChange(change(asha, 'edit'), now);
    expect(decidedElsewhere({ resource: 'billRequests', id: 29 }, now)).toBeUndefined();
  });

  it('names no one for a change found at the programme’s backend (by null)', () => {
    localStorage.setItem('userId', '7');
    const now = Date.now();
    liveStore.addChange(change(asha, 'reject'), now - 1_000);
    liveStore.addChange({ ...change(asha, 'reject'), by: null }, now);
    liveStore.addChange({ ...change(asha, 'edit', 'billRequests', 30), by: null }, now);
    expect(decidedElsewhere({ resource: 'billRequests', id: 29 }, now)).toBe('Asha Rao');
    expect(decidedElsewhere({ resource: 'billRequests', id: 30 }, now)).toBeUndefined();
  });

  it('counts the deletion of a new user as its rejection', () => {
    const now = Date.now();
    liveStore.addChange(change(vikram, 'delete', 'users', 41), now);
    expect(
      decidedElsewhere({ resource: 'newUsers', id: 41, alsoDecidedBy: [{ resource: 'users', action: 'delete' }] }, now),
    ).toBe('Vikram Shah');
  });

  it('keeps a bounded number of changes, dropping those over a minute old', () => {
    const now = Date.now();
    liveStore.addChange(change(asha, 'approve'), now - DECIDED_ELSEWHERE_MS);
    for (let index = 0; index < keptChanges + 50; index += 1) liveStore.addChange(change(vikram, 'edit'), now);
    const { changes } = liveStore.getSnapshot();
    expect(changes).toHaveLength(keptChanges);
    expect(changes.every(kept => kept.by?.id === vikram.id)).toBe(true);
  });
});
