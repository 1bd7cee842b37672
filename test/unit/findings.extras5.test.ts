// What stands beside the findings and is none of them (QA round 2, classes R2 and R3): residual risks, test gaps and
// coverage, defences found in place kept under their headings; a severity heading qualified by a note in brackets
// ("### 1.3 Open redirect — Low (theoretical)") keeps its severity. Each beside an innocent look-alike. Synthetic
// documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const titles = (md: string) => read(md).f.map((x) => x.title);
const kept = (md: string, text: string) => expect(JSON.stringify(read(md).r)).toContain(text);

describe('residual risks, test gaps, defences in place beside the findings are kept, no findings (beside-findings.ts namesAside)', () => {
  const doc = (findings: string, items: string[], aside: string, rest: string[]) =>
    `# Review\n\n## Outcome\n\nanswered — two problems.\n\n## ${findings}\n\n${items.map((x) => `- ${x}`).join('\n')}\n\n## ${aside}\n\n${rest.map((x) => `- ${x}`).join('\n')}\n`;
  it.each([
    ['en, residual risks', 'Findings', ['The upload handler buffers the whole file (high)', 'Retries never back off (medium)'], 'Residual risks', ['a compromised CI runner could still publish a build', 'the vendor SDK is not pinned']],
    ['en, test gaps', 'Issues', ['The upload handler buffers the whole file (high)', 'Retries never back off (medium)'], 'Test gaps', ['42 tests passed', 'build passed', 'no test covers the retry path yet']],
    ['de, Restrisiken', 'Befunde', ['Der Upload puffert die ganze Datei (hoch)', 'Wiederholungen warten nie (mittel)'], 'Restrisiken', ['ein kompromittierter CI-Runner könnte ein Build veröffentlichen', 'das SDK ist nicht gepinnt']],
    ['fr, couverture de tests', 'Constats', ["L'envoi garde tout le fichier en mémoire (haute)", 'Les reprises ne patientent jamais (moyenne)'], 'Couverture de tests', ['aucun test ne couvre les reprises', '57 tests réussis']],
    ['es, riesgos residuales', 'Hallazgos', ['La subida guarda todo el archivo en memoria (alta)', 'Los reintentos nunca esperan (media)'], 'Riesgos residuales', ['un runner de CI comprometido aún podría publicar', 'el SDK no está fijado']],
    ['ru, остаточные риски', 'Находки', ['Загрузка держит весь файл в памяти (высокий)', 'Повторы никогда не ждут (средний)'], 'Остаточные риски', ['скомпрометированный CI-раннер может опубликовать сборку', 'SDK поставщика не зафиксирован']],
    ['zh, 残余风险', '发现的问题', ['上传处理器把整个文件读入内存 (高)', '重试从不退避 (中)'], '残余风险', ['被攻破的 CI 仍可发布构建', '供应商 SDK 未锁定版本']],
    ['ja, 残存リスク', '指摘事項', ['アップロードがファイル全体をメモリに読む (高)', 'リトライが待たない (中)'], '残存リスク', ['侵害された CI ランナーがビルドを公開できる', 'ベンダー SDK が固定されていない']],
  ])('%s: the findings only, the aside kept as written', (_n, fh, items, ah, rest) => {
    const md = doc(fh, items, ah, rest);
    expect(titles(md)).toHaveLength(2);
    kept(md, rest[1]!);
  });

  it.each([
    ['en', 'Findings', 'Defences confirmed'],
    ['de', 'Befunde', 'Schutzmaßnahmen vorhanden'],
    ['en', 'Findings', 'What is already safe'],
  ])('%s: a numbered "### 3. <defences>" among numbered findings is kept under its heading', (_n, fh, aside) => {
    const md = `# Review\n\n## ${fh}\n\n### 1. Upload handler buffers everything (High)\n\nThe handler reads the file into memory.\n\n### 2. Retries never back off (Medium)\n\nA 503 is retried at once.\n\n### 3. ${aside}\n\n- uploads are scanned before they are stored\n- admin pages need a second factor\n`;
    expect(titles(md)).toEqual(['Upload handler buffers everything', 'Retries never back off']);
    kept(md, 'admin pages need a second factor');
  });

  it('innocent: a return whose only section is its test gaps lists them as its findings', () => {
    const md = `# Review\n\n## Outcome\n\nanswered\n\n## Test gaps\n\n- no test covers the retry path\n- the upload handler has no test for files over 1 GiB\n`;
    expect(titles(md)).toEqual(['no test covers the retry path', 'the upload handler has no test for files over 1 GiB']);
  });

  it('test gaps that report no check that passed, beside the findings, are tests still to write: kept, no findings (eighteenth R5)', () => {
    const md = `# Review\n\n## Findings\n\n- The upload handler buffers the whole file (high)\n\n## Test gaps\n\n- no test covers the retry path\n- the parser has no test for empty input\n`;
    expect(titles(md)).toEqual(['The upload handler buffers the whole file']);
    kept(md, 'the parser has no test for empty input');
  });

  it('innocent: a finding titled with a word of a risk register is still a finding', () => {
    const md = `# Review\n\n## Findings\n\n### 1. Coverage report is never uploaded (High)\n\nThe CI step writes it to a temp folder.\n\n### 2. Retries never back off (Medium)\n\nA 503 is retried at once.\n`;
    expect(titles(md)).toEqual(['Coverage report is never uploaded', 'Retries never back off']);
  });
});

