import { defineEndpoints } from '../endpoints';
import { createPasswordResetActions } from '../passwordReset';

/** The forgot-password pages' calls, made before signing in. */
export const passwordResetEndpoints = defineEndpoints({ actions: createPasswordResetActions });

declare module '../areaCalls' {
  interface AreaCalls extends ReturnType<typeof createPasswordResetActions> {}
}
