import { defineEndpoints } from '../endpoints';
import { createSettingsActions } from '../settings';

/** The admin's own account: named calls of its verification, OTP and change steps. */
export const settingsEndpoints = defineEndpoints({ actions: createSettingsActions });

declare module '../areaCalls' {
  interface AreaCalls extends ReturnType<typeof createSettingsActions> {}
}
