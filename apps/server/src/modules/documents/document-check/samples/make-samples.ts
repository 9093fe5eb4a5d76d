// Writes the sample documents to samples/files/ (for e2e and manual tries in
// the sandbox). Run: node --import tsx apps/server/src/modules/documents/document-check/samples/make-samples.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleFiles } from './sample-files.js';

const folder = fileURLToPath(new URL('./files/', import.meta.url));
mkdirSync(folder, { recursive: true });

for (const [name, bytes] of Object.entries(sampleFiles())) {
  writeFileSync(`${folder}${name}`, bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}

// heif-enc comes from Debian's libheif-examples; without it the committed HEIC stays.
try {
  execFileSync('heif-enc', ['--quality', '30', '--output', `${folder}plain-photo.heic`, `${folder}plain.png`]);
  console.log('plain-photo.heic: encoded with heif-enc');
} catch {
  console.log('plain-photo.heic: heif-enc not found (apt-get install libheif-examples); kept the committed file');
}
