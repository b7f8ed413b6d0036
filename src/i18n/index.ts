import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { signedOutMessages } from './messages/signedOut';

let messages: TranslationMessages = { ...englishMessages, app: signedOutMessages };

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

let allMessages: Promise<void> | undefined;

/**
 * Loads every message (src/i18n/en.ts). The first load of /login carries only the signed-out
 * pages' own; the signed-in layout waits for the rest before it draws anything.
 */
export const loadAllMessages = () =>
  (allMessages ??= import('./en').then(
    ({ en }) => {
      messages = en;
      return i18nProvider.changeLocale('en');
    },
    error => {
      allMessages = undefined;
      throw error;
    },
  ));
