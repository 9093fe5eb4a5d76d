import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A time we promise for our own work is either one staff see measured (the
 * back office's Reg B clock: a decision within 30 days of a complete
 * application, product-rules#reg-b-clocks) or not promised at all. Replies to
 * messages, referred limit requests, bank transfers and the post have no clock, so the
 * words name none. Legal deadlines the customer must meet are not ours to
 * measure and are not matched here.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const unmeasuredPromise =
  /\busually (?:within|answer)\b|within (?:one|two|1|2) business days?|we (?:reply|answer) within \d+ business|\b\d+ to \d+ business days\b/i;

function sourceFiles(directory: string, extensions: RegExp): string[] {
  return readdirSync(path.join(repoRoot, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name) && !/\.(?:dom\.)?test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

const files = [
  ...sourceFiles('content', /\.md$/),
  ...sourceFiles('apps/web/src', /\.tsx?$/),
  ...sourceFiles('apps/server/src/modules', /-mail\.ts$/),
];

describe('service-time promises', () => {
  it('reads the content, the web app and the mails', () => {
    expect(files).toContain(path.join('content', 'pages', 'contact-us.md'));
    expect(files).toContain(path.join('apps', 'server', 'src', 'modules', 'contact', 'contact-mail.ts'));
  });

  it.each([
    ['usually within two business days', true],
    ['arrives in 7 to 10 business days', true],
    ['lowers your balance once your bank sends it, usually within 1 to 3 business days', true],
    ['We reply within 1 business day', true],
    ['we usually answer within two business days', true],
    ['We e-mail you our decision within 30 days of receiving your complete application.', false],
    ['add it within 60 days of activating your card', false],
    ['at least 3 business days before an automated payment is scheduled', false],
  ])('"%s" is an unmeasured promise: %s', (words, expected) => {
    expect(unmeasuredPromise.test(words)).toBe(expected);
  });

  it('makes none without a clock staff see', () => {
    const promising = files.filter((file) => unmeasuredPromise.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(promising).toEqual([]);
  });
});
