import ts from 'typescript';

/**
 * Which generated document each `graphql()` source text is: the `documents` map in codegen's gql.ts
 * (docs/decisions/062-generated-client-types.md), read with the TypeScript parser, so a key is the
 * source text exactly as the call spells it.
 */
export function documentExportsOf(gqlSource: string): Map<string, string> {
  const file = ts.createSourceFile('gql.ts', gqlSource, ts.ScriptTarget.Latest);
  const exports = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'documents') continue;
      const map = declaration.initializer;
      if (!map || !ts.isObjectLiteralExpression(map)) continue;
      for (const property of map.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) continue;
        if (!ts.isPropertyAccessExpression(property.initializer)) continue;
        exports.set(property.name.text, property.initializer.name.text);
      }
    }
  }
  return exports;
}

/** Each generated document's text by its export name: the `new TypedDocumentString(`...`)`s of graphql.ts. */
export function documentTextsOf(graphqlSource: string): Map<string, string> {
  const file = ts.createSourceFile('graphql.ts', graphqlSource, ts.ScriptTarget.Latest);
  const texts = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      // `new TypedDocumentString(`...`) as unknown as TypedDocumentString<Result, Variables>`
      while (value && ts.isAsExpression(value)) value = value.expression;
      if (!ts.isIdentifier(declaration.name) || !value || !ts.isNewExpression(value)) continue;
      const text = value.arguments?.[0];
      if (text && ts.isNoSubstitutionTemplateLiteral(text)) texts.set(declaration.name.text, text.text);
    }
  }
  return texts;
}

/** The document text sent for each `graphql()` source text: the operation with the fragments it spreads. */
export function sentDocuments(gqlSource: string, graphqlSource: string): Map<string, string> {
  const texts = documentTextsOf(graphqlSource);
  const sent = new Map<string, string>();
  for (const [source, name] of documentExportsOf(gqlSource)) {
    const text = texts.get(name);
    if (text !== undefined) sent.set(source, text);
  }
  return sent;
}

// A call as the web writes them: graphql(/* GraphQL */ `...`), the document without substitutions.
const graphqlCall = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const gqlImport = /^import \{ graphql \} from '[^']*\/generated\/gql';\n/m;

/**
 * The document with each run of white space outside its string values made one space: GraphQL reads
 * white space only as a separator, and the generated text is indented for people.
 */
export function compacted(document: string): string {
  return document
    .split('"')
    .map((part, index) => (index % 2 === 0 ? part.replace(/\s+/g, ' ') : part))
    .join('"')
    .trim();
}

/**
 * A module with each `graphql()` call replaced by the text of its generated document, a plain string:
 * the request helper sends `String(document)`, and the types were checked before the build. Each chunk
 * then holds only the documents it sends, as before codegen, not codegen's map of all of them (which
 * would put every back-office operation in the applicant's scripts). Null when the module has no call.
 */
export function withDocumentTexts(code: string, sent: ReadonlyMap<string, string>, moduleId: string): string | null {
  let calls = 0;
  const replaced = code.replace(graphqlCall, (_call, source: string) => {
    const text = sent.get(source);
    if (text === undefined)
      throw new Error(`${moduleId}: a graphql() document codegen has not read; run npm run codegen`);
    calls += 1;
    return JSON.stringify(compacted(text));
  });
  return calls === 0 ? null : replaced.replace(gqlImport, '');
}
