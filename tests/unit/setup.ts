import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetSigningOut } from '@/authProvider';
import { loadAllMessages } from '@/src/i18n';

// A wait gives up only after what a busy machine may take to show what is waited for.
configure({ asyncUtilTimeout: 15_000 });

// Screens under test are signed-in ones: they get every message, as the signed-in layout waits for them.
beforeAll(() => loadAllMessages());

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A sign-out's mark, kept in the auth provider's module until the login page is drawn.
  forgetSigningOut();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
