// QA 45 doc 08: in a numbered series of findings ("### 1.1 … — Moyen", "### 1.5 `build.bat` — Faible" over one problem's
// bullets), a catch-all sub-heading ("### 1.7 Divers — Info / Faible", "### 2.4 Sonstiges — Niedrig", "### 3. Misc — Low")
// over several separate problems is a group, each item a finding, and the series' other entries stay whole (their
// section kept as the findings'); a sub-heading that names one subject ("### 1.6 Docker — Faible") or a kind of problem
// ("#### 4. その他の合成バグ") over bullets stays one finding. A level qualified as under control ("— Faible (maîtrisé)",
// "— Low (mitigated)", "— Niedrig (entschärft)") is a check that held, kept, no finding; "(mitigated in PR #12)" is
// still one. Synthetic documents only (findings.ts catchAllTitle, partsOfOneFinding; finding-sections.ts severityDense;
// withdrawn-items.ts mitigatedNote).
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => [x.title, x.severity ?? null]);

/** An audit section numbered n.1 … n.4: one problem in prose, a passed check, one subject over its bullets, and a
 *  catch-all `misc` (its level `level`) over three separate problems. */
const audit = (area: string, n: number, misc: string, level: string, one: string) => `# Audit

- **Verdict:** no critical issue.

## ${n}. ${area}

### ${n}.1 Formula injection through tenant names — Medium

A tenant named \`=HYPERLINK(…)\` becomes a live formula. **Fix:** force the string type.

### ${n}.2 Deserialisation — OK

\`yaml.safe_load\` everywhere.

### ${n}.3 ${one} — Low

- the container runs as **root** (no \`USER\`): files created as root on the host.
- the image \`python:3.12-slim\` is not pinned by digest.
- \`configs:ro\` is mounted read-only, keep it.

### ${n}.4 ${misc} — ${level}

- silent \`except Exception: pass\` in \`ChampDate.set_state\`: narrow it to \`tk.TclError\`.
- \`_parse_nombre\` accepts \`nan\`/\`inf\`: add a \`math.isfinite\` guard.
- \`load_workbook\` on a third-party file: theoretical zip bomb.

## ${n + 1}. Code quality

### M1 — Homonymous tenants are counted twice (Major)

Two identical names share one key.
`;

describe('a catch-all sub-heading in a numbered series is a group of findings', () => {
  for (const [misc, level] of [
    ['Divers', 'Info / Faible'],
    ['Misc', 'Info / Low'],
    ['Sonstiges', 'Info / Niedrig'],
    ['Varios', 'Bajo'],
    ['Прочее', 'Low'],
    ['其他', 'Low'],
  ] as const) {
    it(`"### 1.4 ${misc} — ${level}": three findings, the numbered entries around it kept whole`, () => {
      const got = titles(audit('Security', 1, misc, level, 'Docker'));
      expect(got.map((x) => x[0])).toEqual([
        'Formula injection through tenant names',
        'Docker',
        'silent `except Exception: pass` in `ChampDate.set_state`: narrow it to `tk.TclError`',
        '`_parse_nombre` accepts `nan`/`inf`: add a `math.isfinite` guard',
        '`load_workbook` on a third-party file: theoretical zip bomb',
        'Homonymous tenants are counted twice',
      ]);
      // Each item of the catch-all keeps the group's level (the first of a range).
      expect(new Set(got.slice(2, 5).map((x) => x[1])).size).toBe(1);
      expect(got[2]![1]).not.toBeNull();
    });
  }

  it('deeper: under "## 3. Findings" / "### 3.2 Misc — Low" the same', () => {
    expect(titles(audit('Findings', 3, 'Misc', 'Low', 'Docker')).length).toBe(6);
  });

  it('a sub-heading naming one subject or a kind of problem over its bullets stays one finding', () => {
    // ("Docker" above; "Other synthesis bugs" names a kind of bug, not a catch-all.)
    const got = titles(audit('Security', 1, 'Other synthesis bugs', 'Low', 'Docker'));
    expect(got.map((x) => x[0])).toEqual(['Formula injection through tenant names', 'Docker', 'Other synthesis bugs', 'Homonymous tenants are counted twice']);
  });
});

describe('a level qualified as under control is a check that held', () => {
  const doc = (note: string) => `# Audit\n\n## 1. Security\n\n### 1.1 Formula injection through tenant names — Medium\n\nA tenant named \`=HYPERLINK(…)\` becomes a live formula.\n\n### 1.2 Built formulas (SUMIFS/VLOOKUP) — ${note}\n\nNames are referenced as values, never concatenated; \`_ref\` doubles the quotes. Defensive advice: keep every sheet reference going through \`_ref\`.\n\n### 1.3 Docker — Low\n\nThe container runs as root.\n`;
  for (const note of ['Faible (maîtrisé)', 'Low (mitigated)', 'Niedrig (entschärft)', 'Bajo (mitigado)', 'Low (under control)', '低 (已缓解)']) {
    it(`"— ${note}": no finding, its text kept`, () => {
      const { r, f } = readReturn(doc(note));
      expect(f.map((x) => x.title)).toEqual(['Formula injection through tenant names', 'Docker']);
      expect(JSON.stringify(r)).toContain('Defensive advice: keep every sheet reference');
    });
  }
  it('"— Low (mitigated in PR #12)" says the work fixed it: a finding still', () => {
    expect(readReturn(doc('Low (mitigated in PR #12)')).f.map((x) => x.title)).toContain('Built formulas (SUMIFS/VLOOKUP)');
  });
});
