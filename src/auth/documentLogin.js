// Shows the sign-in card index.html draws on the sign-in page only, in the theme the app stored,
// before the first paint (a classic script in the document's head, so every other page is drawn
// without it), and lets it show its password and note a sign-in asked for, for the login page
// to carry on (documentLoginCard.ts).
(() => {
  const page = document.documentElement;
  if (location.pathname.replace(/\/+$/, '') !== '/login') {
    document.addEventListener('DOMContentLoaded', () => document.getElementById('document-login')?.remove());
    return;
  }
  page.dataset.signIn = '';
  try {
    const theme = JSON.parse(localStorage.getItem('RaStore.theme'));
    if (theme === 'light' || theme === 'dark') page.dataset.signInTheme = theme;
  } catch {
    // No theme stored: the system's.
  }
  const cardOf = target => (target instanceof Element ? target.closest('#document-login') : null);
  const askToSignIn = card => {
    card.dataset.submitted = '';
  };
  document.addEventListener('click', ({ target }) => {
    const card = cardOf(target);
    const button = target instanceof Element ? target.closest('button') : null;
    if (!card || !button) return;
    if (button.classList.contains('submit')) askToSignIn(card);
    if (!button.classList.contains('show')) return;
    const password = card.querySelector('input[name="password"]');
    const shown = password.type === 'password';
    password.type = shown ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(shown));
    button.setAttribute('aria-label', shown ? 'Hide password' : 'Show password');
  });
  document.addEventListener('keydown', event => {
    const card = cardOf(event.target);
    if (card && event.key === 'Enter' && event.target instanceof HTMLInputElement) askToSignIn(card);
  });
})();
