// The worker's entry, in plain JavaScript so a bare worker thread can load it
// under `node --import tsx` (npm start) and under Vitest alike: it registers
// tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./document-check-worker.ts');

export default worker.default;
