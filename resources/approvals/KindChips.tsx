import { Box, Chip } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { longestWaitingFirst, type ApprovalKind } from '@/dataProvider/approvalKinds';
import { useApprovalKinds } from '@/src/areasContext';

/**
 * How many items of each kind match the search: one row of each kind asked, its total read (from
 * the merged lists of a whole-array backend, from the first pages of a paging one).
 */
function useKindCounts(kinds: readonly ApprovalKind[], search: unknown): Partial<Record<ApprovalKind, number>> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQueries({
    queries: kinds.map(kind => ({
      queryKey: ['approvals', 'kindCount', kind, search],
      queryFn: () =>
        dataProvider
          .getList('approvals', {
            pagination: { page: 1, perPage: 1 },
            sort: longestWaitingFirst,
            filter: { q: search, kind },
          })
          .then(({ total }) => total ?? 0),
    })),
    combine: answers => Object.fromEntries(answers.map((answer, index) => [kinds[index], answer.data])),
  });
}

/** The kinds the signed-in administrator's role decides (every kind on a backend without roles). */
function useOwnKinds(): readonly ApprovalKind[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['auth', 'approvalKinds'], queryFn: () => dataProvider.ownApprovalKinds() }).data ?? [];
}

interface KindChipProps {
  label: string;
  count: number | undefined;
  chosen: boolean;
  onChoose: () => void;
}

function KindChip({ label, count, chosen, onChoose }: KindChipProps) {
  const translate = useTranslate();
  return (
    <Chip
      component="button"
      label={count === undefined ? label : translate('app.approvals.chip', { label, count })}
      color={chosen ? 'primary' : 'default'}
      variant={chosen ? 'filled' : 'outlined'}
      aria-pressed={chosen}
      onClick={onChoose}
    />
  );
}

/** How many items await the signed-in administrator's second approval (four eyes), for the search. */
function useAwaitingYoursCount(search: unknown): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['approvals', 'awaitingYours', search],
    queryFn: () =>
      dataProvider
        .getList('approvals', {
          pagination: { page: 1, perPage: 1 },
          sort: longestWaitingFirst,
          filter: { q: search, second_approval: 'yours' },
        })
        .then(({ total }) => total ?? 0),
  }).data;
}

/**
 * "Awaiting your second approval": the items another administrator approved first, which the
 * signed-in one may confirm or reject (the `second_approval` filter). Shown while there are some.
 */
export function AwaitingYoursChip() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const count = useAwaitingYoursCount(filterValues.q);
  const chosen = filterValues.second_approval === 'yours';
  if (!chosen && !count) return null;
  const choose = () => {
    const { second_approval: _previous, ...others } = filterValues;
    setFilters(chosen ? others : { ...others, second_approval: 'yours' });
  };
  return (
    <Box sx={{ mb: 1.5 }}>
      <KindChip label={translate('app.four_eyes.chip')} count={count} chosen={chosen} onChoose={choose} />
    </Box>
  );
}

/** A chip per kind with its count, showing only that kind (the `kind` filter, kept in the URL); All shows every kind. */
export function KindChips() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const chosen = filterValues.kind as ApprovalKind | undefined;
  const ownKinds = useOwnKinds();
  const labels = new Map(useApprovalKinds().map(({ kind, label }) => [kind, label]));
  // The kinds the role decides that an area declares, in the inbox's order.
  const kinds = ownKinds.filter(kind => labels.has(kind));
  const counts = useKindCounts(kinds, filterValues.q);
  const known = kinds.length > 0 && kinds.every(kind => counts[kind] !== undefined);
  const all = known ? kinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0) : undefined;
  const choose = (kind?: ApprovalKind) => {
    const { kind: _previous, ...others } = filterValues;
    setFilters(kind ? { ...others, kind } : others);
  };
  return (
    <Box
      role="group"
      aria-label={translate('app.approvals.chips_label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
    >
      <KindChip label={translate('app.approvals.all')} count={all} chosen={!chosen} onChoose={() => choose()} />
      {kinds.map(kind => (
        <KindChip
          key={kind}
          label={translate(labels.get(kind) ?? kind)}
          count={counts[kind]}
          chosen={chosen === kind}
          onChoose={() => choose(kind)}
        />
      ))}
    </Box>
  );
}
