/** What was typed into the sign-in card index.html draws before the app's script ran. */
export interface DocumentLogin {
  email: string;
  password: string;
  passwordShown: boolean;
  /** The field the person was in, and where in it (an email field has no selection to read). */
  focus: { name: 'email' | 'password'; selection: [number, number] | null } | null;
  /** Login clicked, or Enter pressed in a field, before the app could sign in. */
  submitted: boolean;
}

const CARD_ID = 'document-login';

const fieldOf = (card: HTMLElement, name: 'email' | 'password') =>
  card.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** The document's sign-in card as it stands, or null once the login page has taken it over (or on any other page). */
export function readDocumentLogin(): DocumentLogin | null {
  const card = document.getElementById(CARD_ID);
  if (!card) return null;
  const email = fieldOf(card, 'email');
  const password = fieldOf(card, 'password');
  const focused = [email, password].find(field => field === document.activeElement);
  return {
    email: email.value,
    password: password.value,
    passwordShown: password.type === 'text',
    focus: focused
      ? {
          name: focused.name as 'email' | 'password',
          selection:
            focused.selectionStart === null
              ? null
              : [focused.selectionStart, focused.selectionEnd ?? focused.selectionStart],
        }
      : null,
    submitted: card.dataset.submitted !== undefined,
  };
}

/**
 * The card's last state, read once the login page is on screen under it, and the card gone:
 * the page drawn by the app stands where it stood, so nothing moves.
 */
export function takeOverDocumentLogin(): DocumentLogin | null {
  const last = readDocumentLogin();
  document.getElementById(CARD_ID)?.remove();
  delete document.documentElement.dataset.signIn;
  delete document.documentElement.dataset.signInTheme;
  return last;
}
