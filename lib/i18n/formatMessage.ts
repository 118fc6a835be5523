/**
 * use-intl's message formatter on the server: next.config.ts aliases `use-intl/format-message`
 * to this module everywhere but the browser. Server components format the plain ICU strings of
 * lib/i18n/messages; client components, rendered on the server first, format the compiled
 * messages the browser gets (lib/i18n/precompile.ts).
 *
 * The full formatter is imported by its file, since its package name is the alias leading here.
 */
import formatCompiled from 'use-intl/format-message/format-only';
import type formatMessageType from 'use-intl/format-message';
// @ts-expect-error -- a file of use-intl without types of its own: it is `use-intl/format-message`.
import formatPlain from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';
import { formatByKind } from './formatByKind';

export default formatByKind(formatPlain as typeof formatMessageType, formatCompiled);
