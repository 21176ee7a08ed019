/**
 * What the browser tests and `npm run serve:nginx` run on (Debian's Chromium, Debian's nginx) is
 * installed from Debian's packages when a fresh machine lacks it: as root, or with sudo.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs `packages` when any of `files` is missing; stops the process if they are still missing. */
export function ensureDebianPackages(files: readonly string[], packages: readonly string[]): void {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  const list = packages.join(' ');
  console.log(`${missing.join(', ')} not found: installing the Debian packages (apt-get install -y ${list})`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${list}`, { stdio: 'inherit' });
  const still = files.filter((file) => !existsSync(file));
  if (still.length > 0) {
    console.error(`${still.join(', ')} still missing: install them with \`apt-get install -y ${list}\``);
    process.exit(1);
  }
}
