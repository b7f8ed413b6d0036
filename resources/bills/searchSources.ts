import type { Bill } from '@/contract/bills';
import { line, searchList, texts, type SearchSource } from '@/src/search/searchList';
import { displayValue, formatDate, formatRupees } from '@/src/lib/format';
import { billPaths } from './paths';

const billStatus = (status: unknown) => (status === 'approved' || status === 'rejected' ? status : 'pending');

/** What Ctrl+K searches of the bills area. */
export const billSearchSources: SearchSource[] = [
  {
    kind: 'bills',
    label: 'app.search.group_bills',
    order: 3,
    search: (dataProvider, text, signal, translate, canList) =>
      searchList<Bill>(
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
            billStatus(bill.status) === 'pending'
              ? billPaths.billRequestDetail(bill.id)
              : billPaths.billHistoryDetail(bill.id),
          texts: texts(bill.invoice_number, bill.user_name, bill.user_list?.firm_name, bill.dealer),
        }),
        'bills',
      ),
  },
];
