// Modules made at build time by the plugins in build/ (decision 012). An ambient
// declaration cannot import our types, so the importer names the type: see site-footer.tsx.
declare module 'virtual:site-footer' {
  const footer: unknown;
  export default footer;
}

// The help widget's search index (build/help-index-plugin.ts); help-panel.tsx names its type.
declare module 'virtual:help-index' {
  const index: unknown;
  export default index;
}
