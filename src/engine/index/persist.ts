import { dict } from '../util/own';
import { parseJsonText } from '../util/json';
import { hasNumberTexts } from '../util/json-numbers';
import { renderJson } from '../util/render-json';
import { parseTypeMapping } from '../mapping/parse-mapping';
import { renderTypeMapping } from '../mapping/render-mapping';
import type { Mutation, Snapshot, StoredDoc, StoredIndexMeta, StoredScript, StoredTemplate } from '../storage/snapshot-store';
import { IndexService } from './index-service';
import { invertDocument } from './invert';
import { parseDocument } from '../mapping/parse-document';
import type { DocRecord, Shard } from './shard';

/** The persisted form of an index's metadata. */
export function toStoredMeta(svc: IndexService): StoredIndexMeta {
  const aliases: StoredIndexMeta['aliases'] = dict();
  for (const [name, a] of svc.aliases) aliases[name] = { ...a };
  return {
    name: svc.name,
    uuid: svc.uuid,
    creationDate: svc.creationDate,
    settings: Object.fromEntries(svc.settings),
    mapping: svc.mapping ? { type: svc.mapping.name, body: renderTypeMapping(svc.mapping) } : undefined,
    aliases,
    ...(svc.closed ? { state: 'close' as const } : {}),
  };
}

/** The writes a request records, committed to the store before its answer (its RequestScope's). */
export interface Writes {
  mutations: Mutation[];
}

export function recordIndexMeta(writes: Writes, svc: IndexService) {
  writes.mutations.push({ op: 'putIndex', meta: toStoredMeta(svc) });
}

/** Records the new state `rec` of a document; `replaces` is the seq_no of the state it supersedes, if any. */
export function recordDoc(writes: Writes, svc: IndexService, shard: Shard, rec: DocRecord, replaces: number | undefined) {
  writes.mutations.push({
    op: 'putDoc',
    replaces,
    doc: {
      index: svc.name,
      id: rec.id,
      type: rec.type,
      source: rec.deleted ? null : rec.source,
      ...(!rec.deleted && hasNumberTexts(rec.source) ? { sourceText: renderJson(rec.source) } : {}),
      version: rec.version,
      seqNo: rec.seqNo,
      primaryTerm: rec.primaryTerm,
      shard: shard.shardId,
      routing: rec.routing,
      deleted: rec.deleted,
    },
  });
}

/** What a restore rebuilds: the node's indices and templates, with its clock for the version map. */
export interface RestoreTarget {
  indices: Map<string, IndexService>;
  templates: Map<string, StoredTemplate>;
  scripts: Map<string, StoredScript>;
  clock: () => number;
}

/** Puts back the stored index templates. */
export function restoreTemplates(target: Map<string, StoredTemplate>, templates: StoredTemplate[] | undefined) {
  target.clear();
  for (const t of templates ?? []) target.set(t.name, t);
}

/** Puts back the stored scripts. */
export function restoreScripts(target: Map<string, StoredScript>, scripts: StoredScript[] | undefined) {
  target.clear();
  for (const s of scripts ?? []) target.set(s.id, s);
}

/** Recreates every index from its stored metadata, with empty shards (reading the node's stored scripts). */
export function restoreIndices(indices: Map<string, IndexService>, metas: StoredIndexMeta[], scripts: ReadonlyMap<string, StoredScript>) {
  indices.clear();
  for (const meta of metas) {
    const svc = new IndexService(meta.name, meta.uuid, new Map(Object.entries(meta.settings)), meta.creationDate);
    svc.storedScripts = scripts;
    if (meta.mapping) svc.mapping = parseTypeMapping(meta.mapping.type, meta.mapping.body);
    for (const [name, a] of Object.entries(meta.aliases)) svc.aliases.set(name, { ...a });
    svc.closed = meta.state === 'close';
    indices.set(meta.name, svc);
  }
}

/** Stored documents grouped by `index \0 shard`, each group in seq_no order. */
export function docsByShard(docs: StoredDoc[]): Map<string, StoredDoc[]> {
  const byShard = new Map<string, StoredDoc[]>();
  for (const doc of docs) {
    const key = shardKey(doc.index, doc.shard);
    let list = byShard.get(key);
    if (!list) byShard.set(key, (list = []));
    list.push(doc);
  }
  for (const list of byShard.values()) list.sort((a, b) => a.seqNo - b.seqNo);
  return byShard;
}

export const shardKey = (index: string, shard: number) => `${index}\u0000${shard}`;

/**
 * Applies stored documents (one shard's, in seq_no order) as the writes they record: an index op
 * re-analyses the source and replaces any live copy, a tombstone deletes it or keeps the version.
 */
export function replayDocs(clock: () => number, svc: IndexService, shard: Shard, docs: StoredDoc[]) {
  for (const d of docs) {
    shard.nextSeqNo = Math.max(shard.nextSeqNo, d.seqNo + 1);
    if (d.deleted) {
      if (!shard.delete(d.id, d.version, d.seqNo, clock())) shard.restoreTombstone(d);
      continue;
    }
    // A source kept as text comes back with its exact numbers.
    const source = d.sourceText !== undefined ? parseJsonText(d.sourceText, { locations: false }) : d.source;
    const parsed = parseDocument(source, svc.mapping!, d.id);
    const indexed = invertDocument(parsed, { ...d, source }, (m) => svc.indexAnalyzer(m));
    shard.index(indexed, clock());
  }
}

/**
 * Rebuilds indices from a snapshot: metadata first, then every live document re-indexed in its
 * shard's sequence-number order (so doc ids follow the original insertion order), then a refresh.
 */
export function restoreSnapshot(node: RestoreTarget, snapshot: Snapshot) {
  const { indices, clock } = node;
  restoreTemplates(node.templates, snapshot.templates);
  restoreScripts(node.scripts, snapshot.scripts);
  restoreIndices(indices, snapshot.indices, node.scripts);
  for (const docs of docsByShard(snapshot.docs).values()) {
    const svc = indices.get(docs[0].index);
    const shard = svc?.shards[docs[0].shard];
    if (svc && shard) replayDocs(clock, svc, shard, docs);
  }
  for (const svc of indices.values()) svc.refresh();
}
