import type { Identifier } from 'react-admin';

/** The schemes area's paths. */
export const schemePaths = {
  schemeList: '/schemes',
  newScheme: '/schemes/new',
  schemeDetail: (id: Identifier) => `/schemes/detail/${id}`,
  editScheme: (id: Identifier) => `/schemes/edit/${id}`,
} as const;
