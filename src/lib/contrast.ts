// Text contrast of configured colours (WCAG 2 relative luminance), so that an operator sees where a
// layout's text would be hard to read. The layout's colours are drawn as configured; this only
// says which field to change.

/** Minimum contrast of normal text (WCAG AA). */
export const READABLE_CONTRAST = 4.5;

export type Rgb = readonly [number, number, number];

const NAMED: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  navy: '#000080',
  teal: '#008080',
  purple: '#800080',
  maroon: '#800000',
  olive: '#808000',
  lime: '#00ff00',
  aqua: '#00ffff',
  cyan: '#00ffff',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gold: '#ffd700',
};

/** Composites a colour with alpha over white (the surface a header sits on). */
function overWhite(rgb: Rgb, alpha: number): Rgb {
  const a = Math.min(1, Math.max(0, alpha));
  return rgb.map((v) => v * a + 255 * (1 - a)) as unknown as Rgb;
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * A CSS colour as red, green and blue (0-255): hex (3, 4, 6 or 8 digits), rgb(a), hsl(a) and the
 * common colour names; transparency is laid over white. Null for anything else.
 */
export function parseColour(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return parseColour(named);
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const [r, g, b, a] = [0, 2, 4, 6].map((i) => parseInt(digits.slice(i, i + 2) || 'ff', 16));
    return overWhite([r, g, b], a / 255);
  }
  const fn = /^(rgb|rgba|hsl|hsla)\(([^)]*)\)$/.exec(text);
  if (!fn) return null;
  const parts = fn[2]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((part) => ({ value: parseFloat(part), percent: part.endsWith('%') }));
  if (parts.length < 3 || parts.some((part) => !Number.isFinite(part.value))) return null;
  const alphaPart = parts[3];
  const alpha = alphaPart ? (alphaPart.percent ? alphaPart.value / 100 : alphaPart.value) : 1;
  if (fn[1].startsWith('rgb')) {
    const channel = (part: { value: number; percent: boolean }) =>
      Math.min(255, Math.max(0, part.percent ? (part.value / 100) * 255 : part.value));
    return overWhite([channel(parts[0]), channel(parts[1]), channel(parts[2])], alpha);
  }
  const unit = (v: number) => Math.min(1, Math.max(0, v / 100));
  const hue = ((parts[0].value % 360) + 360) % 360;
  return overWhite(hslToRgb(hue, unit(parts[1].value), unit(parts[2].value)), alpha);
}

/** Relative luminance (0 black to 1 white). */
export function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two colours (1 to 21); null when either is not a colour we can read. */
export function contrastRatio(a: unknown, b: unknown): number | null {
  const first = parseColour(a);
  const second = parseColour(b);
  if (!first || !second) return null;
  const [hi, lo] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The design's dark text, the one a header shows when its layout names no text colour. */
export const DESIGN_TEXT = '#1f1f1f';

/**
 * The text colour a header shows on a layout background when the layout names none: the design's
 * dark text, or white on a background too dark for it. Null when the background is not readable.
 */
export function defaultTextFor(background: unknown): string | null {
  const ratio = contrastRatio(background, DESIGN_TEXT);
  if (ratio === null) return null;
  const white = contrastRatio(background, '#ffffff') ?? 0;
  return ratio < READABLE_CONTRAST && white > ratio ? '#ffffff' : null;
}

/** The layout fields a header's colours come from. */
export type HeaderColourField =
  'index.header.data.color' | 'index.header.data.background' | 'index.header.data.backgroundEnd';

/** A text colour of a layout that fails 4.5:1 against its background. */
export interface ContrastWarning {
  /** The text colour as drawn (configured or the design's default). */
  text: string;
  /** The background colour it stands on. */
  background: string;
  /** Their contrast, rounded down to one decimal (so 4.49 never reads as 4.5). */
  ratio: number;
  /** The fields to change, the one most likely at fault first. */
  fields: readonly HeaderColourField[];
}

/** The parts of a layout whose colours are checked (a simLayout, or anything shaped like one). */
export interface ColouredLayout {
  index?: {
    header?: {
      key?: string | null;
      data?: {
        background?: string | null;
        backgroundEnd?: string | null;
        color?: string | null;
      } | null;
    } | null;
  } | null;
}

const floorTenth = (value: number) => Math.floor(value * 10) / 10;

/**
 * Where the card home's header text fails 4.5:1 against the layout's header background (its
 * start and, for a gradient, its end), with the fields to change. A text colour without a
 * background colour is checked against the design's white surface. Colours we cannot read (a
 * background image, an unknown name) give no warning.
 */
export function layoutContrastWarnings(
  layout: ColouredLayout | null | undefined,
  designBackground = '#ffffff',
): ContrastWarning[] {
  const data = layout?.index?.header?.data;
  if (!data || typeof data !== 'object') return [];
  const colour = (value: unknown) =>
    typeof value === 'string' && parseColour(value) ? value.trim() : null;
  // A background we cannot read (a gradient, an unknown name) may be anything: no warning.
  const configured = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (configured(data.background) && !colour(data.background)) return [];
  const configuredText = colour(data.color);
  const background = colour(data.background);
  const end = background ? colour(data.backgroundEnd) : null;
  const text = configuredText ?? (background ? defaultTextFor(background) : null) ?? DESIGN_TEXT;
  const pairs: [string, HeaderColourField | null][] = background
    ? [
        [background, 'index.header.data.background'],
        ...(end ? [[end, 'index.header.data.backgroundEnd'] as [string, HeaderColourField]] : []),
      ]
    : configuredText
      ? [[designBackground, null]]
      : [];
  const warnings: ContrastWarning[] = [];
  for (const [under, field] of pairs) {
    const ratio = contrastRatio(text, under);
    if (ratio === null || ratio >= READABLE_CONTRAST) continue;
    const fields: HeaderColourField[] = [];
    if (configuredText) fields.push('index.header.data.color');
    if (field) fields.push(field);
    if (!configuredText) fields.push('index.header.data.color');
    warnings.push({ text, background: under, ratio: floorTenth(ratio), fields });
  }
  return warnings;
}
