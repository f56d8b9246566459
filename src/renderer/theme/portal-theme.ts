import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { PasswordMeterWidget } from '../../widgets/password-meter/password-meter-widget.js';
import { MaskedTextWidget } from '../../widgets/masked-text/masked-text-widget.js';
import { MultiSelectWidget } from '../../widgets/multi-select/multi-select-widget.js';
import { PlanChecklistWidget } from '../../widgets/plan-checklist/plan-checklist-widget.js';
import { CaptchaWidget } from '../../widgets/captcha/captcha-widget.js';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-field-template.js';
import { BaseInputTemplate } from './base-input-template.js';
import { FieldErrorTemplate } from './field-error-template.js';
import { FieldTemplate } from './field-template.js';
import { NumberField } from './number-field.js';
import { ObjectFieldTemplate } from './object-field-template.js';
import { CheckboxWidget } from './widgets/checkbox-widget.js';
import { CheckboxesWidget } from './widgets/checkboxes-widget.js';
import { RadioWidget } from './widgets/radio-widget.js';
import { SelectWidget } from './widgets/select-widget.js';
import { TextareaWidget } from './widgets/textarea-widget.js';

/** The rjsf templates of our USWDS look. */
export const portalTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  // Buttons are drawn by the screen (its actions), never by rjsf; errors show per field.
  ButtonTemplates: { SubmitButton: () => null } as unknown as TemplatesType['ButtonTemplates'],
  ErrorListTemplate: () => null,
};

/**
 * The widget registry: names a ui file may give in `ui:widget`. Standard names override
 * rjsf's bootstrap-flavoured defaults; custom widgets live in src/widgets/, one folder each.
 */
export const portalWidgets: RegistryWidgetsType = {
  SelectWidget,
  CheckboxWidget,
  CheckboxesWidget,
  RadioWidget,
  TextareaWidget,
  passwordMeter: PasswordMeterWidget,
  maskedText: MaskedTextWidget,
  multiSelect: MultiSelectWidget,
  planChecklist: PlanChecklistWidget,
  captcha: CaptchaWidget,
};

/** Fields in place of rjsf's own: numbers picked from a list skip the locale's number formats (number-field.tsx). */
export const portalFields: RegistryFieldsType = { NumberField };
