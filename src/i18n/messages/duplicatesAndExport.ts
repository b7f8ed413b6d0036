/** Strings of the possible duplicate bills and of the export of a list's view. */
export const duplicateBillMessages = {
  chip: 'Possible duplicate',
  notice: 'Possible duplicate of',
  bill: 'Bill #%{id}',
};

export const viewExportMessages = {
  export: 'Export',
  export_view: 'Export view',
  exporting: 'Exporting the view…',
  failed: 'Failed to export the view',
  too_many: 'This view has %{count} rows; narrow it to at most %{limit} to export it.',
};
