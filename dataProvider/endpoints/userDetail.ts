import { createUserDetailActions } from '../userDetail';
import { defineEndpoints, type EndpointTable } from '../endpoints';

/** TDS certificates are listed per user by a named call; deleting one is a soft delete by PATCH. */
const resources: EndpointTable = {
  tdsCertificates: {
    delete: { path: id => `loyalty/tds-certificate/delete/${id}/`, method: 'PATCH' },
    messages: { delete: 'app.user_detail.delete_failed' },
  },
};

export const userDetailEndpoints = defineEndpoints({ resources, actions: createUserDetailActions });
