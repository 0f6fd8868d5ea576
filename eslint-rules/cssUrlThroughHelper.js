/**
 * Server strings reach CSS only through the checked helpers of src/lib/css.ts. A picture address
 * written into `url(${...})` (a styled-components or css template, a style property's string)
 * could carry a quote or a parenthesis that ends the value and adds rules of its own; cssUrl()
 * checks the address and writes the whole `url("...")` value, so no template or string
 * concatenation ever opens `url(` in front of a value of its own.
 */

/** Text that leaves a url( open for whatever comes next: `url(`, `url("`, `url( '`. */
const OPEN_URL = /url\(\s*["']?\s*$/i;

/** The literal text a `+` operand ends with (null when it ends with a value). */
function textBefore(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  if (node.type === 'TemplateLiteral') return node.quasis[node.quasis.length - 1].value.raw;
  if (node.type === 'BinaryExpression' && node.operator === '+') return textBefore(node.right);
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A value inside CSS url() is written by cssUrl() (src/lib/css.ts)' },
    messages: {
      openUrl:
        'A value put inside url(...) could end the CSS rule: write the whole value with cssUrl() from src/lib/css.ts (null when the address is unsafe).',
    },
    schema: [],
  },
  create(context) {
    return {
      TemplateLiteral(node) {
        // Every text before an interpolation (its raw form: what the source says).
        node.quasis.forEach((quasi, index) => {
          if (index < node.expressions.length && OPEN_URL.test(quasi.value.raw)) {
            context.report({ node: node.expressions[index], messageId: 'openUrl' });
          }
        });
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        const text = textBefore(node.left);
        if (text !== null && OPEN_URL.test(text)) {
          context.report({ node: node.right, messageId: 'openUrl' });
        }
      },
    };
  },
};
