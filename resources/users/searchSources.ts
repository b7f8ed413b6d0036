import type { RaRecord } from 'react-admin';
import { line, mergedLists, searchList, texts, type SearchSource, type Translate } from '../../src/search/searchList';
import { displayValue } from '../../src/lib/format';
import { personName } from '../../src/lib/text';
import { paths } from '../../src/routes';

/** A PAN (five letters, four digits, a letter), which the lists' search does not look in, finds the member holding it. */
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/i;
const memberFilter = (text: string): Record<string, string> =>
  PAN.test(text.trim()) ? { pan_card_number: text.trim().toUpperCase() } : { q: text };

const member =
  (detail: (id: RaRecord['id']) => string, translate: Translate, pending: boolean) => (user: RaRecord) => ({
    primary: displayValue(personName(user) || user.email || user.phone),
    secondary: line(pending && translate('app.search.new_user'), user.phone, user.firm_name, user.email),
    to: detail(user.id),
    texts: texts(personName(user), user.phone, user.email, user.firm_name, user.pan_card_number),
  });

/** What Ctrl+K searches of the users area. */
export const userSearchSources: SearchSource[] = [
  {
    kind: 'members',
    order: 1,
    search: (dataProvider, text, signal, translate, canList) =>
      mergedLists([
        searchList(
          dataProvider,
          canList,
          'users',
          memberFilter(text),
          signal,
          member(paths.userDetail, translate, false),
          'members',
        ),
        searchList(
          dataProvider,
          canList,
          'newUsers',
          memberFilter(text),
          signal,
          member(paths.newUserDetail, translate, true),
          'members',
        ),
      ]),
  },
];
