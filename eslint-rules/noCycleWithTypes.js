/**
 * No module imports itself in a circle, type-only imports included. This is import-x's no-cycle
 * (same options, same resolver), which skips `import type`, `import { type X }` and
 * `export type { X } from` edges: here the file under lint hands it its imports with the type marks
 * taken off, and the modules it depends on are parsed the same way, so a ring of type imports is
 * reported like any other. Types that two modules share belong to one of them, or to a module of
 * their own that both import.
 */
import { importX } from 'eslint-plugin-import-x';

const base = importX.rules['no-cycle'];
const MODULE_NODES = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

/** Marks an import, a re-export or one of their specifiers as bringing values. */
function markValue(node) {
  if ('importKind' in node) node.importKind = 'value';
  if ('exportKind' in node) node.exportKind = 'value';
}

/** A copy of an import or re-export node of the file under lint that says it brings values. */
function asValue(node) {
  const copy = { ...node };
  markValue(copy);
  if (Array.isArray(node.specifiers)) {
    copy.specifiers = node.specifiers.map((specifier) => {
      const plain = { ...specifier };
      markValue(plain);
      return plain;
    });
  }
  return copy;
}

/** The imports and re-exports of a parsed module, type marks off (its own exports keep theirs). */
function markValues(ast) {
  for (const node of ast.body) {
    if (!MODULE_NODES.has(node.type)) continue;
    if (node.type === 'ExportNamedDeclaration' && node.source == null) continue;
    markValue(node);
    for (const specifier of node.specifiers ?? []) markValue(specifier);
  }
}

/** The file's own parser, reading every import and re-export as a value one. */
const valueParsers = new WeakMap();
function valueParser(parser) {
  let wrapped = valueParsers.get(parser);
  if (!wrapped) {
    wrapped = {
      meta: { name: `${parser.meta?.name ?? 'parser'} (type imports as values)` },
      parseForESLint(code, options) {
        const result =
          typeof parser.parseForESLint === 'function'
            ? parser.parseForESLint(code, options)
            : { ast: parser.parse(code, options) };
        markValues(result.ast);
        return result;
      },
    };
    valueParsers.set(parser, wrapped);
  }
  return wrapped;
}

export default {
  meta: {
    ...base.meta,
    docs: { description: 'No import cycles, type-only imports included (import-x no-cycle)' },
  },
  defaultOptions: base.defaultOptions,
  create(context) {
    const parser = context.languageOptions?.parser;
    if (!parser) return base.create(context);
    // Dependencies are parsed with the file's parser, wrapped; not with a parser named in the
    // settings, which would keep the type marks.
    const { 'import-x/parsers': _byExtension, ...settings } = context.settings;
    const visitors = base.create(
      Object.create(context, {
        settings: { value: settings },
        languageOptions: { value: { ...context.languageOptions, parser: valueParser(parser) } },
      }),
    );
    for (const type of MODULE_NODES) {
      const visit = visitors[type];
      if (visit) visitors[type] = (node) => visit(asValue(node));
    }
    return visitors;
  },
};
