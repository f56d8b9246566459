import type { BindingScope } from '../../engine/bindings/binding.js';
import { activeNotes, type FieldNote } from '../../engine/forms/field-notes.js';
import type { Translate } from '../messages/messages-context.js';
import { PortalLink } from '../flow/portal-link.js';

/**
 * The `ui:notes` that hold for one option or row, under it. A note with an address is a
 * link (a plan's own registration site). The live region stays on the page while empty, so
 * a note appearing is announced and aria-describedby never names a missing element.
 */
export function OptionNotes(props: { id: string; notes: unknown; item: unknown; scope: BindingScope; translate: Translate }) {
  const notes = activeNotes(Array.isArray(props.notes) ? (props.notes as FieldNote[]) : undefined, props.item, props.scope);
  return (
    <div className="portal-option-notes" id={props.id} role="status">
      {notes.map((note, index) => (
        <p className="usa-hint portal-option-note" key={index}>
          {note.href ? (
            <PortalLink className="usa-link" href={note.href} rel="noopener noreferrer">
              {props.translate(note.text, note.params)}
            </PortalLink>
          ) : (
            props.translate(note.text, note.params)
          )}
        </p>
      ))}
    </div>
  );
}
