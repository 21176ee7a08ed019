import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBJECT_MAX, commitMessageProblems } from '../../../scripts/git/check-commit-message';

describe('commit messages (.githooks/commit-msg)', () => {
  it('should accept a subject alone, and a subject, a blank line and a body', () => {
    expect(commitMessageProblems('Step 5 reads the proposal once per tap\n')).toEqual([]);
    expect(commitMessageProblems('Step 5 reads the proposal once per tap\n\nWhy: a double tap sent two.\nFigures: 1 request.\n')).toEqual([]);
  });

  it(`should accept a subject of exactly ${SUBJECT_MAX} characters and refuse one more`, () => {
    expect(commitMessageProblems('x'.repeat(SUBJECT_MAX))).toEqual([]);
    expect(commitMessageProblems('x'.repeat(SUBJECT_MAX + 1))).toEqual([expect.stringContaining(`${SUBJECT_MAX + 1} characters`)]);
  });

  it('should refuse an empty subject and a body glued to the subject', () => {
    expect(commitMessageProblems('\n\nbody only\n')).toEqual([expect.stringContaining('empty')]);
    expect(commitMessageProblems('Subject\nbody right under it\n')).toEqual([expect.stringContaining('second line')]);
  });

  it("should ignore git's comment lines and what follows the scissors of `git commit -v`", () => {
    const scissors = '# ------------------------ >8 ------------------------\n';
    const text = `Subject\n# Please enter the commit message\n\nBody\n${scissors}diff --git a/x b/x\n${'+'.repeat(200)}\n`;
    expect(commitMessageProblems(text)).toEqual([]);
  });

  it('should make the hook exit 1 with the reason, and 0 for a good message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
    const good = join(dir, 'good');
    const bad = join(dir, 'bad');
    writeFileSync(good, 'A short subject\n\nThe why.\n');
    writeFileSync(bad, `${'y'.repeat(100)}\n`);
    const hook = join(process.cwd(), '.githooks', 'commit-msg');
    expect(() => execFileSync(hook, [good], { stdio: 'pipe' })).not.toThrow();
    let stderr = '';
    try {
      execFileSync(hook, [bad], { stdio: 'pipe' });
    } catch (error) {
      stderr = String((error as { stderr?: Buffer }).stderr);
    }
    expect(stderr).toContain('100 characters');
  });
});
