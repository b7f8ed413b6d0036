import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '@/contract/audit/vocabulary';
import { useTranslate } from 'react-admin';
import { changesOf, changeValueText, forwardedLines } from './auditText';

/** Lines shown before the rest of a long change folds away (a deletion lists a whole record). */
const SHOWN = 4;

function ChangeLine({ field, before, after }: { field: string; before: unknown; after: unknown }) {
  const translate = useTranslate();
  const [was, is] = [changeValueText(translate, before), changeValueText(translate, after)];
  return (
    <Box component="li" aria-label={translate('app.audit.change_label', { field, before: was, after: is })}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {field}
      </Box>
      : {was} → {is}
    </Box>
  );
}

const listSx = { m: 0, pl: 2, overflowWrap: 'anywhere', fontSize: '0.875rem' } as const;

/** A change the gateway forwarded: the status the programme's server answered, and what was sent. */
function ForwardedLines({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  return forwardedLines(translate, entry).map(line => (
    <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {line}
    </Typography>
  ));
}

/**
 * The fields an entry changed, each "field: before → after"; past the first few, behind a
 * disclosure; for a change the gateway forwarded, the status it got and what was sent.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <ChangedFields entry={entry} />
      <ForwardedLines entry={entry} />
    </>
  );
}

function ChangedFields({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const changes = changesOf(entry);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit.no_changes')}
      </Typography>
    );
  }
  const line = ([field, values]: (typeof changes)[number]) => <ChangeLine key={field} field={field} {...values} />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="ul" sx={listSx}>
        {changes.slice(0, SHOWN).map(line)}
      </Box>
      {changes.length > SHOWN && (
        <Box component="details" sx={{ fontSize: '0.875rem' }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {translate('app.audit.more_changes', { smart_count: changes.length - SHOWN })}
          </Box>
          <Box component="ul" sx={listSx}>
            {changes.slice(SHOWN).map(line)}
          </Box>
        </Box>
      )}
    </Box>
  );
}
