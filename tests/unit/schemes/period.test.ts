import { describe, expect, it } from 'vitest';
import { workOutEarnings } from '@/contract/schemes/earnings';
import { bill, context, royaleAt, scheme, version } from './schemeFixtures';

const monsoon = scheme(1, 'Monsoon', version([royaleAt(150)], { starts_on: '2026-10-20', ends_on: '2026-10-31' }));
const pointsOn = (invoice_date: string) =>
  workOutEarnings(bill([['Royale 20 L', 3]], { invoice_date }), context([monsoon])).points;

describe('a scheme from 20 to 31 October 2026, India time', () => {
  it.each([
    ['2026-10-19', 0], // the day before it starts
    ['2026-10-19T18:29:59Z', 0], // 19 Oct 23:59:59 IST
    ['2026-10-20', 450], // first day: 3 × 150
    ['2026-10-19T18:30:00Z', 450], // 20 Oct 00:00 IST: 3 × 150
    ['2026-10-31', 450], // last day: 3 × 150
    ['2026-10-31T18:29:59Z', 450], // 31 Oct 23:59:59 IST: 3 × 150
    ['2026-10-31T18:30:00Z', 0], // 1 Nov 00:00 IST
    ['2026-11-01', 0], // the day after it ends
  ])('a bill dated %s earns %i PTS', (invoiceDate, points) => {
    expect(pointsOn(invoiceDate)).toBe(points);
  });
});

describe('a version changed after a bill’s invoice date', () => {
  const changed = scheme(
    1,
    'Monsoon',
    version([royaleAt(150)]),
    version([royaleAt(200)], { version: 2, valid_from: '2026-10-25' }),
  );
  const workedOut = (invoice_date: string) =>
    workOutEarnings(bill([['Royale 20 L', 3]], { invoice_date }), context([changed]));

  it('keeps the old version for a bill dated before the change', () => {
    const earnings = workedOut('2026-10-24');
    expect(earnings.points).toBe(450); // version 1: 3 × 150
    expect(earnings.lines).toMatchObject([{ scheme_id: 1, version: 1, kind: 'per_unit', points_per_unit: 150 }]);
  });

  it('takes the new version from its day', () => {
    const earnings = workedOut('2026-10-25');
    expect(earnings.points).toBe(600); // version 2: 3 × 200
    expect(earnings.lines).toMatchObject([{ scheme_id: 1, version: 2, points_per_unit: 200 }]);
  });
});
