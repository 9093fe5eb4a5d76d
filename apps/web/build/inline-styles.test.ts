import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, presentMarkerType } from './inline-styles';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'assets', 'index-Ab12.css'), '.container{max-width:72rem}');

describe('inlineStylesheets', () => {
  const html = inlineStylesheets(
    '<head><link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"></head>',
    distDir,
  );

  it('puts the stylesheet inside the page', () => {
    expect(html).toContain('<style data-href="/assets/index-Ab12.css">.container{max-width:72rem}</style>');
    expect(html).not.toContain('crossorigin');
  });

  it("leaves a link that is never fetched, so Vite's chunk loader does not add the stylesheet again (decision 047)", () => {
    expect(html).toContain(`<link rel="stylesheet" type="${presentMarkerType}" href="/assets/index-Ab12.css" />`);
    expect(presentMarkerType).not.toBe('text/css');
    // Inlining the result again changes nothing: the marker is not a stylesheet to inline.
    expect(inlineStylesheets(html, distDir)).toBe(html);
  });
});
