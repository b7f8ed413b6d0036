import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';

/**
 * The audit trail, beyond the spec: read only, answered in DRF pages newest first and filtered
 * by the server (`target_type`, `target_id`, `actor`, `action`, `since`, `until`). A backend
 * without it answers 404; the screens then say so or show nothing.
 */
const resources: EndpointTable = {
  audit: {
    list: 'audit/log/',
    getOne: id => `audit/log/${id}/`,
    searchFields: ['summary', 'actor_email'],
    messages: { list: 'app.audit.fetch_failed', getOne: 'app.audit.fetch_failed' },
  },
};

export const auditEndpoints = defineEndpoints({ resources });
