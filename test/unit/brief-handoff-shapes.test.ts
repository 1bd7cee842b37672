// Handoffs of work under way, as sessions write them at their end, in generated variants (languages,
// wording): a dated title keeps its label; the open problems a handoff leaves are what to deliver, their
// first item the first step; a proposed scope and a verification plan are both what to deliver; risk
// boundaries are constraints, references already read are pointers; Polish, Portuguese and Korean headings;
// a handoff that states no why gets one derived from its title, and placement says so; a heading's joining
// words are its own language's ("What I changed" is not cut at "I"); a heading both kinds keep ("Problemas
// conhecidos") makes no brief. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';
import { parseDoc } from '../../src/brief/document.js';
import { documentKind } from '../../src/brief/document-type.js';
import { headingParts } from '../../src/brief/loose-headings.js';

const task = (await builtInKinds()).get('task')!;
const read = (md: string) => importBrief(md, task);
const where = (r: ReturnType<typeof read>, from: string) => r.placement.find((p) => p.from.includes(from))?.to ?? '';

describe('a title that is a label and a date keeps its label', () => {
  it.each([
    ['Session Handoff — 2026-05-07 (latest)'],
    ['Übergabe: 07.05.2026 (最新)'],
    ['Handoff — 2026-11-30 (final)'],
    ['Передача — 30.11.2026 (вечер)'],
  ])('"%s" is the title whole', (title) => {
    const r = read(`# ${title}\n\n## Why\nw\n\n## Deliver\nd\n\n## First step\nf\n`);
    expect(r.answers.title).toBe(title);
  });
  it('a label over words is the title whole too ("Handoff — parser split (v2)"): the writer named it so', () => {
    expect(read('# Handoff — parser split (v2)\n\n## Why\nw\n').answers.title).toBe('Handoff — parser split (v2)');
  });
});

describe("the open problems a handoff leaves are what to deliver, the first the first step", () => {
  const docs: [string, string, string, string, string][] = [
    ['en h3', 'Goal', 'Teach the robot to trot.', 'Open problems', '### 1. Check the posture first (top priority)\n- Body height is below target.\n\n### 2. Re-enable height control\n- After the posture check.\n'],
    ['en one h3', 'Goal', 'Teach the robot to trot.', 'Open problems', '### 1. Check the posture first (top priority)\n- Body height is below target.\n'],
    ['ko', '목적', '맵 로딩 시간을 2초 이하로 줄인다.', '미결 문제', '1. Check the posture first (최우선)\n2. 로딩 화면 깜빡임\n'],
    ['de', 'Ziel', 'Der Roboter soll traben.', 'Offene Probleme', '- Check the posture first\n- Höhenregelung wieder einschalten\n'],
    ['pl', 'Cel', 'Robot ma kłusować.', 'Otwarte problemy', '1. Check the posture first\n2. Włączyć kontrolę wysokości\n'],
  ];
  for (const [lang, whyHeading, why, heading, body] of docs) {
    it(lang, () => {
      const r = read(`# Robot — next session\n\n## ${whyHeading}\n${why}\n\n## ${heading}\n${body}`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.why, p).toBe(why);
      expect(r.answers.deliver, p).toContain('Check the posture first');
      expect(r.answers.firstStep, p).toContain('Check the posture first');
      expect(where(r, heading)).toMatch(/^What to deliver/);
    });
  }
});

