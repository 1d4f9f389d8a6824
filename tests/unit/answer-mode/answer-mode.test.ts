import { describe, expect, it } from 'vitest';
import { automaticMode, isAnswerMode, modeInEffect, SMALL_WINDOW_TOKENS } from '../../../src/core/answer-mode/answer-mode';
import { modeCommand } from '../../../src/core/answer-mode/mode-command';

describe('the automatic answer mode', () => {
  it('is Research when nothing is known, or the model takes native tools in a big enough window', () => {
    expect(automaticMode({})).toEqual({ mode: 'research', why: 'default' });
    expect(automaticMode({ tools: 'native', windowTokens: 8192 })).toEqual({ mode: 'research', why: 'default' });
    expect(automaticMode({ tools: 'native', windowTokens: 131_072 })).toEqual({ mode: 'research', why: 'default' });
  });

  it('is Quick for a model that refused tools or writes its calls as text, whatever its window', () => {
    expect(automaticMode({ tools: 'text' })).toEqual({ mode: 'quick', why: 'no-native-tools' });
    expect(automaticMode({ tools: 'none', windowTokens: 131_072 })).toEqual({ mode: 'quick', why: 'no-native-tools' });
  });

  it('is Quick in a window under the default Context size', () => {
    expect(automaticMode({ windowTokens: 4096 })).toEqual({ mode: 'quick', why: 'small-window' });
    expect(automaticMode({ tools: 'native', windowTokens: SMALL_WINDOW_TOKENS - 1 })).toEqual({ mode: 'quick', why: 'small-window' });
    expect(automaticMode({ tools: 'native', windowTokens: SMALL_WINDOW_TOKENS })).toEqual({ mode: 'research', why: 'default' });
  });

  it("gives way to the user's choice", () => {
    const quick = automaticMode({ tools: 'text' });
    expect(modeInEffect(undefined, quick)).toBe('quick');
    expect(modeInEffect('research', quick)).toBe('research');
    expect(modeInEffect('deep', automaticMode({}))).toBe('deep');
    expect(modeInEffect(undefined, automaticMode({}))).toBe('research');
  });

  it('knows its three names and nothing else', () => {
    expect(['quick', 'research', 'deep'].every(isAnswerMode)).toBe(true);
    expect(isAnswerMode('fast')).toBe(false);
    expect(isAnswerMode(undefined)).toBe(false);
  });
});

describe('a mode named in the message', () => {
  it('takes /deep, /quick and /research at the start of a message, in any case', () => {
    expect(modeCommand('/deep  how do tides work?')).toEqual({ mode: 'deep', question: 'how do tides work?' });
    expect(modeCommand('/DEEP\nwhy?')).toEqual({ mode: 'deep', question: 'why?' });
    expect(modeCommand(' /quick capital of France')).toEqual({ mode: 'quick', question: 'capital of France' });
    expect(modeCommand('/Research why is the sky blue')).toEqual({ mode: 'research', question: 'why is the sky blue' });
  });

  it('leaves any other message as typed, for the composer’s mode', () => {
    expect(modeCommand('how do tides work?')).toEqual({ question: 'how do tides work?' });
    expect(modeCommand('/deeper thoughts')).toEqual({ question: '/deeper thoughts' });
    expect(modeCommand('/etc/hosts explained')).toEqual({ question: '/etc/hosts explained' });
  });
});
