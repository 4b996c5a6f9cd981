import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { signInCatalog } from './scripts/vite-signin-catalog';
import { precompiledPageValidator } from './scripts/vite-page-validator';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    signInCatalog(),
    precompiledPageValidator(),
  ],
  build: { outDir: 'dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
});
