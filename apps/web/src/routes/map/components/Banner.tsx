import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../hooks';

export const BANNER_TEXT = 'No hidden costs. 3 free searches with an account';
const SHOW_MS = 5000;
const FADE_MS = 800;

/** The promise banner (spec §2.2): shown on arrival, fades out after 5 seconds. */
export function Banner() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = window.setTimeout(() => setPhase(prefersReducedMotion() ? 'gone' : 'fading'), SHOW_MS);
    return () => window.clearTimeout(fade);
  }, []);
  useEffect(() => {
    if (phase !== 'fading') return;
    const gone = window.setTimeout(() => setPhase('gone'), FADE_MS);
    return () => window.clearTimeout(gone);
  }, [phase]);
  if (phase === 'gone') return null;
  return (
    <p className={phase === 'fading' ? 'map-banner fading' : 'map-banner'} data-testid="map-banner">
      {BANNER_TEXT}
    </p>
  );
}
