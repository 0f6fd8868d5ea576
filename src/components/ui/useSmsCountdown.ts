import { useCallback, useEffect, useState } from 'react';

/** How long a new SMS code waits before another may be asked for. */
export const SMS_RESEND_SECONDS = 60;

/**
 * Seconds left before another SMS code may be asked for, and a starter (60 s unless told), for
 * every form that sends codes. Counted from the clock rather than from ticks, so a page whose
 * timers the phone slowed in the background still shows the true wait when it comes back.
 */
export function useSmsCountdown(initialSeconds = 0): [number, (seconds?: number) => void] {
  const [resendAt, setResendAt] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    if (!resendAt) return undefined;
    let timer: number | undefined;
    const tick = () => {
      const ms = resendAt - Date.now();
      const seconds = Math.max(0, Math.ceil(ms / 1000));
      setLeft(seconds);
      // Wakes when the shown second changes.
      if (seconds > 0) timer = window.setTimeout(tick, ms - (seconds - 1) * 1000);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [resendAt]);

  const start = useCallback((seconds = SMS_RESEND_SECONDS) => {
    setLeft(Math.max(0, Math.ceil(seconds)));
    setResendAt(Date.now() + seconds * 1000);
  }, []);
  return [left, start];
}
