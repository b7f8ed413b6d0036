import { paths } from '../../src/routes';

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
    editPath: paths.editSalesman,
  },
  architect: {
    resource: 'architects',
    defaultUserType: 'architect',
    withUserType: false,
    addTitle: 'app.directory.add_architect_title',
    addLabel: 'app.directory.add_architect',
    editTitle: 'app.directory.edit_architect_title',
    editLabel: 'app.directory.edit_architect',
    editPath: paths.editArchitect,
  },
} as const;

export type DirectoryKind = keyof typeof directoryKinds;
