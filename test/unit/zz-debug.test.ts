import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { importBrief } from '../../src/brief/body.js';
import { headingScore } from '../../src/brief/headings.js';
import { builtInKinds } from '../helpers/kinds.js';
const kinds = await builtInKinds();
it('dbg', () => {
  for (const h of ['Next session: start here', 'Order for the next session', 'Start here', 'Next session']) console.log(h, ['brief.firstStep','brief.firstStepItself','brief.why','brief.deliver'].map(k=>headingScore(h,k)));
  for (const f of (process.env.DBG ?? '').split(',').filter(Boolean)) {
    const r = importBrief(readFileSync(f, 'utf8'), kinds.get('task')!);
    console.log(f, JSON.stringify(r.placement), JSON.stringify(r.answers, null, 1));
  }
});
