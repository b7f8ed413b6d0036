import { readAccessToken } from '@/authProvider/tokens';
import { INVITATION_PATH } from '@/contract/team/invitation';
import { paths } from '../routes';

/** Ctrl+K, or ⌘K on a Mac: the same keys whatever has the focus, a form field included. */
export const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Pages shown signed out: a key typed there is never the palette's. */
const publicPages: readonly string[] = [
  paths.login,
  paths.forgotPassword,
  paths.emailVerificationRoute,
  paths.changePasswordRoute,
  // An invitation's link, opened signed out (the team's area shows it).
  INVITATION_PATH,
];

/** The palette's box takes at most this many characters. */
export const paletteTextLimit = 200;

/** Ctrl+K pressed before the search launcher was there, and what was typed after it. */
export interface EarlyPaletteRequest {
  text: string;
}

let request: EarlyPaletteRequest | null = null;

/** A character typed (AltGr and Option included), not a shortcut nor a key such as Tab or F5. */
const isTyped = (event: KeyboardEvent) =>
  [...event.key].length === 1 && !event.metaKey && (!event.ctrlKey || event.altKey);

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing) return;
  if (!readAccessToken() || publicPages.includes(window.location.pathname)) {
    request = null;
    return;
  }
  if (isPaletteKey(event)) request ??= { text: '' };
  else if (!request) return;
  else if (event.key === 'Escape') request = null;
  else if (event.key === 'Backspace') request.text = request.text.slice(0, -1);
  else if (isTyped(event)) request.text = (request.text + event.key).slice(0, paletteTextLimit);
  else return;
  event.preventDefault();
}

/**
 * From the first script on, keeps Ctrl+K (⌘K) pressed on a signed-in page while its layout,
 * with the search launcher, is still loading, and the keys typed after it (Backspace too;
 * Escape forgets it), until the launcher takes them (`takeEarlyPaletteRequest`).
 */
export function catchEarlyPaletteKeys() {
  window.addEventListener('keydown', onKeyDown, true);
}

/** Ctrl+K pressed before the launcher was there, if it was, with what was typed since; the catching stops. */
export function takeEarlyPaletteRequest(): EarlyPaletteRequest | null {
  window.removeEventListener('keydown', onKeyDown, true);
  const taken = request;
  request = null;
  return taken;
}

/** Forgets a Ctrl+K that no launcher will take: the session ended before the layout showed. */
export function forgetEarlyPaletteRequest() {
  request = null;
}
