import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PendingRows } from './usePendingRows';

/** What the dashboard gives an area's table of pending work: its rows, once every table's have answered. */
export interface DashboardTableProps {
  rows: PendingRows;
}

/** A table of the dashboard, loaded with it; `preload` fetches its code as the dashboard asks for the rows. */
export type LazyTable = LazyExoticComponent<ComponentType<DashboardTableProps>> & { preload: () => Promise<unknown> };

/** An area's table of the dashboard, whose code comes with the dashboard rather than with the first page. */
export function lazyTable(load: () => Promise<{ default: ComponentType<DashboardTableProps> }>): LazyTable {
  let loading: ReturnType<typeof load> | undefined;
  // A failed load is tried again by the next.
  const preload = () =>
    (loading ??= load().catch(error => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
