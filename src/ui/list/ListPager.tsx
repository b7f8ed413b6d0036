import { useListContext } from 'react-admin';
import { Pager } from '../Pager';

/**
 * The spec's pager (Previous / 'Page x of y' / Next) as a react-admin list pagination.
 * The spec counts pages from the unfiltered total (the data provider's
 * `meta.unfilteredTotal`); Next stops where the searched rows run out.
 */
export function ListPager() {
  const { page, perPage, total = 0, meta, setPage } = useListContext();
  const unfilteredTotal = (meta as { unfilteredTotal?: number } | undefined)?.unfilteredTotal ?? total;
  return (
    <Pager
      page={page}
      pageCount={Math.ceil(unfilteredTotal / perPage)}
      hasNext={page * perPage < total}
      onPageChange={setPage}
    />
  );
}
