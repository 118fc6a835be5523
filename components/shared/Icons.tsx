import type { SocialLink } from '@/lib/site';

const PATHS: Record<SocialLink['id'] | 'chat' | 'mail', string> = {
  twitter: 'M4 4l7.2 9.6L4.3 20h1.6l6-5.5 4.1 5.5H20l-7.5-10L18.9 4h-1.6l-5.5 5L8 4H4Z',
  instagram: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm4.5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.2-2.4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  linkedin: 'M4 9h3.5v11H4V9Zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10V9Z',
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
  youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  vk: 'M3 7h3.3c.2 3.9 1.9 5.6 3.2 5.9V7h3.1v3.4c1.3-.1 2.6-1.7 3.1-3.4h3c-.4 2.1-2 3.7-3.1 4.4 1.1.5 2.9 2 3.5 4.6h-3.3c-.5-1.6-1.8-2.9-3.2-3V16h-.4C7 16 3.7 13.3 3 7Z',
  chat: 'M4 5h16v10H8l-4 4V5Zm4 4h8M8 12h5',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
};

export function Icon({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  const stroked = name === 'chat' || name === 'mail';
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={stroked ? 'none' : 'currentColor'}
        stroke={stroked ? 'currentColor' : 'none'}
        strokeWidth={stroked ? 1.7 : undefined}
        strokeLinejoin="round"
        fillRule="evenodd"
      />
    </svg>
  );
}
