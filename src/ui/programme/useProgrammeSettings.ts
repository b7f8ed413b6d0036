import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import { isMissingEndpoint } from '../../lib/errors';

export const programmeSettingsKey = ['programmeSettings'];

/** The settings as numbers, whatever the backend wrote them as ('1.00'); one it does not answer has its default. */
const asNumbers = (settings: Partial<ProgrammeSettings>): ProgrammeSettings =>
  Object.fromEntries(
    Object.entries(defaultProgrammeSettings).map(([name, fallback]) => [
      name,
      Number(settings[name as keyof ProgrammeSettings] ?? fallback),
    ]),
  ) as ProgrammeSettings;

export interface ProgrammeSettingsState {
  /** The settings in force: the backend's, else (404) the defaults; undefined while asking or when asking failed. */
  settings: ProgrammeSettings | undefined;
  /** Whether the backend keeps them (and so they can be changed): undefined while asking or when it failed. */
  kept: boolean | undefined;
  /** The settings the backend answered (the others have their defaults); empty when it keeps none. */
  answered: ReadonlySet<string>;
  /** A failure other than the backend having no such endpoint. */
  error: unknown;
}

const NONE: ReadonlySet<string> = new Set();

/** The programme's settings (`GET programme/settings/`); a backend without them (the spec's) has the defaults. */
export function useProgrammeSettings(): ProgrammeSettingsState {
  const dataProvider = useDataProvider<AppDataProvider>();
  // The answer is kept as it came (a save puts its own answer there), read as numbers when used.
  const query = useQuery({
    queryKey: programmeSettingsKey,
    queryFn: (): Promise<Partial<ProgrammeSettings>> => dataProvider.getProgrammeSettings(),
    select: answer => ({ settings: asNumbers(answer), answered: new Set(Object.keys(answer)) }),
    retry: false,
    staleTime: 60_000,
  });
  if (query.data) return { ...query.data, kept: true, error: undefined };
  if (!query.error) return { settings: undefined, kept: undefined, answered: NONE, error: undefined };
  // Only a backend without settings has the defaults: after a failure they could contradict its own.
  if (isMissingEndpoint(query.error)) {
    return { settings: defaultProgrammeSettings, kept: false, answered: NONE, error: undefined };
  }
  return { settings: undefined, kept: undefined, answered: NONE, error: query.error };
}
