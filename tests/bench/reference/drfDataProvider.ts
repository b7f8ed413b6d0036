import type { DataProvider, GetListParams } from 'react-admin';

/** A user as the paging server answers one, shown in the reference list's columns. */
interface ApiUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  firm_name: string | null;
  user_type_display: string;
  referred_by: string | null;
  date_joined: string;
}

/** The reference list's field, as the server orders by it. */
const orderingField: Record<string, string> = { user_name: 'first_name,last_name', user_type: 'user_type' };

const ordering = ({ field, order }: GetListParams['sort'] = { field: 'date_joined', order: 'DESC' }) =>
  (orderingField[field] ?? field)
    .split(',')
    .map(name => (order === 'DESC' ? `-${name}` : name))
    .join(',');

/**
 * react-admin's list over a Django REST framework list that pages (`count`, `results`), in the
 * few lines a developer writes for one: only `getList`, the one call the bench makes.
 */
export function drfDataProvider(apiRoot: string, credentials: { email: string; password: string }): DataProvider {
  const token = fetch(`${apiRoot}user/admin/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
    .then(response => response.json())
    .then(({ access }: { access: string }) => access);

  const getList = async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 20 };
    const query = new URLSearchParams({ page: String(page), page_size: String(perPage), ordering: ordering(params.sort) });
    if (params.filter?.q) query.set('search', params.filter.q);
    const response = await fetch(`${apiRoot}user/users/?${query}`, {
      headers: { Authorization: `Bearer ${await token}` },
      signal: params.signal,
    });
    const { count, results } = (await response.json()) as { count: number; results: ApiUser[] };
    const data = results.map(user => ({
      id: user.id,
      user_name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      phone: user.phone,
      firm_name: user.firm_name,
      user_type: user.user_type_display,
      referred_by: user.referred_by,
      date_joined: user.date_joined,
    }));
    return { data, total: count };
  };
  const unused = () => Promise.reject(new Error('the bench only lists'));
  return {
    getList,
    getOne: unused,
    getMany: unused,
    getManyReference: unused,
    create: unused,
    update: unused,
    updateMany: unused,
    delete: unused,
    deleteMany: unused,
  } as unknown as DataProvider;
}
