import { useVariables } from './variables';

/** Defines the `${name}` variables of the buffer: a row per variable, name and value. */
export function VariablesPanel() {
  const variables = useVariables((s) => s.variables);
  const setVariables = useVariables((s) => s.setVariables);
  const update = (i: number, change: Partial<{ name: string; value: string }>) => setVariables(variables.map((v, j) => (j === i ? { ...v, ...change } : v)));
  return (
    <div className="variables" role="group" aria-label="Variables">
      <small>
        Write <code>{'${name}'}</code> in a path or a body; it is replaced by the value when the request runs or is copied.
      </small>
      {variables.map((v, i) => (
        <div key={i} className="variable-row">
          <input aria-label={`Variable ${i + 1} name`} value={v.name} placeholder="name" onChange={(e) => update(i, { name: e.target.value })} />
          <input aria-label={`Variable ${i + 1} value`} value={v.value} placeholder="value" onChange={(e) => update(i, { value: e.target.value })} />
          <button type="button" aria-label={`Remove variable ${v.name || i + 1}`} onClick={() => setVariables(variables.filter((_, j) => j !== i))}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => setVariables([...variables, { name: '', value: '' }])}>Add variable</button>
    </div>
  );
}
