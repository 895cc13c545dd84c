import { corsHelp } from './cors-help';

/** Why a cluster could not be read, and how to let this page call it. */
export function CorsHelpView({ cluster }: { cluster: string }) {
  const help = corsHelp(cluster, window.location.origin);
  return (
    <div role="alert" aria-label="Cluster unreachable" className="cors-help">
      <p>{help.summary}</p>
      <ol>
        {help.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <pre data-testid="cors-settings">{help.settings}</pre>
    </div>
  );
}
