// A group inside a group (QA round 38 class 4, doc 09): numbered sections ("## 2. Frontend") over sub-groups ("### Bugs
// críticos") whose entries are `####` headings ("#### BUG-01 — …" over "**Archivo:**" / "**Problema:**" lines). Once
// one numbered section held a findings-like table ("| Elemento | Estado | Prioridad |"), the numbered series became
// groups of findings, taken in after the sub-group found first: both were read, the outer one taking the entries'
// bodies as findings of its own (titled by their "**Problema:**" lines) and the sub-group counting them again, and
// the sub-groups' and entries' headings were written nowhere. The outer group now holds the sub-group, read as a
// top-level group reads it: one finding per `####` heading, titled by it, counted once; the same with or without the
// table; every heading's words in the written return. Near-misses: the same document without the table (its reading
// unchanged), and one whose table sits outside the numbered series.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();

interface Lang {
  title: string;
  arch: string;
  structural: string;
  items: [string, string];
  frontend: string;
  bugs: string;
  entries: { heading: string; words: string; file: string; problem: string }[];
  fileLabel: string;
  problemLabel: string;
  state: string;
  stateItem: string;
  devops: string;
  missing: string;
  table: [string, string];
}

const langs: [string, Lang][] = [
  [
    'Spanish',
    {
      title: 'Auditoría de la app de finanzas',
      arch: '## 1. Arquitectura',
      structural: '### Problemas estructurales',
      items: ['Todo en un archivo.', 'Sin capas.'],
      frontend: '## 2. Frontend',
      bugs: '### Bugs críticos',
      entries: [
        { heading: 'BUG-01 — `Inicio.jsx`: Hooks fuera del componente', words: 'Hooks fuera del componente', file: '`client/src/pages/Inicio.jsx`', problem: 'Los `useState` están fuera.' },
        { heading: 'BUG-02 — `App.jsx`: `Inicio` no importado', words: 'no importado', file: '`client/src/App.jsx`', problem: 'falta el import.' },
      ],
      fileLabel: 'Archivo',
      problemLabel: 'Problema',
      state: '### Problemas de estado',
      stateItem: 'No hay estado global.',
      devops: '## 3. DevOps',
      missing: '### Qué falta',
      table: ['| Elemento | Estado | Prioridad |', '| `Dockerfile` | ❌ No existe | 🟡 |'],
    },
  ],
  [
    'English',
    {
      title: 'Audit of the ledger app',
      arch: '## 1. Architecture',
      structural: '### Structural problems',
      items: ['Everything lives in one file.', 'No layers at all.'],
      frontend: '## 2. Frontend',
      bugs: '### Critical bugs',
      entries: [
        { heading: 'BUG-01 — `Home.jsx`: hooks outside the component', words: 'hooks outside the component', file: '`client/src/pages/Home.jsx`', problem: 'the `useState` calls sit outside.' },
        { heading: 'BUG-02 — `App.jsx`: `Home` never imported', words: 'never imported', file: '`client/src/App.jsx`', problem: 'the import is missing.' },
      ],
      fileLabel: 'File',
      problemLabel: 'Problem',
      state: '### State problems',
      stateItem: 'No global state at all.',
      devops: '## 3. DevOps',
      missing: '### What is missing',
      table: ['| Item | State | Priority |', '| `Dockerfile` | ❌ Missing | 🟡 |'],
    },
  ],
  [
    'German',
    {
      title: 'Prüfung der Haushalts-App',
      arch: '## 1. Architektur',
      structural: '### Strukturelle Probleme',
      items: ['Alles steht in einer Datei.', 'Keine Schichten.'],
      frontend: '## 2. Frontend',
      bugs: '### Kritische Fehler',
      entries: [
        { heading: 'BUG-01 — `Start.jsx`: Hooks außerhalb der Komponente', words: 'Hooks außerhalb der Komponente', file: '`client/src/pages/Start.jsx`', problem: 'die `useState`-Aufrufe stehen außerhalb.' },
        { heading: 'BUG-02 — `App.jsx`: `Start` nie importiert', words: 'nie importiert', file: '`client/src/App.jsx`', problem: 'der Import fehlt.' },
      ],
      fileLabel: 'Datei',
      problemLabel: 'Problem',
      state: '### Zustandsprobleme',
      stateItem: 'Kein globaler Zustand.',
      devops: '## 3. DevOps',
      missing: '### Was fehlt',
      table: ['| Element | Status | Priorität |', '| `Dockerfile` | ❌ Fehlt | 🟡 |'],
    },
  ],
];

