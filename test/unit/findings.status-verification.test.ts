// A status field whose value is a verification word, in each language of the heading table: the value says
// whether the finding was checked ("Status: NIEZWERYFIKOWANE" is not, "Статус: проверено" is); a status
// that is not such a word ("Status: open") says nothing of it. Words kept in prompts/verification.txt.

import { describe, expect, it } from 'vitest';
import { verificationOf } from '../../src/brief/findings.js';

const finding = (line: string) => `Cache not cleared on logout\n- ${line}\n`;

describe('a status field whose value is a verification word', () => {
  it.each([
    ['Status: NIEZWERYFIKOWANE', false],
    ['**Status:** nie zweryfikowane', false],
    ['Status: ZWERYFIKOWANE', true],
    ['Status: nicht verifiziert', false],
    ['Status: ungeprüft', false],
    ['**Status**: verifiziert', true],
    ['Statut : non vérifié', false],
    ['Statut : vérifié', true],
    ['Estado: sin verificar', false],
    ['Estado: confirmado', true],
    ['Estado: não verificado', false],
    ['Status: verificado', true],
    ['Статус: не проверено', false],
    ['Статус: проверено', true],
    ['状态：未验证', false],
    ['状态：已验证', true],
    ['状態：未検証', false],
    ['ステータス: 確認済み', true],
    ['상태: 미확인', false],
    ['상태: 검증되지 않음', false],
    ['상태: 확인됨', true],
    ['Status: Verified', true],
    ['Status: ❓ unverified', false],
  ])('%j -> verified %s', (line, verified) => {
    expect(verificationOf(finding(line))?.verified).toBe(verified);
  });

  it.each(['Status: open', 'Status: Fixed', 'Estado: pendiente', 'Статус: открыт', '状态：待修复'])('%j says nothing of verification', (line) => {
    expect(verificationOf(finding(line))).toBeUndefined();
  });

  it('"Verified: nie" / "Verified: não" (no, in Polish and Portuguese) is not verified', () => {
    expect(verificationOf(finding('Verified: nie'))?.verified).toBe(false);
    expect(verificationOf(finding('verified: não'))?.verified).toBe(false);
  });
});
