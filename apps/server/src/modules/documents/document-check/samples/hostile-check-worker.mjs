// A stand-in for the document-check worker (document-check-pool.test.ts):
// the file's text says how to misbehave, as a decompression bomb would.
const recognised = {
  isRecognized: true,
  isValid: true,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: null,
  problems: [],
};

function spin() {
  const started = Date.now();
  while (Date.now() >= started) Math.sqrt(started);
}

function hoard() {
  const kept = [];
  for (;;) kept.push(Array.from({ length: 1024 }, (_, index) => ({ index })));
}

export default function hostileCheck({ input, started }) {
  // As the real worker does, so the pool's clock starts; 'silent-spin' never says it started.
  const behaviour = Buffer.from(input.bytes).toString('latin1');
  if (behaviour !== 'silent-spin') started?.postMessage('started');
  started?.close();
  if (behaviour === 'spin' || behaviour === 'silent-spin') spin();
  if (behaviour === 'hoard') hoard();
  if (behaviour === 'throw') throw new Error('the check itself failed');
  return { kind: 'checked', result: recognised };
}
