import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLongPress } from './useLongPress';
import { theme } from '@/theme';

export interface QrCodeProps {
  /** The text or link to encode (UTF-8). */
  value: string;
  /** Width and height, any CSS length (default 12rem). */
  size?: string;
  /** Error correction: L, M (default), Q or H (for a logo over the middle). */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** Quiet zone around the code in modules (default 2). */
  margin?: number;
  /** Accessible name (default the translated 'QR code'). */
  label?: string;
  /** Called after a 350 ms long press, e.g. to offer saving the image. */
  onLongPress?: () => void;
}

const Svg = styled.svg`
  display: block;
  background: ${theme.colors.surface};
  color: ${theme.colors.navBarText};
  -webkit-touch-callout: none;
  user-select: none;
`;

/** The QR matrix of a text as an SVG path, one square per dark module. */
export function qrPath(value: string, level: 'L' | 'M' | 'Q' | 'H' = 'M') {
  const qr = qrcode(0, level);
  // Byte mode reads one byte per character: hand it the UTF-8 bytes so Chinese text scans correctly.
  const bytes = new TextEncoder().encode(value);
  let latin1 = '';
  for (const byte of bytes) latin1 += String.fromCharCode(byte);
  qr.addData(latin1, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { count, d };
}

/** A QR code drawn as crisp SVG; a long press reports onLongPress (to save it). */
export function QrCode({
  value,
  size = '12rem',
  level = 'M',
  margin = 2,
  label,
  onLongPress,
}: QrCodeProps) {
  const { t } = useTranslation();
  const { count, d } = useMemo(() => qrPath(value, level), [value, level]);
  const press = useLongPress(() => onLongPress?.());
  const box = count + margin * 2;
  return (
    <Svg
      viewBox={`${-margin} ${-margin} ${box} ${box}`}
      width={size}
      height={size}
      role="img"
      aria-label={label ?? t('ui.qrcode.label')}
      shapeRendering="crispEdges"
      data-modules={count}
      {...(onLongPress ? press : {})}
    >
      <path d={d} fill="currentColor" />
    </Svg>
  );
}
