import type { User } from '@/contract/users';
import { line, mergedLists, searchList, texts, type SearchSource, type Translate } from '@/src/search/searchList';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { userPaths } from './paths';

/** A PAN (five letters, four digits, a letter), which the lists' search does not look in, finds the member holding it. */
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/i;
const memberFilter = (text: string): Record<string, string> =>
  PAN.test(text.trim()) ? { pan_card_number: text.trim().toUpperCase() } : { q: text };
/** A backend that ignores the PAN filter answers every member: only the PAN's holder is kept. */
const panHolder = (text: string) => {
  const pan = memberFilter(text).pan_card_number;
  return pan ? (user: User) => String(user.pan_card_number ?? '').toUpperCase() === pan : undefined;
};

const member = (detail: (id: User['id']) => string, translate: Translate, pending: boolean) => (user: User) => ({
  primary: displayValue(personName(user) || user.email || user.phone),
  secondary: line(pending && translate('app.search.new_user'), user.phone, user.firm_name, user.email),
  to: detail(user.id),
  texts: texts(personName(user), user.phone, user.email, user.firm_name, user.pan_card_number),
});

/** What Ctrl+K searches of the users area. */
export const userSearchSources: SearchSource[] = [
  {
    kind: 'members',
    label: 'app.search.group_members',
    order: 1,
    search: (dataProvider, text, signal, translate, canList) =>
      mergedLists([
        searchList(
          dataProvider,
          canList,
          'users',
          memberFilter(text),
          signal,
          member(userPaths.userDetail, translate, false),
          'members',
          panHolder(text),
        ),
        searchList(
          dataProvider,
          canList,
          'newUsers',
          memberFilter(text),
          signal,
          member(userPaths.newUserDetail, translate, true),
          'members',
          panHolder(text),
        ),
      ]),
  },
];
