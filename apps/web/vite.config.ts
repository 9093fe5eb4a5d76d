import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { helpIndexPlugin } from './build/help-index-plugin';
import { siteFooterPlugin } from './build/site-footer-plugin';
import { typedDocumentsPlugin } from './build/typed-documents-plugin';
import { zodWithoutJsonSchemaPlugin } from './build/zod-without-json-schema';

const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const generatedDir = fileURLToPath(new URL('./src/generated', import.meta.url));

// WEB_BUILD_DIR lets two builds (e.g. two e2e runs) sit side by side; build/prerender.ts reads it too.
const outDir = process.env.WEB_BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    typedDocumentsPlugin(generatedDir),
    react(),
    siteFooterPlugin(contentDir),
    helpIndexPlugin(contentDir),
    // Zod without its JSON Schema output, which the site never asks for (build/zod-without-json-schema.ts).
    zodWithoutJsonSchemaPlugin(),
  ],
  // Zod without `new Function`, so the site runs under a policy with no 'unsafe-eval' (build/zod-jitless.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./build/zod-jitless.ts', import.meta.url)) }],
  },
  // The renderer bundles its dependencies, so it runs from any build folder (WEB_BUILD_DIR).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? // The prerender's renderer (decision 012): Node runs it once per page at build time.
      { outDir: `${outDir}-ssr`, emptyOutDir: true, sourcemap: false }
    : {
        outDir,
        emptyOutDir: true,
        assetsDir: 'assets',
        // Maps stay in the build for reading a client error's stack, but no script names them and the
        // server never sends them (docs/operations.md "Source maps"): they hold our whole source.
        sourcemap: 'hidden',
        // bench/web-bundle-size.ts and the prerender read which chunks each page loads from here.
        manifest: true,
        // Every browser the site supports knows modulepreload; one without it only loses the head start
        // (decision 047: the polyfill was script in every page's entry).
        //
        // A dynamic import names only the styles its chunks need (decision 091, round 2): its script
        // chunks load through their own imports. The list of every route's script chunks (over 170
        // hashed names) sat in the entry, 2.7 KiB of every app page's script before its first input;
        // a page's own chunks are named in its HTML (build/page-scripts.ts), and most of what a later
        // page imports is already cached, so the cost is a short chain of requests on its first visit.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_chunk, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
        // Two entries: the app's (index.html, main.tsx) and the content pages' islands (decision 090),
        // which the prerender names on content pages in place of the app's.
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            content: fileURLToPath(new URL('./src/islands/content-entry.ts', import.meta.url)),
          },
          output: {
            // Three chunks in place of some twenty tiny ones (decision 091, round 2): each small module
            // was a request and a compressed body of its own. Only modules that the sign-in, sign-up,
            // reset and eligibility pages all run are grouped (no dependencies pulled in), and none that
            // the wizard's frame or a content page's idle scripts load without the rest.
            codeSplitting: {
              groups: [
                {
                  name: 'form-kit',
                  includeDependenciesRecursively: false,
                  test: /src\/(components\/form\/(field-frame|text-field|submit-button|error-summary|error-summary-entries|form-alert|lazy-schema-resolver|use-resolved-form|use-lazy-schema-form|form-shell|checkbox-field)|lib\/(use-has-hydrated|api-client|api-errors|recaptcha\/[a-z-]+))\.tsx?$/,
                },
                {
                  name: 'account-forms',
                  includeDependenciesRecursively: false,
                  test: /src\/(features\/auth\/(lib\/auth-failure|api\/user-fields|components\/(auth-layout|recaptcha-notice))|components\/form\/(password-field|revealable-input|email-field))\.tsx?$/,
                },
                {
                  name: 'app-shell',
                  includeDependenciesRecursively: false,
                  test: /src\/(features\/auth\/session\/(auth-session-context|user-state|session-provider)|lib\/session\/session-context|features\/site-layout\/(brand-mark|site-header)|components\/sign-out-button|features\/help-desk\/help-launcher|lib\/content\/(rich-content|link-kind)|lib\/islands\/island)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/page-data': 'http://127.0.0.1:3000',
    },
  },
}));
