// Content a reader would not count as findings, though it looks like a group of them (QA: extras on the tenth
// to twelfth sets). Each rule keeps the text, under its own heading, and has an innocent look-alike that must still
// count. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);
// Everything the return keeps, wherever it goes: nothing may be dropped.
const kept = (md: string) => {
  const { r } = readReturn(md);
  return [...r.answers.findings, ...r.extra.map((x) => `${x.heading}\n${x.text}`), r.answers.answer, ...r.answers.recommendations, ...r.answers.deadEnds, ...Object.values(r.answers).filter((v) => typeof v === 'string')].join('\n');
};

const found = `# Project review

## 🔍 Errors found and fixed

### ✅ Error 1: Missing module

**Problem:** the build could not resolve \`tailwind-animate\`.
**Fix:** installed it.

### ✅ Error 2: Unset variable

**Problem:** \`API_URL\` was undefined in the rewrites.
**Fix:** added \`.env.local\`.

`;

const plan = (heading: string, high: string, medium: string, low: string) => `## ${heading}

### ${high}
1. 🔴 Build the login page
2. 🔴 Add the user dashboard
3. 🔴 Connect the database

### ${medium}
4. 🟡 Write unit tests
5. 🟡 Add the payment flow

### ${low}
6. 🟢 Admin panel
7. 🟢 Email templates
`;

describe('a plan by priority under a next-steps heading, after the findings, lists work to do', () => {
  it('English: "## 📝 Recommended next steps" / "### High priority" / "1. 🔴 Build …" adds no findings; its items stay as the actions', () => {
    const md = found + plan('📝 Recommended next steps', 'High priority', 'Medium priority', 'Low priority');
    expect(titles(md)).toEqual(['Missing module', 'Unset variable']);
    expect(readReturn(md).r.answers.recommendations.join('\n')).toContain('Build the login page');
    expect(kept(md)).toContain('Email templates');
  });

  it('Spanish and German: "## Próximos pasos" / "### Alta prioridad", "## Nächste Schritte" / "### Hohe Priorität" the same', () => {
    expect(titles(found + plan('Próximos pasos recomendados', 'Alta prioridad', 'Media prioridad', 'Baja prioridad'))).toEqual(['Missing module', 'Unset variable']);
    expect(titles(found + plan('Nächste Schritte', 'Hohe Priorität', 'Mittlere Priorität', 'Niedrige Priorität'))).toEqual(['Missing module', 'Unset variable']);
  });

  it('innocent look-alike: an audit area under a heading of another section ("## Tests", read as evidence) over severity-marked items holds findings', () => {
    const md = `${found}## Tests

### Float comparisons

- **[medium]** \`ode/mod.rs:734\` — exact float equality on solver output.
- **[low]** \`tests/jit.rs:226\` — arrays compared without tolerance.

### Platform-conditional ignore

- **[medium]** \`diffsl.rs:2069\` — silently passes on one platform.
`;
    expect(titles(md)).toHaveLength(5);
  });

  it('innocent look-alike: the same priority groups under a heading named for findings are findings', () => {
    const t = titles(found + plan('More problems found', 'High priority', 'Medium priority', 'Low priority'));
    expect(t).toEqual(expect.arrayContaining(['Missing module', 'Build the login page', 'Admin panel']));
    expect(t.length).toBe(9);
  });
});

const overview = (heading: string) => `# Full review of the tools

## ${heading}

| Area | Grade |
|---|---|
| Architecture | ✅ Good |
| Security | 🔴 Critical |
| Tests | ⚠️ Needs work |

`;

const series = `## 2. 🔴 Critical

### 2.1 API key committed

The key is in \`config.py\`.

### 2.2 No authentication

Every route is open.

## 3. 🟠 High

| # | File | Problem |
|---|---|---|
| H1 | \`api.py\` | No rate limit |
| H2 | \`db.py\` | Pool never closed |

## 4. 🟡 Medium

| # | File | Problem |
|---|---|---|
| M1 | \`ui.ts\` | Spinner never stops |
| M2 | \`log.ts\` | Timestamps in local time |
`;

