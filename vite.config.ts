import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of `npm run dev` listens on DEV_API_PORT; Vite proxies the API and media to it.
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
