/**
 * The commit-msg hook's check (.githooks/commit-msg): a subject line of 1 to 72 characters that says
 * what changed and, when a body follows, a blank second line (the why and the figures go in the
 * body). Git's comment lines (#) and what `git commit -v` appends below its scissors line are not
 * part of the message.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_MAX = 72;

const SCISSORS = '# ------------------------ >8 ------------------------';

/** Why the message breaks the rule; none when it is fine. */
export function commitMessageProblems(text: string): string[] {
  const cut = text.indexOf(SCISSORS);
  const lines = (cut >= 0 ? text.slice(0, cut) : text).split('\n').filter((line) => !line.startsWith('#'));
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const [subject = '', second] = lines;
  const problems: string[] = [];
  if (subject.trim() === '') problems.push('the subject (first line) is empty');
  if (subject.length > SUBJECT_MAX) {
    problems.push(`the subject is ${subject.length} characters: keep it to ${SUBJECT_MAX} and put the why and the figures in the body`);
  }
  if (second !== undefined && second.trim() !== '') problems.push('the second line must be blank: the subject, a blank line, then the body');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: check-commit-message <commit message file>');
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`Commit message refused (.githooks/commit-msg):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
