import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { text } from '@/contract/fields/text';
import { i18nProvider } from '@/src/i18n';
import { AppForm, type SaveResult } from '@/src/ui/form/AppForm';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';

const unsavedChanges = "Some of your changes weren't saved. Are you sure you want to ignore them?";
const refusal = { body: { errors: { name: 'This name is taken.', other: 'Not a field of the form.' } } };
/** A contract-like schema: a required name of at most 20 characters, trimmed, without control characters. */
const nameSchema = z.object({ name: text({ maxLength: 20 }) });

function NameForm({ save }: { save: (values: { name: string }) => Promise<SaveResult> }) {
  const onSubmit = useOneSave(save);
  return (
    <>
      <AppForm defaultValues={{ name: '' }} schema={nameSchema} onSubmit={onSubmit}>
        <FormTextField name="name" label="Name" required />
        <SubmitButton label="Save" submittingLabel="Saving..." />
      </AppForm>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

/** The form under a data router (as in the app), so that it can warn before it is left. */
function renderForm(save: (values: { name: string }) => Promise<SaveResult>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
            <Outlet />
          </AdminContext>
        ),
        children: [
          { path: '/form', element: <NameForm save={save} /> },
          { path: '/elsewhere', element: <p>Left the form</p> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppForm (react-admin <Form>)', () => {
  it('keeps a refused or failed save, with the server error under its field, and still asks before it is left', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn<(values: { name: string }) => Promise<SaveResult>>()
      .mockResolvedValueOnce(submissionErrors(refusal, ['name']))
      .mockResolvedValueOnce(submissionErrors(new Error('Network down'), ['name']));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderForm(save);
    await user.type(await screen.findByLabelText(/^Name/), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is taken.')).toBeInTheDocument();
    expect(screen.queryByText('Not a field of the form.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Taken');

    // A failure without field errors leaves the form unsaved too.
    await user.type(screen.getByLabelText(/^Name/), ' Again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByText('This name is taken.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Taken Again');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(unsavedChanges));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Taken Again');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Left the form')).toBeInTheDocument();
  });

  it('sends one save however fast it is submitted, and leaves without asking once saved', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const save = vi.fn(() => new Promise<SaveResult>(resolve => (finish = () => resolve(undefined))));
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderForm(save);
    await user.type(await screen.findByLabelText(/^Name/), 'Fresh');
    const form = screen.getByRole('button', { name: 'Save' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await screen.findByRole('button', { name: 'Saving...' });
    finish();
    await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Fresh' });

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Left the form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('AppForm checks its schema', () => {
  it("shows the schema's message under the field when it is left and on submit, and sends nothing until it passes", async () => {
    const user = userEvent.setup();
    const save = vi.fn<(values: { name: string }) => Promise<SaveResult>>().mockResolvedValue(undefined);
    renderForm(save);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toBeRequired();

    // Left empty: told when the field is left.
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');

    // On submit, the schema's words for what is wrong now, and no save.
    await user.type(name, 'Aqua\u0007flow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter text without tabs, line breaks or control characters.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'A name far longer than twenty characters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this field has no more than 20 characters.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    // Once it passes, the values are sent as typed (the server trims).
    await user.clear(name);
    await user.type(name, ' Aquaflow ');
    await waitFor(() => expect(screen.queryByText(/Ensure this field/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ name: ' Aquaflow ' });
  });
});
