import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderGeneratedFiles, repoRoot, staleGeneratedFiles } from './codegen/codegen-outputs.js';

/**
 * `npm run codegen`: writes the generated files (docs/decisions/020-draft-catalogue-and-typed-documents.md).
 * With `--check` it writes nothing and exits 1 naming the files a run would change.
 */
async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleGeneratedFiles();
    if (stale.length === 0) return;
    console.error(`Generated files are stale; run \`npm run codegen\`:\n  ${stale.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  for (const file of await renderGeneratedFiles()) {
    const target = path.join(repoRoot, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
    console.log(`wrote ${file.path}`);
  }
}

await main();
