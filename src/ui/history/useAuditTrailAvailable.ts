import { useEndpointAvailable } from '../useEndpointAvailable';

const newestFirst = { field: 'at', order: 'DESC' as const };

/** Whether the backend keeps an audit trail (the spec's has none: its audit/log/ answers 404). */
export const useAuditTrailAvailable = () => useEndpointAvailable('audit', newestFirst);
