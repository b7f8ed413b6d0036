import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/src/routes';
import { signedOutMessages } from '@/src/i18n/messages/signedOut';

const root = path.resolve(import.meta.dirname, '../../..');
const documentHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
const classicScript = readFileSync(path.join(root, 'src/auth/documentLogin.js'), 'utf8');

/** The document's sign-in card, parsed as the browser reads it. */
function documentCard() {
  const page = new DOMParser().parseFromString(documentHtml, 'text/html');
  return page.getElementById('document-login')!;
}

describe("the document's sign-in card (index.html)", () => {
  it('says what the login page says', () => {
    const card = documentCard();
    const { login, password } = signedOutMessages;
    expect(card.querySelector('h1')?.textContent).toBe(login.title);
    expect(card.querySelector('label[for="document-login-email"]')?.firstChild?.textContent).toBe(login.email);
    expect(card.querySelector('label[for="document-login-password"]')?.firstChild?.textContent).toBe(login.password);
    expect(card.querySelector('button.submit')?.textContent).toBe(login.submit);
    expect(card.querySelector(`a[href="${paths.forgotPassword}"]`)?.textContent).toBe(login.forgot);
    expect(card.querySelector('button.show')?.getAttribute('aria-label')).toBe(password.show);
    expect(classicScript).toContain(`'${password.show}'`);
    expect(classicScript).toContain(`'${password.hide}'`);
  });

  it('is kept on the sign-in page only', () => {
    expect(classicScript).toContain(`!== '${paths.login}'`);
  });

  it('is no form: nothing typed is sent by the document, before the app can sign in', () => {
    const card = documentCard();
    expect(card.querySelector('form')).toBeNull();
    expect([...card.querySelectorAll('button')].map(button => button.type)).toEqual(['button', 'button']);
  });
});
