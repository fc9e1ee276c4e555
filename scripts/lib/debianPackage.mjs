// Installs a Debian package the project needs (Chromium for the browser tests, the PostgreSQL server for the
// emulator's tests on a real server, nginx for the front) when it is missing and we are root; otherwise says what to
// install and stops, or, for what the project can run without, says so in one line and goes on.
import { execFileSync } from 'node:child_process';

let updated = false;

/**
 * @param {object} need
 * @param {string} need.name the package, e.g. "chromium"
 * @param {string} need.purpose what it is for, e.g. "the browser tests"
 * @param {() => boolean} need.present whether it is installed already
 * @param {string} need.otherwise what else the user can do instead of installing it
 * @param {boolean} [need.optional] go on without it (after one line saying so) instead of stopping
 * @returns {boolean} whether it is there now
 */
export function ensureDebianPackage({ name, purpose, present, otherwise, optional = false }) {
  if (present()) return true;
  if (process.getuid?.() !== 0) {
    if (optional) {
      console.log(`  ! ${name} is not installed, so ${otherwise}; install it with: sudo apt-get install ${name}`);
      return false;
    }
    console.error(`✗ ${name} (for ${purpose}) is not installed. Install Debian's package as root:
    apt-get update && apt-get install -y ${name}
  (${otherwise}), then run npm test again.`);
    process.exit(1);
  }
  console.log(`› installing Debian's ${name} for ${purpose}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (!updated) execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', name], { stdio: 'inherit', env });
  } catch (error) {
    if (!optional) throw error;
    console.log(`  ! ${name} could not be installed, so ${otherwise}`);
  }
  return present();
}
