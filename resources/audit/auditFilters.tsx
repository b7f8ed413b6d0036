import { DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { actionChoices, targetChoices } from '@/src/ui/history/auditText';

/**
 * The audit trail's search and filters, kept in the URL: the kind of record and the action at
 * once; the record's id, the admin (email or id) and a range of days in India through "Add filter".
 */
export function useAuditFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('app.audit.search_placeholder')),
    <SelectInput
      key="target_type"
      source="target_type"
      label="app.audit.target_type"
      choices={targetChoices}
      alwaysOn
    />,
    <SelectInput key="action" source="action" label="app.audit.action" choices={actionChoices} alwaysOn />,
    <TextInput key="target_id" source="target_id" label="app.audit.target_id" />,
    <TextInput key="actor" source="actor" label="app.audit.actor_filter" />,
    <DateInput key="since" source="since" label="app.audit.since" />,
    <DateInput key="until" source="until" label="app.audit.until" />,
  ];
}
