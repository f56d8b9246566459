import type { StrengthLevel } from '../../engine/content/portal-config.js';
import type { Translate } from '../../renderer/messages/messages-context.js';

/** The strength bar: a labelled ARIA meter whose value text names the level. */
export function StrengthMeter(props: { score: number; level: StrengthLevel; translate: Translate }) {
  const { score, level, translate } = props;
  const levelText = translate(`password.strength.${level}`);
  return (
    <div className="portal-meter" data-strength={level}>
      <div
        className="portal-meter__track"
        role="meter"
        aria-label={translate('password.strength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={levelText}
      >
        <div className="portal-meter__bar" style={{ inlineSize: `${score}%` }} />
      </div>
      <span className="portal-meter__text">
        {translate('password.strength.label')}: <strong>{levelText}</strong>
      </span>
    </div>
  );
}
