/**
 * Chromium's network prediction ("Preload pages") while the model has a page open in a tab.
 *
 * A `<link rel=preconnect>` in a page's markup is acted on by Blink's preload scanner before any
 * script runs and reaches the browser as a network hint (NetworkHintsHandler → the loading
 * predictor's PreconnectManager), which neither declarativeNetRequest nor webRequest sees: the hint
 * opens a TCP connection to whatever the name resolves to — the user's router included. The one switch
 * that stops it is the profile's `kNetworkPredictionOptions` pref: PreconnectManager::IsEnabled asks
 * prefetch::IsSomePreloadingEnabled, which says no when that pref is "no preloading"
 * (chrome/browser/predictors/preconnect_manager.cc, chrome/browser/preloading/preloading_prefs.cc).
 * Extensions reach that pref as `privacy.network.networkPredictionEnabled`; `false` maps to
 * "no preloading" (chrome/browser/extensions/api/preference/network_prediction_transformer.cc).
 *
 * So the worker holds it off while at least one agent tab is open and clears its own value (the
 * user's returns) when the last one closes, and at every worker start, so a crash never leaves the
 * user's setting changed. What to do is decided here from the setting's `levelOfControl`; the worker
 * applies it (src/background/net-guard/network-prediction.ts).
 */

/** `chrome.types.ChromeSetting`'s levelOfControl. */
export type LevelOfControl = 'not_controllable' | 'controlled_by_other_extensions' | 'controllable_by_this_extension' | 'controlled_by_this_extension';

export interface PredictionSetting {
  /** Network prediction on (`true`) or off, as the browser applies it now. */
  value: boolean;
  levelOfControl: LevelOfControl;
}

/**
 * `hold-off`: set the setting to `false` (this extension's value wins over the user's);
 * `release`: clear this extension's value, so the user's own applies again; `none`: leave it.
 */
export type PredictionStep = 'hold-off' | 'release' | 'none';

/** What to do with the setting, given whether an agent tab is open and how the setting stands. */
export function predictionStep(agentTabOpen: boolean, setting: PredictionSetting): PredictionStep {
  if (agentTabOpen) {
    if (setting.levelOfControl === 'controllable_by_this_extension') return 'hold-off';
    // Ours already; set again only if it somehow reads on.
    if (setting.levelOfControl === 'controlled_by_this_extension') return setting.value ? 'hold-off' : 'none';
    return 'none';
  }
  return setting.levelOfControl === 'controlled_by_this_extension' ? 'release' : 'none';
}

/**
 * Who keeps network prediction on where Sidelight cannot switch it off: an enterprise policy
 * (`policy`) or another extension (`other-extension`). Undefined when Sidelight can (or it is off
 * anyway): then an agent tab's markup preconnects open no connection.
 */
export function predictionHeldOnBy(setting: PredictionSetting): 'policy' | 'other-extension' | undefined {
  if (!setting.value) return undefined;
  if (setting.levelOfControl === 'not_controllable') return 'policy';
  if (setting.levelOfControl === 'controlled_by_other_extensions') return 'other-extension';
  return undefined;
}
