/**
 * The asterisk after a required field's label, which the form's intro explains. A mark for the
 * eye: the control itself says it is required (required, aria-required), so its name stays
 * "First Name".
 */
export function RequiredMarker({ title }: { title: string }) {
  return (
    <>
      {' '}
      <abbr title={title} className="usa-hint usa-hint--required" aria-hidden="true">
        *
      </abbr>
    </>
  );
}
