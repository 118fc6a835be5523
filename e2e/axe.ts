import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every page must pass: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core on the page as it is now; one readable line per violation, naming the rule, the
 * offending elements, the URL and `state` (what was open). Legacy mode runs axe in the page
 * itself: the default mode injects axe three times and merges the results in a new blank page,
 * which made each audit slower (docs/benchmarks.md). The site has no cross-origin frames for it
 * to reach.
 */
export async function axeViolations(page: Page, state = ''): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  const where = `${new URL(page.url()).pathname}${state ? ` [${state}]` : ''}`;
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n'),
  );
}
