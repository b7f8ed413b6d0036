import { Box, Button } from '@mui/material';
import { isValidElement, type ReactNode } from 'react';
import { FilterButton, useFilterContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Allowed } from '../../auth/Allowed';
import { ExportViewButton, type ViewExportOptions } from '../export/ExportViewButton';

interface ListActionsProps {
  addTo?: string;
  /** The export of the list's view after the screen's own buttons: its label and file name, or false for none. */
  viewExport?: ViewExportOptions | false;
  children?: ReactNode;
}

/**
 * Beside a list's search: "Add filter" (when the list has filters besides the search), the
 * screen's own buttons (Import, the spec's Export…), the export of the view (Export), and
 * the spec's '+ Add New' when `addTo` is given.
 */
export function ListActions({ addTo, viewExport = {}, children }: ListActionsProps) {
  const translate = useTranslate();
  const filters = useFilterContext() ?? [];
  const canAddFilter = filters.some(
    filter => isValidElement(filter) && !(filter.props as { alwaysOn?: boolean }).alwaysOn,
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
      {canAddFilter && <FilterButton />}
      {children}
      {viewExport && <ExportViewButton {...viewExport} />}
      {addTo && (
        <Allowed action="create">
          <Button variant="contained" component={Link} to={addTo}>
            {translate('app.common.add_new')}
          </Button>
        </Allowed>
      )}
    </Box>
  );
}
