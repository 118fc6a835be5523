/**
 * `npm run nginx:maps`: writes deploy/nginx/aurex-variant.conf from the code (variantMaps.ts).
 * `npm run --silent nginx:build-id`: prints the build map for the build in .next, which the
 * deployment writes to /etc/nginx/aurex/build.conf before reloading nginx (deploy/README.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderBuildMap, renderMaps, variantMaps } from './nginx/variantMaps';

export const VARIANT_CONF = path.join(__dirname, 'nginx', 'aurex-variant.conf');

export function buildMapOfBuild(root = process.cwd()): string {
  return renderBuildMap(readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim());
}

if (require.main === module) {
  const command = process.argv[2];
  if (command === 'maps') {
    writeFileSync(VARIANT_CONF, renderMaps(variantMaps()));
    console.log(`wrote ${path.relative(process.cwd(), VARIANT_CONF)}`);
  } else if (command === 'build-id') {
    process.stdout.write(buildMapOfBuild());
  } else {
    console.error('usage: tsx deploy/nginx-conf.ts maps|build-id');
    process.exit(2);
  }
}
