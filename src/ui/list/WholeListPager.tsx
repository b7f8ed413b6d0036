import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { ListPager } from './ListPager';

/**
 * The pager of a list the spec shows whole, for a backend that serves it in pages (at most
 * 100 rows a page, as DRF's max_page_size): once the first answer holds fewer rows than its
 * total, the list turns to pages of `pageSize` with the spec's pager, so no row is out of reach.
 */
export function WholeListPager({ pageSize }: { pageSize: number }) {
  const { data, total, perPage, isPending, setPerPage } = useListContext();
  const cut = !isPending && data !== undefined && total !== undefined && data.length < total && perPage > pageSize;
  useEffect(() => {
    if (cut) setPerPage(pageSize);
  }, [cut, pageSize, setPerPage]);
  return perPage <= pageSize ? <ListPager /> : null;
}
