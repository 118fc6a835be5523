import { startTopology } from './topology';

/** `npm run topology`: the production topology on this machine until Ctrl-C (deploy/README.md). */
async function main() {
  const topology = await startTopology({ env: { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? '', BACKEND_URL: process.env.BACKEND_URL ?? '' } });
  console.log(`\nThe site, through nginx: ${topology.url}  (Ctrl-C stops everything)`);
  const shutdown = async () => {
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

void main();
