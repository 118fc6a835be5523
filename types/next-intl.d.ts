import type about from '../messages/en-US/about.json';
import type account from '../messages/en-US/account.json';
import type admin from '../messages/admin.json';
import type common from '../messages/en-US/common.json';
import type consent from '../messages/en-US/consent.json';
import type content from '../messages/en-US/content.json';
import type forms from '../messages/en-US/forms.json';
import type legal from '../messages/en-US/legal.json';
import type media from '../messages/en-US/media.json';
import type nav from '../messages/en-US/nav.json';
import type pages from '../messages/en-US/pages.json';
import type support from '../messages/en-US/support.json';

/**
 * The messages' shape, from the English files: next-intl checks every key given to `t()`
 * against it, so a key that does not exist fails the type check.
 */
declare module 'next-intl' {
  interface AppConfig {
    Messages: {
      about: typeof about;
      account: typeof account;
      admin: typeof admin;
      common: typeof common;
      consent: typeof consent;
      content: typeof content;
      forms: typeof forms;
      legal: typeof legal;
      media: typeof media;
      nav: typeof nav;
      pages: typeof pages;
      support: typeof support;
    };
  }
}
