import 'server-only';
import { backendFor } from '@/lib/backend/client';
import { fetchCaptcha, parseCaptcha } from '@/lib/backend/calls';
import { processWide } from '@/lib/processWide';

/** How long the backend's answer (it draws captchas for a form, or not) is trusted. */
const DEMAND_TTL_MS = 10 * 60 * 1000;

type Demand = { until: number; demands: boolean };
const known = () => processWide('captchaDemand', () => new Map<string, Demand | Promise<boolean>>());

/**
 * Whether the backend draws a captcha for a form, so that a post without one must be refused:
 * a post that leaves out the captcha key would otherwise pass as a form that showed none.
 * Asked of the backend at most once per form in a while, by each instance for itself (any
 * instance may receive a post whose captcha another one issued); no backend, no captcha.
 */
export async function backendDemandsCaptcha(formId: string, locale: string, now = Date.now()): Promise<boolean> {
  const client = backendFor(locale);
  if (!client) return false;
  const entry = known().get(formId);
  if (entry instanceof Promise) return entry;
  if (entry && now < entry.until) return entry.demands;
  const asking = fetchCaptcha(client, formId)
    .then((answer) => parseCaptcha(answer) !== null)
    // A backend that does not answer issued no captcha the visitor could have solved.
    .catch(() => false)
    .then((demands) => {
      known().set(formId, { until: now + DEMAND_TTL_MS, demands });
      return demands;
    });
  known().set(formId, asking);
  return asking;
}

/** What the site learns when it hands out a captcha: the backend draws them for this form. */
export function captchaIssued(formId: string, now = Date.now()): void {
  known().set(formId, { until: now + DEMAND_TTL_MS, demands: true });
}
