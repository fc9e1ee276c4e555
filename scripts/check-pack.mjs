// What `changeset publish` would upload, checked without uploading: each publishable package is packed as
// `pnpm pack` does it, and published with `pnpm publish --dry-run` (offline, against an unreachable loopback
// registry, so nothing can leave the machine). Checked for each: the file list is the manifest's `files` and nothing
// else (dist, README, package.json; no sources, tests or .data), every `exports` and `bin` target is inside, the
// dry run would upload exactly the packed files, and workspace: ranges were replaced by real versions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';

const packages = ['packages/sdk', 'packages/react', 'packages/emulator'];
// npm adds these to every package whatever `files` says.
const ALWAYS = /^(package\.json|README(\.md)?|LICEN[CS]E(\.md)?)$/i;
const out = mkdtempSync(join(tmpdir(), 'bookshop-pack-'));
const pnpm = ensurePnpm();

/** The files `pnpm publish --dry-run` would upload, from its JSON report. */
function publishedFiles(dir, name) {
  const report = execFileSync(pnpm, ['publish', '--dry-run', '--no-git-checks', '--json'], {
    cwd: join(root, dir),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, npm_config_offline: 'true', npm_config_registry: 'http://127.0.0.1:9/' },
  });
  const parsed = JSON.parse(report);
  return (parsed[name] ?? parsed).files.map((file) => file.path).sort();
}

let failed = 0;
try {
  for (const dir of packages) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const tarball = execFileSync(pnpm, ['pack', '--pack-destination', out], { cwd: join(root, dir), encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1);
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''))
      .sort();
    const packed = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
    const problems = [];
    const declared = new Set(manifest.files ?? []);
    const stray = listing.filter((file) => !ALWAYS.test(file) && !declared.has(file.split('/')[0]));
    if (stray.length) problems.push(`files outside "files": ${stray.slice(0, 5).join(', ')}`);
    if (!listing.includes('README.md')) problems.push('no README.md');
    const targets = JSON.stringify([manifest.exports ?? {}, manifest.bin ?? {}]).match(/\.\/(dist|bin)\/[^"]+/g) ?? [];
    for (const target of targets) if (!listing.includes(target.slice(2))) problems.push(`missing ${target}`);
    for (const [name, range] of Object.entries({ ...packed.dependencies, ...packed.peerDependencies })) {
      if (String(range).startsWith('workspace:')) problems.push(`dependency ${name} still says ${range}`);
    }
    if (listing.some((file) => /\.test\.|(^|\/)src\/|(^|\/)\.data\//.test(file)))
      problems.push('tests, sources or .data were packed');
    // A test helper built as an entry would bundle the test runner into what consumers install.
    const code = execFileSync('tar', ['-xzOf', tarball, '--wildcards', 'package/dist/*js'], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (/@vitest\/|@testing-library\//.test(code)) problems.push('test-runner code was packed');
    const published = publishedFiles(dir, manifest.name);
    if (JSON.stringify(published) !== JSON.stringify(listing)) {
      const onlyPublished = published.filter((file) => !listing.includes(file));
      const onlyPacked = listing.filter((file) => !published.includes(file));
      problems.push(`publish would upload other files (+${onlyPublished.join(', ')} -${onlyPacked.join(', ')})`);
    }
    if (problems.length) {
      failed++;
      console.error(`✗ ${manifest.name}: ${problems.join('; ')}`);
    } else {
      const top = [...new Set(listing.map((file) => file.split('/')[0]))].join(', ');
      console.log(`✓ ${manifest.name}@${packed.version} would publish ${listing.length} files (${top})`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
