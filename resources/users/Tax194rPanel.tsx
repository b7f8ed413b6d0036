import {
  Alert,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { percentText } from '@/src/ui/programme/percent';
import { useTranslate } from 'react-admin';
import type { User } from '@/contract/users';
import { Link } from 'react-router-dom';
import { financialYearLabel, financialYearOf } from '@/contract/programme/financialYear';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import { benefitsInYear, benefitValue, taxBand, taxDue, taxRate, type HistoryLine } from '@/contract/programme/tax194r';
import { formatNumber, formatRupees } from '@/src/lib/format';
import { useAreaPage } from '@/src/areasContext';
import { filteredListPath } from '@/src/lib/filteredListPath';
import { Section } from '@/src/ui/Section';
import { TaxAid } from '@/src/ui/programme/TaxAid';
import { TaxBandChip } from '@/src/ui/programme/TaxBandChip';
import { useProgrammeSettings } from '@/src/ui/programme/useProgrammeSettings';
import { usePanCounts } from './usePanCounts';
import { useTransactionHistory } from './useTransactionHistory';

/** Whether the member has a PAN on record. */
export const hasPan = (user: Partial<Pick<User, 'pan_card_number'>>) =>
  typeof user.pan_card_number === 'string' && user.pan_card_number.trim() !== '';

/** A member's section 194R figures for a financial year, from their history and the settings in force. */
export function yearFigures(
  history: readonly HistoryLine[],
  year: number,
  withPan: boolean,
  settings: ProgrammeSettings,
) {
  const benefits = benefitsInYear(history, year);
  const value = benefitValue(benefits, settings.point_value);
  const rate = taxRate(withPan, settings);
  return {
    year,
    ...benefits,
    value,
    band: taxBand(value, settings.tax_194r_threshold),
    rate,
    tax: taxDue(value, settings.tax_194r_threshold, rate),
  };
}

/**
 * Section 194R on a member's page: for this financial year and the last, the benefits credited
 * (points at the point's rupee value, and cash), where they stand against the threshold, the rate
 * their PAN (or its absence, or its KYC state where the server keeps one) sets, and the tax at it.
 * Worked out in the browser from the history the page already fetched, so it works on the spec's backend too.
 */
export function Tax194rPanel({ user }: { user: Pick<User, 'id'> & Partial<Pick<User, 'pan_card_number'>> }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.tax_194r.${key}`, options);
  const history = useTransactionHistory(user.id);
  const { settings, kept, error: settingsError } = useProgrammeSettings();
  const panOnRecord = hasPan(user);
  const panCounts = usePanCounts(user.id);
  const withPan = panOnRecord && panCounts !== false;
  const register = useAreaPage('tax194r');

  let body: ReactNode;
  if (history.error) body = <Alert severity="error">{t('history_failed')}</Alert>;
  else if (settingsError) body = <Alert severity="error">{translate('app.programme.settings_failed')}</Alert>;
  else if (!history.data || !settings || (panOnRecord && panCounts === undefined))
    body = <CircularProgress size={24} aria-label={translate('app.common.loading')} />;
  else {
    const current = financialYearOf(new Date());
    const years = [current, current - 1].map(year => yearFigures(history.data, year, withPan, settings));
    const rows: Array<[string, (figures: (typeof years)[number]) => ReactNode]> = [
      [t('points'), figures => formatNumber(figures.points)],
      [t('cash'), figures => formatRupees(figures.cash)],
      [t('value', { point_value: formatRupees(settings.point_value) }), figures => formatRupees(figures.value)],
      [
        t('threshold', { threshold: formatRupees(settings.tax_194r_threshold) }),
        figures => <TaxBandChip band={figures.band} />,
      ],
      [t('pan'), () => t(withPan ? 'pan_on_record' : panOnRecord ? 'pan_counts_as_none' : 'pan_none')],
      [t('rate'), figures => translate('app.programme.rate', { rate: percentText(figures.rate) })],
      [t('tax'), figures => formatRupees(figures.tax)],
    ];
    if (register) {
      rows.push([
        t('register'),
        figures => (
          <MuiLink component={Link} to={filteredListPath(register, { financial_year: String(figures.year) })}>
            {t('open_register', { year: financialYearLabel(figures.year) })}
          </MuiLink>
        ),
      ]);
    }
    body = (
      <TableContainer>
        <Table
          size="small"
          aria-label={t('table_label')}
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('measure')}</TableCell>
              {years.map(figures => (
                <TableCell key={figures.year} align="right">
                  {t('year', { year: financialYearLabel(figures.year) })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, cell]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {years.map(figures => (
                  <TableCell key={figures.year} align="right">
                    {cell(figures)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Section title={t('title')}>
      <TaxAid settings={settings} defaults={kept === false} />
      {body}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('note')}
      </Typography>
    </Section>
  );
}
