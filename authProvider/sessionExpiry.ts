import { clearTokens } from './tokens';

/** Whether the session ended because it expired, so that the login page can say so (an external store). */
let expired = false;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach(listener => listener());

export function expireSession() {
  clearTokens();
  if (!expired) {
    expired = true;
    emit();
  }
}

export function acknowledgeSessionExpiry() {
  if (expired) {
    expired = false;
    emit();
  }
}

export const isSessionExpired = () => expired;

export function subscribeToSessionExpiry(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
