import { fetchUtils, type AuthProvider, type DataProvider, type GetListParams } from 'react-admin';

/** The reference server's API, behind the page's own address (Vite's preview proxies /api/). */
const apiRoot = '/api/v1/';
const tokenKey = 'token';

/** Signs in with the API's admin login and keeps its access token in local storage. */
export const authProvider: AuthProvider = {
  login: async ({ username, password }) => {
    const { json } = await fetchUtils.fetchJson(`${apiRoot}user/admin/login/`, {
      method: 'POST',
      body: JSON.stringify({ email: username, password }),
    });
    localStorage.setItem(tokenKey, json.access);
  },
  checkAuth: () => (localStorage.getItem(tokenKey) ? Promise.resolve() : Promise.reject()),
  logout: async () => localStorage.removeItem(tokenKey),
  checkError: error => (error?.status === 401 ? Promise.reject() : Promise.resolve()),
  getPermissions: () => Promise.resolve(),
};

const onlyLists = () => Promise.reject(new Error('the reference dashboard only lists'));

/**
 * Lists only, in the few lines a developer writes for an API that answers a whole array:
 * its first `perPage` records, and its length as the total.
 */
export const dataProvider = {
  getList: async (resource: string, params: GetListParams) => {
    const { json } = await fetchUtils.fetchJson(`${apiRoot}${resource}`, {
      user: { authenticated: true, token: `Bearer ${localStorage.getItem(tokenKey)}` },
      signal: params.signal,
    });
    const records = json as Array<{ id: number }>;
    return { data: records.slice(0, params.pagination?.perPage ?? 10), total: records.length };
  },
  getOne: onlyLists,
  getMany: onlyLists,
  getManyReference: onlyLists,
  create: onlyLists,
  update: onlyLists,
  updateMany: onlyLists,
  delete: onlyLists,
  deleteMany: onlyLists,
} as unknown as DataProvider;
