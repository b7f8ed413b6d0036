import { lazyPage } from '@/src/lib/lazyPage';

/** The directory area: both lists, the add and edit forms, and an architect's detail. */
export const directoryScreens = {
  DirectoryList: lazyPage(() => import('./DirectoryList')),
  AddSalesman: lazyPage(() => import('./AddDirectoryEntry').then(module => ({ default: module.AddSalesman }))),
  AddArchitect: lazyPage(() => import('./AddDirectoryEntry').then(module => ({ default: module.AddArchitect }))),
  EditSalesman: lazyPage(() => import('./EditDirectoryEntry').then(module => ({ default: module.EditSalesman }))),
  EditArchitect: lazyPage(() => import('./EditDirectoryEntry').then(module => ({ default: module.EditArchitect }))),
  DirectoryDetail: lazyPage(() => import('./DirectoryDetail')),
};
