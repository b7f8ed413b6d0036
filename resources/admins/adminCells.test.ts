import { describe, expect, it } from 'vitest';
import type { Admin } from '@/contract/team/admins';
import { formatDateTime } from '@/src/lib/format';
import { adminName, isOwnAccount, lastLoginText, roleChoices, roleName, rowActionsOf, statusText } from './adminCells';
import { adminMessages } from './messages';

/** The area's strings as the app's translate gives them (polyglot's %{name}). */
const translate = (key: string, options: Record<string, unknown> = {}) => {
  const text = key
    .replace(/^app\.admins\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], adminMessages);
  const phrase = typeof text === 'string' ? text : String(options._ ?? key);
  return phrase.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
};

const admin = (fields: Partial<Admin> = {}): Admin => ({
  id: 9,
  email: 'meera@loyalty.test',
  first_name: 'Meera',
  last_name: 'Iyer',
  role: 'finance',
  status: 'active',
  last_login_at: null,
  invited_at: null,
  invitation_expires_at: null,
  ...fields,
});

describe("the team's cells", () => {
  it('says each status in words, an invitation with the time its link works until', () => {
    const until = '2026-11-29T10:00:00Z';
    expect(statusText(translate, admin())).toBe('Active');
    expect(statusText(translate, admin({ status: 'invited', invitation_expires_at: until }))).toBe(
      `Invited — link valid until ${formatDateTime(until)}`,
    );
    expect(statusText(translate, admin({ status: 'expired' }))).toBe('Link expired');
    expect(statusText(translate, admin({ status: 'disabled' }))).toBe('Disabled');
  });

  it('says the last sign-in as the app says times, or Never', () => {
    expect(lastLoginText(translate, admin())).toBe('Never');
    expect(lastLoginText(translate, admin({ last_login_at: '2026-11-20T05:30:00Z' }))).toBe(
      formatDateTime('2026-11-20T05:30:00Z'),
    );
  });

  it('names roles in words, offers the four, and names a person by their name or else their email', () => {
    expect(roleName('catalogue')).toBe('Catalogue');
    expect(roleName('auditor')).toBe('auditor');
    expect(roleChoices.map(choice => choice.label)).toEqual(['Owner', 'Finance', 'Catalogue', 'Support']);
    expect(adminName(admin())).toBe('Meera Iyer');
    expect(adminName(admin({ first_name: 'Meera', last_name: '' }))).toBe('Meera');
    expect(adminName(admin({ first_name: '', last_name: '' }))).toBe('meera@loyalty.test');
  });

  it("knows the signed-in admin's own row, which offers no Disable", () => {
    expect(isOwnAccount(admin(), '9')).toBe(true);
    expect(isOwnAccount(admin(), '10')).toBe(false);
    expect(isOwnAccount(admin(), undefined)).toBe(false);
    expect(rowActionsOf(admin(), true)).toEqual({ changeRole: true, resend: false, disable: false, enable: false });
    expect(rowActionsOf(admin({ status: 'disabled' }), true)).toMatchObject({ disable: false, enable: false });
  });

  it('offers a fresh link until the invitation is accepted, and Disable or Enable as the account is', () => {
    expect(rowActionsOf(admin(), false)).toEqual({ changeRole: true, resend: false, disable: true, enable: false });
    expect(rowActionsOf(admin({ status: 'invited' }), false)).toMatchObject({ resend: true, disable: true });
    expect(rowActionsOf(admin({ status: 'expired' }), false)).toMatchObject({ resend: true });
    expect(rowActionsOf(admin({ status: 'disabled' }), false)).toEqual({
      changeRole: true,
      resend: false,
      disable: false,
      enable: true,
    });
  });
});
