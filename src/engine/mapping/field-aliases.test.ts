import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** Field aliases (6.8's FieldAliasMapper): errors as MapperMergeValidator gives them, and the alias read as its target. */
describe('field aliases', () => {
  async function indexed() {
    const t = testEngine();
    await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: {
      title: { type: 'text', store: true, fields: { raw: { type: 'keyword' } } }, t_alias: { type: 'alias', path: 'title' },
      n: { type: 'long' }, n_alias: { type: 'alias', path: 'n' }, raw_alias: { type: 'alias', path: 'title.raw' },
    } } } });
    await t.req('PUT', '/i/_doc/1', { title: 'quick brown fox', n: 3 });
    await t.req('PUT', '/i/_doc/2?refresh', { title: 'lazy dog', n: 5 });
    return t;
  }
  const ids = (body: AnyBody) => body.hits.hits.map((h: AnyBody) => h._id);

  it('refuses the targets ES refuses, with its reasons', async () => {
    const t = testEngine();
    const reason = async (properties: unknown) => {
      const r = await t.req('PUT', `/bad`, { mappings: { _doc: { properties } } });
      expect(r.status).toBe(400);
      return (r.body as AnyBody).error.reason as string;
    };
    expect(await reason({ a: { type: 'alias', path: 'a' } })).toBe('Invalid [path] value [a] for field alias [a]: an alias cannot refer to itself.');
    expect(await reason({ a: { type: 'alias', path: 'b' }, b: { type: 'alias', path: 'c' }, c: { type: 'long' } }))
      .toBe('Invalid [path] value [b] for field alias [a]: an alias cannot refer to another alias.');
    expect(await reason({ a: { type: 'alias', path: 'o' }, o: { properties: { x: { type: 'long' } } } }))
      .toBe('Invalid [path] value [o] for field alias [a]: an alias must refer to an existing field in the mappings.');
    expect(await reason({ a: { type: 'alias', path: 'nest.x' }, nest: { type: 'nested', properties: { x: { type: 'long' } } } }))
      .toBe("Invalid [path] value [nest.x] for field alias [a]: an alias must have the same nested scope as its target. The alias is not nested, but the target's nested scope is [nest].");
    expect(await reason({ a: { type: 'alias' } })).toBe('Failed to parse mapping [_doc]: The [path] property must be specified for field [a].');
    expect(await reason({ a: { type: 'long', fields: { al: { type: 'alias', path: 'a' } } } })).toBe('Failed to parse mapping [_doc]: Type [alias] cannot be used in multi field');
    expect((await t.req('HEAD', '/bad')).status).toBe(404);
  });

  it('takes a new target through a mapping update, and never turns into a concrete field or back', async () => {
    const t = await indexed();
    expect((await t.req('PUT', '/i/_mapping/_doc', { properties: { t_alias: { type: 'alias', path: 'n' } } })).status).toBe(200);
    expect(((await t.req('GET', '/i/_mapping')).body as AnyBody).i.mappings._doc.properties.t_alias).toEqual({ type: 'alias', path: 'n' });
    const toField = await t.req('PUT', '/i/_mapping/_doc', { properties: { t_alias: { type: 'long' } } });
    expect((toField.body as AnyBody).error.reason).toBe('Cannot merge a field alias mapping [t_alias] with a mapping that is not for a field alias.');
    const toAlias = await t.req('PUT', '/i/_mapping/_doc', { properties: { n: { type: 'alias', path: 'title' } } });
    expect((toAlias.body as AnyBody).error.reason).toBe('mapper [n] of different type, current_type [long], merged_type [FieldAliasMapper]');
  });

  it('is no index target: a document with a value under an alias fails and changes nothing', async () => {
    const t = await indexed();
    const r = await t.req('PUT', '/i/_doc/3', { t_alias: 'x' });
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error).toMatchObject({ type: 'mapper_parsing_exception', reason: 'failed to parse', caused_by: { type: 'illegal_argument_exception', reason: 'Cannot write to a field alias [t_alias].' } });
    expect((await t.req('GET', '/i/_doc/3')).status).toBe(404);
  });

  it('is read as its target by queries, aggregations, sort, docvalue_fields, stored_fields and highlighting', async () => {
    const t = await indexed();
    const search = async (body: unknown) => (await t.req('GET', '/i/_search', body)).body as AnyBody;
    const direct = await search({ query: { match: { title: 'fox' } } });
    const aliased = await search({ query: { match: { t_alias: 'fox' } } });
    expect(aliased.hits.hits[0]._score).toBe(direct.hits.hits[0]._score);
    expect(ids(await search({ query: { term: { raw_alias: 'lazy dog' } } }))).toEqual(['2']);
    expect(ids(await search({ query: { range: { n_alias: { gte: 4 } } } }))).toEqual(['2']);
    expect((await search({ query: { exists: { field: 'n_alias' } } })).hits.total).toBe(2);
    expect(ids(await search({ query: { prefix: { t_alias: 'qu' } } }))).toEqual(['1']);
    expect(ids(await search({ query: { multi_match: { query: 'dog', fields: ['t_*'] } } }))).toEqual(['2']);
    const aggs = await search({ size: 0, aggs: { a: { terms: { field: 'raw_alias' } }, m: { max: { field: 'n_alias' } } } });
    expect(aggs.aggregations.a.buckets.map((b: AnyBody) => b.key)).toEqual(['lazy dog', 'quick brown fox']);
    expect(aggs.aggregations.m.value).toBe(5);
    const sorted = await search({ sort: [{ n_alias: 'desc' }], docvalue_fields: ['n_alias'], stored_fields: ['t_alias'] });
    expect(sorted.hits.hits.map((h: AnyBody) => [h.sort, h.fields])).toEqual([
      [[5], { t_alias: ['lazy dog'], n_alias: [5] }],
      [[3], { t_alias: ['quick brown fox'], n_alias: [3] }],
    ]);
    const hl = await search({ query: { match: { t_alias: 'fox' } }, highlight: { fields: { t_alias: {} } } });
    expect(hl.hits.hits[0].highlight).toEqual({ t_alias: ['quick brown <em>fox</em>'] });
    const sugg = await search({ size: 0, suggest: { t: { text: 'quik', term: { field: 't_alias' } } } });
    expect(sugg.suggest.t[0].options.map((o: AnyBody) => o.text)).toEqual(['quick']);
  });

  it('answers field_caps with the target type and get_field_mapping with the alias definition', async () => {
    const t = await indexed();
    expect(((await t.req('GET', '/i/_field_caps?fields=*alias')).body as AnyBody).fields).toEqual({
      n_alias: { long: { searchable: true, aggregatable: true } },
      raw_alias: { keyword: { searchable: true, aggregatable: true } },
      t_alias: { text: { searchable: true, aggregatable: false } },
    });
    expect(((await t.req('GET', '/i/_mapping/field/n_alias')).body as AnyBody).i.mappings._doc).toEqual({
      n_alias: { full_name: 'n_alias', mapping: { n_alias: { type: 'alias', path: 'n' } } },
    });
  });

  it('counts towards the total fields limit', async () => {
    const t = testEngine();
    const r = await t.req('PUT', '/lim', { settings: { 'index.mapping.total_fields.limit': 1 }, mappings: { _doc: { properties: { a: { type: 'long' }, b: { type: 'alias', path: 'a' } } } } });
    expect((r.body as AnyBody).error.reason).toBe('Limit of total fields [1] in index [lim] has been exceeded');
  });
});
