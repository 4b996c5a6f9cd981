import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { signInCatalog } from '../../scripts/vite-signin-catalog';

/** The form lab: a test-only page (keystroke bench, widget end-to-end test). Output: .lab-dist (git-ignored). */
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  base: './',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), signInCatalog()],
  build: { minify: process.env.LAB_MINIFY !== '0', outDir: path.resolve(import.meta.dirname, '../../.lab-dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  logLevel: 'warn',
});
