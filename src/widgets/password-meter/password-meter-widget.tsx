import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { scorePassword } from '../../engine/password/score-password.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import { fieldRequirements } from '../../engine/validation/field-requirements.js';
import { pointerFromId, type PortalFormContext } from '../../renderer/forms/form-context.js';
import { ShowSecretToggle } from '../masked-text/show-secret-toggle.js';
import { RequirementList } from './requirement-list.js';
import { StrengthMeter } from './strength-meter.js';
import { useLiveValue } from '../../renderer/forms/live-form.js';

/**
 * A password input with a show option, the live requirement list and the strength meter.
 * Requirements are read from the schema and ticked from the form's current errors, so the
 * list shows exactly the rules the validators enforce (client and server alike).
 * `ui:options.usernameField` names the sibling field the meter penalises containing;
 * `ui:options.policyRules` names the strength rules the policy already demands.
 */
export function PasswordMeterWidget(props: WidgetProps) {
  const { id, value, registry, options } = props;
  const context = registry.formContext as PortalFormContext;
  const [shown, setShown] = useState(false);
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const pointer = pointerFromId(id);
  const requirements = useMemo(() => fieldRequirements(registry.rootSchema as SchemaNode, pointer), [registry.rootSchema, pointer]);
  const usernameField = options.usernameField as string | undefined;
  // Redrawn when this field's errors, its value or the username change: the value as typed,
  // which the live form has before rjsf does (use-typed-value.ts).
  useLiveValue(context.live, (live) => JSON.stringify([live.allErrors.filter((error) => error.path === pointer).map((error) => error.messageId), getAtPointer(live.formData, pointer) ?? null, usernameField ? live.formData[usernameField] : null]), '');
  const errorsHere = context.allErrors.filter((error) => error.path === pointer);
  const username = usernameField ? context.formData[usernameField] : undefined;
  const typed = context.live ? getAtPointer(context.formData, pointer) : value;
  const password = typeof typed === 'string' ? typed : '';
  const strength = scorePassword(password, password !== '' && errorsHere.length === 0, {
    config: context.settings.passwordStrength,
    username: typeof username === 'string' ? username : undefined,
    requiredRules: (options.policyRules as string[] | undefined) ?? [],
  });
  const listId = `${id}__requirements`;
  return (
    <div data-widget="password-meter">
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} aria-describedby={listId} />
      <ShowSecretToggle shown={shown} onToggle={setShown} label={context.translate('password.show')} controls={id} />
      <StrengthMeter score={strength.score} level={strength.level} translate={context.translate} />
      <RequirementList id={listId} requirements={requirements} value={password} errors={errorsHere} translate={context.translate} />
    </div>
  );
}
