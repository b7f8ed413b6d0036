import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HitGroup, PaletteHit } from './paletteHits';
import { paletteGroupLabels } from './searchSources';

export const optionId = (hit: PaletteHit) => `search-option-${hit.key}`;

interface PaletteResultsProps {
  id: string;
  groups: HitGroup[];
  activeKey: string | undefined;
  onActivate: (hit: PaletteHit) => void;
  onChoose: (hit: PaletteHit) => void;
}

/**
 * The palette's listbox: one group a kind, headed by its name and how many it found, each
 * line an option. The focus stays in the search box, which names the active option.
 */
export function PaletteResults({ id, groups, activeKey, onActivate, onChoose }: PaletteResultsProps) {
  const translate = useTranslate();
  return (
    <Box role="listbox" id={id} aria-label={translate('app.search.results')} sx={{ overflowY: 'auto', px: 1, pb: 1 }}>
      {groups.map(group => {
        const headingId = `${id}-${group.kind}`;
        const more = group.total > group.hits.length && group.kind !== 'goto';
        return (
          <Box key={group.kind} role="group" aria-labelledby={headingId} sx={{ mt: 1 }}>
            <Typography
              id={headingId}
              variant="overline"
              component="div"
              sx={{ px: 1.5, color: 'text.secondary', lineHeight: 2.5 }}
            >
              {translate(paletteGroupLabels[group.kind] ?? group.kind)}
              {more && ` · ${translate('app.search.shown_of', { shown: group.hits.length, total: group.total })}`}
            </Typography>
            {group.hits.map(hit => {
              const active = hit.key === activeKey;
              return (
                <Box
                  key={hit.key}
                  id={optionId(hit)}
                  role="option"
                  aria-selected={active}
                  // The search box keeps the focus: a click chooses without taking it.
                  onMouseDown={event => event.preventDefault()}
                  onMouseMove={() => !active && onActivate(hit)}
                  onClick={() => onChoose(hit)}
                  sx={{
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: active ? 'action.selected' : undefined,
                    outline: active ? 2 : 0,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  }}
                >
                  <Typography component="div" variant="body1" noWrap>
                    {hit.primary}
                  </Typography>
                  {hit.secondary && (
                    <Typography component="div" variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                      {hit.secondary}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
