/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { MAX_ATTACHMENT_BYTES, MAX_FORM_POST_BYTES, MAX_TOTAL_ATTACHMENT_BYTES } from '@/lib/forms/fileRules';

const MIB = 1024 * 1024;

test('nginx lets through the largest form post the site accepts: every picture and the proof of purchase at their largest', () => {
  const conf = readFileSync('deploy/nginx/aurex-proxy.conf', 'utf8');
  const [, megabytes] = conf.match(/^client_max_body_size (\d+)m;$/m) ?? [];
  expect(MAX_FORM_POST_BYTES).toBeGreaterThan(MAX_TOTAL_ATTACHMENT_BYTES + MAX_ATTACHMENT_BYTES);
  expect(Number(megabytes) * MIB).toBeGreaterThan(MAX_FORM_POST_BYTES);
});
