import { useMediaQuery, type Theme } from '@mui/material';

/** Below the `sm` breakpoint, where react-admin's sidebar is a temporary drawer and lists are cards. */
export function useIsPhone() {
  return useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'), { noSsr: true });
}
