import { Box, Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { memo, useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLogout, useSidebarState, useTranslate } from 'react-admin';
import { readAccessToken } from '../../authProvider';
import { Allowed } from '../auth/Allowed';
import { useIsPhone } from '../ui/useIsPhone';
import { paths } from '../routes';
import { isActiveEntry, preloadScreen } from './areaScreens';
import { menuEntries } from './menu';
import logo from '../assets/logo.svg';

/** Login or Logout; memoised, as the menu is drawn again with every change of the location. */
const SessionButton = memo(function SessionButton({ open }: { open: boolean }) {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const signedIn = !!readAccessToken();
  const label = translate(signedIn ? 'app.menu.logout' : 'app.menu.login');
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <Button
        variant="outlined"
        color="primary"
        startIcon={signedIn ? <LogoutIcon /> : <LoginIcon />}
        onClick={() => (signedIn ? logout() : navigate(paths.login))}
        aria-label={label}
        sx={{ m: 1.5, justifyContent: open ? 'flex-start' : 'center', minWidth: 0 }}
      >
        {open ? label : null}
      </Button>
    </Tooltip>
  );
});

/** The menu's entries, drawn again only when the page or the drawer changes, not with each list's page or search. */
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
  return (
    <List sx={{ flexGrow: 1 }}>
      {menuEntries.map(entry => {
        const active = isActiveEntry(entry, pathname);
        const label = translate(entry.label);
        const { icon: Icon } = entry;
        // Pointing at or focusing an entry starts loading its screen: by the click it is often there.
        const preload = () => preloadScreen(entry.screen);
        return (
          <Allowed key={entry.key} {...entry.access}>
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
                    mx: 1,
                    '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                  }}
                >
                  <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  {open && <ListItemText primary={label} />}
                </ListItemButton>
              </Tooltip>
            </ListItem>
          </Allowed>
        );
      })}
    </List>
  );
});

/** The side navigation: the logo, the dashboard and the areas' entries in order, and Login/Logout. */
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
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}
    >
      {open && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 2 }}>
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
