import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '@/src/i18n';
import {
  catchEarlyPaletteKeys,
  forgetEarlyPaletteRequest,
  takeEarlyPaletteRequest,
} from '@/src/search/earlyPaletteKeys';
import { SearchLauncher } from '@/src/search/SearchLauncher';
import { makeToken, signInWith } from './fakes';

/** Presses a key on the page as a browser does (at the window); tells whether its default was prevented. */
function press(
  key: string,
  modifiers: Partial<Pick<KeyboardEventInit, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>> = {},
) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

const type = (text: string) => [...text].map(key => press(key, { shiftKey: key !== key.toLowerCase() }));

function at(path: string, signedIn = true) {
  window.history.replaceState(null, '', path);
  if (signedIn) signInWith(makeToken());
}

describe('the early Ctrl+K catcher', () => {
  beforeEach(() => catchEarlyPaletteKeys());
  // Stops catching, and forgets what a test left.
  afterEach(() => {
    takeEarlyPaletteRequest();
    window.history.replaceState(null, '', '/');
  });

  it('keeps Ctrl+K on a signed-in page, and the characters and Backspaces typed after it, until taken', () => {
    at('/user/list');
    expect(press('a')).toBe(false);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(type('Adx')).toEqual([true, true, true]);
    expect(press('Backspace')).toBe(true);
    expect(type('i 9@')).toEqual([true, true, true, true]);
    // Keys that are not typing pass: Tab, a function key, another shortcut.
    expect(press('Tab')).toBe(false);
    expect(press('F5')).toBe(false);
    expect(press('s', { ctrlKey: true })).toBe(false);
    expect(takeEarlyPaletteRequest()).toEqual({ text: 'Adi 9@' });
    // Taken: the catching has stopped, the launcher's own listener answers from now on.
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(takeEarlyPaletteRequest()).toBeNull();
  });

  it('takes ⌘K as Ctrl+K, and a character typed with AltGr; not Ctrl+Shift+K nor Ctrl+Alt+K', () => {
    at('/');
    expect(press('k', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
    expect(takeEarlyPaletteRequest()).toBeNull();
    catchEarlyPaletteKeys();
    expect(press('K', { metaKey: true })).toBe(true);
    expect(press('€', { ctrlKey: true, altKey: true })).toBe(true);
    expect(takeEarlyPaletteRequest()).toEqual({ text: '€' });
  });

  it('catches nothing signed out, nor on the pages shown signed out, where a Ctrl+K kept earlier is forgotten', () => {
    at('/', false);
    expect(press('k', { ctrlKey: true })).toBe(false);
    expect(press('a')).toBe(false);
    for (const path of [
      '/login',
      '/forgot-password',
      '/email-verification',
      '/change-password',
      '/accept-invitation',
    ]) {
      at('/');
      expect(press('k', { ctrlKey: true })).toBe(true);
      at(path);
      expect(press('k', { ctrlKey: true }), path).toBe(false);
      expect(press('a'), path).toBe(false);
      at('/');
      expect(press('a'), path).toBe(false);
    }
    expect(takeEarlyPaletteRequest()).toBeNull();
  });

  it('forgets the Ctrl+K on Escape, and when the sign-in page shows (forgetEarlyPaletteRequest)', () => {
    at('/');
    press('k', { ctrlKey: true });
    type('ab');
    expect(press('Escape')).toBe(true);
    expect(press('c')).toBe(false);
    press('k', { ctrlKey: true });
    forgetEarlyPaletteRequest();
    expect(press('c')).toBe(false);
    expect(takeEarlyPaletteRequest()).toBeNull();
  });

  it("keeps at most the palette box's 200 characters", () => {
    at('/');
    press('k', { ctrlKey: true });
    type('x'.repeat(205));
    expect(takeEarlyPaletteRequest()?.text).toHaveLength(200);
  });
});

describe('the search launcher', () => {
  const dataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    searchCatalogue: async () => ({ brands: [], categories: [], products: [] }),
  };
  const renderLauncher = () =>
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider as never} i18nProvider={i18nProvider}>
          <SearchLauncher />
        </AdminContext>
      </MemoryRouter>,
    );

  afterEach(() => {
    takeEarlyPaletteRequest();
    window.history.replaceState(null, '', '/');
  });

  it('opens the palette as it mounts when Ctrl+K was pressed before, its box holding what was typed since, and stops the catcher', async () => {
    at('/');
    catchEarlyPaletteKeys();
    press('k', { ctrlKey: true });
    type('ravi');
    renderLauncher();
    const box = await screen.findByRole('combobox', { name: /^Search members/ });
    expect(box).toHaveValue('ravi');
    expect(box).toHaveFocus();
    expect(takeEarlyPaletteRequest()).toBeNull();
  });

  it('opens nothing as it mounts without an early Ctrl+K', async () => {
    at('/');
    catchEarlyPaletteKeys();
    type('ravi');
    renderLauncher();
    await screen.findByRole('button', { name: /^Search/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
