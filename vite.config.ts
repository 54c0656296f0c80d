import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    // Host stays localhost:5173 so the API's same-origin check sees the page's own origin.
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
});
