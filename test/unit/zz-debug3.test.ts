import { it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
const FINDINGS = '\n## Findings\n\n### 1. Cache key ignores locale\nThe key omits the locale.\n\n### 2. Retry loop never backs off\nIt spins.\n';
const HEAD = `# Block D review\n\n## Summary\n\nA pass over block D of the importer.\n${FINDINGS}`;
it('dbg', () => {
  for (const [h, s] of [['Fazit','Die beiden blockierenden Probleme aus der ersten Runde sind behoben, nichts Schweres ist mehr offen.'],['Fazit','Die beiden Probleme sind behoben.'],['結論','前回の重大な問題は修正済みで、重大な未解決の問題はない。'],['結論','前回の重大な問題は修正済み。'],['结论','上一轮的严重问题已修复，没有未解决的严重问题。'],['Вывод','Обе блокирующие проблемы исправлены, серьёзных открытых проблем нет.'],['Conclusión','Los dos problemas graves están corregidos y no queda nada grave abierto.'],['Conclusion','Les deux problèmes bloquants sont corrigés et rien de grave ne reste ouvert.'],['Conclusion','The fix is blocked by the missing staging credentials.'],['Conclusion','We looked at the upload path for two days.'],['Conclusion','Nothing in the upload path is open to the internet.'], ...['All 7 issues are fixed.', 'The two blocking problems are fixed.', 'The two blocking problems from the first round are fixed.', 'The two blocking problems from the first round are fixed and nothing severe is open.', 'Nothing severe is open.', 'The one high issue was fixed and no critical or high issue remains.', 'Blocked by the missing staging credentials.', 'The release is blocked by the missing staging credentials.'].map((x) => (Array.isArray(x) ? x : ['Conclusion', x]))]) {
    const { r } = readReturn(`${HEAD}\n## ${h}\n\n${s}\n`);
    console.log(s, '=>', r.outcomeFrom ? r.answers.outcome : null);
  }
});
