import { Box, Button, List, Tooltip } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { memo, useCallback, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogout, useSidebarState, useTranslate } from 'react-admin';
import { readAccessToken } from '@/authProvider';
import type { MenuEntry } from '../area';
import { useAllowed } from '../auth/useAllowed';
import { useIsPhone } from '../ui/useIsPhone';
import { visuallyHidden } from '../ui/visuallyHidden';
import { paths } from '../routes';
import { isActiveEntry } from './areaScreens';
import { menuEntries, menuOf } from './menu';
import { MenuEntryLink } from './MenuEntryLink';
import logo from '../assets/logo.svg';

/** Login or Logout; memoised, as the menu is drawn again with every change of the location. */
const SessionButton = memo(function SessionButton({ open }: { open: boolean }) {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const signedIn = !!readAccessToken();
  const label = translate(signedIn ? 'app.menu.logout' : 'app.menu.login');
  const icon = signedIn ? <LogoutIcon /> : <LoginIcon />;
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <Button
        variant="outlined"
        color="primary"
        startIcon={open ? icon : undefined}
        onClick={() => (signedIn ? logout() : navigate(paths.login))}
        aria-label={label}
        sx={{
          flexShrink: 0,
          minWidth: 0,
          ...(open ? { m: 1.5, justifyContent: 'flex-start' } : { mx: 0.75, my: 1.5, px: 0 }),
        }}
      >
        {open ? label : icon}
      </Button>
    </Tooltip>
  );
});

/**
 * The menu's entries the role may open: the spec's, then the others under "More". Drawn again only
 * when the page or the drawer changes, not with each list's page or search.
 */
const MenuEntries = memo(function MenuEntries({
  pathname,
  open,
  onChosen,
}: {
  pathname: string;
  open: boolean;
  onChosen: () => void;
}) {
  const translate = useTranslate();
  const moreId = useId();
  const { spec, more } = menuOf(useAllowed('menu', menuEntries) ?? []);
  const links = (entries: MenuEntry[]) =>
    entries.map(entry => (
      <MenuEntryLink
        key={entry.key}
        entry={entry}
        active={isActiveEntry(entry, pathname)}
        open={open}
        onChosen={onChosen}
      />
    ));
  return (
    // Entries that do not fit scroll here; Login/Logout stays in sight below them.
    <Box sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}>
      <List disablePadding sx={{ pt: 0.5 }}>
        {links(spec)}
      </List>
      {more.length > 0 && (
        <Box sx={{ mt: 0.5, borderTop: 1, borderColor: 'divider' }}>
          <Box
            id={moreId}
            sx={open ? { typography: 'overline', color: 'text.secondary', px: 3, lineHeight: '28px' } : visuallyHidden}
          >
            {translate('app.menu.more')}
          </Box>
          <List disablePadding aria-labelledby={moreId} sx={{ pt: open ? 0 : 0.5, pb: 0.5 }}>
            {links(more)}
          </List>
        </Box>
      )}
    </Box>
  );
});

/** The side navigation: the logo, the menu's entries, and Login/Logout. */
export function AppMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const isPhone = useIsPhone();
  /** On a phone the drawer covers the page: it closes once an entry is chosen. */
  const onChosen = useCallback(() => {
    if (isPhone) setOpen(false);
  }, [isPhone, setOpen]);
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {open && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, flexShrink: 0 }}>
          <img src={logo} alt="" width={36} height={36} />
          <Box component="span" sx={{ fontWeight: 700, fontSize: 18, color: 'primary.main' }}>
            {translate('app.name')}
          </Box>
        </Box>
      )}
      <MenuEntries pathname={pathname} open={open} onChosen={onChosen} />
      <SessionButton open={open} />
    </Box>
  );
}
