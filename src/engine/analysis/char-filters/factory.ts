import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { htmlStripCharFilter } from './html-strip';
import { mappingCharFilter, parseMappingRules } from './mapping';
import type { CharFilter } from './offset-map';
import { patternReplaceCharFilter } from './pattern-replace';
import { settingList } from '../settings';


/**
 * The char filters of ES 6.8's analysis-common module by type (`html_strip`, its old name `htmlStrip`,
 * `mapping`, `pattern_replace`), built from their settings; undefined for an unknown type.
 * `mappings_path` names a file in the node's config directory, which a browser has not got.
 */
export function buildCharFilter(type: string, conf: unknown, name: string): CharFilter | undefined {
  switch (type) {
    case 'html_strip':
    case 'htmlStrip':
      return htmlStripCharFilter(settingList(own(conf, 'escaped_tags')) ?? []);
    case 'mapping': {
      const path = own(conf, 'mappings_path');
      const rules = settingList(own(conf, 'mappings'));
      if (rules === undefined && path !== undefined) {
        throw illegalArgument(`IOException while reading mappings_path: ${String(path)} (files under the config directory do not exist in the browser; give the rules inline as [mappings])`);
      }
      if (rules === undefined) throw illegalArgument('mapping requires either `mappings` or `mappings_path` to be configured');
      return mappingCharFilter(parseMappingRules(rules));
    }
    case 'pattern_replace': {
      const pattern = own(conf, 'pattern');
      if (pattern === undefined || pattern === null || String(pattern) === '') {
        throw illegalArgument(`pattern is missing for [${name}] char filter of type 'pattern_replace'`);
      }
      const flags = own(conf, 'flags');
      if (flags !== undefined && flags !== null && String(flags) !== '') throw illegalArgument(`[flags] of the pattern_replace char filter [${name}] is not supported here`);
      const replacement = own(conf, 'replacement');
      return patternReplaceCharFilter(String(pattern), replacement === undefined || replacement === null ? '' : String(replacement));
    }
    default:
      return undefined;
  }
}

/** The char filters one may name without defining them (their defaults). */
export const isBuiltinCharFilterName = (name: string) => name === 'html_strip' || name === 'htmlStrip';
