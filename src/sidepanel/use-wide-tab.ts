import { useEffect, useState } from 'preact/hooks';
import { onTabSurface } from './tab-surface';

/** Wide enough for the History beside a readable conversation (in rem, so a larger font needs a wider window). */
const WIDE = '(min-width: 60rem)';

/** Whether this is the chat in a tab, in a window wide enough for the History beside the conversation. */
export function useWideTab(): boolean {
  const [wide, setWide] = useState(() => onTabSurface && matchMedia(WIDE).matches);
  useEffect(() => {
    if (!onTabSurface) return undefined;
    const query = matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}
