/**
 * What `import … from 'zod'` means in the web build (vite.config.ts aliases it
 * here). Zod compiles a fast parser with `new Function` when it may, and first
 * probes whether it may; under the site's Content-Security-Policy (no
 * 'unsafe-eval', docs/operations.md "Security headers") the probe is refused and
 * reported as a violation even though Zod catches it. `jitless` skips the probe
 * and the compiler. It is set here, in the module every schema module imports,
 * so it is set before any schema is built, whatever order the chunks load in.
 */
import { z } from 'zod/v4';
import { config } from 'zod/v4/core';

config({ jitless: true });

// The site imports only `z` from 'zod'; a module that asks for another name fails the build, so add it here.
export { z };