/** The document; `table`: with the DevOps section and its table (`outside`: under an unnumbered heading after the series). */
function doc(l: Lang, table: 'none' | 'series' | 'outside'): string {
  const out = [`# ${l.title}`, '', l.arch, '', l.structural, '', ...l.items.map((t) => `- ${t}`), '', l.frontend, '', l.bugs, ''];
  for (const e of l.entries) out.push(`#### ${e.heading}`, `**${l.fileLabel}:** ${e.file}`, `**${l.problemLabel}:** ${e.problem}`, '');
  out.push(l.state, '', `- ${l.stateItem}`, '');
  if (table !== 'none') {
    const [head, row] = l.table;
    const rule = head.replace(/[^|]/g, '-');
    out.push(table === 'series' ? l.devops : '## DevOps', '', l.missing, '', head, rule, row, '');
  }
  return out.join('\n');
}

const headings = (text: string) => text.split('\n').filter((x) => /^#{1,6} /.test(x)).map((x) => x.replace(/^#+ +/, '').replace(/`/g, ''));
const plain = (s: string) => s.replace(/`/g, '');

describe('a group of `####` findings inside a numbered group: titled by its headings, counted once, with or without a table', () => {
  describe.each(langs)('%s', (_lang, l) => {
    it('with a findings-like table in the numbered series: the numbered sections are groups, the sub-group reads its entries once', () => {
      const text = doc(l, 'series');
      const { j, md, pulled } = returnAndPull(w, text, `nested ${_lang}`);
      const titles = j.findings.map((f) => plain(f.title));
      expect(titles).toHaveLength(6);
      expect(titles.slice(0, 2)).toEqual(l.items);
      for (const [k, e] of l.entries.entries()) expect(titles[2 + k]).toContain(e.words);
      expect(titles[4]).toBe(l.stateItem);
      expect(titles[5]).toContain('Dockerfile');
      // Each entry counted once: its problem line is no finding of its own.
      for (const e of l.entries) expect(j.findings.filter((f) => f.text.includes(e.problem))).toHaveLength(1);
      expect(pulled.map((f) => plain(f.title))).toEqual(titles);
      // Every heading's words reach the written return.
      for (const h of headings(text)) expect(plain(md)).toContain(h);
    });

    it('near-miss: the same document without the table reads the same findings, titled alike', () => {
      const { j, md } = returnAndPull(w, doc(l, 'none'), `nested none ${_lang}`);
      const titles = j.findings.map((f) => plain(f.title));
      expect(titles).toHaveLength(5);
      expect(titles.slice(0, 2)).toEqual(l.items);
      for (const [k, e] of l.entries.entries()) expect(titles[2 + k]).toContain(e.words);
      expect(titles[4]).toBe(l.stateItem);
      for (const h of headings(doc(l, 'none'))) expect(plain(md)).toContain(h);
    });

    it('near-miss: the table outside the numbered series: the same findings plus its row', () => {
      const text = doc(l, 'outside');
      const { j, md } = returnAndPull(w, text, `nested outside ${_lang}`);
      const titles = j.findings.map((f) => plain(f.title));
      expect(titles).toHaveLength(6);
      for (const [k, e] of l.entries.entries()) expect(titles[2 + k]).toContain(e.words);
      for (const h of headings(text)) expect(plain(md)).toContain(h);
    });
  });
});
