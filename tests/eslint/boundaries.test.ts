/** @jest-environment node */
import path from 'node:path';
import { RuleTester } from 'eslint';
import * as parser from '@typescript-eslint/parser';
// @ts-expect-error -- an ES module of the project's ESLint configuration, without types
import { boundaries, serverOnly } from '../../eslint/boundaries.mjs';

const root = process.cwd();
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('aurex/boundaries', boundaries, {
  valid: [
    { filename: at('lib/submissions/actions.ts'), code: "import { enqueue } from '@/lib/backend/outbox';" },
    { filename: at('lib/forms/schemas.ts'), code: "import * as z from '@/lib/security/zod';" },
    { filename: at('lib/i18n/paths.ts'), code: "import type { Shell } from '../pages';" },
    { filename: at('lib/content/quantities.ts'), code: "import { ltrText } from '../text/direction';" },
    { filename: at('components/admin/Inbox.tsx'), code: "import type { InboxItem } from '@/lib/admin/inbox';" },
    { filename: at('app/admin/page.tsx'), code: "import { getDatabase } from '@/lib/db/client';" },
  ],
  invalid: [
    { filename: at('lib/seo.ts'), code: "import { JsonLd } from '@/components/shared/JsonLd';", errors: [{ message: /lib\/ never imports from components\// }] },
    { filename: at('components/admin/Inbox.tsx'), code: "import { getDatabase } from '@/lib/db/client';", errors: [{ message: /Views never reach the database/ }] },
    { filename: at('lib/forms/guard.ts'), code: "import { getCurrentUser } from '@/lib/auth/session';", errors: [{ message: /lib\/forms \(layer 4\) may import only lower layers, not lib\/auth \(layer 5\)/ }] },
    { filename: at('lib/db/client.ts'), code: "import { consumeRateLimit } from '../security/limits';", errors: [{ message: /lib\/db \(layer 2\) may import only lower layers/ }] },
    { filename: at('lib/text/direction.ts'), code: "import { SITE } from '../site';", errors: [{ message: /lib\/text \(layer 0\) may import only lower layers, not lib\/site \(layer 1\)/ }] },
    { filename: at('lib/newthing/x.ts'), code: "import { SITE } from '@/lib/site';", errors: [{ message: /lib\/newthing has no layer/ }] },
  ],
});

tester.run('aurex/server-only', serverOnly, {
  valid: [
    { filename: at('lib/backend/outbox.ts'), code: "import 'server-only';\nexport const x = 1;" },
    { filename: at('lib/forms/schemas.ts'), code: 'export const x = 1;' },
  ],
  invalid: [{ filename: at('lib/admin/inbox.ts'), code: 'export const x = 1;', errors: [{ message: /add `import 'server-only';`/ }] }],
});
