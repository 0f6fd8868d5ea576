import type { SVGProps } from 'react';

const paths = {
  home: 'M3 10.5 12 3l9 7.5V21a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  orders:
    'M6 2h12a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm2 5v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  service:
    'M12 2a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h1v-7H6v-1a6 6 0 1 1 12 0v1h-2v7h1.5a2 2 0 0 1-2 2H12v2h3.5a4 4 0 0 0 4-4v-.3A3 3 0 0 0 20 15v-5a8 8 0 0 0-8-8z',
  mine: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  back: 'M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12z',
  arrowRight: 'm9.4 4.6-1.4 1.4 6 6-6 6 1.4 1.4 7.4-7.4z',
  close:
    'M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 10.6 5.7 15.5l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z',
  refresh: 'M17.6 6.4A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4z',
  warning: 'M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z',
  wifiOff:
    'M2 8.8A15 15 0 0 1 12 5c3.9 0 7.4 1.5 10 3.8l-1.4 1.5A13 13 0 0 0 12 7a13 13 0 0 0-8.6 3.3zm3.5 3.6A10 10 0 0 1 12 10c2.5 0 4.8.9 6.5 2.4l-1.4 1.5A8 8 0 0 0 12 12a8 8 0 0 0-5.1 1.9zM9 16a5 5 0 0 1 6 0l-3 3.5zM3.3 2 2 3.3 20.7 22l1.3-1.3z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  backspace:
    'M22 5H8.4a1 1 0 0 0-.8.4L2 12l5.6 6.6a1 1 0 0 0 .8.4H22a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1zm-3.3 10.3-1.4 1.4-2.8-2.8-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8z',
  search:
    'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  volume:
    'M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  volumeOff:
    'M3 9v6h4l5 5V4L7 9zm18.7 6.3-1.4 1.4L17.6 14l-2.7 2.7-1.4-1.4 2.7-2.7-2.7-2.7 1.4-1.4 2.7 2.7 2.7-2.7 1.4 1.4-2.7 2.7z',
  fullscreen: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  empty:
    'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v8h4l1 2h4l1-2h4V6z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v7h2v-7zm0-4v2h2V6z',
} as const;

export type IconName = keyof typeof paths;
/** Every icon name, in drawing order (the Foundations/Icons page lists them). */
export const ICON_NAMES = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height, any CSS length. */
  size?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** A small set of single-colour icons drawn in the current text colour. */
export function Icon({ name, size = '1em', title, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
