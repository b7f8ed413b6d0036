// First: a Ctrl+K pressed while the signed-in layout is still loading is kept for its launcher.
import { catchEarlyPaletteKeys } from './search/earlyPaletteKeys';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

catchEarlyPaletteKeys();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
