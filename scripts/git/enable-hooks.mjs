// `npm install` (the `prepare` script) points git at the repository's hooks (.githooks), so the
// commit-message check runs for everyone. Outside a git checkout (a tarball, an image build) it
// does nothing.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks']);
} catch {
  // Not a git checkout, or no git: nothing to enable.
}
