// Bundles the benchmark (engine included) as the app ships it, without the function-name helpers tsx
// adds in development, which would be measured on every query (`npm run bench` runs the bundle).
import { build } from 'vite';

await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'bench/run.ts',
    outDir: 'bench/.build',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'run.mjs' } },
  },
});
