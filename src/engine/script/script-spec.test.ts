import { describe, expect, it } from 'vitest';
import { parseScriptSpec } from './index';
import { errorOf } from './script-test-support';

describe('parseScriptSpec', () => {
  it('reads a string as an inline painless source', () => {
    expect(parseScriptSpec("doc['a'].value")).toEqual({ source: "doc['a'].value", lang: 'painless', params: {} });
  });

  it('reads source, lang and params', () => {
    expect(parseScriptSpec({ source: 'x * 2', lang: 'expression', params: { x: 1 } })).toEqual({
      source: 'x * 2',
      lang: 'expression',
      params: { x: 1 },
    });
  });

  it('accepts the deprecated inline key with a warning', () => {
    expect(parseScriptSpec({ inline: '1' })).toEqual({
      source: '1',
      lang: 'painless',
      params: {},
      deprecations: ['Deprecated field [inline] used, expected [source] instead'],
    });
  });

  it('keeps an object source as its JSON text', () => {
    expect(parseScriptSpec({ source: { a: 1 } }).source).toBe('{"a":1}');
  });

  it('rejects specs ES rejects', () => {
    const fail = (json: unknown) => {
      const { error } = errorOf(() => parseScriptSpec(json));
      return { type: error.type, status: error.status, reason: error.reason };
    };
    expect(fail({ lang: 'painless' })).toEqual({
      type: 'illegal_argument_exception',
      status: 400,
      reason: 'must specify either [source] for an inline script or [id] for a stored script',
    });
    expect(fail({ source: '1', id: 'x' }).reason).toBe('must only use one of [source, id] when specifying a script');
    expect(fail({ source: '1', lang: 'groovy' }).reason).toBe('script_lang not supported [groovy]');
    expect(fail({ source: '1', foo: 1 })).toEqual({
      type: 'x_content_parse_exception',
      status: 400,
      reason: '[script] unknown field [foo], parser not found',
    });
    expect(fail({ source: 1 }).reason).toBe("[script] source doesn't support values of type: VALUE_NUMBER");
    expect(fail({ source: '1', params: [] }).reason).toBe("[script] params doesn't support values of type: START_ARRAY");
    expect(fail({ source: '1', options: { x: 'y' } }).reason).toBe('illegal compiler options [{x=y}] specified');
    expect(fail({ id: 'stored', lang: 'painless' }).reason).toBe('illegally specified <lang> for a stored script');
    expect(parseScriptSpec({ id: 'stored', params: { a: 1 } })).toEqual({ source: '', id: 'stored', lang: 'painless', params: { a: 1 } });
    expect(fail(5).type).toBe('illegal_argument_exception');
  });
});
