import { describe, expect, it } from 'vitest';
import { pageComponentAssets, type ViteManifest } from './vite-manifest';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'], css: ['assets/index-A1.css'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'src/features/blog/blog-post-page.tsx': {
    file: 'assets/blog-post-page-C3.js',
    imports: ['index.html', '_rich-D4.js', '_react-B2.js'],
    css: ['assets/blog-post-page-C3.css'],
  },
  '_rich-D4.js': { file: 'assets/rich-D4.js', imports: ['_react-B2.js'], css: ['assets/rich-D4.css'] },
};

describe('pageComponentAssets', () => {
  it('names the page chunk, the chunks it imports and their styles, once each, without the entry', () => {
    expect(pageComponentAssets(manifest, 'component---blog-post')).toEqual({
      scripts: ['assets/blog-post-page-C3.js', 'assets/rich-D4.js', 'assets/react-B2.js'],
      styles: ['assets/blog-post-page-C3.css', 'assets/rich-D4.css'],
    });
  });

  it('fails the build when a component has no chunk', () => {
    expect(() => pageComponentAssets(manifest, 'component---careers')).toThrow(
      'No built chunk for component---careers (expected a file ending in /careers-page.tsx).',
    );
  });
});
