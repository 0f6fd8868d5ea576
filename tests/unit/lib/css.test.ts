import { describe, expect, it } from 'vitest';
import { cssColour, cssUrl } from '@/lib/css';

/**
 * Whether a value stays one value in a declaration: the browser's CSS parser reads
 * `background-image: <value>` back as exactly that one declaration, with nothing after it.
 */
function staysInside(value: string): boolean {
  const style = document.createElement('style');
  style.textContent = `.probe { background-image: ${value}; } .after { color: red; }`;
  document.head.append(style);
  try {
    const rules = [...(style.sheet?.cssRules ?? [])] as CSSStyleRule[];
    return (
      rules.length === 2 &&
      rules[0].selectorText === '.probe' &&
      rules[0].style.length <= 1 &&
      rules[1].selectorText === '.after'
    );
  } finally {
    style.remove();
  }
}

const HOSTILE = [
  `x.png'); } body { display: none } .y { background: url('`,
  'x.png") } body { display: none } .y { background: url("',
  'x.png);background:red',
  'x.png\\") ; color: red',
  '/a\\"b\\\\',
  'x.png;}body{display:none}',
  'a(b)c',
  'https://a.example/x.png?q="\')(;}{<>',
  'https://a.example/ x .png',
];

describe('cssUrl', () => {
  it('writes a well-formed url("...") of http(s), relative and data:image addresses', () => {
    expect(cssUrl('https://img.example.com/a.png')).toBe('url("https://img.example.com/a.png")');
    expect(cssUrl(' /shop/builtin/logo.svg ')).toBe('url("/shop/builtin/logo.svg")');
    expect(cssUrl('static/a.png')).toBe('url("static/a.png")');
    expect(cssUrl('//cdn.example.com/a.png')).toBe('url("//cdn.example.com/a.png")');
    expect(cssUrl('data:image/png;base64,AAAA')).toBe('url("data:image/png;base64,AAAA")');
    expect(cssUrl('blob:https://shop.example.com/1')).toBe(
      'url("blob:https://shop.example.com/1")',
    );
  });

  it('percent-encodes quotes, parentheses, backslashes and spaces: nothing leaves the value', () => {
    for (const hostile of HOSTILE) {
      const value = cssUrl(hostile);
      expect(value, hostile).not.toBeNull();
      const inner = value!.slice('url("'.length, -'")'.length);
      expect(inner, hostile).not.toMatch(/["'()\\\s]/);
      expect(staysInside(value!), hostile).toBe(true);
    }
    // The probe bites: written raw, as url('${...}'), the first one ends the rule.
    expect(staysInside(`url('${HOSTILE[0]}')`)).toBe(false);
    expect(cssUrl('a"b')).toBe('url("a%22b")');
    expect(cssUrl("a'b")).toBe('url("a%27b")');
    expect(cssUrl('a(b)')).toBe('url("a%28b%29")');
    expect(cssUrl('a\\b')).toBe('url("a%5Cb")');
    // Inside the quoted string a semicolon or a brace is only text.
    expect(cssUrl('a;}b')).toBe('url("a;}b")');
  });

  it('refuses other schemes, control characters and what is no address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg',
      'x.png\n} body { display: none }',
      'x.png\r\nx',
      'x\u0000.png',
      'java\tscript:alert(1)',
      '',
      '   ',
      null,
      undefined,
      42,
      { toString: () => 'x.png' },
    ]) {
      expect(cssUrl(bad), String(bad)).toBeNull();
    }
  });

  it('keeps expression( and similar text inert inside the address', () => {
    const value = cssUrl('expression(alert(1))');
    expect(value).toBe('url("expression%28alert%281%29%29")');
    expect(staysInside(value!)).toBe(true);
  });
});

describe('cssColour', () => {
  it('accepts hex, rgb(a), hsl(a) of numbers and colour keywords', () => {
    for (const good of [
      '#fff',
      '#FFFFFF',
      '#11223344',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'rgb(1 2 3 / 50%)',
      'hsl(120deg 50% 50%)',
      'hsla(120, 50%, 50%, .2)',
      'red',
      'transparent',
    ]) {
      expect(cssColour(good), good).toBe(good);
    }
    expect(cssColour('  #abc  ')).toBe('#abc');
  });

  it('refuses anything that could carry other CSS', () => {
    for (const bad of [
      'red; background: url(https://evil.example/x)',
      'red;}body{display:none}',
      '#fff"',
      "#fff'",
      'rgb(1,2,3);x:y',
      'rgb(1,2,3)) ; x:y',
      'rgb(1;},2,3)',
      'rgb(1\\,2,3)',
      'expression(alert(1))',
      'url(javascript:alert(1))',
      'javascript:alert(1)',
      'var(--x)',
      'red\nblue',
      'linear-gradient(red, blue)',
      '#ggg',
      '',
      null,
      undefined,
      7,
    ]) {
      expect(cssColour(bad), String(bad)).toBeNull();
    }
  });
});
