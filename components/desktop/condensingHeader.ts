/** Marks the header that condenses on scroll (Header.tsx), so that BackToTop finds it without wrapping it. */
export const CONDENSING_HEADER = 'data-condensing-header';
