import type { CheckboxProps, PaletteOptions } from '@mui/material';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { ReusedRowsBody } from './framework/ReusedRowsBody';
import { PLAIN_CELL, PLAIN_ROW, SELECT_CELL } from './ui/list/plainTable';

type CheckboxOwnerState = Pick<CheckboxProps, 'inputProps' | 'aria-label'>;

/** The class of a row's icon buttons and links (src/ui/RowActions.tsx), styled here once as MUI's IconButton. */
export const ROW_ICON = 'row-icon';
export type RowIconColor = 'default' | 'primary' | 'success' | 'error';
const rowIconColors: Exclude<RowIconColor, 'default'>[] = ['primary', 'success', 'error'];

/** The focus ring, for what MUI draws without one (table rows reset their outline); it shows on light and dark alike. */
export const focusRing = {
  outline: '3px solid #f5b700',
  outlineOffset: '2px',
};

/** The programme's colours on white: every main colour keeps 4.5:1 with its text and on the page. */
const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#0b4f6c', contrastText: '#ffffff' },
  secondary: { main: '#7a4b00', contrastText: '#ffffff' },
  success: { main: '#1b6e3a', contrastText: '#ffffff' },
  error: { main: '#b3261e', contrastText: '#ffffff' },
  warning: { main: '#8c4a00', contrastText: '#ffffff' },
  background: { default: '#f4f6f8', paper: '#ffffff' },
};

/**
 * The same colours lightened for a dark page, with dark text on them: each keeps 4.5:1 as
 * text on the page and on cards, and with its own text when it fills a chip or a button.
 */
const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#7cc7e8', contrastText: '#0b1f2a' },
  secondary: { main: '#f5c26b', contrastText: '#1f1400' },
  success: { main: '#7bd88f', contrastText: '#06210f' },
  error: { main: '#ff8a80', contrastText: '#2b0000' },
  warning: { main: '#ffb74d', contrastText: '#2b1700' },
  info: { main: '#81d4fa', contrastText: '#001f2b' },
  background: { default: '#121417', paper: '#1c2025' },
};

/** MUI's medium IconButton in one colour: round, 40 px, tinted when hovered. */
function rowIconLook(theme: Theme, color: string) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    padding: 8,
    borderRadius: '50%',
    background: 'transparent',
    cursor: 'pointer',
    color,
    fontSize: theme.typography.pxToRem(24),
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: alpha(color, theme.palette.action.hoverOpacity) },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  } as const;
}

/** What both themes change in react-admin's and MUI's components. */
const components: RaThemeOptions['components'] = {
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      ':focus-visible': focusRing,
      'a:focus-visible, button:focus-visible, [role="tab"]:focus-visible': focusRing,
      [`.${ROW_ICON}`]: rowIconLook(theme, theme.palette.action.active),
      ...Object.fromEntries(
        rowIconColors.map(color => [
          `.${ROW_ICON}.${ROW_ICON}-${color}`,
          rowIconLook(theme, theme.palette[color].main),
        ]),
      ),
    }),
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
    styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
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
  // Every table's body reuses its rows from page to page, drawn as plain rows (src/framework/).
  RaDataTable: { defaultProps: { body: ReusedRowsBody } },
  // The plain rows, cells and selection boxes (src/ui/list/plainTable.ts), styled as MUI's
  // table rows, small body cells and checkboxes.
  MuiTable: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [`& tr.${PLAIN_ROW}`]: { color: 'inherit', display: 'table-row', verticalAlign: 'middle' },
        [`& tr.${PLAIN_ROW}-hover:hover`]: { backgroundColor: theme.palette.action.hover },
        [`& td.${PLAIN_CELL}.${SELECT_CELL}`]: { width: 24, padding: '0 8px' },
        [`& td.${SELECT_CELL} input`]: {
          width: 18,
          height: 18,
          margin: 3,
          verticalAlign: 'middle',
          cursor: 'pointer',
          accentColor: theme.palette.primary.main,
          colorScheme: theme.palette.mode,
        },
        [`& td.${SELECT_CELL} input:disabled`]: { cursor: 'default' },
        [`& td.${PLAIN_CELL}`]: {
          ...theme.typography.body2,
          display: 'table-cell',
          verticalAlign: 'inherit',
          textAlign: 'left',
          padding: '6px 16px',
          color: theme.palette.text.primary,
          borderBottom: `1px solid ${
            theme.palette.mode === 'light'
              ? lighten(alpha(theme.palette.divider, 1), 0.88)
              : darken(alpha(theme.palette.divider, 1), 0.68)
          }`,
        },
      }),
    },
  },
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
  },
};

function withAppLook(base: RaThemeOptions, palette: PaletteOptions): RaThemeOptions {
  return {
    ...base,
    palette: { ...base.palette, ...palette },
    shape: { borderRadius: 10 },
    components: { ...base.components, ...components },
  };
}

/** react-admin's light theme in the programme's colours, with a focus ring everyone can see. */
export const lightTheme = withAppLook(defaultLightTheme, lightPalette);

/** Its dark twin, for long shifts: offered by the app bar's theme button, and first when the system prefers dark. */
export const darkTheme = withAppLook(defaultDarkTheme, darkPalette);
