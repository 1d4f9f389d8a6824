import type { Citation } from '../../../src/core/agent/citation-types';

export function citation(over: Partial<Citation> = {}): Citation {
  return {
    marker: '【1†L3-L4】',
    index: 0,
    cursor: 1,
    startLine: 3,
    endLine: 4,
    url: 'https://www.example.com/solar?x=1#old',
    title: 'Solar power',
    host: 'www.example.com',
    lines: ['Panels convert about 20% of sunlight.', 'Efficiency keeps rising.'],
    fragment: '#:~:text=Panels%20convert',
    ...over,
  };
}
