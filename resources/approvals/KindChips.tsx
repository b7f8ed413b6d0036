import { Box, Chip } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { approvalKinds, longestWaitingFirst, type ApprovalKind } from '../../dataProvider/approvalKinds';

/**
 * How many items of each kind match the search: one row of each kind asked, its total read (from
 * the merged lists of a whole-array backend, from the first pages of a paging one).
 */
function useKindCounts(search: unknown): Partial<Record<ApprovalKind, number>> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQueries({
    queries: approvalKinds.map(kind => ({
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
    combine: answers => Object.fromEntries(answers.map((answer, index) => [approvalKinds[index], answer.data])),
  });
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

/** A chip per kind with its count, showing only that kind (the `kind` filter, kept in the URL); All shows every kind. */
export function KindChips() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const chosen = filterValues.kind as ApprovalKind | undefined;
  const counts = useKindCounts(filterValues.q);
  const known = approvalKinds.every(kind => counts[kind] !== undefined);
  const all = known ? approvalKinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0) : undefined;
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
      {approvalKinds.map(kind => (
        <KindChip
          key={kind}
          label={translate(`app.approvals.kinds.${kind}`)}
          count={counts[kind]}
          chosen={chosen === kind}
          onChoose={() => choose(kind)}
        />
      ))}
    </Box>
  );
}
