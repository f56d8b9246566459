import { useEffect, useRef } from 'react';
import type { RequestPrimitive } from '../../engine/flow/call.js';
import { lastAnnounced } from '../../engine/session/inactivity-plan.js';
import type { SessionActivity } from './session-activity.js';
import { useInactivityCountdown, type InactivityConfig } from './use-inactivity-countdown.js';

/** The countdown as the notice shows it: seconds left, and the last value read out to screen readers. */
export interface Countdown {
  secondsLeft: number;
  announced: number;
}

/**
 * Runs the inactivity countdown for the flow router and draws nothing: it opens the notice
 * (`openNotice`), reports the countdown for the notice's texts, keeps the session when the
 * notice is closed before zero, and sends the expiry event at zero.
 */
export function InactivityWatch(props: {
  /** The step shown has a timeout (not a logged-out page). */
  stepHasTimeout: boolean;
  activity: SessionActivity;
  config: InactivityConfig;
  request: RequestPrimitive;
  noticeOpen: boolean;
  openNotice: () => void;
  expire: () => void;
  onCountdown: (countdown: Countdown | null) => void;
}) {
  const { activity, config } = props;
  const { secondsLeft, keepAlive } = useInactivityCountdown({
    enabled: props.stepHasTimeout,
    activity,
    config,
    request: props.request,
    onWarn: props.openNotice,
    onExpire: props.expire,
  });

  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    if (secondsLeft === null) {
      openedAt.current = null;
      props.onCountdown(null);
      return;
    }
    openedAt.current ??= secondsLeft;
    props.onCountdown({ secondsLeft, announced: lastAnnounced(secondsLeft, openedAt.current, config.announceEverySeconds) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft]);

  // Closing the notice before zero (its button or Escape) keeps the session.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !props.noticeOpen && secondsLeft !== null && secondsLeft > 0) keepAlive();
    wasOpen.current = props.noticeOpen;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.noticeOpen]);
  return null;
}
