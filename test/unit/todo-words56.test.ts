// QA 56 class 8: "## À faire" / "## Por hacer" (to do) are what is left to deliver, as English "## To do" is, not the
// first step; so a "## Première étape" / "## Primer paso" after them is the first step, not a section of its own.
import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const brief = (why: string, todo: string, work: string, first?: string, step?: string) =>
  [`# Reprise`, '', `## ${why}`, 'Le client veut des salaires payés par lot.', '', `## ${todo}`, work, '', ...(first ? [`## ${first}`, step!, ''] : [])].join('\n');

describe('a to-do heading in French and Spanish', () => {
  it.each([
    ['fr', 'Pourquoi', 'À faire', 'Première étape'],
    ['es', 'Por qué', 'Por hacer', 'Primer paso'],
    ['en', 'Why', 'To do', 'First step'],
  ])('%s: the to-do list is what to deliver, the first-step section the first step', (_l, why, todo, first) => {
    const { out } = renderedBrief(brief(why, todo, 'Ajouter la page de paiement par lot.', first, 'Lire `paymentPlan.js`.'));
    expect(writtenSection(out, 'What to deliver')).toContain('Ajouter la page de paiement par lot.');
    expect(writtenSection(out, 'First step').trim()).toBe('Lire `paymentPlan.js`.');
    if (first !== 'First step') expect(out).not.toContain(`## ${first}\n`);
  });
  it.each([['fr', 'Pourquoi', 'À faire'], ['es', 'Por qué', 'Por hacer']])('%s: alone, its first item is the first step', (_l, why, todo) => {
    const { out } = renderedBrief(brief(why, todo, '- Ajouter la page.\n- Tester le lot.'));
    expect(writtenSection(out, 'What to deliver')).toContain('Tester le lot.');
    expect(writtenSection(out, 'First step').trim()).toBe('Ajouter la page.');
  });
});
