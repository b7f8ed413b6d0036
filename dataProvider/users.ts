import type { Identifier } from 'react-admin';
import { request } from './http';
import type { ListCache } from './listCache';

export type EditRequestKind = 'profile' | 'email';
export type Decision = 'allow' | 'reject';

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

export interface NamedChoice {
  id: number;
  name: string;
}

/** Users' calls outside create, read, update and delete. */
export function createUserActions(cache: ListCache) {
  const mutate = async <T>(path: string, body?: unknown) => {
    try {
      return await request<T>(path, { method: 'POST', body });
    } finally {
      cache.invalidateAll();
    }
  };

  return {
    /** Approves a new user with a role id (1 for an architect). */
    verifyUser(id: Identifier, role: number) {
      return mutate<{ message?: string }>(`user/verify/${id}/`, { role });
    },

    decideEditRequest(kind: EditRequestKind, requestId: Identifier, decision: Decision) {
      return mutate<{ message?: string }>(decisionPaths[kind][decision](requestId));
    },

    getProposedProfileUpdate(requestId: Identifier) {
      return request<Record<string, unknown>>(`user/admin/profile-update/proposed/${requestId}/`, {
        fallbackMessage: 'app.users.request_details_failed',
      });
    },

    getStates(countryId: Identifier) {
      return request<NamedChoice[]>(`main/states/${countryId}/`);
    },
  };
}
