import { defineEndpoints } from '@/dataProvider/endpoints';
import { createSettingsActions } from './settingsCalls';

/** The admin's own account: named calls of its verification, OTP and change steps. */
export const settingsEndpoints = defineEndpoints({ actions: createSettingsActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createSettingsActions> {}
}
