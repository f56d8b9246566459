import { describe, expect, it } from 'vitest';
import { textRuns, type TextRun } from '../../../src/engine/messages/text-runs.js';

/** What a run shows ('' for a break). */
const shown = (run: TextRun) => (run.kind === 'break' ? '' : run.text);
import { rule, text } from '../../support/rules.js';

const phone = rule<string>('schemas/config/portal.json', '/phone');
const email = rule<string>('schemas/config/portal.json', '/email');

describe('textRuns', () => {
  it('finds the configured phone number and e-mail address in a catalogue text, the rest plain around them', () => {
    const runs = textRuns(text('loggedOut.customerService'));
    expect(runs.filter((run) => run.kind !== 'plain').map((run) => [run.kind, shown(run)])).toEqual([
      ['unbroken', phone],
      ['address', email],
    ]);
    expect(runs.map(shown).join('')).toBe(text('loggedOut.customerService'));
  });

  it('lets an e-mail address break only before its @ and its dots', () => {
    const [run] = textRuns('alex.active@clinic.example');
    expect(run).toEqual({ kind: 'address', text: 'alex.active@clinic.example', pieces: ['alex', '.active', '@clinic', '.example'] });
  });

  it('leaves out a sentence\'s final full stop', () => {
    expect(textRuns('Write to a@b.example.').map(shown)).toEqual(['Write to ', 'a@b.example', '.']);
    expect(textRuns('Call 555-555-0100.').map((run) => run.kind)).toEqual(['plain', 'unbroken', 'plain']);
  });

  it('takes no identifier, plain number or word with hyphens for a phone number', () => {
    for (const plain of ['NPI 1987654328', 'CL-100-234', 'well-known', 'e-mail', 'version 1.5']) {
      expect(textRuns(plain)).toEqual([{ kind: 'plain', text: plain }]);
    }
  });

  it('marks a break after a slash between words when asked, and none in a lone slash', () => {
    expect(textRuns('Forgot Read/Write')).toEqual([{ kind: 'plain', text: 'Forgot Read/Write' }]);
    expect(textRuns('Forgot Read/Write', { breakAfterSlash: true })).toEqual([{ kind: 'plain', text: 'Forgot Read/' }, { kind: 'break' }, { kind: 'plain', text: 'Write' }]);
    for (const whole of ['a / b', '/user/login', 'and/']) expect(textRuns(whole, { breakAfterSlash: true }).filter((run) => run.kind === 'break').length, whole).toBe(whole === '/user/login' ? 1 : 0);
  });

  it('answers one plain run for an empty text', () => {
    expect(textRuns('')).toEqual([{ kind: 'plain', text: '' }]);
  });
});
