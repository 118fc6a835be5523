/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDirectory } from '../support/scratchDirectory';
import { countAttempt, countOriginRefusal, countRateLimitRefusal, countSignInFailure, countSubmission, metrics, observeBackendRequest } from '@/lib/observability/metrics';

const DIR = path.join(__dirname, '../../deploy/prometheus');
const TOKEN_FILE = '/etc/prometheus/aurex-metrics-token';

/** Runs Debian's promtool (scripts/setup.sh --topology installs it): missing, the test fails. */
function promtool(args: string[], cwd = DIR, input?: string): string {
  return execFileSync('promtool', args, { cwd, encoding: 'utf8', input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
}

describe('the Prometheus rules and scrape configuration (deploy/prometheus)', () => {
  it('has alert rules that promtool accepts', () => {
    expect(promtool(['check', 'rules', 'alerts.yml'])).toMatch(/SUCCESS: 3 rules found/);
  });

  it('passes the rules unit tests: a stuck outbox, failing deliveries and an instance not ready fire; healthy cases do not', () => {
    expect(promtool(['test', 'rules', 'alerts.test.yml'])).toMatch(/SUCCESS/);
    const tests = readFileSync(path.join(DIR, 'alerts.test.yml'), 'utf8');
    for (const name of ['a stuck outbox fires', 'a healthy outbox does not fire', 'deliveries failing for 15 minutes fire', 'an instance down or not ready fires']) expect(tests).toContain(`- name: ${name}`);
  });

  it('has a scrape configuration that promtool accepts, with the token read from a file', () => {
    const dir = scratchDirectory('prometheus');
    const config = readFileSync(path.join(DIR, 'prometheus.yml'), 'utf8');
    expect(config).toContain(`credentials_file: ${TOKEN_FILE}`);
    expect(config).toContain('metrics_path: /api/metrics');
    writeFileSync(path.join(dir, 'token'), 'x'.repeat(64));
    writeFileSync(path.join(dir, 'prometheus.yml'), config.replaceAll(TOKEN_FILE, path.join(dir, 'token')));
    copyFileSync(path.join(DIR, 'alerts.yml'), path.join(dir, 'alerts.yml'));
    expect(promtool(['check', 'config', 'prometheus.yml'], dir)).toMatch(/SUCCESS: 1 rule files found/);
  });

  it('exports what the rules read, under names that pass promtool check metrics', async () => {
    countSubmission('merchant', 'queued');
    countAttempt('merchant', 'pending', 'http_503');
    countAttempt('merchant', 'delivered');
    observeBackendRequest('POST', 'ok', 0.2);
    countRateLimitRefusal('dialCodes');
    countOriginRefusal('form');
    countSignInFailure('accounts', 'wrong_password');
    const exposition = await metrics().registry.metrics();
    // The site's own (prom-client's process metrics have names of their own that promtool's lint dislikes).
    const own = exposition.split('\n').filter((line) => /^(?:# (?:HELP|TYPE) )?aurex_/.test(line)).join('\n') + '\n';
    // promtool prints lint problems and exits non-zero on any.
    expect(promtool(['check', 'metrics'], DIR, own)).toBe('');
    const rules = readFileSync(path.join(DIR, 'alerts.yml'), 'utf8');
    for (const name of rules.match(/\baurex_[a-z_]+/g) ?? []) expect(exposition).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    expect(exposition).toContain('aurex_rate_limit_refusals_total{limit="dial_codes"} 1');
  });

  it('keeps /api/metrics away from the public: nginx answers 404 for it', () => {
    const proxy = readFileSync(path.join(__dirname, '../../deploy/nginx/aurex-proxy.conf'), 'utf8');
    expect(proxy).toMatch(/location \^~ \/api\/metrics \{[^}]*return 404/);
  });
});
