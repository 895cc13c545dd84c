import { describe, expect, it } from 'vitest';
import { substitute, variablesFragment, variablesFromFragment, withVariables } from './variables';

describe('console variables', () => {
  const vars = [{ name: 'index', value: 'films' }, { name: 'term', value: 'fox' }];
  it('fills ${name} in paths and bodies, leaving unknown names as written', () => {
    expect(substitute('/${index}/_search', vars)).toBe('/films/_search');
    expect(substitute('{"match": {"title": "${term} ${term}"}} ${nope}', vars)).toBe('{"match": {"title": "fox fox"}} ${nope}');
    expect(withVariables({ method: 'GET', path: '/${index}/_count', bodyText: '{"q": "${term}"}', startLine: 0, endLine: 1 }, vars)).toMatchObject({ path: '/films/_count', bodyText: '{"q": "fox"}' });
  });
  it('travel in a share link fragment', () => {
    expect(variablesFromFragment(`#buffer=x${variablesFragment(vars)}`)).toEqual(vars);
    expect(variablesFragment([{ name: '', value: 'x' }])).toBe('');
  });
});
