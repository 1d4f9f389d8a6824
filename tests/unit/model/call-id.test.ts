import { describe, expect, it } from 'vitest';
import { newCallId } from '../../../src/core/model/tool-arguments';

describe('newCallId', () => {
  it('makes 9 alphanumerics, the only shape Mistral templates accept, and does not repeat', () => {
    const ids = Array.from({ length: 5000 }, () => newCallId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every character class shows up: the alphabet is used whole, not just hex or digits.
    const all = ids.join('');
    expect(all).toMatch(/[a-z]/);
    expect(all).toMatch(/[A-Z]/);
    expect(all).toMatch(/[0-9]/);
  });
});
