import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Bill } from '@/contract/bills';
import { FetchedTable } from '@/src/ui/list/FetchedTable';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { Section } from '@/src/ui/Section';
import { displayValue } from '@/src/lib/format';
import { Column } from '@/src/framework/Column';

/** A bill's products (part of the bill's record): Sl.No. zero-padded to two digits, product name and quantity; the headers sort them. */
export function BillProducts({ bill }: { bill: Pick<Bill, 'bill_products'> }) {
  const translate = useTranslate();
  const title = translate('app.bills.products');
  const products = useMemo(
    () => (bill.bill_products ?? []).map((product, index) => ({ id: index, ...product })),
    [bill.bill_products],
  );
  return (
    <Section title={title}>
      <FetchedTable
        resource="billProducts"
        data={products}
        label={title}
        emptyText={translate('app.bills.no_products')}
      >
        <Column label="app.common.sl_no" render={() => <RowNumber padded />} />
        <Column
          source="product_name"
          label="app.bills.product_name"
          render={product => displayValue(product.product_name)}
        />
        <Column
          source="quantity"
          label="app.bills.quantity"
          align="right"
          render={product => displayValue(product.quantity)}
        />
      </FetchedTable>
    </Section>
  );
}
