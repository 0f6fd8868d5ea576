import { HttpResponse } from 'msw';

// The frame of the pages the demo API shows in place of a third party (the payment provider's
// cashier, WeChat's authorisation): plain HTML with forms and no script, in the visitor's
// language, each in its own colours so nobody takes it for the shop.

export type DemoLanguage = 'en' | 'zh-Hans' | 'zh-Hant';

/** The visitor's language from Accept-Language: Traditional, Simplified, else English. */
export function demoLanguage(acceptLanguage: string): DemoLanguage {
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(hant|tw|hk|mo)/.test(first)) return 'zh-Hant';
  if (first.startsWith('zh')) return 'zh-Hans';
  return 'en';
}

/** The language of a request to a demo page. */
export const languageOf = (request: Request) =>
  demoLanguage(request.headers.get('accept-language') ?? '');

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A demo page's answer: HTML, never kept by a cache. */
export const htmlResponse = (text: string, status = 200) =>
  new HttpResponse(text, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

export interface DemoPage {
  lang: DemoLanguage;
  title: string;
  /** The line under the title that says this page stands in for a third party. */
  note: string;
  /** The colours: the header's and the main button's, a page background, the outline text. */
  colours: { accent: string; background: string; outline: string };
  /** The value of the form's main button (drawn filled) and of its other one (outlined). */
  buttons: { main: string; other: string };
  /** Rules of the page's own (already CSS). */
  css?: string;
  /** The page's content (already HTML). */
  body: string;
}

/** A whole demo page. */
export function demoPage({
  lang,
  title,
  note,
  colours,
  buttons,
  css = '',
  body,
}: DemoPage): string {
  const { accent, background, outline } = colours;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: ${background}; color: #1f2937; }
main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
header { background: ${accent}; color: #fff; padding: 16px; border-radius: 12px 12px 0 0; }
h1 { margin: 0; font-size: 20px; }
section { background: #fff; padding: 16px; border-radius: 0 0 12px 12px; }
.note { font-size: 13px; color: #5b6473; margin: 0 0 12px; }
form { display: flex; gap: 12px; }
button, a.back { flex: 1; font: inherit; padding: 12px; border-radius: 8px; border: 1px solid ${accent}; text-align: center; text-decoration: none; }
button[value="${buttons.main}"] { background: ${accent}; color: #fff; }
button[value="${buttons.other}"], a.back { background: #fff; color: ${outline}; display: block; }
${css}</style>
</head>
<body><main><header><h1>${escapeHtml(title)}</h1></header><section>
<p class="note">${escapeHtml(note)}</p>
${body}
</section></main></body>
</html>`;
}
