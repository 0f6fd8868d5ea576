import type { CSSProperties } from 'react';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { shellRoutes } from '../../../src/router/table/shell';
import { shopRoutes } from '../../../src/router/table/shop';
import { iotRoutes } from '../../../src/router/table/iot';
import { iotServicesRoutes } from '../../../src/router/table/iotServices';
import type { RouteDef } from '../../../src/router/types';
import { resources } from '../../../src/i18n/all';
import { palette } from '../../../src/theme/tokens';
import { exportNameOf, STATES } from './catalogueKit';

// The catalogue's index: every page of the route table with its titles and a link to each state
// in each language. Read from the route table, like the catalogue stories.

/** Catalogue file titles by route table, as in the *.stories.tsx files beside this one. */
const AREAS: readonly [string, readonly RouteDef[]][] = [
  ['Page catalogue/Shell', shellRoutes],
  ['Page catalogue/Shop', shopRoutes],
  ['Page catalogue/IoT', iotRoutes],
  ['Page catalogue/IoT services', iotServicesRoutes],
];

const LANGUAGES = [
  ['en', 'English'],
  ['zh-Hans', '简体中文'],
] as const;

/** A page title in a language, from the message files. */
function titleOf(route: RouteDef, locale: 'en' | 'zh-Hans'): string {
  let node: unknown = resources[locale].translation;
  for (const part of route.titleKey.split('.')) node = (node as Record<string, unknown>)?.[part];
  return typeof node === 'string' ? node : '';
}

/** The Storybook address of a page in a state and language (opens in the whole window). */
export function catalogueHref(title: string, path: string, state: string, locale: string) {
  const id = toId(title, storyNameFromExport(exportNameOf(path)));
  return `./index.html?path=/story/${id}&args=state:${state}&globals=locale:${locale}`;
}

const cell: CSSProperties = {
  borderBottom: `1px solid ${palette.grey200}`,
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
  fontSize: 13,
};

export function CatalogueTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            SPEC path
          </th>
          <th scope="col" style={cell}>
            title
          </th>
          {LANGUAGES.map(([locale, language]) => (
            <th key={locale} scope="col" style={cell}>
              {language}
            </th>
          ))}
        </tr>
      </thead>
      {AREAS.map(([title, routes]) => (
        <tbody key={title}>
          <tr>
            <th colSpan={4} scope="colgroup" style={{ ...cell, paddingTop: 16 }}>
              {title.replace('Page catalogue/', '')}
            </th>
          </tr>
          {routes.map((route) => (
            <tr key={route.path}>
              <td
                style={{
                  ...cell,
                  fontFamily: "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace",
                }}
              >
                {route.path}
                {route.auth ? ` (${route.auth} login)` : ''}
              </td>
              <td style={cell}>
                {titleOf(route, 'en')} / {titleOf(route, 'zh-Hans')}
              </td>
              {LANGUAGES.map(([locale]) => (
                <td key={locale} style={cell}>
                  {STATES.map((state, index) => (
                    <span key={state}>
                      {index ? ' · ' : ''}
                      <a href={catalogueHref(title, route.path, state, locale)} target="_top">
                        {state}
                      </a>
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