describe('a proposed scope and a verification plan are both what to deliver; boundaries, references', () => {
  const docs: [string, string, string, string, string][] = [
    ['en', 'Proposed v1 scope', 'Verification plan', 'Risk boundaries', 'Official references already checked'],
    ['fr', 'Périmètre', "Critères d'acceptation", 'Limites', 'Documentation officielle'],
    ['pl', 'Zakres prac', 'Kryteria akceptacji', 'Ograniczenia', 'Pliki referencyjne'],
    ['pt', 'Escopo do projeto', 'Critérios de aceitação', 'Restrições', 'Documentação oficial'],
  ];
  for (const [lang, scope, check, bounds, refs] of docs) {
    it(lang, () => {
      const r = read(`# Handoff: dark theme\n\n## Goal\nPublish a dark theme.\n\n## ${scope}\n1. Four palettes\n2. A README with screenshots\n\n## ${refs}\n- docs/themes.md\n\n## ${check}\n- Validate every theme file with jq.\n\n## ${bounds}\n- Do not publish before the local install passes.\n\n## First step\nWrite the palettes.\n`);
      const p = JSON.stringify(r.placement);
      expect(r.answers.deliver, p).toContain('Four palettes');
      expect(r.answers.deliver, p).toContain('Validate every theme file');
      expect(r.answers.fields.constraints, p).toContain('Do not publish');
      // ("already checked" says more than the name Pointers: the heading is kept as the list's first line.)
      expect(r.answers.pointers, p).toEqual(['docs/themes.md']);
      // (The heading's words the tool's "Pointers" does not write are a note apart from the items, written
      // above the first: "already checked". Another language's name that is one of Pointers' own phrases in
      // prompts/headings.txt says nothing more: no note, heading-rest.ts headingIsSectionName.)
      expect(r.notes.pointers?.map((n) => n.heading), p).toEqual(lang === 'en' ? [refs] : undefined);
    });
  }
});

