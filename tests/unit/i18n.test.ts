import { describe, expect, it, vi } from 'vitest';
import { appMessages } from '@/src/i18n/en';
import englishMessages from 'ra-language-english';
import { signedOutMessages } from '@/src/i18n/messages/signedOut';
import { signedOutFrameworkMessages } from '@/src/i18n/messages/signedOutFramework';

describe('messages', () => {
  it('keeps every signed-out message, word for word, among all of them', () => {
    for (const [key, value] of Object.entries(signedOutMessages)) {
      expect(appMessages[key as keyof typeof appMessages]).toEqual(value);
    }
  });

  it('keeps react-admin’s words of the signed-out pages as the library has them', () => {
    for (const [group, words] of Object.entries(signedOutFrameworkMessages.ra)) {
      expect(englishMessages.ra[group as keyof typeof englishMessages.ra]).toMatchObject(words);
    }
  });

  it('starts with the signed-out messages only, and translates the rest once they are loaded', async () => {
    vi.resetModules();
    const { i18nProvider, loadAllMessages } = await import('@/src/i18n');
    expect(i18nProvider.translate('app.login.title')).toBe('ADMIN LOGIN');
    expect(i18nProvider.translate('app.menu.users')).toBe('app.menu.users');
    expect(i18nProvider.translate('ra.page.loading')).toBe('Loading');
    await loadAllMessages();
    expect(i18nProvider.translate('app.menu.users')).toBe('Users');
    expect(i18nProvider.translate('app.login.title')).toBe('ADMIN LOGIN');
    expect(i18nProvider.translate('ra.page.loading')).toBe('Loading');
  });
});
