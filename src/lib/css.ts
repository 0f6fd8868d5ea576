// Server strings on their way into CSS. A picture address or a colour from the backend (a layout,
// a configuration, a page's popup picture) is written into a style rule; unchecked, a quote, a
// parenthesis or a semicolon in it would end the value and add rules of its own. Every such string
// goes through one of these helpers, which answer a complete, well-formed CSS value or null (and
// the lint rule shop/css-url-through-helper holds styles to it).

/** The pictures a data: address may hold. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

/** A scheme at the start of an address. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Characters that could end a CSS url("...") string or its function, or escape inside it:
 * percent-encoded. (A semicolon or a brace inside the quoted string is only text.)
 */
const UNSAFE_IN_URL = /["'()\\\s]/g;

/**
 * A picture address as a CSS `url("...")` value: an http(s), protocol-relative, relative or
 * data:image address; quotes, parentheses, backslashes and spaces are percent-encoded,
 * so nothing can leave the quoted string or the value. Null for anything else (other schemes such as
 * javascript:, control characters such as a newline, not a string, empty).
 */
export function cssUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!text || /[\x00-\x1f\x7f]/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (scheme === 'data' ? !DATA_IMAGE.test(text) : scheme && !/^(?:https?|blob)$/.test(scheme)) {
    return null;
  }
  const encoded = text.replace(
    UNSAFE_IN_URL,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  // The one place a url( is written around a value: the value checked and encoded above.
  // eslint-disable-next-line shop/css-url-through-helper
  return `url("${encoded}")`;
}

/** Colour syntaxes written as they are: hex, rgb(a)/hsl(a) of numbers, a colour keyword. */
const COLOUR =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\((?:[\d\s.,%/+-]|deg|turn)+\)|[a-z]{3,20})$/i;

/**
 * A colour from the server when it is one: hex, rgb(a) or hsl(a) of plain numbers, or a colour
 * keyword (letters only); trimmed. Null for anything else, so no arbitrary CSS (no `;`, quote,
 * brace, url(), expression() or var()) is ever written as a colour.
 */
export function cssColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return COLOUR.test(text) ? text : null;
}
