import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  Admin,
  Create,
  DataTable,
  Edit,
  List,
  Resource,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/dataProvider';
import { drfRouter } from '@/dataProvider/drfRouter';
import { fakeServer, makeToken, signInWith, type RecordedCall } from './fakes';

// Everything a developer writes to add a resource whose backend follows the DRF router convention.
const table = { widgets: drfRouter('shop/widgets/', ['name']) };
const colours = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];
const WidgetList = () => (
  <List
    perPage={5}
    sort={{ field: 'id', order: 'ASC' }}
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="c" source="colour" choices={colours} alwaysOn />,
    ]}
  >
    <DataTable aria-label="Widgets" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="colour" />
    </DataTable>
  </List>
);
const WidgetForm = () => (
  <SimpleForm>
    <TextInput source="name" />
    <SelectInput source="colour" choices={colours} />
  </SimpleForm>
);
const widgetResource = (
  <Resource
    name="widgets"
    list={WidgetList}
    create={() => <Create redirect="list">{WidgetForm()}</Create>}
    edit={() => (
      <Edit redirect="list" mutationMode="pessimistic">
        {WidgetForm()}
      </Edit>
    )}
  />
);

/** A backend of the convention, in memory: whole arrays, as the spec's backend answers. */
function widgetBackend() {
  let widgets = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    name: `Widget ${String.fromCharCode(76 - index)}`,
    colour: index % 3 === 0 ? 'blue' : 'red',
  }));
  const idOf = (call: RecordedCall) => Number(/shop\/widgets\/(\d+)\/$/.exec(call.path)?.[1]);
  return fakeServer(call => {
    if (!call.path.startsWith('shop/widgets/')) return { status: 404, body: { detail: 'Not found.' } };
    const id = idOf(call);
    const body = call.body as Record<string, unknown>;
    if (call.method === 'GET') return { body: id ? widgets.find(widget => widget.id === id) : widgets };
    if (call.method === 'POST') {
      const created = { ...(body as { name: string; colour: string }), id: widgets.length + 100 };
      widgets = [...widgets, created];
      return { status: 201, body: created };
    }
    if (call.method === 'PUT') {
      widgets = widgets.map(widget => (widget.id === id ? { ...widget, ...body, id } : widget));
      return { body: widgets.find(widget => widget.id === id) };
    }
    widgets = widgets.filter(widget => widget.id !== id);
    return { status: 204 };
  });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Widgets' }))
    .getAllByRole('row')
    .slice(1)
    .map(row => within(row).getAllByRole('cell')[0].textContent);

describe('a resource declared in a few lines', () => {
  let server: ReturnType<typeof widgetBackend>;
  beforeEach(() => {
    signInWith(makeToken());
    vi.stubGlobal('scrollTo', () => {});
    window.location.hash = '#/widgets';
    server = widgetBackend();
    render(<Admin dataProvider={createDataProvider([{ resources: table }])}>{widgetResource}</Admin>);
  });

  it('lists, pages, sorts and filters through the real data provider, with one fetch', async () => {
    await waitFor(() => expect(rowNames()).toEqual(['Widget L', 'Widget K', 'Widget J', 'Widget I', 'Widget H']));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Widget G'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name ascending' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Widget A'));
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'widget b' } });
    await waitFor(() => expect(rowNames()).toEqual(['Widget B']));
    expect(window.location.hash).toContain('widget%20b');
    // A shared link with a filter opens the list filtered.
    window.location.hash = `#/widgets?${new URLSearchParams({ filter: JSON.stringify({ colour: 'blue' }), sort: 'name' })}`;
    await waitFor(() => expect(rowNames()).toEqual(['Widget C', 'Widget F', 'Widget I', 'Widget L']));
    expect(server.calls.filter(call => call.method === 'GET')).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: 'shop/widgets/' });
  });

  it('creates, edits and deletes with the convention’s method, path and body', async () => {
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    window.location.hash = '#/widgets/create';
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Widget Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: 'shop/widgets/', body: { name: 'Widget Z' } }),
      ),
    );

    window.location.hash = '#/widgets/3';
    const name = await screen.findByDisplayValue('Widget J');
    fireEvent.change(name, { target: { value: 'Widget J2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: 'shop/widgets/3/',
          body: expect.objectContaining({ name: 'Widget J2' }),
        }),
      ),
    );

    window.location.hash = '#/widgets/4';
    await screen.findByDisplayValue('Widget I');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: 'shop/widgets/4/' })),
    );
  });
});
