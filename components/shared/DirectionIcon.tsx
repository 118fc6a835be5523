/** Icons that point along the reading direction. */
const PATHS = {
  back: 'M10 3 5 8l5 5',
  forward: 'm6 3 5 5-5 5',
  arrow: 'M2.5 8h11m-4.5-4.5L13.5 8 9 12.5',
} as const;

/**
 * Drawn for left-to-right and mirrored by `.flip-rtl` in right-to-left pages, so "forward"
 * points left in Arabic and Hebrew. An SVG rather than ‹ › → characters: the bidi algorithm
 * already mirrors some of those in RTL text, and a CSS flip on top would turn them back.
 */
export function DirectionIcon({ pointing, size = 18 }: { pointing: keyof typeof PATHS; size?: number }) {
  return (
    <svg className="flip-rtl" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false" data-direction={pointing}>
      <path d={PATHS[pointing]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
