import { Box, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { committedWorth, type Committed } from '@/contract/programme/committed';
import type { LiabilityLine } from '../area';
import { AreasContext, useAreaPage } from '../areasContext';
import { Allowed } from '../auth/Allowed';
import { ABSENT_LINES_KEY } from '../layout/appStore';
import { serverMessageOf } from '../lib/errors';
import { formatDateTime, formatNumber, formatRupees } from '../lib/format';

const Definition = ({ children, secondary }: { children: ReactNode; secondary?: boolean }) => (
  <Typography
    component="dd"
    variant={secondary ? 'body2' : 'subtitle1'}
    color={secondary ? 'text.secondary' : undefined}
    sx={{ m: 0, fontWeight: secondary ? undefined : 600 }}
  >
    {children}
  </Typography>
);

/**
 * One area's line: its term, its figures (placeholders of the same lines until they and the
 * point's value have come) and its link. Where the backend has none it is left out, but a line
 * found missing after its placeholders were drawn keeps their room, hidden, so the card never moves;
 * the line is remembered missing, so the next visits draw no room for it.
 */
function LineOf({ line, pointValue }: { line: LiabilityLine; pointValue: number | undefined }) {
  const translate = useTranslate();
  const { figures, error } = line.useFigures();
  const to = useAreaPage(line.page);
  const [absentLines, setAbsentLines] = useStore<string[]>(ABSENT_LINES_KEY, []);
  const knownAbsent = absentLines.includes(line.key);
  const [askedWhenDrawn] = useState(figures === undefined && !knownAbsent);
  useEffect(() => {
    if (figures === null && !knownAbsent) setAbsentLines(lines => [...lines, line.key]);
    if (figures && knownAbsent) setAbsentLines(lines => lines.filter(key => key !== line.key));
  }, [figures, knownAbsent, line.key, setAbsentLines]);
  if (figures === null && !askedWhenDrawn) return null;
  if (figures === undefined && knownAbsent) return null;
  const ready = figures && pointValue !== undefined ? { figures, pointValue } : undefined;
  const text = (words: (figures: Committed, pointValue: number) => string, width: number) =>
    ready ? words(ready.figures, ready.pointValue) : <Skeleton width={width} />;
  // The backend works its figures out after each change: none yet, or older ones while it does.
  const asOf = (shown: string, { as_of }: Committed) =>
    as_of === undefined
      ? shown
      : as_of === null
        ? '\u00a0'
        : translate('app.programme.figures_as_of', { figures: shown, time: formatDateTime(as_of) });
  return (
    <Box
      component="dl"
      data-testid={`liability_line_${line.key}`}
      sx={{
        m: 0,
        mt: 2,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
        visibility: figures === null ? 'hidden' : undefined,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(line.words.term)}
      </Typography>
      {error ? (
        <>
          <Definition>{serverMessageOf(error) ?? translate(line.words.failed)}</Definition>
          <Definition secondary>{'\u00a0'}</Definition>
        </>
      ) : (
        <>
          <Definition>
            {text(
              ({ points, cash_paise, as_of }) =>
                as_of === null
                  ? translate('app.programme.figures_being_worked_out')
                  : translate(line.words.value, { points: formatNumber(points), cash: formatRupees(cash_paise / 100) }),
              160,
            )}
          </Definition>
          <Definition secondary>
            {text(
              (figures, pointValue) =>
                asOf(
                  translate(line.words.worth, {
                    worth: formatRupees(committedWorth(figures, pointValue)),
                    point_value: formatRupees(pointValue),
                    smart_count: figures.bills,
                  }),
                  figures,
                ),
              220,
            )}
          </Definition>
        </>
      )}
      {to && (
        <Definition secondary>
          <MuiLink component={Link} to={to} variant="body2">
            {translate(line.words.link)}
          </MuiLink>
        </Definition>
      )}
    </Box>
  );
}

/** The lines the areas add to the liability card (`liabilityLines`), each for a role that may ask its figures. */
export function LiabilityLines({ pointValue }: { pointValue: number | undefined }) {
  const lines = useContext(AreasContext).flatMap(area => area.liabilityLines ?? []);
  return lines.map(line => (
    <Allowed key={line.key} {...line.access}>
      <LineOf line={line} pointValue={pointValue} />
    </Allowed>
  ));
}
