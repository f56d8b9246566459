import { describe, expect, it } from 'vitest';
import registration from '../../../src/generated/models/registration.json';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { withoutSecrets } from '../../../src/engine/forms/without-secrets.js';
import { schemaAtDataPath } from '../../../src/engine/schema/schema-at-path.js';

const model = registration as SchemaNode;
const filled = {
  firstName: 'Ada',
  username: 'ada.lovelace',
  password: 'Kb7mQz2wLp9rTx4',
  confirmPassword: 'Kb7mQz2wLp9rTx4',
  securityAnswers: [{ QuestionId: 3, Answer: 'Fluffy' }, {}],
  providerClients: [{ clientId: 1, pin: '4242' }],
};

describe('withoutSecrets', () => {
  it('leaves out every value the model marks writeOnly, however deep', () => {
    const kept = JSON.stringify(withoutSecrets(model, filled));
    for (const secret of ['Kb7mQz2wLp9rTx4', 'Fluffy', '4242']) expect(kept).not.toContain(secret);
  });

  it('keeps the values that are not secret, rows in their places', () => {
    const kept = withoutSecrets(model, filled);
    expect(kept).toMatchObject({ firstName: 'Ada', username: 'ada.lovelace', securityAnswers: [{ QuestionId: 3 }, {}] });
    expect(kept).not.toHaveProperty('password');
  });

  it('reads what is secret from the model file, not from field names', () => {
    // The fields left out are exactly those whose schema says writeOnly.
    expect(schemaAtDataPath(model, '/password')?.writeOnly).toBe(true);
    expect(schemaAtDataPath(model, '/firstName')?.writeOnly).toBeUndefined();
  });
});
