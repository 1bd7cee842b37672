// A return's sections that tell what the work did or what exists (a work summary, the architecture, a folder tree, the
// endpoints, the screens), when nothing in them states a problem, are context kept under their headings, not findings
// (QA 38 doc 10, noona 코드리뷰: 25 findings for 5), in any language (prompts/headings.txt return.described, kept-roles.ts
// describesWork). Near-misses: a section so named that states problems stays findings, and a section of remaining
// issues keeps its items.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa38 described sections');
function run(text: string): { stderr: string; titles: string[] } {
  const r = handoff.returnBody(text, '--force', '--outcome', 'answered');
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return { stderr: r.stderr, titles: j.findings.map((f) => (f as { title?: string }).title ?? String(f)) };
}

const KO =
  '# 쇼핑몰 · 코드리뷰\n\n## 1. 이번 작업 요약\n\n| 영역 | 내용 |\n|------|------|\n| 회원 | 회원가입 · 로그인 · 내정보 |\n| 상품 | 상품 목록 · 상세 페이지 |\n\n' +
  '## 2. 백엔드 폴더 구조\n\n```\nbackend/\n ├ config/db.js    Mongo 연결\n └ router.js       라우트 테이블\n```\n\n' +
  '## 3. 도메인별 엔드포인트\n\n### auth\n- `POST /auth/signup` — 회원가입\n- `POST /auth/login` — 로그인\n\n### product\n- `GET /products` — 목록\n\n';
const ES =
  '# Tienda · revisión de código\n\n## 1. Resumen del trabajo\n\n| Área | Contenido |\n|------|------|\n| Miembros | registro · login · perfil |\n| Productos | listado · detalle |\n\n' +
  '## 2. Estructura de carpetas\n\n```\nbackend/\n ├ config/db.js    conexión Mongo\n └ router.js       tabla de rutas\n```\n\n' +
  '## 3. Endpoints\n\n- `POST /auth/signup` — registro\n- `POST /auth/login` — login\n- `GET /products` — listado\n\n';

describe('a work summary, a folder tree and the endpoints are no findings', () => {
  it.each([
    ['Korean', KO + '## 4. 코드리뷰 노트\n\n- [ ] **관리자 UI 미연결** — 등록 API는 있으나 화면이 없음.\n- [ ] **인증 토큰 부재** — 서버측 인가 없음.\n', ['1. 이번 작업 요약', '2. 백엔드 폴더 구조', '3. 도메인별 엔드포인트']],
    ['Spanish', ES + '## 4. Notas de la revisión\n\n- [ ] **UI de administración sin conectar** — la API existe pero no hay pantalla.\n- [ ] **Sin token de autenticación** — no hay autorización en el servidor.\n', ['1. Resumen del trabajo', '2. Estructura de carpetas', '3. Endpoints']],
  ])('%s', (_what, text, kept) => {
    const { stderr, titles } = run(text);
    for (const h of kept) expect(stderr).toContain(`${h} -> kept as its own section`);
    expect(titles).toHaveLength(2);
    expect(titles.join('\n')).not.toMatch(/POST|GET|backend|회원|Miembros/);
  });
});

describe('near-miss: a section named for the architecture that states problems stays findings', () => {
  it.each([
    ['Korean', KO.replace('## 2. 백엔드 폴더 구조', '## 2. 아키텍처\n\n- ⚠️ 컨트롤러와 라우터가 분리되어 있지 않음.\n- ⚠️ 서비스 계층에 검증 로직이 없음.\n\n## 2-1. 백엔드 폴더 구조') + '## 4. 코드리뷰 노트\n\n- [ ] **관리자 UI 미연결** — 화면이 없음.\n', /컨트롤러/],
    ['Spanish', ES.replace('## 2. Estructura de carpetas', '## 2. Arquitectura general\n\n- No hay separación entre rutas y controladores.\n- Falta validación en los servicios.\n\n## 2-1. Estructura de carpetas') + '## 4. Notas de la revisión\n\n- [ ] **UI de administración sin conectar** — no hay pantalla.\n', /separación/],
  ])('%s', (_what, text, arch) => {
    const { titles } = run(text);
    expect(titles.join('\n')).toMatch(arch);
    expect(titles.join('\n')).not.toMatch(/POST|GET|backend/);
  });
});

describe('near-miss: a section of remaining issues keeps its items beside a work summary and the endpoints', () => {
  it.each([
    ['Korean', KO + '## 4. 남은 문제\n\n- 관리자 UI 미연결.\n- 인증 토큰 부재.\n- 회원 PK가 UUID가 아님.\n', /관리자 UI/],
    ['Spanish', ES + '## 4. Problemas pendientes\n\n- Falta la UI de administración.\n- No hay token de autenticación en el servidor.\n- La clave del miembro no es un UUID.\n', /UI de administración/],
  ])('%s', (_what, text, first) => {
    const { titles } = run(text);
    expect(titles).toHaveLength(3);
    expect(titles[0]).toMatch(first);
  });
});

// "## Czego audyt NIE objął" (what the audit did not cover, QA 38 doc 12) beside the findings: the review's reach, kept
// under its heading (headings.txt return.reach), in Polish and English; not a finding.
describe('what the audit did not cover is no finding', () => {
  it.each([
    ['Polish', '# Raport końcowy audytu\n\n## Co audyt znalazł\n\n- **Dashboard wywalał się** na pozycji domkniętej częściowo.\n- **Cztery miejsca liczyły pieniądze** binarnym `float`.\n\n## Czego audyt NIE objął\n\n- **Klikanie po żywej aplikacji z danymi.** Widoki sprawdzone tylko w przeglądarce.\n', 'Czego audyt NIE objął'],
    ['English', '# Final audit report\n\n## What the audit found\n\n- **Dashboard crashed** on a partly closed position.\n- **Four places computed money** with a binary `float`.\n\n## What the audit did not cover\n\n- **Clicking through the live app with data.** Views were only checked in the browser.\n', 'What the audit did not cover'],
  ])('%s', (_what, text, heading) => {
    const { stderr, titles } = run(text);
    expect(stderr).toContain(`${heading} -> kept as its own section`);
    expect(titles).toHaveLength(2);
    expect(titles.join('\n')).not.toMatch(/Klikanie|Clicking/);
  });
});
