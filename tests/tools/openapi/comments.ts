import { readFileSync } from 'node:fs';
import ts from 'typescript';

// The doc comments of the schemas' fields, read from the source: a Valibot schema keeps no
// comment at run time, yet each field's comment ("Price in yuan", "1 = official account") is what
// a backend engineer needs beside its type. Keyed by the exported schema's name (the component's
// name in the document) or, for an endpoint's input, by the declaration's exported name.

export type FieldComments = Record<string, Record<string, string>>;

/** A comment's text on one line, without its markers. */
function text(comment: string): string {
  return comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter(Boolean)
    .join(' ')
    .trim();
}

/** The doc comment just before a node, if any. */
function docOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const doc = ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .at(-1);
  return doc ? text(doc) : undefined;
}

/** The comments of an object literal's properties. */
function fieldsOf(literal: ts.ObjectLiteralExpression, source: ts.SourceFile) {
  const fields: Record<string, string> = {};
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
    const name = property.name.getText(source).replace(/^['"]|['"]$/g, '');
    const doc = docOf(property, source);
    if (doc) fields[name] = doc;
  }
  return fields;
}

/** The first object literal passed to a call inside `node` (obj({...}), v.object({...})). */
function firstObjectArgument(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child)) {
      const literal = child.arguments.find(ts.isObjectLiteralExpression);
      if (literal) {
        found = literal;
        return;
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The field comments of every exported schema in `files` (by its capitalised name, as the document
 * names components) and of every endpoint declaration's input (by the declaration's name).
 */
export function readFieldComments(files: string[]): {
  schemas: FieldComments;
  inputs: FieldComments;
} {
  const schemas: FieldComments = {};
  const inputs: FieldComments = {};
  const named: [endpoint: string, schema: string][] = [];
  // A schema made by a factory declared in these files (`ledgerLine({...})`): the factory's own
  // fields' comments as well as those of the fields it is given.
  const made: [schema: string, factory: string][] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const name = declaration.name.text;
        const init = declaration.initializer;
        const endpointCall =
          ts.isCallExpression(init) && init.expression.getText(source) === 'endpoint';
        if (endpointCall) {
          const literal = init.arguments.find(ts.isObjectLiteralExpression);
          const input = literal?.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && p.name.getText(source) === 'input',
          );
          if (input && ts.isIdentifier(input.initializer)) {
            // An input schema declared beside it: its comments, once every file is read.
            named.push([name, capital(input.initializer.text)]);
            continue;
          }
          const object = input && firstObjectArgument(input.initializer);
          if (object) inputs[name] = fieldsOf(object, source);
          continue;
        }
        const object = firstObjectArgument(init);
        if (object) {
          const fields = fieldsOf(object, source);
          if (Object.keys(fields).length) schemas[capital(name)] = fields;
        }
        if (ts.isCallExpression(init) && ts.isIdentifier(init.expression))
          made.push([capital(name), capital(init.expression.text)]);
      }
    }
  }
  for (const [schema, factory] of made) {
    if (schemas[factory]) schemas[schema] = { ...schemas[factory], ...schemas[schema] };
  }
  for (const [endpoint, schema] of named) if (schemas[schema]) inputs[endpoint] = schemas[schema];
  return { schemas, inputs };
}