describe('Polish, Portuguese and Korean handoffs', () => {
  it('pl: a priority list is what to deliver and its first item the first step; Kontekst, Pliki referencyjne', () => {
    const r = read('# CRM — następna sesja\n\n## Kontekst\nAplikacja działa na produkcji.\n\n## 🎯 Priorytet — testy użytkownika\n1. Zaproś testera do logowania\n2. Zbierz zgłoszenia\n\n## 🔐 Bezpieczeństwo — TODO\n- [ ] Zmienić hasło FTP\n- [ ] Włączyć 2FA\n\n## 📚 Pliki referencyjne\n- PROGRESS.md — co zrobione\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toContain('Zaproś testera');
    expect(r.answers.firstStep, p).toBe('Zaproś testera do logowania');
    expect(r.answers.context, p).toContain('Aplikacja działa');
    expect(r.answers.pointers, p).toEqual(['PROGRESS.md — co zrobione']);
  });
  it.each([
    ['en', 'Top priority — user tests', 'TODO later'],
    ['ko', '🎯 최우선 과제', '보안 — TODO'],
    ['de', 'Oberste Priorität: Nutzertests', 'Sicherheit — TODO'],
  ])('%s: a section that says it comes first wins over a TODO list further down', (_lang, first, todo) => {
    const r = read(`# App — next session\n\n## Context\nLive since Monday.\n\n## ${first}\n1. Invite the tester\n2. Collect reports\n\n## ${todo}\n- [ ] Rotate the FTP password\n- [ ] Turn on 2FA\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toBe('Invite the tester');
    expect(r.answers.deliver, p).toContain('Collect reports');
  });
  it('pl: Cel, Następne kroki, Decyzje', () => {
    const r = read('# Sklep\n\n## Cel\nSkrócić czas ładowania.\n\n## Decyzje\n- Zostajemy przy Postgresie\n\n## Następne kroki\n1. Zmierzyć czas ładowania\n2. Dodać cache\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe('Skrócić czas ładowania.');
    expect(r.answers.firstStep, p).toBe('Zmierzyć czas ładowania');
    expect(r.answers.decided, p).toEqual(['Zostajemy przy Postgresie']);
  });
  it('pt and ko: status and priorities', () => {
    const pt = read('# Loja — próxima sessão\n\n## Objetivo\nReduzir o tempo de carga.\n\n## Status atual\nO cache está desligado.\n\n## Prioridades\n1. Medir a carga\n2. Ligar o cache\n');
    expect(pt.answers.context, JSON.stringify(pt.placement)).toContain('O cache está desligado');
    expect(pt.answers.firstStep, JSON.stringify(pt.placement)).toBe('Medir a carga');
    const ko = read('# 상점 — 다음 세션\n\n## 목적\n로딩 시간을 줄인다.\n\n## 현황\n캐시가 꺼져 있다.\n\n## 우선순위\n1. 로딩 측정\n2. 캐시 켜기\n');
    expect(ko.answers.context, JSON.stringify(ko.placement)).toContain('캐시가 꺼져 있다');
    expect(ko.answers.firstStep, JSON.stringify(ko.placement)).toBe('로딩 측정');
  });
});

describe('a label read as a Context heading keeps its words when it says more than "Status"', () => {
  it.each([
    ['pl', '**Status produkcji:** ✅ działa od poniedziałku.', 'Status produkcji'],
    ['en', '**Production status:** live since Monday.', 'Production status'],
  ])('%s', (_lang, line, label) => {
    const r = read(`# Shop — next session\n\n${line}\n\n## Why\nw\n\n## Deliver\nd\n\n## Key files\n- src/app.ts\n\n## First step\nf\n`);
    expect(r.answers.context, JSON.stringify(r.placement)).toContain(label);
  });
});

describe('a handoff that states no why gets none (never invented from its title): it is asked for', () => {
  const docs: [string, string][] = [
    ['en', '# Exporter — Session Handoff (session 3)\n\n**Status:** M1–M3 shipped.\n\n## ⚠️ FIRST: unpushed commits\nAsk the user before pushing.\n\n## Open findings / next-session candidates\n- Retry logic drops the last batch.\n- CLI docs are missing.\n'],
    ['de', '# Übergabe: Lager-Sync\n\n## Erledigt\n- Import läuft\n\n## Nächste Schritte\n1. Export-Job schreiben\n2. Cron stündlich stellen\n'],
    ['ko, no handoff title, a done section', '# 상점 앱\n\n## 완료된 작업\n- 로그인 화면\n\n## 다음 단계\n1. 결제 연결\n2. 테스트\n'],
  ];
  for (const [lang, md] of docs) {
    it(lang, () => {
      const r = read(md);
      const p = JSON.stringify(r.placement);
      expect(r.answers.why, p).toBe('');
      expect(r.given.has('why'), p).toBe(false);
      expect(r.placement.find((x) => x.to.startsWith('Why this slice exists')), p).toBeUndefined();
      expect(r.answers.firstStep, p).not.toBe('');
    });
  }
  it('a ticket that states no why is not a handoff: still no why', () => {
    const r = read('# Add rate limiting\n\n## Acceptance criteria\n- 429 after 100 requests\n\n## First step\nRead the middleware.\n');
    expect(r.answers.why).toBe('');
  });
  it('a stated why is kept, never derived', () => {
    const r = read('# Session handoff: exporter\n\n## Why\nThe job times out.\n\n## Next steps\n1. Profile\n2. Stream\n');
    expect(r.answers.why).toBe('The job times out.');
  });
});

describe("a heading's joining words are its own language's", () => {
  it.each([
    ['What I changed', ['what', 'changed']],
    ["Ce qu'il y a à faire", ['ce qu il', 'a à faire']],
    ['Travail en cours et prochaines étapes', ['travail', 'cours et prochaines étapes']],
  ])('"%s" is not cut at a word of another meaning', (h, not) => {
    const parts = headingParts(h).map((x) => x.toLowerCase());
    for (const x of not) expect(parts, JSON.stringify(parts)).not.toContain(x);
  });
  it.each([
    ['Kontekst i cel', ['kontekst', 'cel']],
    ['Contexto y objetivo', ['contexto', 'objetivo']],
    ['Próximos passos e riscos', ['próximos passos', 'riscos']],
    ['Travail en cours et prochaines étapes', ['travail en cours', 'prochaines étapes']],
  ])('"%s" is cut at its own joining word', (h, want) => {
    const parts = headingParts(h).map((x) => x.toLowerCase());
    for (const x of want) expect(parts, JSON.stringify(parts)).toContain(x);
  });
  it('an English "Files I did not touch" is no list of pointers', () => {
    const r = read('# T\n\n## Why\nw\n\n## Deliver\nd\n\n## Files I did not touch\n- src/legacy.ts\n\n## First step\nf\n');
    expect(r.answers.pointers, JSON.stringify(r.placement)).toEqual([]);
  });
});

describe('a heading both kinds keep names no brief', () => {
  it.each([['Problemas conhecidos'], ['Known problems'], ['Bekannte Probleme']])('"%s" is not among the brief\'s headings', (h) => {
    const k = documentKind(parseDoc(`# X\n\n## Objetivo\nReduzir o tempo.\n\n## ${h}\n- lento\n`));
    expect(k.because).not.toContain(h);
  });
});

describe('the intro states why when no section does; a label of several items is no why', () => {
  it.each([
    ['en', '# Greenhouse sensors — plan\n\nTwo of the four sensors still send no readings to the hub. Notes per sensor follow.\n\n## 1. Sensor B\n**Problem:** the battery reads 2.1 V.\n\n## 2. Sensor D\n**Problem:** it joins the wrong network.\n\n## To do, in order\n1. Replace the battery of sensor B.\n2. Re-pair sensor D.\n', 'still send no readings'],
    ['fr', '# Vélo-Loc — passation\n\nUne plateforme de réservation pour un loueur de vélos à Lyon, avec un acompte en ligne.\n\n## 1 · Contenu\n| Fichier | Rôle |\n|---|---|\n| `Accueil.html` | Site public |\n\n## 2 · Fonctions livrées\n### 2.1 · Import des tarifs (tâches #4)\n- Reste : fusionner les grilles\n\n## 3 · Prochaines étapes\n1. Paiement en ligne\n2. Export comptable\n', 'loueur de vélos'],
  ])('%s', (_lang, md, why) => {
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toContain(why);
    expect(r.answers.context, p).not.toContain(why);
    expect(where(r, '(the intro)')).toBe('Why this slice exists (the intro: no section says why)');
  });
  it('the fr one: a "Reste" inside work delivered is not what to deliver', () => {
    const r = read('# Vélo-Loc — passation\n\nUne plateforme de réservation pour un loueur de vélos à Lyon.\n\n## Fonctions livrées\n### Import des tarifs (tâches #4)\n- Reste : fusionner les grilles\n- Reste : trier\n\n## Prochaines étapes\n1. Paiement en ligne\n2. Export comptable\n');
    expect(r.answers.deliver, JSON.stringify(r.placement)).toContain('Paiement en ligne');
  });
});

describe('a plan in phases is what to deliver, the first item of phase 1 the first step; parked work is out of scope', () => {
  it.each([
    ['en', 'Phase', 'Parking lot'],
    ['es', 'FASE', 'Icebox'],
    ['it', 'TAPPA', 'Più avanti (non ora)'],
    ['ru', 'Этап', 'На потом'],
  ])('%s', (_lang, word, later) => {
    const r = read(`# Kiosk — next session roadmap\n\n## 🔴 ${word} 1: Stabilise (2h)\n\n### 1.1 Pin the sensor firmware\n- Flash v2.3\n\n### 1.2 Watchdog on the display loop\n\n## 🟡 ${word} 2: Polish (3h)\n\n### 2.1 Night mode\n\n## ⚪ ${later}\n- Rewrite in Rust\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toContain('Stabilise');
    expect(r.answers.deliver, p).toContain('Night mode');
    expect(r.answers.firstStep, p).toMatch(/^Pin the sensor firmware/);
    expect(r.answers.outOfScope, p).toEqual(['Rewrite in Rust']);
  });
});

describe('a step that says it comes first inside the open problems is their first item, the problems what to deliver', () => {
  it.each([
    ['en', 'Current state', 'Open problems', 'top priority'],
    ['de', 'Aktueller Stand', 'Offene Probleme', 'höchste Priorität'],
    ['ko', '현재 상태', '미결 문제', '최우선'],
  ])('%s', (_lang, state, open, prio) => {
    const r = read(`# Robot — next session\n\n## Goal\nTeach the robot to trot.\n\n## ${state}\nStage 1 stands for 60 s.\n\n## ${open}\n\n### 1. Check the posture first (${prio})\n- Body height is below target.\n- Feet barely lift.\n\n### 2. Re-enable height control\n- After the posture check.\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toContain('Check the posture first');
    expect(r.answers.deliver, p).toContain('Re-enable height control');
    expect(r.answers.firstStep, p).toMatch(/^Check the posture first/);
  });
});

describe('every section naming the kind\'s constraints joins them', () => {
  it.each([
    ['en', 'Environment / safety (READ FIRST)', 'Traps / notes'],
    ['es', 'Reglas de seguridad', 'Trampas'],
  ])('%s', (_lang, a, b) => {
    const r = read(`# Verifier — handoff\n\n## Why\nw\n\n## ${a}\n- Use the venv python.\n\n## Next steps\n1. Reproduce the mismatch\n2. Fix the offset\n\n## ${b}\n- Merging publishes at once.\n`);
    const c = r.answers.fields.constraints ?? '';
    expect(c, JSON.stringify(r.placement)).toContain('venv python');
    expect(c).toContain('Merging publishes');
  });
});
