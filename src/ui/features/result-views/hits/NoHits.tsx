import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ShownRequest } from '../../../store/store';
import { mappedFields } from '../../indices/read-indices';
import { bodyJson } from '../shapes';
import { queriedFields, unmappedFields } from './queried-fields';

/** The indices a search path names (`/films,books/_search`), or every index (`/_search`). */
const searchedIndices = (path: string) => {
  const first = path.split('?')[0].split('/')[1] ?? '';
  return first === '' || first.startsWith('_') ? '_all' : first;
};
const paths = (body: unknown, index: string) => mappedFields(body, index).fields.map((f) => f.path);

/**
 * Says why a search found nothing: its query matched no document, and the fields it queries that the mapping does
 * not have (read with `GET /{index}/_mapping` where the page's requests go), named.
 */
export function NoHits({ request }: { request: ShownRequest }) {
  const fields = queriedFields(bodyJson(request)?.query);
  const [unmapped, setUnmapped] = useState<{ for: ShownRequest; fields: string[] }>();
  useEffect(() => {
    if (fields.length === 0) return;
    let live = true;
    void sendRequest({ method: 'GET', path: `/${searchedIndices(request.path)}/_mapping` }).then((r) => {
      if (live && r.status === 200) setUnmapped({ for: request, fields: unmappedFields(fields, r.body, paths) });
    });
    return () => {
      live = false;
    };
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps
  const missing = unmapped?.for === request ? unmapped.fields : [];
  return (
    <div className="no-hits" data-testid="no-hits" role="note">
      <p>The query matched no document{searchedIndices(request.path) === '_all' ? '' : ` in ${searchedIndices(request.path)}`}.</p>
      {missing.length > 0 && (
        <p data-testid="unmapped-fields">
          {missing.length === 1 ? 'The field ' : 'The fields '}
          {missing.map((f, i) => (
            <span key={f}>
              {i > 0 && ', '}
              <code>{f}</code>
            </span>
          ))}{' '}
          {missing.length === 1 ? 'is' : 'are'} not in the index's mapping: a query on a field that is not mapped matches nothing (no error). Check
          the name against the mapping in the Indices sidebar.
        </p>
      )}
    </div>
  );
}
