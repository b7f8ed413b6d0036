import type { Identifier } from 'react-admin';

/** The directory's paths (the spec's client route table). */
export const directoryPaths = {
  directoryList: '/directory/list',
  addSalesman: '/directory/add-directory',
  addArchitect: '/directory/add-directory-architect',
  editSalesman: (id: Identifier) => `/directory/edit-directory-salesman/${id}`,
  editArchitect: (id: Identifier) => `/directory/edit-directory-architect/${id}`,
  directoryDetail: (id: Identifier) => `/directory/directory-detail/${id}`,
} as const;
