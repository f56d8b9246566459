import { useEffect, useRef, useState } from 'react';
import { bindCall, succeeded, type RequestPrimitive } from '../../engine/flow/call.js';
import type { CallDefinition } from '../../engine/flow/flow-definition.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { inactivityPlan, type InactivityRules } from '../../engine/session/inactivity-plan.js';
import type { SessionActivity } from './session-activity.js';

/** schemas/config/inactivity.json. */
export interface InactivityConfig extends InactivityRules {
  announceEverySeconds: number;
  /** Answers the server's limit in seconds, at `durationField`. */
  durationCall: CallDefinition;
  durationField: string;
  /** Keeps the session when the visitor closes the notice. */
  keepAliveCall: CallDefinition;
  /** Calls that end the session. */
  sessionEndPaths: string[];
  /** The flows' global event sent at zero. */
  expireEvent: string;
  /** The shared modal that shows the countdown. */
  modal: string;
}

/**
 * The inactivity countdown (spec management-session-shared.md section 4). While `enabled`
 * (on a step with a timeout) and the session is live it waits the server's duration minus the
 * buffer after the last activity; `secondsLeft` counts the last `warningSeconds` down once
 * the notice is due, `onWarn` opens it, and `onExpire` runs at zero. Any activity the API
 * client reports restarts it; the session's end stops it. `keepAlive` asks the server to
 * keep the session (its answer is activity, so the countdown restarts); once the countdown ran
 * out or the session ended it asks nothing (the server would answer 401).
 */
export function useInactivityCountdown(options: {
  enabled: boolean;
  activity: SessionActivity;
  config: InactivityConfig;
  request: RequestPrimitive;
  onWarn: () => void;
  onExpire: () => void;
}): { secondsLeft: number | null; keepAlive: () => void } {
  const { activity, config, request } = options;
  const [live, setLive] = useState(() => activity.current() === 'active');
  const enabled = options.enabled && live;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [restarts, setRestarts] = useState(0);
  const [duration, setDuration] = useState<number | undefined>(undefined);
  // The latest callbacks, so a re-render does not restart the timers.
  const handlers = useRef(options);
  handlers.current = options;
  // Set when the countdown ran out: the session is being logged out, and the notice that
  // closes with the step change (its last second still drawn) must not ask to keep it (a 401).
  const expired = useRef(false);

  useEffect(
    () =>
      activity.subscribe((state) => {
        setLive(state === 'active');
        if (state === 'active') {
          expired.current = false;
          setRestarts((count) => count + 1);
        }
        else setSecondsLeft(null);
      }),
    [activity],
  );

  // The server's limit, asked once a session is live.
  useEffect(() => {
    if (!enabled || duration !== undefined) return;
    let current = true;
    void request(bindCall(config.durationCall, {})).then((result) => {
      const seconds = Number(getAtPointer(result.body, config.durationField));
      if (current && succeeded(result) && Number.isFinite(seconds) && seconds > 0) setDuration(seconds);
    });
    return () => {
      current = false;
    };
  }, [enabled, duration, request, config]);

  useEffect(() => {
    setSecondsLeft(null);
    if (!enabled || duration === undefined || activity.current() !== 'active') return;
    const plan = inactivityPlan(duration, config);
    let ticker: ReturnType<typeof setInterval> | undefined;
    const warn = setTimeout(() => {
      const end = Date.now() + (plan.expireAfterMs - plan.warnAfterMs);
      const left = () => Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setSecondsLeft(left());
      ticker = setInterval(() => setSecondsLeft(left()), 1000);
      handlers.current.onWarn();
    }, plan.warnAfterMs);
    const expire = setTimeout(() => {
      expired.current = true;
      handlers.current.onExpire();
    }, plan.expireAfterMs);
    return () => {
      clearTimeout(warn);
      clearTimeout(expire);
      clearInterval(ticker);
    };
  }, [enabled, duration, restarts, activity, config]);

  const keepAlive = () => {
    if (expired.current || activity.current() !== 'active') return;
    void request(bindCall(config.keepAliveCall, {}));
  };
  return { secondsLeft, keepAlive };
}
