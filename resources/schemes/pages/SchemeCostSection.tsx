import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CreditedFigures, SchemeRecord } from '@/contract/schemes/record';
import type { AppDataProvider } from '@/dataProvider';
import { formatDate, displayValue } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { Section } from '@/src/ui/Section';
import { awardText, rupeesOfPaise } from '../earnings/awardWords';

interface FiguresTableProps {
  /** Its heading, which names it. */
  title: string;
  heading: string;
  rows: Array<CreditedFigures & { key: string }>;
}

function FiguresTable({ title, heading, rows }: FiguresTableProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  const id = useId();
  return (
    <>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{heading}</TableCell>
              <TableCell align="right">{t('cost_credited')}</TableCell>
              <TableCell align="right">{t('cost_total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(row => (
              <TableRow key={row.key}>
                <TableCell>{row.key}</TableCell>
                <TableCell align="right">{awardText(row)}</TableCell>
                <TableCell align="right">{rupeesOfPaise(row.total_paise)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

interface SchemeCostSectionProps {
  scheme: SchemeRecord;
  /** A user type's label, by its key. */
  userTypeName: (key: string) => string;
}

/** What a live scheme has cost so far: in all, against its budget, by member type and by week. */
export function SchemeCostSection({ scheme, userTypeName }: SchemeCostSectionProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorText = useErrorMessage();
  const { data: cost, error } = useQuery({
    queryKey: ['schemes', 'cost', scheme.id],
    queryFn: () => dataProvider.getSchemeCost(scheme.id),
  });
  return (
    <Section title={t('cost')}>
      {error && <Alert severity="error">{errorText(error, 'app.schemes.cost_failed')}</Alert>}
      {cost && (
        <>
          <Typography>
            {t('cost_so_far', { award: awardText(cost), total: rupeesOfPaise(cost.total_paise) })}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {cost.budget_paise === null
              ? t('cost_no_budget')
              : t('cost_budget', {
                  budget: rupeesOfPaise(cost.budget_paise),
                  left: rupeesOfPaise(cost.budget_left_paise ?? 0),
                })}
          </Typography>
          {cost.by_user_type.length > 0 && (
            <FiguresTable
              title={t('cost_by_user_type')}
              heading={t('cost_user_type')}
              rows={cost.by_user_type.map(row => ({
                ...row,
                key: row.user_type === null ? displayValue(null) : userTypeName(row.user_type),
              }))}
            />
          )}
          {cost.by_week.length > 0 && (
            <FiguresTable
              title={t('cost_by_week')}
              heading={t('cost_week')}
              rows={cost.by_week.map(row => ({ ...row, key: t('cost_week_from', { day: formatDate(row.week_from) }) }))}
            />
          )}
        </>
      )}
    </Section>
  );
}
