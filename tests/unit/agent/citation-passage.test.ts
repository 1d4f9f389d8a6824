import { describe, expect, it } from 'vitest';
import { citationPassage } from '../../../src/core/agent/citation-passage';

const LINES = [
  '# Fast charging',
  '',
  'Solid-state cells were tested in the lab for a year. The new cell charges to 80 percent',
  'in twelve minutes without lithium plating, the team says. It also keeps 90 percent of its',
  'capacity after 1,000 cycles.',
  '',
  'Production starts next year.',
];

describe('citationPassage', () => {
  it('completes a cited line that starts mid-sentence with its sentence, and gives a line of context either side', () => {
    // Line 4 starts "in twelve minutes…": the sentence starts on line 3; line 4 ends mid-sentence too.
    expect(citationPassage(LINES, 4, 4)).toEqual({
      before: 'Solid-state cells were tested in the lab for a year.',
      lead: 'The new cell charges to 80 percent',
      tail: 'capacity after 1,000 cycles.',
      after: 'Production starts next year.',
    });
  });

  it('adds nothing to lines that already hold whole sentences, and takes the nearest line with words as context', () => {
    expect(citationPassage(LINES, 7, 7)).toEqual({ lead: '', tail: '', before: 'capacity after 1,000 cycles.' });
    expect(citationPassage(LINES, 1, 1)).toEqual({ lead: '', tail: '', after: 'Solid-state cells were tested in the lab for a year. The new cell charges to 80 percent' });
  });
});
