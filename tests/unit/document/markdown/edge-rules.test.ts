import { describe, expect, it } from 'vitest';
import { withoutEdgeRules } from '../../../../src/core/document/markdown/edge-rules';

describe('withoutEdgeRules', () => {
  it('drops horizontal rules at the very start and end of the markdown', () => {
    expect(withoutEdgeRules('---\n\nText.\n\n---\n\n---\n')).toBe('Text.');
    expect(withoutEdgeRules('Text.\n\n---')).toBe('Text.');
  });

  it('keeps rules between parts, and dashes that are text', () => {
    expect(withoutEdgeRules('One.\n\n---\n\nTwo.')).toBe('One.\n\n---\n\nTwo.');
    expect(withoutEdgeRules('A --- B')).toBe('A --- B');
    expect(withoutEdgeRules('```\n---\n```')).toBe('```\n---\n```');
  });
});
