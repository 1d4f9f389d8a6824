import { describe, expect, it } from 'vitest';
import { predictionHeldOnBy, predictionStep, type LevelOfControl } from '../../../src/core/net/network-prediction';

const on = (levelOfControl: LevelOfControl) => ({ value: true, levelOfControl });
const off = (levelOfControl: LevelOfControl) => ({ value: false, levelOfControl });

describe('predictionStep: network prediction while agent tabs are open', () => {
  it('holds it off when an agent tab opens and Sidelight may control it, whatever the user chose', () => {
    expect(predictionStep(true, on('controllable_by_this_extension'))).toBe('hold-off');
    // Already off by the user's choice: set anyway, so a change of mind meanwhile cannot turn it on.
    expect(predictionStep(true, off('controllable_by_this_extension'))).toBe('hold-off');
  });
  it('leaves it when Sidelight holds it off already (a second agent tab)', () => {
    expect(predictionStep(true, off('controlled_by_this_extension'))).toBe('none');
    expect(predictionStep(true, on('controlled_by_this_extension'))).toBe('hold-off');
  });
  it('gives the user their setting back once no agent tab is open (and at worker start, after a crash)', () => {
    expect(predictionStep(false, off('controlled_by_this_extension'))).toBe('release');
  });
  it('never touches a setting it does not hold', () => {
    for (const level of ['controllable_by_this_extension', 'controlled_by_other_extensions', 'not_controllable'] as const) {
      expect(predictionStep(false, on(level)), level).toBe('none');
      expect(predictionStep(false, off(level)), level).toBe('none');
    }
  });
  it('carries on without it when a policy or another extension controls it', () => {
    expect(predictionStep(true, on('not_controllable'))).toBe('none');
    expect(predictionStep(true, on('controlled_by_other_extensions'))).toBe('none');
  });
});

describe('predictionHeldOnBy: who keeps preconnects possible where Sidelight cannot stop them', () => {
  it('names the policy or the other extension when prediction stays on', () => {
    expect(predictionHeldOnBy(on('not_controllable'))).toBe('policy');
    expect(predictionHeldOnBy(on('controlled_by_other_extensions'))).toBe('other-extension');
  });
  it('names nobody when Sidelight can switch it off or it is off anyway', () => {
    expect(predictionHeldOnBy(on('controllable_by_this_extension'))).toBeUndefined();
    expect(predictionHeldOnBy(off('controlled_by_this_extension'))).toBeUndefined();
    expect(predictionHeldOnBy(off('not_controllable'))).toBeUndefined();
    expect(predictionHeldOnBy(off('controlled_by_other_extensions'))).toBeUndefined();
  });
});
