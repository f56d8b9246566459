// @vitest-environment node
// (The checker reads files and resolves URLs with Node's own APIs, not jsdom's.)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRuleFiles, runChecks } from '../../../scripts/check-schemas/check-rule-files.js';
import { formatFinding, type Finding } from '../../../scripts/check-schemas/finding.js';
import { REPEATED_BLOCK_MINIMUM } from '../../../scripts/check-schemas/lints/repeated-flow-blocks.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { copyRuleFiles, editJson, writeJson } from '../../support/rule-file-copy.js';

/**
 * Replaces the first string `value` (under the key `key`, when given) in a parsed rule file
 * and answers its JSON pointer, so a test breaks a real binding without restating where it is.
 */
function replaceFirst(json: unknown, value: string, replacement: string, key?: string): string {
  const visit = (node: unknown, at: string): string | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    for (const [name, child] of Object.entries(node)) {
      const here = `${at}/${name}`;
      if (child === value && (key === undefined || name === key)) {
        (node as Record<string, unknown>)[name] = replacement;
        return here;
      }
      const found = visit(child, here);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const pointer = visit(json, '');
  if (pointer === undefined) throw new Error(`no "${value}" to replace`);
  return pointer;
}

/** The findings for one place, formatted as the command prints them. */
function at(findings: Finding[], file: string, pointer: string): string[] {
  return findings.filter((f) => f.file === file && f.pointer === pointer).map(formatFinding);
}

describe('checkRuleFiles', () => {
  it('finds nothing wrong in the real repository', () => {
    expect(checkRuleFiles(REPO_ROOT).map(formatFinding)).toEqual([]);
  });

  it('finds nothing wrong in an unchanged copy (the temp-copy tests start from a clean slate)', () => {
    const root = copyRuleFiles();
    expect(checkRuleFiles(root).map(formatFinding)).toEqual(checkRuleFiles(REPO_ROOT).map(formatFinding));
  });

  it('reports a flow naming no call of flows/calls/ where the name is written, with the name probably meant', () => {
    const root = copyRuleFiles();
    const [name] = Object.keys((JSON.parse(readFileSync(join(root, 'flows/calls/app.json'), 'utf8')) as { calls: Record<string, unknown> }).calls);
    const typo = `${name}x`;
    let pointer = '';
    editJson(root, 'flows/sign-in.json', (json) => {
      pointer = replaceFirst(json, name as string, typo, 'call');
    });
    expect(at(checkRuleFiles(root), 'flows/sign-in.json', pointer)).toEqual([
      `flows/sign-in.json#${pointer}: "${typo}" names no call of flows/calls/; name a call, outcome list or condition of flows/calls/, or write it out in place (did you mean "${name}"?).`,
    ]);
  });

  it('refuses a block of 200 characters or more written twice in the flow files, at the second place with the first', () => {
    const root = copyRuleFiles();
    let first = '';
    editJson(root, 'flows/sign-in.json', (json) => {
      // A whole step written again under another name: the copy a reviewer would miss.
      first = Object.keys(json.steps).find((id) => JSON.stringify(json.steps[id]).length >= REPEATED_BLOCK_MINIMUM) as string;
      json.steps.copied = json.steps[first];
    });
    const repeated = checkRuleFiles(root).filter((f) => f.lint === 'repeated-flow-blocks');
    expect(repeated).toHaveLength(1);
    expect(at(repeated, 'flows/sign-in.json', '/steps/copied')[0]).toMatch(new RegExp(`^flows/sign-in\\.json#/steps/copied: the same \\d+ characters are written at flows/sign-in\\.json#/steps/${first}; name it once in flows/calls/`));
  });

  it('reports a minLength above the maxLength at the maxLength, with what to do', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/password.json', (json) => {
      // Both set: the real maxLength is an analyst's to change.
      json.minLength = 20;
      json.maxLength = 15;
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/password.json', '/maxLength')).toEqual([
      'schemas/defs/password.json#/maxLength: maxLength 15 is smaller than minLength 20; make minLength at most maxLength.',
    ]);
  });

  it('reports an id without a maximum, or with one no database column holds, and passes one with its bounds', () => {
    const root = copyRuleFiles();
    const model = 'schemas/models/api-clients-providers-provider-delete.json';
    editJson(root, model, (json) => {
      delete json.properties.id.maximum;
      json.properties.userId.maximum = 1e300;
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, model, '/properties/id')).toEqual([expect.stringContaining('an integer without a maximum the database can hold')]);
    expect(at(findings, model, '/properties/userId')).toEqual([expect.stringContaining('an integer without a maximum the database can hold')]);
    expect(findings.filter((f) => f.lint === 'integer-bounds' && f.file !== model)).toEqual([]);
  });

  it('reports a condition on an object\u2019s members that does not say "type": "object", where it is written', () => {
    const root = copyRuleFiles();
    const def = 'schemas/defs/provider-identifier.json';
    editJson(root, def, (json) => {
      delete json.allOf[1].if.type;
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, def, '/allOf/1/if')).toEqual([expect.stringContaining('"type": "object"')]);
    expect(findings.filter((f) => f.lint === 'typed-conditions' && f.file !== def)).toEqual([]);
  });

  it('checks an answer (schemas/answers) with the grammar of a model: a misspelt keyword, a $ref to no file, a wrong $id; no database bounds asked of what the server sends', () => {
    const root = copyRuleFiles();
    const answer = 'schemas/answers/client-list.json';
    editJson(root, answer, (json) => {
      json.$id = json.$id.replace('client-list', 'client-lists');
      json.properties.clientList.itmes = json.properties.clientList.items;
      json.properties.clientList.items = { $ref: './clients.json' };
    });
    const findings = checkRuleFiles(root).filter((finding) => finding.file === answer);
    expect(findings.map((finding) => finding.pointer).sort()).toEqual(['/$id', '/properties/clientList/items/$ref', '/properties/clientList/itmes']);
    expect(at(findings, answer, '/properties/clientList/items/$ref')).toEqual([expect.stringContaining('did you mean')]);
    expect(checkRuleFiles(root).filter((finding) => finding.lint === 'integer-bounds')).toEqual([]);
  });

  it('reports an unknown message id and suggests the id that was probably meant', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/person-name.json', (json) => {
      json.messages.pattern = 'name.chars';
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/person-name.json', '/messages/pattern')).toEqual([
      'schemas/defs/person-name.json#/messages/pattern: unknown message id "name.chars"; add it to a file in schemas/messages/ or use an existing id (did you mean "name.characters"?).',
    ]);
  });

  it('reports a misspelt ui: hint, and a field check whose call is not one', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/ui/registration.json', (json) => {
      json.username['ui:autocompete'] = 'username';
      json.firstName['ui:check'] = { call: { method: 'FETCH', path: '/api/x' } };
    });
    const findings = checkRuleFiles(root).filter((f) => f.file === 'schemas/ui/registration.json').map(formatFinding);
    expect(findings.some((line) => line.includes('/username') && line.includes('ui:autocompete'))).toBe(true);
    expect(findings.some((line) => line.includes('/firstName/ui:check/call/method'))).toBe(true);
  });

  it('reports a second message id for a text another id already says', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/messages/common.json', (json) => {
      json.messages['action.goOn'] = 'Next';
    });
    expect(at(checkRuleFiles(root), 'schemas/messages/common.json', '/messages/action.goOn')).toEqual([
      'schemas/messages/common.json#/messages/action.goOn: message "action.goOn" says the same as "action.next" (schemas/messages/common.json); use "action.next" where "action.goOn" is used, and remove "action.goOn".',
    ]);
  });

  it('refuses a literal title: captions are message ids too', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/zip.json', (json) => {
      json.title = 'Zip Code';
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/zip.json', '/title')).toEqual([
      'schemas/defs/zip.json#/title: unknown message id "Zip Code"; add it to a file in schemas/messages/ or use an existing id.',
    ]);
  });

  it('reports unknown message ids in screens and ui sections', () => {
    const root = copyRuleFiles();
    editJson(root, 'flows/screens/registration.json', (json) => {
      json.content[2].submit.label = 'action.nxt';
    });
    editJson(root, 'schemas/ui/registration.json', (json) => {
      json['ui:sections'][0].title = 'registration.section.logon';
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'flows/screens/registration.json', '/content/2/submit/label')[0]).toContain('did you mean "action.next"?');
    expect(at(findings, 'schemas/ui/registration.json', '/ui:sections/0/title')[0]).toContain('unknown message id "registration.section.logon"');
  });

  it('reports ui hints for a field the model does not have, wherever they name it', () => {
    const root = copyRuleFiles();
    let sectionEntry = -1;
    editJson(root, 'schemas/ui/registration.json', (json) => {
      json.middleName = { 'ui:autocomplete': 'additional-name' };
      sectionEntry = json['ui:sections'][0].fields.push('middleName') - 1;
      json.firstName['ui:rules'] = [{ effect: 'show', when: { data: '/middleName', filled: true } }];
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'schemas/ui/registration.json', '/middleName')[0]).toMatch(/field "middleName" is not a field of model "registration"/);
    expect(at(findings, 'schemas/ui/registration.json', `/ui:sections/0/fields/${sectionEntry}`)).toHaveLength(1);
    expect(at(findings, 'schemas/ui/registration.json', '/firstName/ui:rules/0/when/data')).toHaveLength(1);
  });

  it('reports a model field placed in no section and not left out, unless the ui file hides it', () => {
    const root = copyRuleFiles();
    let [unplaced, leftOut] = ['', ''];
    editJson(root, 'schemas/ui/registration.json', (json) => {
      unplaced = json['ui:sections'][1].fields.pop();
    });
    editJson(root, 'schemas/ui/registration-review.json', (json) => {
      leftOut = json['ui:leftOut'].pop();
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'schemas/ui/registration.json', '/ui:sections')).toEqual([expect.stringContaining(`field "${unplaced}" of model "registration" is in no section`)]);
    // The multi-factor summary extends the direct one, so it loses the same field.
    expect(at(findings, 'schemas/ui/registration-review.json', '/ui:sections')).toEqual([expect.stringContaining(`field "${leftOut}" of model "registration" is in no section`)]);
    expect(at(findings, 'schemas/ui/okta-registration-review.json', '/ui:sections')).toEqual([expect.stringContaining(`field "${leftOut}" of model "okta-registration"`)]);

    editJson(root, 'schemas/ui/registration.json', (json) => {
      json[unplaced] = { ...json[unplaced], 'ui:widget': 'hidden' };
    });
    expect(at(checkRuleFiles(root), 'schemas/ui/registration.json', '/ui:sections')).toEqual([]);
  });

  it('checks a ui file that extends another as the form draws it: a base field its model lacks is reported unless dropped', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/ui/okta-registration.json', (json) => {
      delete json.securityAnswers;
    });
    expect(at(checkRuleFiles(root), 'schemas/ui/okta-registration.json', '/securityAnswers')[0]).toMatch(/field "securityAnswers" is not a field of model "okta-registration"/);
  });

  it('reports an extends that names no ui file, or comes back to the file', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/ui/okta-registration.json', (json) => {
      json.extends = 'registraton';
    });
    editJson(root, 'schemas/ui/registration-review.json', (json) => {
      json.extends = 'okta-registration-review';
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'schemas/ui/okta-registration.json', '/extends')[0]).toContain('there is no ui file "registraton"');
    expect(at(findings, 'schemas/ui/registration-review.json', '/extends')[0]).toContain('comes back to');
  });

  it('reports a pattern rule whose quoted limit is not the one its pattern holds', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/organization-name.json', (json) => {
      json.patternRules[0].params.letters = 4;
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/organization-name.json', '/patternRules/0/params/letters')[0]).toContain(
      'param "letters" is 4, but the pattern "(?:[A-Za-z][^A-Za-z]*){3}" holds no 4',
    );
  });

  it('reports a step that no transition reaches from the initial step', () => {
    const root = copyRuleFiles();
    editJson(root, 'flows/registration.json', (json) => {
      json.steps.orphan = { route: '/user/orphan', screen: 'registration' };
    });
    expect(at(checkRuleFiles(root), 'flows/registration.json', '/steps/orphan')).toEqual([
      'flows/registration.json#/steps/orphan: step "orphan" is not reached from "form" by any transition; add a transition that leads to it, mark it "entry": true if a mailed link opens it, or remove the step.',
    ]);
  });

  it('reports a transition to a step that does not exist', () => {
    const root = copyRuleFiles();
    editJson(root, 'flows/registration.json', (json) => {
      json.steps.review.on.edit = 'fomr';
    });
    expect(at(checkRuleFiles(root), 'flows/registration.json', '/steps/review/on/edit')[0]).toContain('(did you mean "form"?)');
  });

  it('reports a route defined twice across flows, and a second fallback step', () => {
    const root = copyRuleFiles();
    writeJson(root, 'flows/welcome.json', {
      $schema: '../schemas/meta/flow.schema.json',
      id: 'welcome',
      initial: 'start',
      steps: { start: { route: '/user/registration-review', screen: 'registration-review', fallback: true } },
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'flows/welcome.json', '/steps/start/route')).toEqual([
      'flows/welcome.json#/steps/start/route: route "/user/registration-review" is already the route of flows/registration.json#/steps/review/route; give each step its own route.',
    ]);
    expect(at(findings, 'flows/welcome.json', '/steps/start/fallback')).toHaveLength(1);
  });

  it('reports a flow step whose screen does not exist', () => {
    const root = copyRuleFiles();
    editJson(root, 'flows/registration.json', (json) => {
      json.steps.review.screen = 'registration-reveiw';
    });
    expect(at(checkRuleFiles(root), 'flows/registration.json', '/steps/review/screen')[0]).toContain('(did you mean "registration-review"?)');
  });

  it("reports a step's frame that does not exist, a frame extending itself, and an unknown message in a frame", () => {
    const root = copyRuleFiles();
    editJson(root, 'flows/sign-in.json', (json) => {
      json.steps.home.frame = 'crain';
    });
    editJson(root, 'flows/frames/public.json', (json) => {
      json.extends = 'crane';
      json.footer[2].text = 'footer.copyrigt';
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'flows/sign-in.json', '/steps/home/frame')[0]).toContain('frame "crain" does not exist; add flows/frames/crain.json or name an existing frame (did you mean "crane"?)');
    expect(at(findings, 'flows/frames/public.json', '/extends')[0]).toContain('"extends" comes back to "public": public -> crane -> public');
    expect(at(findings, 'flows/frames/public.json', '/footer/2/text')[0]).toContain('footer.copyrigt');
  });

  it('reports an example that fails its own schema, and a pattern that rejects its own example', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/email.json', (json) => {
      json.examples.push('x');
    });
    editJson(root, 'schemas/defs/username.json', (json) => {
      json.examples.push('pat@clinic');
    });
    const findings = checkRuleFiles(root);
    const index = JSON.parse(readFileSync(join(root, 'schemas/defs/email.json'), 'utf8')).examples.length - 1;
    expect(at(findings, 'schemas/defs/email.json', `/examples/${index}`)[0]).toMatch(/example "x" fails its own schema: "field.lengthBetween", "email.invalid"/);
    expect(at(findings, 'schemas/defs/username.json', '/pattern')[0]).toMatch(/the pattern rejects its own example "pat@clinic"/);
  });

  it('reports an invalid example that passes, or fails with another message id than declared', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/password.json', (json) => {
      json.invalidExamples = [
        { value: 'Kb7mQz2wLp9', messageId: 'password.rule.length' },
        { value: 'kb7mqz2wlp9', messageId: 'password.rule.digit' },
      ];
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'schemas/defs/password.json', '/invalidExamples/0/value')[0]).toContain('passes the schema');
    expect(at(findings, 'schemas/defs/password.json', '/invalidExamples/1/messageId')[0]).toContain('fails with "password.rule.uppercase", not with "password.rule.digit"');
  });

  it('reports an unresolved $ref where it is written, suggesting the file meant', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/models/registration.json', (json) => {
      json.properties.firstName.$ref = '../defs/person-nam.json';
    });
    expect(at(checkRuleFiles(root), 'schemas/models/registration.json', '/properties/firstName/$ref')).toEqual([
      'schemas/models/registration.json#/properties/firstName/$ref: $ref "../defs/person-nam.json" names no file under schemas/defs or schemas/models; point it at an existing file (did you mean "../defs/person-name.json"?).',
    ]);
  });

  it('reports cross-field keywords naming properties the object does not have', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/models/registration.json', (json) => {
      json.equalsField[0].other = 'pasword';
    });
    expect(at(checkRuleFiles(root), 'schemas/models/registration.json', '/equalsField/0/other')[0]).toContain('(did you mean "password"?)');
  });

  it('reports a field compared with another field ($data) that the object does not have, and a format limit without its format', () => {
    const root = copyRuleFiles();
    const file = 'schemas/models/staff-audit-filter.json';
    editJson(root, file, (json) => {
      json.properties.to.formatMinimum.$data = '1/form';
      json.properties.staff.formatMaximum = { $data: '1/user' };
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, file, '/properties/to/formatMinimum/$data')[0]).toContain('(did you mean "from"?)');
    expect(at(findings, file, '/properties/staff')).toEqual([`${file}#/properties/staff: missing property "format"; add it.`]);
  });

  it('reports a message id defined in two message files', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/messages/registration.json', (json) => {
      json.messages['field.required'] = 'Please fill in {caption}';
    });
    expect(at(checkRuleFiles(root), 'schemas/messages/registration.json', '/messages/field.required')[0]).toContain(
      'already defined in schemas/messages/fields.json',
    );
  });

  it('reports a message slot that looks mistyped', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/messages/fields.json', (json) => {
      json.messages['field.maxLength'] = '{caption} must be at most {maxLenght} characters';
    });
    expect(at(checkRuleFiles(root), 'schemas/messages/fields.json', '/messages/field.maxLength')[0]).toContain('{maxLength}');
  });

  it('reports a misspelt keyword through the meta-schema, suggesting the keyword meant', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/password.json', (json) => {
      json.maxLenght = 12;
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/password.json', '/maxLenght')[0]).toContain('(did you mean "maxLength"?)');
  });

  it('refuses markdown in ui files, which the bundle does not carry', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/ui/registration.json', (ui) => {
      ui.firstName['ui:enableMarkdownInDescription'] = true;
    });
    const findings = at(checkRuleFiles(root), 'schemas/ui/registration.json', '/firstName/ui:enableMarkdownInDescription');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('markdown is not supported');
  });

  it('reports an $id that does not match the file path', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/email.json', (json) => {
      json.$id = 'https://provider-portal.example/schemas/defs/e-mail.json';
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/email.json', '/$id')[0]).toContain(
      'set it to "https://provider-portal.example/schemas/defs/email.json"',
    );
  });

  it('reports a file that is not JSON instead of stopping', () => {
    const root = copyRuleFiles();
    writeFileSync(join(root, 'schemas/messages/broken.json'), '{ "messages": { "a.b": "x", } }');
    const findings = checkRuleFiles(root);
    expect(at(findings, 'schemas/messages/broken.json', '')[0]).toContain('not valid JSON');
  });

  it('reads only .json files, so a guide beside the rule files is no finding', () => {
    const root = copyRuleFiles();
    const before = runChecks(root);
    writeFileSync(join(root, 'schemas/defs/NOTES.md'), '{ not json');
    writeFileSync(join(root, 'flows/screens/draft.json.txt'), '{ not json');
    expect(runChecks(root)).toEqual(before);
  });

  it('asks for a reason when a field turns the valid-character check off, and refuses a pattern that only copies it', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/defs/city.json', (json) => {
      json.validCharacters = false;
    });
    editJson(root, 'schemas/defs/state-name.json', (json) => {
      json.pattern = '^[^\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]*$';
    });
    const findings = checkRuleFiles(root);
    expect(at(findings, 'schemas/defs/city.json', '/validCharacters')).toEqual([
      'schemas/defs/city.json#/validCharacters: the valid-character check is turned off without a reason; add a "$comment" saying why this field may hold control characters, or remove "validCharacters": false.',
    ]);
    expect(at(findings, 'schemas/defs/state-name.json', '/pattern')[0]).toContain('only restates the valid-character check');

    editJson(root, 'schemas/defs/city.json', (json) => {
      json.$comment = 'Imported verbatim from a system that keeps control characters.';
    });
    expect(at(checkRuleFiles(root), 'schemas/defs/city.json', '/validCharacters')).toEqual([]);
  });

  it('checks every binding against what it reads, naming the place and the name probably meant', () => {
    const root = copyRuleFiles();
    const place: Record<string, string> = {};
    editJson(root, 'flows/registration.json', (json) => (place.form = replaceFirst(json, '$form/registration', '$form/registraton')));
    editJson(root, 'flows/account-access.json', (json) => {
      place.field = replaceFirst(json, '$form/forgotten/helpType', '$form/forgotten/helpTyp');
      place.switch = replaceFirst(json, 'mfaEnabled', 'mfaEnable', 'switch');
    });
    editJson(root, 'flows/screens/provider-management.json', (json) => (place.data = replaceFirst(json, '$data/user/isSso', '$data/usr/isSso')));
    editJson(root, 'flows/sign-in.json', (json) => (place.result = replaceFirst(json, '$result/body/success', '$result/bdy/success')));
    editJson(root, 'flows/frames/falcon.json', (json) => (place.config = replaceFirst(json, '$config/layout/homeHref', '$config/layout/homeHrf')));
    const findings = checkRuleFiles(root);
    expect(at(findings, 'flows/registration.json', place.form as string)).toEqual([
      `flows/registration.json#${place.form}: binding "$form/registraton": "registraton" is no form; name a model of schemas/models/ or a form a screen holds (did you mean "registration"?).`,
    ]);
    expect(at(findings, 'flows/account-access.json', place.field as string)[0]).toContain('"helpTyp" is not a field of model "forgotten"; use a property of schemas/models/forgotten.json (did you mean "helpType"?)');
    expect(at(findings, 'flows/account-access.json', place.switch as string)[0]).toContain('switch "mfaEnable" is no feature switch; name a switch of schemas/config/portal.json or a load\'s switch (did you mean "mfaEnabled"?)');
    expect(at(findings, 'flows/screens/provider-management.json', place.data as string)[0]).toContain('nothing is loaded or stored as "usr"; name a load or a store of a flow (did you mean "user"?)');
    expect(at(findings, 'flows/sign-in.json', place.result as string)[0]).toContain('(did you mean "body"?)');
    expect(at(findings, 'flows/frames/falcon.json', place.config as string)[0]).toContain('schemas/config/layout.json holds no "homeHrf"; name one of its keys (did you mean "homeHref"?)');
    expect(findings.filter((f) => f.lint === 'bindings')).toHaveLength(6);
  });
});
