import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { displayValue, formatDate, formatNumber, formatRupees } from '../lib/format';
import { personName } from '../lib/text';
import { paths } from '../routes';
import { mergeAnswers, type HitKind, type KindAnswer, type PaletteHit } from './paletteHits';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How one kind of record is searched. */
export interface SearchSource {
  kind: Exclude<HitKind, 'goto'>;
  search: (
    dataProvider: AppDataProvider,
    text: string,
    signal: AbortSignal,
    translate: Translate,
    canList: CanList,
  ) => Promise<KindAnswer>;
}

/** Whether the signed-in administrator's role may list a resource (react-admin's `canAccess`). */
export type CanList = (resource: string) => Promise<boolean>;

const nothing: KindAnswer = { hits: [], total: 0 };

/** Records asked of each list: the best of them, ranked, fill the group's five lines. */
const recordsPerList = 20;

const texts = (...values: unknown[]) =>
  values
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
const line = (...values: unknown[]) =>
  texts(...values)
    .filter(Boolean)
    .join(' · ');

/**
 * One list searched as its screen searches it (react-admin's getList with the search text
 * `q`): over the list's cached copy in the browser, or by a paging server.
 */
async function searchList(
  dataProvider: AppDataProvider,
  canList: CanList,
  resource: string,
  filter: Record<string, string>,
  signal: AbortSignal,
  toHit: (record: RaRecord) => Omit<PaletteHit, 'key' | 'kind'>,
  kind: HitKind,
): Promise<KindAnswer> {
  if (!(await canList(resource))) return nothing;
  const { data, total } = await dataProvider.getList(resource, {
    filter,
    pagination: { page: 1, perPage: recordsPerList },
    signal,
  });
  // A backend that ignores the PAN filter answers every member: only the PAN's holder is kept.
  const kept = filter.pan_card_number
    ? data.filter(record => String(record.pan_card_number ?? '').toUpperCase() === filter.pan_card_number)
    : data;
  return {
    hits: kept.map(record => ({ ...toHit(record), kind, key: `${resource}-${record.id}` })),
    total: kept === data ? (total ?? data.length) : kept.length,
  };
}

/** The answers of several lists as one kind's; a list that fails leaves the others, all failing fails. */
async function mergedLists(searches: Promise<KindAnswer>[]): Promise<KindAnswer> {
  const settled = await Promise.allSettled(searches);
  const answers = settled.flatMap(result => (result.status === 'fulfilled' ? [result.value] : []));
  if (answers.length === 0) throw (settled[0] as PromiseRejectedResult).reason;
  return mergeAnswers(answers);
}

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

const directoryEntry = (kind: 'salesman' | 'architect', translate: Translate) => (entry: RaRecord) => ({
  primary: displayValue(personName(entry)),
  secondary: line(translate(`app.search.${kind}`), entry.phone, entry.email, entry.referral_code),
  to: kind === 'architect' ? paths.directoryDetail(entry.id) : paths.editSalesman(entry.id),
  texts: texts(personName(entry), entry.phone, entry.email, entry.referral_code),
});

const billStatus = (status: unknown) => (status === 'approved' || status === 'rejected' ? status : 'pending');

export const searchSources: SearchSource[] = [
  {
    kind: 'members',
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
  {
    kind: 'directory',
    search: (dataProvider, text, signal, translate, canList) =>
      mergedLists([
        searchList(
          dataProvider,
          canList,
          'salesmen',
          { q: text },
          signal,
          directoryEntry('salesman', translate),
          'directory',
        ),
        searchList(
          dataProvider,
          canList,
          'architects',
          { q: text },
          signal,
          directoryEntry('architect', translate),
          'directory',
        ),
      ]),
  },
  {
    kind: 'bills',
    search: (dataProvider, text, signal, translate, canList) =>
      searchList(
        dataProvider,
        canList,
        'bills',
        { q: text },
        signal,
        bill => ({
          primary: translate('app.bills.heading', {
            invoice: displayValue(bill.invoice_number),
            name: displayValue(bill.user_name),
          }),
          secondary: line(
            formatRupees(bill.amount),
            translate(`app.bills.${billStatus(bill.status)}`),
            bill.invoice_date && formatDate(bill.invoice_date),
            bill.user_list?.firm_name,
          ),
          to:
            billStatus(bill.status) === 'pending' ? paths.billRequestDetail(bill.id) : paths.billHistoryDetail(bill.id),
          texts: texts(bill.invoice_number, bill.user_name, bill.user_list?.firm_name, bill.dealer),
        }),
        'bills',
      ),
  },
  {
    kind: 'vouchers',
    search: (dataProvider, text, signal, translate, canList) =>
      searchList(
        dataProvider,
        canList,
        'vouchers',
        { q: text },
        signal,
        voucher => ({
          primary: displayValue(voucher.offer_name),
          secondary: line(
            voucher.company_name,
            translate('app.search.points', { points: formatNumber(voucher.points_required) }),
          ),
          to: paths.voucherDetail(voucher.id),
          texts: texts(voucher.offer_name, voucher.company_name),
        }),
        'vouchers',
      ),
  },
  {
    // The spec's catalogue search (`product/search/`), by name or code.
    kind: 'products',
    search: async (dataProvider, text, _signal, _translate, canList) => {
      if (!(await canList('products'))) return nothing;
      const { products } = await dataProvider.searchCatalogue(text);
      return {
        hits: products.map(product => ({
          kind: 'products',
          key: `products-${product.id}`,
          primary: displayValue(product.name),
          secondary: line(product.code, product.brand_name, product.category_name),
          to: paths.productDetail(product.id),
          texts: texts(product.code, product.name),
        })),
        total: products.length,
      };
    },
  },
];
