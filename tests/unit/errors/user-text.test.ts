/**
 * An error's words for the user (message and hint keys with their substitutions) survive every way an
 * error crosses a context: toJSON() into a message reply or IndexedDB, structured clone, and
 * fromSerializedError on the other side. The English words stay what the model and logs read.
 */
import { describe, expect, it } from 'vitest';
import { SidelightError, fromSerializedError, stopped, toSidelightError, userText } from '../../../src/core/errors';

const unreachable = () =>
  new SidelightError('network', 'Could not connect to the model server at http://localhost:11434.', {
    hint: 'Is Ollama running?',
    userMessage: userText('errModelUnreachable', 'http://localhost:11434'),
    userHint: userText('hintModelMayBeLoading', userText('hintStartOllama')),
  });

describe('userText', () => {
  it('keeps the key and turns numbers into text (chrome.i18n substitutes strings)', () => {
    expect(userText('errModelTimeout', 'http://h', 15)).toEqual({ key: 'errModelTimeout', params: ['http://h', '15'] });
    expect(userText('errStopped')).toEqual({ key: 'errStopped' });
  });
});

describe('SidelightError with words for the user', () => {
  it('carries them through toJSON, structured clone and fromSerializedError', () => {
    const sent = structuredClone(unreachable().toJSON());
    expect(sent).toEqual({
      code: 'network',
      message: 'Could not connect to the model server at http://localhost:11434.',
      hint: 'Is Ollama running?',
      status: undefined,
      userMessage: { key: 'errModelUnreachable', params: ['http://localhost:11434'] },
      userHint: { key: 'hintModelMayBeLoading', params: [{ key: 'hintStartOllama' }] },
    });
    const back = fromSerializedError(sent);
    expect(back).toBeInstanceOf(SidelightError);
    expect(back.userMessage).toEqual(sent.userMessage);
    expect(back.userHint).toEqual(sent.userHint);
    expect(back.message).toBe(sent.message);
    expect(back.toUserText()).toBe('Could not connect to the model server at http://localhost:11434. Is Ollama running?');
  });

  it('leaves them out of the serialized form when an error has none (older saved errors look the same)', () => {
    const plain = new SidelightError('http', 'Boom.', { hint: 'Retry.' }).toJSON();
    expect(Object.keys(plain)).not.toContain('userMessage');
    expect(Object.keys(plain)).not.toContain('userHint');
    expect(fromSerializedError(plain).userMessage).toBeUndefined();
  });

  it('gives a stop its own words, also when an AbortError is normalised', () => {
    expect(stopped().userMessage).toEqual({ key: 'errStopped' });
    const normalised = toSidelightError(new DOMException('The operation was aborted.', 'AbortError'));
    expect(normalised.code).toBe('aborted');
    expect(normalised.userMessage).toEqual({ key: 'errStopped' });
  });

  it('keeps them when toSidelightError sees a SidelightError again', () => {
    const e = unreachable();
    expect(toSidelightError(e)).toBe(e);
  });
});
