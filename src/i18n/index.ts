import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { areas } from '../areas';
import { signedOutMessages } from './messages/signedOut';

let messages: TranslationMessages = { ...englishMessages, app: signedOutMessages };

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
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