describe('an overview opening a numbered series of groups of findings restates them', () => {
  it('English: "## 1. Overall assessment" (a grade table) before "## 2. 🔴 Critical" adds no findings; its table stays as written', () => {
    const md = overview('1. Overall assessment') + series;
    expect(titles(md)).toEqual(['API key committed', 'No authentication', 'H1. No rate limit', 'H2. Pool never closed', 'M1. Spinner never stops', 'M2. Timestamps in local time']);
    expect(kept(md)).toContain('Needs work');
  });

  it('German and Korean headings the same: the rule reads the series, not the words', () => {
    expect(titles(overview('1. Gesamtbewertung') + series)).toHaveLength(6);
    expect(titles(overview('1. 종합 평가') + series)).toHaveLength(6);
  });

  it('innocent look-alike: a first member named for findings ("## 1. Security problems") is one of the series', () => {
    const t = titles(overview('1. Security problems') + series);
    expect(t).toHaveLength(9);
    expect(t).toContain('Tests');
  });
});

const issues = `# Library review

## Issues found

### 🔴 Critical

#### 1. Tokenizer drops the last byte

**File**: \`src/tok.swift\`

### ⚠️ Warnings

#### 2. Cache grows without bound

**File**: \`src/cache.swift\`

`;

const assessment = `## Architecture assessment

### Strengths ✅

- Clear module split
- Typed errors

### Areas for improvement 🔧

**Test coverage**
- Needs preprocessor tests
- Needs integration tests

**Performance**
- Batching could be faster
`;

describe('beside a section named for findings, a praise pair is the writer\'s assessment', () => {
  it('"### Strengths ✅" / "### Areas for improvement 🔧" after "## Issues found" adds no findings; its items stay under their heading', () => {
    const md = issues + assessment;
    expect(titles(md)).toEqual(['Tokenizer drops the last byte', 'Cache grows without bound']);
    expect(kept(md)).toContain('Needs integration tests');
  });

  it('a praise section beside severity groups, its partner a key conclusion ("### Ключевой вывод"), adds no findings', () => {
    const md = `# Проверка кода\n\n## Полный аудит\n\n### Блокеры\n\n1. Токен не истекает.\n2. Пароль в логе.\n\n### Что хорошо\n\n- Чистая модель данных.\n- Атомарная запись.\n\n### Ключевой вывод\n\nПрошлый аудит был неполным. Это означает:\n- первый пункт закрыт иначе;\n- старые правки больше не нужны.\n`;
    expect(titles(md)).toEqual(['Токен не истекает.', 'Пароль в логе.']);
    expect(kept(md)).toContain('Атомарная запись');
  });

  it('innocent look-alike: an area\'s pair ("## Privacy" / "### ✅ Done right" / "### ⚠️ Watch out") beside a findings section holds findings', () => {
    const t = titles(`${issues}## Privacy\n\n### ✅ Done right\n1. **Secrets**: kept server-side.\n\n### ⚠️ Watch out\n1. **Customer e-mails in the debug log**: anyone with log access sees them.\n`);
    expect(t).toContain('Customer e-mails in the debug log');
  });

  it('a praise entry of the writer\'s id series ("## C3 — Points positifs, à préserver" beside "## C1 — …", "## C2 — …") leaves its siblings one finding each', () => {
    const md = `# Audit\n\n# Block B — Bugs\n\n## B1 — Idle cash doubles down\n\nThe loop buys more.\n\n## B2 — Cap skipped\n\nOnly one caller checks.\n\n# Block C — Simplicity\n\n## C1 — One class of 1,900 lines\n\nThree parts would come out:\n\n- **the order book** (\`_execution_order\`)\n- **the broker pricing** (\`_commission\`)\n\n## C2 — Comments drift from the code\n\nDocstrings describe old intent:\n\n- \`_check_rolls\`: unchanged exposure\n- README: index exit keeps the position\n\n## C3 — Points positifs, à préserver\n\n- the seeded fixtures\n- the dense comments\n`;
    const t = titles(md);
    expect(t).not.toContain('the order book');
    expect(t.filter((x) => /Idle cash|Cap skipped/.test(x))).toHaveLength(2);
  });

  it('innocent look-alike: the same pair in a review with no section named for findings holds them', () => {
    const t = titles(`# Review of the parser\n\nLooked at the whole module.\n\n${assessment}`);
    expect(t.length).toBeGreaterThan(0);
    expect(t.join('\n')).toMatch(/Test coverage|preprocessor/);
  });
});
