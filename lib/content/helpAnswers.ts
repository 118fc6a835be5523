import { boxOpening } from './facts';
import { HELP_TOPICS, REPLY_WORKING_DAYS, WARRANTY_YEARS, type HelpTopic } from './help';
import { boxDepthsText, namedText, neutralClaims, withoutNeutralText } from './installer';
import { pairingValues, resetValues } from './integrations';
import type { Quantities } from './quantities';
import { ZIGBEE } from './technical';
import type { ContentTranslate } from './types';

export type HelpQuestion = { [Topic in HelpTopic]: `${Topic}.${(typeof HELP_TOPICS)[Topic][number]}` }[HelpTopic];

/**
 * The figures and product lists a help answer states, from the data: an answer says which
 * switches need a neutral or how deep a box must be only through these arguments.
 */
export function helpAnswerValues(question: HelpQuestion, content: ContentTranslate, q: Quantities): Record<string, string | number> {
  switch (question) {
    case 'app.pair':
      return pairingValues(q);
    case 'app.offline':
      return resetValues(q);
    case 'gateway.howMany':
      return { count: ZIGBEE.devicesPerGateway };
    case 'installation.neutral': {
      const claims = neutralClaims();
      return { needed: namedText(claims.needed, content, q), notNeeded: withoutNeutralText(claims, content, q) };
    }
    case 'installation.box':
      return { diameter: boxOpening('eu', q).diameter!, ukSize: boxOpening('uk', q).size!, usSize: boxOpening('us', q).size!, depths: boxDepthsText(content, q) };
    case 'warranty.length':
      return { years: WARRANTY_YEARS };
    case 'warranty.claim':
      return { days: REPLY_WORKING_DAYS };
    default:
      return {};
  }
}
