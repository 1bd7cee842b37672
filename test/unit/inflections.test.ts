import { describe, expect, it } from 'vitest';
import { inflections } from '../../src/brief/inflections.js';

describe('inflections', () => {
  it('gives the sibling forms of a participle', () => {
    expect(inflections('completado')).toEqual(['completada', 'completados', 'completadas']);
    expect(inflections('terminé')).toEqual(['terminée', 'terminés', 'terminées']);
    expect(inflections('завершено')).toEqual(['завершен', 'завершён', 'завершена', 'завершены']);
    expect(inflections('сделано')).toEqual(['сделан', 'сделана', 'сделаны']);
  });
  it('leaves phrases and other words alone', () => {
    expect(inflections('не завершено')).toEqual([]);
    expect(inflections('done')).toEqual([]);
    expect(inflections('готово')).toEqual([]);
  });
});
