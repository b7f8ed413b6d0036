import type { Identifier } from 'react-admin';
import type { EditRequestAnswer } from '@/contract/users';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';
import type { EditRequestKind } from './editRequests';

export type { EditRequestKind };

export type Decision = 'allow' | 'reject';

/** A profile or email edit request as the Edit Requests list holds it (./editRequests.ts). */
export type EditRequest = Omit<EditRequestAnswer, 'id'> & {
  /** `{kind}-{id}`: the two lists' ids may be equal. */
  id: string;
  requestId: number;
  requestKind: EditRequestKind;
  requestType: string;
};

const decisionPaths: Record<EditRequestKind, Record<Decision, (id: Identifier) => string>> = {
  profile: {
    allow: id => `user/profile-update/allowed/${id}/`,
    reject: id => `user/profile-update/rejected/${id}/`,
  },
  email: {
    allow: id => `user/email-update/allow/${id}/`,
    reject: id => `user/email-update/reject/${id}/`,
  },
};

/** A choice the server lists by id and name: a role a new user may get (spec part 1), a state. */
export type NamedChoice = { id: number; name: string };

/** Users' calls outside create, read, update and delete. */
export function createUserActions(cache: ListCache) {
  const mutate = createMutate(cache);
  const post = <T>(path: string, body?: unknown) => mutate<T>(path, { method: 'POST', body });

  return {
    /** Approves a new user with a role id (1 for an architect). */
    verifyUser(id: Identifier, role: number) {
      return post<{ message?: string }>(`user/verify/${id}/`, { role });
    },

    decideEditRequest(kind: EditRequestKind, requestId: Identifier, decision: Decision) {
      return post<{ message?: string }>(decisionPaths[kind][decision](requestId));
    },

    getStates(countryId: Identifier) {
      return request<NamedChoice[]>(`main/states/${countryId}/`);
    },
  };
}
