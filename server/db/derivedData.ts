import {
  CREATE_DERIVED_TRIGGERS,
  DROP_DERIVED_TRIGGERS,
  EMPTY_DERIVED,
  FILL_DERIVED,
} from './migrations/007_list_paging';
import {
  CREATE_MEMBER_DOCUMENT_TRIGGERS,
  DROP_MEMBER_DOCUMENT_TRIGGERS,
  EMPTY_MEMBER_DOCUMENTS,
  FILL_MEMBER_DOCUMENTS,
} from './migrations/010_member_search_documents';
import {
  CREATE_YEARLY_BENEFITS_TRIGGER,
  DROP_YEARLY_BENEFITS_TRIGGER,
  EMPTY_YEARLY_BENEFITS,
  FILL_YEARLY_BENEFITS,
} from './migrations/012_programme';
import { CREATE_BILL_RISK_TRIGGER, DROP_BILL_RISK_TRIGGER, MEASURE_BILL_RISK } from './migrations/013_bill_risk';
import {
  CREATE_MEMBER_COUNT_TRIGGERS,
  DROP_MEMBER_COUNT_TRIGGERS,
  EMPTY_MEMBER_COUNT,
  FILL_MEMBER_COUNT,
} from './migrations/023_member_count';

/**
 * The data the migrations derive from the tables (search indexes and documents, ledger totals,
 * yearly benefits, bills' risk measurements, the members' count) and keep in step by triggers. A
 * bulk load drops the triggers, empties it, loads, then fills it once and makes the triggers
 * again: far faster than row by row.
 */
export const derivedData = {
  dropTriggers: `${DROP_DERIVED_TRIGGERS}\n${DROP_MEMBER_DOCUMENT_TRIGGERS}\n${DROP_YEARLY_BENEFITS_TRIGGER}\n${DROP_BILL_RISK_TRIGGER}\n${DROP_MEMBER_COUNT_TRIGGERS}`,
  empty: `${EMPTY_DERIVED}\n${EMPTY_MEMBER_DOCUMENTS}\n${EMPTY_YEARLY_BENEFITS}\n${EMPTY_MEMBER_COUNT}`,
  fill: `${FILL_DERIVED}\n${FILL_MEMBER_DOCUMENTS}\n${FILL_YEARLY_BENEFITS}\n${MEASURE_BILL_RISK}\n${FILL_MEMBER_COUNT}`,
  createTriggers: `${CREATE_DERIVED_TRIGGERS}\n${CREATE_MEMBER_DOCUMENT_TRIGGERS}\n${CREATE_YEARLY_BENEFITS_TRIGGER}\n${CREATE_BILL_RISK_TRIGGER}\n${CREATE_MEMBER_COUNT_TRIGGERS}`,
};
