import { Suspense, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import type { DashboardTable } from '../area';
import { areas } from '../areas';
import { PendingTablesGrid } from './PendingTablesGrid';
import { PendingTablesSkeleton } from './PendingTablesSkeleton';
import type { PendingRows } from './usePendingRows';

/** The areas' tables of pending work, in their order. */
const tables: readonly DashboardTable[] = areas
  .flatMap(area => (area.dashboardTable ? [area.dashboardTable] : []))
  .sort((a, b) => a.order - b.order);

type WithRows = (lists: PendingRows[]) => ReactNode;

/** Asks for the rows of `tables` (one table's hook per component), then gives every table's rows to `children`. */
function RowsOf({
  tables,
  lists,
  children,
}: {
  tables: readonly DashboardTable[];
  lists: PendingRows[];
  children: WithRows;
}) {
  const [table, ...rest] = tables;
  return table ? (
    <RowsOfTable table={table} rest={rest} lists={lists}>
      {children}
    </RowsOfTable>
  ) : (
    children(lists)
  );
}

function RowsOfTable({
  table,
  rest,
  lists,
  children,
}: {
  table: DashboardTable;
  rest: readonly DashboardTable[];
  lists: PendingRows[];
  children: WithRows;
}) {
  const rows = table.useRows();
  return (
    <RowsOf tables={rest} lists={[...lists, rows]}>
      {children}
    </RowsOf>
  );
}

/**
 * The tables of pending work the areas declare (new users, voucher requests, bill requests and
 * payment requests). Placeholders stand where they will be until every list has answered (and
 * every table's code has come), then all replace them at once, so nothing on the page moves as
 * answers arrive. They are drawn in a transition, which React renders in short slices instead of
 * one long task.
 */
function Tables({ lists }: { lists: PendingRows[] }) {
  const answered = useDeferredValue(
    lists.every(list => list.answered),
    false,
  );
  const shown = lists.filter(list => list.allowed).length;
  const count = shown || lists.length;
  // The same element while the lists answer one by one, so React leaves the placeholders as they are.
  const skeleton = useMemo(() => <PendingTablesSkeleton count={count} />, [count]);
  if (!answered) return skeleton;
  if (shown === 0) return null;
  return (
    <Suspense fallback={skeleton}>
      <PendingTablesGrid>
        {tables.map(({ Table }, index) => (
          <Table key={index} rows={lists[index]} />
        ))}
      </PendingTablesGrid>
    </Suspense>
  );
}

export function PendingTables() {
  // The tables' code comes while their rows are asked for.
  useEffect(() => {
    // A failed load is left to the drawing, which tries again.
    for (const { Table } of tables) Table.preload().catch(() => {});
  }, []);
  return (
    <RowsOf tables={tables} lists={[]}>
      {lists => <Tables lists={lists} />}
    </RowsOf>
  );
}
