import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { i18nProvider } from '@/src/i18n';
import { AreasContext } from '@/src/areasContext';
import type { Area } from '@/src/area';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { fakeServer, makeToken, signInWith, type RecordedCall } from './fakes';

const entries = [
  {
    id: 9,
    at: '2025-06-15T18:45:00.000Z',
    actor_id: 1,
    actor_email: 'admin@loyalty.test',
    action: 'approve',
    target_type: 'bill',
    target_id: 29,
    summary: 'Approved bill #29 (INV-1029, Asha Rao)',
    changes: {
      status: { before: 'pending', after: 'approved' },
      points_earned: { before: null, after: 40 },
      decided_at: { before: null, after: '2025-06-15T18:45:00.000Z' },
    },
  },
];

/** An area showing the audit trail, as the audit area does. */
const auditTrail: Area = { name: 'audit', pages: { audit: '/audit' }, permissions: [] };

function renderPanel(reply: (call: RecordedCall) => { status?: number; body?: unknown }, areas: Area[] = [auditTrail]) {
  signInWith(makeToken());
  const server = fakeServer(reply);
  const view = render(
    <MemoryRouter>
      <AreasContext.Provider value={areas}>
        <AdminContext dataProvider={createAppDataProvider()} i18nProvider={i18nProvider}>
          <p>Bill #29</p>
          <HistoryPanel targetType="bill" targetId={29} />
        </AdminContext>
      </AreasContext.Provider>
    </MemoryRouter>,
  );
  return { server, view };
}

describe('HistoryPanel', () => {
  it("lists the record's entries newest first: the time in India, the admin, the action, the summary and each field before → after", async () => {
    const { server } = renderPanel(() => ({ body: { count: 12, next: null, previous: null, results: entries } }));
    const history = await screen.findByRole('region', { name: 'History' });
    const list = await within(history).findByRole('list', { name: 'History of this record' });
    expect(list.textContent).toContain('16-06-2025, 12:15 AM · admin@loyalty.test · Approved');
    expect(list.textContent).toContain('Approved bill #29 (INV-1029, Asha Rao)');
    expect(within(list).getByRole('listitem', { name: 'status changed from pending to approved' })).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: 'points_earned changed from — to 40' })).toBeTruthy();
    expect(
      within(list).getByRole('listitem', { name: 'decided_at changed from — to 16-06-2025, 12:15 AM' }),
    ).toBeTruthy();
    const more = within(history).getByRole('link', { name: 'See all 12 entries in the audit trail' });
    expect(decodeURIComponent(more.getAttribute('href') ?? '')).toBe(
      '/audit?filter={"target_type":"bill","target_id":"29"}',
    );
    expect(server.calls.at(-1)?.query).toMatchObject({ target_type: 'bill', target_id: '29', ordering: '-at' });
    expect(list.textContent).not.toContain("Programme's server");
  });

  it("shows the status the programme's server answered and what was sent, for a change the gateway forwarded", async () => {
    const forwarded = [
      {
        ...entries[0],
        id: 11,
        action: 'reject',
        summary: "Rejected bill #29: refused by the programme's server (400)",
        changes: {},
        upstream_status: 400,
        sent: { reason: 'Blurred', points: null },
      },
      { ...entries[0], id: 10, upstream_status: 201, sent: { content: 'multipart', bytes: 2048 } },
    ];
    renderPanel(() => ({ body: { count: 2, next: null, previous: null, results: forwarded } }));
    const list = await screen.findByRole('list', { name: 'History of this record' });
    const [refused, created] = within(list)
      .getAllByRole('listitem')
      .filter(item => item.parentElement === list);
    expect(refused!.textContent).toContain(
      "No field changed.Programme's server answered 400Sent: reason: Blurred, points: —",
    );
    expect(created!.textContent).toContain("Programme's server answered 201Sent: a form with files (2048 bytes)");
    expect(list.textContent).not.toContain('undefined');
  });

  it('renders nothing when the backend has no audit trail (404), and asks once', async () => {
    const { server, view } = renderPanel(() => ({ status: 404, body: { detail: 'Not found.' } }));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'History' })).toBeNull());
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(screen.queryByText('History')).toBeNull();
    expect(view.container.textContent).toBe('Bill #29');
    expect(server.calls).toHaveLength(1);
  });

  it('renders nothing, and asks nothing, when no area shows the audit trail', async () => {
    const { server, view } = renderPanel(() => ({ body: { count: 0, next: null, previous: null, results: [] } }), []);
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('Bill #29');
    expect(server.calls).toHaveLength(0);
  });

  it('says so when the trail cannot be read for another reason', async () => {
    renderPanel(() => ({ status: 500 }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Failed to fetch the audit trail')).toBeTruthy();
  });
});
