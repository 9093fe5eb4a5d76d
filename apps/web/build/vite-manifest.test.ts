import { describe, expect, it } from 'vitest';
import { entryAssets, moduleAssets, pageComponentAssets, type ViteManifest } from './vite-manifest';

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

describe('moduleAssets (decision 047)', () => {
  const withRoutes: ViteManifest = {
    ...manifest,
    'src/features/auth/login/login-page.tsx': {
      file: 'assets/login-page-E5.js',
      imports: ['index.html', '_form-F6.js'],
      css: ['assets/login-page-E5.css'],
    },
    'src/lib/query/with-query-client.tsx': { file: 'assets/with-query-client-G7.js', imports: ['_react-B2.js'] },
    '_form-F6.js': { file: 'assets/form-F6.js', imports: ['_react-B2.js'], css: ['assets/form-F6.css'] },
  };

  it("names the modules' chunks, their static imports and styles, once each, without the entry", () => {
    expect(
      moduleAssets(withRoutes, ['src/features/auth/login/login-page.tsx', 'src/lib/query/with-query-client.tsx']),
    ).toEqual({
      scripts: ['assets/login-page-E5.js', 'assets/form-F6.js', 'assets/react-B2.js', 'assets/with-query-client-G7.js'],
      styles: ['assets/login-page-E5.css', 'assets/form-F6.css'],
    });
  });

  it('fails the build when a module has no chunk', () => {
    expect(() => moduleAssets(withRoutes, ['src/features/auth/login/renamed-page.tsx'])).toThrow(
      'No built chunk for src/features/auth/login/renamed-page.tsx.',
    );
  });
});

describe('entryAssets (decision 090)', () => {
  const withContentEntry: ViteManifest = {
    ...manifest,
    'src/islands/content-entry.ts': {
      file: 'assets/content-E5.js',
      isEntry: true,
      imports: ['_names-F6.js'],
      dynamicImports: ['src/features/blog/blog-post-page.tsx'],
    },
    '_names-F6.js': { file: 'assets/names-F6.js', imports: ['_rich-D4.js'] },
  };

  it('names the entry and its static imports, each once, and none of what it loads later', () => {
    expect(entryAssets(withContentEntry, 'src/islands/content-entry.ts')).toEqual({
      entry: 'assets/content-E5.js',
      preloads: ['assets/names-F6.js', 'assets/rich-D4.js', 'assets/react-B2.js'],
    });
  });

  it('fails the build when the entry was not built', () => {
    expect(() => entryAssets(manifest, 'src/islands/content-entry.ts')).toThrow(
      'No built entry for src/islands/content-entry.ts.',
    );
  });
});
