// Installs a Debian package the tests need (Chromium for the browser tests, the PostgreSQL server for the emulator's
// tests on a real server) when it is missing and we are root; otherwise says what to install and stops.
import { execFileSync } from 'node:child_process';

let updated = false;

/**
 * @param {object} need
 * @param {string} need.name the package, e.g. "chromium"
 * @param {string} need.purpose what it is for, e.g. "the browser tests"
 * @param {() => boolean} need.present whether it is installed already
 * @param {string} need.otherwise what else the user can do instead of installing it
 */
export function ensureDebianPackage({ name, purpose, present, otherwise }) {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${name} (for ${purpose}) is not installed. Install Debian's package as root:
    apt-get update && apt-get install -y ${name}
  (${otherwise}), then run npm test again.`);
    process.exit(1);
  }
  console.log(`› installing Debian's ${name} for ${purpose}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  updated = true;
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', name], { stdio: 'inherit', env });
}
