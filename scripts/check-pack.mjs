// Packs each publishable package the way `changeset publish` would and checks what a consumer would install:
// the built entry points are inside, and workspace: ranges were replaced by real versions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';

const packages = ['packages/sdk', 'packages/react', 'packages/emulator'];
const out = mkdtempSync(join(tmpdir(), 'bookshop-pack-'));
let failed = 0;
try {
  for (const dir of packages) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const tarball = execFileSync(ensurePnpm(), ['pack', '--pack-destination', out], {
      cwd: join(root, dir),
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    const packed = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
    const problems = [];
    const entries = JSON.stringify(manifest.exports ?? {}).match(/\.\/dist\/[^"]+/g) ?? [];
    for (const entry of entries) if (!listing.includes(`package/${entry.slice(2)}`)) problems.push(`missing ${entry}`);
    for (const [name, range] of Object.entries({ ...packed.dependencies, ...packed.peerDependencies })) {
      if (String(range).startsWith('workspace:')) problems.push(`dependency ${name} still says ${range}`);
    }
    if (listing.some((file) => /\.test\.|\/src\//.test(file))) problems.push('tests or sources were packed');
    // A test helper built as an entry would bundle the test runner into what consumers install.
    const code = execFileSync('tar', ['-xzOf', tarball, '--wildcards', 'package/dist/*js'], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (/@vitest\/|@testing-library\//.test(code)) problems.push('test-runner code was packed');
    if (problems.length) {
      failed++;
      console.error(`✗ ${manifest.name}: ${problems.join('; ')}`);
    } else {
      console.log(`✓ ${manifest.name}@${packed.version} packs ${listing.filter(Boolean).length} files`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
