import { configurationProblems } from '@/lib/config/startupChecks';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('settings the site refuses to start with', () => {
  test('none by default, and none with a long inbox password and a sane hop count', () => {
    expect(configurationProblems(env({}))).toEqual([]);
    expect(configurationProblems(env({ ADMIN_PASSWORD: 'correct horse battery staple', TRUSTED_PROXY_HOPS: '2' }))).toEqual([]);
  });

  test('a short inbox password and a nonsense hop count, each said plainly', () => {
    expect(configurationProblems(env({ ADMIN_PASSWORD: 'admin123', TRUSTED_PROXY_HOPS: 'all' }))).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD must be at least 16 characters long/),
      expect.stringMatching(/^TRUSTED_PROXY_HOPS must be a whole number from 1 to 10/),
    ]);
  });

  test('a metrics token too short to keep the counters private; none or a long one is fine', () => {
    expect(configurationProblems(env({ METRICS_TOKEN: '' }))).toEqual([]);
    expect(configurationProblems(env({ METRICS_TOKEN: 'f'.repeat(64) }))).toEqual([]);
    expect(configurationProblems(env({ METRICS_TOKEN: 'secret' }))).toEqual([expect.stringMatching(/^METRICS_TOKEN must be at least 32 characters long \(it has 6\)/)]);
  });
});
