import { defineEndpoints, type Endpoint, type EndpointTable } from '@/dataProvider/endpoints';
import { fullName } from '@/dataProvider/personName';

const directoryEntries = (list: string, listMessage: string): Endpoint => ({
  list,
  getOne: id => `user/directory/retrieve/${id}/`,
  create: { path: 'user/directory/' },
  update: { path: id => `user/directory/update/${id}/`, method: 'PUT' },
  delete: { path: id => `user/directory/delete/${id}/` },
  searchFields: [fullName, 'email', 'phone', 'referral_code', 'referral_count'],
  messages: {
    list: listMessage,
    getOne: 'app.directory.load_failed',
    create: 'app.directory.create_failed',
    update: 'app.directory.update_failed',
    delete: 'app.directory.delete_failed',
  },
});

/** Salesmen and architects are one backend table, listed by two paths. */
const resources: EndpointTable = {
  salesmen: directoryEntries('user/directory/list/salesman/', 'app.directory.fetch_salesmen_failed'),
  architects: directoryEntries('user/directory/list/architect/', 'app.directory.fetch_architects_failed'),
};

export const directoryEndpoints = defineEndpoints({ resources });
