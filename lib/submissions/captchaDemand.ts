import 'server-only';
import { backendFor } from '@/lib/backend/client';
import { fetchCaptcha, parseCaptcha } from '@/lib/backend/calls';
import { processWide } from '@/lib/processWide';

/** How long "the backend draws no captcha for this form" is trusted. */
const NO_DEMAND_TTL_MS = 10 * 60 * 1000;

const known = () => processWide('captchaDemand', () => new Map<string, { until: number } | Promise<boolean>>());

/**
 * Whether the backend draws a captcha for a form, so that a post without one must be refused:
 * a post that leaves out the captcha key would otherwise pass as a form that showed none.
 * That the backend draws none is remembered for a while (most posts, no backend request);
 * that it draws one is asked again at each post without a captcha (rare: the form shows the
 * captcha whenever the backend draws one, and posts are rate-limited), so a backend that stops
 * drawing them never leaves visitors with a captcha they cannot see. Each instance asks for itself.
 */
export async function backendDemandsCaptcha(formId: string, locale: string, now = Date.now()): Promise<boolean> {
  const client = backendFor(locale);
  if (!client) return false;
  const entry = known().get(formId);
  if (entry instanceof Promise) return entry;
  if (entry && now < entry.until) return false;
  const asking = fetchCaptcha(client, formId)
    .then((answer) => ({ answered: true, demands: parseCaptcha(answer) !== null }))
    // A backend that does not answer issued no captcha the visitor could have solved; it is
    // asked again at the next post rather than trusted to draw none.
    .catch(() => ({ answered: false, demands: false }))
    .then(({ answered, demands }) => {
      if (answered && !demands) known().set(formId, { until: now + NO_DEMAND_TTL_MS });
      else known().delete(formId);
      return demands;
    });
  known().set(formId, asking);
  return asking;
}
