import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BreakdownLine } from '@/contract/schemes/breakdown';
import type { Award } from '@/contract/schemes/scheme';
import { awardText } from './awardWords';
import { breakdownLineText } from './breakdownWords';

interface BreakdownLinesProps {
  /** The figures and their lines (worked out now, or recorded with the decision). */
  earnings: Award & { lines: readonly BreakdownLine[] };
  /** The list's accessible name. */
  label: string;
}

/** A bill's breakdown line by line, in words, and the schemes' total. */
export function BreakdownLines({ earnings, label }: BreakdownLinesProps) {
  const translate = useTranslate();
  if (earnings.lines.length === 0)
    return <Typography color="text.secondary">{translate('app.schemes.breakdown_none')}</Typography>;
  return (
    <>
      <List dense disablePadding aria-label={label}>
        {earnings.lines.map((line, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={breakdownLineText(line, translate)}
              secondary={
                line.kind === 'cap'
                  ? translate('app.schemes.line_scheme', { scheme: line.scheme_name, version: line.version })
                  : undefined
              }
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      <Typography sx={{ fontWeight: 600 }}>{translate('app.schemes.total', { award: awardText(earnings) })}</Typography>
    </>
  );
}
