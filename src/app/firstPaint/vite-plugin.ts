import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { FirstPaint } from './render';
import { LANDINGS, type Landing } from './landing.ts';

const RENDER_ENTRY = path.join(import.meta.dirname, 'render.tsx');
/** The shop's own root: other builds with the same settings (the stack floor) get no shell. */
const SHOP_ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
/** What a visitor without JavaScript (or before the early script has run) sees. */
const DEFAULT_SHELL = 'home en';

/** styled-components' bookkeeping rules: the browser never needs them for a static shell. */
function trimStyles(tags: string): string {
  return (
    tags
      .replace(/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/gm, '')
      .replace(/\/\*!sc\*\//g, '')
      // Renamed so that the app's styled-components does not adopt them: they leave with the shell.
      .replace(/ data-styled="[^"]*" data-styled-version="[^"]*"/g, ' data-first-paint-style')
  );
}

/** Shows the shell the early script picked (`html[data-landing]`), or the default one. */
function chooserStyle(): string {
  const shells = LANDINGS.flatMap((landing: Landing) =>
    LOCALES.map((locale) => `${landing} ${locale}`),
  );
  const shown = shells.map((name) => `html[data-landing="${name}"] [data-first-paint="${name}"]`);
  shown.push(`html:not([data-landing]) [data-first-paint="${DEFAULT_SHELL}"]`);
  return `<style data-first-paint-style>[data-first-paint]{display:none}${shown.join(',')}{display:block}</style>`;
}

/**
 * Puts the first screen into the built index.html: navigation bar, tab bar and placeholders of
 * each landing kind in each language, drawn at build time by the app's own shell and widgets, so
 * the browser paints it before any script has run and it cannot drift from the app.
 */
export function firstPaintShell(): Plugin {
  let root = SHOP_ROOT;
  let alias: unknown;
  return {
    name: 'shop:first-paint-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (path.resolve(root) !== SHOP_ROOT || ctx.path !== '/index.html') return html;
        if (!html.includes('<div id="root"></div>')) return html;
        const renderer = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          resolve: { alias: alias as never },
          // The ESM build: Node's import of its CommonJS build loses the default export.
          ssr: { noExternal: ['styled-components'] },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let shell: FirstPaint;
        try {
          const module = (await renderer.ssrLoadModule(RENDER_ENTRY)) as {
            renderFirstPaint: () => FirstPaint;
          };
          shell = module.renderFirstPaint();
        } finally {
          await renderer.close();
        }
        return html
          .replace('</head>', `${trimStyles(shell.styles)}${chooserStyle()}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="first-paint">${shell.html}</div><div id="root"></div>`,
          );
      },
    },
  };
}
