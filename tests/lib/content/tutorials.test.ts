import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_SLUGS } from '@/lib/content';
import { TUTORIALS, tutorialById, tutorialMessageKeys } from '@/lib/content/tutorials';
import media from '@/messages/en-US/media.json';

const publicFile = (href: string) => path.join(process.cwd(), 'public', href);

function messageAt(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], media);
}

describe('tutorial videos', () => {
  it('has three to four tutorials with unique ids', () => {
    expect(TUTORIALS.length).toBeGreaterThanOrEqual(3);
    expect(TUTORIALS.length).toBeLessThanOrEqual(4);
    expect(new Set(TUTORIALS.map((tutorial) => tutorial.id)).size).toBe(TUTORIALS.length);
  });

  it.each(TUTORIALS.map((tutorial) => [tutorial.id, tutorial] as const))('%s has an English title and description', (_, tutorial) => {
    const keys = tutorialMessageKeys(tutorial);
    expect(typeof messageAt(keys.title)).toBe('string');
    expect(typeof messageAt(keys.description)).toBe('string');
  });

  it.each(TUTORIALS.map((tutorial) => [tutorial.id, tutorial] as const))('%s ships small clips, a poster and English captions', (_, tutorial) => {
    expect(tutorial.durationSeconds).toBeGreaterThanOrEqual(5);
    expect(tutorial.durationSeconds).toBeLessThanOrEqual(15);
    expect(tutorial.sources.map((source) => source.type)).toEqual(expect.arrayContaining(['video/webm', 'video/mp4']));
    for (const source of tutorial.sources) {
      expect(existsSync(publicFile(source.src))).toBe(true);
      expect(statSync(publicFile(source.src)).size).toBeLessThan(1_000_000);
    }
    expect(existsSync(publicFile(tutorial.poster))).toBe(true);
    const captions = tutorial.captions.en;
    expect(captions).toMatch(/\.en\.vtt$/);
    const vtt = readFileSync(publicFile(captions!), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    // Cues stay within the clip.
    const ends = [...vtt.matchAll(/--> (\d\d):(\d\d\.\d\d\d)/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
    expect(ends.length).toBeGreaterThan(0);
    expect(Math.max(...ends)).toBeLessThanOrEqual(tutorial.durationSeconds);
  });

  it('links only to products that exist', () => {
    for (const tutorial of TUTORIALS) {
      expect(tutorial.products.length).toBeGreaterThan(0);
      for (const slug of tutorial.products) expect(PRODUCT_SLUGS).toContain(slug);
    }
  });

  it('finds a tutorial by id', () => {
    expect(tutorialById('pair-curtain-switch')?.durationSeconds).toBe(9);
    expect(tutorialById('nope')).toBeUndefined();
  });
});
