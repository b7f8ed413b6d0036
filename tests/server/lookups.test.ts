import { describe, expect, it } from 'vitest';
import { startSignedIn } from './helpers';

describe('lookups', () => {
  it('answers the user-type and firm-type choices in display order', async () => {
    const server = await startSignedIn();
    const userTypes = await server.api('GET', 'user/user-type-choices/');
    expect(userTypes.statusCode).toBe(200);
    expect(userTypes.json()).toEqual([
      { key: 'dealer', value: 'Dealer' },
      { key: 'architect', value: 'Architect' },
      { key: 'flexible_salesperson', value: 'Flexible Salesperson' },
      { key: 'non_flexible_salesperson', value: 'Non-Flexible Salesperson' },
      { key: 'salesman', value: 'Salesman' },
      { key: 'contractor', value: 'Contractor' },
    ]);
    expect((await server.api('GET', 'user/firm-type-choices/')).json()).toEqual([
      { key: 'proprietorship', value: 'Proprietorship' },
      { key: 'partnership', value: 'Partnership' },
      { key: 'private_limited', value: 'Private Limited' },
      { key: 'public_limited', value: 'Public Limited' },
      { key: 'llp', value: 'Limited Liability Partnership' },
      { key: 'individual', value: 'Individual' },
    ]);
  });

  it('answers the roles and the countries', async () => {
    const server = await startSignedIn();
    expect((await server.api('GET', 'main/role/list/')).json()).toEqual([
      { id: 1, name: 'architect' },
      { id: 2, name: 'flexible_salesperson' },
      { id: 3, name: 'non_flexible_salesperson' },
    ]);
    expect((await server.api('GET', 'main/countries/')).json()).toEqual([
      { id: 1, name: 'India', code: 'IN' },
      { id: 2, name: 'United Arab Emirates', code: 'AE' },
      { id: 3, name: 'Saudi Arabia', code: 'SA' },
      { id: 4, name: 'Qatar', code: 'QA' },
    ]);
  });

  it("answers a country's states by name, and 404 for an unknown or malformed country", async () => {
    const server = await startSignedIn();
    const india = (await server.api('GET', 'main/states/1/')).json() as { id: number; name: string }[];
    expect(india).toHaveLength(36);
    expect(india[0]).toEqual({ id: 1, name: 'Andaman and Nicobar Islands' });
    expect(india.find(state => state.name === 'Maharashtra')).toEqual({ id: 21, name: 'Maharashtra' });
    expect((await server.api('GET', 'main/states/4/')).json().map((state: { name: string }) => state.name)).toEqual([
      'Al Daayen',
      'Al Khor',
      'Al Rayyan',
      'Al Shahaniya',
      'Al Shamal',
      'Al Wakrah',
      'Doha',
      'Umm Salal',
    ]);
    for (const id of ['9', 'IN']) {
      const response = await server.api('GET', `main/states/${id}/`);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { detail: 'Not found.', message: 'Country not found.' },
      ]);
    }
  });
});
