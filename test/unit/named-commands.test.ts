// namedCommands (src/ui/output.ts): the commands shown in a guide start with the printed prefix; prose does not change.
import { describe, expect, it } from 'vitest';
import { namedCommands } from '../../src/ui/output.js';

const P = "HANDOFF_HOME=/s node '/a b/dist/cli.js'";

describe('namedCommands', () => {
  it.each([
    ['`handoff prompt KIND` prints it', `\`${P} prompt KIND\` prints it`],
    ['the handoff CLI hands work on; a handoff brief', 'the handoff CLI hands work on; a handoff brief'],
    ['```sh\nhandoff new task --json\n```', `\`\`\`sh\n${P} new task --json\n\`\`\``],
    ['```sh\nhandoff sync origin && handoff return <id> --body FILE\n```', `\`\`\`sh\n${P} sync origin && ${P} return <id> --body FILE\n\`\`\``],
    ['```sh\ncat r.md | handoff lint -\n```', `\`\`\`sh\ncat r.md | ${P} lint -\n\`\`\``],
    ['```\nthe handoff block\n```\nhandoff new outside a fence is prose', '```\nthe handoff block\n```\nhandoff new outside a fence is prose'],
    ['`$handoff` and /handoff run the skill', '`$handoff` and /handoff run the skill'],
  ])('%j', (text, want) => {
    expect(namedCommands(text, P)).toBe(want);
  });

  it('is the text itself when the prefix is plain handoff', () => {
    const t = '`handoff inbox`\n```sh\nhandoff pull x\n```';
    expect(namedCommands(t, 'handoff')).toBe(t);
  });
});
