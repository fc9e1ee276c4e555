// `pnpm changeset:dry-run`: what the release workflow's "Version packages" pull request would contain, without
// touching this checkout. Copies the files git knows (committed or not, ignored ones left out) to a temporary
// directory, runs `changeset version` there and prints each versioned package's new version and changelog section.
// Fails when the version step fails, so a changeset it cannot apply is caught in CI rather than on main.
// `--keep` leaves the copy in place to read whole.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { changelogSection, versionedPackages } from './lib/changelog.mjs';
import { root } from './lib/paths.mjs';

const keep = process.argv.includes('--keep');
const changeset = join(root, 'node_modules/.bin/changeset');
if (!existsSync(changeset)) {
  console.error('› changeset dry run: @changesets/cli is not installed; run `pnpm install` first');
  process.exit(1);
}

const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (listed.status !== 0) {
  console.error(`› changeset dry run: git ls-files failed\n${listed.stderr}`);
  process.exit(1);
}
// A file deleted in the working tree but not yet committed is still listed: the copy follows the working tree.
const files = listed.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));

const readManifests = (base) =>
  new Map(
    files
      .filter((file) => file === 'package.json' || file.endsWith('/package.json'))
      .map((file) => [file, JSON.parse(readFileSync(join(base, file), 'utf8'))]),
  );

const copy = mkdtempSync(join(tmpdir(), 'bookshop-changelog-'));
let code = 0;
try {
  for (const file of files) {
    const target = join(copy, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(root, file), target, { verbatimSymlinks: lstatSync(join(root, file)).isSymbolicLink() });
  }
  // changesets resolves the changelog generator named in .changeset/config.json from the copy's .changeset folder.
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

  const before = readManifests(copy);
  console.log(`› changeset version, in a copy of the workspace${keep ? ` (${copy})` : ''}`);
  const versioned = spawnSync(changeset, ['version'], { cwd: copy, encoding: 'utf8' });
  const output = `${versioned.stdout ?? ''}${versioned.stderr ?? ''}`.trim();
  if (versioned.status !== 0) {
    console.error(
      `${output}\n\n✗ the version step failed (exit ${versioned.status ?? versioned.signal}): fix the changesets above`,
    );
    code = 1;
  } else {
    const changes = versionedPackages(before, readManifests(copy));
    if (changes.length === 0) console.log('  no pending changesets: nothing would be versioned');
    for (const { path, name, from, to } of changes) {
      const changelogPath = join(dirname(path), 'CHANGELOG.md');
      const changelog = existsSync(join(copy, changelogPath)) ? readFileSync(join(copy, changelogPath), 'utf8') : '';
      const section = changelogSection(changelog, to);
      console.log(`\n${name} ${from ?? '(new)'} → ${to}  (${changelogPath})\n`);
      if (section) console.log(section);
      else {
        console.error(`✗ ${changelogPath} has no section for ${to}`);
        code = 1;
      }
    }
    if (changes.length)
      console.log(
        '\n(The release pull request also prefixes each entry with the commit that added its changeset; the copy has no history.)',
      );
  }
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true });
}
process.exit(code);
