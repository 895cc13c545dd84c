import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lazySnowball } from './scripts/lazy-snowball.ts';
import { officialClientBundling } from './scripts/official-client-bundling.ts';

/**
 * The built page's Content-Security-Policy: no eval of any kind, scripts and workers only from the page's
 * own origin. Connections: its own origin, plus http(s) for remote mode, whose cluster address the user types
 * at run time (a policy cannot name it in advance); nothing is fetched unless remote mode or compare is used.
 * (Inline styles stay allowed: Monaco sets them at run time.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'searchpad-csp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`),
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), officialClientBundling(import.meta.dirname)],
  // The engine is bundled with the worker, whose build has plugins of its own.
  worker: { format: 'es', plugins: () => [lazySnowball()] },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
