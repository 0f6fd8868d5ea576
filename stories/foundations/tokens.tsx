import type { CSSProperties, ReactNode } from 'react';
import { palette, theme } from '../../src/theme/tokens';
import { REM_RATIO } from '../../src/theme/units';
import { Icon, ICON_NAMES } from '../../src/components/ui/Icon';

// Blocks of the Foundations pages, drawn from the tokens themselves so the pages never drift
// from what the widgets use. Plain inline styles: MDX pages render outside the story decorators.

/** What a rem token measures on the 375 px phone the mock-ups and baselines use. */
export function pxAt375(value: string): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  if (!rem) return value;
  const px = Number(rem[1]) * 375 * REM_RATIO;
  return `${Math.round(px * 10) / 10} px`;
}

/** The palette name of a raw colour, so a semantic colour says which swatch it is. */
export function paletteNameOf(value: string): string | undefined {
  return Object.entries(palette).find(([, colour]) => colour === value)?.[0];
}

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const cell: CSSProperties = {
  borderBottom: `1px solid ${palette.grey200}`,
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = {
  fontFamily: "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSize: 13,
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** `theme.colors`: the semantic colours widgets use, each with its swatch and palette name. */
export function SemanticColours() {
  return (
    <Table head={['token', 'swatch', 'value', 'palette']}>
      {Object.entries(theme.colors).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>colors.{name}</td>
          <td style={cell}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 48,
                height: 24,
                borderRadius: 4,
                background: value,
                border: `1px solid ${palette.grey300}`,
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={{ ...cell, ...code }}>{paletteNameOf(value) ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

/** `theme.fontSizes`: each size written out at its weight and line height. */
export function TypeScale() {
  return (
    <Table head={['token', 'size', 'sample (English / 简体中文)']}>
      {Object.entries(theme.fontSizes).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>fontSizes.{name}</td>
          <td style={{ ...cell, ...code }}>
            {value} ({pxAt375(value)})
          </td>
          <td
            style={{
              ...cell,
              fontSize: pxAt375(value).replace(' ', ''),
              lineHeight: theme.lineHeights.normal,
            }}
          >
            Data card 29 / 流量卡 29 元
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A length scale (`space`, `radii`) drawn as bars or rounded boxes. */
export function LengthScale({ scale }: { scale: 'space' | 'radii' }) {
  const entries = Object.entries(theme[scale]) as [string, string][];
  return (
    <Table head={['token', 'value', 'on a 375 px phone']}>
      {entries.map(([name, value]) => {
        const px = pxAt375(value).replace(' ', '');
        return (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>
              {scale}.{name}
            </td>
            <td style={{ ...cell, ...code }}>
              {value} ({pxAt375(value)})
            </td>
            <td style={cell}>
              {scale === 'space' ? (
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    height: 12,
                    width: px,
                    background: theme.colors.brand,
                  }}
                />
              ) : (
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 64,
                    height: 40,
                    borderRadius: px,
                    background: theme.colors.brandSoft,
                    border: `2px solid ${theme.colors.brand}`,
                  }}
                />
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Every icon of `ui/Icon`, by the name its `name` prop takes. */
export function IconGrid() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 8,
            padding: 12,
            color: theme.colors.text,
            border: `1px solid ${palette.grey200}`,
            borderRadius: 8,
          }}
        >
          <Icon name={name} size="32px" />
          <code style={code}>{name}</code>
        </li>
      ))}
    </ul>
  );
}
