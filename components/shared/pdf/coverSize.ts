/**
 * Size in pixels of the picture of the catalog's first page shown until the viewer opens
 * (scripts/documents/cover.ts): sharp on a phone's 3× screen and at the viewer's widest page.
 * Apart from assets.ts, which the viewer's code needs and the catalog page's cover does not.
 */
export const COVER_WIDTH = 1200;
/** The documents are A4, whose sides are as 1 to √2 (ISO 216). */
export const COVER_HEIGHT = Math.round(COVER_WIDTH * Math.SQRT2);
