// The DOM tier's setup (vitest.config.ts, project "dom"): jest-dom's matchers,
// a clean page after each test, and a failed test for any console error.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { watchConsoleErrors } from './console-guard';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Testing Library turns this on only where the test globals exist (they are off here);
// without it React stays silent about updates outside act().
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let watch: ReturnType<typeof watchConsoleErrors> | null = null;

beforeEach(() => {
  watch = watchConsoleErrors();
});

afterEach(() => {
  // Unmount first: an effect's clean-up may still write an error.
  cleanup();
  const messages = watch?.stop() ?? [];
  watch = null;
  if (messages.length > 0) throw new Error(`console.error was called during the test:\n${messages.join('\n')}`);
});
