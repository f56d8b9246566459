import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { resolveValue } from '../../engine/bindings/binding.js';
import type { PortalFormContext } from '../../renderer/forms/form-context.js';
import { useLiveValue } from '../../renderer/forms/live-form.js';

/** What the ui file says about the captcha (`ui:options`). */
interface CaptchaOptions {
  /** A binding to the image as a `data:image/...` URL, e.g. "$data/captcha". */
  image: string;
  /** The screen event that asks for a new image ("Show New Text"). */
  newImageEvent: string;
  /** Catalogue ids: the image's description, the new-image button, the way round it. */
  imageLabel: string;
  newImageLabel: string;
  alternative: string;
}

/**
 * The captcha of account access: the server's image (a `data:image/` URL from a binding;
 * anything else is not drawn, so a binding cannot point the page elsewhere), the text box for what it shows, a button asking for a
 * new image, and the way round it for whoever cannot read it (the ui file's `alternative`
 * text: the e-mail route, or customer service by phone), so it is never a dead end.
 */
export function CaptchaWidget(props: WidgetProps) {
  const context = props.registry.formContext as PortalFormContext;
  const options = props.options as unknown as CaptchaOptions;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // Redrawn when a new image arrives (the screen's data changes, not this field's value).
  const image = useLiveValue(context.live, (live) => String(resolveValue(options.image, live.scope) ?? ''), String(resolveValue(options.image, context.scope) ?? ''));
  const imageId = `${props.id}__image`;
  return (
    <div className="portal-captcha" data-widget="captcha">
      {image.startsWith('data:image/') && <img id={imageId} className="portal-captcha__image" src={image} alt={context.translate(options.imageLabel)} />}
      <button type="button" className="usa-button usa-button--unstyled portal-captcha__new" onClick={() => context.sendEvent?.(options.newImageEvent)}>
        {context.translate(options.newImageLabel)}
      </button>
      <BaseInputTemplate {...props} />
      <p className="usa-hint portal-captcha__alternative">{context.translate(options.alternative)}</p>
    </div>
  );
}
