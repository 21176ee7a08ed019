import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { paymentBenefitDefine } from './scripts/landing-benefit';

export default defineConfig({
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  // The app's build constants (src/build-constants.d.ts), from the test run's environment.
  define: paymentBenefitDefine(process.env),
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    restoreMocks: true,
    // Some tests start a server (the sandbox, Vite's preview, nginx): alone each takes well under a
    // second, but on a loaded 2-core CI machine they went past Vitest's default 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
