import { describe, expect, it } from 'vitest';
import type { Approval } from '@/dataProvider/approvalKinds';
import { ageOf } from './age';
import { areas } from '@/src/areas';
import { inboxKeyOf } from './useInboxKeys';
import { afterDecision, rowIndexOf } from './useInboxSelection';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => now - ms;
const MINUTE = 60_000;

describe('the age of a pending item', () => {
  it('is its largest whole unit: now, minutes, hours, days', () => {
    expect(ageOf(ago(59_999), now)).toEqual({ unit: 'now', count: 0 });
    expect(ageOf(ago(MINUTE), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(ageOf(ago(59 * MINUTE + 59_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(ageOf(ago(3 * 60 * MINUTE + 1), now)).toEqual({ unit: 'hours', count: 3 });
    expect(ageOf(ago(24 * 60 * MINUTE - 1), now)).toEqual({ unit: 'hours', count: 23 });
    expect(ageOf(ago(2 * 24 * 60 * MINUTE + 5 * 60 * MINUTE), now)).toEqual({ unit: 'days', count: 2 });
  });

  it('reads a date ahead of this clock as now, and none as unknown', () => {
    expect(ageOf(now + 5 * MINUTE, now)).toEqual({ unit: 'now', count: 0 });
    expect(ageOf(null, now)).toBeNull();
  });
});

const row = (id: string): Approval =>
  ({ id, kind: 'bill', itemId: id, member: id, submitted_at: null, item: {} }) as Approval;
const list = ['a', 'b', 'c', 'd'].map(row);

describe('the row selected after a decision', () => {
  it('is the next item, else the one before', () => {
    expect(afterDecision(list, 1)).toEqual({ ids: ['c', 'a'], index: 1, decided: 'b' });
    expect(afterDecision(list, 3)).toEqual({ ids: ['c'], index: 3, decided: 'd' });
  });

  it('is found by id once the list reloads, else by position without the decided item', () => {
    const reloaded = list.filter(item => item.id !== 'b');
    expect(rowIndexOf(reloaded, afterDecision(list, 1))).toBe(1);
    expect(rowIndexOf(list, { ids: ['x'], index: 1, decided: 'b' })).toBe(2);
    expect(rowIndexOf(list, { ids: [], index: 'last' })).toBe(3);
    expect(rowIndexOf([], { ids: [], index: 0 })).toBe(-1);
  });
});

/** An item's page, as its kind's area declares it. */
const itemPage = (approval: Approval) =>
  areas
    .flatMap(area => area.approvalKinds ?? [])
    .find(({ kind }) => kind === approval.kind)!
    .itemPage(approval);

describe("an item's page", () => {
  it('is its spec page; a voucher request learns it is pending; an email edit opens the searched Edit Requests tab', () => {
    expect(itemPage({ ...row('bill-29'), kind: 'bill', itemId: 29 })).toEqual({ to: '/bills/request/detail/29' });
    expect(itemPage({ ...row('payout-3'), kind: 'payout', itemId: 3 }).to).toBe('/payments/request-detail/3');
    expect(itemPage({ ...row('newUser-8'), kind: 'newUser', itemId: 8 }).to).toBe('/user/new-user-detail/8');
    expect(itemPage({ ...row('profileEdit-2'), kind: 'profileEdit', itemId: 2 }).to).toBe(
      '/user/edit-request/detail/2',
    );
    expect(itemPage({ ...row('voucherRequest-5'), kind: 'voucherRequest', itemId: 5 })).toEqual({
      to: '/vouchers/voucher-request-detail/5',
      state: { pendingVoucherRequest: true },
    });
    const email = new URL(
      itemPage({ ...row('emailEdit-4'), kind: 'emailEdit', itemId: 4, email: 'asha@example.in' }).to,
      'http://admin',
    );
    expect(email.pathname).toBe('/user/list');
    expect(Object.fromEntries(email.searchParams)).toEqual({ tab: 'edits', filter: '{"q":"asha@example.in"}' });
  });
});

describe('the inbox keys', () => {
  const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    let named: string | null = null;
    target.addEventListener('keydown', () => {
      const run = inboxKeyOf(event);
      run?.({
        move: delta => (named = `move ${delta}`),
        open: () => (named = 'open'),
        decide: decision => (named = decision),
        help: () => (named = 'help'),
      });
    });
    target.dispatchEvent(event);
    return named;
  };

  it('moves, opens, decides and lists the keys from the page', () => {
    expect(['j', 'k', 'ArrowDown', 'ArrowUp', 'o', 'Enter', 'a', 'r', '?'].map(key => press(key))).toEqual([
      'move 1',
      'move -1',
      'move 1',
      'move -1',
      'open',
      'open',
      'approve',
      'reject',
      'help',
    ]);
    expect(press('x')).toBeNull();
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
  });

  it('leaves the arrows and Enter to buttons, and every key to a field being typed in or an open dialog', () => {
    const button = document.body.appendChild(document.createElement('button'));
    expect(press('Enter', button)).toBeNull();
    expect(press('ArrowDown', button)).toBeNull();
    expect(press('a', button)).toBe('approve');
    const field = document.body.appendChild(document.createElement('input'));
    expect(press('a', field)).toBeNull();
    expect(press('j', field)).toBeNull();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    expect(press('a')).toBeNull();
    dialog.remove();
    expect(press('a')).toBe('approve');
    button.remove();
    field.remove();
  });
});
