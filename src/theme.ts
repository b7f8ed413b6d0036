import type { CheckboxProps } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

type CheckboxOwnerState = Pick<CheckboxProps, 'inputProps' | 'aria-label'>;

/** The focus ring, for what MUI draws without one (table rows reset their outline). */
export const focusRing = {
  outline: '3px solid #f5b700',
  outlineOffset: '2px',
};

/** react-admin's light theme in the programme's colours, with a focus ring everyone can see. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#0b4f6c', contrastText: '#ffffff' },
    secondary: { main: '#7a4b00', contrastText: '#ffffff' },
    success: { main: '#1b6e3a', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8c4a00', contrastText: '#ffffff' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        'a:focus-visible, button:focus-visible, [role="tab"]:focus-visible': focusRing,
      },
    },
    // A checkbox named with `aria-label` (react-admin's row selection) names its input, not its wrapper.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ inputProps, 'aria-label': label }: CheckboxOwnerState) => ({
            ...inputProps,
            ...(label && { 'aria-label': label }),
          }),
        },
      },
    },
    // The bulk actions toolbar, collapsed while no row is selected, keeps its buttons out of reach.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '&.RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // A confirmation opens on its safe choice (Cancel, the first button) with the ring showing,
    // so Enter pressed at once never deletes or decides.
    RaConfirm: {
      defaultProps: {
        slotProps: {
          transition: {
            onEntering: (node: HTMLElement) =>
              node.querySelector<HTMLElement>('.MuiDialogActions-root > button')?.focus(),
          },
        },
      },
      styleOverrides: { root: { '& .MuiDialogActions-root > button:first-of-type:focus': focusRing } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
  },
};
