import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { useState } from 'react';
import type { PortalFormContext } from '../../renderer/forms/form-context.js';
import { ShowSecretToggle } from './show-secret-toggle.js';

/** A secret text input (password, answer) with a show option. */
export function MaskedTextWidget(props: WidgetProps) {
  const [shown, setShown] = useState(false);
  const context = props.registry.formContext as PortalFormContext;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const showLabel = (props.options.showLabel as string | undefined) ?? 'password.show';
  return (
    <>
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      <ShowSecretToggle shown={shown} onToggle={setShown} label={context.translate(showLabel)} controls={props.id} />
    </>
  );
}
