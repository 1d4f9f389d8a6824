import { useEffect, useState } from 'preact/hooks';
import { predictionHeldOnBy, type PredictionSetting } from '../../core/net/network-prediction';
import { t } from '../../shared/i18n';

type Setting = Pick<chrome.types.ChromeSetting<boolean>, 'get'>;

function predictionSetting(): Setting | undefined {
  // Chromium only: the Firefox build asks for no `privacy` permission (scripts/firefox-manifest.ts).
  return (globalThis.chrome as typeof chrome | undefined)?.privacy?.network?.networkPredictionEnabled;
}

/**
 * What Sidelight does to Chromium's “Preload pages” while an agent tab is open
 * (background/net-guard/network-prediction.ts), and — read live — when a policy or another extension
 * keeps it on, so the user knows those preconnects remain possible. Nothing in Firefox.
 */
export function PreloadPagesNote({ setting = predictionSetting() }: { setting?: Setting | undefined }) {
  const [heldOnBy, setHeldOnBy] = useState<'policy' | 'other-extension' | undefined>();
  useEffect(() => {
    void setting
      ?.get({})
      .then((s) => setHeldOnBy(predictionHeldOnBy(s as PredictionSetting)))
      .catch(() => {});
  }, [setting]);
  if (!setting) return null;
  return (
    <>
      <li>{t('privacyPreloadPages')}</li>
      {heldOnBy && <li role="status">{t(heldOnBy === 'policy' ? 'privacyPreloadPagesPolicy' : 'privacyPreloadPagesOtherExtension')}</li>}
    </>
  );
}
