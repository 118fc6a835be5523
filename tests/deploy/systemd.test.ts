/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDirectory } from '../support/scratchDirectory';

const UNIT = path.join(__dirname, '../../deploy/systemd/aurex@.service');

describe('the systemd unit of an instance (deploy/systemd)', () => {
  it('passes systemd-analyze verify, with the release where the unit expects it', () => {
    const dir = scratchDirectory('systemd');
    mkdirSync(path.join(dir, 'release/deploy'), { recursive: true });
    writeFileSync(path.join(dir, 'release/deploy/wait-ready.sh'), '#!/bin/sh\n', { mode: 0o755 });
    const unit = readFileSync(UNIT, 'utf8').replaceAll('/opt/aurex/current', path.join(dir, 'release'));
    writeFileSync(path.join(dir, 'aurex@.service'), unit);
    const instance = path.join(dir, 'aurex@3001.service');
    writeFileSync(instance, unit);
    const output = execFileSync('systemd-analyze', ['verify', '--man=no', instance], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SYSTEMD_LOG_LEVEL: 'warning' } });
    expect(output).toBe('');
  });

  it('restarts always, waits for readiness, and runs hardened as its own user', () => {
    const unit = readFileSync(UNIT, 'utf8');
    for (const line of ['Restart=always', 'User=aurex', 'NoNewPrivileges=yes', 'ProtectSystem=strict', 'PrivateTmp=yes', 'KillSignal=SIGTERM', 'EnvironmentFile=/etc/aurex/aurex.env']) expect(unit).toContain(line);
    expect(unit).toMatch(/^ExecStartPost=.*wait-ready\.sh http:\/\/127\.0\.0\.1:%i$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \.next\/aurex-server\.cjs -H 127\.0\.0\.1 -p %i$/m);
  });

  it('backs the database up nightly with deploy/backup.sh, as the site user, and passes systemd-analyze verify', () => {
    const dir = scratchDirectory('systemd-backup');
    mkdirSync(path.join(dir, 'release/deploy'), { recursive: true });
    writeFileSync(path.join(dir, 'release/deploy/backup.sh'), '#!/bin/sh\n', { mode: 0o755 });
    for (const name of ['aurex-backup.service', 'aurex-backup.timer']) {
      const unit = readFileSync(path.join(__dirname, '../../deploy/systemd', name), 'utf8').replaceAll('/opt/aurex/current', path.join(dir, 'release'));
      writeFileSync(path.join(dir, name), unit);
    }
    const output = execFileSync('systemd-analyze', ['verify', '--man=no', path.join(dir, 'aurex-backup.service'), path.join(dir, 'aurex-backup.timer')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SYSTEMD_LOG_LEVEL: 'warning' } });
    expect(output).toBe('');
    const service = readFileSync(path.join(__dirname, '../../deploy/systemd/aurex-backup.service'), 'utf8');
    expect(service).toMatch(/^ExecStart=\/opt\/aurex\/current\/deploy\/backup\.sh \/var\/backups\/aurex --keep \d+$/m);
    expect(service).toContain('User=aurex');
  });
});
