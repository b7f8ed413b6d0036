/** Strings of section 194R's register (beyond the spec), under `app.tax`. */
const taxMessages = {
  title: 'Section 194R register',
  menu: 'Tax register (194R)',
  table_label: 'Members over or near the section 194R threshold',
  search: 'Search name, firm, phone or email',
  financial_year: 'Financial year',
  band: 'Band',
  pan: 'PAN',
  pan_on_record: 'On record',
  pan_none: 'None',
  certificates: 'Certificates',
  certificates_uploaded: 'Uploaded',
  certificates_none: 'None',
  credits_known_since:
    'Credits are counted from %{date}, when the admin’s server began keeping the programme’s figures: those decided on the programme’s server before then are not known here.',
  /** The backend could not say (the gateway, when the programme's server did not answer). */
  certificates_not_known: 'Not known',
  member: 'Member',
  firm: 'Firm',
  phone: 'Phone',
  email: 'Email',
  user_type: 'User type',
  points: 'Points',
  cash: 'Cash',
  value: 'Value',
  rate: 'Rate',
  rate_percent: 'Rate (%)',
  tax: 'Tax at that rate',
  tax_line: 'Tax %{tax} at %{rate}',
  empty: 'No member is over or near the threshold in %{year}.',
  no_match: 'No member of %{year} matches the search and filters.',
  unavailable: 'This backend does not provide the 194R register.',
  fetch_failed: 'Failed to fetch the 194R register',
};

export default { tax: taxMessages };
