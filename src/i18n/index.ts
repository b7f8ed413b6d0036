import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { areas } from '../areas';
import { signedOutMessages } from './messages/signedOut';
import { signedOutFrameworkMessages } from './messages/signedOutFramework';

/** Before sign-in, the signed-out pages' words only: react-admin's own of them, and the app's. */
let messages: Record<string, unknown> = { ...signedOutFrameworkMessages, app: signedOutMessages };

export const i18nProvider = polyglotI18nProvider(() => messages as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

let allMessages: Promise<void> | undefined;

/**
 * Loads every message: the shell's (src/i18n/en.ts) and each area's own. The first load of
 * /login carries only the signed-out pages' own; the signed-in layout waits for the rest
 * before it draws anything.
 */
export const loadAllMessages = () =>
  (allMessages ??= Promise.all([import('./en'), ...areas.map(area => area.messages?.())]).then(
    ([{ en }, ...areaMessages]) => {
      messages = { ...en, app: Object.assign({}, en.app, ...areaMessages.map(module => module?.default)) };
      return i18nProvider.changeLocale('en');
    },
    error => {
      allMessages = undefined;
      throw error;
    },
  ));
