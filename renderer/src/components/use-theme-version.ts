import { useEffect, useState } from 'react';

/**
 * A number that changes whenever the document's theme (`<html data-theme>`) has changed, for
 * canvas charts that read theme colours from CSS variables when they draw. The App sets the
 * attribute in its own effect, which runs after its children's: watching the attribute (not
 * the store) makes sure the new colours are in place when the chart rebuilds.
 */
export function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const obs = new MutationObserver(() => setVersion((v) => v + 1));
    obs.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => obs.disconnect();
  }, []);
  return version;
}
