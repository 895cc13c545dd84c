/**
 * The URL parameters that make a write conditional, as the index, create, delete and update REST actions read
 * them (in ES's order): `version`, `version_type`, `if_seq_no`, `if_primary_term`. Bulk items carry the same
 * conditions in their action lines (read in `handlers/bulk.ts`).
 */
import { illegalArgument } from '../../errors/catalog';
import {
  checkedPrimaryTerm, checkedSeqNo, parseJavaLong, UNASSIGNED_PRIMARY_TERM, UNASSIGNED_SEQ_NO, type CompareAndSet,
} from '../../index/compare-and-set';
import { parseVersionType, type VersionType } from '../../index/documents';
import { paramOptionalNumber } from './url-params';

export interface WriteConditions {
  version: number | undefined;
  versionType: VersionType;
  cas: CompareAndSet;
}

export function writeConditionsFromParams(params: Map<string, string>): WriteConditions {
  const version = paramOptionalNumber(params, 'version');
  const versionType = parseVersionType(params.get('version_type'));
  return { version, versionType, cas: compareAndSetFromParams(params) };
}

/** `if_seq_no` / `if_primary_term` (`RestRequest.paramAsLong`: Java longs, kept exact as bigints). */
function compareAndSetFromParams(params: Map<string, string>): CompareAndSet {
  const read = (name: string, fallback: bigint) => {
    const v = params.get(name);
    if (v === undefined) return fallback;
    const n = parseJavaLong(v);
    if (n === undefined) throw illegalArgument(`Failed to parse long parameter [${name}] with value [${v}]`);
    return n;
  };
  const ifSeqNo = checkedSeqNo(read('if_seq_no', UNASSIGNED_SEQ_NO));
  const ifPrimaryTerm = checkedPrimaryTerm(read('if_primary_term', UNASSIGNED_PRIMARY_TERM));
  return { ifSeqNo, ifPrimaryTerm };
}
