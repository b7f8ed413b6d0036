import { Box } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { FilterContext, FilterFormBase, FilterLiveForm, ListBase, type Exporter, type SortPayload } from 'react-admin';
import { useIsPhone } from '../useIsPhone';
import { ListFailure } from './ListFailure';
import { ListPager } from './ListPager';
import { WholeListPager } from './WholeListPager';
import { ImmediateListParams } from '../../framework/ImmediateListParams';
import { SortWarmUp } from '../../framework/SortWarmUp';
import { RovingRows } from './RovingRows';
import { SearchReadAhead } from './SearchReadAhead';
import { readAheadMeta } from '@/dataProvider/list';

export const listPageSize = 20;
/** A paged list's next page is read ahead on a paging backend, so that Next draws it at once. */
const readingAhead = { meta: { [readAheadMeta]: true } };
/** How long typing in a list's search waits before the list is asked again. */
export const searchDebounce = 300;

/** The row of filter inputs (react-admin's FilterForm, whose live form would wait 500 ms). */
const FilterRow = styled('form')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.spacing(1),
  flex: '1 1 auto',
}));

interface ResourceListProps {
  resource: string;
  /** The search box and other filter inputs (`alwaysOn` ones show at once, the others through "Add filter"). */
  filters: ReactElement[];
  /** Buttons beside the filters: '+ Add New', Export, "Add filter". */
  actions?: ReactElement;
  sort?: SortPayload;
  /** Lists the spec shows whole have no pager (unless the backend serves them in pages). */
  paged?: boolean;
  /** Filters every request of this list carries (a tab's status, say), not shown as inputs. */
  filter?: Record<string, unknown>;
  /** Filters shown and sent until the person changes them (a financial year, the current one). */
  filterDefaultValues?: Record<string, unknown>;
  /** Where the list keeps its params when it is not the one in the URL; defaults to the resource's. */
  storeKey?: string;
  exporter?: Exporter | false;
  /** i18n key of the spec's message when the list cannot be fetched. */
  failedKey: string;
  /** Its rows on a phone, a `<PhoneRows>` in place of the table. */
  phone?: ReactNode;
  /** What the list says above its rows, drawn in its context (of what the rows answered, say). */
  notice?: ReactNode;
  children: ReactNode;
}

/** One of the spec's lists: page, search, sort and filters live in the URL; its rows are one Tab stop. */
export function ResourceList({
  resource,
  filters,
  actions,
  sort,
  paged = true,
  filter,
  filterDefaultValues,
  storeKey,
  exporter = false,
  failedKey,
  phone,
  notice,
  children,
}: ResourceListProps) {
  const isPhone = useIsPhone();
  return (
    <ListBase
      resource={resource}
      sort={sort}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      perPage={paged ? listPageSize : Number.MAX_SAFE_INTEGER}
      storeKey={storeKey}
      exporter={exporter}
      queryOptions={paged ? readingAhead : undefined}
    >
      <ImmediateListParams>
        <FilterContext.Provider value={filters}>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}
          >
            <FilterLiveForm debounce={searchDebounce} formComponent={FilterRow}>
              <FilterFormBase filters={filters} />
              {paged && <SearchReadAhead filter={filter} />}
            </FilterLiveForm>
            {actions}
          </Box>
        </FilterContext.Provider>
        {notice}
        <SortWarmUp filter={filter}>
          <ListFailure failedKey={failedKey}>
            <RovingRows>{isPhone && phone ? phone : children}</RovingRows>
          </ListFailure>
        </SortWarmUp>
        {paged ? <ListPager /> : <WholeListPager pageSize={listPageSize} />}
      </ImmediateListParams>
    </ListBase>
  );
}
