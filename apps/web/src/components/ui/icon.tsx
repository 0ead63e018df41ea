import type { SVGProps } from 'react';

/** Stroke paths of a 24×24 icon; the stroke colour is the text colour. */
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 20.5c1.4-3.7 4.4-5.5 8-5.5s6.6 1.8 8 5.5',
  home: 'M3 11.5 12 4l9 7.5M5.5 9.8V20h13V9.8M10 20v-5.5h4V20',
  casino:
    'M12 3C9.5 6.6 4.5 8.6 4.5 12.8A3.7 3.7 0 0 0 10.6 15.6L9 21h6l-1.6-5.4a3.7 3.7 0 0 0 6.1-2.8C19.5 8.6 14.5 6.6 12 3Z',
  slots:
    'M7.5 20.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM16.5 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM7.5 14.5C9 9.5 12 6 18 4M16.5 15c-.8-4-.6-7.8 1.5-11',
  live: 'M4 6.5h10.5a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 16V8A1.5 1.5 0 0 1 4 6.5ZM16 10.5l5.5-3v9l-5.5-3',
  popular:
    'M12 21a6 6 0 0 0 6-6c0-4.5-3.5-6.5-4.5-11-2.5 2-3.2 4.6-3 7-1.2-.6-2-1.8-2.2-3C6.8 9.7 6 12 6 15a6 6 0 0 0 6 6Z',
  providers: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  tournaments:
    'M8 4h8v5.5a4 4 0 0 1-8 0V4ZM8 6H4.5A3.5 3.5 0 0 0 8 10.5M16 6h3.5a3.5 3.5 0 0 1-3.5 4.5M12 13.5V17M8 20.5h8M9.5 17h5v3.5h-5z',
  promotions:
    'M4 11h16v9H4zM3 7.5h18V11H3zM12 7.5V20M12 7.5S10.5 3.5 8 4c-2 .4-1.6 3.5 0 3.5M12 7.5s1.5-4 4-3.5c2 .4 1.6 3.5 0 3.5',
  vip: 'M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 19H5L3 8.5ZM5.5 21.5h13',
  calendar:
    'M4 5.5h16a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1ZM3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2',
  coins:
    'M9 10c3.3 0 6-1.3 6-3S12.3 4 9 4 3 5.3 3 7s2.7 3 6 3ZM3 7v4.5c0 1.7 2.7 3 6 3M3 11.5V16c0 1.7 2.7 3 6 3M15 20c3.3 0 6-1.3 6-3v-4.5M15 20c-3.3 0-6-1.3-6-3v-4.5c0-1.7 2.7-3 6-3s6 1.3 6 3-2.7 3-6 3-6-1.3-6-3',
  wallet:
    'M4 6.5h15a1.5 1.5 0 0 1 1.5 1.5v10.5A1.5 1.5 0 0 1 19 20H4.5A1.5 1.5 0 0 1 3 18.5V6a2 2 0 0 1 2-2h11M15.5 13h2',
  withdraw: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4 14.5V19a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4.5',
  transactions: 'M7 20V4M3.5 7.5 7 4l3.5 3.5M17 4v16M13.5 16.5 17 20l3.5-3.5',
  logout: 'M14.5 4H18a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3.5M10 8l-4 4 4 4M6 12h10',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18',
  shield: 'M12 3 20 6v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6l8-3ZM9 12l2 2 4-4',
  heart: 'M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20Z',
  idCard:
    'M3 5.5h18v13H3zM8.5 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM5.5 15.5c.6-1.5 1.6-2 3-2s2.4.5 3 2M14 9.5h4M14 13h4',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4',
  history: 'M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 7.5V12l3 2',
  lock: 'M6 10.5h12a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8.5a1 1 0 0 1 1-1ZM8 10.5V7a4 4 0 0 1 8 0v3.5',
  freeze: 'M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5M9.5 4l2.5 2 2.5-2M9.5 20l2.5-2 2.5 2',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5Z',
  balance: 'M4 20V10M10 20V4M16 20v-7M21 20H3',
  gamepad:
    'M7 7.5h10a4.5 4.5 0 0 1 4.3 5.8l-1 3.4a2.5 2.5 0 0 1-4.3.9L14 15.5h-4l-2 2.1a2.5 2.5 0 0 1-4.3-.9l-1-3.4A4.5 4.5 0 0 1 7 7.5ZM7.5 10.5v3M6 12h3M15.5 11h.01M17.5 13h.01',
  alert: 'M12 3.5 21.5 20h-19L12 3.5ZM12 10v4.5M12 17.2v.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1v-4ZM20 13h-3v5h2a1 1 0 0 0 1-1v-4ZM17 18c0 1.5-2 2.5-4.5 2.5',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 5.6A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.9 3.7M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.3-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  copy: 'M9 9h10.5v11.5H9zM6 15H4.5V3.5H16V5',
  soundOn: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
  soundOff: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM16 9.5l5 5M21 9.5l-5 5',
  download: 'M12 4v11M7 10.5l5 5 5-5M4.5 19.5h15',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5 12 13l8.5-6.5',
  bolt: 'M13 2.5 4.5 13.5H12L11 21.5l8.5-11H12l1-8Z',
  desktop: 'M3.5 5h17a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM8.5 20.5h7M12 17v3.5',
  mobile:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM11 18.5h2',
  tablet:
    'M6 2.5h12a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V4A1.5 1.5 0 0 1 6 2.5ZM11 18.5h2',
  // marks in a circle: check, cross, "i" and "!"
  checkCircle: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM8 12.2l2.7 2.7L16.2 9.4',
  crossCircle: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.2 9.2l5.6 5.6M14.8 9.2l-5.6 5.6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v5.5M12 7.8v.01',
  alertCircle: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7.5V13M12 16.2v.01',
} as const;

export type IconName = keyof typeof paths;

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { name: IconName; size?: number };

/** A decorative line icon; give the surrounding control the accessible name. */
export function Icon({ name, ...rest }: IconProps) {
  return <PathIcon d={paths[name]} {...rest} />;
}

/** A line icon of one 24×24 stroke path, drawn like the set's (for a feature's own marks, kept out of the set). */
export function PathIcon({
  d,
  size = 20,
  className,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'name'> & { d: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={['ui-icon', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
