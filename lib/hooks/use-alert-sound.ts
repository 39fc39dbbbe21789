'use client';

import { useEffect, useRef, useState } from 'react';

/** How often the alert repeats while something is waiting. */
const REPEAT_MS = 4000;

/**
 * A short two-tone chime that repeats while `isWaiting` (new orders not yet
 * accepted). Browsers play sound only after a gesture on the page, so it stays
 * off until `enable()` is called from a click ("Activar avisos").
 */
export function useAlertSound(isWaiting: boolean) {
  const [isEnabled, setIsEnabled] = useState(false);
  const context = useRef<AudioContext | null>(null);

  function chime() {
    const audio = context.current;
    if (!audio) return;
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.18);
    }
  }

  useEffect(() => {
    if (!isEnabled || !isWaiting) return;
    chime();
    const timer = setInterval(chime, REPEAT_MS);
    return () => clearInterval(timer);
  }, [isEnabled, isWaiting]);

  function enable() {
    context.current ??= new AudioContext();
    void context.current.resume();
    setIsEnabled(true);
    chime();
  }

  return { isEnabled, enable };
}
