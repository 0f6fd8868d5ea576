// Allow-list sanitising of backend HTML, kept apart from RichText so DOMPurify loads only when needed.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];
/** Links and images only over http or https: no javascript:, data: or relative tricks. */
const HTTP_ONLY = /^https?:\/\//i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A private DOMPurify instance, so our hook never affects other users of the library. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!HTTP_ONLY.test(href)) node.removeAttribute('href');
      else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!HTTP_ONLY.test(src)) node.removeAttribute('src');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

/** Sanitises backend HTML with an allow-list: safe tags, no styles or scripts, http(s) links only. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel', 'loading'],
    ALLOWED_URI_REGEXP: HTTP_ONLY,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
