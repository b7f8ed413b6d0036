import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MenuEntry } from '../area';
import { useAuditTrailAvailable } from '../ui/history/useAuditTrailAvailable';
import { useEndpointAvailable } from '../ui/useEndpointAvailable';
import { preloadScreen } from './areaScreens';

interface MenuEntryLinkProps {
  entry: MenuEntry;
  active: boolean;
  /** The drawer is open: the label shows beside the icon, else in a tooltip. */
  open: boolean;
  onChosen: () => void;
}

/** Its children once the backend is known to keep an audit trail (the spec's keeps none). */
function WithAuditTrail({ children }: { children: ReactNode }) {
  return useAuditTrailAvailable() === true ? children : null;
}

/** Its children once the backend is known to answer the entry's list. */
function WithList({ list, children }: { list: NonNullable<MenuEntry['needsList']>; children: ReactNode }) {
  return useEndpointAvailable(list.resource, list.sort) === true ? children : null;
}

/** An entry of the side menu: its icon, its label (a tooltip while the drawer is closed), lit up while its pages show. */
export function MenuEntryLink({ entry, active, open, onChosen }: MenuEntryLinkProps) {
  const translate = useTranslate();
  const label = translate(entry.label);
  const { icon: Icon } = entry;
  // Pointing at or focusing an entry starts loading its screen: by the click it is often there.
  const preload = () => preloadScreen(entry.screen);
  const item = (
    <ListItem disablePadding>
      <Tooltip title={open ? '' : label} placement="right">
        <ListItemButton
          component={Link}
          to={entry.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onChosen}
          onPointerEnter={preload}
          onFocus={preload}
          sx={{
            borderRadius: 2,
            py: '1px',
            // Closed, the drawer is as wide as an icon and its margins: the icon sits in the middle.
            ...(open ? { mx: 1 } : { mx: 0.75, px: 0, justifyContent: 'center' }),
            '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: open ? 40 : 0 }}>
            <Icon />
          </ListItemIcon>
          {open && <ListItemText primary={label} sx={{ my: '2px' }} />}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
  if (entry.needsList) return <WithList list={entry.needsList}>{item}</WithList>;
  return entry.needsAuditTrail ? <WithAuditTrail>{item}</WithAuditTrail> : item;
}
