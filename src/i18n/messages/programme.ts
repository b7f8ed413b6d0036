/** Strings of the programme's settings, section 194R and its figures, which several areas show. */
export const programmeMessages = {
  band_over: 'Over threshold',
  band_near: 'Near threshold',
  band_under: 'Under threshold',
  aid: 'An aid for the finance team: the admin computes and shows section 194R figures; it deducts nothing. This is not tax advice.',
  in_force:
    'In force: tax at source on benefits worth more than %{threshold} in a financial year, at %{with_pan} with a PAN on record and %{without_pan} without; a point is worth %{point_value}.',
  defaults_in_force: 'These are the defaults: this backend keeps no programme settings.',
  settings_failed: 'Failed to load the programme settings',
  save_failed: 'Failed to save the programme settings',
  movement_failed: 'Failed to fetch the programme’s weekly movement',
  rate: '%{rate}%',
  // Figures a backend works out after each change (the schemes' committed line), while it does.
  figures_being_worked_out: 'Being worked out',
  figures_as_of: '%{figures}, as of %{time}; being worked out afresh',
};
