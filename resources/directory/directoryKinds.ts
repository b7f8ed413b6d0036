import { directoryPaths } from './paths';

/** What differs between salesmen and architects: their resource, routes and words. */
export const directoryKinds = {
  salesman: {
    resource: 'salesmen',
    defaultUserType: 'flexible_salesperson',
    withUserType: true,
    addTitle: 'app.directory.add_salesman_title',
    addLabel: 'app.directory.add_salesman',
    editTitle: 'app.directory.edit_salesman_title',
    editLabel: 'app.directory.edit_salesman',
    editPath: directoryPaths.editSalesman,
    addPath: directoryPaths.addSalesman,
    tabLabel: 'app.directory.tab_salesmen',
    emptyText: 'app.directory.empty_salesmen',
    noMatchText: 'app.directory.empty_salesmen',
    fetchFailed: 'app.directory.fetch_salesmen_failed',
  },
  architect: {
    resource: 'architects',
    defaultUserType: 'architect',
    withUserType: false,
    addTitle: 'app.directory.add_architect_title',
    addLabel: 'app.directory.add_architect',
    editTitle: 'app.directory.edit_architect_title',
    editLabel: 'app.directory.edit_architect',
    editPath: directoryPaths.editArchitect,
    addPath: directoryPaths.addArchitect,
    tabLabel: 'app.directory.tab_architects',
    emptyText: 'app.directory.empty_architects',
    noMatchText: 'app.directory.no_matching_architects',
    fetchFailed: 'app.directory.fetch_architects_failed',
  },
} as const;

export type DirectoryKind = keyof typeof directoryKinds;

/** The salesmen's two user types, as the forms offer them. */
export const salesmanTypes = [
  { id: 'flexible_salesperson', name: 'app.directory.flexible' },
  { id: 'non_flexible_salesperson', name: 'app.directory.non_flexible' },
];
