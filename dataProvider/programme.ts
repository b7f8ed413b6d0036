import type { Liability } from '@/contract/programme/liability';
import type { Movement } from '@/contract/programme/movement';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import { request } from './http';
import type { ListCache } from './listCache';
import { createMutate } from './mutate';

/**
 * The programme's settings (beyond the spec): the rupee value of a point and section 194R's
 * threshold and rates. Several areas read them (a member's page, the 194R register, Settings);
 * a backend without them answers 404 and the screens use the defaults. What the programme owes
 * (the dashboard's liability) is worked out by such a backend; without it (404) the dashboard
 * works it out from the spec's calls; so does the programme's page its weekly movement.
 */
export function createProgrammeActions(cache: ListCache) {
  // The register's figures follow the settings: a change empties the cached lists.
  const mutate = createMutate(cache);
  return {
    getProgrammeSettings: () =>
      request<ProgrammeSettings>('programme/settings/', { fallbackMessage: 'app.programme.settings_failed' }),

    getLiability: (signal?: AbortSignal) =>
      request<Liability>('programme/liability/', { signal, fallbackMessage: 'app.dashboard.liability_failed' }),

    getMovement: (signal?: AbortSignal) =>
      request<Movement>('programme/movement/', { signal, fallbackMessage: 'app.programme.movement_failed' }),

    updateProgrammeSettings: (settings: ProgrammeSettings) =>
      mutate<ProgrammeSettings>('programme/settings/', {
        method: 'PUT',
        body: settings,
        fallbackMessage: 'app.programme.save_failed',
      }),
  };
}
