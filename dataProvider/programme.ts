import type { Liability } from '@/contract/programme/liability';
import type { Movement } from '@/contract/programme/movement';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import { request } from './http';
import type { ListCache } from './listCache';
import { createMutate } from './mutate';

/**
 * The programme's settings, liability and weekly movement, beyond the spec: a backend without them
 * answers 404, and the screens then use the defaults or work the figures out from the spec's calls.
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