describe('a severity heading qualified by a note in brackets keeps its severity (findings.ts SEVERITY_TAIL)', () => {
  const md = (h1: string, h2: string) =>
    `# Audit\n\n## Outcome\n\nanswered\n\n## 1. Security\n\n### 1.1 ${h1}\n\nTokens sit in localStorage, so any injected script can read them.\n\n### 1.2 ${h2}\n\nOnly relative targets are accepted; nothing to change.\n\n### 1.3 Install script — Low\n\n- restarts the service only when asked: fine.\n- packages float to the latest release: lock them.\n`;
  it.each([
    ['en', 'Session tokens in local storage — Medium (real)', 'Open redirect on login — Low (theoretical)', ['medium', 'low']],
    ['de', 'Sitzungstokens im localStorage — Mittel (real)', 'Offene Weiterleitung beim Login — Niedrig (theoretisch)', ['medium', 'low']],
    ['es', 'Tokens de sesión en localStorage — Alta (real)', 'Redirección abierta en el login — Baja (teórica)', ['high', 'low']],
  ])('%s: title the heading\'s, severity from its suffix; the bullets under a sibling are one finding', (_n, h1, h2, sev) => {
    const f = read(md(h1, h2)).f;
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      [h1.split(' — ')[0], sev[0]],
      [h2.split(' — ')[0], sev[1]],
      ['Install script', 'low'],
    ]);
  });

  it('innocent: a note in brackets after a word that is no severity leaves the title whole, no severity', () => {
    const f = read(md('Session tokens in local storage — see below (real)', 'Open redirect on login — Low (theoretical)')).f;
    expect(f[0]!.severity).toBeUndefined();
    expect(f[0]!.title).toContain('Session tokens in local storage');
  });
});

describe('a bullet that judges its point fine is no finding (fine-verdict.ts judgedFine)', () => {
  it.each([
    ['en', 'restarts the service only when asked: fine.', 'the backup job runs as root: not fine, drop privileges.'],
    ['en, dash', 'writes its log to /tmp — OK', 'failures are mailed to nobody'],
    ['de', 'Neustart nur auf Anfrage: in Ordnung.', 'der Backup-Job läuft als root: nicht in Ordnung, Rechte abgeben.'],
    ['es', 'reinicia el servicio solo si se pide: correcto.', 'el respaldo corre como root: hay que quitarle privilegios.'],
    ['zh', '只在需要时重启服务：没问题。', '备份任务以 root 运行：需要降权。'],
  ])('%s: the fine point kept as written, the others findings', (_n, fine, other) => {
    const md = `# Audit\n\n## 1. Findings\n\n### 1.1 Install script\n\n- ${fine}\n- packages float to the latest release: lock them.\n\n### 1.2 Cron jobs\n\n- ${other}\n- nobody reads the cron output\n`;
    const t = titles(md);
    expect(t).toHaveLength(3);
    expect(t.join('|')).not.toContain(fine.slice(0, 12));
    kept(md, fine.slice(0, 12));
  });

  it('innocent: a real findings list whose items say "not fine" or go on after "fine, but" stays findings', () => {
    const md = `# Review\n\n## Findings\n\n- The retry loop: not fine, it never backs off\n- Token storage: fine, but the refresh token never expires\n- Error pages leak stack traces\n`;
    expect(titles(md)).toHaveLength(3);
  });
});
