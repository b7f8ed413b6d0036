import type { Voucher } from '@/contract/vouchers';
import { line, searchList, texts, type SearchSource } from '@/src/search/searchList';
import { displayValue, formatNumber } from '@/src/lib/format';
import { voucherPaths } from './paths';

/** What Ctrl+K searches of the vouchers area. */
export const voucherSearchSources: SearchSource[] = [
  {
    kind: 'vouchers',
    label: 'app.search.group_vouchers',
    order: 4,
    search: (dataProvider, text, signal, translate, canList) =>
      searchList<Voucher>(
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
          to: voucherPaths.voucherDetail(voucher.id),
          texts: texts(voucher.offer_name, voucher.company_name),
        }),
        'vouchers',
      ),
  },
];
