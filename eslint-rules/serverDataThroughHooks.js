/**
 * Pages and features reach the server only through the data and mutation hooks: a function
 * imported from an API module may be used only inside a function handed to `useData`,
 * `useResource`, `usePagedResource`, `useMutation`, a mutation's `mutate` or the cache's
 * `fetchData` (or be handed to one
 * of them itself). Types, error helpers and constants of src/api stay free to import.
 */

/**
 * API modules whose exports are not calls to the server. A declaration only describes an
 * endpoint: it reaches the server through `call`, which is held to the hooks like any call.
 */
const FREE_MODULES =
  /^@\/api\/(types|types\/.*|declarations\/.*|declare|errors|endpoints|effects|context|serverTime|tracking)$/;
/**
 * Exports of call modules that are no server data: an address built locally, constants, the
 * launch's fire-and-forget error report (like the tracking reports), and whether the client's
 * HTTP libraries have loaded.
 */
const FREE_NAMES = new Set([
  'wechatAuthorizeUrl',
  'APP_PACKAGE_NAME',
  'PAGES',
  'errorReport',
  'transportLoaded',
]);
const HOOKS = new Set([
  'useData',
  'useResource',
  'usePagedResource',
  'useMutation',
  'mutate',
  // The cache itself, for a read on demand (a dialog's text, a region level).
  'fetchData',
  // The queries the data hooks take (src/features/data/query.ts, useResource.ts).
  'queryOf',
  'composedQuery',
  'pagedQueryOf',
]);

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
      ? callee.property.name
      : '';

/** Whether the node sits in (or is) an argument of one of the hooks. */
function throughHook(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (
      parent.type === 'CallExpression' &&
      parent.arguments.includes(child) &&
      HOOKS.has(calleeName(parent.callee))
    ) {
      return true;
    }
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Server calls of pages and features go through the data hooks' },
    messages: {
      direct:
        "'{{name}}' calls the server: load through useData/useResource/usePagedResource or write through useMutation (src/features/data).",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('@/api/') || FREE_MODULES.test(source)) return;
        if (node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind === 'type') continue;
          const imported =
            specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : '';
          if (FREE_NAMES.has(imported)) continue;
          for (const variable of context.sourceCode.getDeclaredVariables(specifier)) {
            for (const reference of variable.references) {
              if (throughHook(reference.identifier)) continue;
              context.report({
                node: reference.identifier,
                messageId: 'direct',
                data: { name: reference.identifier.name },
              });
            }
          }
        }
      },
    };
  },
};
