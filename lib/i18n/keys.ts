import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/**
 * Message keys as types, for code that builds keys from data (a product's slug, a menu
 * entry's name): a product, a menu entry or a page without its message fails `tsc`.
 */

/** Every message key of the site, as `namespace.path.to.message`. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

export type ProductSlug = Extract<keyof Messages['content']['products'], string>;
export type SpecLabel = Extract<keyof Messages['content']['specs'], string>;
/** A spec value in words: a message under `content.specValues.` (nested: `load.resistiveLed`). */
export type SpecValueKey = MessageKeys<Messages['content']['specValues'], NestedKeyOf<Messages['content']['specValues']>>;
/** A row of a product's technical data: a message under `content.technical.rows.`. */
export type TechnicalRowId = Extract<keyof Messages['content']['technical']['rows'], string>;
/** A message of the `content` namespace (products, families, modules, specs). */
export type ContentKey = MessageKeys<Messages['content'], NestedKeyOf<Messages['content']>>;
/** A tutorial's messages live under `media.tutorials.items.{id}`. */
export type TutorialId = Extract<keyof Messages['media']['tutorials']['items'], string>;
export type NavKey = Exclude<Extract<keyof Messages['nav'], string>, 'previews'>;
export type NavPreviewKey = Extract<keyof Messages['nav']['previews'], string>;
export type AccountErrorKey = Extract<keyof Messages['account']['errors'], string>;
export type FormFieldLabel<Form extends 'merchant' | 'feedback'> = Extract<keyof Messages['forms'][Form], string>;

type Pages = Messages['pages'];
type WithTitle<Entries, Prefix extends string = ''> = {
  [Key in Extract<keyof Entries, string>]: Entries[Key] extends { title: string; description: string }
    ? `${Prefix}${Key}`
    : Entries[Key] extends Record<string, unknown>
      ? WithTitle<Entries[Key], `${Prefix}${Key}.`>
      : never;
}[Extract<keyof Entries, string>];

/** A page's messages under `pages.`: the keys holding a `title` and a `description`. */
export type PageKey = WithTitle<Pages>;

/**
 * A key assembled from parts TypeScript cannot relate to one another (a FAQ topic and one
 * of that topic's questions, the index of a paragraph). Such keys are checked where the
 * data is walked instead: tests/messages/translations.test.ts builds every one of them
 * and finds it in every locale. It gives a full key (`namespace.path`), for a translator
 * without a namespace. Nothing else may use this.
 */
export function composedKey(...parts: readonly (string | number)[]): MessageKey {
  return parts.join('.') as MessageKey;
}
