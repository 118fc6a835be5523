/** @jest-environment node */
import { fill } from '@/components/shared/pdf/labels';
import { opensCatalog } from '@/lib/menus';
import { clampPage, FIT_ZOOM, ZOOM_STEPS, zoomIn, zoomOut } from '@/components/shared/pdf/zoom';
import { qrPath } from '@/components/shared/QrCode';

describe('catalog viewer helpers', () => {
  it('steps zoom through the fixed levels and stops at the ends', () => {
    expect(zoomIn(FIT_ZOOM)).toBe(1.25);
    expect(zoomOut(FIT_ZOOM)).toBe(0.75);
    expect(zoomIn(ZOOM_STEPS[ZOOM_STEPS.length - 1]!)).toBe(ZOOM_STEPS[ZOOM_STEPS.length - 1]);
    expect(zoomOut(ZOOM_STEPS[0])).toBe(ZOOM_STEPS[0]);
  });

  it('keeps typed page numbers inside the document', () => {
    expect(clampPage(0, 30)).toBe(1);
    expect(clampPage(31, 30)).toBe(30);
    expect(clampPage(4.6, 30)).toBe(5);
    expect(clampPage(Number('abc'), 30)).toBe(1);
  });

  it('fills placeholders of translated labels', () => {
    expect(fill('Page {page} of {total}', { page: 2, total: 31 })).toBe('Page 2 of 31');
    expect(fill('of {total}', {})).toBe('of {total}');
  });

  it('marks the menu link to the catalog page, and only that one, as opening the catalog', () => {
    expect(opensCatalog('/photo')).toBe(true);
    expect(opensCatalog('/photography')).toBe(false);
    expect(opensCatalog('/panel/0')).toBe(false);
    expect(opensCatalog(undefined)).toBe(false);
  });
});

describe('QR codes', () => {
  it('draws a square code with a quiet zone', () => {
    const { path, size } = qrPath('https://example.com/app');
    expect(size).toBeGreaterThanOrEqual(21 + 4);
    expect(path).toMatch(/^M\d+ \d+h1v1h-1z/);
    // A finder pattern's corner module sits just inside the quiet zone.
    expect(path.startsWith('M2 2h1v1h-1z')).toBe(true);
  });

  it('encodes different values differently', () => {
    expect(qrPath('https://a.example').path).not.toBe(qrPath('https://b.example').path);
  });
});
