import { defaultTheme, type FilterFormProps, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme, with its filter form asking at once. The form's own live form
 * waits 500 ms after a keystroke whatever the List's `debounce` (which delays only the
 * filters set with `setFilters(…, true)`); FilterForm hands the props its theme gives it on to
 * that live form.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    RaFilterForm: { defaultProps: { debounce: 0 } as Partial<FilterFormProps> },
  },
};
