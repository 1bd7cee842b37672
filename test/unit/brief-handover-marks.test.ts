// The pure readers of con44 (QA 44 C4, C6): notes for the next agent, decisions still to take, a decided name joined by
// "or", checks reported done, status values (heading-marks.ts); a list of rules only (allRules) and a Russian negation
// before an infinitive (notInfinitive; lifted-lines.ts).
import { describe, expect, it } from 'vitest';
import { headingTable } from '../../src/brief/headings.js';
import { addressesNextAgent, decidedPart, listsStatusValues, namesOpenDecisions, reportsChecks } from '../../src/brief/heading-marks.js';
import { allRules, notInfinitive } from '../../src/brief/lifted-lines.js';

describe('heading marks', () => {
  it('addressesNextAgent', () => {
    for (const h of ['Notes for the next agent', 'Handover notes', 'Hinweise für den nächsten Agenten', 'Übergabehinweise', 'Notes pour le prochain agent', 'Notas para el siguiente agente', 'Указания следующему агенту', '给下一个代理的说明', '次のエージェントへの注意']) expect(addressesNextAgent(h), h).toBe(true);
    for (const h of ['Next session', 'For the next session', 'Notes', 'Agent setup']) expect(addressesNextAgent(h), h).toBe(false);
  });
  it('namesOpenDecisions and decidedPart', () => {
    for (const h of ['Decisions needed', 'Open decisions', 'Entscheidungen offen', 'Нужно решить', 'Décisions ouvertes']) expect(namesOpenDecisions(h), h).toBe(true);
    expect(namesOpenDecisions('Key decisions')).toBe(false);
    expect(decidedPart('Wichtige Entscheidungen oder Planänderungen')).not.toBeNull();
    expect(decidedPart('Scope cuts or key decisions')).toBe('Scope cuts or key decisions'.split(' or ')[1]);
    expect(decidedPart('Decisions or open questions')).not.toBeNull();
    expect(decidedPart('Known problems or blockers')).toBeNull();
    expect(decidedPart('Key decisions')).toBeNull();
    expect(decidedPart('Decisions made or decisions needed')).toBeNull();
  });
  it('reportsChecks and listsStatusValues', () => {
    expect(reportsChecks('Ausgeführte Prüfungen')).toBe(true);
    expect(reportsChecks('Checks performed')).toBe(true);
    expect(reportsChecks('Checks to run')).toBe(false);
    expect(listsStatusValues('Zulässige Statuswerte')).toBe(true);
    expect(listsStatusValues('Allowed status values')).toBe(true);
    expect(listsStatusValues('Status')).toBe(false);
  });
});

describe('lifted-lines readers', () => {
  it('allRules: every item a rule by its lead or a word of obligation', () => {
    expect(allRules('- The single file is binding.\n- Never push to main.')).toBe(true);
    expect(allRules('- Die Datei ist verbindlich.\n- Der Kern darf nicht davon abhängen.')).toBe(true);
    expect(allRules('- The single file is binding.\n- The idea came from March.')).toBe(false);
    expect(allRules('- `Not started`\n- `Never run`')).toBe(false);
    expect(allRules('- Only one item is binding.')).toBe(false);
  });
  it('notInfinitive', () => {
    const t = headingTable();
    const read = (s: string) => notInfinitive(s, t.get('brief.ruleLeadWeak') ?? [], t.get('brief.infinitiveEnd') ?? [], t.get('brief.ruleObjectLead') ?? [], t.get('brief.symptomVerbEnd') ?? []);
    expect(read('Не предлагать заново.')).toBe('не');
    expect(read('Сайт уже читает формат, его не трогать.')).toBe('не');
    expect(read('Не коммитить .env')).toBe('не');
    expect(read('В аккаунте пока ничего не меняется.')).toBeNull();
    expect(read('Сервер может не быть доступен.')).toBeNull();
    expect(read('Не работает оплата.')).toBeNull();
  });
});
