import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { SCHEME_WORDS } from '@/contract/schemes/input';
import { SCHEME_BILLS } from '@/server/db/seed/schemes';
import { SCHEME_REFUSALS } from './store';
import { schemeServer } from './schemeServer';

// The schemes' API on the demo data (test clock: 15 June 2025 in India): drafts, versions, four
// eyes, the list, the live schemes, and the demo's bills' figures.

const server = schemeServer();

const terms = (points = 2) => ({
  starts_on: '2025-07-01',
  ends_on: '2025-07-31',
  user_types: ['architect'],
  rules: [{ kind: 'per_hundred_rupees', points }],
});

const draft = async (name: string, who: 'owner' | 'finance' | 'catalogue' = 'catalogue') => {
  const response = await server.call(who, 'POST', 'schemes/', { name, terms: terms() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('a scheme’s draft', () => {
  it('is drafted by the catalogue, changed while a draft, and deleted', async () => {
    const drafted = await draft('Monsoon architects');
    expect(drafted).toMatchObject({
      name: 'Monsoon architects',
      status: 'draft',
      in_force: null,
      versions: [
        {
          version: 1,
          valid_from: '2025-07-01',
          status: 'draft',
          terms: { ...terms(), firm_types: [], states: [], stacking: 'adds', caps: {} },
          drafted_by: 'catalogue@loyalty.test',
          drafted_at: '2025-06-15T10:00:00.000Z',
          approved_by: null,
          approved_at: null,
        },
      ],
    });
    const changed = await server.call('finance', 'PATCH', `schemes/${drafted.id}/`, { terms: terms(3) });
    expect(changed.json().versions[0]).toMatchObject({
      terms: { rules: [{ points: 3 }] },
      drafted_by: 'finance@loyalty.test',
    });
    expect((await server.call('catalogue', 'DELETE', `schemes/${drafted.id}/`)).statusCode).toBe(204);
    expect((await server.call('catalogue', 'GET', `schemes/${drafted.id}/`)).statusCode).toBe(404);
    const audited = server.read<{ action: string; summary: string }>(
      "SELECT action, summary FROM audit_log WHERE target_type = 'scheme' AND target_id = ? ORDER BY id",
      drafted.id,
    );
    expect(audited.map(entry => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(audited[0].summary).toBe(`Created scheme #${drafted.id} (Monsoon architects)`);
  });

  it('refuses bad terms with field errors, and unknown ids with 404', async () => {
    const backwards = await server.call('catalogue', 'POST', 'schemes/', {
      name: 'Backwards',
      terms: { ...terms(), ends_on: '2025-06-30' },
    });
    expect(backwards.json()).toEqual({ message: 'Invalid input.', errors: { terms: [SCHEME_WORDS.endBeforeStart] } });
    const noRule = await server.call('catalogue', 'POST', 'schemes/', {
      name: 'Empty',
      terms: { ...terms(), rules: [] },
    });
    expect(noRule.json().errors).toEqual({ terms: [SCHEME_WORDS.noRule] });
    for (const path of ['schemes/999999/', 'schemes/abc/', 'schemes/999999/cost/']) {
      expect((await server.call('owner', 'GET', path)).json()).toMatchObject({ message: 'Scheme not found.' });
    }
    const approveNothing = await server.call('owner', 'POST', 'schemes/999999/approve/', { version: 1 });
    expect(approveNothing.statusCode).toBe(404);
  });
});

describe('four eyes on a scheme', () => {
  it('is approved by finance or the owner, never by its drafter, nor by the catalogue', async () => {
    const drafted = await draft('Architects’ July', 'finance');
    const own = await server.call('finance', 'POST', `schemes/${drafted.id}/approve/`, { version: 1 });
    expect([own.statusCode, own.json().message]).toEqual([403, SCHEME_REFUSALS.ownDraft]);
    const catalogue = await server.call('catalogue', 'POST', `schemes/${drafted.id}/approve/`, { version: 1 });
    expect([catalogue.statusCode, catalogue.json().message]).toEqual([403, TEAM_MESSAGES.decisionForbidden]);
    const approved = await server.call('owner', 'POST', `schemes/${drafted.id}/approve/`, { version: 1 });
    expect(approved.json()).toMatchObject({
      status: 'live',
      in_force: null, // in force from 1 July
      versions: [{ status: 'live', approved_by: 'admin@loyalty.test', approved_at: '2025-06-15T10:00:00.000Z' }],
    });
    const again = await server.call('finance', 'POST', `schemes/${drafted.id}/approve/`, { version: 1 });
    expect([again.statusCode, again.json().message]).toEqual([400, SCHEME_REFUSALS.alreadyLive]);
  });

  it('changes a live scheme only by a new version from today or later, approved in turn', async () => {
    const { id } = await draft('Architects’ August');
    await server.call('finance', 'POST', `schemes/${id}/approve/`, { version: 1 });
    expect((await server.call('catalogue', 'PATCH', `schemes/${id}/`, { name: 'New' })).json().message).toBe(
      SCHEME_REFUSALS.onlyDraftEdited,
    );
    expect((await server.call('catalogue', 'DELETE', `schemes/${id}/`)).json().message).toBe(
      SCHEME_REFUSALS.liveNotDeleted,
    );
    const change = { valid_from: '2025-06-15', terms: terms(5) };
    expect((await server.call('catalogue', 'POST', `schemes/${id}/versions/`, change)).statusCode).toBe(201);
    const second = await server.call('catalogue', 'POST', `schemes/${id}/versions/`, change);
    expect(second.json().message).toBe(SCHEME_REFUSALS.oneDraftAtATime);
    expect((await server.call('catalogue', 'DELETE', `schemes/${id}/versions/1/`)).json().message).toBe(
      SCHEME_REFUSALS.onlyDraftDiscarded,
    );
    expect((await server.call('catalogue', 'DELETE', `schemes/${id}/versions/2/`)).statusCode).toBe(204);
    expect((await server.call('catalogue', 'DELETE', `schemes/${id}/versions/9/`)).statusCode).toBe(404);
    // A discarded draft's number is given again: it never was in force.
    await server.call('catalogue', 'POST', `schemes/${id}/versions/`, change);
    const live = await server.call('finance', 'POST', `schemes/${id}/approve/`, { version: 2 });
    expect(live.json()).toMatchObject({ status: 'live', in_force: 2 });
    expect(live.json().versions.map((each: { version: number }) => each.version)).toEqual([1, 2]);
  });
});

describe('the list of schemes', () => {
  it('pages, searches by name and filters by status', async () => {
    await draft('Zinc list draft');
    const page = await server.call('owner', 'GET', 'schemes/?page=1&page_size=50&status=draft&search=zinc');
    expect(page.json()).toMatchObject({ count: 1, results: [{ name: 'Zinc list draft', status: 'draft' }] });
    const live = await server.call('owner', 'GET', 'schemes/?page=1&page_size=50&status=live');
    const names = live.json().results.map((scheme: { name: string }) => scheme.name);
    expect(names).toEqual(expect.arrayContaining(['Contractors’ base', 'Aquaflow fittings', 'Festival double points']));
    expect(names).not.toContain('Zinc list draft');
    const bad = await server.call('owner', 'GET', 'schemes/?page=1&status=gone');
    expect(bad.statusCode).toBe(400);
    expect((await server.call('owner', 'GET', 'schemes/')).json().length).toBeGreaterThan(3);
  });
});

describe('the demo’s schemes', () => {
  it('are live, drafted by the catalogue and approved by finance, with the point’s value', async () => {
    const live = (await server.call('finance', 'GET', 'schemes/live/')).json();
    expect(live.point_value_paise).toBe(100);
    const festival = live.schemes.find((scheme: { name: string }) => scheme.name === 'Festival double points');
    expect(festival.versions).toEqual([
      expect.objectContaining({
        version: 1,
        starts_on: '2025-05-31',
        ends_on: '2025-06-25',
        user_types: ['contractor'],
      }),
    ]);
    const [record] = server.read<{ drafted: string; approved: string }>(
      `SELECT d.email AS drafted, a.email AS approved FROM scheme_versions v
       JOIN users d ON d.id = v.drafted_by JOIN users a ON a.id = v.approved_by WHERE v.scheme_id = ?`,
      festival.id,
    );
    expect(record).toEqual({ drafted: 'catalogue@loyalty.test', approved: 'finance@loyalty.test' });
  });

  it('give the demo’s contractors’ bills the figures the seed names', async () => {
    const bills = server.read<{ id: number }>(
      "SELECT b.id FROM bills b JOIN users u ON u.id = b.user_id WHERE u.user_type = 'contractor' ORDER BY b.id",
    );
    expect(bills).toHaveLength(SCHEME_BILLS.length);
    const figures = [];
    for (const { id } of bills) {
      figures.push((await server.call('finance', 'POST', 'schemes/work-out/', { bill_id: id })).json());
    }
    expect(figures.map(({ points, unmatched }) => [points, unmatched])).toEqual([
      [124, []], // base: ₹12,450
      [598, []], // base 98 + Aquaflow 12 × 50 = 600 cut to the cap of 500
      [125, ['Aria Basin Mixr']], // base 75 + Aquaflow 50
      [550, []], // base 150 + Aquaflow 200 + festival 200
    ]);
    expect(figures[1].lines).toContainEqual(
      expect.objectContaining({ kind: 'cap', cap: 'per_member', allowed: { points: 500, cash_paise: 0 } }),
    );
  });
});
