// The hostile stand-in behind a slow start (document-check-pool.test.ts): the thread spends
// 800 ms loading before it takes a task, as the real worker does while pdf.js loads.
await new Promise((resolve) => setTimeout(resolve, 800));

export { default } from './hostile-check-worker.mjs';
