import type { CSSProperties } from 'react';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { shellRoutes } from '../../../src/router/table/shell';
import { shopRoutes } from '../../../src/router/table/shop';
import { iotRoutes } from '../../../src/router/table/iot';
import { iotServicesRoutes } from '../../../src/router/table/iotServices';
import type { RouteDef } from '../../../src/router/types';
import { resources } from '../../../src/i18n/all';
import { palette } from '../../../src/theme/tokens';
import type { RouteArea } from '../../../src/router/routes';
import { AREA_TITLES, pageTitleOf } from '../../sidebar';
import { catalogueExportName, STATES, type CatalogueState } from './catalogueKit';

// The catalogue's index: every page of the route table with its titles and a link to each state
// in each language. Read from the route table, which the page stories files follow one to one.

/** The areas of the route table, as its files under src/router/table group the pages. */
const AREAS: readonly [RouteArea, readonly RouteDef[]][] = [
  ['shell', shellRoutes],
  ['shop', shopRoutes],
  ['iot', iotRoutes],
  ['iotServices', iotServicesRoutes],
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
export function catalogueHref(path: string, state: CatalogueState, locale: string) {
  const id = toId(pageTitleOf(path), storyNameFromExport(catalogueExportName(state)));
  return `./index.html?path=/story/${id}&globals=locale:${locale}`;
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
            Spec path
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
      {AREAS.map(([area, routes]) => (
        <tbody key={area}>
          <tr>
            <th colSpan={4} scope="colgroup" style={{ ...cell, paddingTop: 16 }}>
              {AREA_TITLES[area]} ({area})
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
                      <a href={catalogueHref(route.path, state, locale)} target="_top">
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
