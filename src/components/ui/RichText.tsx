import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styled from 'styled-components';
import { tone } from './tone';

export interface RichTextProps {
  /** HTML from the backend (notices, protocols, warranty, answers); it is sanitised before use. */
  html: string;
  /** Accessible name when the text stands alone as a region. */
  label?: string;
}

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

const Root = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  word-break: break-word;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${({ theme }) => tone.brand(theme)};
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** Backend HTML rendered after allow-list sanitising (DOMPurify); links open in a new tab. */
export function RichText({ html, label }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Root
      role={label ? 'region' : undefined}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
