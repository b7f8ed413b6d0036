import { SelectInput } from 'react-admin';

/** Bills a risk rule flags (contract/programme/risk.ts), or those none flags: `flagged=true` or `false`. */
const flaggedChoices = [
  { id: 'true', name: 'app.risk.flagged_only' },
  { id: 'false', name: 'app.risk.not_flagged' },
];

/** The bill lists' filter by their risk, after the money lists' own. */
export const flaggedFilter = [
  <SelectInput key="flagged" source="flagged" label="app.risk.filter" choices={flaggedChoices} />,
];
