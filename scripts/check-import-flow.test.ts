import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-import-flow.mjs');
const repositoryRoot = () => path.join(import.meta.dirname, '..');
let root: string;

/** A small tree laid out like the repository, that follows every rule. */
const cleanTree: Record<string, string> = {
  'packages/money/src/index.ts': 'export const minor = 1;\n',
  'apps/server/src/lib/clock.ts': 'export const clock = 1;\n',
  'apps/server/src/db/schema.ts':
    "export * from '../modules/accounts/accounts.schema.ts';\nexport * from '../modules/wallet/wallet.schema.ts';\n",
  'apps/server/src/seed/index.ts':
    "import { register } from '../modules/games/index.ts';\nexport const seed = register;\n",
  'apps/server/src/modules/wallet/index.ts': "export { post } from './wallet.service.ts';\n",
  'apps/server/src/modules/wallet/wallet.schema.ts':
    "export const ledger = pgTable('ledger_transactions', {});\n",
  'apps/server/src/modules/wallet/wallet.service.ts':
    "import { ledger } from './wallet.schema.ts';\nexport const post = () => sql`select id from ledger_transactions`;\n",
  'apps/server/src/modules/accounts/index.ts': "export { findUser } from './accounts.repository.ts';\n",
  'apps/server/src/modules/accounts/accounts.schema.ts': "export const users = pgTable('users', {});\n",
  'apps/server/src/modules/accounts/accounts.repository.ts':
    "import { users } from './accounts.schema.ts';\nexport const findUser = () => sql`select * from users`;\n",
  'apps/server/src/modules/games/index.ts':
    "import type { findUser } from '../accounts/index.ts';\nimport { post } from '../wallet';\nexport const register = post;\n",
  'apps/server/src/modules/games/games.service.ts':
    '// a comment may say a round is paid from ledger_transactions: only SQL counts\nexport const spin = () => 1;\n',
  'apps/web/src/lib/links.ts': 'export const loginHref = "/?modal=login";\n',
  'apps/web/src/features/navigation/index.ts': "export { NavBar } from './components/nav-bar';\n",
  'apps/web/src/features/navigation/components/nav-bar.tsx':
    "import { loginHref } from '../../../lib/links';\nexport const NavBar = loginHref;\n",
  'apps/web/src/features/games/components/game-card.tsx':
    "import { loginHref } from '../../../lib/links';\nexport const GameCard = loginHref;\n",
  'apps/web/src/app/router.tsx':
    "import { GameCard } from '../features/games/components/game-card';\nimport { NavBar } from '../features/navigation';\nexport const routes = [GameCard, NavBar];\n",
};

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

function check(args: string[] = ['--root', root]) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

/** Runs the check with one file changed from the clean tree, then puts it back. */
function withPlanted(files: Record<string, string>) {
  write(files);
  try {
    return check();
  } finally {
    for (const file of Object.keys(files)) {
      if (cleanTree[file] === undefined) rmSync(path.join(root, file));
    }
    write(cleanTree);
  }
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-flow-'));
  write(cleanTree);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import-flow check', () => {
  it('passes a tree that keeps every rule, and this repository', () => {
    expect(check()).toMatchObject({ status: 0 });
    expect(check([]).output).toMatch(/import flow ok/);
  });

  it.each([
    [
      'the wallet imports another module',
      {
        'apps/server/src/modules/wallet/wallet.service.ts':
          "import { findUser } from '../accounts/index.ts';\nexport const post = findUser;\n",
      },
      'the wallet is a leaf and imports no other module (accounts)',
    ],
    [
      "a module imports another module's repository",
      {
        'apps/server/src/modules/games/games.service.ts':
          "import { findUser } from '../accounts/accounts.repository.ts';\nexport const spin = findUser;\n",
      },
      'a module uses another only through its public surface (accounts/index.ts)',
    ],
    [
      "a module imports another module's schema",
      {
        'apps/server/src/modules/games/games.service.ts':
          "import { users } from '../accounts/accounts.schema.ts';\nexport const spin = users;\n",
      },
      'a module uses another only through its public surface (accounts/index.ts)',
    ],
    [
      'a module uses every table (db/schema.ts)',
      {
        'apps/server/src/modules/games/games.service.ts':
          "import { users } from '../../db/schema.ts';\nexport const spin = users;\n",
      },
      "a module's code uses its own *.schema.ts, never every table (db/schema.ts)",
    ],
    [
      "a module's SQL names another module's table",
      {
        'apps/server/src/modules/games/games.service.ts':
          'export const spin = () => sql`select nickname from users where id = 1`;\n',
      },
      'names the table users in SQL: it belongs to the accounts module',
    ],
    [
      'a module imports the seeds',
      {
        'apps/server/src/modules/games/games.service.ts':
          "import { seed } from '../../seed/index.ts';\nexport const spin = seed;\n",
      },
      'never a module or shared code',
    ],
    [
      'shared code imports a module',
      {
        'apps/server/src/lib/clock.ts':
          "import { register } from '../modules/games/index.ts';\nexport const clock = register;\n",
      },
      'lib, plugins, platform and db are below the modules',
    ],
    [
      "a feature imports another feature's internals",
      {
        'apps/web/src/features/games/components/game-card.tsx':
          "import { NavBar } from '../../navigation/components/nav-bar';\nexport const GameCard = NavBar;\n",
      },
      'a feature must not import another feature (navigation)',
    ],
    [
      'a feature imports another feature in the folder form',
      {
        'apps/web/src/features/games/components/game-card.tsx':
          "import { NavBar } from '../../navigation';\nexport const GameCard = NavBar;\n",
      },
      'a feature must not import another feature (navigation)',
    ],
    [
      'shared web code imports a feature',
      { 'apps/web/src/lib/links.ts': "export { NavBar } from '../features/navigation';\n" },
      'lib and components must not import features or app',
    ],
  ])('fails when %s', (_name, files, message) => {
    const result = withPlanted(files);
    expect(result.status).toBe(1);
    expect(result.output).toContain(message);
    // and the clean tree passes again afterwards
    expect(check().status).toBe(0);
  });

  it('draws the modules from the imports: the wallet with no arrow out', () => {
    const { output } = check(['--root', root, '--graph']);
    expect(output).toContain('games[games] --> accounts[accounts]');
    expect(output).toContain('games[games] --> wallet[wallet]');
    expect(output).not.toMatch(/wallet\[wallet\] -->/);
  });

  it('is drawn in docs/architecture.md as it is in the code', () => {
    const drawn = check(['--graph']).stdout.trim();
    const doc = readFileSync(path.join(repositoryRoot(), 'docs/architecture.md'), 'utf8');
    const copy = /<!-- module-graph:start -->\n```mermaid\n([\s\S]*?)\n```\n<!-- module-graph:end -->/.exec(
      doc,
    )?.[1];
    expect(
      copy,
      'update the graph in docs/architecture.md (node scripts/check-import-flow.mjs --graph)',
    ).toBe(drawn);
  });
});
