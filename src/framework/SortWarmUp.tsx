// Past react-admin's documented API: it reads the `data-field` and `data-order` of DataTableHeadCell's sort
// buttons (react-admin 5.15.4; tests/unit/framework/dataTableMarkup.test.tsx).

import { Box } from '@mui/material';
import { useContext, type ReactNode, type SyntheticEvent } from 'react';
import { DataProviderContext, useListContext, type SortPayload } from 'react-admin';
import type { HeldLists } from './heldListsCache';

/** A held list's rows sorted ahead as the pointer or focus reaches a header; `filter` is the list's own (a tab's). */
export function SortWarmUp({ filter, children }: { filter?: Record<string, unknown>; children: ReactNode }) {
  const heldLists = useContext(DataProviderContext) as Partial<HeldLists> | null;
  const { resource, sort, filterValues, perPage } = useListContext();
  const warm = (event: SyntheticEvent) => {
    const header = (event.target as Element).closest<HTMLElement>('thead [data-field]');
    const field = header?.dataset.field;
    if (!field || !heldLists?.peekList) return;
    // The order the header's click asks for (react-admin's DataTableBase).
    const order: SortPayload['order'] =
      sort.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : header.dataset.order === 'DESC' ? 'DESC' : 'ASC';
    heldLists.peekList(resource, {
      pagination: { page: 1, perPage },
      sort: { field, order },
      filter: { ...filterValues, ...filter },
    });
  };
  return (
    <Box sx={{ mt: 1 }} onPointerOver={warm} onFocus={warm}>
      {children}
    </Box>
  );
}
