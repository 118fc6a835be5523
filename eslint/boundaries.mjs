import path from 'node:path';

/**
 * Where code may import from, as DESIGN.md lays the code out:
 * - nothing in lib/ imports from components/ or app/;
 * - views (components/) never reach the database (lib/db);
 * - the modules of lib/ form layers, each importing only layers below it, so no two of
 *   them ever import each other. A new module of lib/ takes its place in LIB_LAYERS.
 * Type-only imports carry no code and are free.
 */
export const LIB_LAYERS = [
  ['text'],
  ['content', 'site', 'device', 'whenIdle', 'consent', 'processWide'],
  ['db', 'i18n', 'pages', 'logging', 'lifecycle', 'observability'],
  ['security', 'backend', 'menus', 'seo', 'partners', 'search'],
  ['forms', 'structured-data', 'feeds'],
  ['auth'],
  ['submissions', 'admin'],
  ['config', 'middleware', 'health'],
];

const rankOf = new Map(LIB_LAYERS.flatMap((layer, rank) => layer.map((name) => [name, rank])));

/** The lib module a file or import path belongs to (`lib/forms/guard.ts` → `forms`, `lib/pages.ts` → `pages`). */
function libModule(relative) {
  const match = /^lib\/([^/.]+)/.exec(relative);
  return match ? match[1] : null;
}

function targetOf(source, file, root) {
  if (source.startsWith('@/')) return source.slice(2);
  if (source.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), source)).split(path.sep).join('/');
  return null;
}

export const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromLib = libModule(file);
    const fromComponents = file.startsWith('components/');
    if (!fromLib && !fromComponents) return {};
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = targetOf(node.source.value, context.filename, root);
      if (!target) return;
      if (fromComponents && /^lib\/db(\/|$)/.test(target)) {
        context.report({ node, message: 'Views never reach the database: the page loads the data and passes it to the view.' });
        return;
      }
      if (!fromLib) return;
      if (/^(components|app)\//.test(target)) {
        context.report({ node, message: `lib/ never imports from ${target.split('/')[0]}/: move what ${fromLib} needs into lib, or the code that needs it out of lib.` });
        return;
      }
      const to = libModule(target);
      if (!to || to === fromLib) return;
      const [fromRank, toRank] = [rankOf.get(fromLib), rankOf.get(to)];
      if (fromRank === undefined || toRank === undefined) {
        context.report({ node, message: `lib/${fromRank === undefined ? fromLib : to} has no layer: add it to LIB_LAYERS in eslint/boundaries.mjs.` });
      } else if (toRank >= fromRank) {
        context.report({ node, message: `lib/${fromLib} (layer ${fromRank}) may import only lower layers, not lib/${to} (layer ${toRank}): see eslint/boundaries.mjs.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * Modules of lib/ that hold secrets, reach the database or the backend, or run Node code:
 * each imports `server-only`, so that a client component importing one fails the build
 * instead of shipping it. (lib/db/schema.ts stays plain: drizzle-kit reads it in Node.)
 */
export const SERVER_ONLY_MODULES = [
  /^lib\/(backend|admin|submissions|config)\//,
  /^lib\/db\/client\.ts$/,
  /^lib\/processWide\.ts$/,
  /^lib\/(logging|lifecycle|observability)\//,
  /^lib\/security\/(limits|clientAddress|bodyLimit)\.ts$/,
  /^lib\/auth\/(server|instance|secret|session|anonymise)\.ts$/,
  /^lib\/i18n\/(request|messages)\.ts$/,
  /^lib\/forms\/attachments\.ts$/,
];

export const serverOnly = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!SERVER_ONLY_MODULES.some((pattern) => pattern.test(file))) return {};
    return {
      Program(node) {
        const imports = node.body.some((statement) => statement.type === 'ImportDeclaration' && statement.source.value === 'server-only');
        if (!imports) context.report({ node, message: "A server module: add `import 'server-only';` (eslint/boundaries.mjs, SERVER_ONLY_MODULES)." });
      },
    };
  },
};
