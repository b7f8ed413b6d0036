import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import EditScheme from './EditScheme';
import SchemeDetail from '../pages/SchemeDetail';
import { pipesDraft, royale } from '../fixtures/draftFixtures';
import { at, schemesServer } from '../fixtures/schemesServer';

beforeEach(() => {
  signInWith(makeToken({ role: 'catalogue' }));
  localStorage.setItem('userId', '7');
});

/** The reference server with the Pipes draft and the live Monsoon, and `patch` answering the draft's PATCH. */
const draftServer = (patch: (call: RecordedCall) => { status?: number; body?: unknown }) =>
  schemesServer(call => {
    if (call.method === 'PATCH' && call.path === 'schemes/5/') return patch(call);
    if (call.path === 'schemes/5/') return { body: pipesDraft };
    if (call.path === 'product/product/retrieve/12/') return { body: royale };
    return undefined;
  });

describe('editing a draft in place', () => {
  it('prefills the name and terms, checks before sending, keeps what was typed on a failure, and PATCHes once on a double click', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = draftServer(() =>
      fail ? { status: 500, body: { message: 'The database is busy.' } } : { body: { ...pipesDraft, name: 'Pipes 2' } },
    );
    at('/schemes/edit/5', '/schemes/edit/:id', <EditScheme />);
    const form = await screen.findByRole('form', { name: 'Scheme' });
    expect(screen.getByRole('heading', { name: 'Edit Pipes', level: 1 })).toBeInTheDocument();
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveValue('Pipes');
    expect(within(form).getByLabelText(/^Starts on/)).toHaveValue('2026-07-01');
    const rule = within(form).getByRole('group', { name: 'Rule 1' });
    expect(within(rule).getByRole('combobox', { name: 'Product' })).toHaveValue('Royale 20 L');
    expect(within(rule).getByLabelText('Points per unit')).toHaveValue(150);
    expect(within(rule).getByLabelText('Cash per unit (₹)')).toHaveValue(2.5);

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PATCH')).toEqual([]);

    await user.type(name, 'Pipes 2');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent('The database is busy.');
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Pipes 2');

    fail = false;
    await user.dblClick(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    const patches = calls.filter(call => call.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1].path).toBe('schemes/5/');
    // The terms go back as they came, the cash in paise.
    expect(patches[1].body).toEqual({ name: 'Pipes 2', terms: pipesDraft.versions[0].terms });
  });

  it('says a live scheme is not edited in place', async () => {
    draftServer(() => ({ status: 400 }));
    at('/schemes/edit/3', '/schemes/edit/:id', <EditScheme />);
    expect(await screen.findByText(/Only a scheme that was never live is edited in place/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers Edit draft on a draft’s page to a role that may edit schemes, and not on a live scheme’s draft version', async () => {
    draftServer(() => ({ status: 400 }));
    const { unmount } = at('/schemes/detail/5', '/schemes/detail/:id', <SchemeDetail />);
    expect(await screen.findByRole('link', { name: 'Edit draft' })).toHaveAttribute('href', '/schemes/edit/5');
    unmount();

    at('/schemes/detail/3', '/schemes/detail/:id', <SchemeDetail />);
    await screen.findByRole('button', { name: 'Approve version 2' });
    expect(screen.queryByRole('link', { name: 'Edit draft' })).not.toBeInTheDocument();
  });

  it('offers no Edit draft to a role that may not edit schemes', async () => {
    signInWith(makeToken({ role: 'support' }));
    draftServer(() => ({ status: 400 }));
    at('/schemes/detail/5', '/schemes/detail/:id', <SchemeDetail />);
    await screen.findByRole('button', { name: 'Approve version 1' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit draft' })).not.toBeInTheDocument());
  });
});
