import { oneAtATime } from '../../core/async/one-at-a-time';
import { predictionHeldOnBy, predictionStep, type PredictionSetting } from '../../core/net/network-prediction';

const queue = oneAtATime();

function setting(): chrome.types.ChromeSetting<boolean> | undefined {
  // Absent in the Firefox build (no `privacy` permission: Firefox's markup preconnects reached no
  // private address in the hostile world) and in a browser without the API.
  return (globalThis.chrome as typeof chrome | undefined)?.privacy?.network?.networkPredictionEnabled;
}

/**
 * Holds Chromium's network prediction ("Preload pages") off while an agent tab is open, so a
 * `<link rel=preconnect>` in its markup opens no connection (core/net/network-prediction.ts), and
 * gives the user's own setting back once none is: `agentTabOpen` is whether one is open after the
 * caller's change. Calls run one at a time, in order. Resolves once the setting is applied; a
 * setting another extension or a policy controls is left as it is (logged, and shown in Options →
 * Privacy), and a failure is logged, never thrown: the tab still opens under every other rule.
 */
export function holdNetworkPrediction(agentTabOpen: boolean): Promise<void> {
  return queue(() => apply(agentTabOpen));
}

async function apply(agentTabOpen: boolean): Promise<void> {
  const api = setting();
  if (!api) return;
  try {
    const now = (await api.get({})) as PredictionSetting;
    const step = predictionStep(agentTabOpen, now);
    if (step === 'hold-off') await api.set({ value: false, scope: 'regular' });
    else if (step === 'release') await api.clear({ scope: 'regular' });
    const by = agentTabOpen ? predictionHeldOnBy(now) : undefined;
    if (by) console.warn(`Sidelight: network prediction is kept on by ${by === 'policy' ? 'a policy' : 'another extension'}; a page in the model's tab can still make the browser preconnect.`);
  } catch (err) {
    console.warn('Sidelight could not change network prediction', err);
  }
}
