import type { ProductSlug, TutorialId } from '../i18n/keys';
import { ZIGBEE } from './technical';
/**
 * The tutorial videos of /finder/curtainvideo. Clips are self-made and self-hosted in
 * public/videos/ (scripts/make-tutorial-videos.sh), each with a poster and English captions.
 * Titles and descriptions live in messages under `media.tutorials.items.{id}`.
 */
export interface VideoSource {
  src: string;
  type: 'video/webm' | 'video/mp4';
  /** Short label for the download link: `WebM`, `MP4`. */
  format: string;
}

export interface Tutorial {
  id: TutorialId;
  /** Length of the clip in whole seconds. */
  durationSeconds: number;
  /** Poster frame shown before playback, same aspect ratio as the clip. */
  poster: string;
  width: number;
  height: number;
  /** Best format first: the browser plays the first it supports. */
  sources: readonly VideoSource[];
  /** WebVTT captions per language (BCP 47 tag). */
  captions: Readonly<Record<string, string>>;
  /** Slugs of the products the clip shows. */
  products: readonly ProductSlug[];
  /** How long the clip's key is held (its description's `seconds`), where it shows pairing. */
  holdSeconds?: number;
}

const VIDEO_DIR = '/videos';

function clip(id: TutorialId, durationSeconds: number, products: readonly ProductSlug[]): Tutorial {
  return {
    id,
    durationSeconds,
    poster: `${VIDEO_DIR}/${id}.jpg`,
    width: 640,
    height: 360,
    sources: [
      { src: `${VIDEO_DIR}/${id}.webm`, type: 'video/webm', format: 'WebM' },
      { src: `${VIDEO_DIR}/${id}.mp4`, type: 'video/mp4', format: 'MP4' },
    ],
    captions: { en: `${VIDEO_DIR}/${id}.en.vtt` },
    products,
  };
}

export const TUTORIALS: readonly Tutorial[] = [
  clip('mount-curtain-switch', 10, ['curtain-switch']),
  { ...clip('pair-curtain-switch', 9, ['curtain-switch']), holdSeconds: ZIGBEE.pairHoldSeconds },
  clip('calibrate-curtain-travel', 10, ['curtain-switch']),
  clip('pair-wireless-button', 8, ['self-powered-button']),
];

/** Message keys of a tutorial's title and description (namespace `media`). */
export function tutorialMessageKeys(tutorial: Pick<Tutorial, 'id'>): { title: `tutorials.items.${TutorialId}.title`; description: `tutorials.items.${TutorialId}.description` } {
  return { title: `tutorials.items.${tutorial.id}.title`, description: `tutorials.items.${tutorial.id}.description` };
}

export function tutorialById(id: string): Tutorial | undefined {
  return TUTORIALS.find((tutorial) => tutorial.id === id);
}
