import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { scrollIntoViewLibrary } from './plugins/browserShims';

// Two projects: `unit` runs without a build (npm run test:unit); `build` reads doc_build,
// so it runs after `npm run build` (scripts/runners/test.mjs runs unit first, then build and build tests).
export default defineConfig({
  // The one alias a stand-in of the browser build imports (plugins/browserShims.ts).
  resolve: { alias: { 'scroll-into-view-if-needed/real': scrollIntoViewLibrary } },
  test: {
    environment: 'node',
    // Vitest's default (one worker fewer than the cores) runs one file at a time on 2 cores,
    // and most of a file's time is importing its modules: two at once take a third less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
